import { z } from 'zod';
import { raritySchema } from './catalog';
import { localizedTextSchema } from './i18n';
import { idSchema, localizedTextInput, plainText, queryId } from './input';

/**
 * The catalogue studio (staff console, roles admin and editor): projects and their KEY designs, drafted, previewed,
 * then published now or scheduled. A draft or a scheduled project is invisible to members until its publish time.
 * Once a project has sold a KEY, no design's supply goes below what it sold, no rarity changes and no design is
 * removed; its prices and sale window still change, with a reason that the audit log keeps.
 */

export const STUDIO_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED'] as const;
export const studioStatusSchema = z.enum(STUDIO_STATUSES);
export type StudioStatus = z.infer<typeof studioStatusSchema>;

export const DESIGN_EDITIONS = ['SALE', 'MONTHLY'] as const;
export const designEditionSchema = z.enum(DESIGN_EDITIONS);
export type DesignEdition = z.infer<typeof designEditionSchema>;

export const STUDIO_LIMITS = {
  titleMax: 60,
  creatorMax: 40,
  projectDescriptionMax: 2000,
  designNameMax: 40,
  designDescriptionMax: 500,
  propertyTextMax: 40,
  propertiesMax: 10,
  supplyMax: 100_000,
  priceGoldMax: 1_000_000,
  priceUsdCentsMax: 1_000_000,
  reasonMax: 200,
  designsMax: 30,
} as const;

const isoDateTime = z.iso.datetime({ offset: true });

/** Why a price or the sale window changed after the first sale (kept in the audit log). */
const reasonInput = plainText().trim().max(STUDIO_LIMITS.reasonMax);

export const studioProjectInputSchema = z
  .object({
    title: localizedTextInput(STUDIO_LIMITS.titleMax),
    creator: localizedTextInput(STUDIO_LIMITS.creatorMax),
    description: localizedTextInput(STUDIO_LIMITS.projectDescriptionMax, { multiline: true }),
    webtoonId: idSchema,
    themeId: idSchema,
    priceGold: z.number().int().min(1).max(STUDIO_LIMITS.priceGoldMax),
    priceUsdCents: z.number().int().min(1).max(STUDIO_LIMITS.priceUsdCentsMax),
    saleStartsAt: isoDateTime,
    /** null: on sale until sold out. */
    saleEndsAt: isoDateTime.nullable(),
    /** Needed when prices or the sale window change after the first sale (STUDIO_REASON_REQUIRED). */
    reason: reasonInput.optional(),
  })
  .refine((input) => input.saleEndsAt === null || Date.parse(input.saleEndsAt) > Date.parse(input.saleStartsAt), {
    message: 'STUDIO_SALE_WINDOW_INVALID',
    path: ['saleEndsAt'],
  });
export type StudioProjectInput = z.infer<typeof studioProjectInputSchema>;

export const studioPropertySchema = z.object({
  name: localizedTextInput(STUDIO_LIMITS.propertyTextMax),
  value: localizedTextInput(STUDIO_LIMITS.propertyTextMax),
});

export const studioDesignInputSchema = z.object({
  name: localizedTextInput(STUDIO_LIMITS.designNameMax),
  description: localizedTextInput(STUDIO_LIMITS.designDescriptionMax, { multiline: true }),
  rarity: raritySchema,
  supply: z.number().int().min(1).max(STUDIO_LIMITS.supplyMax),
  properties: z.array(studioPropertySchema).max(STUDIO_LIMITS.propertiesMax),
  edition: designEditionSchema,
});
export type StudioDesignInput = z.infer<typeof studioDesignInputSchema>;

export const studioPublishInputSchema = z.object({
  /** null: publish now; otherwise the instant members first see it (must be in the future). */
  publishAt: isoDateTime.nullable(),
});
export type StudioPublishInput = z.infer<typeof studioPublishInputSchema>;

export const studioProjectParamsSchema = z.object({ projectId: queryId });
export const studioDesignParamsSchema = z.object({ projectId: queryId, designId: queryId });

export const studioDesignSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  rarity: raritySchema,
  supplyTotal: z.number().int(),
  sold: z.number().int(),
  /** This design's share of the project's sale supply, as members see it (basis points; 0 for MONTHLY). */
  oddsBasisPoints: z.number().int(),
  properties: z.array(z.object({ name: localizedTextSchema, value: localizedTextSchema })),
  edition: designEditionSchema,
  imageUrl: z.string(),
});
export type StudioDesign = z.infer<typeof studioDesignSchema>;

export const studioProjectSummarySchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  creator: localizedTextSchema,
  status: studioStatusSchema,
  publishAt: z.string().nullable(),
  saleStartsAt: z.string(),
  saleEndsAt: z.string().nullable(),
  designCount: z.number().int(),
  supplyTotal: z.number().int(),
  sold: z.number().int(),
  updatedAt: z.string(),
});
export type StudioProjectSummary = z.infer<typeof studioProjectSummarySchema>;

export const studioProjectSchema = studioProjectSummarySchema.extend({
  description: localizedTextSchema,
  webtoonId: z.number().int(),
  themeId: z.number().int(),
  priceGold: z.number().int(),
  priceUsdCents: z.number().int(),
  imageUrl: z.string(),
  designs: z.array(studioDesignSchema),
});
export type StudioProject = z.infer<typeof studioProjectSchema>;

export const studioProjectListSchema = z.object({ items: z.array(studioProjectSummarySchema) });
export type StudioProjectList = z.infer<typeof studioProjectListSchema>;

export const studioCollectionSchema = z.object({ id: z.number().int(), kind: z.enum(['webtoon', 'theme']), name: localizedTextSchema });
export const studioCollectionListSchema = z.object({ items: z.array(studioCollectionSchema) });
export type StudioCollection = z.infer<typeof studioCollectionSchema>;

export const STUDIO_API = {
  /** `GET` (admin, editor): every project, newest first (studioProjectListSchema); `POST` studioProjectInputSchema: a new draft. */
  projects: '/api/studio/projects',
  /** `GET` one project with its designs (studioProjectSchema); `PUT` studioProjectInputSchema changes it. */
  project: (projectId: number | string) => `/api/studio/projects/${projectId}`,
  /** `POST` studioDesignInputSchema adds a design (studioProjectSchema). */
  designs: (projectId: number | string) => `/api/studio/projects/${projectId}/designs`,
  /** `PUT` studioDesignInputSchema changes a design; `DELETE` removes it (not once it sold) (studioProjectSchema). */
  design: (projectId: number | string, designId: number | string) => `/api/studio/projects/${projectId}/designs/${designId}`,
  /** `POST` studioPublishInputSchema: publish now or at a time (studioProjectSchema). */
  publish: (projectId: number | string) => `/api/studio/projects/${projectId}/publish`,
  /** `POST`: back to draft, hidden from members (not once it sold) (studioProjectSchema). */
  unpublish: (projectId: number | string) => `/api/studio/projects/${projectId}/unpublish`,
  /** `GET`: the collections a project can belong to (studioCollectionListSchema). */
  collections: '/api/studio/collections',
} as const;
