import { useQuery } from '@tanstack/react-query';
import { MARKET_API, type MarketMyItems } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const myItemsQueryKey = (designId: number) => ['market', 'my-items', designId] as const;

/** The member's own KEYs of a design with their lock, listing and transfer state (members only). */
export const useMyItems = (designId: number, enabled: boolean) =>
  useQuery({ queryKey: myItemsQueryKey(designId), queryFn: () => apiGet(MARKET_API.myItems, unchecked<MarketMyItems>(), { designId }), enabled });
