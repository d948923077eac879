import { likeListSchema, likeStatusSchema } from 'shared-contract';
import { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { testBackends } from '../../../testing/test-database';

describe.each(testBackends())('likes API on %s', (backend) => {
  let t: TestApp;
  const testClock = () => {
    if (!(t.clock instanceof TestClock)) throw new Error('test mode expected');
    return t.clock;
  };
  let alice: TestMember;
  let bob: TestMember;

  const like = (member: TestMember | null, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/cabinet/like', headers: member?.auth ?? {}, payload: payload as object });
  const status = (member: TestMember | null, query: string) => t.app.inject({ method: 'GET', url: `/api/like/status?${query}`, headers: member?.auth ?? {} });
  const myLikes = (member: TestMember) => t.app.inject({ method: 'GET', url: '/api/cabinet/like', headers: member.auth });

  beforeAll(async () => {
    t = await createTestApp(backend);
    alice = await createTestMember(t, 'alice-likes@example.com');
    bob = await createTestMember(t, 'bob-likes@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  test('liking twice keeps one like; counts add up across members; unliking removes only mine', async () => {
    const first = successData(await like(alice, { targetType: 'KEY', targetId: 1, liked: true }), likeStatusSchema);
    expect(first).toEqual({ targetType: 'KEY', targetId: 1, count: 1, liked: true });
    const again = successData(await like(alice, { targetType: 'KEY', targetId: 1, liked: true }), likeStatusSchema);
    expect(again).toEqual(first);
    const byBob = successData(await like(bob, { targetType: 'KEY', targetId: 1, liked: true }), likeStatusSchema);
    expect(byBob.count).toBe(2);

    expect(successData(await status(alice, 'targetType=KEY&targetId=1'), likeStatusSchema)).toMatchObject({ count: 2, liked: true });
    expect(successData(await status(null, 'targetType=KEY&targetId=1'), likeStatusSchema)).toMatchObject({ count: 2, liked: false });

    const unliked = successData(await like(alice, { targetType: 'KEY', targetId: 1, liked: false }), likeStatusSchema);
    expect(unliked).toMatchObject({ count: 1, liked: false });
    const unlikedAgain = successData(await like(alice, { targetType: 'KEY', targetId: 1, liked: false }), likeStatusSchema);
    expect(unlikedAgain).toMatchObject({ count: 1, liked: false });
    expect(successData(await status(bob, 'targetType=KEY&targetId=1'), likeStatusSchema)).toMatchObject({ count: 1, liked: true });
  });

  test("GET /api/cabinet/like lists the member's KEY and project likes, newest first", async () => {
    const carol = await createTestMember(t, 'carol-likes@example.com');
    successData(await like(carol, { targetType: 'PROJECT', targetId: 2, liked: true }), likeStatusSchema);
    testClock().advance(1000);
    try {
      successData(await like(carol, { targetType: 'KEY', targetId: 3, liked: true }), likeStatusSchema);
    } finally {
      testClock().reset();
    }
    const items = successData(await myLikes(carol), likeListSchema);
    expect(items.map(({ targetType, targetId, imageUrl }) => ({ targetType, targetId, imageUrl }))).toEqual([
      { targetType: 'KEY', targetId: 3, imageUrl: '/api/art/key/3.webp' },
      { targetType: 'PROJECT', targetId: 2, imageUrl: '/api/art/project/2.webp' },
    ]);
    const project = await t.database.db.selectFrom('project').select(['title_ko', 'title_en']).where('id', '=', 2).executeTakeFirstOrThrow();
    expect(items[1]?.name).toEqual({ ko: project.title_ko, en: project.title_en });
    expect(successData(await myLikes(bob), likeListSchema).map((item) => item.targetId)).toEqual([1]);
  });

  test('unknown targets, visitors and bad input are refused', async () => {
    expect(failure(await like(alice, { targetType: 'KEY', targetId: 999999, liked: true })).code).toBe('KEY_NOT_FOUND');
    expect(failure(await like(alice, { targetType: 'PROJECT', targetId: 999999, liked: true })).code).toBe('PROJECT_NOT_FOUND');
    expect(failure(await status(null, 'targetType=PROJECT&targetId=999999')).code).toBe('PROJECT_NOT_FOUND');
    const visitor = failure(await like(null, { targetType: 'KEY', targetId: 1, liked: true }));
    expect(visitor.status).toBe(401);
    expect(failure(await t.app.inject({ method: 'GET', url: '/api/cabinet/like' })).status).toBe(401);
    expect(failure(await like(alice, { targetType: 'USER', targetId: 1, liked: true })).code).toBe('VALIDATION_FAILED');
    expect(failure(await like(alice, { targetType: 'KEY', targetId: 1 })).code).toBe('VALIDATION_FAILED');
  });
});
