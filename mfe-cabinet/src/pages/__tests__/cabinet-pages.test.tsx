import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { errorMessage, myCommentsPageSchema, pickLanguage, setProgressListSchema, type Cabinet, type SetProgressList, type CabinetActivity, type CabinetKey, type ErrorCode, type KeyDetail, type LikeItem, type MyComment } from 'shared-contract';
import { ApiError, useSessionStore } from 'shared-session';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import CabinetPage from '../cabinet-page';
import KeySharePage from '../key-share-page';
import MyCabinetPage from '../my-cabinet-page';
import SharePage from '../share-page';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const keyOf = (keyItemId: number, designId: number, name: string, extra: Partial<CabinetKey> = {}): CabinetKey => ({
  keyItemId,
  serialNo: keyItemId,
  design: { id: designId, name: { ko: `${name} 키`, en: `${name} Key` }, rarity: 'rare', supplyTotal: 50 },
  imageUrl: `/api/art/key/${designId}.svg`,
  acquiredAt: '2026-03-01T00:00:00.000Z',
  favorite: false,
  hidden: false,
  position: null,
  state: 'AVAILABLE',
  lockedUntil: null,
  listing: null,
  transferId: null,
  ...extra,
});

const moon = { id: 7, title: { ko: '달빛 프로젝트', en: 'Moonlight' } };
const star = { id: 8, title: { ko: '별빛 프로젝트', en: 'Starlight' } };

/** An in-memory cabinet api behind apiGet/apiSend, checking the unlock token like the server. */
const server = {
  keys: [] as Array<{ project: typeof moon; key: CabinetKey }>,
  tokens: new Set<string>(),
  passwordSet: true,
  activities: [] as CabinetActivity[],
  likes: [] as LikeItem[],
  /** The member's comments, newest first; the board api pages them by cursor (the last id shown). */
  comments: [] as MyComment[],
  commentPageSize: 20,
  /** How many comment reads fail (503) before they answer. */
  commentFailures: 0,
  setsFailures: 0,
  calls: [] as Array<{ path: string; body: unknown }>,
  /** Designs of a project the member owns none of. */
  missingDesigns: { 7: [19] } as Record<number, number[]>,
};

/** `GET /api/board/my/comments?cursor=&limit=`: keyset pages of `server.commentPageSize`, parsed with the contract. */
function myCommentsAnswer(query: Record<string, unknown>) {
  const cursor = query.cursor === undefined ? undefined : Number(query.cursor);
  const after = cursor === undefined ? server.comments : server.comments.filter((comment) => comment.id < cursor);
  const items = after.slice(0, server.commentPageSize);
  const last = items[items.length - 1];
  return myCommentsPageSchema.parse({ items, nextCursor: after.length > items.length && last ? String(last.id) : null });
}

const fail = (code: ErrorCode, status: number) => new ApiError(code, status, errorMessage(code, pickLanguage(i18next.language)));

function cabinetAnswer(): Cabinet {
  const groups: Cabinet['groups'] = [];
  for (const { project, key } of server.keys) {
    let group = groups.find((candidate) => candidate.project.id === project.id);
    if (!group) {
      group = { project, count: 0, items: [] };
      groups.push(group);
    }
    group.items.push(key);
    group.count += 1;
  }
  return { cabinet: { id: 3, walletAddress: WALLET }, total: server.keys.length, hiddenCount: server.keys.filter(({ key }) => key.hidden).length, groups };
}

/** `GET /api/cabinet/sets`: each collected project's designs (the owned ones and the project's missing ones). */
function setsAnswer(): SetProgressList {
  const projects = [...new Map(server.keys.map(({ project }) => [project.id, project])).values()];
  return setProgressListSchema.parse(
    projects.map((project) => {
      const owned = server.keys.filter((entry) => entry.project.id === project.id).map(({ key }) => key.design);
      const designs = [...new Map(owned.map((design) => [design.id, design])).values()].map((design) => ({
        id: design.id,
        name: design.name,
        rarity: design.rarity,
        imageUrl: `/api/art/key/${design.id}.svg`,
        owned: owned.filter((candidate) => candidate.id === design.id).length,
      }));
      const missing = (server.missingDesigns[project.id] ?? []).map((id) => ({ id, name: { ko: `디자인 ${id}`, en: `Design ${id}` }, rarity: 'common' as const, imageUrl: `/api/art/key/${id}.svg`, owned: 0 }));
      const all = [...designs, ...missing];
      return { project, designsTotal: all.length, designsOwned: designs.length, complete: missing.length === 0, designs: all };
    }),
  );
}

const sharedKey: KeyDetail = {
  id: 12,
  projectId: 7,
  projectTitle: moon.title,
  name: { ko: '달빛 키', en: 'Moon Key' },
  rarity: 'rare',
  imageUrl: '/api/art/key/12.svg',
  supplyTotal: 50,
  supplyRemaining: 10,
  releasedAt: '2026-01-01T00:00:00.000Z',
  description: { ko: '설명', en: 'About' },
  project: {
    id: 7,
    title: moon.title,
    creator: { ko: '작가', en: 'Creator' },
    webtoonId: 1,
    themeId: 2,
    imageUrl: '/api/art/project/7.svg',
    keyCount: 3,
    priceGold: 100,
    priceUsdCents: 100,
    supplyTotal: 100,
    supplyRemaining: 10,
    saleStatus: 'on_sale',
    saleStartsAt: '2026-01-01T00:00:00.000Z',
    saleEndsAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    description: { ko: '설명', en: 'About' },
  },
  properties: [],
  activities: [],
};

type Options = { headers?: Record<string, string> };
const unlocked = (options?: Options) => {
  const token = options?.headers?.['x-cabinet-token'];
  if (!server.passwordSet) throw fail('CABINET_PASSWORD_NOT_SET', 409);
  if (!token || !server.tokens.has(token)) throw fail('CABINET_LOCKED', 401);
};

jest.mock('shared-session', () => {
  const actual = jest.requireActual('shared-session');
  return {
    ...actual,
    apiGet: jest.fn(async (path: string, _schema: unknown, query: Record<string, unknown> = {}, options?: Options) => {
      if (path === '/api/cabinet') {
        unlocked(options);
        return cabinetAnswer();
      }
      if (path === '/api/cabinet/activities') {
        unlocked(options);
        return { items: server.activities, page: 1, size: 20, total: server.activities.length };
      }
      if (path === '/api/cabinet/like') return server.likes;
      if (path === '/api/cabinet/sets') {
        if (server.setsFailures > 0) {
          server.setsFailures -= 1;
          throw fail('TEMPORARY_ERROR', 503);
        }
        return setsAnswer();
      }
      if (path === '/api/board/my/comments') {
        server.calls.push({ path, body: query });
        if (server.commentFailures > 0) {
          server.commentFailures -= 1;
          throw fail('TEMPORARY_ERROR', 503);
        }
        return myCommentsAnswer(query);
      }
      if (path === '/api/user/me') return { nickname: 'collector', cabinet: { id: 3, walletAddress: WALLET } };
      if (path === '/api/key/details') {
        if (query.id === 12) return sharedKey;
        throw fail('KEY_NOT_FOUND', 404);
      }
      throw new Error(`unexpected GET ${path}`);
    }),
    apiSend: jest.fn(async (_method: string, path: string, _schema: unknown, body: Record<string, unknown>, options?: Options) => {
      server.calls.push({ path, body });
      if (path === '/api/cabinet/password') {
        if (!server.passwordSet) throw fail('CABINET_PASSWORD_NOT_SET', 409);
        if (body.password === '555555') {
          throw new ApiError('CABINET_PASSWORD_LOCKED', 429, errorMessage('CABINET_PASSWORD_LOCKED', pickLanguage(i18next.language)), { unlocksAt: '2026-03-02T03:15:00.000Z' });
        }
        if (body.password !== '123456') throw fail('PASSWORD_MISMATCH', 400);
        const token = `token-${server.tokens.size + 1}`;
        server.tokens.add(token);
        return { token, expiresAt: new Date(Date.now() + 3_600_000).toISOString() };
      }
      unlocked(options);
      const find = (id: unknown) => server.keys.find(({ key }) => key.keyItemId === id);
      if (path === '/api/cabinet/favorite' || path === '/api/cabinet/hidden') {
        const entry = find(body.keyItemId);
        if (!entry) throw fail('KEY_NOT_YOURS', 403);
        entry.key = { ...entry.key, ...(path.endsWith('favorite') ? { favorite: body.favorite as boolean } : { hidden: body.hidden as boolean }) };
        return { keyItemId: entry.key.keyItemId, favorite: entry.key.favorite, hidden: entry.key.hidden, position: entry.key.position };
      }
      if (path === '/api/cabinet/arrange') {
        const ids = body.keyItemIds as number[];
        server.keys.sort((a, b) => ids.indexOf(a.key.keyItemId) - ids.indexOf(b.key.keyItemId));
        server.keys = server.keys.map((entry) => ({ ...entry, key: { ...entry.key, position: ids.indexOf(entry.key.keyItemId) } }));
        return { arranged: ids.length };
      }
      throw new Error(`unexpected send ${path}`);
    }),
  };
});

beforeEach(() => {
  sessionStorage.clear();
  server.keys = [
    { project: moon, key: keyOf(101, 12, '달빛', { state: 'LOCKED', lockedUntil: '2026-03-02T03:00:00.000Z' }) },
    { project: moon, key: keyOf(102, 13, '초승달') },
    { project: star, key: keyOf(201, 21, '별', { state: 'LISTED', listing: { id: 5, priceGold: 1500 } }) },
  ];
  server.tokens = new Set();
  server.passwordSet = true;
  server.activities = [];
  server.likes = [];
  server.comments = [];
  server.commentPageSize = 20;
  server.commentFailures = 0;
  server.setsFailures = 0;
  server.calls = [];
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });
});

const open = async (password: string) => {
  fireEvent.change(await screen.findByLabelText(/cabinet password|캐비닛 비밀번호/i, { selector: 'input' }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /Open the cabinet|캐비닛 열기/ }));
};
const keyNames = () => screen.getAllByTestId('cabinet-key-name').map((name) => name.textContent);
const groupCounts = () => screen.getAllByTestId('cabinet-group').map((group) => [within(group).getByRole('heading', { level: 2 }).firstChild?.textContent, within(group).getByTestId('cabinet-group-count').textContent]);

test.each([
  ['ko', '비밀번호가 일치하지 않습니다.', [['달빛 프로젝트', '2개'], ['별빛 프로젝트', '1개']], ['2026.03.02 12:00:00까지 잠김', '전송·판매 가능', '판매 중 · 1,500 골드'], '지갑 주소'],
  ['en', 'Incorrect password', [['Moonlight', '2'], ['Starlight', '1']], ['Locked until Mar 2, 2026, 12:00:00 PM KST', 'Can be transferred or sold', 'Listed · 1,500 Gold'], 'Wallet address'],
] as const)('/cabinet in %s: the password gate (wrong, then right), KEYs by project with counts and states, the wallet address; open for the session', async (language, incorrect, groups, states, walletLabel) => {
  await initTestI18n(language);
  const { unmount } = renderPage(<CabinetPage />, { route: '/cabinet', queryClient: createTestQueryClient() });
  expect(screen.getByTestId('cabinet-gate')).toBeTruthy();
  await open('12');
  expect((await screen.findByTestId('cabinet-gate-error')).textContent).toBe(language === 'ko' ? '캐비닛 비밀번호는 숫자 6자리입니다.' : 'The cabinet password is 6 digits.');
  await open('000000');
  await waitFor(() => expect(screen.getByTestId('cabinet-gate-error').textContent).toBe(incorrect));
  await open('123456');
  expect(await screen.findAllByTestId('cabinet-key')).toHaveLength(3);
  expect(groupCounts()).toEqual(groups);
  // Each project's set: designs owned of all (Moonlight misses one), a complete one marked, linking to the project.
  await waitFor(() => expect(screen.getAllByTestId('cabinet-group-set')).toHaveLength(2));
  const sets = screen.getAllByTestId('cabinet-group-set');
  // Its name is what it shows, then whose set it is.
  expect(sets.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
    language === 'ko'
      ? [['세트 2/3종 · 달빛 프로젝트 세트 보기', '/project?id=7'], ['세트 완성 · 별빛 프로젝트 세트 보기', '/project?id=8']]
      : [['Set 2/3 · see the Moonlight set', '/project?id=7'], ['Set complete · see the Starlight set', '/project?id=8']],
  );
  // Each project's group links to its community.
  const moonCommunity = screen.getByRole('link', { name: language === 'ko' ? '달빛 프로젝트 커뮤니티' : 'Moonlight community' });
  expect(moonCommunity.textContent).toBe(language === 'ko' ? '커뮤니티' : 'Community');
  expect(moonCommunity.getAttribute('href')).toBe('/community/7');
  expect(screen.getAllByTestId('cabinet-group-community').map((link) => link.getAttribute('href'))).toEqual(['/community/7', '/community/8']);
  expect(screen.getAllByTestId('cabinet-key-state').map((state) => state.textContent)).toEqual(states);
  expect(screen.getByTestId('wallet-address').textContent).toContain(walletLabel);
  expect(screen.getByTestId('wallet-address-value').textContent).toBe(WALLET);
  expect(screen.getAllByRole('link', { name: new RegExp(language === 'ko' ? '달빛 키' : '달빛 Key') })[0]?.getAttribute('href')).toBe('/key/details?id=12');
  // Only a KEY that may move offers transfer and sale (the locked and the listed one do not).
  const transfer = language === 'ko' ? '초승달 키 #102 전송하기' : 'Transfer 초승달 Key #102';
  expect(screen.getByRole('link', { name: transfer }).getAttribute('href')).toBe('/cabinet/transfer?keyItemId=102');
  expect(screen.getByRole('link', { name: language === 'ko' ? '초승달 키 #102 판매하기' : 'Sell 초승달 Key #102' }).getAttribute('href')).toBe('/market/register?keyItemId=102');
  expect(screen.getAllByRole('link', { name: language === 'ko' ? /전송하기$/ : /^Transfer / })).toHaveLength(1);
  unmount();

  // Another page load in the same browser session: no password asked.
  renderPage(<MyCabinetPage />, { route: '/my/cabinet', queryClient: createTestQueryClient() });
  expect(await screen.findAllByTestId('cabinet-key')).toHaveLength(3);
  expect(screen.queryByTestId('cabinet-gate')).toBeNull();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(language === 'ko' ? '내 캐비닛' : 'My Cabinet');
});

test('favourite, hide (with "show hidden") and arrange go to the API and survive a reload', async () => {
  await initTestI18n('en');
  const { unmount } = renderPage(<CabinetPage />, { route: '/cabinet', queryClient: createTestQueryClient() });
  await open('123456');
  await screen.findAllByTestId('cabinet-key');
  expect(keyNames()).toEqual(['달빛 Key', '초승달 Key', '별 Key']);

  fireEvent.click(screen.getByRole('button', { name: 'Favourite 초승달 Key #102' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Favourite 초승달 Key #102' }).getAttribute('aria-pressed')).toBe('true'));
  fireEvent.click(screen.getByRole('button', { name: 'Move 초승달 Key #102 up' }));
  await waitFor(() => expect(keyNames()).toEqual(['초승달 Key', '달빛 Key', '별 Key']));
  expect((screen.getByRole('button', { name: 'Move 초승달 Key #102 up' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Hide 별 Key #201' }));
  await waitFor(() => expect(keyNames()).toEqual(['초승달 Key', '달빛 Key']));
  expect(screen.getByTestId('cabinet-total').textContent).toBe('2 KEYs');

  expect(server.calls.map((call) => [call.path, call.body])).toEqual([
    ['/api/cabinet/password', { password: '123456' }],
    ['/api/cabinet/favorite', { keyItemId: 102, favorite: true }],
    ['/api/cabinet/arrange', { keyItemIds: [102, 101, 201] }],
    ['/api/cabinet/hidden', { keyItemId: 201, hidden: true }],
  ]);
  unmount();

  // A reload reads the server again: the same order, star and hidden KEY.
  renderPage(<CabinetPage />, { route: '/cabinet', queryClient: createTestQueryClient() });
  await screen.findAllByTestId('cabinet-key');
  expect(keyNames()).toEqual(['초승달 Key', '달빛 Key']);
  expect(screen.getByRole('button', { name: 'Favourite 초승달 Key #102' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(screen.getByRole('switch', { name: 'Show hidden KEYs (1)' }));
  expect(keyNames()).toEqual(['초승달 Key', '달빛 Key', '별 Key']);
  fireEvent.click(screen.getByRole('button', { name: 'Unhide 별 Key #201' }));
  await waitFor(() => expect(server.calls.at(-1)).toEqual({ path: '/api/cabinet/hidden', body: { keyItemId: 201, hidden: false } }));
});

test('an expired unlock asks for the password again with the lock message; too many wrong passwords say until when; no password set goes to set one', async () => {
  await initTestI18n('ko');
  sessionStorage.setItem('keys.cabinet.unlock.1', JSON.stringify({ token: 'revoked', expiresAt: new Date(Date.now() + 60_000).toISOString() }));
  const { unmount } = renderPage(<CabinetPage />, { route: '/cabinet', queryClient: createTestQueryClient() });
  expect((await screen.findByTestId('cabinet-gate-expired')).textContent).toBe('캐비닛이 잠겼습니다. 비밀번호를 다시 입력해 주세요.');
  expect(sessionStorage.getItem('keys.cabinet.unlock.1')).toBeNull();
  unmount();

  const locked = renderPage(<CabinetPage />, { route: '/cabinet', queryClient: createTestQueryClient() });
  await open('555555');
  await waitFor(() =>
    expect(screen.getByTestId('cabinet-gate-error').textContent).toBe('비밀번호를 여러 번 잘못 입력했습니다. 잠시 후 다시 시도해 주세요. 2026.03.02 12:15:00 이후에 다시 시도할 수 있습니다.'),
  );
  locked.unmount();

  server.passwordSet = false;
  renderPage(<CabinetPage />, { route: '/cabinet', queryClient: createTestQueryClient() });
  await open('123456');
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/cabinetPassword'));
});

test.each(['ko', 'en'] as const)('tabs in %s are in the URL: activities, likes and the comments empty state; an empty cabinet', async (language) => {
  await initTestI18n(language);
  server.keys = [];
  server.activities = [
    {
      id: 'SALE:1',
      kind: 'SALE',
      occurredAt: '2026-03-05T01:00:00.000Z',
      project: moon,
      key: { keyItemId: 101, serialNo: 4, designId: 12, name: { ko: '달빛 키', en: 'Moon Key' }, imageUrl: '/api/art/key/12.svg' },
      quantity: null,
      counterpart: 'buyer7',
      goldDelta: 850,
      priceGold: 1000,
      payMethod: null,
      status: null,
    },
    {
      id: 'TRANSFER_SENT:2',
      kind: 'TRANSFER_SENT',
      occurredAt: '2026-03-04T01:00:00.000Z',
      project: moon,
      key: { keyItemId: 102, serialNo: 5, designId: 13, name: { ko: '초승달 키', en: 'Crescent Key' }, imageUrl: '/api/art/key/13.svg' },
      quantity: null,
      counterpart: 'friend1',
      goldDelta: null,
      priceGold: null,
      payMethod: null,
      status: 'IN_PROGRESS',
    },
    { id: 'PURCHASE:3', kind: 'PURCHASE', occurredAt: '2026-03-01T01:00:00.000Z', project: moon, key: null, quantity: 2, counterpart: null, goldDelta: -200, priceGold: null, payMethod: 'GOLD', status: null },
    { id: 'PURCHASE:4', kind: 'PURCHASE', occurredAt: '2026-02-28T01:00:00.000Z', project: moon, key: null, quantity: 1, counterpart: null, goldDelta: null, priceGold: null, payMethod: 'REWARD', status: null },
  ];
  server.likes = [{ targetType: 'KEY', targetId: 12, name: { ko: '달빛 키', en: 'Moon Key' }, imageUrl: '/api/art/key/12.svg', likedAt: '2026-03-01T00:00:00.000Z' }];
  sessionStorage.setItem('keys.cabinet.unlock.1', JSON.stringify({ token: 'good', expiresAt: new Date(Date.now() + 60_000).toISOString() }));
  server.tokens.add('good');
  renderPage(<CabinetPage />, { route: '/cabinet?tab=activities', queryClient: createTestQueryClient() });

  const rows = await screen.findAllByTestId('cabinet-activity');
  expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual(['SALE', 'TRANSFER_SENT', 'PURCHASE', 'PURCHASE']);
  const text = rows.map((row) => row.textContent);
  if (language === 'en') {
    expect(text[0]).toContain('KEY sold');
    expect(text[0]).toContain('Buyer buyer7');
    expect(text[0]).toContain('+850 Gold');
    expect(text[1]).toContain('To friend1 · In Progress');
    expect(text[2]).toContain('2 KEYs');
    expect(text[2]).toContain('−200 Gold');
    expect(text[3]).toContain('KEY of the Month reward');
  } else {
    expect(text[0]).toContain('KEY 판매');
    expect(text[0]).toContain('+850 골드');
    expect(text[1]).toContain('받는 사람 friend1 · 진행 중');
    expect(text[3]).toContain('이달의 KEY 보상');
  }

  fireEvent.click(screen.getByRole('tab', { name: language === 'ko' ? '좋아요' : 'Likes' }));
  expect(screen.getByTestId('location').textContent).toBe('/cabinet?tab=likes');
  expect((await screen.findByTestId('cabinet-like')).querySelector('a')?.getAttribute('href')).toBe('/key/details?id=12');

  fireEvent.click(screen.getByRole('tab', { name: language === 'ko' ? '댓글' : 'Comments' }));
  const empty = await screen.findByTestId('comments-empty');
  expect(empty.textContent).toContain(language === 'ko' ? '아직 작성한 댓글이 없습니다.' : 'No comments yet.');
  expect(empty.textContent).toContain(language === 'ko' ? '커뮤니티에 남긴 댓글이 이곳에 모입니다.' : 'Comments you write in communities gather here.');
  expect(within(empty).getByRole('link', { name: language === 'ko' ? '커뮤니티 둘러보기' : 'Go to communities' }).getAttribute('href')).toBe('/community');
  fireEvent.click(screen.getByRole('tab', { name: language === 'ko' ? '캐비닛' : 'Cabinet' }));
  expect(screen.getByTestId('location').textContent).toBe('/cabinet');
  expect((await screen.findByTestId('cabinet-empty')).textContent).toContain(language === 'ko' ? '아직 보유한 KEY가 없습니다.' : 'You have no KEYs yet.');
});

const commentOf = (id: number, extra: Partial<MyComment> = {}): MyComment => ({
  id,
  postId: 50,
  projectId: 7,
  projectTitle: moon.title,
  excerpt: `댓글 ${id}`,
  postExcerpt: '첫 글입니다',
  isReply: false,
  likeCount: 0,
  hidden: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...extra,
});

test.each([
  ['ko', '댓글', '답글', '숨겨진 댓글', '원글: 첫 글입니다', '좋아요 3', '5분 전', '더 보기', '달빛 프로젝트'],
  ['en', 'Comments', 'Reply', 'Hidden by moderators', 'On: 첫 글입니다', 'Likes 3', '5 minutes ago', 'Load more', 'Moonlight'],
] as const)('the comments tab in %s lists my comments with their post, project, likes and time, each to its post; more by cursor', async (language, tab, reply, hidden, onPost, likes, ago, more, project) => {
  await initTestI18n(language);
  server.commentPageSize = 2;
  server.comments = [
    commentOf(30, { excerpt: 'B님 말씀에 동의해요', isReply: true, likeCount: 3 }),
    commentOf(29, { excerpt: '규칙 위반 댓글', hidden: true, postId: 51, projectId: 8, projectTitle: star.title, postExcerpt: '두 번째 글' }),
    commentOf(12, { excerpt: '처음 남긴 댓글', postId: 40 }),
  ];
  sessionStorage.setItem('keys.cabinet.unlock.1', JSON.stringify({ token: 'good', expiresAt: new Date(Date.now() + 60_000).toISOString() }));
  server.tokens.add('good');
  renderPage(<CabinetPage />, { route: '/cabinet', queryClient: createTestQueryClient() });
  await screen.findAllByTestId('cabinet-key');
  fireEvent.click(screen.getByRole('tab', { name: tab }));
  expect(screen.getByTestId('location').textContent).toBe('/cabinet?tab=comments');
  expect(screen.getByTestId('comments-loading')).toBeTruthy();

  const rows = await screen.findAllByTestId('cabinet-comment');
  expect(rows).toHaveLength(2);
  const first = within(rows[0] as HTMLElement);
  expect(first.getByRole('link', { name: 'B님 말씀에 동의해요' }).getAttribute('href')).toBe('/community/7/posts/50');
  expect(first.getByText(reply)).toBeTruthy();
  expect(first.getByTestId('cabinet-comment-project').textContent).toBe(project);
  expect(first.getByTestId('cabinet-comment-post').textContent).toBe(onPost);
  expect(first.getByText(likes)).toBeTruthy();
  expect(first.getByText(ago)).toBeTruthy();
  expect(first.queryByTestId('cabinet-comment-hidden')).toBeNull();
  const second = within(rows[1] as HTMLElement);
  expect(second.getByRole('link', { name: '규칙 위반 댓글' }).getAttribute('href')).toBe('/community/8/posts/51');
  expect(second.getByTestId('cabinet-comment-hidden').textContent).toBe(hidden);
  expect(second.queryByText(reply)).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: more }));
  await waitFor(() => expect(screen.getAllByTestId('cabinet-comment')).toHaveLength(3));
  expect(screen.getByRole('link', { name: '처음 남긴 댓글' }).getAttribute('href')).toBe('/community/7/posts/40');
  expect(screen.queryByRole('button', { name: more })).toBeNull();
  expect(server.calls.filter((call) => call.path === '/api/board/my/comments').map((call) => call.body)).toEqual([
    { cursor: undefined, limit: 20 },
    { cursor: '29', limit: 20 },
  ]);
});

test('the comments tab says when the comments could not be loaded and tries again', async () => {
  await initTestI18n('en');
  server.comments = [commentOf(5)];
  server.commentFailures = 1;
  sessionStorage.setItem('keys.cabinet.unlock.1', JSON.stringify({ token: 'good', expiresAt: new Date(Date.now() + 60_000).toISOString() }));
  server.tokens.add('good');
  renderPage(<CabinetPage />, { route: '/cabinet?tab=comments', queryClient: createTestQueryClient() });
  expect(await screen.findByText('Your comments could not be loaded.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect((await screen.findByRole('link', { name: '댓글 5' })).getAttribute('href')).toBe('/community/7/posts/50');
});

test('the KEYs stay shown when the set progress could not be loaded; the cabinet says so and loads it again', async () => {
  await initTestI18n('en');
  server.setsFailures = 1;
  sessionStorage.setItem('keys.cabinet.unlock.1', JSON.stringify({ token: 'good', expiresAt: new Date(Date.now() + 60_000).toISOString() }));
  server.tokens.add('good');
  renderPage(<CabinetPage />, { route: '/cabinet', queryClient: createTestQueryClient() });
  expect(await screen.findAllByTestId('cabinet-key')).toHaveLength(3);
  const failed = await screen.findByTestId('cabinet-sets-failed');
  expect(failed.textContent).toContain('Could not load your set progress.');
  expect(screen.queryAllByTestId('cabinet-group-set')).toHaveLength(0);
  fireEvent.click(within(failed).getByRole('button', { name: 'Load again' }));
  await waitFor(() => expect(screen.getAllByTestId('cabinet-group-set')).toHaveLength(2));
  expect(screen.queryByTestId('cabinet-sets-failed')).toBeNull();
});

test.each([
  ['ko', '달빛 키', '달빛 프로젝트', 'KEY 상세 보기', 'KEY를 찾을 수 없습니다.'],
  ['en', 'Moon Key', 'Moonlight', 'View KEY details', 'This KEY does not exist.'],
] as const)('the share pages in %s: /key?id= and /share?keyId= show the KEY, its project and a link to its details; an unknown KEY', async (language, name, project, details, notFound) => {
  await initTestI18n(language);
  const { unmount } = renderPage(<KeySharePage />, { route: '/key?id=12', queryClient: createTestQueryClient() });
  expect(screen.getByTestId('share-loading')).toBeTruthy();
  await screen.findByTestId('key-share');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(name);
  expect(screen.getByTestId('share-project').textContent).toBe(project);
  expect(screen.getByRole('img', { name }).getAttribute('src')).toBe('/api/art/key/12.svg');
  expect(screen.getByRole('link', { name: details }).getAttribute('href')).toBe('/key/details?id=12');
  unmount();

  const second = renderPage(<SharePage />, { route: '/share?keyId=12', queryClient: createTestQueryClient() });
  await screen.findByTestId('key-share');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(name);
  second.unmount();

  renderPage(<SharePage />, { route: '/share?keyId=99', queryClient: createTestQueryClient() });
  expect((await screen.findByTestId('share-not-found')).textContent).toContain(notFound);
  await act(async () => undefined);
});
