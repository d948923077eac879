import type { FastifyRequest } from 'fastify';
import { pickLanguage, type Language } from 'shared-contract';

/** The request's language from `accept-language` (its first choice); Korean by default. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return pickLanguage(first);
}
