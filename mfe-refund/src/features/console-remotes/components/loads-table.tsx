import { useTranslation } from 'react-i18next';
import type { RemoteState } from 'shared-contract';
import { NAMESPACE } from '../../../namespace';
import { useRemoteFormat } from '../hooks/use-remote-format';
import { failureRate, hasHighFailureRate, type RemoteLoads } from '../utils/load-health';
import { RemoteTag } from './remote-tag';
import { RemoteTable, type RemoteColumn } from './remote-table';
import { VersionMarks } from './version-marks';

/**
 * The page loads the shells reported for each version of a remote, most recently reported first: loaded, failed, the
 * failure rate (flagged when high), the last report. The live and canary versions are marked.
 */
export function LoadsTable({ remote }: { remote: RemoteState }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRemoteFormat();
  // The shells report the version they loaded, the local build's too.
  const isLive = (loads: RemoteLoads) => loads.version === remote.live.version;
  const rate = (loads: RemoteLoads) => {
    const value = failureRate(loads);
    return value === null ? t('console.common.none') : format.share(value);
  };
  const columns: readonly RemoteColumn<RemoteLoads>[] = [
    {
      id: 'version',
      label: t('console.remotes.columns.version'),
      code: true,
      cell: (loads) => <VersionMarks version={loads.version} live={isLive(loads)} canary={loads.version === remote.canary?.version} />,
    },
    { id: 'loaded', label: t('console.remotes.columns.loaded'), numeric: true, cell: (loads) => format.count(loads.loaded) },
    { id: 'failed', label: t('console.remotes.columns.failed'), numeric: true, cell: (loads) => format.count(loads.failed) },
    {
      id: 'failureRate',
      label: t('console.remotes.columns.failureRate'),
      numeric: true,
      cell: (loads) => (
        <>
          <span>{rate(loads)}</span>
          {hasHighFailureRate(loads) && <RemoteTag kind="highFailure" />}
        </>
      ),
    },
    { id: 'lastReportAt', label: t('console.remotes.columns.lastReportAt'), cell: (loads) => format.at(loads.lastReportAt) },
  ];
  return (
    <RemoteTable
      caption={t('console.remotes.loadsCaption')}
      columns={columns}
      rows={remote.loads}
      rowKey={(loads) => loads.version}
      isCurrent={isLive}
      data-testid="remote-loads"
    />
  );
}
