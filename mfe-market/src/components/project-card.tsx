import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from 'shared-contract';
import { useLocalized } from 'shared-ui';
import { NAMESPACE } from '../namespace';
import { ArtImage } from './art-image';
import { SaleStatusBadge } from './badges';
import { cardCaption, CardLink, cardTitle } from './card-link';

export const projectPath = (id: number) => `/project?id=${id}`;

const badgeLine = css`
  display: flex;
  gap: 6px;
  align-items: center;
  flex-wrap: wrap;
`;

export function ProjectCard({ project, eager = false }: { project: ProjectSummary; eager?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const title = localized(project.title);
  return (
    <CardLink to={projectPath(project.id)} gap={8} testId="project-card">
      <ArtImage src={project.imageUrl} alt={title} kind="project" eager={eager} />
      <span css={badgeLine}>
        <SaleStatusBadge status={project.saleStatus} />
        <span css={cardCaption(12)}>{t('card.keyCount', { count: project.keyCount })}</span>
      </span>
      <strong css={cardTitle(15)}>{title}</strong>
      <span css={cardCaption(13)}>{t('card.by', { creator: localized(project.creator) })}</span>
    </CardLink>
  );
}
