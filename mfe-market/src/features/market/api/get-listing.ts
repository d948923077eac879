import { useQuery } from '@tanstack/react-query';
import { MARKET_API, type MarketListing } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const listingQueryKey = (listingId: number) => ['market', 'listing', listingId] as const;

export const useListing = (listingId: number | null) =>
  useQuery({
    queryKey: listingQueryKey(listingId ?? 0),
    queryFn: () => apiGet(MARKET_API.listing(listingId ?? 0), unchecked<MarketListing>()),
    enabled: listingId !== null,
  });
