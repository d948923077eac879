import type { MarketFilters } from 'shared-contract';
import type { listingsWithKeys } from './market-listings';

type ListingQuery = ReturnType<typeof listingsWithKeys>;

/** ACTIVE listings narrowed by the filters, leaving out the filters named in `except` (a facet's own). */
export function activeListingsMatching(query: ListingQuery, filters: MarketFilters, except: readonly (keyof MarketFilters)[] = []): ListingQuery {
  const kept: MarketFilters = { ...filters };
  for (const name of except) delete kept[name];
  let matching = query.where('l.status', '=', 'ACTIVE');
  if (kept.projectId !== undefined) matching = matching.where('d.project_id', '=', kept.projectId);
  if (kept.keyDesignId !== undefined) matching = matching.where('l.key_design_id', '=', kept.keyDesignId);
  if (kept.rarity !== undefined) matching = matching.where('d.rarity', '=', kept.rarity);
  if (kept.minPrice !== undefined) matching = matching.where('l.price_gold', '>=', kept.minPrice);
  if (kept.maxPrice !== undefined) matching = matching.where('l.price_gold', '<=', kept.maxPrice);
  if (kept.minSerial !== undefined) matching = matching.where('ki.serial_no', '>=', kept.minSerial);
  if (kept.maxSerial !== undefined) matching = matching.where('ki.serial_no', '<=', kept.maxSerial);
  return matching;
}
