import { z } from 'zod';
import { idSchema, plainText, queryId } from './input';
import { raritySchema } from './catalog';
import { pageOf, pageQuerySchema } from './envelope';
import { localizedTextSchema } from './i18n';

/** The header carrying the cabinet unlock token. */
export const CABINET_TOKEN_HEADER = 'x-cabinet-token';
/** How long one cabinet password entry keeps the cabinet open. */
export const CABINET_UNLOCK_TTL_MS = 60 * 60 * 1000;

const isoDate = z.string();

/** Any text: a wrong password is "Incorrect password" whatever its shape (and counts towards the lock). */
export const cabinetUnlockRequestSchema = z.object({ password: plainText().min(1).max(64) });
export type CabinetUnlockRequest = z.infer<typeof cabinetUnlockRequestSchema>;
export const cabinetUnlockSchema = z.object({ token: z.string(), expiresAt: isoDate });
export type CabinetUnlock = z.infer<typeof cabinetUnlockSchema>;

export const cabinetQuerySchema = z.object({
  includeHidden: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type CabinetQueryInput = z.input<typeof cabinetQuerySchema>;

/**
 * What may happen to the KEY now: AVAILABLE (transfer or sell), LOCKED (within 24 hours of its purchase or last
 * move, until `lockedUntil`), LISTED (on the market), TRANSFER_IN_PROGRESS.
 */
export const CABINET_KEY_STATES = ['AVAILABLE', 'LOCKED', 'LISTED', 'TRANSFER_IN_PROGRESS'] as const;
export const cabinetKeyStateSchema = z.enum(CABINET_KEY_STATES);
export type CabinetKeyState = z.infer<typeof cabinetKeyStateSchema>;

export const cabinetKeySchema = z.object({
  keyItemId: z.number().int(),
  serialNo: z.number().int(),
  design: z.object({ id: z.number().int(), name: localizedTextSchema, rarity: raritySchema, supplyTotal: z.number().int() }),
  imageUrl: z.string(),
  acquiredAt: isoDate,
  favorite: z.boolean(),
  hidden: z.boolean(),
  /** The member's own place for it (0 first), or null: after the arranged ones, newest first. */
  position: z.number().int().nullable(),
  state: cabinetKeyStateSchema,
  lockedUntil: isoDate.nullable(),
  listing: z.object({ id: z.number().int(), priceGold: z.number().int() }).nullable(),
  transferId: z.number().int().nullable(),
});
export type CabinetKey = z.infer<typeof cabinetKeySchema>;

export const cabinetGroupSchema = z.object({
  project: z.object({ id: z.number().int(), title: localizedTextSchema }),
  count: z.number().int(),
  items: z.array(cabinetKeySchema),
});
export type CabinetGroup = z.infer<typeof cabinetGroupSchema>;

export const cabinetSchema = z.object({
  cabinet: z.object({ id: z.number().int(), walletAddress: z.string() }),
  /** KEYs in the answer (hidden ones only when asked). */
  total: z.number().int(),
  hiddenCount: z.number().int(),
  /** In the member's order: a project comes where its first KEY comes. */
  groups: z.array(cabinetGroupSchema),
});
export type Cabinet = z.infer<typeof cabinetSchema>;

/** One KEY design of a set: how many revealed KEYs of it the member owns (0: missing from their set). */
export const setDesignSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  rarity: raritySchema,
  imageUrl: z.string(),
  owned: z.number().int(),
});
export type SetDesign = z.infer<typeof setDesignSchema>;

/** A member's set of one project: every design of the project, in order, with what they own of it. */
export const setProgressSchema = z.object({
  project: z.object({ id: z.number().int(), title: localizedTextSchema }),
  designsTotal: z.number().int(),
  designsOwned: z.number().int(),
  /** Every design owned at least once. */
  complete: z.boolean(),
  designs: z.array(setDesignSchema),
});
export type SetProgress = z.infer<typeof setProgressSchema>;
export const setProgressListSchema = z.array(setProgressSchema);
export type SetProgressList = z.infer<typeof setProgressListSchema>;
/** `projectId`: that project's set; without it, the sets of every project the member owns a revealed KEY of. */
export const setProgressQuerySchema = z.object({ projectId: queryId.optional() });
export type SetProgressQuery = z.infer<typeof setProgressQuerySchema>;

export const cabinetFavoriteRequestSchema = z.object({ keyItemId: idSchema, favorite: z.boolean() });
export type CabinetFavoriteRequest = z.infer<typeof cabinetFavoriteRequestSchema>;
export const cabinetHiddenRequestSchema = z.object({ keyItemId: idSchema, hidden: z.boolean() });
export type CabinetHiddenRequest = z.infer<typeof cabinetHiddenRequestSchema>;
export const CABINET_ARRANGE_MAX = 5000;
export const cabinetArrangeRequestSchema = z.object({
  keyItemIds: z
    .array(idSchema)
    .min(1)
    .max(CABINET_ARRANGE_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'VALIDATION_FAILED' }),
});
export type CabinetArrangeRequest = z.infer<typeof cabinetArrangeRequestSchema>;
export const cabinetPrefSchema = z.object({ keyItemId: z.number().int(), favorite: z.boolean(), hidden: z.boolean(), position: z.number().int().nullable() });
export type CabinetPref = z.infer<typeof cabinetPrefSchema>;
export const cabinetArrangeResultSchema = z.object({ arranged: z.number().int() });

export const CABINET_ACTIVITY_KINDS = [
  'PURCHASE',
  'REVEAL',
  'TRANSFER_SENT',
  'TRANSFER_RECEIVED',
  'SALE',
  'MARKET_PURCHASE',
  'COUPON_EXCHANGE',
  'TICKET_EXCHANGE',
  'GRANT',
] as const;
export const cabinetActivityKindSchema = z.enum(CABINET_ACTIVITY_KINDS);
export type CabinetActivityKind = z.infer<typeof cabinetActivityKindSchema>;

export const cabinetActivitySchema = z.object({
  /** Unique in the list: the kind and the row it comes from. */
  id: z.string(),
  kind: cabinetActivityKindSchema,
  occurredAt: isoDate,
  project: z.object({ id: z.number().int(), title: localizedTextSchema }).nullable(),
  key: z
    .object({ keyItemId: z.number().int(), serialNo: z.number().int(), designId: z.number().int(), name: localizedTextSchema, imageUrl: z.string() })
    .nullable(),
  /** Number of KEYs (a purchase). */
  quantity: z.number().int().nullable(),
  /** The other member's nickname (transfers, sales, market purchases). */
  counterpart: z.string().nullable(),
  /** Gold that moved for the member: negative spent, positive received; null when none (card, free). */
  goldDelta: z.number().int().nullable(),
  /** A market sale's or purchase's price. */
  priceGold: z.number().int().nullable(),
  /** A purchase's payment method (GOLD, CARD, COUPON). */
  payMethod: z.string().nullable(),
  /** A transfer's state (IN_PROGRESS, COMPLETED, FAILED). */
  status: z.enum(['IN_PROGRESS', 'COMPLETED', 'FAILED']).nullable(),
});
export type CabinetActivity = z.infer<typeof cabinetActivitySchema>;
export const cabinetActivitiesQuerySchema = pageQuerySchema;
export const cabinetActivitiesSchema = pageOf(cabinetActivitySchema);
export type CabinetActivities = z.infer<typeof cabinetActivitiesSchema>;

export const openGraphQuerySchema = z
  .object({ url: plainText().min(1).max(2000).optional(), keyId: queryId.optional() })
  .refine((query) => query.url !== undefined || query.keyId !== undefined, { error: 'VALIDATION_FAILED' });
export type OpenGraphQuery = z.input<typeof openGraphQuerySchema>;

/** A link preview (open graph): absolute `image` and `url`. */
export const openGraphSchema = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string(),
  url: z.string(),
  siteName: z.string(),
  keyId: z.number().int(),
});
export type OpenGraph = z.infer<typeof openGraphSchema>;

/** `GET /api/sharing/reveal?purchaseItemId=`: the preview of a KEY the caller revealed (answers `openGraphSchema`). */
export const revealShareQuerySchema = z.object({ purchaseItemId: queryId });
export type RevealShareQuery = z.input<typeof revealShareQuerySchema>;

/** The public page of a shared KEY. */
export const keySharePath = (designId: number) => `/key?id=${designId}`;
