import { z } from 'zod';
import { idSchema, plainText } from './input';
import { roleSchema } from './staff';
import type { ErrorCode } from './errors';
import { languageSchema, localizedTextSchema } from './i18n';
import { agreePushSchema } from './notifications';

export * from './member-status';

export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 20;
/** Korean letters (syllables and jamo), English letters and digits. */
export const NICKNAME_CHARACTERS = /^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9]+$/u;

/** The first nickname rule (spec section 5) a value breaks, or null; the form and the api share it. */
export function nicknameProblem(nickname: string): ErrorCode | null {
  const length = [...nickname].length;
  if (length < NICKNAME_MIN_LENGTH) return 'NICKNAME_TOO_SHORT';
  if (length > NICKNAME_MAX_LENGTH) return 'NICKNAME_TOO_LONG';
  if (!NICKNAME_CHARACTERS.test(nickname)) return 'NICKNAME_INVALID_CHARACTERS';
  return null;
}

/** Zod schemas put the error code in the issue message: the api answers that code, forms translate it. */
const codeIssue = (ctx: z.RefinementCtx, code: ErrorCode, path: string[] = []) => ctx.addIssue({ code: 'custom', message: code, path });

export const nicknameSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = nicknameProblem(value);
    if (problem) codeIssue(ctx, problem);
  });

/** The cabinet password: six digits, entered twice. */
export const CABINET_PASSWORD_PATTERN = /^\d{6}$/;
export const cabinetPasswordSchema = z.string({ error: 'CABINET_PASSWORD_FORMAT' }).regex(CABINET_PASSWORD_PATTERN, { error: 'CABINET_PASSWORD_FORMAT' });

const matchingPasswords = <T extends { password: string; passwordConfirm: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.passwordConfirm) codeIssue(ctx, 'PASSWORD_MISMATCH', ['passwordConfirm']);
};

export const cabinetPasswordPairSchema = z.object({ password: cabinetPasswordSchema, passwordConfirm: z.string() }).superRefine(matchingPasswords);
export type CabinetPasswordPair = z.infer<typeof cabinetPasswordPairSchema>;

/** The consents of `/user/policyAgree` (spec section 5): age, terms and privacy required, mail optional. */
export const signUpConsentsSchema = z.object({
  agreeAge: z.literal(true, { error: 'CONSENT_AGE_REQUIRED' }),
  agreeTerms: z.literal(true, { error: 'CONSENT_TERMS_REQUIRED' }),
  agreePrivacy: z.literal(true, { error: 'CONSENT_PRIVACY_REQUIRED' }),
  agreeMail: z.boolean().default(false),
});
export type SignUpConsents = z.infer<typeof signUpConsentsSchema>;

/** `POST /api/auth/sign-up`: the consents, the cabinet password twice and the language chosen so far. */
export const signUpSchema = signUpConsentsSchema
  .extend({
    password: cabinetPasswordSchema,
    passwordConfirm: z.string(),
    languageType: languageSchema.default('ko'),
  })
  .superRefine(matchingPasswords);
export type SignUpInput = z.input<typeof signUpSchema>;

export const signUpResultSchema = z.literal('SUCCESS');

/** `PATCH /api/user/info`. */
export const updateInfoSchema = z
  .object({ nickname: nicknameSchema.optional(), isAgreeMail: z.boolean().optional() })
  .refine((value) => value.nickname !== undefined || value.isAgreeMail !== undefined, { error: 'VALIDATION_FAILED' });
export type UpdateInfoInput = z.input<typeof updateInfoSchema>;

export const profileImageTypeSchema = z.enum(['UPLOAD', 'KEY']);

/** `GET /api/user/me`: the member (spec section 3 "User") plus what the pages need to apply the rules. */
export const meSchema = z.object({
  id: z.number().int(),
  snsProvider: z.string(),
  snsId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  nickname: z.string().nullable(),
  /** When the nickname may change again (ISO), or null when it may change now. */
  nicknameChangeableAt: z.string().nullable(),
  status: z.number().int(),
  role: roleSchema,
  signedUp: z.boolean(),
  isAdult: z.boolean(),
  isAdultKr: z.boolean(),
  purchaseCount: z.number().int(),
  isAgreeMail: z.boolean(),
  profileImage: z.string().nullable(),
  profileImageType: profileImageTypeSchema.nullable(),
  profileKeyId: z.number().int().nullable(),
  communityProfileImage: z.string().nullable(),
  communityProfileImageType: profileImageTypeSchema.nullable(),
  showAdult: z.boolean(),
  isKrIpUser: z.boolean(),
  agreePush: agreePushSchema,
  birthedAt: z.string().nullable(),
  isPreBook: z.boolean(),
  languageType: languageSchema,
  adultVerification: z.object({ ko: z.boolean(), en: z.boolean() }),
  authAdultAt: z.object({ ko: z.number(), en: z.number() }),
  cabinet: z.object({ id: z.number().int(), walletAddress: z.string() }),
  ticketCount: z.number().int(),
  couponCount: z.number().int(),
  unreadNotificationCount: z.number().int(),
  /** KEYs in the member's cart (the sum of its lines' quantities), for the header's cart link. */
  cartItemCount: z.number().int(),
  /** The member's Gold balance (the ledger sum, as `/my/coins` shows it), for the header. */
  goldBalance: z.number().int(),
});
export type Me = z.infer<typeof meSchema>;

/** `POST /user/me` (the frontend proxy): the access token in the body, else the bearer header; no token answers TOKEN_MISSING. */
export const userMeProxyRequestSchema = z.object({ token: z.string({ error: 'VALIDATION_FAILED' }).max(4096, { error: 'VALIDATION_FAILED' }).optional() });
export type UserMeProxyRequest = z.infer<typeof userMeProxyRequestSchema>;

/** `POST /api/auth/refresh`. */
export const tokenPairSchema = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** `GET /api/user/profile/images`: uploaded images and owned KEYs the member can pick. */
export const profileImageChoiceSchema = z.object({
  type: profileImageTypeSchema,
  /** The upload id or the KEY (design) id. */
  id: z.number().int(),
  url: z.string(),
  selected: z.boolean(),
  /** The KEY's name (null for an upload). */
  name: localizedTextSchema.nullable(),
});
export const profileImagesSchema = z.array(profileImageChoiceSchema);
export type ProfileImageChoice = z.infer<typeof profileImageChoiceSchema>;

export const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const PROFILE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

export const setProfileKeySchema = z.object({ keyId: idSchema });
/** `POST /api/user/profile`: an owned KEY design (`keyId`, spec section 7) or one of the member's earlier uploads (`uploadId`). */
export const setProfileImageSchema = z.union([setProfileKeySchema.strict(), z.object({ uploadId: idSchema }).strict()]);
export type SetProfileImageInput = z.infer<typeof setProfileImageSchema>;
/** The `nextChangeAt` detail of NICKNAME_CHANGE_TOO_SOON (ISO). */
export const nicknameTooSoonDetailsSchema = z.object({ nextChangeAt: z.string() });
/** The first profile-image rule (spec section 5) a file breaks by its name and size, or null; the api checks the content too. */
export function profileImageProblem(file: { name: string; size: number }): 'IMAGE_TYPE_NOT_ALLOWED' | 'IMAGE_TOO_LARGE' | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'IMAGE_TYPE_NOT_ALLOWED';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'IMAGE_TOO_LARGE';
  return null;
}

/** `POST /api/user/deactivate` (spec section 5). */
export const DEACTIVATION_REASONS = ['NOT_USING', 'FEW_CONTENTS', 'PRIVACY', 'OTHER_SERVICE', 'OTHER'] as const;
export const deactivateSchema = z
  .object({
    reason: z.enum(DEACTIVATION_REASONS, { error: 'DEACTIVATION_REASON_REQUIRED' }),
    otherReason: plainText({ multiline: true }).trim().max(500).optional(),
    agree: z.literal(true, { error: 'DEACTIVATION_AGREEMENT_REQUIRED' }),
    /** The cabinet password (a stolen access token alone must not erase an account); its lockout applies. */
    password: cabinetPasswordSchema,
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'OTHER' && !value.otherReason) codeIssue(ctx, 'DEACTIVATION_OTHER_REASON_REQUIRED', ['otherReason']);
  });
export type DeactivateInput = z.input<typeof deactivateSchema>;

/** `POST /api/logger` (spec section 7): client error reports. */
export const clientLogSchema = z.object({
  logType: z.enum(['error', 'warn', 'info']),
  ip: plainText().max(64).optional(),
  date: plainText().max(64),
  url: plainText().max(2048),
  action: plainText({ multiline: true }).max(200),
  data: z.unknown().optional(),
});
export type ClientLog = z.infer<typeof clientLogSchema>;

/** Cabinet password reset (spec sections 4, 7 and 8). */
export const cabinetResetCheckSchema = z.object({ userId: idSchema, uuid: z.uuid() });
export const cabinetResetSchema = cabinetResetCheckSchema
  .extend({ newPassword: cabinetPasswordSchema, newPasswordConfirm: z.string() })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.newPasswordConfirm) codeIssue(ctx, 'PASSWORD_MISMATCH', ['newPasswordConfirm']);
  });
export type CabinetResetInput = z.infer<typeof cabinetResetSchema>;
/** The mailed link lives this long (spec section 9). */
export const CABINET_RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** `POST /api/mail/reset-password` answer: where the link went (masked) and until when it works (ISO). */
export const resetMailResultSchema = z.object({ maskedEmail: z.string(), expiresAt: z.string() });
export type ResetMailResult = z.infer<typeof resetMailResultSchema>;
/** `POST /api/cabinet/check` and `PUT /api/cabinet/reset/password` answer. */
export const cabinetResetResultSchema = z.literal('SUCCESS');
