import { useTranslation } from 'react-i18next';
import type { RemoteState } from 'shared-contract';
import { NAMESPACE } from '../../../namespace';
import { useRemoteFormat } from '../hooks/use-remote-format';
import { RemoteTable, type RemoteColumn } from './remote-table';

type Change = RemoteState['history'][number];

/** What a change started from: null is the local build, or for a canary that none ran before. */
const fromKey = (change: Change) => (change.action === 'canary' ? 'console.remotes.noCanary' : 'console.remotes.localBuild');

/** A remote's switches, newest first: when, which action, from what to what, by whom. */
export function HistoryTable({ history }: { history: RemoteState['history'] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRemoteFormat();
  const columns: readonly RemoteColumn<Change>[] = [
    { id: 'at', label: t('console.remotes.columns.at'), cell: (change) => format.at(change.at) },
    { id: 'action', label: t('console.remotes.columns.action'), cell: (change) => t(`console.remotes.actions.${change.action}`) },
    { id: 'change', label: t('console.remotes.columns.change'), code: true, cell: (change) => `${change.from ?? t(fromKey(change))} → ${change.to}` },
    { id: 'actor', label: t('console.remotes.columns.actor'), cell: (change) => format.actor(change.actor) },
  ];
  return (
    <RemoteTable
      caption={t('console.remotes.historyCaption', { count: history.length })}
      columns={columns}
      rows={history}
      rowKey={(change) => `${change.at}-${change.action}-${change.to}`}
      data-testid="remote-history"
    />
  );
}
