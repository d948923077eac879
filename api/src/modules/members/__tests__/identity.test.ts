import { verify } from '@node-rs/argon2';
import { meSchema, signUpResultSchema, tokenPairSchema } from 'shared-contract';
import { z } from 'zod';
import type { TestClock } from '../../../clock';
import { listen, readSession, signInWithLocalIssuer, updateSession } from '../../../testing/auth-browser';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember } from '../../../testing/test-members';

jest.setTimeout(60_000);

const validSignUp = {
  agreeAge: true,
  agreeTerms: true,
  agreePrivacy: true,
  agreeMail: false,
  password: '246810',
  passwordConfirm: '246810',
  languageType: 'en',
};

describe.each(testBackends())('identity: members, sign-up and backend tokens on %s', (backend) => {
  let t: TestApp;
  let origin: string;
  const clock = () => t.clock as TestClock;

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { REFRESH_REUSE_GRACE_SECONDS: '5' } });
    origin = await listen(t.app);
  });
  afterEach(() => clock().reset());
  afterAll(async () => {
    await t?.close();
  });

  test('a first sign-in makes a member who must sign up; the session carries an access token, never the refresh token', async () => {
    const browser = await signInWithLocalIssuer(origin, 'newcomer@example.com');
    const session = await readSession(browser, origin);
    expect(session?.user).toMatchObject({ email: 'newcomer@example.com', provider: 'local', status: 0, signUpRequired: true });
    expect(session?.accessToken).toMatch(/^ey/);
    expect(Object.keys(session ?? {})).not.toContain('refreshToken');
    const row = await t.database.db.selectFrom('app_user').selectAll().where('email', '=', 'newcomer@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 0, sns_provider: 'local', nickname: null, signed_up_at: null });

    const auth = { authorization: `Bearer ${session?.accessToken ?? ''}` };
    const me = successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth }), meSchema);
    expect(me).toMatchObject({ id: row.id, signedUp: false, status: 0, email: 'newcomer@example.com' });
    // Until sign-up is done, member endpoints refuse.
    expect(failure(await t.app.inject({ method: 'PUT', url: '/api/user/en', headers: auth })).code).toBe('SIGN_UP_REQUIRED');
  });

  test('sign-up enforces every consent and the cabinet password rules, then activates the member once', async () => {
    const member = await createTestMember(t, 'signup@example.com', { signedUp: false });
    const signUp = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/sign-up', headers: member.auth, payload: body as object });
    const refused = async (body: unknown) => failure(await signUp(body));

    expect(await refused({ ...validSignUp, agreeAge: false })).toMatchObject({ status: 400, code: 'CONSENT_AGE_REQUIRED' });
    expect(await refused({ ...validSignUp, agreeTerms: undefined })).toMatchObject({ code: 'CONSENT_TERMS_REQUIRED' });
    expect(await refused({ ...validSignUp, agreePrivacy: false })).toMatchObject({ code: 'CONSENT_PRIVACY_REQUIRED' });
    expect(await refused({ ...validSignUp, password: '12ab56', passwordConfirm: '12ab56' })).toMatchObject({ code: 'CABINET_PASSWORD_FORMAT' });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { ...member.auth, 'accept-language': 'en' },
      payload: { ...validSignUp, passwordConfirm: '246811' },
    });
    expect(failure(mismatch)).toMatchObject({ status: 400, code: 'PASSWORD_MISMATCH', message: 'Incorrect password' });
    expect(failure(await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: validSignUp })).code).toBe('TOKEN_MISSING');

    expect(successData(await signUp(validSignUp), signUpResultSchema)).toBe('SUCCESS');
    const row = await t.database.db.selectFrom('app_user').selectAll().where('id', '=', member.user.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
    expect(row.language_type).toBe('en');
    expect(row.nickname).toMatch(/^KEYS\d{6}$/);
    expect(row.cabinet_password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(row.cabinet_password_hash ?? '', '246810')).toBe(true);
    expect(await refused(validSignUp)).toMatchObject({ status: 409, code: 'ALREADY_SIGNED_UP' });
  });

  test('PUT /api/user/{language} stores the language; other values are refused', async () => {
    const member = await createTestMember(t, 'language@example.com');
    expect(successData(await t.app.inject({ method: 'PUT', url: '/api/user/en', headers: member.auth }), z.object({ languageType: z.string() }))).toEqual({
      languageType: 'en',
    });
    const me = successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: member.auth }), meSchema);
    expect(me.languageType).toBe('en');
    expect(failure(await t.app.inject({ method: 'PUT', url: '/api/user/fr', headers: member.auth })).code).toBe('VALIDATION_FAILED');
  });

  test('access tokens expire by the server clock; refresh rotates; a spent refresh token replayed later revokes the family', async () => {
    const member = await createTestMember(t, 'rotate@example.com');
    const me = () => t.app.inject({ method: 'GET', url: '/api/user/me', headers: member.auth });
    expect((await me()).statusCode).toBe(200);
    clock().advance(t.config.accessTokenTtlSeconds * 1000 + 1000);
    expect(failure(await me())).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });

    const refresh = (pair: { accessToken: string; refreshToken: string }) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: pair });
    const next = successData(await refresh(member.tokens), tokenPairSchema);
    expect(next.refreshToken).not.toBe(member.tokens.refreshToken);
    const nextAuth = { authorization: `Bearer ${next.accessToken}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: nextAuth })).statusCode).toBe(200);

    // Within the grace period (two tabs refreshing at once) the spent token still gets a pair.
    successData(await refresh(member.tokens), tokenPairSchema);
    // After it: reuse ends the whole family, including the newest access token.
    clock().advance(6_000);
    expect(failure(await refresh(member.tokens))).toMatchObject({ status: 401, code: 'REFRESH_TOKEN_REUSED' });
    expect(failure(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: nextAuth })).code).toBe('SESSION_REVOKED');
    expect(failure(await refresh(next)).code).toBe('SESSION_REVOKED');
  });

  test('refresh refuses unknown tokens and an access token of another family', async () => {
    const a = await createTestMember(t, 'family-a@example.com');
    const b = await createTestMember(t, 'family-b@example.com');
    const refresh = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload });
    expect(failure(await refresh({ accessToken: 'x', refreshToken: 'nope' })).code).toBe('REFRESH_TOKEN_INVALID');
    expect(failure(await refresh({ accessToken: b.tokens.accessToken, refreshToken: a.tokens.refreshToken })).code).toBe('REFRESH_TOKEN_INVALID');
    expect(failure(await refresh({ refreshToken: '' })).code).toBe('VALIDATION_FAILED');
    const forged = `${a.tokens.accessToken.slice(0, -4)}AAAA`;
    expect(failure(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${forged}` } })).code).toBe('TOKEN_INVALID');
  });

  test('the session refreshes its backend tokens on request and ends when a copied cookie replays a spent refresh token', async () => {
    const browser = await signInWithLocalIssuer(origin, 'replay@example.com');
    const first = await readSession(browser, origin);
    const copied = browser.cookie(origin, 'authjs.session-token') ?? '';
    expect(copied).not.toBe('');
    const refreshed = await updateSession(browser, origin, { refresh: true });
    expect(refreshed?.accessToken).toBeTruthy();
    expect(refreshed?.accessToken).not.toBe(first?.accessToken);
    expect((await readSession(browser, origin))?.user.email).toBe('replay@example.com');

    clock().advance(6_000);
    const thief = await signInWithLocalIssuer(origin, 'someone-else@example.com');
    thief.setCookie(origin, 'authjs.session-token', copied);
    // The copy holds the spent refresh token: asking to refresh with it revokes the family.
    expect(await updateSession(thief, origin, { refresh: true })).toBeNull();
    expect(await readSession(browser, origin)).toBeNull();
  });

  test('POST /api/logger takes a client error report and refuses a malformed one', async () => {
    const report = { logType: 'error', date: new Date().toISOString(), url: '/my', action: 'GET /api/user/me', data: { status: 500 } };
    expect((await t.app.inject({ method: 'POST', url: '/api/logger', payload: report })).statusCode).toBe(200);
    expect(failure(await t.app.inject({ method: 'POST', url: '/api/logger', payload: { ...report, logType: 'panic' } })).code).toBe('VALIDATION_FAILED');
  });
});
