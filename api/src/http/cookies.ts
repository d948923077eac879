import { parseCookie, stringifySetCookie, type ParseOptions } from 'cookie';
import type { FastifyRequest } from 'fastify';

/** The request's cookies by name, values URI-decoded unless `options` say otherwise (a value that does not decode is kept as sent). */
export const requestCookies = (request: FastifyRequest, options?: ParseOptions) => parseCookie(request.headers.cookie ?? '', options);

/** The Set-Cookie header that removes a cookie set on the root path. */
export const clearedCookie = (name: string) => stringifySetCookie({ name, value: '', path: '/', maxAge: 0, sameSite: 'lax' });
