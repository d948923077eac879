import { z } from 'zod';
import { collectionWithProjectsSchema, keySummarySchema, projectSummarySchema } from './catalog';
import { faqSchema } from './support';

/** The `data` of list endpoints whose answer is a plain array (no paging). */
export const otherKeysResponseSchema = z.array(keySummarySchema);
export type OtherKeysResponse = z.infer<typeof otherKeysResponseSchema>; // GET /api/project/other-keys
export const projectSearchResultSchema = z.array(projectSummarySchema);
export type ProjectSearchResult = z.infer<typeof projectSearchResultSchema>; // GET /api/search/project
export const keySearchResultSchema = z.array(keySummarySchema);
export type KeySearchResult = z.infer<typeof keySearchResultSchema>; // GET /api/search/key
export const topProjectsResponseSchema = z.array(projectSummarySchema);
export type TopProjectsResponse = z.infer<typeof topProjectsResponseSchema>; // GET /api/search/projectForTop6
export const collectionListResponseSchema = z.array(collectionWithProjectsSchema);
export type CollectionListResponse = z.infer<typeof collectionListResponseSchema>; // GET /api/collection/list?kind=
export const faqListResponseSchema = z.array(faqSchema); // GET /api/faq
