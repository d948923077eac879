import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from 'shared-contract';
import { requestCookies } from '../../http/cookies';

const isLanguage = (value: string | undefined): value is Language => LANGUAGES.some((language) => language === value);

/**
 * The language a page is rendered in, chosen as the shell's i18n chooses it, so the first screen and the app agree:
 * the saved choice (cookie), then the first supported language of Accept-Language, then Korean.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const saved = requestCookies(request)[LANGUAGE_COOKIE];
  if (isLanguage(saved)) return saved;
  const [preferred] = new Negotiator(request.raw).languages([...LANGUAGES]);
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}

/** Auth.js's session cookie (`__Secure-` on https; `.N` when it is split in chunks). */
const SESSION_COOKIE = /^(?:__Secure-)?authjs\.session-token(?:\.\d+)?$/;

/** Whether the request carries a session cookie (not whether it is valid: the app asks for the session). */
export const hasSessionCookie = (request: FastifyRequest): boolean =>
  Object.entries(requestCookies(request)).some(([name, value]) => SESSION_COOKIE.test(name) && Boolean(value));
