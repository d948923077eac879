import { useQuery } from '@tanstack/react-query';
import { MARKET_API, type MarketKeySet } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const keySetQueryKey = (designId: number) => ['market', 'key-set', designId] as const;

/** The design's ACTIVE listings (cheapest first) and its sales, newest first. */
export const useKeySet = (designId: number) =>
  useQuery({ queryKey: keySetQueryKey(designId), queryFn: () => apiGet(MARKET_API.keySet(designId), unchecked<MarketKeySet>()) });
