import { API, MEMBER_STATUS, NICKNAME_SEARCH_LIMIT, nicknameSearchSchema, artPath } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createSaleProject } from '../../../testing/test-commerce';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, type TestMember } from '../../../testing/test-members';

jest.setTimeout(120_000);

describe.each(testBackends())('GET /api/search/nickname on %s', (backend) => {
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A signed-up member with this nickname and status. */
  const named = async (nickname: string, status: number = MEMBER_STATUS.active): Promise<TestMember> => {
    const member = await createTestMember(t, `search-${(counter += 1)}-${Date.now()}@search.test`);
    await t.database.db.updateTable('app_user').set({ nickname, status }).where('id', '=', member.user.id).execute();
    return member;
  };
  const search = (who: TestMember | null, nickname: string) =>
    t.app.inject({ method: 'GET', url: API.searchNickname, query: { nickname }, headers: { ...who?.auth, 'accept-language': 'en' } });
  /** A prefix no other test's nickname starts with. */
  const freshPrefix = () => `Zq${Date.now().toString(36).slice(-6)}${(counter += 1)}`;

  test('active members only, exact match first then the prefix matches by nickname, in any letter case; public fields only', async () => {
    const prefix = freshPrefix();
    const asker = await named(`${prefix}asker`);
    const exact = await named(prefix);
    await named(`${prefix}b2`);
    await named(`${prefix}A1`);
    await named(`${prefix}sus`, MEMBER_STATUS.suspended);
    await named(`${prefix}gone`, MEMBER_STATUS.deactivated);
    await named(`${prefix}new`, MEMBER_STATUS.pending);
    await named(`x${prefix}`);
    const { designIds } = await createSaleProject(t, [1]);
    const designId = designIds[0] ?? 0;
    await t.database.db.updateTable('app_user').set({ profile_image_type: 'KEY', profile_key_design_id: designId }).where('id', '=', exact.user.id).execute();

    const found = successData(await search(asker, prefix.toUpperCase()), nicknameSearchSchema);
    expect(found.items).toEqual([
      { nickname: prefix, profileImage: artPath.key(designId) },
      { nickname: `${prefix}A1`, profileImage: null },
      { nickname: `${prefix}asker`, profileImage: null },
      { nickname: `${prefix}b2`, profileImage: null },
    ]);
    // No id, e-mail or address in what is answered.
    const raw = (await search(asker, prefix)).json() as { data: { items: Array<Record<string, unknown>> } };
    expect(raw.data.items.map((item) => Object.keys(item).sort())).toEqual(Array.from({ length: 4 }, () => ['nickname', 'profileImage']));
    expect(successData(await search(asker, `${prefix}sus`), nicknameSearchSchema).items).toEqual([]);
    expect(successData(await search(asker, `${prefix}gone`), nicknameSearchSchema).items).toEqual([]);
  });

  test(`at most ${NICKNAME_SEARCH_LIMIT} members, the first by nickname; a longer search narrows them`, async () => {
    const prefix = freshPrefix();
    const asker = await named(`${prefix}asker`);
    for (let index = 0; index < NICKNAME_SEARCH_LIMIT + 2; index += 1) await named(`${prefix}0${String(index).padStart(2, '0')}`);
    await named(`${prefix}zz`);
    const found = successData(await search(asker, prefix), nicknameSearchSchema);
    expect(found.items).toHaveLength(NICKNAME_SEARCH_LIMIT);
    expect(found.items.map((item) => item.nickname)).toEqual(
      Array.from({ length: NICKNAME_SEARCH_LIMIT }, (_, index) => `${prefix}0${String(index).padStart(2, '0')}`),
    );
    expect(successData(await search(asker, `${prefix}ZZ`), nicknameSearchSchema).items.map((item) => item.nickname)).toEqual([`${prefix}zz`]);
  });

  test('members only; a search too short, too long or with other characters is refused with VALIDATION_FAILED', async () => {
    const asker = await named(freshPrefix());
    expect(failure(await search(null, 'abc'))).toMatchObject({ status: 401, code: 'TOKEN_MISSING' });
    for (const nickname of ['a', ' a ', 'a'.repeat(21), 'ab%', 'ab_', 'a b']) {
      expect([nickname, failure(await search(asker, nickname)).code]).toEqual([nickname, 'VALIDATION_FAILED']);
    }
    const missing = await t.app.inject({ method: 'GET', url: API.searchNickname, headers: { ...asker.auth, 'accept-language': 'ko' } });
    expect(failure(missing)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: '입력값을 확인해 주세요.' });
  });
});
