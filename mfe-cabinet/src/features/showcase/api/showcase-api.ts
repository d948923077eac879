import { useQuery } from '@tanstack/react-query';
import {
  collectorSegment,
  myKeysSchema,
  myShowcaseSchema,
  publicShowcaseSchema,
  PURCHASE_API,
  SHOWCASE_API,
  type ShowcaseUpdateRequest,
} from 'shared-contract';
import { apiGet, apiQueryKey, apiSend } from 'shared-session';

export const MY_SHOWCASE_QUERY_KEY = apiQueryKey(SHOWCASE_API.mine);

/** The member's showcase setting and the KEYs published on it. */
export const useMyShowcase = () => useQuery({ queryKey: MY_SHOWCASE_QUERY_KEY, queryFn: () => apiGet(SHOWCASE_API.mine, myShowcaseSchema), staleTime: 0 });

/** The member's revealed KEYs (what they may publish); a sign-in is enough, like the set progress. */
export const useMyKeys = () => useQuery({ queryKey: apiQueryKey(PURCHASE_API.keyMy), queryFn: () => apiGet(PURCHASE_API.keyMy, myKeysSchema), staleTime: 0 });

export const saveShowcase = (request: ShowcaseUpdateRequest) => apiSend('put', SHOWCASE_API.mine, myShowcaseSchema, request);

/** What anyone sees at `/collector/<nickname>`. */
export const usePublicShowcase = (nickname: string) =>
  useQuery({
    queryKey: apiQueryKey(SHOWCASE_API.collector(collectorSegment(nickname))),
    queryFn: () => apiGet(SHOWCASE_API.collector(collectorSegment(nickname)), publicShowcaseSchema),
    retry: false,
  });
