import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: string;
  /** The route pattern as registered, e.g. `/api/market/:id`. */
  url: string;
}

/** Every /api route with the methods it answers, read from Fastify's own route tree (a child extends its parent's path). */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = line.indexOf('── ');
    if (branch < 0) continue;
    const depth = Math.round((branch - 1) / 4);
    const match = /^(\S+)(?: \(([A-Z, ]+)\))?/.exec(line.slice(branch + 3));
    if (!match?.[1]) continue;
    paths[depth] = `${depth > 0 ? (paths[depth - 1] ?? '') : ''}${match[1]}`;
    paths.length = depth + 1;
    for (const method of match[2]?.split(', ') ?? []) routes.push({ method, url: paths[depth] ?? '' });
  }
  return routes.filter((route) => route.url.startsWith('/api/'));
}

/** A concrete URL for a route pattern: every parameter (and a trailing wildcard) becomes `value`. */
export const concreteUrl = (url: string, value = '1') => url.replace(/:[A-Za-z]+/g, value).replace(/\*$/, value);

export const isWriteMethod = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
