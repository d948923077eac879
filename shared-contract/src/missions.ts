import { z } from 'zod';
import { idSchema, intSchema, localizedTextInput, plainText, queryId } from './input';
import { localizedTextSchema } from './i18n';
import { raritySchema } from './catalog';
import { staffMemberRefSchema } from './staff';
import { isMonthKey } from './kst';

/** Days after the end of a month (KST) within which its KEYs of the Month are distributed (spec 9). */
export const MONTHLY_DISTRIBUTION_DAYS = 5;

export const monthKeySchema = z.string().refine(isMonthKey, { message: 'MONTHLY_MONTH_INVALID' });
export const monthParamsSchema = z.object({ month: monthKeySchema });

export const monthlyKeySchema = z.object({
  keyId: z.number().int(),
  projectId: z.number().int(),
  projectTitle: localizedTextSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
  rarity: raritySchema,
  imageUrl: z.string(),
  supplyTotal: z.number().int(),
  /** How many are still to give (the supply caps the awards). */
  supplyRemaining: z.number().int(),
});
export type MonthlyKey = z.infer<typeof monthlyKeySchema>;

export const missionProgressSchema = z.object({ target: z.number().int(), done: z.number().int(), complete: z.boolean() });
export type MissionProgress = z.infer<typeof missionProgressSchema>;

export const monthlyCurrentSchema = z.object({
  month: z.string(),
  /** Today in KST, `YYYY-MM-DD`. */
  today: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The KEY of the Month reaches qualifying members by then. */
  distributeBy: z.string(),
  /** False while no admin has set up this month: nothing to do yet. */
  open: z.boolean(),
  key: monthlyKeySchema.nullable(),
  missions: z.object({ checkin: missionProgressSchema, buy: missionProgressSchema }).nullable(),
  /** The caller's check-in days this month (`YYYY-MM-DD`); empty for a visitor. */
  checkinDays: z.array(z.string()),
  checkedInToday: z.boolean(),
  signedIn: z.boolean(),
  /** Both missions complete: the KEY of the Month comes after the month ends. */
  qualified: z.boolean(),
});
export type MonthlyCurrent = z.infer<typeof monthlyCurrentSchema>;

export const AWARD_STATUSES = ['AWARDED', 'OUT_OF_SUPPLY', 'NEEDS_DECISION', 'REVOKED', 'KEPT'] as const;
export const awardStatusSchema = z.enum(AWARD_STATUSES);
export type AwardStatus = z.infer<typeof awardStatusSchema>;

export const memberAwardSchema = z.object({
  status: awardStatusSchema,
  /** The reveal of the KEY (`/reveal?purchaseId=`), while it is the member's. */
  purchaseId: z.number().int().nullable(),
  revealed: z.boolean(),
  awardedAt: z.string(),
});
export type MemberAward = z.infer<typeof memberAwardSchema>;

export const monthlyHistoryItemSchema = z.object({
  month: z.string(),
  key: monthlyKeySchema.nullable(),
  checkinTarget: z.number().int(),
  buyTarget: z.number().int(),
  distributed: z.boolean(),
  /** The caller's result; null for a visitor. */
  result: z
    .object({
      checkinDone: z.number().int(),
      buyDone: z.number().int(),
      qualified: z.boolean(),
      award: memberAwardSchema.nullable(),
    })
    .nullable(),
});
export type MonthlyHistoryItem = z.infer<typeof monthlyHistoryItemSchema>;
export const monthlyHistorySchema = z.object({ items: z.array(monthlyHistoryItemSchema) });
export type MonthlyHistory = z.infer<typeof monthlyHistorySchema>;

export const monthlySetupInputSchema = z.object({
  checkinTarget: intSchema(1, 31),
  buyTarget: intSchema(1, 100),
  key: z.object({
    projectId: idSchema,
    name: localizedTextInput(40),
    description: localizedTextInput(500, { multiline: true }),
    rarity: raritySchema,
    supply: intSchema(1, 1_000_000),
  }),
});
export type MonthlySetupInput = z.infer<typeof monthlySetupInputSchema>;

export const MONTHLY_STATES = ['UPCOMING', 'RUNNING', 'DISTRIBUTING', 'DISTRIBUTED'] as const;
export const monthlyStateSchema = z.enum(MONTHLY_STATES);
export type MonthlyState = z.infer<typeof monthlyStateSchema>;

export const adminMonthSchema = z.object({
  month: z.string(),
  state: monthlyStateSchema,
  checkinTarget: z.number().int(),
  buyTarget: z.number().int(),
  key: monthlyKeySchema,
  /** Members who complete both missions now (live, from check-ins and purchases that stand). */
  qualifiedCount: z.number().int(),
  awardCounts: z.record(awardStatusSchema, z.number().int()),
  updatedAt: z.string(),
  updatedBy: staffMemberRefSchema.nullable(),
  distributedAt: z.string().nullable(),
});
export type AdminMonth = z.infer<typeof adminMonthSchema>;
export const adminMonthsSchema = z.object({ items: z.array(adminMonthSchema) });

export const awardQuerySchema = z.object({ status: awardStatusSchema.optional() });

export const DECISION_REASONS = ['REVEALED', 'MOVED'] as const;
export const decisionReasonSchema = z.enum(DECISION_REASONS);

export const adminAwardSchema = z.object({
  id: z.number().int(),
  month: z.string(),
  member: staffMemberRefSchema,
  status: awardStatusSchema,
  /** Why a decision is needed: the KEY was revealed, or it has left the member. */
  decisionReason: decisionReasonSchema.nullable(),
  keyItemId: z.number().int().nullable(),
  serialNo: z.number().int().nullable(),
  /** Who holds the KEY now (null: nobody, it was taken back). */
  holderId: z.number().int().nullable(),
  awardedAt: z.string(),
  cancelledPurchaseId: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: staffMemberRefSchema.nullable(),
  note: z.string().nullable(),
});
export type AdminAward = z.infer<typeof adminAwardSchema>;
export const adminAwardsSchema = z.object({ items: z.array(adminAwardSchema) });

export const awardParamsSchema = z.object({ awardId: queryId });
export const awardDecisionInputSchema = z.object({
  action: z.enum(['REVOKE', 'KEEP']),
  note: plainText({ multiline: true }).trim().min(1).max(500),
});
export type AwardDecisionInput = z.infer<typeof awardDecisionInputSchema>;

/** What cancelling a purchase does to the member's KEY of the Month (shown before and after a cancellation). */
export const monthlyAwardImpactSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NONE') }),
  /** The month is not distributed yet: the member simply stops qualifying unless `stillQualifies`. */
  z.object({ kind: z.literal('NOT_DISTRIBUTED'), month: z.string(), stillQualifies: z.boolean() }),
  /** The KEY of the Month, unrevealed and still the member's, is taken back. */
  z.object({ kind: z.literal('REVOKED'), month: z.string(), awardId: z.number().int() }),
  /** Revealed or moved: support decides in the console's Monthly section. */
  z.object({ kind: z.literal('NEEDS_DECISION'), month: z.string(), awardId: z.number().int(), reason: decisionReasonSchema }),
]);
export type MonthlyAwardImpact = z.infer<typeof monthlyAwardImpactSchema>;
