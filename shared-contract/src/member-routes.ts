import { z } from 'zod';
import { languageSchema } from './i18n';

/*
 * What only the api's member routes declare (their path parameters and answers no page reads). Kept apart from
 * member.ts so no frontend bundle carries them: a module none of whose exports a page uses is left out of its build.
 */

/** `PUT /api/user/{language}`: the account's language, and the answer. */
export const userLanguageParamsSchema = z.object({ language: languageSchema });
export const userLanguageResultSchema = z.object({ languageType: languageSchema });

/** `GET /api/user/profile/image/:id`: an upload's public id (one that is not 32 hex digits is NOT_FOUND, like an unknown one). */
export const profileUploadParamsSchema = z.object({ id: z.string() });

/** `POST /api/user/deactivate` answer. */
export const deactivateResultSchema = z.literal('SUCCESS');

/** What `POST /api/logger` answers: nothing but the envelope. */
export const clientLogResultSchema = z.null();
