import { readdirSync } from 'node:fs';
import path from 'node:path';
import { COMMUNITY_API, COMMUNITY_POST_MAX_LENGTH, communityPostSchema, feedPageSchema, newPostsSchema, type CommunityPost } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { testBackends } from '../../../testing/test-database';
import type { TestMember } from '../../../testing/test-members';
import { oversizedPng, TINY_GIF, TINY_JPEG, TINY_PNG } from '../../profile/__tests__/profile-fixtures';
import { communityMember, communityProject, createCommunityApp, createPostRequest, giveKey, insertPost, type CommunityTestApp } from './community-fixture';

/** Vectors from the OWASP XSS Filter Evasion Cheat Sheet: each must come back as the text it was, with no link but http(s). */
const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  'javascript:alert(1)',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(String.fromCharCode(88,83,83))>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  'jav&#x09;ascript:alert(1)',
  '"><script>alert(document.cookie)</script>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  "<BODY ONLOAD=alert('XSS')>",
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<a href="https://example.com" onclick="alert(1)">ok</a> and https://example.com/?q=<script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '<math><mtext></mtext><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
];

describe.each(testBackends())('community posts and feed (%s)', (backend) => {
  let t: CommunityTestApp;
  let projectId: number;
  let designIds: number[];
  let owner: TestMember;
  let other: TestMember;
  let support: TestMember;
  let admin: TestMember;

  beforeAll(async () => {
    t = await createCommunityApp(backend);
    ({ projectId, designIds } = await communityProject(t, ['common', 'legendary', 'rare']));
    owner = await communityMember(t, 'owner');
    other = await communityMember(t, 'other');
    support = await communityMember(t, 'support', 'support');
    admin = await communityMember(t, 'admin', 'admin');
    await giveKey(t, owner, designIds[0] ?? 0);
    await giveKey(t, other, designIds[0] ?? 0);
  });
  afterAll(async () => {
    await t.close();
  });

  const feed = async (who: TestMember, query = '', project = projectId) =>
    successData(await t.app.inject({ method: 'GET', url: `${COMMUNITY_API.posts(project)}${query}`, headers: who.auth }), feedPageSchema);
  const communityFiles = () => {
    try {
      return readdirSync(path.join(t.config.uploadDir, 'community')).sort();
    } catch {
      return [];
    }
  };
  const postCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('community_post')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('posts text with images; the images are served with their stored type; deleting the post removes them', async () => {
    const answer = await createPostRequest(t, owner, projectId, 'Hello\r\nsecond line https://example.com/a?b=1 end', [
      { name: 'photo.jpg', content: TINY_PNG, type: 'image/jpeg' },
      { name: 'photo2.jpeg', content: TINY_JPEG, type: 'image/jpeg' },
    ]);
    const post = successData(answer, communityPostSchema);
    expect(post).toMatchObject({
      projectId,
      body: 'Hello\nsecond line https://example.com/a?b=1 end',
      segments: [
        { type: 'text', text: 'Hello\nsecond line ' },
        { type: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
        { type: 'text', text: ' end' },
      ],
      likeCount: 0,
      commentCount: 0,
      liked: false,
      pinned: false,
      hidden: false,
      mine: true,
      editedAt: null,
      author: { id: owner.user.id, nickname: owner.user.nickname, isStaff: false },
    });
    expect(post.images).toHaveLength(2);
    const [png, jpeg] = post.images.map((image) => image.url);
    expect(png).toMatch(/^\/api\/board\/images\/[0-9a-f-]{36}\.png$/);
    expect(jpeg).toMatch(/^\/api\/board\/images\/[0-9a-f-]{36}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: png ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(communityFiles()).toEqual(expect.arrayContaining([path.basename(png ?? ''), path.basename(jpeg ?? '')]));

    const deletedFrom = t.clock.now();
    expect((await t.app.inject({ method: 'DELETE', url: COMMUNITY_API.post(post.id), headers: owner.auth })).statusCode).toBe(200);
    const deletedTo = t.clock.now();
    expect((await t.app.inject({ method: 'GET', url: png ?? '' })).statusCode).toBe(404);
    expect(communityFiles()).not.toContain(path.basename(png ?? ''));
    const row = await t.database.db.selectFrom('community_post').select(['deleted_at', 'deleted_by']).where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.deleted_by).toBe(owner.user.id);
    expect(row.deleted_at && row.deleted_at >= deletedFrom && row.deleted_at <= deletedTo).toBe(true);
    for (const url of [
      '/api/board/images/..%2F..%2Fetc%2Fpasswd',
      '/api/board/images/abc.png',
      `/api/board/images/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.png`,
    ]) {
      expect(failure(await t.app.inject({ method: 'GET', url }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });

  it('refuses images by content, count and size, and keeps nothing of a refused post', async () => {
    const filesBefore = communityFiles();
    const postsBefore = await postCount();
    const refused: Array<[Array<{ name: string; content: Buffer }>, number, string]> = [
      [[{ name: 'cat.png', content: TINY_GIF }], 415, 'IMAGE_TYPE_NOT_ALLOWED'],
      [
        [
          { name: 'ok.png', content: TINY_PNG },
          { name: 'notes.png', content: Buffer.from('just text, not an image') },
        ],
        415,
        'IMAGE_TYPE_NOT_ALLOWED',
      ],
      [Array.from({ length: 5 }, (_, index) => ({ name: `p${index}.png`, content: TINY_PNG })), 400, 'COMMUNITY_TOO_MANY_IMAGES'],
      [
        [
          { name: 'ok.png', content: TINY_PNG },
          { name: 'big.png', content: oversizedPng() },
        ],
        413,
        'IMAGE_TOO_LARGE',
      ],
    ];
    for (const [images, status, code] of refused) {
      expect(failure(await createPostRequest(t, owner, projectId, 'with images', images))).toMatchObject({ status, code });
    }
    expect(failure(await createPostRequest(t, owner, projectId, '   \r\n '))).toMatchObject({ status: 400, code: 'COMMUNITY_TEXT_REQUIRED' });
    expect(failure(await createPostRequest(t, owner, projectId, undefined))).toMatchObject({ status: 400, code: 'COMMUNITY_TEXT_REQUIRED' });
    expect(failure(await createPostRequest(t, owner, projectId, 'x'.repeat(COMMUNITY_POST_MAX_LENGTH + 1)))).toMatchObject({ code: 'COMMUNITY_TEXT_TOO_LONG' });
    // Line breaks count once each: CRLF from the form becomes LF before counting.
    const full = `${'x'.repeat(COMMUNITY_POST_MAX_LENGTH - 2)}\r\ny`;
    expect(successData(await createPostRequest(t, owner, projectId, full), communityPostSchema).body).toHaveLength(COMMUNITY_POST_MAX_LENGTH);
    expect(await postCount()).toBe(postsBefore + 1);
    expect(communityFiles()).toEqual(filesBefore);
    // Four images are fine.
    const four = Array.from({ length: 4 }, (_, index) => ({ name: `p${index}.png`, content: TINY_PNG }));
    expect(successData(await createPostRequest(t, owner, projectId, 'four', four), communityPostSchema).images).toHaveLength(4);
  });

  it('gives back XSS payloads verbatim as text, with no link but http(s)', async () => {
    for (const vector of XSS_VECTORS) {
      const post = successData(await createPostRequest(t, owner, projectId, vector), communityPostSchema);
      expect(post.body).toBe(vector);
      expect(post.segments.map((segment) => segment.text).join('')).toBe(vector);
      for (const segment of post.segments) if (segment.type === 'link') expect(segment.href).toMatch(/^https?:\/\/[^\s"<>]+$/);
      const read = successData(await t.app.inject({ method: 'GET', url: COMMUNITY_API.post(post.id), headers: other.auth }), communityPostSchema);
      expect(read.body).toBe(vector);
      const comment = await t.app.inject({ method: 'POST', url: COMMUNITY_API.comments(post.id), headers: other.auth, payload: { body: vector } });
      expect(comment.json()).toMatchObject({ data: { body: vector } });
    }
  });

  it('pages the feed by keyset, stable while posts are added between pages', async () => {
    const { projectId: paged } = await communityProject(t);
    const author = await communityMember(t, 'pager');
    const design = await t.database.db.selectFrom('key_design').select('id').where('project_id', '=', paged).executeTakeFirstOrThrow();
    await giveKey(t, author, design.id);
    const original: number[] = [];
    for (let index = 0; index < 7; index += 1) original.push(await insertPost(t, author, paged, `post ${index}`));
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await feed(author, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`, paged);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
      // Someone posts between the requests: it belongs to a later refresh, never to the page after.
      await insertPost(t, author, paged, `inserted after page ${pages}`);
    } while (cursor);
    expect(seen).toEqual([...original].reverse());
    expect(pages).toBe(3);

    const newer = successData(
      await t.app.inject({ method: 'GET', url: `${COMMUNITY_API.newPosts(paged)}?after=${original[original.length - 1]}`, headers: author.auth }),
      newPostsSchema,
    );
    expect(newer.count).toBe(3);
    const top = await feed(author, '?limit=1', paged);
    expect(newer.newestId).toBe(top.items[0]?.id);
    expect(failure(await t.app.inject({ method: 'GET', url: `${COMMUNITY_API.posts(paged)}?cursor=abc`, headers: author.auth })).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('shows pinned notices first on the first page only; hidden posts only to their author and staff; never deleted ones', async () => {
    const { projectId: board, designIds: boardDesigns } = await communityProject(t);
    const [mine, theirs] = [await communityMember(t, 'mine'), await communityMember(t, 'theirs')];
    await giveKey(t, mine, boardDesigns[0] ?? 0);
    await giveKey(t, theirs, boardDesigns[0] ?? 0);
    const first = await insertPost(t, mine, board, 'first');
    const hidden = await insertPost(t, mine, board, 'hidden one', { hidden: true });
    const notice = await insertPost(t, theirs, board, 'notice');
    const deleted = await insertPost(t, theirs, board, 'deleted');
    await t.database.db.updateTable('community_post').set({ deleted_at: t.clock.now() }).where('id', '=', deleted).execute();
    const last = await insertPost(t, theirs, board, 'last');

    const pinned = successData(
      await t.app.inject({ method: 'PUT', url: COMMUNITY_API.pin(notice), headers: admin.auth, payload: { pinned: true } }),
      communityPostSchema,
    );
    expect(pinned.pinned).toBe(true);
    const audit = await t.database.db
      .selectFrom('staff_audit')
      .select(['actor_id', 'details'])
      .where('action', '=', 'COMMUNITY_PIN')
      .where('target_id', '=', String(notice))
      .execute();
    expect(audit).toEqual([{ actor_id: admin.user.id, details: { projectId: board, pinned: true } }]);

    const ids = (posts: CommunityPost[]) => posts.map((post) => post.id);
    const forTheirs = await feed(theirs, '', board);
    expect(ids(forTheirs.pinned)).toEqual([notice]);
    expect(ids(forTheirs.items)).toEqual([last, first]);
    const forMine = await feed(mine, '', board);
    expect(ids(forMine.items)).toEqual([last, hidden, first]);
    expect(forMine.items.find((post) => post.id === hidden)).toMatchObject({ hidden: true, mine: true });
    const forSupport = await feed(support, '', board);
    expect(ids(forSupport.items)).toEqual([last, hidden, first]);
    expect((await feed(theirs, `?cursor=${last}`, board)).pinned).toEqual([]);
    expect(failure(await t.app.inject({ method: 'GET', url: COMMUNITY_API.post(hidden), headers: theirs.auth })).code).toBe('COMMUNITY_POST_NOT_FOUND');
    expect(failure(await t.app.inject({ method: 'GET', url: COMMUNITY_API.post(deleted), headers: theirs.auth })).code).toBe('COMMUNITY_POST_NOT_FOUND');
    expect(failure(await t.app.inject({ method: 'GET', url: COMMUNITY_API.post(999_999_999), headers: theirs.auth })).code).toBe('COMMUNITY_POST_NOT_FOUND');
    const newer = successData(
      await t.app.inject({ method: 'GET', url: `${COMMUNITY_API.newPosts(board)}?after=${first}`, headers: theirs.auth }),
      newPostsSchema,
    );
    expect(newer).toEqual({ count: 2, newestId: last });

    await t.app.inject({ method: 'PUT', url: COMMUNITY_API.pin(notice), headers: admin.auth, payload: { pinned: false } });
    expect(ids((await feed(theirs, '', board)).items)).toEqual([last, notice, first]);
  });

  it('edits one’s own post (edited time set) and shows the author’s best revealed KEY as the badge', async () => {
    const badged = await communityMember(t, 'badged');
    await giveKey(t, badged, designIds[0] ?? 0);
    await giveKey(t, badged, designIds[2] ?? 0);
    await giveKey(t, badged, designIds[1] ?? 0, { revealed: false });
    const post = successData(await createPostRequest(t, badged, projectId, 'before'), communityPostSchema);
    expect(post.author.badge).toMatchObject({
      designId: designIds[2],
      rarity: 'rare',
      name: { ko: '키 3', en: 'Key 3' },
      imageUrl: `/api/art/key/${designIds[2]}.webp`,
    });
    t.clock.advance(60_000);
    const editedFrom = t.clock.now().toISOString();
    const edited = successData(
      await t.app.inject({ method: 'PATCH', url: COMMUNITY_API.post(post.id), headers: badged.auth, payload: { body: 'after\r\nnow' } }),
      communityPostSchema,
    );
    expect(edited.body).toBe('after\nnow');
    expect(edited.editedAt && edited.editedAt >= editedFrom && edited.editedAt <= t.clock.now().toISOString()).toBe(true);
    expect(edited.createdAt < editedFrom).toBe(true);
    expect(failure(await t.app.inject({ method: 'PATCH', url: COMMUNITY_API.post(post.id), headers: other.auth, payload: { body: 'mine now' } })).code).toBe(
      'COMMUNITY_NOT_AUTHOR',
    );
    const staffPost = successData(await createPostRequest(t, admin, projectId, 'a notice from the team'), communityPostSchema);
    expect(staffPost.author).toMatchObject({ isStaff: true, badge: null });
  });
});
