import {
  communityPostSchema,
  communityProfileSchema,
  ERRORS,
  MEMBER_STATUS,
  meSchema,
  PROFILE_UPLOADS_KEPT,
  UPLOAD_DAILY_MAX_BYTES,
  UPLOAD_DAILY_MAX_FILES,
} from 'shared-contract';
import { TestClock } from '../../../clock';
import type { AppDatabase } from '../../../db/database';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, emptyWebRoot, type TestApp } from '../../../testing/test-app';
import { openTestDatabase, testBackends } from '../../../testing/test-database';
import { s3Env, startTestS3Server, STORAGE_KINDS, type TestS3Server } from '../../../testing/s3-server';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { communityProject, createPostRequest, giveKey } from '../../community/__tests__/community-fixture';
import { multipartFile, TINY_JPEG, TINY_PNG } from '../../profile/__tests__/profile-fixtures';
import { kstUploadDay } from '../upload-quota';
import { UPLOAD_SWEEP_GRACE_MS } from '../upload-sweep';

jest.setTimeout(120_000);

const HOUR_MS = 60 * 60 * 1000;

const MATRIX = testBackends().flatMap((backend) => STORAGE_KINDS.map((storage) => [backend, storage] as const));

describe.each(MATRIX)('uploads: quota, random ids, sweep on %s with files on %s', (backend, storageKind) => {
  let database: AppDatabase;
  let s3: TestS3Server | undefined;
  let webRoot: string;
  let clock: TestClock;
  let t: TestApp;
  let counter = 0;

  const startApp = () => createTestApp(backend, { database, clock, env: { WEB_ROOT: webRoot, ...(s3 ? s3Env(s3) : {}) } });

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    if (storageKind === 's3') s3 = await startTestS3Server();
    webRoot = emptyWebRoot();
    clock = new TestClock();
    t = await startApp();
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await s3?.close();
  });

  /** Every stored file whose key starts with `prefix`, sorted. */
  const filesUnder = async (prefix: string) => {
    const keys: string[] = [];
    for await (const { key } of t.storage.list(prefix)) keys.push(key);
    return keys.sort();
  };

  const member = () => createTestMember(t, `uploader-${(counter += 1)}@uploads.test`);
  const uploadProfile = (who: TestMember, content = TINY_PNG) => {
    const file = multipartFile('image', 'me.png', content, 'image/png');
    return t.app.inject({ method: 'POST', url: '/api/user/profile/upload', headers: { ...who.auth, ...file.headers }, payload: file.payload });
  };
  const uploadCommunityProfile = (who: TestMember) => {
    const file = multipartFile('image', 'me.jpg', TINY_JPEG, 'image/jpeg');
    return t.app.inject({ method: 'POST', url: '/api/board/profile/upload', headers: { ...who.auth, ...file.headers }, payload: file.payload });
  };
  const inquiry = async (who: TestMember) => {
    const form = new FormData();
    form.append('replyEmail', 'me@uploads.test');
    form.append('body', 'a question with a screenshot');
    form.append('agreePrivacy', 'true');
    form.append('files', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'shot.png');
    const request = new Request('http://keys.test/', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: '/api/support/inquiry',
      headers: { ...who.auth, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };
  const setQuota = (userId: number, files: number, bytes: number) =>
    t.database.db
      .insertInto('upload_quota')
      .values({ user_id: userId, day: kstUploadDay(clock.now()), files, bytes })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet({ files, bytes }))
      .execute();
  const quotaOf = (userId: number) =>
    t.database.db.selectFrom('upload_quota').selectAll().where('user_id', '=', userId).where('day', '=', kstUploadDay(clock.now())).executeTakeFirst();
  const allFiles = () => filesUnder('');

  test('the quota counts every upload route; past it the next upload is refused with the code and writes nothing', async () => {
    const who = await member();
    const { projectId, designIds } = await communityProject(t);
    await giveKey(t, who, designIds[0] ?? 0);

    successData(await uploadProfile(who), meSchema);
    successData(await uploadCommunityProfile(who), communityProfileSchema);
    successData(await createPostRequest(t, who, projectId, 'with a picture', [{ name: 'a.png', content: TINY_PNG, type: 'image/png' }]), communityPostSchema);
    expect((await inquiry(who)).statusCode).toBe(200);
    expect(await quotaOf(who.user.id)).toMatchObject({ files: 4, bytes: 2 * TINY_PNG.length + TINY_JPEG.length + TINY_PNG.length });

    // One file left today: the profile upload takes it, every route after it is refused.
    await setQuota(who.user.id, UPLOAD_DAILY_MAX_FILES - 1, 0);
    successData(await uploadProfile(who), meSchema);
    const before = await allFiles();
    const rows = await t.database.db.selectFrom('profile_upload').select('id').where('user_id', '=', who.user.id).execute();
    for (const answer of [
      await uploadProfile(who),
      await uploadCommunityProfile(who),
      await createPostRequest(t, who, projectId, 'another picture', [{ name: 'b.png', content: TINY_PNG, type: 'image/png' }]),
      await inquiry(who),
    ]) {
      expect(failure(answer)).toMatchObject({ status: 429, code: 'UPLOAD_QUOTA_EXCEEDED', message: ERRORS.UPLOAD_QUOTA_EXCEEDED.ko });
    }
    expect(await allFiles()).toEqual(before);
    expect(await t.database.db.selectFrom('profile_upload').select('id').where('user_id', '=', who.user.id).execute()).toEqual(rows);
    expect(await quotaOf(who.user.id)).toMatchObject({ files: UPLOAD_DAILY_MAX_FILES });
    // A post without images still goes (nothing is uploaded).
    successData(await createPostRequest(t, who, projectId, 'just words'), communityPostSchema);

    // The bytes count too.
    const other = await member();
    await setQuota(other.user.id, 0, UPLOAD_DAILY_MAX_BYTES - 10);
    const refused = failure(await uploadProfile(other));
    expect(refused).toMatchObject({ status: 429, code: 'UPLOAD_QUOTA_EXCEEDED' });
    expect(await filesUnder(`profile/${other.user.id}/`)).toEqual([]);
  });

  test('the next KST day allows again; the refusal says when', async () => {
    clock.set(new Date('2031-03-10T14:50:00Z')); // 23:50 KST on March 10th.
    const who = await member();
    await setQuota(who.user.id, UPLOAD_DAILY_MAX_FILES, 0);
    const answer = await uploadProfile(who);
    expect(failure(answer).code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(answer.json()).toMatchObject({ error: { details: { resetsAt: '2031-03-10T15:00:00.000Z' } } });
    clock.set(new Date('2031-03-10T14:59:59Z'));
    expect(failure(await uploadProfile(who)).code).toBe('UPLOAD_QUOTA_EXCEEDED');
    clock.set(new Date('2031-03-10T15:00:00Z')); // Midnight KST.
    successData(await uploadProfile(who), meSchema);
    expect(await quotaOf(who.user.id)).toMatchObject({ day: '2031-03-11', files: 1 });
  });

  test('concurrent uploads cannot pass the quota together', async () => {
    const who = await member();
    await setQuota(who.user.id, UPLOAD_DAILY_MAX_FILES - 3, 0);
    const answers = await Promise.all(Array.from({ length: 12 }, () => uploadProfile(who)));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'OK' : failure(answer).code));
    expect(codes.filter((code) => code === 'OK')).toHaveLength(3);
    expect(codes.filter((code) => code === 'UPLOAD_QUOTA_EXCEEDED')).toHaveLength(9);
    expect(await quotaOf(who.user.id)).toMatchObject({ files: UPLOAD_DAILY_MAX_FILES });
    expect(await t.database.db.selectFrom('profile_upload').select('id').where('user_id', '=', who.user.id).execute()).toHaveLength(3);
    expect(await filesUnder(`profile/${who.user.id}/`)).toHaveLength(3);
  });

  test('upload ids in URLs are random: not the row id, not consecutive, and the old numeric URL names nothing', async () => {
    const who = await member();
    const first = successData(await uploadProfile(who), meSchema).profileImage ?? '';
    const second = successData(await uploadProfile(who), meSchema).profileImage ?? '';
    const idOf = (url: string) => url.split('/').pop() ?? '';
    expect(idOf(first)).toMatch(/^[0-9a-f]{32}$/);
    expect(idOf(second)).toMatch(/^[0-9a-f]{32}$/);
    const gap = BigInt(`0x${idOf(second)}`) - BigInt(`0x${idOf(first)}`);
    expect(gap > 1_000_000n || gap < -1_000_000n).toBe(true);
    const rows = await t.database.db
      .selectFrom('profile_upload')
      .select(['id', 'public_id', 'file_name'])
      .where('user_id', '=', who.user.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.public_id)).toEqual([idOf(first), idOf(second)]);
    for (const row of rows) {
      expect(row.file_name).toMatch(new RegExp(`^profile/${who.user.id}/[0-9a-f-]{36}\\.png$`));
      expect(failure(await t.app.inject({ method: 'GET', url: `/api/user/profile/image/${row.id}` })).code).toBe('NOT_FOUND');
    }
    const image = await t.app.inject({ method: 'GET', url: second });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  test('the sweep removes unreferenced uploads and files after the grace period, keeps referenced ones, and works after a restart', async () => {
    const { db } = t.database;
    const keeper = await member();
    const leaver = await member();
    const { projectId, designIds } = await communityProject(t);
    await giveKey(t, keeper, designIds[0] ?? 0);

    // The keeper replaces the profile image PROFILE_UPLOADS_KEPT + 2 times and picks the first one for communities.
    const urls: string[] = [];
    for (let index = 0; index < PROFILE_UPLOADS_KEPT + 3; index += 1) urls.push(successData(await uploadProfile(keeper), meSchema).profileImage ?? '');
    const uploads = await db.selectFrom('profile_upload').select(['id', 'file_name']).where('user_id', '=', keeper.user.id).orderBy('id').execute();
    const [firstUpload, secondUpload, thirdUpload] = uploads;
    await db
      .updateTable('app_user')
      .set({ community_image_type: 'UPLOAD', community_upload_id: firstUpload?.id ?? null })
      .where('id', '=', keeper.user.id)
      .execute();

    // A deleted post's image, a kept post's image.
    const deleted = successData(
      await createPostRequest(t, keeper, projectId, 'to delete', [{ name: 'd.png', content: TINY_PNG, type: 'image/png' }]),
      communityPostSchema,
    );
    const kept = successData(
      await createPostRequest(t, keeper, projectId, 'to keep', [{ name: 'k.png', content: TINY_PNG, type: 'image/png' }]),
      communityPostSchema,
    );
    await db.updateTable('community_post').set({ deleted_at: clock.now() }).where('id', '=', deleted.id).execute();
    const postImages = await db.selectFrom('community_post_image').select(['post_id', 'storage_name']).where('post_id', 'in', [deleted.id, kept.id]).execute();

    // A member deactivated before uploads were removed at deactivation (an old row).
    successData(await uploadProfile(leaver), meSchema);
    await db
      .updateTable('app_user')
      .set({ status: MEMBER_STATUS.deactivated, profile_upload_id: null, profile_image_type: null })
      .where('id', '=', leaver.user.id)
      .execute();

    // A file whose row never came (the process died between the write and the commit), and one being uploaded now.
    const orphan = `profile/${keeper.user.id}/0b4f3c9e-crash.png`;
    await t.storage.put(orphan, TINY_PNG, { contentType: 'image/png', storedAt: clock.now() });
    const before = await allFiles();

    // Within the grace period nothing goes.
    expect(await t.app.uploadSweep.runOnce()).toEqual({ rows: 0, files: [] });
    expect(await allFiles()).toEqual(before);

    // A restart: a fresh app on the same database and upload folder, past the grace period.
    await t.close();
    clock.advance(UPLOAD_SWEEP_GRACE_MS + HOUR_MS);
    t = await startApp();
    const inProgress = `inquiries/999999/3e1d2c4b-in-progress.png`;
    await t.storage.put(inProgress, TINY_PNG, { contentType: 'image/png', storedAt: clock.now() });

    const pass = await t.app.uploadSweep.runOnce();
    const deletedImage = postImages.find((image) => image.post_id === deleted.id)?.storage_name ?? '';
    const keptImage = postImages.find((image) => image.post_id === kept.id)?.storage_name ?? '';
    const leaverFiles = before.filter((name) => name.startsWith(`profile/${leaver.user.id}/`));
    expect(leaverFiles).toHaveLength(1);
    // The second and third uploads: replaced, not in use, older than the newest PROFILE_UPLOADS_KEPT.
    expect(pass.rows).toBe(2 + 1 + 1);
    expect(pass.files).toEqual([secondUpload?.file_name, thirdUpload?.file_name, `community/${deletedImage}`, orphan, ...leaverFiles].sort());
    expect(await allFiles()).toEqual(
      before
        .filter((name) => !pass.files.includes(name))
        .concat(inProgress)
        .sort(),
    );
    expect(await allFiles()).toEqual(expect.arrayContaining([firstUpload?.file_name, `community/${keptImage}`, inProgress]));
    const left = await db.selectFrom('profile_upload').select('id').where('user_id', 'in', [keeper.user.id, leaver.user.id]).orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual(uploads.filter((upload) => upload !== secondUpload && upload !== thirdUpload).map((upload) => upload.id));
    expect(await db.selectFrom('community_post_image').select('post_id').where('post_id', 'in', [deleted.id, kept.id]).execute()).toEqual([
      { post_id: kept.id },
    ]);
    // The kept images still answer; the newest upload is still the profile image.
    expect((await t.app.inject({ method: 'GET', url: urls.at(-1) ?? '' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/board/images/${keptImage}` })).statusCode).toBe(200);

    // A second pass finds nothing more.
    expect(await t.app.uploadSweep.runOnce()).toEqual({ rows: 0, files: [] });
  });
});
