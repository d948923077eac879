import { z } from 'zod';
import { idSchema, queryId } from './input';
import { localizedTextSchema } from './i18n';

/** Likes of KEYs and projects (the market remote's likes feature, the api's likes module). */

const id = queryId;

export const LIKE_TARGET_TYPES = ['KEY', 'PROJECT'] as const;
export const likeTargetTypeSchema = z.enum(LIKE_TARGET_TYPES);
export type LikeTargetType = z.infer<typeof likeTargetTypeSchema>;

export const likeTargetSchema = z.object({ targetType: likeTargetTypeSchema, targetId: id });
export type LikeTarget = z.infer<typeof likeTargetSchema>;
export const likeRequestSchema = z.object({ targetType: likeTargetTypeSchema, targetId: idSchema, liked: z.boolean() });
export type LikeRequest = z.infer<typeof likeRequestSchema>;

/** A target's like count and whether the asking member likes it (false for visitors). */
/** Answers carry the target's id as a number (not a URL's text), so the schema also serializes them. */
export const likeStatusSchema = likeTargetSchema.extend({ targetId: z.number().int(), count: z.number().int(), liked: z.boolean() });
export type LikeStatus = z.infer<typeof likeStatusSchema>;

export const likeItemSchema = likeTargetSchema.extend({
  targetId: z.number().int(),
  name: localizedTextSchema,
  imageUrl: z.string(),
  likedAt: z.string(),
});
export type LikeItem = z.infer<typeof likeItemSchema>;
export const likeListSchema = z.array(likeItemSchema);
