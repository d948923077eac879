import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCatalogueRole, type Me, type StudioProject } from 'shared-contract';
import { Button, noticeStyle, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useStudioParams } from '../hooks/use-studio-params';
import { ProjectForm } from './project-form';
import { ProjectList } from './project-list';
import { ProjectWorkspace } from './project-workspace';
import { headingStyle, stackStyle, textStyle } from './studio-styles';

type Notice = { projectId: number; text: string };

/**
 * The catalogue studio (staff console, admin and editor): the project list, a new project's form, or one project's
 * workspace, as the console's URL says (`studioProject`, `studioView`).
 */
export function Studio({ staff }: { staff: Me }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const params = useStudioParams();
  const [notice, setNotice] = useState<Notice | null>(null);
  /** Focus follows a move the user made inside the studio (not the first render of a URL). */
  const [moved, setMoved] = useState(false);
  const move = (go: () => void) => () => {
    setMoved(true);
    go();
  };

  if (!isCatalogueRole(staff.role)) {
    return (
      <p role="alert" css={noticeStyle('error')}>
        {t('studio.notAllowed')}
      </p>
    );
  }

  const created = (project: StudioProject) => {
    setNotice({ projectId: project.id, text: t('studio.editor.created', { title: localized(project.title) }) });
    setMoved(true);
    params.openProject(project.id, 'designs', { replace: true });
  };

  const content = () => {
    if (params.project === null) {
      return (
        <ProjectList
          projectSearch={(projectId) => params.projectSearch(projectId)}
          onOpen={() => setMoved(true)}
          onNew={move(params.openNew)}
          focusHeading={moved}
        />
      );
    }
    if (params.project === 'new') return <NewProject onBack={move(params.closeProject)} onCreated={created} focusHeading={moved} />;
    return (
      <ProjectWorkspace
        key={params.project}
        projectId={params.project}
        view={params.view}
        onView={params.setView}
        onBack={move(params.closeProject)}
        notice={notice?.projectId === params.project ? notice.text : null}
        focusHeading={moved}
      />
    );
  };

  return (
    <section aria-labelledby="studio-title" css={stackStyle(20)} data-testid="studio">
      <div css={stackStyle(6)}>
        <h2 id="studio-title" css={headingStyle(22)}>
          {t('studio.title')}
        </h2>
        <p css={textStyle}>{t('studio.intro')}</p>
      </div>
      {content()}
    </section>
  );
}

function NewProject({ onBack, onCreated, focusHeading }: { onBack: () => void; onCreated: (project: StudioProject) => void; focusHeading: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div css={stackStyle(16)}>
      <div>
        <Button variant="ghost" onClick={onBack} data-testid="studio-back">
          <span aria-hidden="true">←</span> {t('studio.back')}
        </Button>
      </div>
      <h3
        ref={(element) => {
          if (element && focusHeading) element.focus();
        }}
        tabIndex={-1}
        css={[
          headingStyle(20),
          css`
            scroll-margin-top: 80px;
          `,
        ]}
      >
        {t('studio.editor.newHeading')}
      </h3>
      <ProjectForm project={null} onCreated={onCreated} />
    </div>
  );
}
