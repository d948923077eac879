import { z } from 'zod';
import { ART_FORMATS } from './api-paths';
import { plainText, queryId } from './input';
import { localizedTextSchema } from './i18n';
import { pageOf, pageQuerySchema } from './envelope';

/** Catalog: collections (webtoon / theme), projects, KEY designs, banners. Dates are ISO-8601 UTC strings. */

const id = queryId;
const isoDate = z.string();

export const COLLECTION_KINDS = ['webtoon', 'theme'] as const;
export const collectionKindSchema = z.enum(COLLECTION_KINDS);
export type CollectionKind = z.infer<typeof collectionKindSchema>;

export const collectionSchema = z.object({
  id: z.number().int(),
  kind: collectionKindSchema,
  slug: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  imageUrl: z.string(),
  projectCount: z.number().int(),
});
export type Collection = z.infer<typeof collectionSchema>;

export const SALE_STATUSES = ['upcoming', 'on_sale', 'sold_out', 'ended'] as const;
export const saleStatusSchema = z.enum(SALE_STATUSES);
export type SaleStatus = z.infer<typeof saleStatusSchema>;

export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export const raritySchema = z.enum(RARITIES);
export type Rarity = z.infer<typeof raritySchema>;

export const projectSummarySchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  creator: localizedTextSchema,
  webtoonId: z.number().int(),
  themeId: z.number().int(),
  imageUrl: z.string(),
  keyCount: z.number().int(),
  /** Price of one random KEY draw, in Gold. */
  priceGold: z.number().int(),
  /** The same price by card, in USD cents. */
  priceUsdCents: z.number().int(),
  supplyTotal: z.number().int(),
  supplyRemaining: z.number().int(),
  saleStatus: saleStatusSchema,
  saleStartsAt: isoDate,
  saleEndsAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const keySummarySchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectTitle: localizedTextSchema,
  name: localizedTextSchema,
  rarity: raritySchema,
  imageUrl: z.string(),
  supplyTotal: z.number().int(),
  supplyRemaining: z.number().int(),
  releasedAt: isoDate,
});
export type KeySummary = z.infer<typeof keySummarySchema>;

export const projectDetailSchema = projectSummarySchema.extend({
  description: localizedTextSchema,
  webtoon: collectionSchema,
  theme: collectionSchema,
  keys: z.array(keySummarySchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const KEY_ACTIVITY_TYPES = ['RELEASE', 'PURCHASE', 'TRANSFER', 'SALE'] as const;
export const keyActivitySchema = z.object({
  id: z.number().int(),
  type: z.enum(KEY_ACTIVITY_TYPES),
  /** Nickname of the member involved, when there is one. */
  actor: z.string().nullable(),
  priceGold: z.number().int().nullable(),
  occurredAt: isoDate,
});
export type KeyActivity = z.infer<typeof keyActivitySchema>;

export const keyPropertySchema = z.object({ name: localizedTextSchema, value: localizedTextSchema });

export const keyDetailSchema = keySummarySchema.extend({
  description: localizedTextSchema,
  project: projectSummarySchema.extend({ description: localizedTextSchema }),
  /** The "key properties" tab exists but is hidden (spec section 2). */
  properties: z.array(keyPropertySchema),
  activities: z.array(keyActivitySchema),
});
export type KeyDetail = z.infer<typeof keyDetailSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  subtitle: localizedTextSchema,
  imageUrl: z.string(),
  /** An in-app path such as `/project?id=3`. */
  linkUrl: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const collectionWithProjectsSchema = z.object({
  collection: collectionSchema,
  projects: z.array(projectSummarySchema),
});
export type CollectionWithProjects = z.infer<typeof collectionWithProjectsSchema>;

export const mainPageSchema = z.object({
  banners: z.array(bannerSchema),
  webtoons: z.array(collectionWithProjectsSchema),
  themes: z.array(collectionWithProjectsSchema),
  newestKeys: z.array(keySummarySchema),
});
export type MainPage = z.infer<typeof mainPageSchema>;

/** A project or KEY as a content list names it. */
export const contentItemSchema = z.object({ id: z.number().int(), title: localizedTextSchema });
export type ContentItem = z.infer<typeof contentItemSchema>;

/** One collection section of the main page: the collection and its projects, in page order. */
export const contentSectionSchema = z.object({
  kind: collectionKindSchema,
  collectionId: z.number().int(),
  title: localizedTextSchema,
  projects: z.array(contentItemSchema),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

/**
 * `GET /api/contents/list` (the spec's `/contents/list`): what the main page composes, by id and title only (the same
 * cached read as `GET /api/main`): the banners, the webtoon then theme sections, the newest KEYs.
 */
export const contentListSchema = z.object({
  banners: z.array(bannerSchema),
  sections: z.array(contentSectionSchema),
  newestKeys: z.array(contentItemSchema),
});
export type ContentList = z.infer<typeof contentListSchema>;

// ---- queries (validated by the api, built by the clients) ----

export const idQuerySchema = z.object({ id });
export type IdQuery = z.infer<typeof idQuerySchema>;

export const PROJECT_SORTS = ['newest', 'popular', 'title'] as const;
export const projectSearchQuerySchema = pageQuerySchema.extend({
  collectionId: id.optional(),
  kind: collectionKindSchema.optional(),
  q: plainText().trim().max(50).optional(),
  sort: z.enum(PROJECT_SORTS).default('newest'),
});
export type ProjectSearchQuery = z.infer<typeof projectSearchQuerySchema>;
export const projectPageSchema = pageOf(projectSummarySchema);

export const otherKeysQuerySchema = z.object({ projectId: id, excludeKeyId: id.optional() });
export type OtherKeysQuery = z.infer<typeof otherKeysQuerySchema>;

/** Search as you type: 1 to 50 characters after trimming. */
export const SEARCH_MAX_LENGTH = 50;
export const searchQuerySchema = z.object({ q: plainText().trim().min(1).max(SEARCH_MAX_LENGTH) });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const KEY_SORTS = ['newest', 'name', 'rarity'] as const;
export const keyListQuerySchema = pageQuerySchema.extend({
  projectId: id.optional(),
  sort: z.enum(KEY_SORTS).default('newest'),
});
export type KeyListQuery = z.infer<typeof keyListQuerySchema>;
export const keyPageSchema = pageOf(keySummarySchema);
export type KeyPage = z.infer<typeof keyPageSchema>;

export const collectionListQuerySchema = z.object({ kind: collectionKindSchema });
export type CollectionListQuery = z.infer<typeof collectionListQuerySchema>;

export const TOP_PROJECTS_COUNT = 6;

/** `/api/art/:kind/:file`: a catalog row's art (`7.webp`), handed to the route as the row's id and the wanted form. */
export const ART_KINDS = ['key', 'project', 'collection', 'banner'] as const;
const ART_FILE = new RegExp(`^\\d{1,10}\\.(${ART_FORMATS.join('|')})$`);
export const artParamsSchema = z.object({
  kind: z.enum(ART_KINDS),
  file: z
    .string()
    .regex(ART_FILE)
    .transform((file) => {
      const [id, format] = file.split('.');
      return { id: Number(id), format };
    })
    .pipe(z.object({ id: z.number().int(), format: z.enum(ART_FORMATS) })),
});
