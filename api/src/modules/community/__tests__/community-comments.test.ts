import { COMMUNITY_API, commentsPageSchema, communityCommentSchema, communityReplySchema, reactionStateSchema, reportReceiptSchema } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { testBackends } from '../../../testing/test-database';
import type { TestMember } from '../../../testing/test-members';
import { communityMember, communityProject, createCommunityApp, giveKey, insertComment, insertPost, type CommunityTestApp } from './community-fixture';

describe.each(testBackends())('community comments, likes, reports and notifications (%s)', (backend) => {
  let t: CommunityTestApp;
  let projectId: number;
  let designId: number;
  let author: TestMember;
  let commenter: TestMember;
  let third: TestMember;
  let support: TestMember;

  beforeAll(async () => {
    t = await createCommunityApp(backend);
    ({
      projectId,
      designIds: [designId = 0],
    } = await communityProject(t));
    author = await communityMember(t, 'author');
    commenter = await communityMember(t, 'commenter');
    third = await communityMember(t, 'third');
    support = await communityMember(t, 'support', 'support');
    for (const member of [author, commenter, third]) await giveKey(t, member, designId);
  });
  afterAll(async () => {
    await t.close();
  });

  const comment = (who: TestMember, postId: number, body: string, parentId?: number) =>
    t.app.inject({ method: 'POST', url: COMMUNITY_API.comments(postId), headers: who.auth, payload: { body, ...(parentId ? { parentId } : {}) } });
  const comments = async (who: TestMember, postId: number, query = '') =>
    successData(await t.app.inject({ method: 'GET', url: `${COMMUNITY_API.comments(postId)}${query}`, headers: who.auth }), commentsPageSchema);
  const like = (who: TestMember, targetType: 'post' | 'comment', targetId: number, liked = true) =>
    t.app.inject({ method: 'PUT', url: COMMUNITY_API.reaction(targetType, targetId), headers: who.auth, payload: { liked } });
  const commentCount = async (postId: number) =>
    (await t.database.db.selectFrom('community_post').select('comment_count').where('id', '=', postId).executeTakeFirstOrThrow()).comment_count;
  const unread = (who: TestMember) =>
    t.database.db
      .selectFrom('notification')
      .select(['type', 'group_key', 'body_ko', 'body_en', 'link_url'])
      .where('user_id', '=', who.user.id)
      .where('read_at', 'is', null)
      .orderBy('id')
      .execute();
  const readAll = (who: TestMember) => t.database.db.updateTable('notification').set({ read_at: t.clock.now() }).where('user_id', '=', who.user.id).execute();

  it('comments and replies one level deep, counting them on the post, and notifies the authors', async () => {
    const postId = await insertPost(t, author, projectId, 'my post');
    await readAll(author);
    const top = successData(await comment(commenter, postId, 'nice\r\npost https://example.com'), communityCommentSchema);
    expect(top).toMatchObject({ postId, parentId: null, body: 'nice\npost https://example.com', mine: true, replies: [], author: { id: commenter.user.id } });
    expect(await commentCount(postId)).toBe(1);
    expect(await unread(author)).toEqual([
      {
        type: 'COMMENT',
        group_key: `COMMENT:post:${postId}`,
        body_ko: `${commenter.user.nickname}님이 내 게시글에 댓글을 남겼습니다: nice post https://example.com`,
        body_en: `${commenter.user.nickname} commented on your post: nice post https://example.com`,
        link_url: `/community/${projectId}/posts/${postId}`,
      },
    ]);

    // A reply notifies the comment's author and the post's author; nobody hears about their own words.
    await readAll(author);
    const reply = successData(await comment(third, postId, 'agreed', top.id), communityCommentSchema);
    expect(reply.parentId).toBe(top.id);
    expect((await unread(commenter)).map((row) => [row.type, row.group_key, row.body_en])).toEqual([
      ['COMMENT', `COMMENT:comment:${top.id}`, `${third.user.nickname} replied to your comment: agreed`],
    ]);
    expect((await unread(author)).map((row) => row.group_key)).toEqual([`COMMENT:post:${postId}`]);
    await readAll(author);
    await readAll(commenter);
    successData(await comment(author, postId, 'thanks'), communityCommentSchema);
    successData(await comment(commenter, postId, 'my own reply', top.id), communityCommentSchema);
    expect(await unread(commenter)).toEqual([]);
    expect((await unread(author)).map((row) => row.group_key)).toEqual([`COMMENT:post:${postId}`]);
    expect(await commentCount(postId)).toBe(4);

    expect(failure(await comment(third, postId, 'deeper', reply.id))).toMatchObject({ status: 400, code: 'COMMUNITY_REPLY_TOO_DEEP' });
    const otherPost = await insertPost(t, author, projectId, 'another');
    expect(failure(await comment(third, otherPost, 'wrong post', top.id))).toMatchObject({ status: 404, code: 'COMMUNITY_COMMENT_NOT_FOUND' });
    expect(failure(await comment(third, postId, 'ghost', 999_999_999))).toMatchObject({ status: 404, code: 'COMMUNITY_COMMENT_NOT_FOUND' });
    expect(failure(await comment(third, postId, '  '))).toMatchObject({ status: 400, code: 'COMMUNITY_TEXT_REQUIRED' });
    expect(failure(await comment(third, postId, 'x'.repeat(1001)))).toMatchObject({ status: 400, code: 'COMMUNITY_TEXT_TOO_LONG' });

    const page = await comments(author, postId);
    expect(page.items.map((item) => [item.id, item.replies.map((r) => r.body)])).toEqual([
      [top.id, ['agreed', 'my own reply']],
      [expect.any(Number), []],
    ]);

    // Edit and delete one's own; the count follows.
    const edited = successData(
      await t.app.inject({ method: 'PATCH', url: COMMUNITY_API.comment(reply.id), headers: third.auth, payload: { body: 'edited' } }),
      communityReplySchema,
    );
    expect(edited).toMatchObject({ body: 'edited', editedAt: expect.any(String) });
    expect(failure(await t.app.inject({ method: 'PATCH', url: COMMUNITY_API.comment(reply.id), headers: author.auth, payload: { body: 'no' } })).code).toBe(
      'COMMUNITY_NOT_AUTHOR',
    );
    expect(failure(await t.app.inject({ method: 'DELETE', url: COMMUNITY_API.comment(reply.id), headers: author.auth })).code).toBe('COMMUNITY_NOT_AUTHOR');
    expect((await t.app.inject({ method: 'DELETE', url: COMMUNITY_API.comment(reply.id), headers: third.auth })).json()).toEqual({
      result: 'SUCCESS',
      data: { deleted: true },
    });
    expect(failure(await t.app.inject({ method: 'DELETE', url: COMMUNITY_API.comment(reply.id), headers: third.auth })).code).toBe(
      'COMMUNITY_COMMENT_NOT_FOUND',
    );
    expect(await commentCount(postId)).toBe(3);
  });

  it('keeps deleted or hidden comments with replies as placeholders, drops them without; hidden ones stay whole for their author and staff', async () => {
    const postId = await insertPost(t, author, projectId, 'placeholders');
    const { db } = t.database;
    const deletedWithReply = await insertComment(t, commenter, postId, 'deleted, answered');
    await insertComment(t, third, postId, 'reply to deleted', deletedWithReply);
    const deletedAlone = await insertComment(t, commenter, postId, 'deleted alone');
    const hiddenWithReply = await insertComment(t, commenter, postId, 'hidden, answered');
    await insertComment(t, third, postId, 'reply to hidden', hiddenWithReply);
    const hiddenAlone = await insertComment(t, commenter, postId, 'hidden alone');
    const live = await insertComment(t, third, postId, 'live');
    const hiddenReply = await insertComment(t, commenter, postId, 'hidden reply', live);
    await db.updateTable('community_comment').set({ deleted_at: t.clock.now() }).where('id', 'in', [deletedWithReply, deletedAlone]).execute();
    await db.updateTable('community_comment').set({ hidden_at: t.clock.now() }).where('id', 'in', [hiddenWithReply, hiddenAlone, hiddenReply]).execute();

    const forThird = await comments(third, postId);
    expect(forThird.items.map((item) => item.id)).toEqual([deletedWithReply, hiddenWithReply, live]);
    expect(forThird.items[0]).toMatchObject({ author: null, body: '', segments: [], deleted: true, replies: [{ body: 'reply to deleted' }] });
    expect(forThird.items[1]).toMatchObject({ author: null, body: '', segments: [], hidden: true, deleted: false, replies: [{ body: 'reply to hidden' }] });
    expect(forThird.items[2]?.replies).toEqual([]);

    for (const who of [commenter, support]) {
      const page = await comments(who, postId);
      expect(page.items.map((item) => item.id)).toEqual([deletedWithReply, hiddenWithReply, hiddenAlone, live]);
      expect(page.items[1]).toMatchObject({ body: 'hidden, answered', hidden: true, author: { id: commenter.user.id } });
      expect(page.items[3]?.replies).toMatchObject([{ id: hiddenReply, body: 'hidden reply', hidden: true }]);
    }
    // Hidden content cannot be liked or replied to by others.
    expect(failure(await like(third, 'comment', hiddenAlone)).code).toBe('COMMUNITY_COMMENT_NOT_FOUND');
    expect(failure(await comment(third, postId, 'reply', hiddenWithReply)).code).toBe('COMMUNITY_COMMENT_NOT_FOUND');
    expect(failure(await comment(third, postId, 'reply', deletedWithReply)).code).toBe('COMMUNITY_COMMENT_NOT_FOUND');
  });

  it('pages top-level comments oldest first by keyset', async () => {
    const postId = await insertPost(t, author, projectId, 'many comments');
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) ids.push(await insertComment(t, commenter, postId, `c${index}`));
    const first = await comments(author, postId, '?limit=2');
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    await insertComment(t, commenter, postId, 'late');
    const second = await comments(author, postId, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(2, 4));
    const third_ = await comments(author, postId, `?limit=2&cursor=${second.nextCursor}`);
    expect(third_.items.map((item) => item.body)).toEqual(['c4', 'late']);
    expect(third_.nextCursor).toBeNull();
  });

  it('likes toggle idempotently and collapse their notifications per target until read', async () => {
    const postId = await insertPost(t, author, projectId, 'likeable');
    await readAll(author);
    expect(successData(await like(commenter, 'post', postId), reactionStateSchema)).toEqual({ liked: true, likeCount: 1 });
    expect(successData(await like(commenter, 'post', postId), reactionStateSchema)).toEqual({ liked: true, likeCount: 1 });
    expect(successData(await like(third, 'post', postId), reactionStateSchema)).toEqual({ liked: true, likeCount: 2 });
    expect(await unread(author)).toEqual([
      {
        type: 'LIKE',
        group_key: `LIKE:post:${postId}`,
        body_ko: '내 게시글의 좋아요가 2개가 되었습니다.',
        body_en: 'Your post has 2 likes.',
        link_url: `/community/${projectId}/posts/${postId}`,
      },
    ]);
    await readAll(author);
    expect(successData(await like(third, 'post', postId, false), reactionStateSchema)).toEqual({ liked: false, likeCount: 1 });
    expect(successData(await like(third, 'post', postId, false), reactionStateSchema)).toEqual({ liked: false, likeCount: 1 });
    expect(await unread(author)).toEqual([]);
    expect(successData(await like(author, 'post', postId), reactionStateSchema)).toEqual({ liked: true, likeCount: 2 });
    expect(await unread(author)).toEqual([]);
    successData(await like(third, 'post', postId), reactionStateSchema);
    expect((await unread(author)).map((row) => row.body_en)).toEqual(['Your post has 3 likes.']);
    const rows = await t.database.db
      .selectFrom('notification')
      .select('id')
      .where('user_id', '=', author.user.id)
      .where('group_key', '=', `LIKE:post:${postId}`)
      .execute();
    expect(rows).toHaveLength(2);

    const commentId = await insertComment(t, commenter, postId, 'like me');
    expect(successData(await like(author, 'comment', commentId), reactionStateSchema)).toEqual({ liked: true, likeCount: 1 });
    expect((await unread(commenter)).map((row) => [row.group_key, row.body_en, row.body_ko])).toEqual([
      [`LIKE:comment:${commentId}`, 'Your comment has 1 like.', '내 댓글의 좋아요가 1개가 되었습니다.'],
    ]);
    const page = await comments(author, postId);
    expect(page.items.find((item) => item.id === commentId)).toMatchObject({ liked: true, likeCount: 1 });
    expect(failure(await like(author, 'post', 999_999_999))).toMatchObject({ status: 404, code: 'COMMUNITY_POST_NOT_FOUND' });
    expect(failure(await like(author, 'comment', 999_999_999))).toMatchObject({ status: 404, code: 'COMMUNITY_COMMENT_NOT_FOUND' });
  });

  it('keeps like counts exact under concurrency: 50 owners at once, and 50 alternating toggles by one member', async () => {
    const postId = await insertPost(t, author, projectId, 'popular');
    const likers = await Promise.all(Array.from({ length: 50 }, (_, index) => communityMember(t, `liker${index}`)));
    for (const liker of likers) await giveKey(t, liker, designId);
    const answers = await Promise.all(likers.map((liker) => like(liker, 'post', postId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(likers.map(() => 200));
    const count = async (targetType: 'post' | 'comment', targetId: number) => {
      const table = targetType === 'post' ? 'community_post' : 'community_comment';
      const [target, reactions] = await Promise.all([
        t.database.db.selectFrom(table).select('like_count').where('id', '=', targetId).executeTakeFirstOrThrow(),
        t.database.db
          .selectFrom('community_reaction')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('target_type', '=', targetType)
          .where('target_id', '=', targetId)
          .executeTakeFirstOrThrow(),
      ]);
      return { likeCount: target.like_count, rows: Number(reactions.n) };
    };
    expect(await count('post', postId)).toEqual({ likeCount: 50, rows: 50 });
    expect((await unread(author)).filter((row) => row.group_key === `LIKE:post:${postId}`)).toHaveLength(1);

    const commentId = await insertComment(t, commenter, postId, 'toggle me');
    const toggles = await Promise.all(Array.from({ length: 50 }, (_, index) => like(third, 'comment', commentId, index % 2 === 0)));
    expect(toggles.map((answer) => answer.statusCode)).toEqual(toggles.map(() => 200));
    const after = await count('comment', commentId);
    expect(after.likeCount).toBe(after.rows);
    expect([0, 1]).toContain(after.rows);
  });

  it('reports once per member per target, never one’s own', async () => {
    const postId = await insertPost(t, author, projectId, 'reportable');
    const commentId = await insertComment(t, author, postId, 'reportable comment');
    const report = (who: TestMember, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: COMMUNITY_API.report, headers: who.auth, payload });
    const receipt = successData(await report(commenter, { targetType: 'post', targetId: postId, reason: 'SPAM' }), reportReceiptSchema);
    expect(failure(await report(commenter, { targetType: 'post', targetId: postId, reason: 'ABUSE' }))).toMatchObject({
      status: 409,
      code: 'COMMUNITY_ALREADY_REPORTED',
    });
    expect(failure(await report(author, { targetType: 'post', targetId: postId, reason: 'SPAM' }))).toMatchObject({
      status: 400,
      code: 'COMMUNITY_REPORT_OWN',
    });
    expect(failure(await report(commenter, { targetType: 'comment', targetId: commentId, reason: 'OTHER' })).code).toBe('COMMUNITY_REPORT_DETAIL_REQUIRED');
    successData(await report(commenter, { targetType: 'comment', targetId: commentId, reason: 'OTHER', detail: 'rude' }), reportReceiptSchema);
    const rows = await t.database.db
      .selectFrom('community_report')
      .select(['id', 'target_type', 'target_id', 'project_id', 'reason', 'detail', 'status'])
      .where('reporter_id', '=', commenter.user.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: receipt.id, target_type: 'post', target_id: postId, project_id: projectId, reason: 'SPAM', detail: null, status: 'OPEN' },
      { id: expect.any(Number), target_type: 'comment', target_id: commentId, project_id: projectId, reason: 'OTHER', detail: 'rude', status: 'OPEN' },
    ]);
  });
});
