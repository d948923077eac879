import type { LightMyRequestResponse } from 'fastify';
import { COMMUNITY_API, communityAccessSchema, communityDetailSchema, communityListSchema, feedPageSchema } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { testBackends } from '../../../testing/test-database';
import type { TestMember } from '../../../testing/test-members';
import { handOverKey } from '../../ownership/move-key';
import {
  banMember,
  communityMember,
  communityProject,
  createCommunityApp,
  createPostRequest,
  giveKey,
  insertComment,
  insertPost,
  type CommunityTestApp,
} from './community-fixture';

type Actor = 'owner' | 'formerByHandOver' | 'formerByOwnerChange' | 'nonOwner' | 'banned' | 'visitor' | 'unrevealedOnly' | 'support' | 'admin';
const ACTORS: Actor[] = ['owner', 'formerByHandOver', 'formerByOwnerChange', 'nonOwner', 'banned', 'visitor', 'unrevealedOnly', 'support', 'admin'];

/** What each actor gets: OK, or the refusal's status and code. */
const READ: Record<Actor, 'OK' | [number, string]> = {
  owner: 'OK',
  formerByHandOver: [403, 'COMMUNITY_NO_ACCESS'],
  formerByOwnerChange: [403, 'COMMUNITY_NO_ACCESS'],
  nonOwner: [403, 'COMMUNITY_NO_ACCESS'],
  banned: 'OK',
  visitor: [401, 'TOKEN_MISSING'],
  unrevealedOnly: [403, 'COMMUNITY_NO_ACCESS'],
  support: 'OK',
  admin: 'OK',
};
const WRITE: Record<Actor, 'OK' | [number, string]> = { ...READ, banned: [403, 'COMMUNITY_BANNED'], support: [403, 'FORBIDDEN'] };

describe.each(testBackends())('community member routes: access on every route (%s)', (backend) => {
  let t: CommunityTestApp;
  let projectId: number;
  let designId: number;
  let actors: Record<Exclude<Actor, 'visitor'>, TestMember>;
  /** Another owner who wrote the post and comment everyone acts on. */
  let writer: TestMember;
  let postId: number;
  let commentId: number;
  let banUntil: Date;

  beforeAll(async () => {
    t = await createCommunityApp(backend);
    ({
      projectId,
      designIds: [designId = 0],
    } = await communityProject(t));
    writer = await communityMember(t, 'writer');
    await giveKey(t, writer, designId);
    actors = {
      owner: await communityMember(t, 'owner'),
      formerByHandOver: await communityMember(t, 'former-a'),
      formerByOwnerChange: await communityMember(t, 'former-b'),
      nonOwner: await communityMember(t, 'stranger'),
      banned: await communityMember(t, 'banned'),
      unrevealedOnly: await communityMember(t, 'unrevealed'),
      support: await communityMember(t, 'support', 'support'),
      admin: await communityMember(t, 'admin', 'admin'),
    };
    await giveKey(t, actors.owner, designId);
    await giveKey(t, actors.banned, designId);
    await giveKey(t, actors.unrevealedOnly, designId, { revealed: false });
    const handedOver = await giveKey(t, actors.formerByHandOver, designId);
    const changed = await giveKey(t, actors.formerByOwnerChange, designId);
    postId = await insertPost(t, writer, projectId, 'the post');
    commentId = await insertComment(t, writer, postId, 'the comment');

    // Both former owners were in; the next request after losing the KEY is refused.
    for (const former of [actors.formerByHandOver, actors.formerByOwnerChange]) {
      expect((await t.app.inject({ method: 'GET', url: COMMUNITY_API.posts(projectId), headers: former.auth })).statusCode).toBe(200);
    }
    await t.database.db.transaction().execute((trx) =>
      handOverKey(trx, {
        keyItemId: handedOver,
        fromUserId: actors.formerByHandOver.user.id,
        toUserId: writer.user.id,
        kind: 'TRANSFER',
        actor: null,
        now: t.clock.now(),
      }),
    );
    await t.database.db.updateTable('key_item').set({ owner_id: writer.user.id }).where('id', '=', changed).execute();

    banUntil = new Date(t.clock.now().getTime() + 7 * 86_400_000);
    await banMember(t, actors.banned, actors.support, banUntil, 'spam links');
  });
  afterAll(async () => {
    await t.close();
  });

  const auth = (actor: Actor) => (actor === 'visitor' ? {} : actors[actor].auth);
  /** A fresh post and comment by the actor (by the writer for a visitor), so edits and deletes have a target of their own. */
  const ownContent = async (actor: Actor) => {
    const author = actor === 'visitor' ? writer : actors[actor];
    const post = await insertPost(t, author, projectId, `own post of ${actor}`);
    const comment = await insertComment(t, author, postId, `own comment of ${actor}`);
    return { post, comment };
  };

  const check = (actor: Actor, route: string, answer: LightMyRequestResponse, expected: 'OK' | [number, string]) => {
    if (expected === 'OK') {
      expect({ actor, route, status: answer.statusCode }).toEqual({ actor, route, status: 200 });
      return;
    }
    const error = failure(answer);
    expect({ actor, route, status: error.status, code: error.code }).toEqual({ actor, route, status: expected[0], code: expected[1] });
    if (error.code === 'COMMUNITY_BANNED') expect(error.details).toEqual({ until: banUntil.toISOString(), reason: 'spam links' });
  };

  it.each(ACTORS)('reads: feed, new posts, a post, its comments (%s)', async (actor) => {
    const headers = auth(actor);
    const routes: Array<[string, string]> = [
      ['feed', COMMUNITY_API.posts(projectId)],
      ['new posts', `${COMMUNITY_API.newPosts(projectId)}?after=0`],
      ['post', COMMUNITY_API.post(postId)],
      ['comments', COMMUNITY_API.comments(postId)],
    ];
    for (const [route, url] of routes) check(actor, route, await t.app.inject({ method: 'GET', url, headers }), READ[actor]);
  });

  it.each(ACTORS)('writes: post, edit, delete, comment, edit and delete a comment, like, report (%s)', async (actor) => {
    const headers = auth(actor);
    const own = await ownContent(actor);
    const writes: Array<[string, () => Promise<LightMyRequestResponse>]> = [
      ['create post', () => createPostRequest(t, actor === 'visitor' ? null : actors[actor], projectId, `a post by ${actor}`)],
      ['edit post', () => t.app.inject({ method: 'PATCH', url: COMMUNITY_API.post(own.post), headers, payload: { body: 'edited' } })],
      ['comment', () => t.app.inject({ method: 'POST', url: COMMUNITY_API.comments(postId), headers, payload: { body: 'hi' } })],
      ['reply', () => t.app.inject({ method: 'POST', url: COMMUNITY_API.comments(postId), headers, payload: { body: 'hi', parentId: commentId } })],
      ['edit comment', () => t.app.inject({ method: 'PATCH', url: COMMUNITY_API.comment(own.comment), headers, payload: { body: 'edited' } })],
      ['like post', () => t.app.inject({ method: 'PUT', url: COMMUNITY_API.reaction('post', postId), headers, payload: { liked: true } })],
      ['like comment', () => t.app.inject({ method: 'PUT', url: COMMUNITY_API.reaction('comment', commentId), headers, payload: { liked: true } })],
      ['unlike post', () => t.app.inject({ method: 'PUT', url: COMMUNITY_API.reaction('post', postId), headers, payload: { liked: false } })],
      [
        'report',
        () => t.app.inject({ method: 'POST', url: COMMUNITY_API.report, headers, payload: { targetType: 'comment', targetId: commentId, reason: 'SPAM' } }),
      ],
      ['delete comment', () => t.app.inject({ method: 'DELETE', url: COMMUNITY_API.comment(own.comment), headers })],
      ['delete post', () => t.app.inject({ method: 'DELETE', url: COMMUNITY_API.post(own.post), headers })],
    ];
    for (const [route, send] of writes) check(actor, route, await send(), WRITE[actor]);
    // Refused writes left nothing behind.
    if (WRITE[actor] !== 'OK') {
      const post = await t.database.db.selectFrom('community_post').select(['body', 'deleted_at']).where('id', '=', own.post).executeTakeFirstOrThrow();
      expect(post).toEqual({ body: `own post of ${actor}`, deleted_at: null });
    }
  });

  it.each(ACTORS)('pinning is for admins only (%s)', async (actor) => {
    const answer = await t.app.inject({ method: 'PUT', url: COMMUNITY_API.pin(postId), headers: auth(actor), payload: { pinned: false } });
    const expected = actor === 'admin' ? 'OK' : READ[actor] === 'OK' ? ([403, 'FORBIDDEN'] as [number, string]) : READ[actor];
    check(actor, 'pin', answer, expected);
  });

  it('an admin deleting another member’s post or comment is audited; a member may not', async () => {
    const post = await insertPost(t, writer, projectId, 'to be removed');
    const comment = await insertComment(t, writer, post, 'also removed');
    expect(failure(await t.app.inject({ method: 'DELETE', url: COMMUNITY_API.post(post), headers: actors.owner.auth })).code).toBe('COMMUNITY_NOT_AUTHOR');
    expect(failure(await t.app.inject({ method: 'PATCH', url: COMMUNITY_API.post(post), headers: actors.admin.auth, payload: { body: 'x' } })).code).toBe(
      'COMMUNITY_NOT_AUTHOR',
    );
    expect((await t.app.inject({ method: 'DELETE', url: COMMUNITY_API.comment(comment), headers: actors.admin.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: COMMUNITY_API.post(post), headers: actors.admin.auth })).statusCode).toBe(200);
    const audits = await t.database.db
      .selectFrom('staff_audit')
      .select(['action', 'target_id', 'actor_id'])
      .where('action', 'in', ['COMMUNITY_POST_DELETE', 'COMMUNITY_COMMENT_DELETE'])
      .where('target_id', 'in', [String(post), String(comment)])
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { action: 'COMMUNITY_COMMENT_DELETE', target_id: String(comment), actor_id: actors.admin.user.id },
      { action: 'COMMUNITY_POST_DELETE', target_id: String(post), actor_id: actors.admin.user.id },
    ]);
    expect(failure(await t.app.inject({ method: 'GET', url: COMMUNITY_API.post(post), headers: actors.owner.auth })).code).toBe('COMMUNITY_POST_NOT_FOUND');
  });

  it('lists every community with the caller’s access, their own first; visitors see it too', async () => {
    const other = await communityProject(t);
    const visitor = successData(await t.app.inject({ method: 'GET', url: COMMUNITY_API.communities }), communityListSchema);
    expect(visitor.items.find((item) => item.projectId === projectId)?.access).toMatchObject({ reason: 'SIGN_IN', canRead: false });
    const ids = visitor.items.map((item) => item.projectId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const owner = successData(await t.app.inject({ method: 'GET', url: COMMUNITY_API.communities, headers: actors.owner.auth }), communityListSchema);
    expect(owner.items[0]).toMatchObject({ projectId, state: 'OPEN', access: { reason: 'OWNER', canRead: true, canWrite: true } });
    expect(owner.items.find((item) => item.projectId === other.projectId)?.access.reason).toBe('NO_KEY');
    const banned = successData(
      await t.app.inject({ method: 'GET', url: COMMUNITY_API.community(projectId), headers: actors.banned.auth }),
      communityDetailSchema,
    );
    expect(banned.access).toEqual({
      reason: 'OWNER',
      canRead: true,
      canWrite: false,
      canModerate: false,
      ban: { until: banUntil.toISOString(), reason: 'spam links' },
    });
    const live = await t.database.db
      .selectFrom('community_post')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .where('deleted_at', 'is', null)
      .where('hidden_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(banned.postCount).toBe(Number(live.n));
    expect(banned.artUrl).toBe(`/api/art/project/${projectId}.webp`);

    expect(failure(await t.app.inject({ method: 'GET', url: COMMUNITY_API.community(2_000_000_000) }))).toMatchObject({
      status: 404,
      code: 'COMMUNITY_NOT_FOUND',
    });
    expect(failure(await t.app.inject({ method: 'GET', url: COMMUNITY_API.access(2_000_000_000) }))).toMatchObject({
      status: 404,
      code: 'COMMUNITY_NOT_FOUND',
    });
    const access = (who: TestMember | null) =>
      t.app
        .inject({ method: 'GET', url: COMMUNITY_API.access(projectId), headers: who?.auth ?? {} })
        .then((answer) => successData(answer, communityAccessSchema));
    expect((await access(null)).reason).toBe('SIGN_IN');
    expect((await access(actors.formerByHandOver)).reason).toBe('NO_KEY');
    expect((await access(actors.unrevealedOnly)).reason).toBe('NO_KEY');
    expect(await access(actors.admin)).toEqual({ reason: 'STAFF', canRead: true, canWrite: true, canModerate: true, ban: null });

    // A member whose token has expired is not answered as a visitor: the 401 makes the client refresh and ask again.
    for (const url of [COMMUNITY_API.communities, COMMUNITY_API.community(projectId), COMMUNITY_API.access(projectId)]) {
      expect(failure(await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-token' } }))).toMatchObject({
        status: 401,
        code: 'TOKEN_INVALID',
      });
    }
  });

  it('a closed or not yet open community refuses its owners', async () => {
    const { projectId: closedId, designIds } = await communityProject(t);
    await giveKey(t, actors.owner, designIds[0] ?? 0);
    expect(successData(await t.app.inject({ method: 'GET', url: COMMUNITY_API.posts(closedId), headers: actors.owner.auth }), feedPageSchema).items).toEqual(
      [],
    );
    const opensAt = new Date(t.clock.now().getTime() + 86_400_000);
    await t.database.db.insertInto('community_setting').values({ project_id: closedId, closed: false, opens_at: opensAt }).execute();
    expect(failure(await t.app.inject({ method: 'GET', url: COMMUNITY_API.posts(closedId), headers: actors.owner.auth }))).toMatchObject({
      status: 403,
      code: 'COMMUNITY_NOT_OPEN',
      details: { opensAt: opensAt.toISOString() },
    });
    await t.database.db.updateTable('community_setting').set({ closed: true }).where('project_id', '=', closedId).execute();
    expect(failure(await createPostRequest(t, actors.owner, closedId, 'hello')).code).toBe('COMMUNITY_CLOSED');
    const list = successData(await t.app.inject({ method: 'GET', url: COMMUNITY_API.communities, headers: actors.owner.auth }), communityListSchema);
    expect(list.items.find((item) => item.projectId === closedId)).toMatchObject({ state: 'CLOSED', access: { reason: 'CLOSED' } });
  });
});
