import { z } from 'zod';
import { idSchema, localizedTextInput, queryId } from './input';
import { localizedTextSchema } from './i18n';
import { sameOriginPath } from './notifications';
import { staffMemberRefSchema } from './staff';

/**
 * Popups (issue 13 C): an admin schedules popups (image, text in ko and en, a link, who sees them); `/main` shows
 * the active ones to whom they target; each may be hidden for the rest of the KST day; one may carry a reward (a KEY
 * drawn from a project, waiting on /reveal, or a ticket) that each member claims once.
 */
export const POPUP_TARGETS = ['ALL', 'MEMBERS', 'OWNERS'] as const;
export const popupTargetSchema = z.enum(POPUP_TARGETS);
export type PopupTarget = z.infer<typeof popupTargetSchema>;

export const EVENT_REWARD_KINDS = ['NONE', 'KEY', 'TICKET'] as const;
export const eventRewardKindSchema = z.enum(EVENT_REWARD_KINDS);
export type EventRewardKind = z.infer<typeof eventRewardKindSchema>;

/** A stored popup image's name: a random UUID and the sniffed extension. */
export const POPUP_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png)$/;

export const eventRewardSchema = z.object({
  kind: eventRewardKindSchema,
  /** The project a KEY reward is drawn from. */
  project: z.object({ id: z.number().int(), title: localizedTextSchema }).nullable(),
});
export type EventReward = z.infer<typeof eventRewardSchema>;

export const popupSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  body: localizedTextSchema,
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  reward: eventRewardSchema,
  /** For a member: whether they already claimed the reward. */
  claimed: z.boolean(),
  endsAt: z.string(),
});
export type Popup = z.infer<typeof popupSchema>;
export const activePopupsSchema = z.object({
  /** Today in KST (`YYYY-MM-DD`): "don't show again today" lasts until it changes. */
  today: z.string(),
  items: z.array(popupSchema),
});
export type ActivePopups = z.infer<typeof activePopupsSchema>;

export const popupParamsSchema = z.object({ popupId: queryId });
/** The image route's path: any name (the api answers 404 for one it never gave, as for a missing file). */
export const popupImagePathSchema = z.object({ name: z.string() });

export const popupClaimSchema = z.object({
  popupId: z.number().int(),
  kind: z.enum(['KEY', 'TICKET']),
  /** The reveal of a KEY (`/reveal?purchaseId=`). */
  purchaseId: z.number().int().nullable(),
  ticketId: z.number().int().nullable(),
  claimedAt: z.string(),
});
export type PopupClaim = z.infer<typeof popupClaimSchema>;

export const popupInputSchema = z
  .object({
    title: localizedTextInput(60),
    body: localizedTextInput(500, { multiline: true }),
    image: z.string().regex(POPUP_IMAGE_NAME).nullable(),
    linkUrl: sameOriginPath.nullable(),
    target: popupTargetSchema,
    /** OWNERS: members who own a revealed KEY of this project. */
    targetProjectId: idSchema.nullable(),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    rewardKind: eventRewardKindSchema,
    rewardProjectId: idSchema.nullable(),
    sortOrder: z.number().int().min(0).max(1000),
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), { message: 'EVENT_WINDOW_INVALID', path: ['endsAt'] })
  .refine((input) => input.target !== 'OWNERS' || input.targetProjectId !== null, { message: 'POPUP_TARGET_PROJECT_REQUIRED', path: ['targetProjectId'] })
  .refine((input) => input.rewardKind !== 'KEY' || input.rewardProjectId !== null, { message: 'EVENT_REWARD_PROJECT_REQUIRED', path: ['rewardProjectId'] })
  .refine((input) => input.rewardKind === 'NONE' || input.target !== 'ALL', { message: 'POPUP_REWARD_NEEDS_MEMBERS', path: ['target'] });
export type PopupInput = z.infer<typeof popupInputSchema>;

export const adminPopupSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  body: localizedTextSchema,
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  target: popupTargetSchema,
  targetProject: z.object({ id: z.number().int(), title: localizedTextSchema }).nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  reward: eventRewardSchema,
  sortOrder: z.number().int(),
  state: z.enum(['SCHEDULED', 'ACTIVE', 'ENDED']),
  claims: z.number().int(),
  updatedAt: z.string(),
  updatedBy: staffMemberRefSchema.nullable(),
});
export type AdminPopup = z.infer<typeof adminPopupSchema>;
export const adminPopupsSchema = z.object({ items: z.array(adminPopupSchema) });
export const popupImageUploadSchema = z.object({ image: z.string(), imageUrl: z.string() });
