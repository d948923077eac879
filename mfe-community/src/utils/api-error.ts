import { ApiError } from 'shared-session';

/** The catalogue code of a failure (a network failure or a bug counts as a temporary error). */
export const errorCode = (error: unknown): string => (error instanceof ApiError ? error.code : 'TEMPORARY_ERROR');

/** `details` of an ApiError, or an empty object. */
export const errorDetails = (error: unknown): Record<string, unknown> => (error instanceof ApiError ? (error.details ?? {}) : {});
