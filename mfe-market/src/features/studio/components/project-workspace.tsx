import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, noticeStyle, Skeleton, Tabs, tabPanelProps, theme, useLocalized, visuallyHidden } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useStudioProject } from '../api/get-studio-project';
import { STUDIO_VIEWS, type StudioView } from '../hooks/use-studio-params';
import { DesignsPanel } from './designs-panel';
import { PreviewPanel } from './preview-panel';
import { ProjectForm } from './project-form';
import { PublishPanel } from './publish-panel';
import { StudioStatusBadge } from './status-badge';
import { headerRowStyle, headingStyle, stackStyle } from './studio-styles';

const TABS_PREFIX = 'studio';

type ProjectWorkspaceProps = {
  projectId: number;
  view: StudioView;
  onView: (view: StudioView) => void;
  onBack: () => void;
  /** What the studio has to say on arrival (a draft just created). */
  notice: string | null;
  focusHeading: boolean;
};

/** One project: its details, its KEY designs, its publication and its preview, as tabs kept in the URL. */
export function ProjectWorkspace({ projectId, view, onView, onBack, notice, focusHeading }: ProjectWorkspaceProps) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const project = useStudioProject(projectId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = project.data !== undefined;
  useEffect(() => {
    if (focusHeading && loaded) heading.current?.focus();
  }, [focusHeading, loaded]);

  const back = (
    <div>
      <Button variant="ghost" onClick={onBack} data-testid="studio-back">
        <span aria-hidden="true">←</span> {t('studio.back')}
      </Button>
    </div>
  );

  if (project.isPending) {
    return (
      <div css={stackStyle(16)} aria-busy="true">
        {back}
        <span role="status" css={visuallyHidden}>
          {t('studio.loading')}
        </span>
        <Skeleton width="60%" height={28} />
        <Skeleton height={44} />
        <Skeleton height={240} />
      </div>
    );
  }
  if (project.isError) {
    return (
      <div css={stackStyle(16)}>
        {back}
        <ErrorState error={project.error} onRetry={() => void project.refetch()} />
      </div>
    );
  }

  const data = project.data;
  const panel = () => {
    switch (view) {
      case 'designs':
        return <DesignsPanel project={data} />;
      case 'publish':
        return <PublishPanel project={data} />;
      case 'preview':
        return <PreviewPanel project={data} />;
      case 'details':
        return <ProjectForm key={data.id} project={data} />;
    }
  };

  return (
    <div css={stackStyle(16)}>
      {back}
      <div css={headerRowStyle}>
        <h3 ref={heading} tabIndex={-1} css={headingStyle(20)} data-testid="studio-project-title">
          {localized(data.title)}
        </h3>
        <StudioStatusBadge status={data.status} />
      </div>
      {notice ? (
        <p role="status" css={noticeStyle('success')} data-testid="studio-notice">
          {notice}
        </p>
      ) : null}
      <Tabs<StudioView>
        aria-label={t('studio.views.label')}
        idPrefix={TABS_PREFIX}
        items={STUDIO_VIEWS.map((id) => ({
          id,
          label: id === 'designs' ? t('studio.views.designs', { number: data.designs.length }) : t(`studio.views.${id}`),
        }))}
        value={view}
        onChange={onView}
        data-testid="studio-tabs"
      />
      <div
        {...tabPanelProps(TABS_PREFIX, view)}
        css={css`
          min-width: 0;
          border-radius: ${theme.radius.sm}px;
          &:focus-visible {
            outline: 3px solid ${theme.colors.focus};
            outline-offset: 4px;
          }
        `}
      >
        {panel()}
      </div>
    </div>
  );
}
