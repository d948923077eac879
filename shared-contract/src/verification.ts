import { z } from 'zod';
import { plainText } from './input';

/** Identity verification (sandbox provider in the embedded default; spec sections 3 and 7). */
export const VERIFICATION_PURPOSES = ['account', 'find'] as const;
export const startVerificationSchema = z.object({ purpose: z.enum(VERIFICATION_PURPOSES) });
export const startedVerificationSchema = z.object({ requestId: z.string(), url: z.string() });

/** What the provider redirect brings back to `/callback/verification`. */
export const checkVerificationSchema = z.object({ requestId: z.uuid(), token: plainText().min(1).max(200) });
export const verifiedIdentitySchema = z.object({
  requestId: z.string(),
  di: z.string(),
  name: z.string(),
  birthDate: z.string(),
  isAdult: z.boolean(),
  isAdultKr: z.boolean(),
});
export type VerifiedIdentity = z.infer<typeof verifiedIdentitySchema>;

export const verificationSignUpSchema = z.object({ requestId: z.uuid() });
/** What `POST /api/auth/verification-sign-up` applied to the account (the same fields as in `GET /api/user/me`). */
export const verificationSignUpResultSchema = z.object({
  isAdult: z.boolean(),
  isAdultKr: z.boolean(),
  adultVerification: z.object({ ko: z.boolean(), en: z.boolean() }),
  authAdultAt: z.object({ ko: z.number(), en: z.number() }),
});
export type VerificationSignUpResult = z.infer<typeof verificationSignUpResultSchema>;
/** A verification is used within this time of its start (VERIFICATION_EXPIRED after it). */
export const VERIFICATION_TTL_MS = 10 * 60 * 1000;

/** `POST /api/auth/find`: the accounts of a verified person. */
export const findAccountsSchema = z.object({ requestId: z.uuid(), di: plainText().min(1).max(200) });
export const foundAccountSchema = z.object({ provider: z.string(), maskedEmail: z.string().nullable(), createdAt: z.string() });
export const foundAccountsSchema = z.array(foundAccountSchema);
export type FoundAccount = z.infer<typeof foundAccountSchema>;

export const ipInfoSchema = z.object({ isKrIpUser: z.boolean() });
