import { z } from 'zod';
import { idSchema, plainText } from './input';
import { drawnKeySchema } from './purchase';

/**
 * The public showcase (issue 15 B): opt-in and off by default. A member publishes chosen KEYs of their cabinet at
 * `/collector/<nickname>`; only the nickname, the profile image and those KEYs (art, name, project, serial, rarity)
 * are public. A KEY that leaves the member (sold, transferred) is no longer shown.
 */

/** At most this many KEYs on one showcase. */
export const SHOWCASE_MAX_KEYS = 100;

export const showcaseKeySchema = z.object({
  keyItemId: z.number().int(),
  serialNo: z.number().int(),
  key: drawnKeySchema,
});
export type ShowcaseKey = z.infer<typeof showcaseKeySchema>;

/** `GET /api/showcase/collector/{nickname}`: what a visitor sees. */
export const publicShowcaseSchema = z.object({
  nickname: z.string(),
  profileImageUrl: z.string().nullable(),
  items: z.array(showcaseKeySchema),
});
export type PublicShowcase = z.infer<typeof publicShowcaseSchema>;

/** `GET /api/showcase/mine`: the member's setting; `keyItemIds` are the published KEYs they still own, in order. */
export const myShowcaseSchema = z.object({
  enabled: z.boolean(),
  /** The nickname the public page is at (null: the member has none yet, so there is no public page). */
  nickname: z.string().nullable(),
  keyItemIds: z.array(z.number().int()),
});
export type MyShowcase = z.infer<typeof myShowcaseSchema>;

/** `PUT /api/showcase/mine`: on or off, and the KEYs to publish (the member's revealed KEYs), first to last. */
export const showcaseUpdateRequestSchema = z.object({
  enabled: z.boolean(),
  keyItemIds: z
    .array(idSchema)
    .max(SHOWCASE_MAX_KEYS)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'VALIDATION_FAILED' }),
});
export type ShowcaseUpdateRequest = z.infer<typeof showcaseUpdateRequestSchema>;

export const showcaseCollectorParamsSchema = z.object({ nickname: plainText().min(1).max(64) });
