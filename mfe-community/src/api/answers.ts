import { communityPostSchema, communityProfileSchema, communityReplySchema } from 'shared-contract';

/**
 * What a write answers is not pinned by the contract (the new or edited post, comment or profile, or less): the pages
 * reload the lists after a write, so these accept any object the api sends back (known fields checked, none required).
 * Derived from the contract's schemas, so the remote does not bundle its own zod.
 */
export const postAnswerSchema = communityPostSchema.partial();
export const commentAnswerSchema = communityReplySchema.partial();
export const profileAnswerSchema = communityProfileSchema.partial();
