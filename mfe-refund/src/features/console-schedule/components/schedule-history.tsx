import { useTranslation } from 'react-i18next';
import type { TerminationSchedule } from 'shared-contract';
import { EmptyState, formatKst, formatKstLastMinute, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { tableStyle } from '../../../console-kit/components/console-styles';

/** Every published version, newest first: who published it, when, and its main dates. */
export function ScheduleHistory({ history }: { history: TerminationSchedule[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  if (history.length === 0) return <EmptyState title={t('console.schedule.historyEmpty')} />;
  const column = {
    version: t('console.schedule.columns.version'),
    published: t('console.schedule.columns.published'),
    by: t('console.schedule.columns.by'),
    salesStop: t('console.schedule.columns.salesStop'),
    deadline: t('console.schedule.columns.deadline'),
    rounds: t('console.schedule.columns.rounds'),
  };
  return (
    <table css={tableStyle} data-testid="schedule-history">
      <caption>{t('console.schedule.historyCaption', { count: history.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{column.version}</th>
          <th scope="col">{column.published}</th>
          <th scope="col">{column.by}</th>
          <th scope="col">{column.salesStop}</th>
          <th scope="col">{column.deadline}</th>
          <th scope="col" className="num">
            {column.rounds}
          </th>
        </tr>
      </thead>
      <tbody>
        {history.map((version) => (
          <tr key={version.version}>
            <th scope="row" data-label={column.version}>
              v{version.version}
            </th>
            <td data-label={column.published}>{version.publishedAt ? formatKst(version.publishedAt, 'dateTime', language) : t('console.common.none')}</td>
            <td data-label={column.by}>{version.publishedBy ?? t('console.common.none')}</td>
            <td data-label={column.salesStop}>{formatKst(version.salesStopAt, 'dateHourMinute', language)}</td>
            <td data-label={column.deadline}>{formatKstLastMinute(version.deadline, language)}</td>
            <td className="num" data-label={column.rounds}>
              {version.rounds.length}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
