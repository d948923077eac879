import { useQuery } from '@tanstack/react-query';
import { API, signUpTermsSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const termsQueryKey = apiQueryKey(API.authTerms);

/** `GET /api/auth/terms` (visitors too): the terms of service and the privacy policy in ko and en, with their versions. */
export const getTerms = () => apiGet(API.authTerms, signUpTermsSchema);

/** The texts change only with a new version, so once read they are kept for the visit. */
export const useTerms = () => useQuery({ queryKey: termsQueryKey, queryFn: getTerms, staleTime: Infinity });
