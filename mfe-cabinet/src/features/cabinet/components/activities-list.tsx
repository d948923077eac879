import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickLanguage, type CabinetActivity } from 'shared-contract';
import { Button, EmptyState, ErrorState, formatGold, formatKst, Skeleton, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useCabinetActivities } from '../api/get-activities';

const COUNTERPART_LABEL: Partial<Record<CabinetActivity['kind'], string>> = {
  TRANSFER_SENT: 'to',
  TRANSFER_RECEIVED: 'from',
  SALE: 'buyer',
  MARKET_PURCHASE: 'seller',
};

function ActivityRow({ activity }: { activity: CabinetActivity }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = pickLanguage(i18n.language);
  const facts: string[] = [];
  if (activity.quantity !== null) facts.push(t('cabinet.activities.quantity', { count: activity.quantity }));
  const counterpartLabel = COUNTERPART_LABEL[activity.kind];
  if (counterpartLabel && activity.counterpart) facts.push(t(`cabinet.activities.${counterpartLabel}`, { name: activity.counterpart }));
  if (activity.status) facts.push(t(`cabinet.activities.status.${activity.status}`));
  if (activity.payMethod === 'CARD') facts.push(t('cabinet.activities.card'));
  if (activity.payMethod === 'COUPON') facts.push(t('cabinet.activities.coupon'));
  if (activity.payMethod === 'REWARD') facts.push(t('cabinet.activities.reward'));
  const gold = activity.goldDelta;
  return (
    <li
      css={css`
        display: grid;
        grid-template-columns: 48px minmax(0, 1fr) auto;
        gap: 12px;
        align-items: center;
        padding: 12px 0;
        border-bottom: 1px solid ${theme.colors.gray100};
      `}
      data-testid="cabinet-activity"
      data-kind={activity.kind}
    >
      {activity.key ? (
        <img
          src={activity.key.imageUrl}
          alt=""
          width={48}
          height={67}
          loading="lazy"
          draggable={false}
          css={css`
            border-radius: 4px;
            background: ${theme.colors.gray100};
          `}
        />
      ) : (
        <span
          aria-hidden
          css={css`
            width: 48px;
            height: 48px;
            border-radius: 8px;
            background: ${theme.colors.gray100};
          `}
        />
      )}
      <div
        css={css`
          min-width: 0;
          display: grid;
          gap: 2px;
        `}
      >
        <strong
          css={css`
            font-size: 14px;
          `}
        >
          {t(`cabinet.activities.kinds.${activity.kind}`)}
        </strong>
        <span
          css={css`
            font-size: 14px;
            overflow-wrap: anywhere;
          `}
        >
          {activity.key ? (
            <Link
              to={`/key/details?id=${activity.key.designId}`}
              css={css`
                display: inline-block;
                min-height: 24px;
                line-height: 24px;
                color: ${theme.colors.gray900};
              `}
            >
              {activity.key.name[language]} #{activity.key.serialNo}
            </Link>
          ) : null}
          {activity.key && activity.project ? ' · ' : ''}
          {activity.project ? activity.project.title[language] : ''}
        </span>
        {facts.length > 0 ? (
          <span
            css={css`
              font-size: 13px;
              color: ${theme.colors.gray600};
            `}
          >
            {facts.join(' · ')}
          </span>
        ) : null}
        <time
          dateTime={activity.occurredAt}
          css={css`
            font-size: 12px;
            color: ${theme.colors.gray500};
          `}
        >
          {formatKst(activity.occurredAt, 'dateTime', language)}
        </time>
      </div>
      {gold !== null ? (
        <span
          css={css`
            font-weight: 700;
            font-size: 14px;
            white-space: nowrap;
            color: ${gold > 0 ? theme.colors.greenDark : theme.colors.gray800};
          `}
          data-testid="cabinet-activity-gold"
        >
          {gold > 0 ? '+' : '−'}
          {t('cabinet.activities.gold', { amount: formatGold(Math.abs(gold), language) })}
        </span>
      ) : (
        <span />
      )}
    </li>
  );
}

/** The activities tab: one list in time order, newest first, page by page. */
export function ActivitiesList({ userId, token, onLocked }: { userId: number; token: string; onLocked: (error: unknown) => boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const pages = useCabinetActivities(userId, token);
  if (pages.isPending) {
    return (
      <div
        aria-busy="true"
        data-testid="activities-loading"
        css={css`
          display: grid;
          gap: 12px;
          margin-top: 16px;
        `}
      >
        <Skeleton height={64} />
        <Skeleton height={64} />
      </div>
    );
  }
  if (pages.isError) {
    if (onLocked(pages.error)) return null;
    return <ErrorState error={pages.error} title={t('cabinet.activities.loadFailed')} onRetry={() => void pages.refetch()} />;
  }
  const items = pages.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState title={t('cabinet.activities.empty')} data-testid="activities-empty" />;
  return (
    <div>
      <ul
        css={css`
          list-style: none;
          margin: 0 0 16px;
          padding: 0;
        `}
      >
        {items.map((activity) => (
          <ActivityRow key={activity.id} activity={activity} />
        ))}
      </ul>
      {pages.hasNextPage ? (
        <Button variant="secondary" fullWidth disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {t('cabinet.activities.more')}
        </Button>
      ) : null}
    </div>
  );
}
