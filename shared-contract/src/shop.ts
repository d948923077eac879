import { z } from 'zod';
import { queryId, queryInt } from './input';
import { bannerSchema, projectSummarySchema, raritySchema } from './catalog';

/** Shop (projects on sale) and promotions (banners with their projects). Likes are in likes.ts. */

const id = queryId;

export const SHOP_SORTS = ['newest', 'price_asc', 'price_desc', 'remaining'] as const;
export const shopSortSchema = z.enum(SHOP_SORTS);
export type ShopSort = z.infer<typeof shopSortSchema>;

export const SHOP_MAX_LIMIT = 100;
export const shopQuerySchema = z.object({
  sort: shopSortSchema.default('newest'),
  webtoonId: id.optional(),
  themeId: id.optional(),
  /** Only projects holding at least one KEY of this rarity with supply left. */
  rarity: raritySchema.optional(),
  limit: queryInt(1, SHOP_MAX_LIMIT).default(SHOP_MAX_LIMIT),
});
export type ShopQuery = z.infer<typeof shopQuerySchema>;
export type ShopQueryInput = z.input<typeof shopQuerySchema>;

/** Projects on sale now (by the server clock) with supply left, in the asked order. */
export const shopListSchema = z.object({ items: z.array(projectSummarySchema), total: z.number().int() });
export type ShopList = z.infer<typeof shopListSchema>;

/** A promotion is a main-page banner; its projects are the linked project and the others of the same webtoon. */
export const promotionSchema = bannerSchema;
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListSchema = z.array(promotionSchema);
export type PromotionList = z.infer<typeof promotionListSchema>;
export const promotionDetailSchema = z.object({ promotion: promotionSchema, projects: z.array(projectSummarySchema) });
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;
export const promotionQuerySchema = z.object({ id: id.optional() });
/** `GET SHOP_API.promotion`: every promotion, or with `?id=` that one with its projects. */
export const promotionAnswerSchema = z.union([promotionListSchema, promotionDetailSchema]);
