import { z } from 'zod';
import { idSchema, plainText, queryId } from './input';
import { pageOf, pageQuerySchema } from './envelope';
import type { ErrorCode } from './errors';
import { cabinetPasswordSchema } from './member';
import { drawnKeySchema } from './purchase';
import { publicMemberSchema } from './member-search';

/** Spec section 4: In Progress → Completed or Failed. */
export const TRANSFER_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export const transferStatusSchema = z.enum(TRANSFER_STATUSES);
export type TransferStatus = z.infer<typeof transferStatusSchema>;

/** Why a transfer FAILED: the KEY was no longer the sender's, or the recipient's account closed meanwhile. */
export const TRANSFER_FAILURE_REASONS = ['KEY_NOT_YOURS', 'RECIPIENT_UNAVAILABLE'] as const;
export const transferFailureReasonSchema = z.enum(TRANSFER_FAILURE_REASONS);
export type TransferFailureReason = z.infer<typeof transferFailureReasonSchema>;

const WALLET_ADDRESS_FORMAT = /^0x[0-9a-fA-F]{40}$/;

/** A recipient starting with 0x is read as a wallet address; anything else is a nickname. */
export const recipientIsAddress = (value: string) => /^0x/i.test(value.trim());

/**
 * The first rule a recipient breaks that the form can tell by itself (an address must be 0x and 40 hex digits), or
 * null. The api checks the rest: the EIP-55 checksum, and whether the nickname or address belongs to a member.
 */
export function transferRecipientProblem(recipient: string): ErrorCode | null {
  const value = recipient.trim();
  if (value.length === 0) return 'VALIDATION_FAILED';
  if (recipientIsAddress(value) && !WALLET_ADDRESS_FORMAT.test(value)) return 'TRANSFER_INVALID_ADDRESS';
  return null;
}

const id = queryId;
const isoDate = z.string();
const recipientText = plainText().trim().min(1, { error: 'VALIDATION_FAILED' }).max(100, { error: 'VALIDATION_FAILED' });

/** The transfer form (first step): which KEY and to whom; the same format rules as the api. */
export const transferRecipientSchema = z.object({
  keyItemId: id,
  recipient: recipientText.superRefine((value, ctx) => {
    const problem = transferRecipientProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type TransferRecipientInput = z.infer<typeof transferRecipientSchema>;

/** `POST /api/cabinet/transfer`. The api checks the recipient itself, in its order (spec section 8 messages). */
export const transferRequestSchema = z.object({ keyItemId: idSchema, recipient: recipientText, password: cabinetPasswordSchema });
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const transferKeyQuerySchema = z.object({ keyItemId: id });

/** `GET /api/cabinet/transfer/recipient?recipient=`: the recipient as the transfer form typed it. */
export const transferRecipientQuerySchema = z.object({ recipient: recipientText });

/** The member a transfer would go to (the preview before the password step): public fields only. */
export const transferRecipientViewSchema = publicMemberSchema;
export type TransferRecipientView = z.infer<typeof transferRecipientViewSchema>;

const memberRefSchema = z.object({ id: z.number().int(), nickname: z.string().nullable() });

/** The KEY a transfer moves: its design and serial. */
export const transferKeyItemSchema = z.object({ keyItemId: z.number().int(), serialNo: z.number().int(), key: drawnKeySchema });
export type TransferKeyItem = z.infer<typeof transferKeyItemSchema>;

/** The transfer form's KEY: the member's own, with what stops it from moving now. */
export const transferKeyViewSchema = transferKeyItemSchema.extend({
  /** When its 24-hour lock ends (after its purchase or last transfer), or null if it is not locked now. */
  lockedUntil: isoDate.nullable(),
  /** A transfer of this KEY that has not arrived yet, or null. */
  transferInProgressId: z.number().int().nullable(),
  /** It is listed on the market (cancel the listing first). */
  listed: z.boolean(),
  revealed: z.boolean(),
});
export type TransferKeyView = z.infer<typeof transferKeyViewSchema>;

export const transferSchema = z.object({
  id: z.number().int(),
  status: transferStatusSchema,
  /** Whether the member asking sent it (else they receive it). */
  direction: z.enum(['SENT', 'RECEIVED']),
  item: transferKeyItemSchema,
  from: memberRefSchema,
  to: memberRefSchema,
  requestedAt: isoDate,
  /** When the transfer is due to arrive (the job completes it from then on). */
  completeAfter: isoDate,
  finishedAt: isoDate.nullable(),
  failureReason: transferFailureReasonSchema.nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferListQuerySchema = pageQuerySchema.extend({ keyItemId: id.optional() });
export type TransferListQuery = z.infer<typeof transferListQuerySchema>;
export const transferListSchema = pageOf(transferSchema);
export type TransferList = z.infer<typeof transferListSchema>;

export const transferIdParamsSchema = z.object({ id });
