import { useQuery } from '@tanstack/react-query';
import { OFFER_API, type DesignOffers } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const designOffersQueryKey = (designId: number) => ['market', 'offers', designId] as const;

/** Other members' KEYs of a design with the caller's offers on them, offers on the caller's own, and their Gold (members only). */
export const useDesignOffers = (designId: number, enabled: boolean) =>
  useQuery({ queryKey: designOffersQueryKey(designId), queryFn: () => apiGet(OFFER_API.design(designId), unchecked<DesignOffers>()), enabled, staleTime: 0 });
