import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  collectorSegment,
  myKeysSchema,
  myShowcaseSchema,
  publicShowcaseSchema,
  PURCHASE_API,
  SHOWCASE_API,
  showcaseUpdateRequestSchema,
  type DrawnKey,
  type MyShowcase,
  type PublicShowcase,
} from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import CollectorPage from '../../../pages/collector-page';
import ShowcasePage from '../../../pages/showcase-page';

const testApi = setupContractApi();

const drawn = (id: number): DrawnKey => ({
  id,
  projectId: 5,
  projectTitle: { ko: '장미 프로젝트', en: 'Rose project' },
  name: { ko: `장미 ${id}`, en: `Rose ${id}` },
  rarity: 'epic',
  imageUrl: `/api/art/key/${id}.svg`,
});
const MY_KEYS = [
  { keyItemId: 101, serialNo: 1, acquiredAt: '2026-01-01T00:00:00.000Z', key: drawn(11) },
  { keyItemId: 102, serialNo: 2, acquiredAt: '2026-01-01T00:00:00.000Z', key: drawn(12) },
  { keyItemId: 103, serialNo: 3, acquiredAt: '2026-01-01T00:00:00.000Z', key: drawn(13) },
];

/** The member's showcase as the api keeps it; PUT replaces it (or refuses with `refuse`). */
const server = { mine: null as unknown as MyShowcase, refuse: null as 'SHOWCASE_KEY_NOT_OWNED' | null, collector: null as PublicShowcase | null };

const handlers = () => [
  contractHandler({ method: 'get', path: SHOWCASE_API.mine, response: myShowcaseSchema, reply: () => server.mine }),
  contractHandler({ method: 'get', path: PURCHASE_API.keyMy, response: myKeysSchema, reply: () => ({ items: MY_KEYS }) }),
  contractHandler({
    method: 'put',
    path: SHOWCASE_API.mine,
    request: showcaseUpdateRequestSchema,
    response: myShowcaseSchema,
    reply: ({ body }) => {
      if (server.refuse) throw refusal(server.refuse);
      const input = showcaseUpdateRequestSchema.parse(body);
      server.mine = { ...server.mine, ...input };
      return server.mine;
    },
  }),
  contractHandler({
    method: 'get',
    path: SHOWCASE_API.collector(':nickname'),
    response: publicShowcaseSchema,
    reply: ({ path }) => {
      if (!server.collector || path !== SHOWCASE_API.collector(collectorSegment(server.collector.nickname))) throw refusal('SHOWCASE_NOT_FOUND');
      return server.collector;
    },
  }),
];

beforeEach(() => {
  server.mine = { enabled: false, nickname: 'rosefan', keyItemIds: [] };
  server.refuse = null;
  server.collector = null;
  testApi.reset(...handlers());
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });
});

const renderSettings = () => renderPage(<ShowcasePage />, { route: '/cabinet/showcase', queryClient: createTestQueryClient() });
const renderCollector = (nickname: string) =>
  renderPage(
    <Routes>
      <Route path="/collector/:nickname" element={<CollectorPage />} />
    </Routes>,
    { route: `/collector/${nickname}`, queryClient: createTestQueryClient() },
  );

test('/cabinet/showcase (en): off by default; choose two KEYs, switch it on and save; the public address can then be shared', async () => {
  await initTestI18n('en');
  renderSettings();
  const enabled = await screen.findByRole('checkbox', { name: 'Public showcase' });
  expect(enabled).not.toBeChecked();
  expect(screen.getByTestId('showcase-link').textContent).toBe('http://localhost/collector/rosefan');
  expect(screen.queryByTestId('showcase-share')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Show Rose 13 #3' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Show Rose 11 #1' }));
  expect(screen.getByTestId('showcase-chosen-count').textContent).toBe('2 chosen');
  fireEvent.click(enabled);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByTestId('showcase-message').textContent).toBe('Showcase saved.'));
  expect(testApi.calls.filter((call) => call.method === 'put').map((call) => call.body)).toEqual([{ enabled: true, keyItemIds: [103, 101] }]);
  expect(screen.getByRole('button', { name: 'Share the showcase' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View the public page' })).toHaveAttribute('href', '/collector/rosefan');
});

test('/cabinet/showcase (ko): a refused save is shown and the form keeps the choice', async () => {
  await initTestI18n('ko');
  server.refuse = 'SHOWCASE_KEY_NOT_OWNED';
  renderSettings();
  fireEvent.click(await screen.findByRole('checkbox', { name: '장미 12 #2 공개' }));
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  expect((await screen.findByRole('alert')).textContent).toBe('내가 보유한 공개된 KEY만 쇼케이스에 올릴 수 있습니다.');
  expect(screen.getByRole('checkbox', { name: '장미 12 #2 공개' })).toBeChecked();
});

test('/cabinet/showcase (ko): a member without a nickname is told to choose one first', async () => {
  await initTestI18n('ko');
  server.mine = { enabled: false, nickname: null, keyItemIds: [] };
  renderSettings();
  const enabled = await screen.findByRole('checkbox', { name: '쇼케이스 공개' });
  expect(enabled).toBeDisabled();
  expect(screen.getByTestId('showcase-no-nickname').textContent).toBe('쇼케이스를 공개하려면 먼저 내 정보에서 닉네임을 정해 주세요.');
  expect(screen.queryByTestId('showcase-link')).not.toBeInTheDocument();
});

test.each([
  ['ko', 'rosefan님의 쇼케이스', 'rosefan님의 프로필 이미지', '에픽 · #3', '공개한 KEY 2개'],
  ['en', 'rosefan’s showcase', 'Profile image of rosefan', 'Epic · #3', 'KEYs shown: 2'],
] as const)('/collector/<nickname> (%s): the nickname, profile image and exactly the published KEYs', async (language, title, avatar, meta, count) => {
  await initTestI18n(language);
  server.collector = {
    nickname: 'rosefan',
    profileImageUrl: '/api/user/profile/image/abc',
    items: [MY_KEYS[2], MY_KEYS[0]].map((item) => ({ keyItemId: item?.keyItemId ?? 0, serialNo: item?.serialNo ?? 0, key: item?.key ?? drawn(1) })),
  };
  renderCollector('rosefan');
  await screen.findByTestId('collector-showcase');
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: avatar })).toHaveAttribute('src', '/api/user/profile/image/abc');
  expect(screen.getByText(count)).toBeInTheDocument();
  const keys = screen.getAllByTestId('collector-key');
  expect(keys.map((key) => within(key).getByTestId('collector-key-name').textContent)).toEqual(
    language === 'ko' ? ['장미 13', '장미 11'] : ['Rose 13', 'Rose 11'],
  );
  expect(within(keys[0] as HTMLElement).getByTestId('showcase-key-meta').textContent).toBe(meta);
  expect(within(keys[0] as HTMLElement).getByTestId('collector-key-name')).toHaveAttribute('href', '/key/details?id=13');
});

test('/collector/<nickname>: an unknown nickname or a showcase switched off is a not-found state', async () => {
  await initTestI18n('en');
  renderCollector('nobody');
  const missing = await screen.findByTestId('collector-not-found');
  expect(within(missing).getByText('There is no public showcase here.')).toBeInTheDocument();
  expect(within(missing).getByRole('link', { name: 'To the main page' })).toHaveAttribute('href', '/main');
  expect(testApi.calls.map((call) => call.path)).toEqual(['/api/showcase/collector/nobody']);
});
