import { z } from 'zod';
import { raritySchema, RARITIES } from './catalog';
import { pageQuerySchema } from './envelope';
import { INT4_MAX, queryInt } from './input';
import { MARKET_PRICE_MAX_GOLD, MARKET_SORTS } from './market';
import { marketFiltersInOrder } from './market-filters';

/** Issue 15: price discovery per KEY design and per project, and the market's filters with their counts. */

const FILTER_INVALID = 'MARKET_FILTER_INVALID';
const filterInt = (min: number, max: number) => queryInt(min, max, FILTER_INVALID);
const filterId = filterInt(1, INT4_MAX);

/** The market's filters as the query string carries them; every bad value answers MARKET_FILTER_INVALID. */
export const marketFiltersSchema = z.object({
  projectId: filterId.optional(),
  keyDesignId: filterId.optional(),
  rarity: z.enum(RARITIES, { error: FILTER_INVALID }).optional(),
  /** Whole Gold, inclusive. */
  minPrice: filterInt(0, MARKET_PRICE_MAX_GOLD).optional(),
  maxPrice: filterInt(0, MARKET_PRICE_MAX_GOLD).optional(),
  /** Serial numbers, inclusive. */
  minSerial: filterInt(1, INT4_MAX).optional(),
  maxSerial: filterInt(1, INT4_MAX).optional(),
});
export type MarketFilters = z.output<typeof marketFiltersSchema>;

/** `GET MARKET_API.searchList`: the filters, the order and the page. */
export const marketBrowseQuerySchema = pageQuerySchema
  .extend({ ...marketFiltersSchema.shape, sort: z.enum(MARKET_SORTS, { error: FILTER_INVALID }).default('newest') })
  .refine(marketFiltersInOrder, { error: FILTER_INVALID });
export type MarketBrowseQuery = z.output<typeof marketBrowseQuerySchema>;

/** `GET MARKET_API.facets`: the same filters. */
export const marketFacetsQuerySchema = marketFiltersSchema.refine(marketFiltersInOrder, { error: FILTER_INVALID });

const localizedSchema = z.object({ ko: z.string(), en: z.string() });

/**
 * How many ACTIVE listings match the filters (`total`) and, per facet, how many each choice would match with the
 * other filters kept (a facet's own choice is left out of its counts; the projects' counts also leave out the KEY
 * design, which belongs to one project). Choices with no listing are left out; a chosen one is always listed.
 */
export const marketFacetsSchema = z.object({
  total: z.number().int(),
  projects: z.array(z.object({ id: z.number().int(), title: localizedSchema, count: z.number().int() })),
  designs: z.array(z.object({ id: z.number().int(), projectId: z.number().int(), name: localizedSchema, rarity: raritySchema, count: z.number().int() })),
  rarities: z.array(z.object({ rarity: raritySchema, count: z.number().int() })),
});
export type MarketFacets = z.infer<typeof marketFacetsSchema>;

/** `GET MARKET_API.prices`: one KEY design or one project (exactly one of them). */
export const marketPricesQuerySchema = z
  .object({ keyDesignId: filterId.optional(), projectId: filterId.optional() })
  .refine((query) => (query.keyDesignId === undefined) !== (query.projectId === undefined), { error: FILTER_INVALID });
export type MarketPricesQuery = z.input<typeof marketPricesQuerySchema>;

/** At most this many sales, the newest, make the history. */
export const MARKET_PRICE_HISTORY_LIMIT = 100;

export const marketPricePointSchema = z.object({
  listingId: z.number().int(),
  keyDesignId: z.number().int(),
  serialNo: z.number().int(),
  priceGold: z.number().int(),
  occurredAt: z.string(),
});
export type MarketPricePoint = z.infer<typeof marketPricePointSchema>;

export const marketPricesSchema = z.object({
  /** The lowest ACTIVE listing's price, or null when nothing is listed. */
  floorGold: z.number().int().nullable(),
  /** The newest sale, or null before the first. */
  lastSale: marketPricePointSchema.nullable(),
  /** How many ACTIVE listings there are. */
  listedCount: z.number().int(),
  /** How many sales there were in all. */
  saleCount: z.number().int(),
  /** The newest sales (up to MARKET_PRICE_HISTORY_LIMIT), oldest first: what the chart draws. */
  history: z.array(marketPricePointSchema),
});
export type MarketPrices = z.infer<typeof marketPricesSchema>;
