import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { sectionStyle, sectionTitleStyle } from '../../../console-kit/components/console-styles';
import { ListStates } from '../../../console-kit/components/list-states';
import { useRemotes } from '../api/get-remotes';
import { RemoteCard } from './remote-card';

/**
 * The console's deploys section (issue 16, roles support and admin, read only): for each remote, what members get now
 * (a release or the local build), the canary beside it, the page loads reported per version, the registry's revision,
 * its releases and the history of switches, newest first. Releases, canaries and rollbacks are made on the command
 * line, never here.
 */
export function RemotesSection() {
  const { t } = useTranslation(NAMESPACE);
  const remotes = useRemotes();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={sectionStyle} data-testid="console-remotes">
      <h2 id={titleId} css={sectionTitleStyle}>
        {t('console.remotes.title')}
      </h2>
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.gray600};
          font-size: 14px;
        `}
      >
        {t('console.remotes.intro')}
      </p>
      <ListStates
        query={{ ...remotes, data: remotes.data?.remotes }}
        loadingLabel={t('console.remotes.loading')}
        errorTitle={t('console.remotes.loadFailed')}
        emptyTitle={t('console.remotes.empty')}
        emptyTestId="remotes-empty"
        skeletons={[120, 120]}
      >
        {(items) => (
          <div
            css={css`
              display: grid;
              gap: 24px;
            `}
          >
            {items.map((remote) => (
              <RemoteCard key={remote.name} remote={remote} />
            ))}
          </div>
        )}
      </ListStates>
    </section>
  );
}
