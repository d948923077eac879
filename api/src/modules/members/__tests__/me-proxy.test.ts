import { API, ERRORS, MEMBER_STATUS, meSchema } from 'shared-contract';
import { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember } from '../../../testing/test-members';

describe.each(testBackends())('POST /user/me (the frontend proxy) on %s', (backend) => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
  });

  const getMe = (authorization: string) => t.app.inject({ method: 'GET', url: API.userMe, headers: { authorization } });
  const postToken = (token: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: API.userMeProxy, headers, payload: { token } });

  test('the token in the body, or the bearer header, answers the member GET /api/user/me answers for it; never stored', async () => {
    const member = await createTestMember(t, 'proxy-me@example.com');
    const expected = successData(await getMe(member.auth.authorization ?? ''), meSchema);
    expect(expected.id).toBe(member.user.id);

    const byBody = await postToken(member.tokens.accessToken);
    expect(successData(byBody, meSchema)).toEqual(expected);
    expect(byBody.headers['cache-control']).toBe('no-store');
    const byHeader = await t.app.inject({ method: 'POST', url: API.userMeProxy, headers: member.auth });
    expect(successData(byHeader, meSchema)).toEqual(expected);
    expect(byHeader.headers['cache-control']).toBe('no-store');
  });

  test('also a member still signing up and a suspended one, as GET /api/user/me', async () => {
    const signingUp = await createTestMember(t, 'proxy-pending@example.com', { signedUp: false });
    const suspended = await createTestMember(t, 'proxy-suspended@example.com');
    await t.database.db.updateTable('app_user').set({ status: MEMBER_STATUS.suspended }).where('id', '=', suspended.user.id).execute();
    for (const who of [signingUp, suspended]) {
      const answered = successData(await postToken(who.tokens.accessToken), meSchema);
      expect(answered).toEqual(successData(await getMe(who.auth.authorization ?? ''), meSchema));
    }
    expect(successData(await postToken(signingUp.tokens.accessToken), meSchema).signedUp).toBe(false);
    expect(successData(await postToken(suspended.tokens.accessToken), meSchema).status).toBe(MEMBER_STATUS.suspended);
  });

  test('a bad token is 401 with its catalogue code and message (ko, en), never a member', async () => {
    const member = await createTestMember(t, 'proxy-bad@example.com');
    const tampered = `${member.tokens.accessToken.slice(0, -2)}xx`;
    for (const language of ['ko', 'en'] as const) {
      const headers = { 'accept-language': language };
      expect(failure(await postToken('not-a-token', headers))).toMatchObject({ status: 401, code: 'TOKEN_INVALID', message: ERRORS.TOKEN_INVALID[language] });
      expect(failure(await postToken(tampered, headers))).toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
      expect(failure(await postToken(undefined, headers))).toMatchObject({ status: 401, code: 'TOKEN_MISSING', message: ERRORS.TOKEN_MISSING[language] });
      expect(failure(await postToken('', headers))).toMatchObject({ status: 401, code: 'TOKEN_MISSING' });
      expect(failure(await t.app.inject({ method: 'POST', url: API.userMeProxy, headers }))).toMatchObject({ status: 401, code: 'TOKEN_MISSING' });
    }
    expect(failure(await postToken(42))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });

    // The server clock past the token's expiry, then a revoked session and a deactivated account.
    clock.set(new Date(member.tokens.accessTokenExpiresAt + 1000));
    expect(failure(await postToken(member.tokens.accessToken))).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    clock.reset();
    await t.database.db.updateTable('token_family').set({ revoked_at: t.clock.now() }).where('id', '=', member.tokens.familyId).execute();
    expect(failure(await postToken(member.tokens.accessToken))).toMatchObject({ status: 401, code: 'SESSION_REVOKED' });
    const gone = await createTestMember(t, 'proxy-gone@example.com');
    await t.database.db.updateTable('app_user').set({ status: MEMBER_STATUS.deactivated }).where('id', '=', gone.user.id).execute();
    expect(failure(await postToken(gone.tokens.accessToken))).toMatchObject({ status: 403, code: 'ACCOUNT_DEACTIVATED' });
  });
});
