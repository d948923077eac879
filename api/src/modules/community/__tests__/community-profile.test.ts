import { COMMUNITY_API, communityPostSchema, communityProfileSchema, meSchema, myCommentsPageSchema, myPostsPageSchema } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { testBackends } from '../../../testing/test-database';
import type { TestMember } from '../../../testing/test-members';
import { multipartFile, TINY_GIF, TINY_PNG } from '../../profile/__tests__/profile-fixtures';
import { handOverKey } from '../../ownership/move-key';
import {
  communityMember,
  communityProject,
  createCommunityApp,
  createPostRequest,
  giveKey,
  insertComment,
  insertPost,
  type CommunityTestApp,
} from './community-fixture';

describe.each(testBackends())('community profile and the member’s own posts and comments (%s)', (backend) => {
  let t: CommunityTestApp;
  let projectId: number;
  let designId: number;

  beforeAll(async () => {
    t = await createCommunityApp(backend);
    ({
      projectId,
      designIds: [designId = 0],
    } = await communityProject(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const profile = async (who: TestMember) =>
    successData(await t.app.inject({ method: 'GET', url: COMMUNITY_API.profile, headers: who.auth }), communityProfileSchema);
  const setProfile = (who: TestMember, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: COMMUNITY_API.profile, headers: who.auth, payload: payload as object });
  const me = async (who: TestMember) => successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: who.auth }), meSchema);

  it('picks a nickname and an owned KEY as the community image; posts show them; losing the KEY drops the image', async () => {
    const member = await communityMember(t, 'profiled');
    const keyItem = await giveKey(t, member, designId);
    expect(await profile(member)).toEqual({
      nickname: null,
      accountNickname: member.user.nickname,
      imageType: null,
      imageUrl: null,
      choices: [{ type: 'KEY', id: designId, url: `/api/art/key/${designId}.webp`, selected: false, name: { ko: '키 1', en: 'Key 1' } }],
    });
    const chosen = successData(await setProfile(member, { nickname: 'FanName', image: { type: 'KEY', id: designId } }), communityProfileSchema);
    expect(chosen).toMatchObject({
      nickname: 'FanName',
      imageType: 'KEY',
      imageUrl: `/api/art/key/${designId}.webp`,
      choices: [{ id: designId, selected: true }],
    });
    expect(await me(member)).toMatchObject({ communityProfileImage: `/api/art/key/${designId}.webp`, communityProfileImageType: 'KEY', profileImage: null });
    const post = successData(await createPostRequest(t, member, projectId, 'hello'), communityPostSchema);
    expect(post.author).toMatchObject({ nickname: 'FanName', imageUrl: `/api/art/key/${designId}.webp` });

    const taker = await communityMember(t, 'taker');
    await t.database.db
      .transaction()
      .execute((trx) =>
        handOverKey(trx, { keyItemId: keyItem, fromUserId: member.user.id, toUserId: taker.user.id, kind: 'TRANSFER', actor: null, now: t.clock.now() }),
      );
    expect(await me(member)).toMatchObject({ communityProfileImage: null, communityProfileImageType: null });
    expect((await profile(member)).nickname).toBe('FanName');

    expect(failure(await setProfile(member, { nickname: null, image: { type: 'KEY', id: designId } })).code).toBe('KEY_NOT_OWNED');
    expect(failure(await setProfile(member, { nickname: null, image: { type: 'UPLOAD', id: 999_999 } })).code).toBe('NOT_FOUND');
    expect(failure(await setProfile(member, { nickname: 'a', image: null })).code).toMatch(/^NICKNAME_/);
    expect(failure(await setProfile(taker, { nickname: 'fanname', image: null })).code).toBe('NICKNAME_DUPLICATE');
    expect(failure(await setProfile(taker, { nickname: member.user.nickname, image: null })).code).toBe('NICKNAME_DUPLICATE');
    const cleared = successData(await setProfile(member, { nickname: null, image: null }), communityProfileSchema);
    expect(cleared).toMatchObject({ nickname: null, imageType: null, imageUrl: null });
    expect(failure(await t.app.inject({ method: 'GET', url: COMMUNITY_API.profile })).status).toBe(401);
  });

  it('uploads a community image (jpg/png by content) and falls back to the account image when none is chosen', async () => {
    const member = await communityMember(t, 'uploader');
    const account = multipartFile('image', 'me.png', TINY_PNG, 'image/png');
    const accountMe = successData(
      await t.app.inject({ method: 'POST', url: '/api/user/profile/upload', headers: { ...member.auth, ...account.headers }, payload: account.payload }),
      meSchema,
    );
    expect(accountMe).toMatchObject({ communityProfileImage: accountMe.profileImage, communityProfileImageType: 'UPLOAD' });

    const upload = (file: ReturnType<typeof multipartFile>) =>
      t.app.inject({ method: 'POST', url: COMMUNITY_API.profileUpload, headers: { ...member.auth, ...file.headers }, payload: file.payload });
    expect(failure(await upload(multipartFile('image', 'cat.png', TINY_GIF, 'image/png')))).toMatchObject({ status: 415, code: 'IMAGE_TYPE_NOT_ALLOWED' });
    const uploaded = successData(await upload(multipartFile('image', 'fan.png', TINY_PNG, 'image/png')), communityProfileSchema);
    const selected = uploaded.choices.find((choice) => choice.selected);
    expect(selected?.type).toBe('UPLOAD');
    expect(uploaded).toMatchObject({ imageType: 'UPLOAD', imageUrl: selected?.url });
    expect(uploaded.choices.filter((choice) => choice.type === 'UPLOAD')).toHaveLength(2);
    const after = await me(member);
    expect(after.communityProfileImage).toBe(selected?.url);
    expect(after.profileImage).toBe(accountMe.profileImage);
    expect(after.communityProfileImage).not.toBe(after.profileImage);
    expect((await t.app.inject({ method: 'GET', url: selected?.url ?? '' })).statusCode).toBe(200);
  });

  it('lists the member’s own posts and comments newest first, hidden ones marked, deleted ones left out', async () => {
    const member = await communityMember(t, 'writer');
    const other = await communityMember(t, 'other');
    await giveKey(t, member, designId);
    const posts: number[] = [];
    for (let index = 0; index < 4; index += 1) posts.push(await insertPost(t, member, projectId, `post ${index}\nsecond line`));
    const foreign = await insertPost(t, other, projectId, 'someone else’s');
    const { db } = t.database;
    await db
      .updateTable('community_post')
      .set({ hidden_at: t.clock.now() })
      .where('id', '=', posts[1] ?? 0)
      .execute();
    await db
      .updateTable('community_post')
      .set({ deleted_at: t.clock.now() })
      .where('id', '=', posts[2] ?? 0)
      .execute();

    const first = successData(await t.app.inject({ method: 'GET', url: `${COMMUNITY_API.myPosts}?limit=2`, headers: member.auth }), myPostsPageSchema);
    expect(first.items.map((item) => item.id)).toEqual([posts[3], posts[1]]);
    expect(first.items[0]).toMatchObject({ projectId, excerpt: 'post 3 second line', hidden: false, imageCount: 0 });
    expect(first.items[1]?.hidden).toBe(true);
    const second = successData(
      await t.app.inject({ method: 'GET', url: `${COMMUNITY_API.myPosts}?limit=2&cursor=${first.nextCursor}`, headers: member.auth }),
      myPostsPageSchema,
    );
    expect(second).toMatchObject({ items: [{ id: posts[0] }], nextCursor: null });

    const top = await insertComment(t, member, foreign, 'on a foreign post');
    const reply = await insertComment(t, member, foreign, 'a reply', top);
    const gone = await insertComment(t, member, foreign, 'deleted');
    await db.updateTable('community_comment').set({ deleted_at: t.clock.now() }).where('id', '=', gone).execute();
    const mine = successData(await t.app.inject({ method: 'GET', url: COMMUNITY_API.myComments, headers: member.auth }), myCommentsPageSchema);
    expect(mine.items).toMatchObject([
      { id: reply, postId: foreign, projectId, isReply: true, excerpt: 'a reply', postExcerpt: 'someone else’s', hidden: false },
      { id: top, isReply: false, excerpt: 'on a foreign post' },
    ]);
    expect(mine.nextCursor).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: COMMUNITY_API.myComments })).statusCode).toBe(401);
  });
});
