import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteState } from 'shared-contract';
import { NAMESPACE } from '../../../namespace';
import { subTitleStyle } from '../../../console-kit/components/console-styles';
import { CanaryStatus } from './canary-status';
import { HistoryTable } from './history-table';
import { LoadsTable } from './loads-table';
import { ReleasesTable } from './releases-table';
import { asideStyle, codeStyle, lineStyle, quietStyle } from './remote-styles';
import { RemoteTag } from './remote-tag';

/** One remote: what is live (and the canary beside it), the loads per version, its switches and its releases. */
export function RemoteCard({ remote }: { remote: RemoteState }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-testid="remote-state"
      css={css`
        display: grid;
        gap: 12px;
        min-width: 0;
      `}
    >
      <h3 id={headingId} css={subTitleStyle}>
        mfe-{remote.name}
      </h3>
      <p css={lineStyle} data-testid="remote-live">
        {t('console.remotes.live')}: <span css={codeStyle}>{remote.live.version}</span>
        {remote.local && <RemoteTag kind="local" />}
        <span css={asideStyle}>{t('console.remotes.revision', { revision: remote.revision })}</span>
      </p>
      <CanaryStatus remote={remote} />
      {remote.loads.length > 0 ? (
        <LoadsTable remote={remote} />
      ) : (
        <p css={quietStyle} data-testid="remote-loads-empty">
          {t('console.remotes.noLoads')}
        </p>
      )}
      {remote.history.length > 0 && <HistoryTable history={remote.history} />}
      {remote.releases.length > 0 ? <ReleasesTable remote={remote} /> : <p css={quietStyle}>{t('console.remotes.noReleases')}</p>}
    </article>
  );
}
