import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { addMonths } from 'date-fns';
import { sql } from 'kysely';
import { artPath, meSchema, MEMBER_STATUS, nicknameTooSoonDetailsSchema, profileImagesSchema } from 'shared-contract';
import type { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { multipartFile, oversizedPng, TINY_GIF, TINY_JPEG, TINY_PNG } from './profile-fixtures';

jest.setTimeout(60_000);

describe.each(testBackends())('my page profile on %s', (backend) => {
  let t: TestApp;
  const clock = () => t.clock as TestClock;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterEach(() => clock().reset());
  afterAll(async () => {
    await t?.close();
  });

  const patchInfo = (member: TestMember, payload: object, language = 'ko') =>
    t.app.inject({ method: 'PATCH', url: '/api/user/info', headers: { ...member.auth, 'accept-language': language }, payload });
  const userRow = (id: number) => t.database.db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('PATCH /api/user/info', () => {
    test('each nickname rule answers its code and message; nothing changes', async () => {
      const member = await createTestMember(t, 'rules@example.com');
      const refused = async (nickname: string, language = 'ko') => failure(await patchInfo(member, { nickname }, language));
      expect(await refused('ab')).toMatchObject({ status: 400, code: 'NICKNAME_TOO_SHORT', message: '닉네임은 3자 이상이어야 합니다.' });
      expect(await refused('  ab  ', 'en')).toMatchObject({ code: 'NICKNAME_TOO_SHORT', message: 'Nickname must be at least 3 characters.' });
      expect(await refused('a'.repeat(21))).toMatchObject({ status: 400, code: 'NICKNAME_TOO_LONG' });
      expect(await refused('키즈 닉네임')).toMatchObject({ status: 400, code: 'NICKNAME_INVALID_CHARACTERS' });
      expect(await refused('keys_01', 'en')).toMatchObject({
        code: 'NICKNAME_INVALID_CHARACTERS',
        message: 'Nickname may contain only Korean letters, English letters and digits.',
      });
      expect(await refused('키즈😀')).toMatchObject({ code: 'NICKNAME_INVALID_CHARACTERS' });
      expect(await refused(member.user.nickname ?? '')).toMatchObject({ status: 400, code: 'NICKNAME_UNCHANGED' });
      expect(failure(await patchInfo(member, {})).code).toBe('VALIDATION_FAILED');
      expect(failure(await t.app.inject({ method: 'PATCH', url: '/api/user/info', payload: { nickname: 'Nobody1' } })).code).toBe('TOKEN_MISSING');
      expect((await userRow(member.user.id)).nickname).toBe(member.user.nickname);
      expect((await userRow(member.user.id)).nickname_changed_at).toBeNull();
    });

    test('20 characters and Korean letters are fine; a change answers the member and starts the month', async () => {
      const member = await createTestMember(t, 'valid@example.com');
      const me = successData(await patchInfo(member, { nickname: ' 키즈Keys2026가나다라마바사아자차 ' }), meSchema);
      expect(me.nickname).toBe('키즈Keys2026가나다라마바사아자차');
      const row = await userRow(member.user.id);
      expect(row.nickname).toBe('키즈Keys2026가나다라마바사아자차');
      expect(row.nickname_changed_at?.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
      expect(me.nicknameChangeableAt).toBe(addMonths(row.nickname_changed_at ?? 0, 1).toISOString());
    });

    test('a name taken by someone else, in any letter case, is a duplicate', async () => {
      const owner = await createTestMember(t, 'owner@example.com');
      const other = await createTestMember(t, 'other@example.com');
      successData(await patchInfo(owner, { nickname: 'MoonLight' }), meSchema);
      expect(failure(await patchInfo(other, { nickname: 'MoonLight' }))).toMatchObject({
        status: 409,
        code: 'NICKNAME_DUPLICATE',
        message: '이미 사용 중인 닉네임입니다.',
      });
      expect(failure(await patchInfo(other, { nickname: 'moonlight' }, 'en'))).toMatchObject({
        code: 'NICKNAME_DUPLICATE',
        message: 'This nickname is already in use.',
      });
      // The database refuses a case variant too (what a concurrent change runs into).
      await expect(t.database.db.updateTable('app_user').set({ nickname: 'MOONLIGHT' }).where('id', '=', other.user.id).execute()).rejects.toMatchObject({
        code: '23505',
      });
      expect((await userRow(other.user.id)).nickname).toBe(other.user.nickname);
    });

    test('two members racing for one name: exactly one gets it, the other hears it is taken', async () => {
      const a = await createTestMember(t, 'race-a@example.com');
      const b = await createTestMember(t, 'race-b@example.com');
      const answers = await Promise.all([patchInfo(a, { nickname: 'SameName' }), patchInfo(b, { nickname: 'samename' })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused && failure(refused).code).toBe('NICKNAME_DUPLICATE');
      const names = await t.database.db.selectFrom('app_user').select('nickname').where('id', 'in', [a.user.id, b.user.id]).execute();
      expect(names.filter((row) => row.nickname?.toLowerCase() === 'samename')).toHaveLength(1);
    });

    test('once a month: a second change is refused with the next date until the clock reaches it', async () => {
      const member = await createTestMember(t, 'monthly@example.com');
      // From January 31st, "a month later" is the end of February.
      clock().set(new Date('2026-01-31T03:00:00Z'));
      successData(await patchInfo(member, { nickname: 'FirstName' }), meSchema);
      const changedAt = (await userRow(member.user.id)).nickname_changed_at ?? new Date(0);
      expect(changedAt.toISOString()).toMatch(/^2026-01-31T03:00/);
      clock().advance(20 * 24 * 3600 * 1000);
      const soon = failure(await patchInfo(member, { nickname: 'SecondName' }, 'en'));
      expect(soon).toMatchObject({ status: 409, code: 'NICKNAME_CHANGE_TOO_SOON', message: 'Nickname can be changed once a month.' });
      const details = nicknameTooSoonDetailsSchema.parse(soon.raw.error && (soon.raw.error as { details?: unknown }).details);
      expect(details.nextChangeAt).toBe(addMonths(changedAt, 1).toISOString());
      expect(details.nextChangeAt).toMatch(/^2026-02-28T03:00/);
      // The same name again is "unchanged" whenever it is asked.
      expect(failure(await patchInfo(member, { nickname: 'FirstName' })).code).toBe('NICKNAME_UNCHANGED');
      const me = successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: member.auth }), meSchema);
      expect(me.nicknameChangeableAt).toBe(details.nextChangeAt);

      clock().set(new Date(new Date(details.nextChangeAt).getTime() - 1000));
      expect(failure(await patchInfo(member, { nickname: 'SecondName' })).code).toBe('NICKNAME_CHANGE_TOO_SOON');
      clock().set(new Date(details.nextChangeAt));
      expect(successData(await patchInfo(member, { nickname: 'SecondName' }), meSchema).nickname).toBe('SecondName');
    });

    test('a change a month after one written by SQL now() (microseconds) goes through', async () => {
      const member = await createTestMember(t, 'micro@example.com');
      await t.database.db
        .updateTable('app_user')
        .set({ nickname_changed_at: sql<Date>`now() - interval '40 days'` })
        .where('id', '=', member.user.id)
        .execute();
      const fresh = await createTestMember(t, 'micro@example.com');
      expect(successData(await patchInfo(fresh, { nickname: 'MicroName' }), meSchema).nickname).toBe('MicroName');
    });

    test('two tabs changing at once: one change wins, the other is too soon', async () => {
      const member = await createTestMember(t, 'tabs@example.com');
      const answers = await Promise.all([patchInfo(member, { nickname: 'TabOne' }), patchInfo(member, { nickname: 'TabTwo' })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused && failure(refused).code).toBe('NICKNAME_CHANGE_TOO_SOON');
    });

    test('an admin-flagged nickname may change at once; the change clears the flag and starts the month', async () => {
      const member = await createTestMember(t, 'flagged@example.com');
      successData(await patchInfo(member, { nickname: 'BadName1' }), meSchema);
      await t.database.db.updateTable('app_user').set({ nickname_flagged: true }).where('id', '=', member.user.id).execute();
      const flagged = successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: member.auth }), meSchema);
      expect(flagged.nicknameChangeableAt).toBeNull();
      clock().advance(60_000);
      expect(successData(await patchInfo(member, { nickname: 'GoodName1' }), meSchema).nickname).toBe('GoodName1');
      const row = await userRow(member.user.id);
      expect(row.nickname_flagged).toBe(false);
      expect(row.nickname_changed_at?.getTime()).toBeGreaterThan(member.user.created_at.getTime());
      expect(failure(await patchInfo(member, { nickname: 'OtherName1' })).code).toBe('NICKNAME_CHANGE_TOO_SOON');
    });

    test('a case-only change of one’s own nickname is a change, not a duplicate', async () => {
      const member = await createTestMember(t, 'case@example.com');
      clock().advance(-32 * 24 * 3600 * 1000);
      successData(await patchInfo(member, { nickname: 'casename' }), meSchema);
      clock().reset();
      expect(successData(await patchInfo(member, { nickname: 'CaseName' }), meSchema).nickname).toBe('CaseName');
    });

    test('a suspended member changes nothing: the nickname and the mail agreement stay as they were', async () => {
      const member = await createTestMember(t, 'suspended-profile@example.com');
      const before = await userRow(member.user.id);
      await t.database.db.updateTable('app_user').set({ status: MEMBER_STATUS.suspended }).where('id', '=', member.user.id).execute();
      expect(failure(await patchInfo(member, { nickname: 'StillMe' }))).toMatchObject({ status: 403, code: 'ACCOUNT_SUSPENDED' });
      expect(failure(await patchInfo(member, { isAgreeMail: !before.is_agree_mail }))).toMatchObject({ status: 403, code: 'ACCOUNT_SUSPENDED' });
      expect(await userRow(member.user.id)).toMatchObject({ nickname: before.nickname, is_agree_mail: before.is_agree_mail });
    });

    test('the mail agreement toggles on its own', async () => {
      const member = await createTestMember(t, 'mail-toggle@example.com');
      const nickname = (await userRow(member.user.id)).nickname;
      const mail = successData(await patchInfo(member, { isAgreeMail: true }), meSchema);
      expect(mail).toMatchObject({ isAgreeMail: true, nickname });
      expect((await userRow(member.user.id)).is_agree_mail).toBe(true);
      expect(successData(await patchInfo(member, { isAgreeMail: false }), meSchema).isAgreeMail).toBe(false);
      expect(failure(await patchInfo(member, { isAgreeMail: 'yes' })).code).toBe('VALIDATION_FAILED');
    });
  });

  describe('profile images', () => {
    const upload = (member: TestMember, file: ReturnType<typeof multipartFile>) =>
      t.app.inject({ method: 'POST', url: '/api/user/profile/upload', headers: { ...member.auth, ...file.headers }, payload: file.payload });
    const uploadRows = (userId: number) => t.database.db.selectFrom('profile_upload').selectAll().where('user_id', '=', userId).execute();
    const memberDir = (userId: number) => path.join(t.config.uploadDir, 'profile', String(userId));
    const storedFiles = (userId: number) => (existsSync(memberDir(userId)) ? readdirSync(memberDir(userId)) : []);

    test('a valid PNG becomes the profile image and is served back byte for byte with its type and cache headers', async () => {
      const member = await createTestMember(t, 'png@example.com');
      const me = successData(await upload(member, multipartFile('image', 'me.png', TINY_PNG, 'image/png')), meSchema);
      const [row] = await uploadRows(member.user.id);
      expect(row).toMatchObject({ mime_type: 'image/png', size_bytes: TINY_PNG.length });
      expect(row?.file_name).toMatch(new RegExp(`^profile/${member.user.id}/[0-9a-f-]{36}\\.png$`));
      expect(storedFiles(member.user.id)).toEqual([path.basename(row?.file_name ?? '')]);
      // The URL names the upload by its random public id, never by the row's counter.
      expect(row?.public_id).toMatch(/^[0-9a-f]{32}$/);
      expect(me).toMatchObject({ profileImage: `/api/user/profile/image/${row?.public_id}`, profileImageType: 'UPLOAD', profileKeyId: null });

      const served = await t.app.inject({ method: 'GET', url: me.profileImage ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.compare(served.rawPayload, TINY_PNG)).toBe(0);
    });

    test('a JPEG is judged by its bytes (a declared type or a .jpeg name does not matter)', async () => {
      const member = await createTestMember(t, 'jpeg@example.com');
      const me = successData(await upload(member, multipartFile('image', 'photo.JPEG', TINY_JPEG, 'application/octet-stream')), meSchema);
      const served = await t.app.inject({ method: 'GET', url: me.profileImage ?? '' });
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await uploadRows(member.user.id))[0]?.file_name).toMatch(/\.jpg$/);
    });

    test('a GIF renamed .png, a PNG named .gif and a text file are refused (415); nothing is kept', async () => {
      const member = await createTestMember(t, 'gif@example.com');
      expect(failure(await upload(member, multipartFile('image', 'cat.png', TINY_GIF, 'image/png')))).toMatchObject({
        status: 415,
        code: 'IMAGE_TYPE_NOT_ALLOWED',
        message: 'jpg, jpeg, png 파일만 올릴 수 있습니다.',
      });
      expect(failure(await upload(member, multipartFile('image', 'cat.gif', TINY_PNG, 'image/gif'))).code).toBe('IMAGE_TYPE_NOT_ALLOWED');
      expect(failure(await upload(member, multipartFile('image', 'notes.png', Buffer.from('just some text, not an image'), 'image/png'))).code).toBe(
        'IMAGE_TYPE_NOT_ALLOWED',
      );
      expect(await uploadRows(member.user.id)).toEqual([]);
      expect(storedFiles(member.user.id)).toEqual([]);
      expect((await userRow(member.user.id)).profile_image_type).toBeNull();
    });

    test('a 10.5 MB image is refused (413 IMAGE_TOO_LARGE); nothing is kept', async () => {
      const member = await createTestMember(t, 'large@example.com');
      const file = multipartFile('image', 'big.png', oversizedPng(), 'image/png');
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/user/profile/upload',
        headers: { ...member.auth, 'accept-language': 'en', ...file.headers },
        payload: file.payload,
      });
      expect(failure(answer)).toMatchObject({ status: 413, code: 'IMAGE_TOO_LARGE', message: 'The image must be 10 MB or smaller.' });
      expect(await uploadRows(member.user.id)).toEqual([]);
      expect(storedFiles(member.user.id)).toEqual([]);
    });

    test('no image: a JSON body, another field name or an empty file is IMAGE_MISSING; visitors are refused', async () => {
      const member = await createTestMember(t, 'missing@example.com');
      const json = await t.app.inject({ method: 'POST', url: '/api/user/profile/upload', headers: member.auth, payload: { image: 'x' } });
      expect(failure(json)).toMatchObject({ status: 400, code: 'IMAGE_MISSING' });
      expect(failure(await upload(member, multipartFile('photo', 'me.png', TINY_PNG, 'image/png'))).code).toBe('IMAGE_MISSING');
      expect(failure(await upload(member, multipartFile('image', 'me.png', Buffer.alloc(0), 'image/png'))).code).toBe('IMAGE_MISSING');
      const file = multipartFile('image', 'me.png', TINY_PNG, 'image/png');
      expect(failure(await t.app.inject({ method: 'POST', url: '/api/user/profile/upload', headers: file.headers, payload: file.payload })).code).toBe(
        'TOKEN_MISSING',
      );
      expect(await uploadRows(member.user.id)).toEqual([]);
    });

    test('an unknown upload is 404 NOT_FOUND', async () => {
      for (const url of ['/api/user/profile/image/999999', '/api/user/profile/image/abc', '/api/user/profile/image/0']) {
        expect(failure(await t.app.inject({ method: 'GET', url }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      }
    });

    test('the list holds my uploads and each owned KEY design once; a pick changes the profile and the selection', async () => {
      const member = await createTestMember(t, 'picker@example.com');
      const stranger = await createTestMember(t, 'stranger@example.com');
      const designs = await t.database.db.selectFrom('key_design').select(['id', 'name_ko', 'name_en']).orderBy('id').limit(3).execute();
      const [first, second, notOwned] = designs;
      if (!first || !second || !notOwned) throw new Error('the seed has fewer than three KEY designs');
      for (const [index, design] of [first, first, second].entries()) {
        await t.database.db
          .insertInto('key_item')
          .values({ key_design_id: design.id, serial_no: 900_000 + member.user.id * 10 + index, owner_id: member.user.id, acquired_at: t.clock.now() })
          .execute();
      }
      const images = async (who: TestMember = member) =>
        successData(await t.app.inject({ method: 'GET', url: '/api/user/profile/images', headers: who.auth }), profileImagesSchema);
      expect(await images()).toEqual([
        { type: 'KEY', id: first.id, url: artPath.key(first.id), selected: false, name: { ko: first.name_ko, en: first.name_en } },
        { type: 'KEY', id: second.id, url: artPath.key(second.id), selected: false, name: { ko: second.name_ko, en: second.name_en } },
      ]);

      const uploaded = successData(await upload(member, multipartFile('image', 'me.png', TINY_PNG, 'image/png')), meSchema);
      const [uploadRow] = await uploadRows(member.user.id);
      const uploadId = uploadRow?.id ?? 0;
      expect(uploaded.profileImage).toBe(`/api/user/profile/image/${uploadRow?.public_id}`);
      expect((await images()).map(({ type, id, selected }) => ({ type, id, selected }))).toEqual([
        { type: 'UPLOAD', id: uploadId, selected: true },
        { type: 'KEY', id: first.id, selected: false },
        { type: 'KEY', id: second.id, selected: false },
      ]);

      const pick = (who: TestMember, payload: object) => t.app.inject({ method: 'POST', url: '/api/user/profile', headers: who.auth, payload });
      const keyMe = successData(await pick(member, { keyId: second.id }), meSchema);
      expect(keyMe).toMatchObject({ profileImageType: 'KEY', profileKeyId: second.id, profileImage: artPath.key(second.id) });
      expect((await images()).filter((choice) => choice.selected).map(({ type, id }) => ({ type, id }))).toEqual([{ type: 'KEY', id: second.id }]);

      expect(failure(await pick(member, { keyId: notOwned.id }))).toMatchObject({ status: 403, code: 'KEY_NOT_OWNED' });
      expect(failure(await pick(stranger, { keyId: first.id })).code).toBe('KEY_NOT_OWNED');
      expect(failure(await pick(stranger, { uploadId })).code).toBe('NOT_FOUND');
      expect(failure(await pick(member, {})).code).toBe('VALIDATION_FAILED');
      expect(failure(await pick(member, { keyId: first.id, uploadId })).code).toBe('VALIDATION_FAILED');
      expect((await userRow(member.user.id)).profile_key_design_id).toBe(second.id);

      const back = successData(await pick(member, { uploadId }), meSchema);
      expect(back).toMatchObject({ profileImageType: 'UPLOAD', profileImage: uploaded.profileImage, profileKeyId: null });
      expect(await images(stranger)).toEqual([]);
    });
  });
});
