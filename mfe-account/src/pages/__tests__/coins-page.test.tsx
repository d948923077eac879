import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import {
  approxKrw,
  COIN_API,
  coinHistorySchema,
  coinInfoSchema,
  coinPaymentCreatedSchema,
  coinPaymentRequestSchema,
  coinPriceSchema,
  GOLD_PACKAGES,
  paymentHistorySchema,
  paymentProvidersSchema,
  PURCHASE_API,
  type CoinHistoryItem,
  type PaymentProviders,
  type PurchaseHistoryItem,
  type ServicePhase,
} from 'shared-contract';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { SERVICE_INFO_QUERY_KEY } from 'shared-session';
import { serviceInfoFixture } from 'shared-session/src/testing/service-info';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import { goToCheckout } from '../../features/coins/api/go-to-checkout';
import CoinsPage from '../coins-page';

const testApi = setupContractApi();

const SANDBOX_CARD: PaymentProviders = [
  { id: 'sandbox-card', name: 'sandbox', label: { ko: '테스트 카드', en: 'Test card' }, method: 'CARD', currency: 'USD', sandbox: true },
];

/** An in-memory Gold api (the page, its form, queries and the client are real). */
const server = {
  balance: 0,
  reserved: 0,
  history: [] as CoinHistoryItem[],
  purchases: [] as PurchaseHistoryItem[],
  providers: SANDBOX_CARD,
  failInfo: false,
};

// Going to the provider's checkout leaves the page (a full navigation jsdom cannot follow): not the api, so it stays a mock.
jest.mock('../../features/coins/api/go-to-checkout', () => ({ goToCheckout: jest.fn() }));

/** One page of `items` as the api pages a list (`page`, `size` from the query). */
const pageFrom = <Item,>(items: Item[], query: Record<string, string>) => {
  const page = Number(query.page ?? 1);
  const size = Number(query.size ?? 20);
  return { items: items.slice((page - 1) * size, page * size), page, size, total: items.length };
};

const handlers = () => [
  contractHandler({
    method: 'get',
    path: COIN_API.coinPrice,
    response: coinPriceSchema,
    reply: () => ({
      packages: GOLD_PACKAGES.map((gold) => ({ gold, usdCents: gold, approxKrw: approxKrw(gold) })),
      minimum: 800,
      step: 10,
      usdCentsPerGold: 1,
      krwPerUsd: 1400,
    }),
  }),
  contractHandler({ method: 'get', path: COIN_API.paymentProviders, response: paymentProvidersSchema, reply: () => server.providers }),
  contractHandler({
    method: 'get',
    path: COIN_API.coinInfo,
    response: coinInfoSchema,
    reply: () => {
      if (server.failInfo) throw refusal('TEMPORARY_ERROR');
      return { balance: server.balance, reserved: server.reserved, purchaseCount: 0 };
    },
  }),
  contractHandler({ method: 'get', path: COIN_API.coinHistory, response: coinHistorySchema, reply: ({ query }) => pageFrom(server.history, query) }),
  contractHandler({
    method: 'get',
    path: PURCHASE_API.paymentHistory,
    response: paymentHistorySchema,
    reply: ({ query }) => pageFrom(server.purchases, query),
  }),
  contractHandler({
    method: 'post',
    path: COIN_API.coinPayment,
    request: coinPaymentRequestSchema,
    response: coinPaymentCreatedSchema,
    reply: ({ body }) => {
      const { gold } = coinPaymentRequestSchema.parse(body);
      const count = testApi.requests('post', COIN_API.coinPayment).length;
      return { paymentId: `pay-${count}`, checkoutUrl: `http://localhost/sandbox/checkout?payment=pay-${count}`, usdCents: gold, gold };
    },
  }),
];

/** The payments started: the body and the Idempotency-Key. */
const payments = () => testApi.requests('post', COIN_API.coinPayment).map((call) => ({ body: call.body, key: call.headers['idempotency-key'] }));

const renderCoins = (route = '/my/coins', phase: ServicePhase = 'operating') => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SERVICE_INFO_QUERY_KEY, serviceInfoFixture(phase));
  return renderPage(
    <Routes>
      <Route path="/my/coins" element={<CoinsPage />} />
      <Route path="/reveal" element={<h1>reveal page</h1>} />
    </Routes>,
    { route, queryClient },
  );
};

beforeEach(async () => {
  server.balance = 0;
  server.reserved = 0;
  server.history = [];
  server.purchases = [];
  server.failInfo = false;
  testApi.reset(...handlers());
  jest.mocked(goToCheckout).mockClear();
  await initTestI18n('ko');
});

test('shows the balance, the packages in USD with approximate KRW, the cash notice and the empty history, in ko and en', async () => {
  server.balance = 1500;
  renderCoins();
  expect(await screen.findByRole('heading', { level: 1, name: '골드' })).toBeInTheDocument();
  expect((await screen.findByTestId('gold-balance')).textContent).toBe('1,500 골드');
  const first = await screen.findByTestId('gold-package-800');
  expect(first.textContent).toContain('800 골드');
  expect(first.textContent).toContain('$8.00');
  expect(first.textContent).toContain('약 11,200원');
  expect(screen.getByTestId('gold-cash-notice').textContent).toBe('골드는 현금으로 전환할 수 없습니다.');
  expect(await screen.findByText('아직 골드 내역이 없습니다.')).toBeInTheDocument();

  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByRole('heading', { level: 1, name: 'Gold' })).toBeInTheDocument();
  expect(screen.getByTestId('gold-balance').textContent).toBe('1,500 Gold');
  expect(screen.getByTestId('gold-package-10000').textContent).toContain('$100.00');
  expect(screen.getByTestId('gold-package-10000').textContent).toContain('≈ KRW 140,000');
  expect(screen.getByTestId('gold-cash-notice').textContent).toBe('Gold cannot be converted to cash.');
  expect(screen.getByText('No Gold history yet.')).toBeInTheDocument();
});

test('Gold held by pending offers shows beside the balance, with what is left to spend, in ko and en', async () => {
  server.balance = 1500;
  server.reserved = 600;
  renderCoins();
  expect((await screen.findByTestId('gold-balance')).textContent).toBe('1,500 골드');
  expect(screen.getByTestId('gold-reserved').textContent).toBe('사용 가능 900 골드 · 구매 제안에 묶인 골드 600 골드');
  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByTestId('gold-reserved').textContent).toBe('Available 900 Gold · Held by your offers 600 Gold');
});

test('the custom amount form refuses 790 and 805 with the rule messages and sends nothing; 810 goes to the checkout with a fresh key', async () => {
  renderCoins();
  const input = await screen.findByTestId('gold-custom-input');
  fireEvent.change(input, { target: { value: '790' } });
  fireEvent.click(screen.getByTestId('gold-custom-submit'));
  expect((await screen.findByTestId('gold-custom-error')).textContent).toBe('골드는 최소 800 골드부터 구매할 수 있습니다.');
  fireEvent.change(input, { target: { value: '805' } });
  fireEvent.click(screen.getByTestId('gold-custom-submit'));
  await waitFor(() => expect(screen.getByTestId('gold-custom-error').textContent).toBe('골드는 10 골드 단위로 구매할 수 있습니다.'));
  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByTestId('gold-custom-error').textContent).toBe('Gold can be bought in units of 10.');
  expect(payments()).toEqual([]);

  fireEvent.change(input, { target: { value: '810' } });
  expect((await screen.findByTestId('gold-custom-price')).textContent).toBe('You pay $8.10 (≈ KRW 11,340)');
  fireEvent.click(screen.getByTestId('gold-custom-submit'));
  await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://localhost/sandbox/checkout?payment=pay-1'));
  expect(payments()).toEqual([{ body: { gold: 810, providerId: 'sandbox-card' }, key: expect.stringMatching(/^[\w-]{36}$/) }]);
  expect(screen.getByTestId('gold-redirecting').textContent).toBe('Going to the payment page…');
});

test.each([
  ['ko', ['800 골드, $8.00, 약 11,200원', '1,500 골드, $15.00, 약 21,000원']],
  ['en', ['800 Gold, $8.00, ≈ KRW 11,200', '1,500 Gold, $15.00, ≈ KRW 21,000']],
] as const)('in %s a package button is named by what it shows: the Gold amount, the price and the KRW estimate', async (language, names) => {
  await initTestI18n(language);
  renderCoins();
  for (const [index, name] of names.entries()) {
    const button = await screen.findByRole('button', { name });
    expect(button).toBe(screen.getByTestId(`gold-package-${GOLD_PACKAGES[index]}`));
    // Every line the button shows is in its name, in the same order (WCAG 2.5.3, label in name).
    const shown = [...button.children].map((line) => line.textContent ?? '');
    expect(shown.join(', ')).toBe(name);
  }
});

test('a package button buys that package; each attempt has its own idempotency key', async () => {
  renderCoins();
  fireEvent.click(await screen.findByRole('button', { name: '800 골드, $8.00, 약 11,200원' }));
  await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
  expect(payments()[0]?.body).toEqual({ gold: 800, providerId: 'sandbox-card' });
});

test.each([
  ['ko', 'terminating', '골드 구매가 종료되었습니다.', '800 골드, $8.00, 약 11,200원'],
  ['en', 'terminating', 'Gold purchase is no longer available.', '800 Gold, $8.00, ≈ KRW 11,200'],
  ['en', 'closed', 'Gold purchase is no longer available.', '800 Gold, $8.00, ≈ KRW 11,200'],
] as const)(
  'in %s while %s: Gold purchase is shown stopped before the member tries; the balance and history stay',
  async (language, phase, message, firstPackage) => {
    await initTestI18n(language);
    server.balance = 1500;
    renderCoins('/my/coins', phase);
    const note = await screen.findByTestId('gold-closed');
    expect(note.textContent).toBe(message);
    const buttons = [
      ...GOLD_PACKAGES.map((gold) => screen.getByTestId(`gold-package-${gold}`)),
      screen.getByTestId('gold-custom-submit'),
    ] as HTMLButtonElement[];
    for (const button of buttons) {
      expect(button.disabled).toBe(true);
      expect(button).toHaveAttribute('aria-describedby', note.id);
    }
    expect(screen.getByRole('button', { name: firstPackage })).toBe(buttons[0]);
    fireEvent.click(buttons[0] as HTMLButtonElement);
    fireEvent.change(screen.getByTestId('gold-custom-input'), { target: { value: '810' } });
    fireEvent.submit(screen.getByTestId('gold-custom-form'));
    await act(async () => undefined);
    expect(payments()).toEqual([]);
    expect(goToCheckout).not.toHaveBeenCalled();
    expect((await screen.findByTestId('gold-balance')).textContent).toContain('1,500');
  },
);

test('while operating the Gold shop has no closed message', async () => {
  renderCoins();
  await screen.findByTestId('gold-package-800');
  expect(screen.queryByTestId('gold-closed')).not.toBeInTheDocument();
  expect(screen.getByTestId('gold-package-800')).toBeEnabled();
  expect(screen.getByTestId('gold-package-800')).not.toHaveAttribute('aria-describedby');
});

test('history lists the ledger newest first with kind labels and KST times; the balance error can be retried', async () => {
  server.history = [
    { id: 2, kind: 'SPEND', amount: -300, balanceAfter: 500, reference: 'x', createdAt: '2024-03-01T15:30:00.000Z' },
    { id: 1, kind: 'PURCHASE', amount: 800, balanceAfter: 800, reference: 'payment:1', createdAt: '2024-03-01T09:05:00.000Z' },
  ];
  server.failInfo = true;
  renderCoins();
  await waitFor(() => expect(screen.getAllByTestId('gold-history-item')).toHaveLength(2));
  const [newest, older] = screen.getAllByTestId('gold-history-item');
  expect(within(newest as HTMLElement).getByTestId('gold-history-kind').textContent).toBe('사용');
  expect(within(newest as HTMLElement).getByTestId('gold-history-amount').textContent).toBe('−300 골드');
  expect(within(newest as HTMLElement).getByText('2024.03.02 00:30:00')).toBeInTheDocument();
  expect(within(older as HTMLElement).getByTestId('gold-history-kind').textContent).toBe('충전');
  expect(within(older as HTMLElement).getByText('잔액 800 골드')).toBeInTheDocument();
  await act(() => i18next.changeLanguage('en'));
  expect(within(older as HTMLElement).getByTestId('gold-history-kind').textContent).toBe('Purchase');

  expect(await screen.findByText('Could not load your Gold.')).toBeInTheDocument();
  server.failInfo = false;
  server.balance = 500;
  fireEvent.click(screen.getAllByRole('button', { name: /retry|다시/i })[0] as HTMLElement);
  expect((await screen.findByTestId('gold-balance')).textContent).toBe('500 Gold');
});

const purchase = (purchaseId: number, overrides: Partial<PurchaseHistoryItem> = {}): PurchaseHistoryItem => ({
  purchaseId,
  projectId: 3,
  projectTitle: { ko: '봄의 정원', en: 'Spring Garden' },
  quantity: 3,
  unitPriceGold: 300,
  totalGold: 900,
  payMethod: 'GOLD',
  status: 'PAID',
  revealedCount: 3,
  // 2030-01-31 15:00 UTC is 2030-02-01 00:00 KST.
  createdAt: '2030-01-31T15:00:00.000Z',
  ...overrides,
});

test('the KEY purchases tab: what was paid and how, revealed counts, reveal or result links; empty state; in ko and en', async () => {
  server.purchases = [
    purchase(12, { payMethod: 'COUPON', quantity: 1, unitPriceGold: 0, totalGold: 0, revealedCount: 0 }),
    purchase(11, { payMethod: 'CARD' }),
    purchase(10),
  ];
  renderCoins();
  fireEvent.click(await screen.findByRole('tab', { name: 'KEY 구매 내역' }));
  expect(screen.getByTestId('location').textContent).toBe('/my/coins?history=purchases');
  const rows = await screen.findAllByTestId('purchase-history-item');
  expect(rows.map((row) => within(row).getByTestId('purchase-history-paid').textContent)).toEqual(['무료 뽑기 쿠폰', '카드 결제', '900 골드']);
  expect(within(rows[2] as HTMLElement).getByText(/2030\.02\.01 00:00:00/).textContent).toBe('2030.02.01 00:00:00');
  expect(within(rows[0] as HTMLElement).getByTestId('purchase-history-revealed').textContent).toBe('0/1 공개');
  expect(within(rows[2] as HTMLElement).getByRole('link', { name: '결과 보기' })).toHaveAttribute('href', '/reveal/total?purchaseId=10');
  expect(within(rows[0] as HTMLElement).getByRole('link', { name: '봄의 정원' })).toHaveAttribute('href', '/project?id=3');

  await act(() => i18next.changeLanguage('en'));
  expect(within(rows[1] as HTMLElement).getByTestId('purchase-history-paid').textContent).toBe('Paid by card');
  expect(within(rows[1] as HTMLElement).getByText(/3 KEYs/)).toBeInTheDocument();
  fireEvent.click(within(rows[0] as HTMLElement).getByRole('link', { name: 'Reveal' }));
  expect(await screen.findByRole('heading', { name: 'reveal page' })).toBeInTheDocument();
  expect(screen.getByTestId('location').textContent).toBe('/reveal?purchaseId=12');
});

test('a purchase support cancelled shows as cancelled and refunded, with no way to reveal it (ko and en)', async () => {
  server.purchases = [purchase(14, { status: 'CANCELLED', revealedCount: 0 }), purchase(13)];
  renderCoins('/my/coins?history=purchases');
  const rows = await screen.findAllByTestId('purchase-history-item');
  const cancelled = within(rows[0] as HTMLElement);
  expect(cancelled.getByTestId('purchase-history-cancelled').textContent).toBe('취소됨');
  expect(cancelled.getByText('고객지원팀이 구매를 취소하고 결제 금액을 환불했습니다. KEY는 판매 수량으로 돌아갔습니다.')).toBeInTheDocument();
  expect(cancelled.queryByRole('link', { name: '공개하기' })).not.toBeInTheDocument();
  expect(cancelled.queryByTestId('purchase-history-revealed')).not.toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).queryByTestId('purchase-history-cancelled')).not.toBeInTheDocument();
  await act(() => i18next.changeLanguage('en'));
  expect(cancelled.getByTestId('purchase-history-cancelled').textContent).toBe('Cancelled');
  expect(cancelled.getByText('Support cancelled this purchase and refunded what you paid. Its KEYs went back to supply.')).toBeInTheDocument();
});

test('the KEY purchases tab opens from ?history=purchases and shows the empty state with a way to the shop (en)', async () => {
  await initTestI18n('en');
  renderCoins('/my/coins?history=purchases');
  expect(await screen.findByTestId('purchase-history-empty')).toBeInTheDocument();
  expect(screen.getByText('No KEY purchases yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See projects on sale' })).toHaveAttribute('href', '/shop');
  expect(screen.getByRole('tab', { name: 'KEY purchases' })).toHaveAttribute('aria-selected', 'true');
});

test('a KEY of the Month reward is labelled as such in the KEY purchases tab (ko and en)', async () => {
  server.purchases = [purchase(20, { payMethod: 'REWARD', quantity: 1, unitPriceGold: 0, totalGold: 0, revealedCount: 0 })];
  renderCoins('/my/coins?history=purchases');
  const row = await screen.findByTestId('purchase-history-item');
  expect(within(row).getByTestId('purchase-history-paid').textContent).toBe('이달의 KEY 보상');
  expect(within(row).getByRole('link', { name: '공개하기' })).toHaveAttribute('href', '/reveal?purchaseId=20');
  await act(() => i18next.changeLanguage('en'));
  expect(within(row).getByTestId('purchase-history-paid').textContent).toBe('KEY of the Month reward');
});
