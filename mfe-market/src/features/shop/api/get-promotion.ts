import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHOP_API, type PromotionDetail, type PromotionList } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const promotionListQueryKey = ['promotion'] as const;
export const promotionQueryKey = (id: number) => ['promotion', id] as const;

export const promotionListQueryOptions = () =>
  queryOptions({ queryKey: promotionListQueryKey, queryFn: () => apiGet(SHOP_API.promotion, unchecked<PromotionList>()) });

export const promotionQueryOptions = (id: number) =>
  queryOptions({ queryKey: promotionQueryKey(id), queryFn: () => apiGet(SHOP_API.promotion, unchecked<PromotionDetail>(), { id }) });

export const usePromotionList = (enabled: boolean) => useQuery({ ...promotionListQueryOptions(), enabled });
export const usePromotion = (id: number | null) => useQuery({ ...promotionQueryOptions(id ?? 0), enabled: id !== null });
