import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { RefundOverview } from 'shared-contract';
import { formatKst, formatKstLastDay, formatKstLastMinute, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { bodyTextStyle } from './styles';

const boxStyle = css`
  display: grid;
  gap: 8px;
  padding: 16px;
  border-radius: ${theme.radius.md}px;
  border-left: 4px solid ${theme.colors.pink};
  background: ${theme.colors.gray50};
`;

/**
 * The page's header: where the refund window stands. Sales stopped and refunds until the deadline (its last minute
 * in KST) with the current round and its pay-by date; or not open yet, no schedule, or closed.
 */
export function TerminationNotice({ overview }: { overview: RefundOverview }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { schedule, window: state, currentRound } = overview;
  const deadline = schedule ? formatKstLastMinute(schedule.deadline, language) : '';

  const lines: string[] = [];
  if (state === 'NO_SCHEDULE' || !schedule) lines.push(t('refund.notice.noSchedule'));
  else if (state === 'NOT_OPEN') lines.push(t('refund.notice.notOpen', { opensAt: formatKst(schedule.refundOpensAt, 'dateHourMinute', language), deadline }));
  else if (state === 'OPEN') {
    lines.push(t('refund.notice.salesStopped', { deadline }));
    if (currentRound) lines.push(t('refund.notice.currentRound', { round: currentRound.round, payBy: formatKst(currentRound.payBy, 'date', language) }));
  } else lines.push(t('refund.notice.closed'));
  if (state === 'CLOSED' && overview.request) lines.push(t('refund.notice.closedFollow'));

  return (
    <section css={boxStyle} aria-labelledby="refund-notice-title" data-testid="refund-notice">
      <h2
        id="refund-notice-title"
        css={css`
          margin: 0;
          font-size: 16px;
          color: ${theme.colors.gray900};
        `}
      >
        {t('refund.notice.title')}
      </h2>
      {lines.map((line) => (
        <p key={line} css={bodyTextStyle}>
          {line}
        </p>
      ))}
      {schedule && state !== 'NO_SCHEDULE' && schedule.rounds.length > 0 ? (
        <details
          css={css`
            font-size: 14px;
            color: ${theme.colors.gray800};
            summary {
              min-height: 44px;
              display: flex;
              align-items: center;
              cursor: pointer;
              font-weight: 600;
            }
            summary:focus-visible {
              outline: 3px solid ${theme.colors.focus};
              outline-offset: 2px;
            }
          `}
        >
          <summary>{t('refund.notice.rounds')}</summary>
          <ol
            css={css`
              margin: 0;
              padding-left: 20px;
              display: grid;
              gap: 4px;
            `}
            data-testid="refund-rounds"
          >
            {schedule.rounds.map((round) => (
              <li
                key={round.round}
                aria-current={currentRound?.round === round.round ? 'step' : undefined}
                css={css`
                  &[aria-current] {
                    font-weight: 700;
                  }
                `}
              >
                {t('refund.notice.roundLine', {
                  round: round.round,
                  from: formatKst(round.startsAt, 'date', language),
                  to: formatKstLastDay(round.endsAt, language),
                  payBy: formatKst(round.payBy, 'date', language),
                })}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
