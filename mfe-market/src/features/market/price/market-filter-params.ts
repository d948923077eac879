import { INT4_MAX, MARKET_SORTS, QUERY_DIGITS, RARITIES, type MarketFilters, type MarketSort, type Rarity } from 'shared-contract';

/** Where each filter lives in the URL of `/shop?tab=market` (prefixed where the projects tab has its own). */
export const MARKET_PARAMS = {
  projectId: 'project',
  keyDesignId: 'key',
  rarity: 'mrarity',
  minPrice: 'pmin',
  maxPrice: 'pmax',
  minSerial: 'smin',
  maxSerial: 'smax',
} as const satisfies Record<keyof MarketFilters, string>;
export const MARKET_SORT_PARAM = 'msort';

type NumberFilter = Exclude<keyof MarketFilters, 'rarity'>;
const NUMBER_FILTERS = ['projectId', 'keyDesignId', 'minPrice', 'maxPrice', 'minSerial', 'maxSerial'] as const satisfies readonly NumberFilter[];

/** Plain decimal digits within int4, or undefined (the api enforces each filter's own limits). */
export const wholeNumberFrom = (raw: string | null): number | undefined => {
  if (raw === null || !QUERY_DIGITS.test(raw)) return undefined;
  const value = Number(raw);
  return value <= INT4_MAX ? value : undefined;
};

const isRarity = (value: string | null): value is Rarity => RARITIES.some((rarity) => rarity === value);
const isSort = (value: string | null): value is MarketSort => MARKET_SORTS.some((sort) => sort === value);

/** The market's filters from the URL; a value that is not a whole number (or a rarity) is left out. */
export function marketFiltersFrom(params: URLSearchParams): MarketFilters {
  const filters: MarketFilters = {};
  for (const name of NUMBER_FILTERS) {
    const value = wholeNumberFrom(params.get(MARKET_PARAMS[name]));
    if (value !== undefined) filters[name] = value;
  }
  const rarity = params.get(MARKET_PARAMS.rarity);
  if (isRarity(rarity)) filters.rarity = rarity;
  return filters;
}

export const marketSortFrom = (params: URLSearchParams): MarketSort => {
  const sort = params.get(MARKET_SORT_PARAM);
  return isSort(sort) ? sort : 'newest';
};

export type MarketFilterChange = Partial<Record<keyof MarketFilters, string | number | undefined>> & { sort?: MarketSort };

/** The URL after a change (an empty value removes its filter; the default order is left out so links stay short). */
export function nextMarketParams(params: URLSearchParams, change: MarketFilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change) as Array<[keyof MarketFilterChange, string | number | undefined]>) {
    const param = name === 'sort' ? MARKET_SORT_PARAM : MARKET_PARAMS[name];
    if (value === undefined || value === '' || (name === 'sort' && value === 'newest')) next.delete(param);
    else next.set(param, String(value));
  }
  return next;
}

/** Every filter removed (the order and the tab stay). */
export const clearedMarketParams = (params: URLSearchParams) =>
  nextMarketParams(params, Object.fromEntries(Object.keys(MARKET_PARAMS).map((name) => [name, undefined])));

export const hasMarketFilters = (filters: MarketFilters) => Object.values(filters).some((value) => value !== undefined);
