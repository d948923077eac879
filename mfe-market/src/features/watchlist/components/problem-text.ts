import { errorMessage, type Language } from 'shared-contract';
import { ApiError } from 'shared-session';

/** An api refusal's message (already in the page's language), or the catalogue's temporary error. */
export const problemText = (error: unknown, language: Language) => (error instanceof ApiError ? error.message : errorMessage('TEMPORARY_ERROR', language));
