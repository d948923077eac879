import { Auth } from '@auth/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_PATHS, authClientLogSchema } from 'shared-contract';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { AUTH_BASE_PATH, type AuthSetup } from './auth-config';

/** The web Request Auth.js handles: on PUBLIC_URL's origin, or (AUTH_TRUST_HOST=1) the request's own Host. */
function toWebRequest(request: FastifyRequest, origin: string | undefined): Request {
  const url = new URL(`${origin ?? `${request.protocol}://${request.host}`}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && typeof request.body === 'string';
  return new Request(url, { method: request.method, headers, body: hasBody ? (request.body as string) : undefined });
}

async function sendWebResponse(response: Response, reply: FastifyReply) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/** A raw body as the session client sends it: form-encoded (as Auth.js's own clients do) or JSON. */
function formOrJson(request: FastifyRequest): unknown {
  if (typeof request.body !== 'string' || request.body === '') return {};
  if ((request.headers['content-type'] ?? '').includes('json')) {
    try {
      return JSON.parse(request.body);
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(request.body));
}

/** Auth.js on `GET|POST /auth/*`: the web Request/Response handler behind a small adapter. */
export async function registerAuthRoutes(app: FastifyInstance, auth: AuthSetup) {
  app.addHook('onClose', async () => auth.close());
  await app.register(async (scope) => {
    // Auth.js reads the raw body itself (form-encoded or JSON).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    // The session client's log (spec section 7): Auth.js itself answers 400 to it.
    scope.post(AUTH_PATHS.log, { bodyLimit: 8 * 1024 }, async (request) => {
      const entry = parseWith(authClientLogSchema, formOrJson(request));
      const fields = { authClient: entry };
      if (entry.level === 'error') request.log.error(fields, 'session client error');
      else if (entry.level === 'warn') request.log.warn(fields, 'session client warning');
      else request.log.debug(fields, 'session client debug');
      return ok(null);
    });
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      handler: async (request, reply) => sendWebResponse(await Auth(toWebRequest(request, auth.origin), auth.config), reply),
    });
  });
}
