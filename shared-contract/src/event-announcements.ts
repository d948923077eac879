import { z } from 'zod';
import { idSchema, localizedTextInput, queryId } from './input';
import { localizedTextSchema } from './i18n';
import { staffMemberRefSchema } from './refund';

/**
 * Announcements (issue 13 C): event notices and winners lists, shown on the event page and in support. An
 * announcement may name a drawn lottery: its winners (masked nicknames) are listed under it.
 */
export const ANNOUNCE_API = {
  /** `GET` (visitors too): published announcements, newest first (announcementListSchema). */
  announcements: '/api/event/announce',
  /** `GET` (staff) every announcement; `POST` (admin) announcementInputSchema publishes one. */
  adminAnnouncements: '/api/admin/events/announcements',
  /** `PUT` (admin) announcementInputSchema changes one; `DELETE` (admin) withdraws it. */
  adminAnnouncement: (announcementId: number | string) => `/api/admin/events/announcements/${announcementId}`,
} as const;

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
