import { z } from 'zod';
import { localizedTextSchema } from './i18n';
import { pageOf } from './envelope';

export const noticeSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  body: localizedTextSchema,
  pinned: z.boolean(),
  publishedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticePageSchema = pageOf(noticeSchema);

export const faqSchema = z.object({
  id: z.number().int(),
  category: localizedTextSchema,
  question: localizedTextSchema,
  answer: localizedTextSchema,
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListSchema = z.array(faqSchema);
