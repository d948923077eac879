import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProjectSummary } from 'shared-contract';
import { theme, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../namespace';
import { ArtImage } from './art-image';
import { SaleStatusBadge } from './badges';

export const projectPath = (id: number) => `/project?id=${id}`;

export function ProjectCard({ project, eager = false }: { project: ProjectSummary; eager?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const title = localized(project.title);
  return (
    <Link
      to={projectPath(project.id)}
      data-testid="project-card"
      css={css`
        display: flex;
        flex-direction: column;
        gap: 8px;
        color: inherit;
        text-decoration: none;
        border-radius: ${theme.radius.md}px;
        &:focus-visible { outline: 3px solid ${theme.colors.green}; outline-offset: 2px; }
        &:hover img { filter: brightness(0.96); }
      `}
    >
      <ArtImage src={project.imageUrl} alt={title} kind="project" eager={eager} />
      <span css={css`display: flex; gap: 6px; align-items: center; flex-wrap: wrap;`}>
        <SaleStatusBadge status={project.saleStatus} />
        <span css={css`font-size: 12px; color: ${theme.colors.gray500};`}>
          {t('card.keyCount', { count: project.keyCount })}
        </span>
      </span>
      <strong css={css`font-size: 15px; line-height: 1.35; color: ${theme.colors.gray900};`}>{title}</strong>
      <span css={css`font-size: 13px; color: ${theme.colors.gray500};`}>
        {t('card.by', { creator: localized(project.creator) })}
      </span>
    </Link>
  );
}
