import type { FastifyInstance } from 'fastify';

/** A minimal browser for sign-in round trips in api tests (real HTTP against a listening app). */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  private cookieHeader(url: URL) {
    const cookies = this.jar.get(url.origin);
    return cookies ? [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  private store(url: URL, response: Response) {
    const cookies = this.jar.get(url.origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(url.origin, cookies);
  }

  async request(input: string | URL, init: { method?: string; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {}) {
    const url = new URL(input);
    const headers: Record<string, string> = { cookie: this.cookieHeader(url), accept: 'text/html,application/json', ...init.headers };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    this.store(url, response);
    return response;
  }

  /**
   * Sets a cookie (a page's script, or a copy taken earlier: a replayed, stolen session cookie), or with null drops it
   * (as a browser's SameSite rule leaves it behind).
   */
  setCookie(origin: string, name: string, value: string | null) {
    const cookies = this.jar.get(origin) ?? new Map<string, string>();
    if (value === null) cookies.delete(name);
    else cookies.set(name, value);
    this.jar.set(origin, cookies);
  }

  cookieNames(origin: string) {
    return [...(this.jar.get(origin)?.keys() ?? [])];
  }

  cookie(origin: string, name: string) {
    return this.jar.get(origin)?.get(name);
  }
}

export const locationOf = (response: Response, base: string) => {
  const location = response.headers.get('location');
  if (!location) throw new Error(`Expected a redirect, got ${response.status}`);
  return new URL(location, base);
};

/** Listens on a loopback port and answers the origin (sign-in needs real redirects to the local issuer). */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

export type BrowserSession = {
  user: { id: number; email: string; name: string; provider: string; status: number; signUpRequired: boolean };
  expires: string;
  accessToken: string;
  accessTokenExpiresAt: number;
} | null;

/**
 * Runs a local-issuer sign-in in a new browser (csrf, signin with login_hint, issuer, callback) and
 * answers the browser and the callback's answer (a redirect to the landing page).
 */
export async function signInThroughLocalIssuer(origin: string, email: string): Promise<{ browser: Browser; returned: Response }> {
  const browser = new Browser();
  const csrf = (await (await browser.request(`${origin}/auth/csrf`)).json()) as { csrfToken: string };
  const signIn = await browser.request(`${origin}/auth/signin/local?${new URLSearchParams({ login_hint: email })}`, {
    method: 'POST',
    form: { csrfToken: csrf.csrfToken, callbackUrl: `${origin}/callback/login-success` },
  });
  const issued = await browser.request(locationOf(signIn, origin));
  const returned = await browser.request(locationOf(issued, origin));
  return { browser, returned };
}

/** Signs a new browser in through the local issuer; fails unless the callback redirects. */
export async function signInWithLocalIssuer(origin: string, email: string): Promise<Browser> {
  const { browser, returned } = await signInThroughLocalIssuer(origin, email);
  if (returned.status !== 302) throw new Error(`sign-in callback answered ${returned.status}`);
  return browser;
}

export async function readSession(browser: Browser, origin: string): Promise<BrowserSession> {
  return (await (await browser.request(`${origin}/auth/session`)).json()) as BrowserSession;
}

/** Auth.js session update (`POST /auth/session { csrfToken, data }`), as the page does to refresh its tokens. */
export async function updateSession(browser: Browser, origin: string, data: unknown): Promise<BrowserSession> {
  const csrf = (await (await browser.request(`${origin}/auth/csrf`)).json()) as { csrfToken: string };
  const response = await browser.request(`${origin}/auth/session`, { method: 'POST', json: { csrfToken: csrf.csrfToken, data } });
  return (await response.json()) as BrowserSession;
}
