import type { FastifyRequest } from 'fastify';
import { pickLanguage, type Language } from 'shared-contract';

/** The request's language from `accept-language` (its first choice); Korean by default. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const first = (typeof header === 'string' ? header : header?.[0])?.split(',')[0]?.trim();
  return pickLanguage(first);
}
