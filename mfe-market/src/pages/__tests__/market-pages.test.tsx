import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API,
  CABINET_API,
  COIN_API,
  coinInfoSchema,
  COUPON_API,
  MARKET_API,
  marketCancelResultSchema,
  marketCardPaymentRequestSchema,
  marketCardPaymentResultSchema,
  marketFeeSchema,
  marketKeySetSchema,
  marketListingSchema,
  marketMyItemsSchema,
  marketPaymentRequestSchema,
  marketPaymentResultSchema,
  marketPricesSchema,
  marketRegisterRequestSchema,
  marketRegisterResultSchema,
  meSchema,
  myKeysSchema,
  OFFER_API,
  paymentProvidersSchema,
  PURCHASE_API,
  serviceInfoSchema,
  setProfileKeySchema,
  SHOP_API,
  WATCH_API,
  type ErrorCode,
  type MarketKeySet,
  type MarketListing,
  type MarketMyItems,
  type MarketPrices,
  type MyKey,
} from 'shared-contract';
import { sampleMe } from 'shared-contract/src/testing/sample-me';
import { useSessionStore } from 'shared-session';
import { serviceInfoFixture } from 'shared-session/src/testing/service-info';
import { contractHandler, refusal, refusingHandler, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { keyDetailsQueryKey } from '../../features/key/api/get-key-details';
import { otherKeysQueryKey } from '../../features/key/api/get-other-keys';
import { keyDetailFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import KeyDetailsPage from '../key-details-page';
import MarketPaymentPage from '../market-payment-page';
import MarketRegisterPage from '../market-register-page';

const drawnKey = {
  id: 11,
  projectId: 1,
  projectTitle: { ko: '기사단', en: 'Knights' },
  name: { ko: '열쇠 11', en: 'Key 11' },
  rarity: 'common' as const,
  imageUrl: '/api/art/key/11.svg',
};

const listingOf = (id: number, extra: Partial<MarketListing> = {}): MarketListing => ({
  id,
  keyItemId: 100 + id,
  serialNo: id,
  priceGold: 1_234,
  status: 'ACTIVE',
  sellerNickname: 'seller1',
  createdAt: '2026-03-01T00:00:00.000Z',
  key: drawnKey,
  ...extra,
});

/** The market api's state, answered by contract routes through the real client. */
const server = {
  myItems: { keyDesignId: 11, isProfileKey: false, items: [] } as MarketMyItems,
  keySet: { keyDesignId: 11, listings: [], history: [] } as MarketKeySet,
  prices: { floorGold: null, lastSale: null, listedCount: 0, saleCount: 0, history: [] } as MarketPrices,
  myKeys: [] as MyKey[],
  listing: listingOf(5),
  balance: 5_000,
  /** Gold held by the member's pending offers (not spendable). */
  reserved: 0,
  /** The next write is refused with this catalogue code. */
  failure: null as ErrorCode | null,
};

const testApi = setupContractApi();

/** Every write the pages sent: its path, body and Idempotency-Key. */
const sends = () =>
  testApi.calls.filter((call) => call.method !== 'get').map((call) => ({ path: call.path, body: call.body, key: call.headers['idempotency-key'] }));

const failOnce = () => {
  const code = server.failure;
  if (code) {
    server.failure = null;
    throw refusal(code);
  }
};

const handlers = () => [
  contractHandler({ method: 'get', path: API.serviceInfo, response: serviceInfoSchema, reply: () => serviceInfoFixture() }),
  contractHandler({ method: 'get', path: MARKET_API.myItems, response: marketMyItemsSchema, reply: () => server.myItems }),
  contractHandler({ method: 'get', path: MARKET_API.keySet(11), response: marketKeySetSchema, reply: () => server.keySet }),
  contractHandler({ method: 'get', path: MARKET_API.prices, response: marketPricesSchema, reply: () => server.prices }),
  contractHandler({
    method: 'get',
    path: MARKET_API.fee,
    response: marketFeeSchema,
    reply: () => ({ creatorPercent: 10, feePercent: 5, minPriceGold: 10, maxPriceGold: 1_000_000, breakdown: null }),
  }),
  contractHandler({ method: 'get', path: PURCHASE_API.keyMy, response: myKeysSchema, reply: () => ({ items: server.myKeys }) }),
  contractHandler({
    method: 'get',
    path: MARKET_API.listing(':listingId'),
    response: marketListingSchema,
    reply: ({ params }) => {
      if (params.listingId !== '5') throw refusal('MARKET_LISTING_NOT_FOUND');
      return server.listing;
    },
  }),
  contractHandler({
    method: 'get',
    path: COIN_API.coinInfo,
    response: coinInfoSchema,
    reply: () => ({ balance: server.balance, reserved: server.reserved, purchaseCount: 0 }),
  }),
  contractHandler({
    method: 'get',
    path: COIN_API.paymentProviders,
    response: paymentProvidersSchema,
    reply: () => [
      { id: 'sandbox-card', name: 'sandbox', label: { ko: '테스트 카드', en: 'Test card' }, method: 'CARD' as const, currency: 'USD' as const, sandbox: true },
    ],
  }),
  contractHandler({
    method: 'post',
    path: MARKET_API.cancel(':listingId'),
    response: marketCancelResultSchema,
    reply: ({ params }) => {
      failOnce();
      return { listingId: Number(params.listingId) };
    },
  }),
  contractHandler({
    method: 'post',
    path: MARKET_API.register,
    request: marketRegisterRequestSchema,
    response: marketRegisterResultSchema,
    reply: () => {
      failOnce();
      return { listing: listingOf(9), breakdown: { priceGold: 999, creatorPercent: 10, feePercent: 5, creatorGold: 99, feeGold: 49, sellerGold: 851 } };
    },
  }),
  contractHandler({
    method: 'post',
    path: MARKET_API.cardPayment(5),
    request: marketCardPaymentRequestSchema,
    response: marketCardPaymentResultSchema,
    reply: () => {
      failOnce();
      return { paymentId: 'pay-listing-1', checkoutUrl: 'http://localhost/sandbox/checkout?payment=pay-listing-1', usdCents: 1_234 };
    },
  }),
  contractHandler({
    method: 'post',
    path: MARKET_API.payment(5),
    request: marketPaymentRequestSchema,
    response: marketPaymentResultSchema,
    reply: () => {
      failOnce();
      return { listingId: 5, keyItemId: 105, keyDesignId: 11, serialNo: 5, priceGold: 1_234, balanceGold: 3_766 };
    },
  }),
  contractHandler({
    method: 'post',
    path: API.userProfile,
    request: setProfileKeySchema,
    response: meSchema,
    reply: ({ body }) => {
      failOnce();
      return sampleMe({ profileKeyId: setProfileKeySchema.parse(body).keyId });
    },
  }),
  // Reads beside what these tests look at, left unanswered (404) as they always were.
  ...[API.userMe, COUPON_API.list, WATCH_API.list, CABINET_API.sets, SHOP_API.likeStatus, OFFER_API.design(11)].map((path) =>
    refusingHandler('get', path, 'NOT_FOUND'),
  ),
];

beforeEach(() => {
  server.myItems = {
    keyDesignId: 11,
    isProfileKey: false,
    items: [
      // Locked until 2026-03-02T01:30Z = 10:30 KST.
      {
        keyItemId: 201,
        serialNo: 1,
        acquiredAt: '2026-03-01T01:30:00.000Z',
        lockedUntil: '2026-03-02T01:30:00.000Z',
        listing: null,
        transferInProgress: false,
      },
      { keyItemId: 202, serialNo: 2, acquiredAt: '2026-02-01T00:00:00.000Z', lockedUntil: null, listing: null, transferInProgress: false },
      {
        keyItemId: 203,
        serialNo: 3,
        acquiredAt: '2026-02-01T00:00:00.000Z',
        lockedUntil: null,
        listing: { id: 7, priceGold: 2_500 },
        transferInProgress: false,
      },
    ],
  };
  server.keySet = {
    keyDesignId: 11,
    listings: [listingOf(5)],
    history: [{ listingId: 4, serialNo: 8, priceGold: 900, occurredAt: '2026-02-20T03:04:00.000Z' }],
  };
  server.myKeys = [{ keyItemId: 202, serialNo: 2, acquiredAt: '2026-02-01T00:00:00.000Z', key: drawnKey }];
  server.listing = listingOf(5);
  server.prices = {
    floorGold: 1_234,
    lastSale: { listingId: 4, keyDesignId: 11, serialNo: 8, priceGold: 900, occurredAt: '2026-02-20T03:04:00.000Z' },
    listedCount: 1,
    saleCount: 1,
    history: [{ listingId: 4, keyDesignId: 11, serialNo: 8, priceGold: 900, occurredAt: '2026-02-20T03:04:00.000Z' }],
  };
  server.balance = 5_000;
  server.reserved = 0;
  server.failure = null;
  testApi.reset(...handlers());
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });
});

const renderKey = (route = '/key/details?id=11') => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(keyDetailsQueryKey(11), keyDetailFixture(11));
  queryClient.setQueryData(otherKeysQueryKey(1, 11), []);
  return renderPage(<KeyDetailsPage />, { route, queryClient });
};

const itemOf = (serial: number) => screen.getAllByTestId('owner-item').find((item) => item.getAttribute('aria-label') === `KEY #${serial}`) as HTMLElement;
const linksOf = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

test.each([
  [
    'ko',
    '2026.03.02 10:30 (KST)부터 판매 등록 또는 전송할 수 있습니다',
    [
      ['전송', '/cabinet/transfer?keyItemId=202'],
      ['판매 등록', '/market/register?keyItemId=202'],
    ],
    '2,500 골드에 판매 중',
    '판매 취소',
    '판매 등록을 취소했습니다.',
  ],
  [
    'en',
    'Can be listed or transferred from Mar 2, 2026, 10:30 AM KST',
    [
      ['Transfer', '/cabinet/transfer?keyItemId=202'],
      ['Sell', '/market/register?keyItemId=202'],
    ],
    'Listed for 2,500 Gold',
    'Cancel listing',
    'Your listing was cancelled.',
  ],
] as const)(
  '/key/details in %s: the owner panel shows each copy with its state and actions; cancel a listing',
  async (language, locked, actions, listed, cancel, cancelled) => {
    await initTestI18n(language);
    renderKey();
    await screen.findByTestId('owner-panel');
    expect(within(itemOf(1)).getByTestId('owner-item-state').textContent).toBe(locked);
    expect(linksOf(itemOf(1))).toEqual([]);
    expect(linksOf(itemOf(2))).toEqual(actions);
    expect(within(itemOf(3)).getByTestId('owner-item-state').textContent).toBe(listed);
    fireEvent.click(within(itemOf(3)).getByRole('button', { name: cancel }));
    expect((await screen.findByTestId('owner-message')).textContent).toBe(cancelled);
    expect(sends().map((send) => send.path)).toEqual(['/api/market/register/cancel/7']);
  },
);

test('/key/details: set as profile KEY, the listings with Buy, and the price history in the activities tab', async () => {
  await initTestI18n('en');
  renderKey();
  fireEvent.click(await screen.findByRole('button', { name: 'Set as profile KEY' }));
  expect((await screen.findByTestId('owner-message')).textContent).toBe('Set as your profile KEY.');
  expect(sends()).toEqual([{ path: '/api/user/profile', body: { keyId: 11 }, key: undefined }]);

  const listing = await screen.findByTestId('market-listing');
  expect(within(listing).getByTestId('listing-price').textContent).toBe('#5 · 1,234 Gold');
  expect(listing.textContent).toContain('Seller seller1');
  const buy = within(listing).getByRole('link', { name: 'Buy #5 for 1,234 Gold' });
  expect(buy).toHaveAttribute('href', '/market/payment?listingId=5');

  fireEvent.click(screen.getByRole('tab', { name: 'KEY activities' }));
  const history = await screen.findByTestId('price-history');
  // 03:04 UTC is 12:04 KST.
  expect(within(history).getAllByRole('row')[1]?.textContent).toBe('Feb 20, 2026, 12:04:00 PM KST#8900 Gold');
});

test('/key/details: a visitor sees no owner panel and an empty market', async () => {
  await initTestI18n('ko');
  useSessionStore.setState({ status: 'unauthenticated', accessToken: null, user: null });
  server.keySet = { keyDesignId: 11, listings: [], history: [] };
  renderKey();
  expect((await screen.findByTestId('listings-empty')).textContent).toContain('지금 판매 중인 KEY가 없습니다.');
  expect(screen.queryByTestId('owner-panel')).not.toBeInTheDocument();
});

test.each([
  [
    'en',
    ['Price', '999 Gold', 'Creator earnings (10%)', '- 99 Gold', 'Service fee (5%)', '- 49 Gold', 'You receive', '851 Gold'],
    'Enter a price from 10 to 1,000,000 Gold.',
    'List',
  ],
  [
    'ko',
    ['판매 가격', '999 골드', '창작자 수익 (10%)', '- 99 골드', '서비스 수수료 (5%)', '- 49 골드', '받을 금액', '851 골드'],
    '판매 가격은 10골드 이상 1,000,000골드 이하로 입력해 주세요.',
    '등록하기',
  ],
] as const)('/market/register in %s: the live fee breakdown, the price rule, confirm, then back to the KEY', async (language, rows, invalid, confirm) => {
  await initTestI18n(language);
  renderPage(<MarketRegisterPage />, { route: '/market/register?keyItemId=202', queryClient: createTestQueryClient() });
  const price = await screen.findByTestId('register-price');
  fireEvent.change(price, { target: { value: '9' } });
  fireEvent.click(screen.getByTestId('register-submit'));
  expect(screen.getByTestId('register-price-error').textContent).toBe(invalid);
  expect(screen.queryByTestId('register-confirm')?.hasAttribute('open')).not.toBe(true);

  fireEvent.change(price, { target: { value: '999' } });
  const breakdown = screen.getByTestId('fee-breakdown');
  expect(
    within(breakdown)
      .getAllByRole('term')
      .flatMap((term) => [term.textContent, term.nextElementSibling?.textContent]),
  ).toEqual(rows);
  fireEvent.click(screen.getByTestId('register-submit'));
  const dialog = await screen.findByTestId('register-confirm');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: confirm })));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/key/details?id=11'));
  expect(sends()).toEqual([{ path: '/api/market/register', body: { keyItemId: 202, priceGold: 999 }, key: expect.any(String) }]);
});

test('/market/register: a locked KEY says when it unlocks and cannot be submitted; a KEY not owned is refused', async () => {
  await initTestI18n('en');
  server.myKeys = [{ keyItemId: 201, serialNo: 1, acquiredAt: '2026-03-01T01:30:00.000Z', key: drawnKey }];
  const { unmount } = renderPage(<MarketRegisterPage />, { route: '/market/register?keyItemId=201', queryClient: createTestQueryClient() });
  expect((await screen.findByTestId('register-blocked')).textContent).toBe('Can be listed or transferred from Mar 2, 2026, 10:30 AM KST');
  expect(screen.getByTestId('register-submit')).toBeDisabled();
  unmount();
  renderPage(<MarketRegisterPage />, { route: '/market/register?keyItemId=999', queryClient: createTestQueryClient() });
  expect((await screen.findByTestId('register-not-yours')).textContent).toContain('This KEY cannot be listed.');
});

test.each([
  ['ko', '1,234 골드', '5,000 골드', '환불', '1,234 골드로 구매', '구매를 완료했습니다', '내 캐비닛으로'],
  ['en', '1,234 Gold', '5,000 Gold', 'refund', 'Buy for 1,234 Gold', 'Purchase complete', 'To my cabinet'],
] as const)(
  '/market/payment in %s: the exact price and balance, the refund consent, then the KEY in the cabinet',
  async (language, price, balance, refundWord, buy, done, toCabinet) => {
    await initTestI18n(language);
    renderPage(<MarketPaymentPage />, { route: '/market/payment?listingId=5', queryClient: createTestQueryClient() });
    expect((await screen.findByTestId('payment-price')).textContent).toBe(price);
    expect(screen.getByTestId('payment-balance').textContent).toBe(balance);
    fireEvent.click(screen.getByRole('button', { name: buy }));
    expect((await screen.findByTestId('market-consent-error')).textContent?.toLowerCase()).toContain(refundWord);
    expect(sends()).toEqual([]);
    fireEvent.click(screen.getByTestId('market-agree-refund'));
    fireEvent.click(screen.getByRole('button', { name: buy }));
    const success = await screen.findByTestId('payment-success');
    expect(success.textContent).toContain(done);
    expect(within(success).getByRole('link', { name: toCabinet })).toHaveAttribute('href', '/my/cabinet');
    expect(sends()).toEqual([
      { path: '/api/market/payment/5', body: { priceGold: 1_234, payMethod: 'GOLD', agreeRefundPolicy: true }, key: expect.any(String) },
    ]);
  },
);

test('/market/payment: short of Gold (Gold held by offers not counted) links to /my/coins; a listing sold meanwhile says so; a missing one is not found', async () => {
  await initTestI18n('en');
  server.balance = 1_500;
  server.reserved = 500;
  const { unmount } = renderPage(<MarketPaymentPage />, { route: '/market/payment?listingId=5', queryClient: createTestQueryClient() });
  const short = await screen.findByTestId('payment-short');
  expect(screen.getByTestId('payment-balance').textContent).toBe('1,000 Gold');
  expect(screen.getByTestId('payment-reserved').textContent).toBe('500 Gold');
  expect(short.textContent).toBe('You need 234 more Gold. Buy Gold');
  expect(within(short).getByRole('link', { name: 'Buy Gold' })).toHaveAttribute('href', '/my/coins');
  expect(screen.getByTestId('payment-submit')).toBeDisabled();
  unmount();

  server.balance = 5_000;
  server.reserved = 0;
  server.failure = 'KEY_NO_LONGER_AVAILABLE';
  const second = renderPage(<MarketPaymentPage />, { route: '/market/payment?listingId=5', queryClient: createTestQueryClient() });
  fireEvent.click(await screen.findByTestId('market-agree-refund'));
  server.listing = listingOf(5, { status: 'SOLD' });
  fireEvent.click(screen.getByTestId('payment-submit'));
  expect((await screen.findByTestId('payment-unavailable')).textContent).toContain('This KEY is no longer for sale.');
  second.unmount();

  renderPage(<MarketPaymentPage />, { route: '/market/payment?listingId=6', queryClient: createTestQueryClient() });
  expect((await screen.findByTestId('payment-not-found')).textContent).toContain('This listing was not found.');
});

test.each([
  [
    'en',
    'Pay by card',
    '$12.34',
    'Charged in US dollars (USD) on the card processor’s checkout page (1 Gold = 1 cent). No Gold is used.',
    'Pay $12.34 by card',
  ],
  ['ko', '카드로 결제', '$12.34', '카드사 결제 페이지에서 미국 달러(USD)로 결제됩니다 (1골드 = 1센트). 골드는 사용되지 않습니다.', '$12.34 카드로 결제하기'],
] as const)(
  '/market/payment in %s: by card it shows the USD amount instead of the balance and opens the checkout for the exact price',
  async (language, card, usd, note, pay) => {
    await initTestI18n(language);
    // Short of Gold does not matter for a card.
    server.balance = 100;
    renderPage(<MarketPaymentPage />, { route: '/market/payment?listingId=5', queryClient: createTestQueryClient() });
    await screen.findByTestId('payment-price');
    expect(screen.getByTestId('payment-short')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: card }));
    expect(screen.getByTestId('payment-card-amount').textContent).toBe(usd);
    expect(screen.getByTestId('payment-card-note').textContent).toBe(note);
    expect(screen.queryByTestId('payment-balance')).not.toBeInTheDocument();
    expect(screen.queryByTestId('payment-short')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: pay }));
    expect(await screen.findByTestId('market-consent-error')).toBeInTheDocument();
    expect(sends()).toEqual([]);
    fireEvent.click(screen.getByTestId('market-agree-refund'));
    // jsdom cannot leave the page: it reports the navigation to the checkout as "not implemented".
    const jsdomErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: pay }));
    await waitFor(() => expect(jsdomErrors.mock.calls.some(([error]) => String(error).includes('navigation'))).toBe(true));
    jsdomErrors.mockRestore();
    expect(sends()).toEqual([
      {
        path: '/api/market/payment/5/card',
        body: { priceGold: 1_234, agreeRefundPolicy: true, providerId: 'sandbox-card' },
        key: expect.stringMatching(/^[\w-]{36}$/),
      },
    ]);
    // The return page finds the attempt and confirms with its own key.
    expect(JSON.parse(window.sessionStorage.getItem('keys:card-payment:pay-listing-1') ?? '{}')).toEqual({
      projectId: null,
      confirmKey: expect.stringMatching(/^[\w-]{36}$/),
    });
  },
);

test('/market/payment by card: a refusal before paying (the price changed) is shown on the page', async () => {
  await initTestI18n('en');
  server.failure = 'MARKET_PRICE_CHANGED';
  renderPage(<MarketPaymentPage />, { route: '/market/payment?listingId=5', queryClient: createTestQueryClient() });
  fireEvent.click(await screen.findByRole('radio', { name: 'Pay by card' }));
  fireEvent.click(screen.getByTestId('market-agree-refund'));
  fireEvent.click(screen.getByRole('button', { name: 'Pay $12.34 by card' }));
  expect((await screen.findByTestId('payment-error')).textContent).toContain('The price has changed. Please check it again.');
  expect(screen.getByTestId('payment-submit')).toBeEnabled();
});

test.each([
  [
    'en',
    ['Lowest listing', '1,234 Gold', 'Last sale', '900 GoldFeb 20, 2026 (KST)', 'Listed', '1'],
    'One sale, on Feb 20, 2026, for 900 Gold.',
    'See this KEY on the market',
  ],
  [
    'ko',
    ['최저 판매가', '1,234 골드', '최근 거래가', '900 골드2026-02-20 (KST)', '판매 중', '1개'],
    '2026-02-20에 900 골드에 1건 거래되었습니다.',
    '마켓에서 이 KEY 보기',
  ],
] as const)(
  '/key/details in %s: the market prices (floor, last sale, listed, chart with its summary) and a link to its listings',
  async (language, figures, summary, link) => {
    await initTestI18n(language);
    renderKey();
    const panel = await screen.findByTestId('price-panel');
    const figureList = await within(panel).findByTestId('price-figures');
    expect(
      within(figureList)
        .getAllByRole('term')
        .flatMap((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual(figures);
    expect(within(panel).getByTestId('price-chart-summary').textContent).toBe(summary);
    expect(within(panel).getByRole('link', { name: link })).toHaveAttribute('href', '/shop?tab=market&key=11');
  },
);

test('/key/details: before any listing or sale the prices say so and draw no chart', async () => {
  await initTestI18n('en');
  server.prices = { floorGold: null, lastSale: null, listedCount: 0, saleCount: 0, history: [] };
  renderKey();
  const panel = await screen.findByTestId('price-panel');
  expect((await within(panel).findByTestId('price-floor')).textContent).toBe('None');
  expect(within(panel).getByTestId('price-last-sale').textContent).toBe('No sales yet');
  expect(within(panel).queryByTestId('price-chart')).not.toBeInTheDocument();
});

test('/market/register: the owner sees the lowest listing and the last sale as guidance beside the price', async () => {
  await initTestI18n('en');
  renderPage(<MarketRegisterPage />, { route: '/market/register?keyItemId=202', queryClient: createTestQueryClient() });
  const guidance = await screen.findByTestId('price-guidance');
  expect(guidance.textContent).toContain('For reference: the lowest listing and the last sale of this KEY.');
  expect(within(guidance).getByTestId('price-floor').textContent).toBe('1,234 Gold');
  expect(within(guidance).getByTestId('price-last-sale').textContent).toBe('900 GoldFeb 20, 2026 (KST)');
});
