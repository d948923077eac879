import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { foundAccountsSchema, MEMBER_STATUS, meSchema, verificationSignUpResultSchema, verifiedIdentitySchema } from 'shared-contract';
import { z } from 'zod';
import { listen, locationOf, readSession, signInThroughLocalIssuer, signInWithLocalIssuer } from '../../../testing/auth-browser';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, TEST_CABINET_PASSWORD } from '../../../testing/test-members';
import { deletedIdentity } from '../../members/member-repository';
import { ADULT, verifyThroughSandbox } from '../../verification/__tests__/verify-person';

jest.setTimeout(60_000);

const valid = { reason: 'NOT_USING', agree: true, password: TEST_CABINET_PASSWORD };

describe.each(testBackends())('account deactivation on %s', (backend) => {
  let t: TestApp;
  let origin: string;
  const deactivate = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/user/deactivate', headers, payload });

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { IDENTITY_SANDBOX: '1' } });
    origin = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a reason, free text for Other, and the agreement are required', async () => {
    const member = await createTestMember(t, 'leave-rules@example.com');
    expect(failure(await deactivate(member.auth, { agree: true, password: TEST_CABINET_PASSWORD })).code).toBe('DEACTIVATION_REASON_REQUIRED');
    expect(failure(await deactivate(member.auth, { reason: 'OTHER', otherReason: '  ', agree: true, password: TEST_CABINET_PASSWORD })).code).toBe(
      'DEACTIVATION_OTHER_REASON_REQUIRED',
    );
    expect(failure(await deactivate(member.auth, { reason: 'NOT_USING', agree: false, password: TEST_CABINET_PASSWORD })).code).toBe(
      'DEACTIVATION_AGREEMENT_REQUIRED',
    );
    // The cabinet password: required, six digits, and the member's own (a stolen access token alone erases nothing).
    expect(failure(await deactivate(member.auth, { reason: 'NOT_USING', agree: true })).code).toBe('CABINET_PASSWORD_FORMAT');
    expect(failure(await deactivate(member.auth, { ...valid, password: '12345' })).code).toBe('CABINET_PASSWORD_FORMAT');
    expect(failure(await deactivate(member.auth, { ...valid, password: '000000' }))).toMatchObject({ status: 400, code: 'PASSWORD_MISMATCH' });
    const still = await t.database.db.selectFrom('app_user').select(['status', 'email']).where('id', '=', member.user.id).executeTakeFirstOrThrow();
    expect(still).toEqual({ status: MEMBER_STATUS.active, email: 'leave-rules@example.com' });
    expect(failure(await deactivate({}, valid)).code).toBe('TOKEN_MISSING');
    const row = await t.database.db.selectFrom('app_user').select('status').where('id', '=', member.user.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
  });

  test('deactivation erases personal data, keeps KEYs and their history, and ends every session', async () => {
    const member = await createTestMember(t, 'leaver@example.com');
    const other = await createTestMember(t, 'leaver-second-device@example.com');
    const { db } = t.database;
    // Identity verified, so the person can be found by DI before.
    const flow = await verifyThroughSandbox(t, { purpose: 'account', auth: member.auth });
    const identity = successData(
      await t.app.inject({ method: 'POST', url: '/api/auth/check-verification', payload: { requestId: flow.requestId, token: flow.token } }),
      verifiedIdentitySchema,
    );
    successData(
      await t.app.inject({ method: 'POST', url: '/api/auth/verification-sign-up', headers: member.auth, payload: { requestId: flow.requestId } }),
      verificationSignUpResultSchema,
    );

    // A profile upload with its file, a notification, a reset link and an owned KEY with its history.
    const uploadName = `profile/${member.user.id}/avatar.png`;
    const uploadFile = path.join(t.config.uploadDir, uploadName);
    await mkdir(path.dirname(uploadFile), { recursive: true });
    await writeFile(uploadFile, 'png');
    const upload = await db
      .insertInto('profile_upload')
      .values({ user_id: member.user.id, public_id: 'a'.repeat(32), file_name: uploadName, mime_type: 'image/png', size_bytes: 3, created_at: t.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The same upload is the community profile image too, under a community nickname.
    await db
      .updateTable('app_user')
      .set({
        profile_image_type: 'UPLOAD',
        profile_upload_id: upload.id,
        community_image_type: 'UPLOAD',
        community_upload_id: upload.id,
        community_nickname: 'Leaver',
      })
      .where('id', '=', member.user.id)
      .execute();
    await db
      .insertInto('notification')
      .values({ user_id: member.user.id, type: 'ADMIN', title_ko: '공지', title_en: 'Notice', body_ko: '본문', body_en: 'Body', created_at: t.clock.now() })
      .execute();
    await db
      .insertInto('cabinet_reset')
      .values({ uuid: '0b7e3c1a-1d2e-4f3a-9b8c-7d6e5f4a3b2c', user_id: member.user.id, created_at: t.clock.now(), expires_at: t.clock.now() })
      .execute();
    const design = await db.selectFrom('key_design').select('id').orderBy('id').executeTakeFirstOrThrow();
    const key = await db
      .insertInto('key_item')
      .values({ key_design_id: design.id, serial_no: 900_000 + member.user.id, owner_id: member.user.id, acquired_at: t.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('ownership_event').values({ key_item_id: key.id, kind: 'PURCHASE', to_user_id: member.user.id, occurred_at: t.clock.now() }).execute();
    const secondSession = await t.tokens.issueFamily(member.user.id);

    const answer = successData(
      await deactivate(member.auth, { reason: 'OTHER', otherReason: 'Too many apps', agree: true, password: TEST_CABINET_PASSWORD }),
      z.literal('SUCCESS'),
    );
    expect(answer).toBe('SUCCESS');

    const row = await db.selectFrom('app_user').selectAll().where('id', '=', member.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 9,
      deactivation_reason: 'OTHER: Too many apps',
      sns_provider: 'local',
      sns_id: deletedIdentity('local', 'local:leaver@example.com'),
      email: null,
      name: null,
      nickname: null,
      community_nickname: null,
      community_upload_id: null,
      community_image_type: null,
      verified_name: null,
      birth_date: null,
      phone: null,
      di: null,
      cabinet_password_hash: null,
      profile_image_type: null,
      profile_upload_id: null,
    });
    expect(row.deactivated_at).toBeInstanceOf(Date);
    expect(await db.selectFrom('profile_upload').select('id').where('user_id', '=', member.user.id).execute()).toEqual([]);
    expect(existsSync(uploadFile)).toBe(false);
    expect(await db.selectFrom('notification').select('id').where('user_id', '=', member.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('cabinet_reset').select('uuid').where('user_id', '=', member.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('identity_verification').select('id').where('user_id', '=', member.user.id).execute()).toEqual([]);
    // Kept by law: the KEY, its owner link and its history.
    expect(await db.selectFrom('key_item').select('owner_id').where('id', '=', key.id).executeTakeFirstOrThrow()).toEqual({ owner_id: member.user.id });
    expect(await db.selectFrom('ownership_event').select('kind').where('key_item_id', '=', key.id).execute()).toEqual([{ kind: 'PURCHASE' }]);
    // Every session of the member ended; other members untouched.
    const families = await db.selectFrom('token_family').select(['revoked_at', 'revoked_reason']).where('user_id', '=', member.user.id).execute();
    expect(families.length).toBeGreaterThanOrEqual(2);
    expect(families.every((family) => family.revoked_at !== null && family.revoked_reason === 'deactivated')).toBe(true);
    expect(failure(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: member.auth })).code).toBe('SESSION_REVOKED');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { accessToken: secondSession.accessToken, refreshToken: secondSession.refreshToken },
    });
    expect(failure(refresh).status).toBe(401);
    successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: other.auth }), meSchema);

    // The person is no longer found by identity.
    const find = await verifyThroughSandbox(t, { purpose: 'find', person: ADULT });
    const found = successData(
      await t.app.inject({ method: 'POST', url: '/api/auth/check-verification', payload: { requestId: find.requestId, token: find.token } }),
      verifiedIdentitySchema,
    );
    expect(found.di).toBe(identity.di);
    const findAnswer = await t.app.inject({ method: 'POST', url: '/api/auth/find', payload: { requestId: find.requestId, di: found.di } });
    if (findAnswer.statusCode === 200) {
      expect(successData(findAnswer, foundAccountsSchema).map((account) => account.maskedEmail)).not.toContain('le****@example.com');
    } else {
      expect(failure(findAnswer).code).toBe('NO_MATCHING_ACCOUNT');
    }
  });

  test('signing in again with a deactivated identity lands on the deleted-account message', async () => {
    const email = 'comeback@example.com';
    const first = await signInWithLocalIssuer(origin, email);
    const session = await readSession(first, origin);
    const auth = { authorization: `Bearer ${session?.accessToken ?? ''}` };
    const signUp = { agreeAge: true, agreeTerms: true, agreePrivacy: true, password: '246810', passwordConfirm: '246810', languageType: 'en' };
    successData(await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', headers: auth, payload: signUp }), z.literal('SUCCESS'));
    successData(await deactivate(auth, { ...valid, password: '246810' }), z.literal('SUCCESS'));
    // The old browser's session ends at its next read.
    expect(await readSession(first, origin)).toBeNull();

    // A new sign-in through the local issuer: the callback sends the browser to the login-error page.
    const { browser, returned } = await signInThroughLocalIssuer(origin, email);
    expect(returned.status).toBe(302);
    const landing = locationOf(returned, origin);
    expect(`${landing.pathname}${landing.search}`).toBe('/callback/login-error?error=AccountDeactivated');
    expect(await readSession(browser, origin)).toBeNull();
    // No second member was made for that identity.
    const rows = await t.database.db
      .selectFrom('app_user')
      .select('id')
      .where('sns_id', 'in', [`local:${email}`, deletedIdentity('local', `local:${email}`)])
      .execute();
    expect(rows).toHaveLength(1);
  });
});
