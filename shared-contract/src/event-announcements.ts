import { z } from 'zod';
import { idSchema, localizedTextInput, queryId } from './input';
import { localizedTextSchema } from './i18n';
import { staffMemberRefSchema } from './staff';

export const announcementParamsSchema = z.object({ announcementId: queryId });

export const announcementSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  body: localizedTextSchema,
  publishedAt: z.string(),
  /** The drawn lottery whose winners it lists. */
  lottery: z
    .object({
      id: z.number().int(),
      title: localizedTextSchema,
      /** Masked nicknames of the winners, in draw order. */
      winners: z.array(z.string()),
    })
    .nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.object({ items: z.array(announcementSchema) });

export const announcementInputSchema = z.object({
  title: localizedTextInput(100),
  body: localizedTextInput(5000, { multiline: true }),
  lotteryId: idSchema.nullable(),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

export const adminAnnouncementSchema = announcementSchema.extend({
  withdrawn: z.boolean(),
  updatedAt: z.string(),
  updatedBy: staffMemberRefSchema.nullable(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;
export const adminAnnouncementsSchema = z.object({ items: z.array(adminAnnouncementSchema) });
