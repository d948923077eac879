import { foundAccountsSchema, ipInfoSchema, meSchema, verificationSignUpResultSchema, verifiedIdentitySchema } from 'shared-contract';
import type { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember } from '../../../testing/test-members';
import { internationalAge, isAdultEn, isAdultKr } from '../age';
import { maskEmail } from '../verification-service';
import { ADULT, verifyThroughSandbox, type Person } from './verify-person';

jest.setTimeout(60_000);

test('international age counts completed years on the Korean calendar day; the Korean rule counts calendar years', () => {
  // 2026-03-01 00:00 KST is 2026-02-28 15:00 UTC.
  const kstMarchFirst = new Date('2026-02-28T15:00:00Z');
  const justBefore = new Date('2026-02-28T14:59:59Z');
  expect(internationalAge('2008-03-01', kstMarchFirst)).toBe(18);
  expect(internationalAge('2008-03-01', justBefore)).toBe(17);
  expect(isAdultEn('2008-03-01', kstMarchFirst)).toBe(true);
  expect(isAdultEn('2008-03-01', justBefore)).toBe(false);
  expect(isAdultEn('2008-03-02', kstMarchFirst)).toBe(false);
  // Korean rule: 2026 - 2008 = 18 -> not yet, whatever the day; born 2007 -> adult from 2026-01-01 KST.
  expect(isAdultKr('2008-03-01', kstMarchFirst)).toBe(false);
  expect(isAdultKr('2007-12-31', new Date('2025-12-31T15:00:00Z'))).toBe(true);
  expect(isAdultKr('2007-12-31', new Date('2025-12-31T14:59:59Z'))).toBe(false);
  expect(isAdultEn('2007-12-31', new Date('2025-12-31T15:00:00Z'))).toBe(true);
});

test('e-mails are masked after the first two characters of the local part', () => {
  expect(maskEmail('demo@keys.local')).toBe('de**@keys.local');
  expect(maskEmail('ab@x.io')).toBe('a*@x.io');
  expect(maskEmail('a@x.io')).toBe('*@x.io');
  expect(maskEmail(null)).toBeNull();
});

describe.each(testBackends())('identity verification on %s', (backend) => {
  let t: TestApp;
  const clock = () => t.clock as TestClock;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const check = (requestId: string, token: string) => post('/api/auth/check-verification', { requestId, token });
  /** New bearer tokens after the clock moved past the access token's lifetime. */
  const freshAuth = async (userId: number) => ({ authorization: `Bearer ${(await t.tokens.issueFamily(userId)).accessToken}` });

  beforeAll(async () => {
    t = await createTestApp(backend, {
      env: { IDENTITY_SANDBOX: '1', SERVICE_TERMINATES_AT: '2031-01-01T00:00:00Z', IP_COUNTRY_HEADER: 'cf-ipcountry', KR_IP_CIDRS: '10.0.0.0/8' },
    });
  });
  afterEach(() => clock().reset());
  afterAll(async () => {
    await t?.close();
  });

  test('a member verifies through the sandbox page; the result is fetched server to server and applied to the account', async () => {
    const member = await createTestMember(t, 'verify-adult@example.com');
    const started = successData(
      await post('/api/user/phone-verification', { purpose: 'account' }, member.auth),
      verifiedIdentitySchema.pick({ requestId: true }).extend({ url: verifiedIdentitySchema.shape.requestId }),
    );
    const url = new URL(started.url, 'http://localhost');
    expect(url.pathname).toBe('/sandbox/identity');
    expect(url.searchParams.get('request_id')).toBe(started.requestId);
    expect(url.searchParams.get('return_url')).toBe(`${t.config.publicUrl}/callback/verification`);
    const row = await t.database.db.selectFrom('identity_verification').selectAll().where('id', '=', started.requestId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'PENDING', purpose: 'account', user_id: member.user.id });

    // The sandbox page: a plain form in both languages, no scripts.
    const page = await t.app.inject({ method: 'GET', url: started.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="birthDate"');
    expect(page.body).toContain('Identity verification (sandbox)');
    expect(page.body).toContain('본인인증');
    expect(page.body).not.toContain('<script');

    const flow = await verifyThroughSandbox(t, { purpose: 'account', auth: member.auth });
    expect(flow.submitted.statusCode).toBe(303);
    expect(flow.location.pathname).toBe('/callback/verification');
    expect(flow.token).not.toBe('');

    const identity = successData(await check(flow.requestId, flow.token), verifiedIdentitySchema);
    expect(identity).toMatchObject({ requestId: flow.requestId, name: '홍길동', birthDate: '1990-05-17', isAdult: true, isAdultKr: true });
    expect(identity.di).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const verified = await t.database.db.selectFrom('identity_verification').selectAll().where('id', '=', flow.requestId).executeTakeFirstOrThrow();
    expect(verified).toMatchObject({ status: 'VERIFIED', di: identity.di, name: '홍길동', birth_date: '1990-05-17', phone: '01012345678' });

    // The token is one-time.
    expect(failure(await check(flow.requestId, flow.token)).code).toBe('VERIFICATION_FAILED');

    const applied = successData(await post('/api/auth/verification-sign-up', { requestId: flow.requestId }, member.auth), verificationSignUpResultSchema);
    const user = await t.database.db.selectFrom('app_user').selectAll().where('id', '=', member.user.id).executeTakeFirstOrThrow();
    const verifiedAtMs = user.adult_verified_ko_at?.getTime() ?? 0;
    expect(verifiedAtMs).toBeGreaterThan(0);
    expect(user.adult_verified_en_at?.getTime()).toBe(verifiedAtMs);
    expect(applied).toEqual({
      isAdult: true,
      isAdultKr: true,
      adultVerification: { ko: true, en: true },
      authAdultAt: { ko: verifiedAtMs, en: verifiedAtMs },
    });
    const me = successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: member.auth }), meSchema);
    expect(me).toMatchObject({ isAdult: true, isAdultKr: true, adultVerification: { ko: true, en: true }, name: '홍길동', birthedAt: '1990-05-17' });
    expect(me.authAdultAt).toEqual({ ko: verifiedAtMs, en: verifiedAtMs });
    expect(user).toMatchObject({ verified_name: '홍길동', phone: '01012345678', di: identity.di, birth_date: '1990-05-17' });
    const used = await t.database.db.selectFrom('identity_verification').select('status').where('id', '=', flow.requestId).executeTakeFirstOrThrow();
    expect(used.status).toBe('USED');
    // Used once only.
    expect(failure(await post('/api/auth/verification-sign-up', { requestId: flow.requestId }, member.auth)).code).toBe('VERIFICATION_NOT_FOUND');
  });

  test('the same person always gets the same DI; another person another one', async () => {
    const first = await verifyThroughSandbox(t, { purpose: 'find' });
    const second = await verifyThroughSandbox(t, { purpose: 'find', person: { ...ADULT, phone: '01012345678' } });
    const other = await verifyThroughSandbox(t, { purpose: 'find', person: { ...ADULT, name: '김철수' } });
    const di = async (flow: { requestId: string; token: string }) => successData(await check(flow.requestId, flow.token), verifiedIdentitySchema).di;
    const [a, b, c] = [await di(first), await di(second), await di(other)];
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  test('the redirect is not trusted: unknown tokens, tokens of another request, cancellations and late checks are refused', async () => {
    const member = await createTestMember(t, 'verify-refused@example.com');
    const one = await verifyThroughSandbox(t, { purpose: 'account', auth: member.auth });
    const two = await verifyThroughSandbox(t, { purpose: 'account', auth: member.auth });
    expect(failure(await check(one.requestId, 'forged-token'))).toMatchObject({ status: 400, code: 'VERIFICATION_FAILED' });
    expect(failure(await check(one.requestId, two.token)).code).toBe('VERIFICATION_FAILED');
    expect(failure(await check('7d1f5c9e-3a4b-4c1d-9e2f-0a1b2c3d4e5f', one.token))).toMatchObject({ status: 404, code: 'VERIFICATION_NOT_FOUND' });
    // A verified request cannot be applied by another member, nor before it is verified.
    expect(failure(await post('/api/auth/verification-sign-up', { requestId: one.requestId }, member.auth)).code).toBe('VERIFICATION_NOT_FOUND');

    const cancelled = await verifyThroughSandbox(t, { purpose: 'account', auth: member.auth, action: 'cancel' });
    expect(cancelled.location.searchParams.get('error')).toBe('cancelled');
    expect(failure(await check(cancelled.requestId, cancelled.token)).code).toBe('VERIFICATION_CANCELLED');

    const late = await verifyThroughSandbox(t, { purpose: 'account', auth: member.auth });
    clock().advance(10 * 60 * 1000 + 1000);
    expect(failure(await check(late.requestId, late.token))).toMatchObject({ status: 410, code: 'VERIFICATION_EXPIRED' });

    const lateApply = await verifyThroughSandbox(t, { purpose: 'account', auth: member.auth });
    successData(await check(lateApply.requestId, lateApply.token), verifiedIdentitySchema);
    const stranger = await createTestMember(t, 'verify-stranger@example.com');
    expect(failure(await post('/api/auth/verification-sign-up', { requestId: lateApply.requestId }, stranger.auth)).code).toBe('VERIFICATION_NOT_FOUND');
    clock().advance(10 * 60 * 1000 + 1000);
    expect(failure(await post('/api/auth/verification-sign-up', { requestId: lateApply.requestId }, await freshAuth(member.user.id))).code).toBe(
      'VERIFICATION_EXPIRED',
    );
  });

  test('the sandbox page refuses bad details and unknown requests', async () => {
    const member = await createTestMember(t, 'verify-form@example.com');
    const flow = await verifyThroughSandbox(t, { purpose: 'account', auth: member.auth, person: { name: '', birthDate: '1990-02-30', phone: '12345' } });
    expect(flow.submitted.statusCode).toBe(400);
    expect(flow.submitted.body).toContain('Please check the birth date.');
    expect(flow.submitted.body).toContain('휴대폰 번호를 확인해 주세요');
    const unknown = await t.app.inject({ method: 'GET', url: '/sandbox/identity?request_id=nope&return_url=https%3A%2F%2Fevil.example%2F' });
    expect(unknown.statusCode).toBe(404);
    // A request known to the sandbox but with another return URL is not redirected there.
    const tampered = await t.app.inject({
      method: 'GET',
      url: `/sandbox/identity?request_id=${flow.requestId || new URL(flow.started.url, 'http://x').searchParams.get('request_id')}&return_url=https%3A%2F%2Fevil.example%2F`,
    });
    expect(tampered.statusCode).toBe(404);
  });

  test('account verification needs a signed-up member; find works signed out', async () => {
    expect(failure(await post('/api/user/phone-verification', { purpose: 'account' })).code).toBe('TOKEN_MISSING');
    const pending = await createTestMember(t, 'verify-pending@example.com', { signedUp: false });
    expect(failure(await post('/api/user/phone-verification', { purpose: 'account' }, pending.auth)).code).toBe('SIGN_UP_REQUIRED');
    expect(failure(await post('/api/user/phone-verification', { purpose: 'other' })).code).toBe('VALIDATION_FAILED');
    const find = await verifyThroughSandbox(t, { purpose: 'find' });
    expect(find.started.url).toMatch(/^\/sandbox\/identity\?/);
  });

  const verifiedAt = async (member: { auth: Record<string, string> }, person: Person) => {
    const flow = await verifyThroughSandbox(t, { purpose: 'account', auth: member.auth, person });
    successData(await check(flow.requestId, flow.token), verifiedIdentitySchema);
    return successData(await post('/api/auth/verification-sign-up', { requestId: flow.requestId }, member.auth), verificationSignUpResultSchema);
  };

  test('adulthood follows the movable clock: 18 by international age (en), 19 by calendar year (ko)', async () => {
    clock().set(new Date('2026-02-28T15:00:00Z')); // 2026-03-01 00:00 KST
    const eighteen = await createTestMember(t, 'verify-eighteen@example.com');
    const result = await verifiedAt(eighteen, { name: '이영희', birthDate: '2008-03-01', phone: '01099998888' });
    expect(result).toMatchObject({ isAdult: true, isAdultKr: false, adultVerification: { en: true, ko: false }, authAdultAt: { ko: 0 } });
    const me = successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: eighteen.auth }), meSchema);
    expect(me.adultVerification).toEqual({ ko: false, en: true });

    const minor = await createTestMember(t, 'verify-minor@example.com');
    const young = await verifiedAt(minor, { name: '박민수', birthDate: '2008-03-02', phone: '01077776666' });
    expect(young).toMatchObject({ isAdult: false, isAdultKr: false, adultVerification: { ko: false, en: false }, authAdultAt: { ko: 0, en: 0 } });
    const row = await t.database.db.selectFrom('app_user').selectAll().where('id', '=', minor.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_adult: false, is_adult_kr: false, adult_verified_en_at: null, adult_verified_ko_at: null, birth_date: '2008-03-02' });
  });

  test('age verification is closed once the service is terminating', async () => {
    const member = await createTestMember(t, 'verify-closing@example.com');
    clock().set(new Date('2030-12-31T23:59:00Z'));
    const auth = await freshAuth(member.user.id);
    const restarted = await verifyThroughSandbox(t, { purpose: 'account', auth });
    successData(await check(restarted.requestId, restarted.token), verifiedIdentitySchema);
    clock().set(new Date('2031-01-01T00:00:00Z'));
    expect(failure(await post('/api/auth/verification-sign-up', { requestId: restarted.requestId }, auth))).toMatchObject({
      status: 403,
      code: 'SERVICE_AGE_VERIFICATION_CLOSED',
    });
    expect(failure(await post('/api/user/phone-verification', { purpose: 'account' }, auth)).code).toBe('SERVICE_AGE_VERIFICATION_CLOSED');
    const row = await t.database.db.selectFrom('app_user').selectAll().where('id', '=', member.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ di: null, adult_verified_ko_at: null, adult_verified_en_at: null });
  });

  test('find lists the active and suspended accounts of the verified person with masked e-mails', async () => {
    const person: Person = { name: '최지우', birthDate: '1985-11-02', phone: '01055554444' };
    const first = await createTestMember(t, 'findme@keys.local');
    const second = await createTestMember(t, 'jw@example.com');
    await verifiedAt(first, person);
    await verifiedAt(second, person);
    await t.database.db.updateTable('app_user').set({ status: 6 }).where('id', '=', second.user.id).execute();

    const flow = await verifyThroughSandbox(t, { purpose: 'find', person });
    const identity = successData(await check(flow.requestId, flow.token), verifiedIdentitySchema);
    const accounts = successData(await post('/api/auth/find', { requestId: flow.requestId, di: identity.di }), foundAccountsSchema);
    expect(accounts.map(({ provider, maskedEmail }) => ({ provider, maskedEmail }))).toEqual([
      { provider: 'local', maskedEmail: 'fi****@keys.local' },
      { provider: 'local', maskedEmail: 'j*@example.com' },
    ]);
    expect(Number.isNaN(Date.parse(accounts[0]?.createdAt ?? ''))).toBe(false);

    // Only with the DI of that verified request, only for purpose find, only while fresh.
    expect(failure(await post('/api/auth/find', { requestId: flow.requestId, di: 'someone-else' })).code).toBe('VERIFICATION_NOT_FOUND');
    const accountPurpose = await verifyThroughSandbox(t, { purpose: 'account', auth: first.auth, person });
    successData(await check(accountPurpose.requestId, accountPurpose.token), verifiedIdentitySchema);
    expect(failure(await post('/api/auth/find', { requestId: accountPurpose.requestId, di: identity.di })).code).toBe('VERIFICATION_NOT_FOUND');

    const nobody = await verifyThroughSandbox(t, { purpose: 'find', person: { name: '없는사람', birthDate: '1970-01-01', phone: '01000000000' } });
    const nobodyIdentity = successData(await check(nobody.requestId, nobody.token), verifiedIdentitySchema);
    expect(failure(await post('/api/auth/find', { requestId: nobody.requestId, di: nobodyIdentity.di }))).toMatchObject({
      status: 404,
      code: 'NO_MATCHING_ACCOUNT',
    });

    clock().advance(10 * 60 * 1000 + 1000);
    expect(failure(await post('/api/auth/find', { requestId: flow.requestId, di: identity.di })).code).toBe('VERIFICATION_NOT_FOUND');
  });

  test('GET /api/auth/ip answers from the country header, else the Korean ranges', async () => {
    const ip = async (headers: Record<string, string>, remoteAddress?: string) =>
      successData(await t.app.inject({ method: 'GET', url: '/api/auth/ip', headers, ...(remoteAddress ? { remoteAddress } : {}) }), ipInfoSchema);
    expect(await ip({ 'cf-ipcountry': 'KR' })).toEqual({ isKrIpUser: true });
    expect(await ip({ 'cf-ipcountry': 'US' }, '10.1.2.3')).toEqual({ isKrIpUser: false });
    expect(await ip({}, '10.1.2.3')).toEqual({ isKrIpUser: true });
    expect(await ip({})).toEqual({ isKrIpUser: false });
  });
});
