import { randomInt } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CANARY_BUCKET_COOKIE, REMOTE_OVERRIDES_HEADER, REMOTE_VERSIONS_HEADER } from 'shared-contract';
import type { AppContext } from '../context';
import { persistentCookie, requestCookies } from '../http/cookies';
import { registerSharePageRoutes } from '../modules/sharing/sharing-routes';
import { registerCollectorPageRoute } from '../modules/showcase/showcase-page';
import { cacheControlFor, NO_CACHE } from '../http/cache-control';
import { sendStoredBody } from '../http/cached-reply';
import { createFirstScreens } from './first-screen/first-screen-routes';
import { isRemoteName, type Registry, RegistryError, type RemotesRegistry } from './registry';
import { buildMissingPage } from './unavailable-page';
import { isStorageKey } from '../storage/file-storage';
import { sendStoredFile } from '../storage/send-stored-file';
import { isInternetExplorer, unsupportedBrowserPage } from './unsupported-browser';
import { appleSignInDestination, clearAppleCallbackCookie } from './apple-callback';
import { pageLanguage } from './first-screen/page-request';

/** Paths that never fall back to the shell: the API, auth, remote builds, deployed builds, internal routes. */
const RESERVED = /^\/(?:api|auth|remotes|deploy|_)(?:\/|$)/;

async function isFile(root: string, relativePath: string): Promise<boolean> {
  if (relativePath.includes('\0')) return false;
  const resolved = path.resolve(root, `./${relativePath}`);
  if (resolved !== root && !resolved.startsWith(`${root}${path.sep}`)) return false;
  try {
    return (await stat(resolved)).isFile();
  } catch {
    return false;
  }
}

async function isDirectory(directory: string): Promise<boolean> {
  try {
    return (await stat(directory)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * A client that asks only for JSON (no HTML, no wildcard) gets the API's 404 for an unknown path; any other GET gets
 * the page, as uptime monitors, crawlers and curl send `*\/*` or no Accept at all.
 */
const asksOnlyForJson = (request: FastifyRequest) => {
  const accept = (request.headers.accept ?? '').toLowerCase();
  return accept.includes('json') && !accept.includes('text/html') && !accept.includes('*/*');
};

/** Remote builds load from other origins too (a remote's own dev server, a CDN in front of the api). */
const CROSS_ORIGIN = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

function sendStatic(reply: FastifyReply, root: string, relativePath: string, shared: boolean) {
  reply.header('cache-control', cacheControlFor(relativePath));
  if (shared) reply.headers(CROSS_ORIGIN);
  return reply.sendFile(relativePath, root);
}

function sendBuildMissing(reply: FastifyReply, what: string, command: string) {
  return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(buildMissingPage(what, command));
}

const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The browser's canary bucket (0-99) from its cookie, or a new random one the answer sets; sticky across reloads. */
function canaryBucket(request: FastifyRequest, reply: FastifyReply, secure: boolean): number {
  const kept = requestCookies(request)[CANARY_BUCKET_COOKIE];
  if (kept !== undefined && /^\d{1,2}$/.test(kept)) return Number(kept);
  const bucket = randomInt(100);
  reply.header('set-cookie', persistentCookie(CANARY_BUCKET_COOKIE, String(bucket), BUCKET_MAX_AGE_SECONDS, secure));
  return bucket;
}

/** `market=1.2.0+abc (canary), cabinet=0.1.0`: what the page was given, for whoever debugs it. */
const describeVersions = (remotes: Registry) =>
  Object.entries(remotes)
    .map(([name, remote]) => `${name}=${remote.version}${remote.canary ? ' (canary)' : ''}`)
    .join(', ');

/** The built frontends on the api's origin: the shell at `/`, remotes at `/remotes/<name>/`, deployed copies at `/deploy/`. */
export async function registerWebRoutes(app: FastifyInstance, context: AppContext, registry: RemotesRegistry) {
  const { config, releases } = context;
  const shellRoot = path.join(config.webRoot, 'shell', 'dist');
  // Shared KEY links carry their open-graph tags in the served page (crawlers do not run the app).
  await registerSharePageRoutes(app, context, shellRoot);
  await registerCollectorPageRoute(app, context, shellRoot);
  await app.register(fastifyStatic, { root: config.webRoot, serve: false, cacheControl: false, etag: true, lastModified: true });
  const firstScreenPage = createFirstScreens(context, shellRoot);

  app.get('/remotes.json', async (request, reply) => {
    try {
      const bucket = canaryBucket(request, reply, config.publicUrl.startsWith('https:'));
      // Relative entries resolve against PUBLIC_URL, never the request's Host header.
      const remotes = await registry.read(config.publicUrl, bucket);
      if (config.nodeEnv !== 'production') reply.header(REMOTE_OVERRIDES_HEADER, 'allowed');
      // Each browser may get its own answer (its canary bucket): never stored by a shared cache.
      return reply.header('cache-control', `private, ${NO_CACHE}`).header(REMOTE_VERSIONS_HEADER, describeVersions(remotes)).send(remotes);
    } catch (error) {
      if (!(error instanceof RegistryError)) throw error;
      request.log.error({ err: error }, 'remotes registry unavailable');
      return reply.code(503).header('cache-control', 'no-store').send({ error: error.message });
    }
  });

  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
    const { name, '*': file } = request.params;
    if (!isRemoteName(name)) return reply.callNotFound();
    const root = path.join(config.webRoot, `mfe-${name}`, 'dist');
    if (!(await isDirectory(root))) return sendBuildMissing(reply, `mfe-${name}`, `npm run build -w mfe-${name}`);
    if (!(await isFile(root, file))) return reply.callNotFound();
    return sendStatic(reply, root, file, true);
  });

  // Published releases (`<name>/<version>/<file>`), from the release storage every instance shares.
  app.get<{ Params: { '*': string } }>('/deploy/*', async (request, reply) => {
    const file = request.params['*'];
    if (!isStorageKey(file)) return reply.callNotFound();
    return sendStoredFile(request, reply, releases, file, {
      caching: 'immutable',
      headers: { 'cache-control': cacheControlFor(file), ...CROSS_ORIGIN },
      whenMissing: () => reply.callNotFound(),
    });
  });

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const pathname = `/${request.params['*']}`;
    if (RESERVED.test(pathname)) return reply.callNotFound();
    const file = pathname.slice(1);
    if (file && (await isFile(shellRoot, file))) return sendStatic(reply, shellRoot, file, false);
    const lastSegment = pathname.split('/').pop() ?? '';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(lastSegment);
    if (looksLikeFile || (file && asksOnlyForJson(request))) return reply.callNotFound();
    const appleDestination = pathname === '/' ? appleSignInDestination(request, config.publicUrl) : undefined;
    if (appleDestination !== undefined) {
      reply.header('cache-control', NO_CACHE).header('set-cookie', clearAppleCallbackCookie());
      return reply.redirect(appleDestination ?? '/main', 302);
    }
    if (isInternetExplorer(request)) {
      return reply
        .header('cache-control', NO_CACHE)
        .header('vary', 'user-agent, accept-language, cookie')
        .type('text/html; charset=utf-8')
        .send(unsupportedBrowserPage(pageLanguage(request)));
    }
    if (!(await isFile(shellRoot, 'index.html'))) return sendBuildMissing(reply, 'shell', 'npm run build');
    const drawn = await firstScreenPage(request, pathname);
    if (drawn) {
      // Drawn in the visitor's language (Accept-Language, or the saved choice in a cookie).
      return sendStoredBody(request, reply, drawn).header('vary', 'accept-encoding, accept-language, cookie');
    }
    return reply.header('cache-control', NO_CACHE).sendFile('index.html', shellRoot);
  });
}
