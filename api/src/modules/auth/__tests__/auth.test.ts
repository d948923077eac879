import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encode } from '@auth/core/jwt';
import { Browser, listen, locationOf } from '../../../testing/auth-browser';
import { createTestApp, emptyWebRoot, type TestApp } from '../../../testing/test-app';
import { createTestMember } from '../../../testing/test-members';
import { openTestDatabase } from '../../../testing/test-database';
import type { AppDatabase } from '../../../db/database';

// The app start (PGlite, issuer key pair) is slow on a busy machine; the root Jest run ignores the project's testTimeout.
jest.setTimeout(60_000);

describe('Auth.js sign-in with the local OIDC issuer', () => {
  let database: AppDatabase;
  let test_: TestApp;
  let origin: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    test_ = await createTestApp('pglite', { database });
    origin = await listen(test_.app);
  });
  afterAll(async () => {
    await test_?.close();
    await database?.close();
  });

  test('providers lists only the local issuer when no OAuth credentials are set', async () => {
    const response = await fetch(`${origin}/auth/providers`);
    expect(response.status).toBe(200);
    const providers = (await response.json()) as Record<string, { id: string; type: string; signinUrl: string }>;
    expect(Object.keys(providers)).toEqual(['local']);
    expect(providers['local']).toMatchObject({ id: 'local', type: 'oidc', signinUrl: `${origin}/auth/signin/local` });
  });

  test('csrf -> signin -> issuer (login_hint) -> callback -> session carries the e-mail; sign-out ends it', async () => {
    const browser = new Browser();
    const anonymous = await browser.request(`${origin}/auth/session`);
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toBeNull();

    const csrf = (await (await browser.request(`${origin}/auth/csrf`)).json()) as { csrfToken: string };
    expect(csrf.csrfToken).toMatch(/^\w{32,}$/);

    const signIn = await browser.request(`${origin}/auth/signin/local?login_hint=Mina@Example.com`, {
      method: 'POST',
      form: { csrfToken: csrf.csrfToken, callbackUrl: `${origin}/callback/login-success?callbackUrl=%2Fmain` },
    });
    expect(signIn.status).toBe(302);
    const authorize = locationOf(signIn, origin);
    const issuerOrigin = test_.app.server.listening ? authorize.origin : '';
    expect(authorize.hostname).toBe('127.0.0.1');
    expect(authorize.pathname).toBe('/authorize');
    expect(authorize.searchParams.get('login_hint')).toBe('Mina@Example.com');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(signIn.headers.get('content-security-policy')).toContain(`form-action 'self' ${issuerOrigin}`);

    const issued = await browser.request(authorize);
    expect(issued.status).toBe(302);
    const callback = locationOf(issued, issuerOrigin);
    expect(callback.href.startsWith(`${origin}/auth/callback/local?`)).toBe(true);

    const returned = await browser.request(callback);
    expect(returned.status).toBe(302);
    expect(locationOf(returned, origin).href).toBe(`${origin}/callback/login-success?callbackUrl=%2Fmain`);
    expect(browser.cookieNames(origin)).toContain('authjs.session-token');

    const session = (await (await browser.request(`${origin}/auth/session`)).json()) as {
      user: { email: string; name: string; provider: string };
      expires: string;
    };
    expect(session.user).toMatchObject({ email: 'mina@example.com', name: 'mina', provider: 'local' });
    const days = (Date.parse(session.expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    const freshCsrf = (await (await browser.request(`${origin}/auth/csrf`)).json()) as { csrfToken: string };
    const signOut = await browser.request(`${origin}/auth/signout`, {
      method: 'POST',
      form: { csrfToken: freshCsrf.csrfToken, callbackUrl: `${origin}/callback/logout-success` },
    });
    expect(signOut.status).toBe(302);
    expect(locationOf(signOut, origin).href).toBe(`${origin}/callback/logout-success`);
    expect(await (await browser.request(`${origin}/auth/session`)).json()).toBeNull();
  });

  test('without login_hint the issuer shows its own page listing the demo members', async () => {
    const browser = new Browser();
    const csrf = (await (await browser.request(`${origin}/auth/csrf`)).json()) as { csrfToken: string };
    const signIn = await browser.request(`${origin}/auth/signin/local`, { method: 'POST', form: { csrfToken: csrf.csrfToken } });
    const page = await browser.request(locationOf(signIn, origin));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('demo@keys.local');
    expect(html).toContain('name="login_hint"');
    expect(html).toContain('name="code_challenge"');
  });

  test('sign-in by fetch (X-Auth-Return-Redirect) answers the url to go to; an error comes back in its error parameter', async () => {
    const browser = new Browser();
    const csrf = (await (await browser.request(`${origin}/auth/csrf`)).json()) as { csrfToken: string };
    const started = await browser.request(`${origin}/auth/signin/local?login_hint=fetch@example.com`, {
      method: 'POST',
      form: { csrfToken: csrf.csrfToken, callbackUrl: `${origin}/main`, json: 'true' },
      headers: { 'x-auth-return-redirect': '1' },
    });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    expect(new URL(url).pathname).toBe('/authorize');
    expect(new URL(url).searchParams.get('error')).toBeNull();

    const refused = await browser.request(`${origin}/auth/signin/local`, {
      method: 'POST',
      form: { json: 'true' },
      headers: { 'x-auth-return-redirect': '1' },
    });
    const { url: errorUrl } = (await refused.json()) as { url: string };
    expect(new URL(errorUrl).pathname).toBe('/user/login');
    expect(new URL(errorUrl).searchParams.get('error')).toBe('MissingCSRF');
  });

  test("POST /auth/_log takes the session client's log lines (form-encoded or JSON); a malformed one is refused with a code", async () => {
    const browser = new Browser();
    const form = await browser.request(`${origin}/auth/_log`, {
      method: 'POST',
      form: { level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'providers: Failed to fetch' },
    });
    expect(form.status).toBe(200);
    expect(await form.json()).toMatchObject({ result: 'SUCCESS' });
    const json = await browser.request(`${origin}/auth/_log`, { method: 'POST', json: { level: 'warn', code: 'CLIENT_SESSION_ERROR' } });
    expect(json.status).toBe(200);
    const bad = await browser.request(`${origin}/auth/_log`, { method: 'POST', form: { level: 'loud', code: '' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ result: 'FAIL', error: { code: 'VALIDATION_FAILED' } });
  });

  test('a sign-in without the csrf token is refused and no session starts', async () => {
    const browser = new Browser();
    const response = await browser.request(`${origin}/auth/signin/local?login_hint=a@b.c`, { method: 'POST', form: {} });
    expect(response.status).toBe(302);
    expect(locationOf(response, origin).pathname).toBe('/user/login');
    expect(locationOf(response, origin).searchParams.get('error')).toBe('MissingCSRF');
    expect(await (await browser.request(`${origin}/auth/session`)).json()).toBeNull();
  });
});

describe('Sign in with Apple against the local issuer standing in for Apple (AUTH_LOCAL_APPLE=1)', () => {
  let database: AppDatabase;
  let test_: TestApp;
  let origin: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    test_ = await createTestApp('pglite', { database, env: { AUTH_LOCAL_APPLE: '1' } });
    origin = await listen(test_.app);
  });
  afterAll(async () => {
    await test_?.close();
    await database?.close();
  });

  test("Apple's form_post callback comes without the callback-url cookie, ends at /, and / follows the Apple callback cookie", async () => {
    const providers = (await (await fetch(`${origin}/auth/providers`)).json()) as Record<string, { type: string }>;
    expect(Object.keys(providers).sort()).toEqual(['apple', 'local']);

    const browser = new Browser();
    const destination = '/callback/login-success?callbackUrl=%2Fcabinet';
    // What the session client does before going to Apple.
    browser.setCookie(origin, 'keys-apple-callback', encodeURIComponent(destination));
    const csrf = (await (await browser.request(`${origin}/auth/csrf`)).json()) as { csrfToken: string };
    const started = await browser.request(`${origin}/auth/signin/apple?login_hint=apple.fan@example.com`, {
      method: 'POST',
      form: { csrfToken: csrf.csrfToken, callbackUrl: `${origin}${destination}` },
    });
    const authorize = locationOf(started, origin);
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();

    // Apple answers with a page that posts the code and state to the callback.
    const page = await browser.request(authorize);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(action).toBe(`${origin}/auth/callback/apple`);
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1], match[2]]));
    expect(Object.keys(fields).sort()).toEqual(['code', 'state']);

    // The cross-site POST: the Lax callback-url cookie stays behind.
    browser.setCookie(origin, 'authjs.callback-url', null);
    const callback = await browser.request(action ?? '', { method: 'POST', form: fields as Record<string, string> });
    expect(callback.status).toBe(302);
    const landed = locationOf(callback, origin);
    expect(landed.pathname).toBe('/');
    expect(browser.cookieNames(origin)).toContain('authjs.session-token');
    const session = (await (await browser.request(`${origin}/auth/session`)).json()) as { user: { email: string; provider: string } };
    expect(session.user).toMatchObject({ email: 'apple.fan@example.com', provider: 'apple' });

    const root = await browser.request(landed, { headers: { accept: 'text/html' } });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe(destination);
    expect(browser.cookieNames(origin)).not.toContain('keys-apple-callback');
  });
});

describe('Auth.js settings', () => {
  test('configured OAuth providers appear, half-configured ones do not; the local issuer can be turned off', async () => {
    const app = await createTestApp('pglite', {
      env: { AUTH_LOCAL_ISSUER: '0', AUTH_KAKAO_ID: 'kakao-id', AUTH_KAKAO_SECRET: 'kakao-secret', AUTH_GOOGLE_ID: 'google-only-id' },
    });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/auth/providers' });
      expect(Object.keys(response.json() as object)).toEqual(['kakao']);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("form-action 'self' https://kauth.kakao.com");
      // No local issuer among the places a form may post to.
      expect(csp.split(';').find((directive) => directive.startsWith('form-action'))).not.toContain('127.0.0.1');
    } finally {
      await app.close();
    }
  });

  test('the generated secret is kept in the data directory and reused after a restart', async () => {
    const webRoot = emptyWebRoot();
    const env = { WEB_ROOT: webRoot, AUTH_LOCAL_ISSUER: '0' };
    const first = await createTestApp('pglite', { env });
    const secretFile = path.join(webRoot, '.data', 'auth-secret');
    const secret = readFileSync(secretFile, 'utf8');
    await first.close();
    const second = await createTestApp('pglite', { env });
    try {
      expect(secret.trim().length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(secretFile, 'utf8')).toBe(secret);
      // A session cookie sealed with the kept secret still opens on the restarted server.
      const member = await createTestMember(second, 'kept@example.com');
      const { tokens } = member;
      const token = await encode({
        token: {
          email: 'kept@example.com',
          name: 'Kept',
          uid: member.user.id,
          fid: tokens.familyId,
          at: tokens.accessToken,
          rt: tokens.refreshToken,
          atExp: tokens.accessTokenExpiresAt,
        },
        secret: secret.trim(),
        salt: 'authjs.session-token',
      });
      const session = await second.app.inject({ method: 'GET', url: '/auth/session', headers: { cookie: `authjs.session-token=${token}` } });
      expect((session.json() as { user: { email: string } }).user.email).toBe('kept@example.com');
    } finally {
      await second.close();
    }
  });
});
