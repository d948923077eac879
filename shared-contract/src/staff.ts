import { z } from 'zod';
import { plainText, queryId } from './input';
import { pageOf, pageQuerySchema } from './envelope';
import { ROLES } from './roles';

export * from './roles';

export const roleSchema = z.enum(ROLES);

/** A member as staff lists name them: id, e-mail and nickname. */
export const staffMemberRefSchema = z.object({ id: z.number().int(), email: z.string().nullable(), nickname: z.string().nullable() });
export type StaffMemberRef = z.infer<typeof staffMemberRefSchema>;

/** What staff did; each domain adds its own names here so the console can label them. */
export const AUDIT_ACTIONS = [
  'SCHEDULE_PUBLISH',
  'REFUND_VIEW_BANK',
  'REFUND_REVIEW',
  'REFUND_INCORRECT',
  'REFUND_FAIL',
  'REFUND_APPROVE',
  'REFUND_BATCH_CREATE',
  'REFUND_BATCH_EXPORT',
  'REFUND_BATCH_PAID',
  'INQUIRY_VIEW',
  'INQUIRY_ATTACHMENT_VIEW',
  'INQUIRY_ANSWER',
  'PURCHASE_CANCEL',
  'AUDIT_EXPORT',
  'COMMUNITY_HIDE',
  'COMMUNITY_DISMISS',
  'COMMUNITY_BAN',
  'COMMUNITY_UNBAN',
  'COMMUNITY_SETTINGS',
  'COMMUNITY_POST_DELETE',
  'COMMUNITY_COMMENT_DELETE',
  'COMMUNITY_PIN',
  'MONTHLY_SETUP',
  'MONTHLY_AWARD_REVOKE',
  'MONTHLY_AWARD_KEEP',
  'POPUP_CREATE',
  'POPUP_UPDATE',
  'POPUP_END',
  'LOTTERY_CREATE',
  'LOTTERY_UPDATE',
  'STUDIO_PROJECT_CREATE',
  'STUDIO_PROJECT_UPDATE',
  'STUDIO_DESIGN_CREATE',
  'STUDIO_DESIGN_UPDATE',
  'STUDIO_DESIGN_DELETE',
  'STUDIO_PUBLISH',
  'STUDIO_UNPUBLISH',
  'ANNOUNCEMENT_PUBLISH',
  'ANNOUNCEMENT_UPDATE',
  'ANNOUNCEMENT_WITHDRAW',
  'PRE_BOOK_SETTINGS',
  'REMOTE_RELEASE',
  'REMOTE_ROLLBACK',
  'REMOTE_CANARY',
  'REMOTE_PROMOTE',
  'REMOTE_ABORT',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  action: auditActionSchema.optional(),
  actorId: queryId.optional(),
  targetType: plainText().trim().max(40).optional(),
  targetId: plainText().trim().max(40).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), email: z.string().nullable(), nickname: z.string().nullable(), role: roleSchema }),
  action: auditActionSchema,
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
