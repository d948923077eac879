import i18next from 'i18next';
import { pickLanguage } from 'shared-contract';
import { trackLoading } from './loading-store';

export const REQUEST_TIMEOUT_MS = 10_000;
export const UPLOAD_TIMEOUT_MS = 30_000;
export const ENVIRONMENT_HEADER = 'x-keys-env';

/** The language every request asks its answer (and its error messages) in. */
export const requestLanguage = () => pickLanguage(i18next.resolvedLanguage ?? i18next.language);

/** Every network attempt holds the loading overlay flag while it is in flight. */
export const trackedFetch: typeof fetch = (input, init) => trackLoading(globalThis.fetch(input, init));
