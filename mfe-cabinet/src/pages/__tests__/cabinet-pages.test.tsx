import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API,
  CABINET_API,
  cabinetActivitiesSchema,
  cabinetArrangeRequestSchema,
  cabinetArrangeResultSchema,
  cabinetFavoriteRequestSchema,
  cabinetHiddenRequestSchema,
  cabinetPrefSchema,
  cabinetSchema,
  cabinetUnlockRequestSchema,
  cabinetUnlockSchema,
  COMMUNITY_API,
  keyDetailSchema,
  likeListSchema,
  meSchema,
  myCommentsPageSchema,
  SHOP_API,
  setProgressListSchema,
  type Cabinet,
  type SetProgressList,
  type CabinetActivity,
  type CabinetKey,
  type KeyDetail,
  type LikeItem,
  type MyComment,
} from 'shared-contract';
import { sampleMe } from 'shared-contract/src/testing/sample-me';
import { useSessionStore } from 'shared-session';
import { contractHandler, refusal, setupContractApi, type ApiCall } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import CabinetPage from '../cabinet-page';
import KeySharePage from '../key-share-page';
import MyCabinetPage from '../my-cabinet-page';
import SharePage from '../share-page';

const testApi = setupContractApi();

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

/** An in-memory cabinet api behind the test network, checking the unlock token like the server. */
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
function myCommentsAnswer(query: Record<string, string>) {
  const cursor = query.cursor === undefined ? undefined : Number(query.cursor);
  const after = cursor === undefined ? server.comments : server.comments.filter((comment) => comment.id < cursor);
  const items = after.slice(0, server.commentPageSize);
  const last = items[items.length - 1];
  return { items, nextCursor: after.length > items.length && last ? String(last.id) : null };
}

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
  return projects.map((project) => {
    const owned = server.keys.filter((entry) => entry.project.id === project.id).map(({ key }) => key.design);
    const designs = [...new Map(owned.map((design) => [design.id, design])).values()].map((design) => ({
      id: design.id,
      name: design.name,
      rarity: design.rarity,
      imageUrl: `/api/art/key/${design.id}.svg`,
      owned: owned.filter((candidate) => candidate.id === design.id).length,
    }));
    const missing = (server.missingDesigns[project.id] ?? []).map((id) => ({
      id,
      name: { ko: `디자인 ${id}`, en: `Design ${id}` },
      rarity: 'common' as const,
      imageUrl: `/api/art/key/${id}.svg`,
      owned: 0,
    }));
    const all = [...designs, ...missing];
    return { project, designsTotal: all.length, designsOwned: designs.length, complete: missing.length === 0, designs: all };
  });
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

const unlocked = ({ headers }: ApiCall) => {
  const token = headers['x-cabinet-token'];
  if (!server.passwordSet) throw refusal('CABINET_PASSWORD_NOT_SET');
  if (!token || !server.tokens.has(token)) throw refusal('CABINET_LOCKED');
};
const find = (id: number) => {
  const entry = server.keys.find(({ key }) => key.keyItemId === id);
  if (!entry) throw refusal('KEY_NOT_YOURS');
  return entry;
};
const prefOf = (key: CabinetKey) => ({ keyItemId: key.keyItemId, favorite: key.favorite, hidden: key.hidden, position: key.position });

const handlers = () => [
  contractHandler({
    method: 'get',
    path: CABINET_API.cabinet,
    response: cabinetSchema,
    reply: (call) => {
      unlocked(call);
      return cabinetAnswer();
    },
  }),
  contractHandler({
    method: 'get',
    path: CABINET_API.activities,
    response: cabinetActivitiesSchema,
    reply: (call) => {
      unlocked(call);
      return { items: server.activities, page: 1, size: 20, total: server.activities.length };
    },
  }),
  contractHandler({ method: 'get', path: SHOP_API.like, response: likeListSchema, reply: () => server.likes }),
  contractHandler({
    method: 'get',
    path: CABINET_API.sets,
    response: setProgressListSchema,
    reply: () => {
      if (server.setsFailures > 0) {
        server.setsFailures -= 1;
        throw refusal('TEMPORARY_ERROR');
      }
      return setsAnswer();
    },
  }),
  contractHandler({
    method: 'get',
    path: COMMUNITY_API.myComments,
    response: myCommentsPageSchema,
    reply: ({ path, query }) => {
      server.calls.push({ path, body: query });
      if (server.commentFailures > 0) {
        server.commentFailures -= 1;
        throw refusal('TEMPORARY_ERROR');
      }
      return myCommentsAnswer(query);
    },
  }),
  contractHandler({
    method: 'get',
    path: API.userMe,
    response: meSchema,
    reply: () => sampleMe({ nickname: 'collector', cabinet: { id: 3, walletAddress: WALLET } }),
  }),
  contractHandler({
    method: 'get',
    path: API.keyDetails,
    response: keyDetailSchema,
    reply: ({ query }) => {
      if (query.id === '12') return sharedKey;
      throw refusal('KEY_NOT_FOUND');
    },
  }),
  contractHandler({
    method: 'post',
    path: CABINET_API.password,
    request: cabinetUnlockRequestSchema,
    response: cabinetUnlockSchema,
    reply: ({ path, body }) => {
      server.calls.push({ path, body });
      const { password } = cabinetUnlockRequestSchema.parse(body);
      if (!server.passwordSet) throw refusal('CABINET_PASSWORD_NOT_SET');
      if (password === '555555') throw refusal('CABINET_PASSWORD_LOCKED', { unlocksAt: '2026-03-02T03:15:00.000Z' });
      if (password !== '123456') throw refusal('PASSWORD_MISMATCH');
      const token = `token-${server.tokens.size + 1}`;
      server.tokens.add(token);
      return { token, expiresAt: new Date(Date.now() + 3_600_000).toISOString() };
    },
  }),
  contractHandler({
    method: 'put',
    path: CABINET_API.favorite,
    request: cabinetFavoriteRequestSchema,
    response: cabinetPrefSchema,
    reply: (call) => {
      server.calls.push({ path: call.path, body: call.body });
      unlocked(call);
      const { keyItemId, favorite } = cabinetFavoriteRequestSchema.parse(call.body);
      const entry = find(keyItemId);
      entry.key = { ...entry.key, favorite };
      return prefOf(entry.key);
    },
  }),
  contractHandler({
    method: 'put',
    path: CABINET_API.hidden,
    request: cabinetHiddenRequestSchema,
    response: cabinetPrefSchema,
    reply: (call) => {
      server.calls.push({ path: call.path, body: call.body });
      unlocked(call);
      const { keyItemId, hidden } = cabinetHiddenRequestSchema.parse(call.body);
      const entry = find(keyItemId);
      entry.key = { ...entry.key, hidden };
      return prefOf(entry.key);
    },
  }),
  contractHandler({
    method: 'put',
    path: CABINET_API.arrange,
    request: cabinetArrangeRequestSchema,
    response: cabinetArrangeResultSchema,
    reply: (call) => {
      server.calls.push({ path: call.path, body: call.body });
      unlocked(call);
      const ids = cabinetArrangeRequestSchema.parse(call.body).keyItemIds;
      server.keys.sort((a, b) => ids.indexOf(a.key.keyItemId) - ids.indexOf(b.key.keyItemId));
      server.keys = server.keys.map((entry) => ({ ...entry, key: { ...entry.key, position: ids.indexOf(entry.key.keyItemId) } }));
      return { arranged: ids.length };
    },
  }),
];

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
  testApi.reset(...handlers());
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
const groupCounts = () =>
  screen
    .getAllByTestId('cabinet-group')
    .map((group) => [within(group).getByRole('heading', { level: 2 }).firstChild?.textContent, within(group).getByTestId('cabinet-group-count').textContent]);

test.each([
  [
    'ko',
    '비밀번호가 일치하지 않습니다.',
    [
      ['달빛 프로젝트', '2개'],
      ['별빛 프로젝트', '1개'],
    ],
    ['2026.03.02 12:00:00까지 잠김', '전송·판매 가능', '판매 중 · 1,500 골드'],
    '지갑 주소',
  ],
  [
    'en',
    'Incorrect password',
    [
      ['Moonlight', '2'],
      ['Starlight', '1'],
    ],
    ['Locked until Mar 2, 2026, 12:00:00 PM KST', 'Can be transferred or sold', 'Listed · 1,500 Gold'],
    'Wallet address',
  ],
] as const)(
  '/cabinet in %s: the password gate (wrong, then right), KEYs by project with counts and states, the wallet address; open for the session',
  async (language, incorrect, groups, states, walletLabel) => {
    await initTestI18n(language);
    const { unmount } = renderPage(<CabinetPage />, { route: '/cabinet', queryClient: createTestQueryClient() });
    expect(screen.getByTestId('cabinet-gate')).toBeInTheDocument();
    await open('12');
    expect((await screen.findByTestId('cabinet-gate-error')).textContent).toBe(
      language === 'ko' ? '캐비닛 비밀번호는 숫자 6자리입니다.' : 'The cabinet password is 6 digits.',
    );
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
        ? [
            ['세트 2/3종 · 달빛 프로젝트 세트 보기', '/project?id=7'],
            ['세트 완성 · 별빛 프로젝트 세트 보기', '/project?id=8'],
          ]
        : [
            ['Set 2/3 · see the Moonlight set', '/project?id=7'],
            ['Set complete · see the Starlight set', '/project?id=8'],
          ],
    );
    // Each project's group links to its community.
    const moonCommunity = screen.getByRole('link', { name: language === 'ko' ? '달빛 프로젝트 커뮤니티' : 'Moonlight community' });
    expect(moonCommunity.textContent).toBe(language === 'ko' ? '커뮤니티' : 'Community');
    expect(moonCommunity).toHaveAttribute('href', '/community/7');
    expect(screen.getAllByTestId('cabinet-group-community').map((link) => link.getAttribute('href'))).toEqual(['/community/7', '/community/8']);
    expect(screen.getAllByTestId('cabinet-key-state').map((state) => state.textContent)).toEqual(states);
    expect(screen.getByTestId('wallet-address').textContent).toContain(walletLabel);
    expect(screen.getByTestId('wallet-address-value').textContent).toBe(WALLET);
    expect(screen.getAllByRole('link', { name: new RegExp(language === 'ko' ? '달빛 키' : '달빛 Key') })[0]?.getAttribute('href')).toBe('/key/details?id=12');
    // Only a KEY that may move offers transfer and sale (the locked and the listed one do not).
    const transfer = language === 'ko' ? '초승달 키 #102 전송하기' : 'Transfer 초승달 Key #102';
    expect(screen.getByRole('link', { name: transfer })).toHaveAttribute('href', '/cabinet/transfer?keyItemId=102');
    expect(screen.getByRole('link', { name: language === 'ko' ? '초승달 키 #102 판매하기' : 'Sell 초승달 Key #102' })).toHaveAttribute(
      'href',
      '/market/register?keyItemId=102',
    );
    expect(screen.getAllByRole('link', { name: language === 'ko' ? /전송하기$/ : /^Transfer / })).toHaveLength(1);
    unmount();

    // Another page load in the same browser session: no password asked.
    renderPage(<MyCabinetPage />, { route: '/my/cabinet', queryClient: createTestQueryClient() });
    expect(await screen.findAllByTestId('cabinet-key')).toHaveLength(3);
    expect(screen.queryByTestId('cabinet-gate')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(language === 'ko' ? '내 캐비닛' : 'My Cabinet');
  },
);

test('favourite, hide (with "show hidden") and arrange go to the API and survive a reload', async () => {
  await initTestI18n('en');
  const { unmount } = renderPage(<CabinetPage />, { route: '/cabinet', queryClient: createTestQueryClient() });
  await open('123456');
  await screen.findAllByTestId('cabinet-key');
  expect(keyNames()).toEqual(['달빛 Key', '초승달 Key', '별 Key']);

  fireEvent.click(screen.getByRole('button', { name: 'Favourite 초승달 Key #102' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Favourite 초승달 Key #102' })).toHaveAttribute('aria-pressed', 'true'));
  fireEvent.click(screen.getByRole('button', { name: 'Move 초승달 Key #102 up' }));
  await waitFor(() => expect(keyNames()).toEqual(['초승달 Key', '달빛 Key', '별 Key']));
  expect(screen.getByRole('button', { name: 'Move 초승달 Key #102 up' })).toBeDisabled();
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
  expect(screen.getByRole('button', { name: 'Favourite 초승달 Key #102' })).toHaveAttribute('aria-pressed', 'true');
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
    expect(screen.getByTestId('cabinet-gate-error').textContent).toBe(
      '비밀번호를 여러 번 잘못 입력했습니다. 잠시 후 다시 시도해 주세요. 2026.03.02 12:15:00 이후에 다시 시도할 수 있습니다.',
    ),
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
    {
      id: 'PURCHASE:3',
      kind: 'PURCHASE',
      occurredAt: '2026-03-01T01:00:00.000Z',
      project: moon,
      key: null,
      quantity: 2,
      counterpart: null,
      goldDelta: -200,
      priceGold: null,
      payMethod: 'GOLD',
      status: null,
    },
    {
      id: 'PURCHASE:4',
      kind: 'PURCHASE',
      occurredAt: '2026-02-28T01:00:00.000Z',
      project: moon,
      key: null,
      quantity: 1,
      counterpart: null,
      goldDelta: null,
      priceGold: null,
      payMethod: 'REWARD',
      status: null,
    },
  ];
  server.likes = [
    { targetType: 'KEY', targetId: 12, name: { ko: '달빛 키', en: 'Moon Key' }, imageUrl: '/api/art/key/12.svg', likedAt: '2026-03-01T00:00:00.000Z' },
  ];
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
  expect(within(empty).getByRole('link', { name: language === 'ko' ? '커뮤니티 둘러보기' : 'Go to communities' })).toHaveAttribute('href', '/community');
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
] as const)(
  'the comments tab in %s lists my comments with their post, project, likes and time, each to its post; more by cursor',
  async (language, tab, reply, hidden, onPost, likes, ago, more, project) => {
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
    expect(screen.getByTestId('comments-loading')).toBeInTheDocument();

    const rows = await screen.findAllByTestId('cabinet-comment');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'B님 말씀에 동의해요' })).toHaveAttribute('href', '/community/7/posts/50');
    expect(first.getByText(reply)).toBeInTheDocument();
    expect(first.getByTestId('cabinet-comment-project').textContent).toBe(project);
    expect(first.getByTestId('cabinet-comment-post').textContent).toBe(onPost);
    expect(first.getByText(likes)).toBeInTheDocument();
    expect(first.getByText(ago)).toBeInTheDocument();
    expect(first.queryByTestId('cabinet-comment-hidden')).not.toBeInTheDocument();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByRole('link', { name: '규칙 위반 댓글' })).toHaveAttribute('href', '/community/8/posts/51');
    expect(second.getByTestId('cabinet-comment-hidden').textContent).toBe(hidden);
    expect(second.queryByText(reply)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: more }));
    await waitFor(() => expect(screen.getAllByTestId('cabinet-comment')).toHaveLength(3));
    expect(screen.getByRole('link', { name: '처음 남긴 댓글' })).toHaveAttribute('href', '/community/7/posts/40');
    expect(screen.queryByRole('button', { name: more })).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/api/board/my/comments').map((call) => call.body)).toEqual([
      { limit: '20' },
      { cursor: '29', limit: '20' },
    ]);
  },
);

test('the comments tab says when the comments could not be loaded and tries again', async () => {
  await initTestI18n('en');
  server.comments = [commentOf(5)];
  server.commentFailures = 1;
  sessionStorage.setItem('keys.cabinet.unlock.1', JSON.stringify({ token: 'good', expiresAt: new Date(Date.now() + 60_000).toISOString() }));
  server.tokens.add('good');
  renderPage(<CabinetPage />, { route: '/cabinet?tab=comments', queryClient: createTestQueryClient() });
  expect(await screen.findByText('Your comments could not be loaded.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: '댓글 5' })).toHaveAttribute('href', '/community/7/posts/50');
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
  expect(screen.queryByTestId('cabinet-sets-failed')).not.toBeInTheDocument();
});

test.each([
  ['ko', '달빛 키', '달빛 프로젝트', 'KEY 상세 보기', 'KEY를 찾을 수 없습니다.'],
  ['en', 'Moon Key', 'Moonlight', 'View KEY details', 'This KEY does not exist.'],
] as const)(
  'the share pages in %s: /key?id= and /share?keyId= show the KEY, its project and a link to its details; an unknown KEY',
  async (language, name, project, details, notFound) => {
    await initTestI18n(language);
    const { unmount } = renderPage(<KeySharePage />, { route: '/key?id=12', queryClient: createTestQueryClient() });
    expect(screen.getByTestId('share-loading')).toBeInTheDocument();
    await screen.findByTestId('key-share');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(name);
    expect(screen.getByTestId('share-project').textContent).toBe(project);
    expect(screen.getByRole('img', { name })).toHaveAttribute('src', '/api/art/key/12.svg');
    expect(screen.getByRole('link', { name: details })).toHaveAttribute('href', '/key/details?id=12');
    unmount();

    const second = renderPage(<SharePage />, { route: '/share?keyId=12', queryClient: createTestQueryClient() });
    await screen.findByTestId('key-share');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(name);
    second.unmount();

    renderPage(<SharePage />, { route: '/share?keyId=99', queryClient: createTestQueryClient() });
    expect((await screen.findByTestId('share-not-found')).textContent).toContain(notFound);
    await act(async () => undefined);
  },
);
