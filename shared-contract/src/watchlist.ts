import { z } from 'zod';
import { localizedTextSchema } from './i18n';
import { idSchema, intSchema, queryId } from './input';
import { MARKET_PRICE_MAX_GOLD, MARKET_PRICE_MIN_GOLD } from './market';
import { raritySchema } from './catalog';
import { marketPricePointSchema, marketPricesSchema } from './market-prices';

/**
 * Issue 15: a member watches a KEY design or a project, with an optional price (Gold). A new listing at or under
 * the price (any price when none is set) of a watched design, or of any design of a watched project, sends the
 * watcher one WATCH notification; a watched project also sends one when its sale opens or a new KEY of it goes on sale.
 */
export const WATCH_MAX_PER_MEMBER = 50;
/** A watch's price is whole Gold within the listing price range. */
export const WATCH_PRICE_MIN_GOLD = MARKET_PRICE_MIN_GOLD;
export const WATCH_PRICE_MAX_GOLD = MARKET_PRICE_MAX_GOLD;

export const watchPriceSchema = intSchema(WATCH_PRICE_MIN_GOLD, WATCH_PRICE_MAX_GOLD, 'WATCH_PRICE_INVALID');

/** `POST WATCH_API.list`: exactly one of a KEY design or a project, and the price (null: every new listing). */
export const watchCreateRequestSchema = z
  .object({
    keyDesignId: idSchema.optional(),
    projectId: idSchema.optional(),
    maxPriceGold: watchPriceSchema.nullable().default(null),
  })
  .refine((input) => (input.keyDesignId === undefined) !== (input.projectId === undefined), { error: 'WATCH_TARGET_INVALID' });
export type WatchCreateRequest = z.input<typeof watchCreateRequestSchema>;

/** `PATCH WATCH_API.one(id)`: the new price (null: every new listing). */
export const watchUpdateRequestSchema = z.object({ maxPriceGold: watchPriceSchema.nullable() });
export type WatchUpdateRequest = z.input<typeof watchUpdateRequestSchema>;

export const watchIdParamsSchema = z.object({ id: queryId });

/** The price field of the watch forms: empty means no price; otherwise the api's rule. */
export const watchPriceFormSchema = z.object({
  maxPriceGold: z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === '') return null;
      if (!/^\d+$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'WATCH_PRICE_INVALID' });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(watchPriceSchema.nullable()),
});
export type WatchPriceFormInput = z.input<typeof watchPriceFormSchema>;
export type WatchPriceForm = z.output<typeof watchPriceFormSchema>;

export const watchTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('design'), keyDesignId: z.number().int(), projectId: z.number().int(), name: localizedTextSchema, rarity: raritySchema }),
  z.object({ kind: z.literal('project'), projectId: z.number().int(), name: localizedTextSchema }),
]);
export type WatchTarget = z.infer<typeof watchTargetSchema>;

/** The part of a KEY design's or project's prices a watch shows (what `GET MARKET_API.prices` answers, without the history). */
export const watchMarketSchema = marketPricesSchema.pick({ floorGold: true, listedCount: true }).extend({
  lastSale: marketPricePointSchema.pick({ priceGold: true, occurredAt: true }).nullable(),
});
export type WatchMarket = z.infer<typeof watchMarketSchema>;

export const watchSchema = z.object({
  id: z.number().int(),
  target: watchTargetSchema,
  /** Notified of new listings at or under this many Gold; null: every new listing. */
  maxPriceGold: z.number().int().nullable(),
  createdAt: z.string(),
  /** The market now (as `GET MARKET_API.prices` answers): the lowest ACTIVE listing, the last sale and how many are listed. */
  market: watchMarketSchema,
});
export type Watch = z.infer<typeof watchSchema>;

/** `GET WATCH_API.list`: the caller's watches, newest first, and how many they may have. */
export const watchListSchema = z.object({ items: z.array(watchSchema), max: z.number().int() });
export type WatchList = z.infer<typeof watchListSchema>;

export const watchRemoveResultSchema = z.object({ id: z.number().int() });
