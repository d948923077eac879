import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import {
  API,
  COUPON_API,
  couponListSchema,
  meSchema,
  coinRevealRequestSchema,
  coinRevealResultSchema,
  openGraphSchema,
  pendingRevealSchema,
  projectOddsSchema,
  PURCHASE_API,
  revealedItemSchema,
  revealTotalSchema,
  serviceInfoSchema,
  SHARING_API,
  type Me,
  type PendingReveal,
  type ProjectOdds,
  type RevealTotal,
} from 'shared-contract';
import { sampleMe } from 'shared-contract/src/testing/sample-me';
import { ME_QUERY_KEY, useSessionStore } from 'shared-session';
import { serviceInfoFixture } from 'shared-session/src/testing/service-info';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { BuyPanel } from '../../features/purchase/components/buy-panel';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import RevealPage from '../reveal-page';
import RevealTotalPage from '../reveal-total-page';

/** An in-memory purchase api behind the test network: odds, a Gold purchase, pending items and their reveal. */
const server = {
  odds: null as ProjectOdds | null,
  pending: [] as PendingReveal['items'],
  purchases: [] as Array<{ body: unknown; key: string | undefined }>,
  revealed: [] as number[],
  total: null as RevealTotal | null,
};

const drawnKey = (id: number) => ({
  id,
  projectId: 7,
  projectTitle: { ko: '프로젝트', en: 'Project' },
  name: { ko: `키 ${id}`, en: `Key ${id}` },
  rarity: 'rare' as const,
  imageUrl: `/api/art/key/${id}.svg`,
});

// jsdom has no canvas, which the lottie engine of the reveal burst touches when it loads.
jest.mock('shared-ui/src/reveal-burst/reveal-burst-player', () => ({ __esModule: true, default: () => null }));
const testApi = setupContractApi();

const handlers = () => [
  contractHandler({ method: 'get', path: API.serviceInfo, response: serviceInfoSchema, reply: () => serviceInfoFixture() }),
  contractHandler({ method: 'get', path: COUPON_API.list, response: couponListSchema, reply: () => ({ items: [] }) }),
  // The member's details stay unread unless a test seeds them (renderPanel's `me`), as the panel tests always had it.
  contractHandler({
    method: 'get',
    path: API.userMe,
    response: meSchema,
    reply: () => {
      throw refusal('NOT_FOUND');
    },
  }),
  contractHandler({
    method: 'get',
    path: PURCHASE_API.projectOdds,
    response: projectOddsSchema,
    reply: () => {
      if (!server.odds) throw refusal('NOT_FOUND');
      return server.odds;
    },
  }),
  contractHandler({
    method: 'get',
    path: PURCHASE_API.revealTotal,
    response: revealTotalSchema,
    reply: () => {
      if (!server.total) throw refusal('NOT_FOUND');
      return server.total;
    },
  }),
  contractHandler({
    method: 'get',
    path: PURCHASE_API.revealPending,
    response: pendingRevealSchema,
    reply: () => ({ items: server.pending.filter((item) => !server.revealed.includes(item.purchaseItemId)) }),
  }),
  contractHandler({
    method: 'get',
    path: SHARING_API.reveal,
    response: openGraphSchema,
    reply: () => ({
      title: 'Key',
      description: 'About',
      image: 'https://keys.example/api/art/key/11.png',
      url: 'https://keys.example/key?id=11',
      siteName: 'KEYS',
      keyId: 11,
    }),
  }),
  contractHandler({
    method: 'post',
    path: PURCHASE_API.coinReveal,
    request: coinRevealRequestSchema,
    response: coinRevealResultSchema,
    reply: ({ body, headers }) => {
      server.purchases.push({ body, key: headers['idempotency-key'] });
      return { purchaseId: 41, items: [{ purchaseItemId: 1, revealed: false }] };
    },
  }),
  contractHandler({
    method: 'post',
    path: PURCHASE_API.reveal(':purchaseItemId'),
    response: revealedItemSchema,
    reply: ({ params }) => {
      const id = Number(params.purchaseItemId);
      server.revealed.push(id);
      return { purchaseItemId: id, purchaseId: 41, keyItemId: 100 + id, serialNo: id, revealedAt: '2026-01-01T00:00:00.000Z', key: drawnKey(10 + id) };
    },
  }),
];

const signedIn = () =>
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });

beforeEach(async () => {
  server.odds = {
    projectId: 7,
    priceGold: 300,
    saleStatus: 'on_sale',
    supplyRemaining: 4,
    keys: [
      { keyId: 11, name: { ko: '키 11', en: 'Key 11' }, rarity: 'common', imageUrl: '/a.svg', supplyTotal: 5, supplyRemaining: 1, probability: 0.25 },
      { keyId: 12, name: { ko: '키 12', en: 'Key 12' }, rarity: 'rare', imageUrl: '/b.svg', supplyTotal: 5, supplyRemaining: 3, probability: 0.75 },
    ],
  };
  server.pending = [];
  server.purchases = [];
  server.revealed = [];
  testApi.reset(...handlers());
  signedIn();
  await initTestI18n('en');
});

/** The buy panel at `route`, for a member the session already knows (`me`) or whose answer is not in yet. */
const renderPanel = (route = '/project?id=7', me?: Me) => {
  const queryClient = createTestQueryClient();
  if (me) queryClient.setQueryData([...ME_QUERY_KEY, 1], me);
  return renderPage(
    <Routes>
      <Route path="/project" element={<BuyPanel projectId={7} />} />
      <Route path="*" element={null} />
    </Routes>,
    { route, queryClient },
  );
};

test('the buy panel shows odds and remaining per KEY and the Gold total; a visitor is sent to sign-in', async () => {
  useSessionStore.setState({ status: 'unauthenticated', user: null, accessToken: null });
  renderPanel();
  const rows = await screen.findAllByTestId('buy-odds-row');
  expect(rows.map((row) => row.textContent)).toEqual(['Key 11 · Common1 leftChance 25%', 'Key 12 · Rare3 leftChance 75%']);
  fireEvent.click(screen.getByRole('button', { name: 'More' }));
  expect(screen.getByTestId('buy-total').textContent).toBe('Total 600 Gold');
  fireEvent.click(screen.getByTestId('buy-submit'));
  await waitFor(() =>
    expect(screen.getByTestId('location').textContent).toBe(`/user/login?error=SessionRequired&callbackUrl=${encodeURIComponent('/project?id=7')}`),
  );
  expect(server.purchases).toEqual([]);
});

test('the form blocks without the refund-policy consent; with it, it buys once and goes to the reveal', async () => {
  renderPanel();
  await screen.findAllByTestId('buy-odds-row');
  fireEvent.click(screen.getByTestId('buy-submit'));
  expect((await screen.findByTestId('buy-consent-error')).textContent).toBe('You must first agree to the refund policy.');
  expect(server.purchases).toEqual([]);
  fireEvent.click(screen.getByTestId('buy-agree-refund'));
  expect(screen.queryByTestId('buy-consent-error')).not.toBeInTheDocument();
  fireEvent.click(screen.getByTestId('buy-submit'));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/reveal?purchaseId=41'));
  expect(server.purchases).toEqual([{ body: { projectId: 7, quantity: 1, agreeRefundPolicy: true }, key: expect.stringMatching(/^[\w-]{36}$/) }]);
});

test('/reveal reveals one KEY at a time from what the api says is pending, then links to the total', async () => {
  server.pending = [1, 2].map((id) => ({
    purchaseItemId: id,
    purchaseId: 41,
    projectId: 7,
    projectTitle: { ko: '프로젝트', en: 'Project' },
    createdAt: '2026-01-01T00:00:00.000Z',
  }));
  renderPage(<RevealPage />, { route: '/reveal?purchaseId=41', queryClient: createTestQueryClient() });
  expect((await screen.findByTestId('reveal-left')).textContent).toBe('2 KEYs left to reveal');
  fireEvent.click(screen.getByTestId('reveal-button'));
  expect((await screen.findByTestId('revealed-key-name')).textContent).toBe('Key 11');
  await waitFor(() => expect(screen.getByTestId('reveal-left').textContent).toBe('1 KEY left to reveal'));
  expect(screen.getByTestId('reveal-button').textContent).toBe('Reveal next');
  fireEvent.click(screen.getByTestId('reveal-button'));
  await waitFor(() => expect(screen.getByTestId('revealed-key-name').textContent).toBe('Key 12'));
  await waitFor(() => expect(screen.getByTestId('reveal-left').textContent).toBe('Every KEY is revealed.'));
  expect(screen.getByTestId('reveal-see-total')).toHaveAttribute('href', '/reveal/total?purchaseId=41');
  expect(server.revealed).toEqual([1, 2]);
  await act(async () => {});
});

test('/reveal/total sums up the purchase: revealed KEYs link to their page, the rest can still be revealed (ko and en)', async () => {
  server.total = {
    purchaseId: 41,
    projectId: 7,
    projectTitle: { ko: '새벽 세 시', en: 'Three A.M.' },
    quantity: 2,
    unitPriceGold: 300,
    totalGold: 600,
    payMethod: 'GOLD',
    createdAt: '2026-01-01T00:00:00.000Z',
    items: [
      { purchaseItemId: 1, revealed: true, keyItemId: 101, serialNo: 5, key: drawnKey(11) },
      { purchaseItemId: 2, revealed: false, keyItemId: null, serialNo: null, key: null },
    ],
  };
  await initTestI18n('ko');
  renderPage(<RevealTotalPage />, { route: '/reveal/total?purchaseId=41', queryClient: createTestQueryClient() });
  const items = await screen.findAllByTestId('reveal-total-item');
  expect(items.map((item) => item.textContent)).toEqual(['키 11레어 · #5공유하기', '?아직 공개되지 않았습니다']);
  expect(screen.getByText('새벽 세 시 · KEY 2개 · 600 골드')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '키 11' })).toHaveAttribute('href', '/key/details?id=11');
  expect(screen.getByRole('link', { name: '이어서 공개하기' })).toHaveAttribute('href', '/reveal?purchaseId=41');
  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByText('Three A.M. · 2 KEYs · 600 Gold')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue revealing' })).toBeInTheDocument();
});

test('a member who has not verified their identity gets that step instead of Buy; quantity, tick and payment choice go along and come back', async () => {
  const first = renderPanel('/project?id=7', sampleMe());
  await screen.findAllByTestId('buy-odds-row');
  const step = await screen.findByTestId('buy-verify-step');
  expect(step.textContent).toContain('Identity verification required before purchase.');
  expect(screen.queryByTestId('buy-submit')).not.toBeInTheDocument();
  // Payment is chosen after verifying; the quantity and the tick are chosen now.
  expect(screen.queryByTestId('buy-method')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'More' }));
  fireEvent.click(screen.getByTestId('buy-agree-refund'));
  const verify = screen.getByRole('link', { name: 'Verify my identity' });
  const href = new URL(verify.getAttribute('href') ?? '', 'https://keys.test');
  expect(href.pathname).toBe('/my/settings');
  expect(href.searchParams.get('returnTo')).toBe('/project?id=7&qty=2&agree=1');
  expect(server.purchases).toEqual([]);
  first.unmount();

  // Verified, back on the page the link named: the choices are there and Buy buys them.
  renderPanel('/project?id=7&qty=2&agree=1', sampleMe({ birthedAt: '1990-01-01', isAdult: true, adultVerification: { ko: true, en: true } }));
  await screen.findAllByTestId('buy-odds-row');
  expect((screen.getByTestId('buy-quantity') as HTMLInputElement).value).toBe('2');
  expect(screen.getByTestId('buy-agree-refund')).toBeChecked();
  expect(screen.getByTestId('buy-panel')).toHaveFocus();
  fireEvent.click(await screen.findByTestId('buy-submit'));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/reveal?purchaseId=41'));
  expect(server.purchases).toEqual([{ body: { projectId: 7, quantity: 2, agreeRefundPolicy: true }, key: expect.stringMatching(/^[\w-]{36}$/) }]);
});

test('a member verified as not an adult is told KEYs are for adults, with no Buy', async () => {
  renderPanel('/project?id=7', sampleMe({ birthedAt: '2012-01-01', isAdult: false }));
  const step = await screen.findByTestId('buy-verify-step');
  expect(step.textContent).toContain('Your verified identity shows you are not an adult, so you cannot buy KEYs.');
  expect(screen.queryByRole('link', { name: 'Verify my identity' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('buy-submit')).not.toBeInTheDocument();
});
