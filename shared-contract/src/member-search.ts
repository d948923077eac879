import { z } from 'zod';
import { NICKNAME_CHARACTERS, NICKNAME_MAX_LENGTH } from './member';

/** The most members a nickname search answers. */
export const NICKNAME_SEARCH_LIMIT = 10;
/** Shorter searches would list members by their first letter. */
export const NICKNAME_SEARCH_MIN_LENGTH = 2;

/** `GET /api/search/nickname?nickname=`: only nickname characters, so the text is never a LIKE pattern. */
export const nicknameSearchQuerySchema = z.object({
  nickname: z
    .string({ error: 'VALIDATION_FAILED' })
    .trim()
    .min(NICKNAME_SEARCH_MIN_LENGTH, { error: 'VALIDATION_FAILED' })
    .max(NICKNAME_MAX_LENGTH, { error: 'VALIDATION_FAILED' })
    .regex(NICKNAME_CHARACTERS, { error: 'VALIDATION_FAILED' }),
});
export type NicknameSearchQuery = z.infer<typeof nicknameSearchQuerySchema>;

/** What anyone signed in may see of another member: no id, e-mail or wallet address. */
export const publicMemberSchema = z.object({
  nickname: z.string(),
  /** The member's profile image (an upload or a KEY's art), or null for the placeholder. */
  profileImage: z.string().nullable(),
});
export type PublicMember = z.infer<typeof publicMemberSchema>;

export const nicknameSearchSchema = z.object({ items: z.array(publicMemberSchema) });
export type NicknameSearch = z.infer<typeof nicknameSearchSchema>;
