import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFUND_API, refundOverviewSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const refundOverviewQueryKey = apiQueryKey(REFUND_API.search);

/** `GET /api/payment/refund/search`: the window, the currency, the amounts line by line and the member's request. */
export const getRefundOverview = () => apiGet(REFUND_API.search, refundOverviewSchema);

export const refundOverviewQueryOptions = () => queryOptions({ queryKey: refundOverviewQueryKey, queryFn: getRefundOverview });

export const useRefundOverview = () => useQuery(refundOverviewQueryOptions());
