import { z } from 'zod';
import { collectionWithProjectsSchema, keySummarySchema, projectSummarySchema } from './catalog';
import { faqSchema } from './support';

/** The `data` of list endpoints whose answer is a plain array (no paging). */
export const otherKeysResponseSchema = z.array(keySummarySchema); // GET /api/project/other-keys
export const projectSearchResultSchema = z.array(projectSummarySchema); // GET /api/search/project
export const keySearchResultSchema = z.array(keySummarySchema); // GET /api/search/key
export const topProjectsResponseSchema = z.array(projectSummarySchema); // GET /api/search/projectForTop6
export const collectionListResponseSchema = z.array(collectionWithProjectsSchema); // GET /api/collection/list?kind=
export const faqListResponseSchema = z.array(faqSchema); // GET /api/faq
