import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { MonthlyHistoryItem } from 'shared-contract';
import { Button, EmptyState, ErrorState, mq, Skeleton, theme, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useMonthlyHistory } from '../api/get-monthly-history';
import { formatMonth } from './month-format';
import { badgeStyle, bodyTextStyle, mutedTextStyle, sectionStyle, sectionTitleStyle } from '../../../components/event-styles';

const itemStyle = css`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${theme.colors.gray100};
  &:last-of-type {
    border-bottom: 0;
  }
  ${mq.desktop} {
    grid-template-columns: 80px minmax(0, 1fr);
  }
`;

type AwardLine = { text: string; revealTo: string | null };

/** What happened to the member's KEY of the Month that month, as they should understand it. */
function awardLine(item: MonthlyHistoryItem, t: (key: string) => string): AwardLine | null {
  const result = item.result;
  if (!result) return null;
  const award = result.award;
  if (!award) {
    if (!result.qualified) return null;
    return { text: item.distributed ? t('monthly.history.notAwarded') : t('monthly.history.pending'), revealTo: null };
  }
  const revealTo = !award.revealed && award.purchaseId !== null ? `/reveal?purchaseId=${award.purchaseId}` : null;
  if (award.status === 'AWARDED') return { text: t(award.revealed ? 'monthly.history.status.AWARDED_REVEALED' : 'monthly.history.status.AWARDED'), revealTo };
  if (award.status === 'KEPT') return { text: t('monthly.history.status.KEPT'), revealTo };
  return { text: t(`monthly.history.status.${award.status}`), revealTo: null };
}

function HistoryItem({ item }: { item: MonthlyHistoryItem }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const month = formatMonth(item.month, language);
  const line = awardLine(item, t);
  return (
    <li css={itemStyle} data-testid="monthly-history-item" data-month={item.month}>
      {item.key ? (
        <img
          src={item.key.imageUrl}
          alt=""
          width={64}
          height={90}
          loading="lazy"
          draggable={false}
          css={css`
            width: 100%;
            height: auto;
            aspect-ratio: 5 / 7;
            object-fit: cover;
            border-radius: ${theme.radius.sm}px;
            background: ${theme.colors.gray100};
          `}
        />
      ) : (
        <span
          aria-hidden="true"
          css={css`
            aspect-ratio: 5 / 7;
            border-radius: ${theme.radius.sm}px;
            background: ${theme.colors.gray100};
          `}
        />
      )}
      <div
        css={css`
          display: grid;
          gap: 4px;
          min-width: 0;
        `}
      >
        <h3
          css={css`
            margin: 0;
            font-size: 16px;
            color: ${theme.colors.gray900};
          `}
        >
          {month}
        </h3>
        {item.key ? (
          <p
            css={[
              bodyTextStyle,
              css`
                font-weight: 600;
              `,
            ]}
          >
            {localized(item.key.name)}
          </p>
        ) : null}
        <p css={mutedTextStyle}>
          {t('monthly.history.targets', {
            checkin: t('monthly.history.targetCheckin', { count: item.checkinTarget }),
            buy: t('monthly.history.targetBuy', { count: item.buyTarget }),
          })}
        </p>
        {item.result ? (
          <>
            <p css={bodyTextStyle} data-testid="monthly-history-result">
              {t('monthly.history.result', {
                checkin: t('monthly.history.checkedIn', { count: item.result.checkinDone }),
                bought: t('monthly.history.boughtKeys', { count: item.result.buyDone }),
              })}{' '}
              <span css={badgeStyle(item.result.qualified ? 'success' : 'neutral')}>
                {item.result.qualified ? t('monthly.history.qualified') : t('monthly.history.notQualified')}
              </span>
            </p>
            {line ? (
              <p css={bodyTextStyle} data-testid="monthly-history-award">
                {line.text}
              </p>
            ) : null}
            {line?.revealTo ? (
              <span>
                <Button to={line.revealTo} aria-label={t('monthly.history.revealLabel', { month })} data-testid="monthly-history-reveal">
                  {t('monthly.history.reveal')}
                </Button>
              </span>
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}

/** Past months, newest first: each month's KEY of the Month, the member's result and what became of their award. */
export function MonthlyHistory({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const history = useMonthlyHistory(enabled);
  let content;
  if (history.isPending) {
    content = (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('monthly.history.loading')}
        css={css`
          display: grid;
          gap: 8px;
        `}
      >
        <Skeleton height={90} />
        <Skeleton height={90} />
      </div>
    );
  } else if (!history.data) {
    content = <ErrorState error={history.error} title={t('monthly.history.error')} onRetry={() => void history.refetch()} />;
  } else if (history.data.length === 0) {
    content = <EmptyState title={t('monthly.history.empty')} data-testid="monthly-history-empty" />;
  } else {
    const visitor = history.data.every((item) => item.result === null);
    content = (
      <>
        {visitor ? <p css={mutedTextStyle}>{t('monthly.history.visitor')}</p> : null}
        <ul
          css={css`
            margin: 0;
            padding: 0;
            list-style: none;
          `}
          aria-labelledby="monthly-history-title"
        >
          {history.data.map((item) => (
            <HistoryItem key={item.month} item={item} />
          ))}
        </ul>
      </>
    );
  }
  return (
    <section aria-labelledby="monthly-history-title" css={sectionStyle} data-testid="monthly-history">
      <h2 id="monthly-history-title" css={sectionTitleStyle}>
        {t('monthly.history.title')}
      </h2>
      {content}
    </section>
  );
}
