import { useQuery } from '@tanstack/react-query';
import { MARKET_API, marketListingSchema } from 'shared-contract';
import { apiGet } from 'shared-session';

export const listingQueryKey = (listingId: number) => ['market', 'listing', listingId] as const;

export const useListing = (listingId: number | null) =>
  useQuery({ queryKey: listingQueryKey(listingId ?? 0), queryFn: () => apiGet(MARKET_API.listing(listingId ?? 0), marketListingSchema), enabled: listingId !== null });
