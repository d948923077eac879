import { parseCookie, stringifySetCookie, type ParseOptions } from 'cookie';
import type { FastifyRequest } from 'fastify';

/** The request's cookies by name, values URI-decoded unless `options` say otherwise (a value that does not decode is kept as sent). */
export const requestCookies = (request: FastifyRequest, options?: ParseOptions) => parseCookie(request.headers.cookie ?? '', options);

/** The Set-Cookie header that removes a cookie set on the root path. */
export const clearedCookie = (name: string) => stringifySetCookie({ name, value: '', path: '/', maxAge: 0, sameSite: 'lax' });

/** A first-party cookie on the root path, kept for `maxAgeSeconds`, never readable by scripts. */
export const persistentCookie = (name: string, value: string, maxAgeSeconds: number, secure: boolean) =>
  stringifySetCookie({ name, value, path: '/', maxAge: maxAgeSeconds, sameSite: 'lax', httpOnly: true, secure });
