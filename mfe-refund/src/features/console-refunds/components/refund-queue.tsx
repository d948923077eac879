import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, formatKst, formatMoney, Skeleton, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { cellNoteStyle, rowButtonStyle, tableStyle } from '../../../console-kit/components/console-styles';
import { Pager } from '../../../console-kit/components/pager';
import { useReturnFocus } from '../../../console-kit/hooks/use-return-focus';
import { personLabel, personWithEmail } from '../../../console-kit/utils/staff-ref';
import { useRefundQueue, type RefundQueueParams } from '../api/get-refund-queue';
import { StatusBadge } from './status-badge';

export const queueRowButtonId = (id: number) => `refund-queue-open-${id}`;

type Props = {
  query: RefundQueueParams;
  onOpen: (id: number) => void;
  onPage: (page: number) => void;
  /** The request whose detail was just closed: its row gets the focus back. */
  returnFocusTo: number | null;
};

/** The queue: one row per request (a card under 601 px); the id opens the detail. */
export function RefundQueue({ query, onOpen, onPage, returnFocusTo }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const queue = useRefundQueue(query);
  const hasRows = (queue.data?.items.length ?? 0) > 0;

  useReturnFocus(returnFocusTo === null ? null : queueRowButtonId(returnFocusTo), hasRows);

  if (queue.isPending) return <Skeleton height={240} />;
  if (queue.isError) return <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  const { items, page, size, total } = queue.data;
  if (items.length === 0) return <EmptyState title={t('console.queue.empty')} data-testid="refund-queue-empty" />;

  const column = {
    id: t('console.queue.columns.id'),
    member: t('console.queue.columns.member'),
    status: t('console.queue.columns.status'),
    currency: t('console.queue.columns.currency'),
    amount: t('console.queue.columns.amount'),
    round: t('console.queue.columns.round'),
    submitted: t('console.queue.columns.submitted'),
    reviewer: t('console.queue.columns.reviewer'),
  };

  return (
    <div
      css={css`
        display: grid;
        gap: 12px;
        opacity: ${queue.isPlaceholderData ? 0.6 : 1};
      `}
      aria-busy={queue.isFetching}
    >
      <table css={tableStyle} data-testid="refund-queue">
        <caption>{t('console.queue.caption', { count: total })}</caption>
        <thead>
          <tr>
            <th scope="col">{column.id}</th>
            <th scope="col">{column.member}</th>
            <th scope="col">{column.status}</th>
            <th scope="col">{column.currency}</th>
            <th scope="col" className="num">
              {column.amount}
            </th>
            <th scope="col">{column.round}</th>
            <th scope="col">{column.submitted}</th>
            <th scope="col">{column.reviewer}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="refund-queue-row">
              <th scope="row" data-label={column.id}>
                <button
                  type="button"
                  id={queueRowButtonId(item.id)}
                  onClick={() => onOpen(item.id)}
                  aria-label={t('console.queue.open', { id: item.id })}
                  css={rowButtonStyle}
                >
                  #{item.id}
                </button>
              </th>
              <td data-label={column.member}>
                {personWithEmail(item.member)}
                <span css={cellNoteStyle}>{t('console.common.memberId', { id: item.member.id })}</span>
              </td>
              <td data-label={column.status}>
                <StatusBadge status={item.status} />
              </td>
              <td data-label={column.currency}>{item.currency}</td>
              <td className="num" data-label={column.amount}>
                {formatMoney(item.amountInCurrency, item.currency)}
              </td>
              <td data-label={column.round}>{t('console.common.roundN', { round: item.round })}</td>
              <td data-label={column.submitted}>
                <time dateTime={item.submittedAt}>{formatKst(item.submittedAt, 'dateMinute', language)}</time>
              </td>
              <td data-label={column.reviewer}>{item.reviewer ? personLabel(item.reviewer) : t('console.common.none')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} size={size} total={total} onPage={onPage} label={t('console.queue.pages')} />
    </div>
  );
}
