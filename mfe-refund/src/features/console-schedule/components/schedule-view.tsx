import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { TerminationSchedule } from 'shared-contract';
import { formatKst, formatKstLastDay, formatKstLastMinute, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { factsStyle, tableStyle } from '../../../console-kit/components/console-styles';

/** A schedule as staff read it, in KST: sales stop, the window, the deadline and each round with its pay-by day. */
export function ScheduleView({ schedule }: { schedule: TerminationSchedule }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const column = {
    round: t('console.schedule.columns.round'),
    period: t('console.schedule.columns.period'),
    payBy: t('console.schedule.columns.payBy'),
  };
  return (
    <div
      css={css`
        display: grid;
        gap: 12px;
        min-width: 0;
      `}
      data-testid="schedule-view"
    >
      <dl css={factsStyle}>
        <dt>{t('console.schedule.version')}</dt>
        <dd>
          {schedule.version === 0
            ? t('console.schedule.fromEnvironment')
            : t('console.schedule.versionValue', {
                version: schedule.version,
                at: schedule.publishedAt ? formatKst(schedule.publishedAt, 'dateHourMinute', language) : t('console.common.none'),
                by: schedule.publishedBy ?? t('console.common.none'),
              })}
        </dd>
        <dt>{t('console.schedule.salesStop')}</dt>
        <dd>{t('console.schedule.kst', { value: formatKst(schedule.salesStopAt, 'dateHourMinute', language) })}</dd>
        <dt>{t('console.schedule.window')}</dt>
        <dd>
          {t('console.schedule.windowValue', {
            opens: formatKst(schedule.refundOpensAt, 'dateHourMinute', language),
            closes: formatKstLastMinute(schedule.deadline, language),
          })}
        </dd>
        <dt>{t('console.schedule.deadline')}</dt>
        <dd data-testid="schedule-view-deadline">{t('console.schedule.kst', { value: formatKstLastMinute(schedule.deadline, language) })}</dd>
      </dl>
      <table css={tableStyle}>
        <caption>{t('console.schedule.roundsCaption', { n: schedule.rounds.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{column.round}</th>
            <th scope="col">{column.period}</th>
            <th scope="col">{column.payBy}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.rounds.map((round) => (
            <tr key={round.round}>
              <th scope="row" data-label={column.round}>
                {t('console.common.roundN', { round: round.round })}
              </th>
              <td data-label={column.period}>
                {t('console.schedule.period', { start: formatKst(round.startsAt, 'date', language), end: formatKstLastDay(round.endsAt, language) })}
              </td>
              <td data-label={column.payBy}>{formatKst(round.payBy, 'date', language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
