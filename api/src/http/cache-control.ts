/** `name.<12 hex>.ext`: webpack's content-hashed output, safe to keep forever. */
const HASHED = /\.[0-9a-f]{12}\.[a-z0-9]+$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_STORE = 'no-store';
/**
 * Content whose bytes can change under the same URL (a catalog row's art, which staff may edit): kept an hour, then
 * shown at once while the browser revalidates it with its ETag, so an edit shows within an hour of a visit.
 */
export const HOURLY = 'public, max-age=3600, stale-while-revalidate=604800';

/** Entry points (index.html, remoteEntry.js, mf-manifest.json) and anything unhashed revalidate on every use. */
export function cacheControlFor(filePath: string): string {
  const name = filePath.split('/').pop() ?? '';
  if (name === 'index.html' || name === 'remoteEntry.js' || name === 'mf-manifest.json') return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
