import { z } from 'zod';
import { idSchema } from './input';
import { localizedTextSchema } from './i18n';
import { staffMemberRefSchema } from './staff';
import { PRE_REGISTRATION_ENDS_AT } from './service';

/** Spec 9: the pre-registration reward must be claimed within 30 days (of the official launch). */
export const PRE_BOOK_CLAIM_DAYS = 30;

/** The defaults of the admin settings: entries from June 2023 (roadmap "pre-registration open 23.06") until the launch. */
export const PRE_BOOK_DEFAULTS = {
  opensAt: '2023-06-01T00:00:00+09:00',
  /** The official launch (2023-06-28 KST): entries close, the menu entries go, claims open. */
  launchAt: PRE_REGISTRATION_ENDS_AT,
} as const;

/** The five pages of `/event/pre-reservation?p=0..4`. */
export const PRE_BOOK_STEPS = ['intro', 'benefits', 'howTo', 'entry', 'done'] as const;
export type PreBookStep = (typeof PRE_BOOK_STEPS)[number];

/** The entry window: not yet open, open, or closed (from the launch on). */
export const PRE_BOOK_PHASES = ['UPCOMING', 'OPEN', 'CLOSED'] as const;
export const preBookPhaseSchema = z.enum(PRE_BOOK_PHASES);
export type PreBookPhase = z.infer<typeof preBookPhaseSchema>;

export const PRE_BOOK_REWARD_KINDS = ['KEY', 'TICKET'] as const;
export const preBookRewardKindSchema = z.enum(PRE_BOOK_REWARD_KINDS);
export type PreBookRewardKind = z.infer<typeof preBookRewardKindSchema>;

/**
 * A member's reward: NOT_ENTERED (no entry), WAITING (entered; claims open at the launch), CLAIMABLE, CLAIMED,
 * EXPIRED (entered but not claimed within PRE_BOOK_CLAIM_DAYS days of the launch).
 */
export const PRE_BOOK_REWARD_STATES = ['NOT_ENTERED', 'WAITING', 'CLAIMABLE', 'CLAIMED', 'EXPIRED'] as const;
export const preBookRewardStateSchema = z.enum(PRE_BOOK_REWARD_STATES);
export type PreBookRewardState = z.infer<typeof preBookRewardStateSchema>;

const isoDate = z.string();

export const preBookProjectSchema = z.object({ id: idSchema, title: localizedTextSchema });
export type PreBookProject = z.infer<typeof preBookProjectSchema>;

/** The reward on offer: a KEY drawn at random from a project's remaining supply, or one ticket. */
export const preBookRewardSchema = z.object({
  kind: preBookRewardKindSchema,
  /** The project a KEY is drawn from (null for a ticket). */
  project: preBookProjectSchema.nullable(),
});
export type PreBookReward = z.infer<typeof preBookRewardSchema>;

export const preBookStatusSchema = z.object({
  /** The server clock (ISO UTC). */
  now: isoDate,
  phase: preBookPhaseSchema,
  opensAt: isoDate,
  /** The official launch: entries close here; claims open here. */
  launchAt: isoDate,
  /** Claims end here (exclusive): the launch plus PRE_BOOK_CLAIM_DAYS days. */
  claimEndsAt: isoDate,
  claimOpen: z.boolean(),
  /** Whether the menus offer the event's pages (before the launch by the server clock); the pages stay reachable. */
  menuShown: z.boolean(),
  reward: preBookRewardSchema,
  /** How many members have entered. */
  entrants: z.number().int().min(0),
});
export type PreBookStatus = z.infer<typeof preBookStatusSchema>;

/** What the member was given on claiming: the free draw waiting on /reveal, or the ticket. */
export const preBookGrantSchema = z.object({
  kind: preBookRewardKindSchema,
  purchaseId: idSchema.nullable(),
  ticketId: idSchema.nullable(),
});
export type PreBookGrant = z.infer<typeof preBookGrantSchema>;

export const preBookCheckSchema = z.object({
  entered: z.boolean(),
  enteredAt: isoDate.nullable(),
  rewardState: preBookRewardStateSchema,
  claimedAt: isoDate.nullable(),
  claimEndsAt: isoDate,
  /** Set once claimed. */
  grant: preBookGrantSchema.nullable(),
});
export type PreBookCheck = z.infer<typeof preBookCheckSchema>;

export const preBookClaimResultSchema = preBookGrantSchema.extend({ claimedAt: isoDate });
export type PreBookClaimResult = z.infer<typeof preBookClaimResultSchema>;

/** The console's view of the settings (support reads, admin changes). */
export const preBookSettingsSchema = z.object({
  opensAt: isoDate,
  launchAt: isoDate,
  claimEndsAt: isoDate,
  reward: preBookRewardSchema,
  entrants: z.number().int().min(0),
  claimed: z.number().int().min(0),
  updatedAt: isoDate.nullable(),
  updatedBy: staffMemberRefSchema.nullable(),
  /** Projects a KEY reward can be drawn from, with the KEYs they have left. */
  projects: z.array(preBookProjectSchema.extend({ remaining: z.number().int().min(0) })),
});
export type PreBookSettings = z.infer<typeof preBookSettingsSchema>;

const instant = (error: string) => z.iso.datetime({ offset: true, error });

export const preBookSettingsInputSchema = z
  .object({
    opensAt: instant('PRE_BOOK_WINDOW_INVALID'),
    launchAt: instant('PRE_BOOK_WINDOW_INVALID'),
    rewardKind: preBookRewardKindSchema,
    /** Required for a KEY reward; ignored (stored as null) for a ticket. */
    rewardProjectId: idSchema.nullable(),
  })
  .refine((input) => Date.parse(input.opensAt) < Date.parse(input.launchAt), { error: 'PRE_BOOK_WINDOW_INVALID', path: ['launchAt'] })
  .refine((input) => input.rewardKind !== 'KEY' || input.rewardProjectId !== null, { error: 'PRE_BOOK_REWARD_PROJECT_REQUIRED', path: ['rewardProjectId'] });
export type PreBookSettingsInput = z.infer<typeof preBookSettingsInputSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end (exclusive) of the claim period of a launch. */
export const preBookClaimEndsAt = (launchAt: Date | string): Date => new Date(new Date(launchAt).getTime() + PRE_BOOK_CLAIM_DAYS * DAY_MS);

/** The entry window's phase at `now`. */
export const preBookPhaseAt = (window: { opensAt: Date | string; launchAt: Date | string }, now: Date): PreBookPhase => {
  if (now.getTime() < new Date(window.opensAt).getTime()) return 'UPCOMING';
  return now.getTime() < new Date(window.launchAt).getTime() ? 'OPEN' : 'CLOSED';
};

/** `?p=` of `/event/pre-reservation` as a step index, or null when missing or out of range. */
export const preBookStepOf = (value: string | null): number | null => {
  if (value === null || !/^\d$/.test(value)) return null;
  const step = Number(value);
  return step < PRE_BOOK_STEPS.length ? step : null;
};
