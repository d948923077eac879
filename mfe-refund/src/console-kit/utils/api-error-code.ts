import { ApiError } from 'shared-session';

/** The catalogue code of a failed call: the api's own, else TEMPORARY_ERROR (no answer, or not the api's). */
export const apiErrorCode = (error: unknown): string => (error instanceof ApiError ? error.code : 'TEMPORARY_ERROR');
