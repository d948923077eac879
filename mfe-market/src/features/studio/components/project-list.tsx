import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StudioProjectSummary } from 'shared-contract';
import { Button, EmptyState, ErrorState, formatKst, formatNumber, Skeleton, theme, useLanguage, useLocalized, visuallyHidden } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useStudioProjects } from '../api/get-studio-projects';
import { StudioStatusBadge } from './status-badge';
import { cardStyle, factsStyle, headerRowStyle, headingStyle, plainListStyle, stackStyle, textStyle } from './studio-styles';

type ProjectListProps = {
  /** The link to a project (kept in the console's URL). */
  projectSearch: (projectId: number) => string;
  onOpen: () => void;
  onNew: () => void;
  /** Move focus to the heading (back from a project). */
  focusHeading: boolean;
};

const titleLinkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.colors.gray900};
  font-size: 17px;
  font-weight: 700;
  line-height: 1.35;
  text-decoration: underline;
  text-decoration-color: ${theme.colors.gray300};
  text-underline-offset: 3px;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration-color: currentColor;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

const gridStyle = css`
  ${plainListStyle};
  @media (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Every project, newest first: its status (and publish time), sale window, designs and sales. */
export function ProjectList({ projectSearch, onOpen, onNew, focusHeading }: ProjectListProps) {
  const { t } = useTranslation(NAMESPACE);
  const projects = useStudioProjects();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const body = () => {
    if (projects.isPending) {
      return (
        <div aria-busy="true" data-testid="studio-projects-loading" css={gridStyle}>
          <span role="status" css={visuallyHidden}>
            {t('studio.loading')}
          </span>
          {[0, 1, 2].map((index) => (
            <div key={index} css={cardStyle}>
              <Skeleton width={90} height={24} radius={12} />
              <Skeleton width="70%" height={22} />
              <Skeleton height={48} />
            </div>
          ))}
        </div>
      );
    }
    if (projects.isError) return <ErrorState error={projects.error} onRetry={() => void projects.refetch()} />;
    if (projects.data.items.length === 0) {
      return (
        <EmptyState
          title={t('studio.list.emptyTitle')}
          description={t('studio.list.emptyText')}
          action={
            <Button onClick={onNew} data-testid="studio-create-first">
              {t('studio.list.createFirst')}
            </Button>
          }
          data-testid="studio-projects-empty"
        />
      );
    }
    return (
      <ul aria-labelledby="studio-projects-heading" css={gridStyle} data-testid="studio-projects">
        {projects.data.items.map((project) => (
          <ProjectRow key={project.id} project={project} to={projectSearch(project.id)} onOpen={onOpen} />
        ))}
      </ul>
    );
  };

  return (
    <div css={stackStyle(16)}>
      <div css={headerRowStyle}>
        <h3 id="studio-projects-heading" ref={heading} tabIndex={-1} css={headingStyle(18)}>
          {t('studio.list.heading')}
        </h3>
        <Button onClick={onNew} data-testid="studio-new-project">
          {t('studio.list.newProject')}
        </Button>
      </div>
      {body()}
    </div>
  );
}

function ProjectRow({ project, to, onOpen }: { project: StudioProjectSummary; to: string; onOpen: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const at = (iso: string) => formatKst(iso, 'dateMinute', language);
  const publishLine =
    project.status === 'DRAFT' || project.publishAt === null
      ? t('studio.list.notPublished')
      : t(project.status === 'SCHEDULED' ? 'studio.list.publishesAt' : 'studio.list.publishedAt', { time: at(project.publishAt) });
  const saleWindow = t('studio.list.window', {
    start: t('studio.kst', { time: at(project.saleStartsAt) }),
    end: project.saleEndsAt ? t('studio.kst', { time: at(project.saleEndsAt) }) : t('studio.list.untilSoldOut'),
  });
  return (
    <li css={cardStyle} data-testid="studio-project">
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 6px 10px;
        `}
      >
        <StudioStatusBadge status={project.status} />
        <span css={textStyle} data-testid="studio-project-publish">
          {project.publishAt && project.status !== 'DRAFT' ? <time dateTime={project.publishAt}>{publishLine}</time> : publishLine}
        </span>
      </div>
      <h4 css={headingStyle(17)}>
        <Link to={to} onClick={onOpen} css={titleLinkStyle}>
          {localized(project.title)}
        </Link>
      </h4>
      <p css={textStyle}>{t('studio.list.creator', { creator: localized(project.creator) })}</p>
      <dl css={factsStyle}>
        <div>
          <dt>{t('studio.list.saleWindow')}</dt>
          <dd data-testid="studio-project-window">{saleWindow}</dd>
        </div>
        <div>
          <dt>{t('studio.list.designs')}</dt>
          <dd>{t('studio.list.designCount', { count: project.designCount })}</dd>
        </div>
        <div>
          <dt>{t('studio.list.soldOfSupply')}</dt>
          <dd data-testid="studio-project-sold">
            {t('studio.list.soldValue', { sold: formatNumber(project.sold, language), supply: formatNumber(project.supplyTotal, language) })}
          </dd>
        </div>
      </dl>
    </li>
  );
}
