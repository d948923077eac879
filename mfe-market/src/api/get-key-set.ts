import { useQuery } from '@tanstack/react-query';
import { MARKET_API, type MarketKeySet } from 'shared-contract';
import { apiGet, firstScreenAnswerTime, takeFirstScreenAnswer, unchecked } from 'shared-session';

export const keySetQueryKey = (designId: number) => ['market', 'key-set', designId] as const;

/** The design's ACTIVE listings (cheapest first) and its sales, newest first; from the page's own answer on a direct visit to /key/details. */
export const useKeySet = (designId: number) =>
  useQuery({
    queryKey: keySetQueryKey(designId),
    queryFn: () => apiGet(MARKET_API.keySet(designId), unchecked<MarketKeySet>()),
    initialData: () => takeFirstScreenAnswer<MarketKeySet>(MARKET_API.keySet(designId)),
    initialDataUpdatedAt: firstScreenAnswerTime,
  });
