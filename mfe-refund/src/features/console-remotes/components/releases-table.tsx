import { useTranslation } from 'react-i18next';
import type { RemoteState } from 'shared-contract';
import { NAMESPACE } from '../../../namespace';
import { useRemoteFormat } from '../hooks/use-remote-format';
import { RemoteTable, type RemoteColumn } from './remote-table';
import { VersionMarks } from './version-marks';

type Release = RemoteState['releases'][number];

/** A remote's releases, newest first, the live one and the canary marked. */
export function ReleasesTable({ remote }: { remote: RemoteState }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRemoteFormat();
  // While the local build is served no release is live, even one named like it.
  const isLive = (release: Release) => !remote.local && release.version === remote.live.version;
  const columns: readonly RemoteColumn<Release>[] = [
    {
      id: 'version',
      label: t('console.remotes.columns.version'),
      code: true,
      cell: (release) => <VersionMarks version={release.version} live={isLive(release)} canary={release.version === remote.canary?.version} />,
    },
    { id: 'commit', label: t('console.remotes.columns.commit'), code: true, cell: (release) => release.commit },
    { id: 'publishedAt', label: t('console.remotes.columns.publishedAt'), cell: (release) => format.at(release.publishedAt) },
    { id: 'publishedBy', label: t('console.remotes.columns.publishedBy'), cell: (release) => format.actor(release.publishedBy) },
  ];
  return (
    <RemoteTable
      caption={t('console.remotes.releasesCaption', { count: remote.releases.length })}
      columns={columns}
      rows={remote.releases}
      rowKey={(release) => release.version}
      isCurrent={isLive}
      data-testid="remote-releases"
    />
  );
}
