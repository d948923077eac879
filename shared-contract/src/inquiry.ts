import { z } from 'zod';
import { INT4_MAX, plainText, queryInt } from './input';
import { pageOf, pageQuerySchema } from './envelope';
import { staffMemberRefSchema } from './staff';

export const INQUIRY_MAX_FILES = 3;
export const INQUIRY_MAX_TOTAL_BYTES = 30 * 1024 * 1024;
export const INQUIRY_BODY_MAX = 5000;
/** Sniffed from the bytes, not the name or the declared type. */
export const INQUIRY_FILE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const;

/** The text fields of the form (the files are checked beside them, by the same limits). */
export const inquiryInputSchema = z.object({
  replyEmail: z.email({ error: 'INQUIRY_EMAIL_INVALID' }).max(254, { error: 'INQUIRY_EMAIL_INVALID' }),
  body: plainText({ multiline: true, error: 'INQUIRY_BODY_REQUIRED' })
    .trim()
    .min(1, { error: 'INQUIRY_BODY_REQUIRED' })
    .max(INQUIRY_BODY_MAX, { error: 'INQUIRY_BODY_TOO_LONG' }),
  agreePrivacy: z.literal(true, { error: 'INQUIRY_CONSENT_REQUIRED' }),
});
export type InquiryInput = z.infer<typeof inquiryInputSchema>;

export const INQUIRY_STATUSES = ['OPEN', 'ANSWERED'] as const;
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);

export const inquiryQuerySchema = pageQuerySchema.extend({
  status: inquiryStatusSchema.optional(),
  q: plainText().trim().max(100).optional(),
});
export type InquiryQuery = z.infer<typeof inquiryQuerySchema>;

export const inquiryAttachmentSchema = z.object({ id: z.number().int(), fileName: z.string(), mimeType: z.string(), sizeBytes: z.number().int() });

/** The kept inquiry, with its attachments as the writer may download them again (a member's, signed in). */
export const inquiryReceiptSchema = z.object({ id: z.number().int(), createdAt: z.string(), attachments: z.array(inquiryAttachmentSchema) });
export type InquiryReceipt = z.infer<typeof inquiryReceiptSchema>;

export const inquiryListItemSchema = z.object({
  id: z.number().int(),
  replyEmail: z.string(),
  /** The member who wrote it, or null for a visitor. */
  member: staffMemberRefSchema.nullable(),
  preview: z.string(),
  attachmentCount: z.number().int(),
  status: inquiryStatusSchema,
  language: z.enum(['ko', 'en']),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type InquiryListItem = z.infer<typeof inquiryListItemSchema>;
export const inquiryPageSchema = pageOf(inquiryListItemSchema);

export const inquiryDetailSchema = inquiryListItemSchema.extend({
  body: z.string(),
  attachments: z.array(inquiryAttachmentSchema),
  answer: z.object({ body: z.string(), at: z.string(), by: staffMemberRefSchema }).nullable(),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** An inquiry's id in the staff console's paths: a malformed one is an inquiry that does not exist. */
export const inquiryIdParamsSchema = z.object({ id: queryInt(1, INT4_MAX, 'INQUIRY_NOT_FOUND') });
/** An attachment's path: a malformed id is an attachment that does not exist. */
export const inquiryAttachmentParamsSchema = z.object({ id: queryInt(1, INT4_MAX, 'NOT_FOUND'), attachmentId: queryInt(1, INT4_MAX, 'NOT_FOUND') });

export const inquiryAnswerInputSchema = z.object({
  body: plainText({ multiline: true, error: 'INQUIRY_ANSWER_REQUIRED' })
    .trim()
    .min(1, { error: 'INQUIRY_ANSWER_REQUIRED' })
    .max(INQUIRY_BODY_MAX, { error: 'INQUIRY_BODY_TOO_LONG' }),
});
export type InquiryAnswerInput = z.infer<typeof inquiryAnswerInputSchema>;
