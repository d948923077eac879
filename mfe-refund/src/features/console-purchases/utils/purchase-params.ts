import { purchaseSearchBySchema, type PurchaseSearchBy } from 'shared-contract';
import { enumParam, intParam } from '../../../console-kit/hooks/use-console-params';

export const SEARCH_BYS = purchaseSearchBySchema.options;

/** The purchases section's place in the URL: `?section=purchases&by=member&q=kim@example.com&page=2`. */
export type PurchasePlace = { by: PurchaseSearchBy; q: string; page: number };

export function purchaseParamsFrom(params: URLSearchParams): PurchasePlace {
  return {
    by: enumParam(params, 'by', SEARCH_BYS) ?? 'member',
    q: (params.get('q') ?? '').trim().slice(0, 120),
    page: intParam(params, 'page') ?? 1,
  };
}
