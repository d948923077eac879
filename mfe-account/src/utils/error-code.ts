import { ApiError } from 'shared-session';

/** The catalogue code of a failed request (an `ApiError`), or TEMPORARY_ERROR for anything else (network, parsing). */
export const errorCodeOf = (error: unknown): string => (error instanceof ApiError ? error.code : 'TEMPORARY_ERROR');
