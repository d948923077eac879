import { communityPostSchema, communityProfileSchema, communityReplySchema } from 'shared-contract';

/**
 * What the writes answer (COMMUNITY_API): a new, edited or pinned post is the post; a new or edited comment is the
 * comment (a new one also carries its empty `replies`, which the reply shape leaves out); a profile write is the profile.
 */
export const postAnswerSchema = communityPostSchema;
export const commentAnswerSchema = communityReplySchema;
export const profileAnswerSchema = communityProfileSchema;
