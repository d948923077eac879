// Zod-free on purpose: the session client and the api both read it.

/** Whether a path used as a link stays on the origin it is resolved against (`//host`, `/\host` do not). */
const staysOnOrigin = (path: string, origin: string) => {
  try {
    return new URL(path, origin).origin === origin;
  } catch {
    return false;
  }
};

/**
 * The same-origin path (with query and hash) `value` resolves to against `origin`, or null: never another site
 * (no open redirect). The path kept must itself stay on the origin when it becomes a link: `/.//evil.example`
 * resolves here to the path `//evil.example`, which as an href leaves the site.
 */
export function resolveSameOriginPath(value: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && staysOnOrigin(path, origin) ? path : null;
}
