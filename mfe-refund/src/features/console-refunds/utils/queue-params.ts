import { REFUND_CURRENCIES, REFUND_STATUSES } from 'shared-contract';
import { enumParam, intParam } from '../../../console-kit/hooks/use-console-params';
import { REFUND_QUEUE_PAGE_SIZE, type RefundQueueParams } from '../api/get-refund-queue';

export const QUEUE_FILTER_KEYS = ['round', 'status', 'currency', 'q'] as const;
export type QueueFilterKey = (typeof QUEUE_FILTER_KEYS)[number];

/** The queue's filters and page as the URL holds them (`?round=2&status=APPROVED&currency=KRW&q=kim&page=3`). */
export function queueParamsFrom(params: URLSearchParams): RefundQueueParams {
  const round = intParam(params, 'round');
  const q = params.get('q')?.trim().slice(0, 100);
  return {
    page: intParam(params, 'page') ?? 1,
    size: REFUND_QUEUE_PAGE_SIZE,
    round: round !== undefined && round <= 12 ? round : undefined,
    status: enumParam(params, 'status', REFUND_STATUSES),
    currency: enumParam(params, 'currency', REFUND_CURRENCIES),
    q: q ? q : undefined,
  };
}
