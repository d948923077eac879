import { z } from 'zod';

/** A legal text in one language: an introduction, then titled sections of paragraphs. */
export const legalTextSchema = z.object({
  intro: z.string(),
  sections: z.array(z.object({ title: z.string(), paragraphs: z.array(z.string()) })),
});
export type LegalText = z.infer<typeof legalTextSchema>;

/** One legal document in ko and en, its version and the day it applies from (yyyy-MM-dd, KST). */
export const legalDocumentSchema = z.object({
  version: z.string().min(1),
  effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  ko: legalTextSchema,
  en: legalTextSchema,
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** `GET /api/auth/terms` (the spec's `/auth/terms`): the terms of service and the privacy policy the sign-up consents refer to. */
export const signUpTermsSchema = z.object({ terms: legalDocumentSchema, privacy: legalDocumentSchema });
export type SignUpTerms = z.infer<typeof signUpTermsSchema>;
