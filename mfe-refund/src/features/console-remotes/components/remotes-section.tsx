import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteState } from 'shared-contract';
import { formatKst, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { sectionStyle, sectionTitleStyle, subTitleStyle, tableStyle } from '../../console/components/console-styles';
import { ListStates } from '../../console/components/list-states';
import { useRemotes } from '../api/get-remotes';

const codeStyle = css`font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; overflow-wrap: anywhere;`;
const tagStyle = css`
  display: inline-block;
  margin-left: 8px;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  line-height: 22px;
  background: ${theme.colors.gray100};
  color: ${theme.colors.gray800};
`;

/**
 * The console's deploys section (issue 16, roles support and admin): for each remote, what members get now (a release
 * or the local build) and the registry's revision, its releases and the history of switches, newest first. Releases
 * and rollbacks are made with `npm run release` and `npm run rollback`.
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
      <p css={css`margin: 0; color: ${theme.colors.gray600}; font-size: 14px;`}>{t('console.remotes.intro')}</p>
      <ListStates
        query={{ ...remotes, data: remotes.data?.remotes }}
        loadingLabel={t('console.remotes.loading')}
        errorTitle={t('console.remotes.loadFailed')}
        emptyTitle={t('console.remotes.empty')}
        emptyTestId="remotes-empty"
        skeletons={[120, 120]}
      >
        {(items) => (
          <div css={css`display: grid; gap: 24px;`}>
            {items.map((remote) => (
              <RemoteCard key={remote.name} remote={remote} />
            ))}
          </div>
        )}
      </ListStates>
    </section>
  );
}

function RemoteCard({ remote }: { remote: RemoteState }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const headingId = useId();
  const at = (iso: string) => formatKst(iso, 'dateTime', language);
  const version = (value: string | null) => (value === null ? t('console.remotes.localBuild') : value);
  return (
    <article aria-labelledby={headingId} data-testid="remote-state" css={css`display: grid; gap: 12px; min-width: 0;`}>
      <h3 id={headingId} css={subTitleStyle}>
        mfe-{remote.name}
      </h3>
      <p css={css`margin: 0; font-size: 14px;`} data-testid="remote-live">
        {t('console.remotes.live')}: <span css={codeStyle}>{remote.live.version}</span>
        {remote.local && <span css={tagStyle}>{t('console.remotes.localBuild')}</span>}
        <span css={css`margin-left: 8px; color: ${theme.colors.gray600};`}>{t('console.remotes.revision', { revision: remote.revision })}</span>
      </p>
      {remote.history.length > 0 && (
        <table css={tableStyle} data-testid="remote-history">
          <caption>{t('console.remotes.historyCaption', { count: remote.history.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console.remotes.columns.at')}</th>
              <th scope="col">{t('console.remotes.columns.action')}</th>
              <th scope="col">{t('console.remotes.columns.change')}</th>
              <th scope="col">{t('console.remotes.columns.actor')}</th>
            </tr>
          </thead>
          <tbody>
            {remote.history.map((change) => (
              <tr key={`${change.at}-${change.to}`}>
                <td data-label={t('console.remotes.columns.at')}>{at(change.at)}</td>
                <td data-label={t('console.remotes.columns.action')}>{t(`console.remotes.actions.${change.action}`)}</td>
                <td data-label={t('console.remotes.columns.change')} css={codeStyle}>
                  {version(change.from)} → {change.to}
                </td>
                <td data-label={t('console.remotes.columns.actor')}>{change.actor === 'deploy-token' ? t('console.remotes.deployToken') : change.actor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {remote.releases.length > 0 ? (
        <table css={tableStyle} data-testid="remote-releases">
          <caption>{t('console.remotes.releasesCaption', { count: remote.releases.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console.remotes.columns.version')}</th>
              <th scope="col">{t('console.remotes.columns.commit')}</th>
              <th scope="col">{t('console.remotes.columns.publishedAt')}</th>
              <th scope="col">{t('console.remotes.columns.publishedBy')}</th>
            </tr>
          </thead>
          <tbody>
            {remote.releases.map((release) => (
              <tr key={release.version} aria-current={!remote.local && release.version === remote.live.version ? 'true' : undefined}>
                <td data-label={t('console.remotes.columns.version')} css={codeStyle}>
                  {release.version}
                  {!remote.local && release.version === remote.live.version && <span css={tagStyle}>{t('console.remotes.liveTag')}</span>}
                </td>
                <td data-label={t('console.remotes.columns.commit')} css={codeStyle}>
                  {release.commit}
                </td>
                <td data-label={t('console.remotes.columns.publishedAt')}>{at(release.publishedAt)}</td>
                <td data-label={t('console.remotes.columns.publishedBy')}>{release.publishedBy === 'deploy-token' ? t('console.remotes.deployToken') : release.publishedBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p css={css`margin: 0; font-size: 14px; color: ${theme.colors.gray600};`}>{t('console.remotes.noReleases')}</p>
      )}
    </article>
  );
}
