import { verify } from '@node-rs/argon2';
import { API, cabinetResetResultSchema, resetMailResultSchema } from 'shared-contract';
import { z } from 'zod';
import type { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, TEST_CABINET_PASSWORD } from '../../../testing/test-members';

jest.setTimeout(60_000);

const sinkSchema = z.object({
  mails: z.array(z.object({ id: z.number(), to: z.string(), subject: z.string(), text: z.string(), html: z.string().nullable(), receivedAt: z.string() })),
});

const linkPattern = /https?:\/\/\S+\/user\/cabinetPassword\?userId=(\d+)&uuid=([0-9a-f-]{36})/;

describe.each(testBackends())('cabinet password reset by e-mail on %s', (backend) => {
  let t: TestApp;
  const clock = () => t.clock as TestClock;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterEach(() => clock().reset());
  afterAll(async () => {
    await t?.close();
  });

  const mails = async () => successDataless(await t.app.inject({ method: 'GET', url: '/dev/mail.json' }));
  const successDataless = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(200);
    return sinkSchema.parse(response.json()).mails;
  };
  const requestLink = async (auth: Record<string, string>) => {
    const response = await t.app.inject({ method: 'POST', url: API.mailResetPassword, headers: { ...auth, host: 'keys.test:8443' } });
    return successData(response, resetMailResultSchema);
  };
  /** The newest mail to `email`, and the link's ids. */
  const lastLinkTo = async (email: string) => {
    const mail = (await mails()).find((candidate) => candidate.to === email);
    const match = mail ? linkPattern.exec(mail.text) : null;
    if (!mail || !match) throw new Error(`no reset mail to ${email}`);
    return { mail, url: match[0], userId: Number(match[1]), uuid: match[2] ?? '' };
  };
  const check = (body: unknown) => t.app.inject({ method: 'POST', url: API.cabinetCheck, payload: body as object, headers: { 'accept-language': 'en' } });
  const reset = (body: unknown) =>
    t.app.inject({ method: 'PUT', url: API.cabinetResetPassword, payload: body as object, headers: { 'accept-language': 'en' } });
  const storedHash = async (userId: number) =>
    (await t.database.db.selectFrom('app_user').select('cabinet_password_hash').where('id', '=', userId).executeTakeFirstOrThrow()).cabinet_password_hash ?? '';

  test('the mail arrives with a one-hour link; check and reset work once, signed out', async () => {
    const member = await createTestMember(t, 'reset-once@example.com');
    const sent = await requestLink(member.auth);
    expect(sent.maskedEmail).toBe('re*****@example.com');
    expect(new Date(sent.expiresAt).getTime() - clock().now().getTime()).toBeGreaterThan(59 * 60 * 1000);

    const { mail, url, userId, uuid } = await lastLinkTo('reset-once@example.com');
    expect(userId).toBe(member.user.id);
    // The link is on PUBLIC_URL, never the Host header the request came with.
    expect(url.startsWith(`${t.config.publicUrl}/user/cabinetPassword?`)).toBe(true);
    expect(mail.text).not.toContain('keys.test');
    expect(mail.subject).toBe('[KEYS] 캐비닛 비밀번호 재설정 안내');
    expect(mail.text).toContain('링크는 1시간 동안 유효하며');
    expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);

    expect(successData(await check({ userId, uuid }), cabinetResetResultSchema)).toBe('SUCCESS');
    expect(successData(await reset({ userId, uuid, newPassword: '908172', newPasswordConfirm: '908172' }), cabinetResetResultSchema)).toBe('SUCCESS');
    expect(await verify(await storedHash(userId), '908172')).toBe(true);
    expect(await verify(await storedHash(userId), TEST_CABINET_PASSWORD)).toBe(false);

    // A second use is refused, for checking and for resetting.
    expect(failure(await check({ userId, uuid }))).toMatchObject({ status: 410, code: 'RESET_LINK_EXPIRED', message: 'This link has expired, restart reset.' });
    expect(failure(await reset({ userId, uuid, newPassword: '111111', newPasswordConfirm: '111111' })).code).toBe('RESET_LINK_EXPIRED');
    expect(await verify(await storedHash(userId), '908172')).toBe(true);
  });

  test('the mail is in the member language; a link 61 minutes old is refused', async () => {
    const member = await createTestMember(t, 'reset-late@example.com');
    await t.database.db.updateTable('app_user').set({ language_type: 'en' }).where('id', '=', member.user.id).execute();
    await requestLink(member.auth);
    const { mail, userId, uuid } = await lastLinkTo('reset-late@example.com');
    expect(mail.subject).toBe('[KEYS] Reset your cabinet password');
    expect(mail.text).toContain('The link is valid for 1 hour');

    clock().advance(59 * 60 * 1000);
    expect(successData(await check({ userId, uuid }), cabinetResetResultSchema)).toBe('SUCCESS');
    clock().advance(2 * 60 * 1000);
    expect(failure(await check({ userId, uuid }))).toMatchObject({ status: 410, code: 'RESET_LINK_EXPIRED', message: 'This link has expired, restart reset.' });
    expect(failure(await reset({ userId, uuid, newPassword: '135790', newPasswordConfirm: '135790' })).code).toBe('RESET_LINK_EXPIRED');
    expect(await verify(await storedHash(userId), TEST_CABINET_PASSWORD)).toBe(true);
  });

  test('a mismatch or a malformed password is refused and leaves the link usable', async () => {
    const member = await createTestMember(t, 'reset-rules@example.com');
    await requestLink(member.auth);
    const { userId, uuid } = await lastLinkTo('reset-rules@example.com');

    expect(failure(await reset({ userId, uuid, newPassword: '246810', newPasswordConfirm: '246811' }))).toMatchObject({
      status: 400,
      code: 'PASSWORD_MISMATCH',
      message: 'Incorrect password',
    });
    const korean = await t.app.inject({
      method: 'PUT',
      url: API.cabinetResetPassword,
      payload: { userId, uuid, newPassword: '246810', newPasswordConfirm: '0' },
    });
    expect(failure(korean).message).toBe('비밀번호가 일치하지 않습니다.');
    expect(failure(await reset({ userId, uuid, newPassword: '24a810', newPasswordConfirm: '24a810' })).code).toBe('CABINET_PASSWORD_FORMAT');
    expect(failure(await reset({ userId, uuid, newPassword: '1234567', newPasswordConfirm: '1234567' })).code).toBe('CABINET_PASSWORD_FORMAT');
    expect(successData(await check({ userId, uuid }), cabinetResetResultSchema)).toBe('SUCCESS');
  });

  test('a link of another member, an unknown or malformed link matches no account', async () => {
    const owner = await createTestMember(t, 'reset-owner@example.com');
    const other = await createTestMember(t, 'reset-other@example.com');
    await requestLink(owner.auth);
    const { uuid } = await lastLinkTo('reset-owner@example.com');

    const noMatch = { status: 404, code: 'NO_MATCHING_ACCOUNT', message: 'No account matches the information.' };
    expect(failure(await check({ userId: other.user.id, uuid }))).toMatchObject(noMatch);
    expect(failure(await check({ userId: owner.user.id, uuid: '7b0f8c2e-3d4a-4e5f-8a9b-0c1d2e3f4a5b' }))).toMatchObject(noMatch);
    expect(failure(await check({ userId: owner.user.id, uuid: 'not-a-uuid' }))).toMatchObject(noMatch);
    expect(failure(await check({}))).toMatchObject(noMatch);
    expect(failure(await reset({ userId: other.user.id, uuid, newPassword: '555555', newPasswordConfirm: '555555' }))).toMatchObject(noMatch);
    expect(await verify(await storedHash(other.user.id), TEST_CABINET_PASSWORD)).toBe(true);
  });

  test('a reset spends every other open link of the member', async () => {
    const member = await createTestMember(t, 'reset-two@example.com');
    await requestLink(member.auth);
    const first = await lastLinkTo('reset-two@example.com');
    await requestLink(member.auth);
    const second = await lastLinkTo('reset-two@example.com');
    expect(second.uuid).not.toBe(first.uuid);
    expect(
      successData(await reset({ userId: second.userId, uuid: second.uuid, newPassword: '202020', newPasswordConfirm: '202020' }), cabinetResetResultSchema),
    ).toBe('SUCCESS');
    expect(failure(await check({ userId: first.userId, uuid: first.uuid })).code).toBe('RESET_LINK_EXPIRED');
  });

  test('asking for a link needs a signed-in member with an e-mail address', async () => {
    expect(failure(await t.app.inject({ method: 'POST', url: API.mailResetPassword })).code).toBe('TOKEN_MISSING');
    const member = await createTestMember(t, 'reset-noaddress@example.com');
    await t.database.db.updateTable('app_user').set({ email: null }).where('id', '=', member.user.id).execute();
    const response = await t.app.inject({ method: 'POST', url: API.mailResetPassword, headers: { ...member.auth, 'accept-language': 'en' } });
    expect(failure(response)).toMatchObject({ status: 400, code: 'MAIL_ADDRESS_MISSING', message: 'Your account has no e-mail address.' });
  });

  test('/dev/mail lists the mails as HTML with clickable links', async () => {
    const member = await createTestMember(t, 'reset-page@example.com');
    await requestLink(member.auth);
    const { url } = await lastLinkTo('reset-page@example.com');
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('reset-page@example.com');
    expect(response.body).toContain(`<a href="${url.replace(/&/g, '&amp;')}">`);
  });
});

describe.each(testBackends())('cabinet reset mail failures on %s', (backend) => {
  test('an unreachable SMTP server answers MAIL_SEND_FAILED and leaves no usable link', async () => {
    const t = await createTestApp(backend, { env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const member = await createTestMember(t, 'reset-fail@example.com');
      const response = await t.app.inject({ method: 'POST', url: API.mailResetPassword, headers: { ...member.auth, 'accept-language': 'en' } });
      expect(failure(response)).toMatchObject({ status: 502, code: 'MAIL_SEND_FAILED', message: 'E-mail send failure.' });
      const links = await t.database.db.selectFrom('cabinet_reset').selectAll().where('user_id', '=', member.user.id).execute();
      expect(links).toEqual([]);
      // With SMTP_URL there is no local sink to read.
      expect((await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  test('in production there is no /dev/mail even with the local sink; elsewhere only with DEV_MAIL=1', async () => {
    const off = await createTestApp(backend, { env: { DEV_MAIL: '0' } });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
      // Asking for JSON: the HTML listing would still answer 200 if it were there; anything else is the app's page.
      expect((await off.app.inject({ method: 'GET', url: '/dev/mail', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    const t = await createTestApp(backend, { env: { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/mail', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
