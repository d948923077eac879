import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  API,
  CART_API,
  cartAddRequestSchema,
  cartCardCheckoutRequestSchema,
  cartCardCheckoutResultSchema,
  cartCheckoutRequestSchema,
  cartCheckoutResultSchema,
  cartQuantityRequestSchema,
  cartSchema,
  COIN_API,
  COUPON_API,
  couponListSchema,
  paymentProvidersSchema,
  projectOddsSchema,
  PURCHASE_API,
  serviceInfoSchema,
  type Cart,
  type CartItem,
  type ErrorCode,
  type ProjectOdds,
} from 'shared-contract';
import { serviceInfoFixture } from 'shared-session/src/testing/service-info';
import { contractHandler, refusal, refusingHandler, setupContractApi, type ApiCall } from 'shared-ui/src/testing/contract-api';
import { ME_QUERY_KEY, useSessionStore } from 'shared-session';
import { sampleMe } from 'shared-contract/src/testing/sample-me';
import { BuyPanel } from '../../features/purchase/components/buy-panel';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import CartPage from '../cart-page';

/** An in-memory cart api behind the test network: lines, quantity changes, removal, checkout and the buy panel's odds. */
const server = {
  items: [] as CartItem[],
  balance: 5000,
  failLoad: false,
  checkoutError: null as null | { code: ErrorCode; details?: Record<string, unknown> },
  calls: [] as Array<{ method: string; path: string; body: unknown; key: string | undefined }>,
};

const line = (itemId: number, projectId: number, quantity: number, unitPriceGold: number, overrides: Partial<CartItem> = {}): CartItem => ({
  itemId,
  projectId,
  projectTitle: { ko: `프로젝트 ${projectId}`, en: `Project ${projectId}` },
  imageUrl: `/api/art/project/${projectId}.svg`,
  unitPriceGold,
  // A dollar per 100 Gold (as the seed prices).
  unitPriceUsdCents: unitPriceGold,
  quantity,
  lineTotalGold: unitPriceGold * quantity,
  lineTotalUsdCents: unitPriceGold * quantity,
  saleStatus: 'on_sale',
  supplyRemaining: 8,
  // 2026-01-01 15:00 UTC is 2026-01-02 00:00 in KST.
  addedAt: '2025-10-03T15:00:00.000Z',
  expiresAt: '2026-01-01T15:00:00.000Z',
  ...overrides,
});

const cartNow = (): Cart =>
  cartSchema.parse({
    items: server.items.map((item) => ({
      ...item,
      lineTotalGold: item.unitPriceGold * item.quantity,
      lineTotalUsdCents: item.unitPriceUsdCents * item.quantity,
    })),
    totalQuantity: server.items.reduce((sum, item) => sum + item.quantity, 0),
    totalGold: server.items.reduce((sum, item) => sum + item.unitPriceGold * item.quantity, 0),
    totalUsdCents: server.items.reduce((sum, item) => sum + item.unitPriceUsdCents * item.quantity, 0),
    goldBalance: server.balance,
    keepDays: 90,
    maxLines: 20,
    maxQuantity: 10,
  });

const odds: ProjectOdds = {
  projectId: 7,
  priceGold: 300,
  saleStatus: 'on_sale',
  supplyRemaining: 4,
  keys: [{ keyId: 11, name: { ko: '키 11', en: 'Key 11' }, rarity: 'common', imageUrl: '/a.svg', supplyTotal: 5, supplyRemaining: 4, probability: 1 }],
};

const testApi = setupContractApi();

/** Records a write as the api receives it. */
const received = ({ method, path, body, headers }: ApiCall) => server.calls.push({ method, path, body, key: headers['idempotency-key'] });
const checkoutRefusal = () => {
  const failure = server.checkoutError;
  if (failure) throw refusal(failure.code, failure.details);
};

const handlers = () => [
  contractHandler({ method: 'get', path: API.serviceInfo, response: serviceInfoSchema, reply: () => serviceInfoFixture() }),
  contractHandler({ method: 'get', path: COUPON_API.list, response: couponListSchema, reply: () => ({ items: [] }) }),
  // The member's details stay unread unless a test seeds them, as the cart tests always had it.
  refusingHandler('get', API.userMe, 'NOT_FOUND'),
  contractHandler({
    method: 'get',
    path: CART_API.cart,
    response: cartSchema,
    reply: () => {
      if (server.failLoad) throw refusal('TEMPORARY_ERROR');
      return cartNow();
    },
  }),
  contractHandler({ method: 'get', path: PURCHASE_API.projectOdds, response: projectOddsSchema, reply: () => odds }),
  contractHandler({
    method: 'get',
    path: COIN_API.paymentProviders,
    response: paymentProvidersSchema,
    reply: () => [
      { id: 'sandbox-card', name: 'sandbox', label: { ko: '테스트 카드', en: 'Test card' }, method: 'CARD' as const, currency: 'USD' as const, sandbox: true },
    ],
  }),
  contractHandler({
    method: 'patch',
    path: CART_API.item(':itemId'),
    request: cartQuantityRequestSchema,
    response: cartSchema,
    reply: (call) => {
      received(call);
      const { quantity } = cartQuantityRequestSchema.parse(call.body);
      server.items = server.items.map((entry) => (entry.itemId === Number(call.params.itemId) ? { ...entry, quantity } : entry));
      return cartNow();
    },
  }),
  contractHandler({
    method: 'delete',
    path: CART_API.item(':itemId'),
    response: cartSchema,
    reply: (call) => {
      received(call);
      server.items = server.items.filter((entry) => entry.itemId !== Number(call.params.itemId));
      return cartNow();
    },
  }),
  contractHandler({
    method: 'post',
    path: CART_API.cart,
    request: cartAddRequestSchema,
    response: cartSchema,
    reply: (call) => {
      received(call);
      const { projectId, quantity } = cartAddRequestSchema.parse(call.body);
      server.items = [line(9, projectId, quantity, 300), ...server.items];
      return cartNow();
    },
  }),
  contractHandler({
    method: 'post',
    path: CART_API.checkout,
    request: cartCheckoutRequestSchema,
    response: cartCheckoutResultSchema,
    reply: (call) => {
      received(call);
      checkoutRefusal();
      server.items = [];
      return { purchaseIds: [41, 42], totalGold: 1500 };
    },
  }),
  contractHandler({
    method: 'post',
    path: CART_API.cardCheckout,
    request: cartCardCheckoutRequestSchema,
    response: cartCardCheckoutResultSchema,
    reply: (call) => {
      received(call);
      checkoutRefusal();
      return { paymentId: 'pay-cart-1', checkoutUrl: 'http://localhost/sandbox/checkout?payment=pay-cart-1', usdCents: 1500 };
    },
  }),
];

const signedIn = () =>
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });

beforeEach(() => {
  server.items = [line(1, 3, 2, 300), line(2, 5, 1, 900)];
  server.balance = 5000;
  server.failLoad = false;
  server.checkoutError = null;
  server.calls = [];
  testApi.reset(...handlers());
  window.sessionStorage.clear();
  signedIn();
});

const renderCart = (queryClient = createTestQueryClient()) =>
  renderPage(
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/cart', queryClient },
  );

const lineTexts = () =>
  screen.getAllByTestId('cart-line').map((row) => ({
    title: within(row).getByTestId('cart-line-title').textContent,
    price: within(row).getByTestId('cart-line-price').textContent,
    quantity: (within(row).getByTestId('cart-line-quantity-input') as HTMLInputElement).value,
    total: within(row).getByTestId('cart-line-total').textContent,
    kept: within(row).getByTestId('cart-line-kept').textContent,
  }));

test('the cart lists each line with its price, quantity and total, the Gold balance and the 90-day keeping (en)', async () => {
  await initTestI18n('en');
  renderCart();
  expect(screen.getByTestId('cart-loading')).toBeInTheDocument();
  await screen.findAllByTestId('cart-line');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cart');
  expect(screen.getByText('Items are kept in your cart for 90 days.')).toBeInTheDocument();
  expect(lineTexts()).toEqual([
    { title: 'Project 3', price: '300 Gold each', quantity: '2', total: '600 Gold', kept: 'Kept until Jan 2, 2026' },
    { title: 'Project 5', price: '900 Gold each', quantity: '1', total: '900 Gold', kept: 'Kept until Jan 2, 2026' },
  ]);
  expect(screen.getByTestId('cart-total').textContent).toBe('1,500 Gold');
  expect(screen.getByTestId('cart-balance').textContent).toBe('5,000 Gold');
  expect(screen.getAllByTestId('cart-line').map((row) => row.querySelector('img')?.getAttribute('src'))).toEqual([
    '/api/art/project/3.svg',
    '/api/art/project/5.svg',
  ]);

  // The stepper: buttons and typed digits, kept within 1..the remaining supply (8).
  fireEvent.click(screen.getByRole('button', { name: 'More of Project 3' }));
  await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('1,800 Gold'));
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Project 3' }), { target: { value: '25' } });
  await waitFor(() => expect(lineTexts()[0]?.quantity).toBe('8'));
  expect(screen.getByRole('button', { name: 'More of Project 3' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Fewer of Project 5' })).toBeDisabled();
  expect(server.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
    { method: 'patch', path: '/api/cart/1', body: { quantity: 3 } },
    { method: 'patch', path: '/api/cart/1', body: { quantity: 8 } },
  ]);

  fireEvent.click(screen.getByRole('button', { name: 'Remove Project 5 from the cart' }));
  await waitFor(() => expect(lineTexts().map((row) => row.title)).toEqual(['Project 3']));
  expect(screen.getByTestId('cart-total').textContent).toBe('2,400 Gold');
});

test("each change of the cart keeps the header's count (the member's cartItemCount) in step (ko)", async () => {
  await initTestI18n('ko');
  const queryClient = createTestQueryClient();
  const meKey = [...ME_QUERY_KEY, useSessionStore.getState().user?.id ?? null];
  queryClient.setQueryData(meKey, sampleMe({ cartItemCount: 3 }));
  const count = () => queryClient.getQueryData<{ cartItemCount: number }>(meKey)?.cartItemCount;
  renderCart(queryClient);
  await screen.findAllByTestId('cart-line');
  fireEvent.click(screen.getByRole('button', { name: '프로젝트 3 수량 늘리기' }));
  await waitFor(() => expect(count()).toBe(4));
  fireEvent.click(screen.getByRole('button', { name: '프로젝트 5 장바구니에서 삭제' }));
  await waitFor(() => expect(count()).toBe(3));
});

test('buying needs the refund-policy consent, then buys every line once with one key and goes to the reveal (ko)', async () => {
  await initTestI18n('ko');
  renderCart();
  await screen.findAllByTestId('cart-line');
  expect(screen.getByText('담은 KEY는 90일 동안 보관됩니다.')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('cart-buy'));
  expect((await screen.findByTestId('cart-consent-error')).textContent).toBe('환불 정책에 먼저 동의해 주세요.');
  expect(server.calls).toEqual([]);
  fireEvent.click(screen.getByTestId('cart-agree-refund'));
  expect(screen.queryByTestId('cart-consent-error')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '골드로 구매하기' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/reveal'));
  expect(server.calls).toEqual([
    { method: 'post', path: '/api/cart/checkout', body: { itemIds: [1, 2], agreeRefundPolicy: true }, key: expect.stringMatching(/^[\w-]{36}$/) },
  ]);
});

test('a refused checkout names the line and keeps the cart; the next click is a new attempt with a new key (en)', async () => {
  await initTestI18n('en');
  server.checkoutError = { code: 'INSUFFICIENT_KEYS', details: { projectId: 5, itemId: 2 } };
  renderCart();
  await screen.findAllByTestId('cart-line');
  fireEvent.click(screen.getByTestId('cart-agree-refund'));
  fireEvent.click(screen.getByTestId('cart-buy'));
  expect((await screen.findByTestId('cart-error')).textContent).toBe('Project 5: Insufficient KEYs remaining.');
  expect(screen.getByTestId('location').textContent).toBe('/cart');
  expect(lineTexts()).toHaveLength(2);

  server.checkoutError = { code: 'INSUFFICIENT_GOLD' };
  fireEvent.click(screen.getByTestId('cart-buy'));
  await waitFor(() => expect(screen.getByTestId('cart-error').textContent).toBe('Not enough Gold.Get Gold'));
  expect(within(screen.getByTestId('cart-error')).getByRole('link')).toHaveAttribute('href', '/my/coins');
  const [first, second] = server.calls;
  expect(first?.key).not.toBe(second?.key);
});

test('a total above the balance says how much Gold is missing (ko)', async () => {
  await initTestI18n('ko');
  server.balance = 1000;
  renderCart();
  expect((await screen.findByTestId('cart-short')).textContent).toBe('골드가 500 골드 부족합니다.골드 충전하기');
});

test('an empty cart links to the shop; a failed load can be retried (ko and en)', async () => {
  await initTestI18n('ko');
  server.items = [];
  const { unmount } = renderCart();
  expect((await screen.findByTestId('cart-empty')).textContent).toContain('장바구니가 비어 있습니다.');
  expect(screen.getByTestId('cart-to-shop')).toHaveAttribute('href', '/shop');
  unmount();

  await initTestI18n('en');
  server.failLoad = true;
  renderCart();
  expect((await screen.findByTestId('error-state')).textContent).toContain('Could not load your cart.');
  server.failLoad = false;
  server.items = [line(1, 3, 2, 300)];
  fireEvent.click(screen.getByRole('button', { name: /try again|retry|다시/i }));
  await screen.findAllByTestId('cart-line');
});

const renderPanel = () =>
  renderPage(
    <Routes>
      <Route path="/project" element={<BuyPanel projectId={7} />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/project?id=7', queryClient: createTestQueryClient() },
  );

test('the buy panel adds the chosen quantity to the cart and confirms with a link to it (en)', async () => {
  await initTestI18n('en');
  renderPanel();
  await screen.findAllByTestId('buy-odds-row');
  fireEvent.click(screen.getByRole('button', { name: 'More' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  const confirmation = await screen.findByTestId('buy-added-to-cart');
  expect(confirmation.textContent).toBe('Added to cartView cart');
  expect(within(confirmation).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  expect(server.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
    { method: 'post', path: '/api/cart', body: { projectId: 7, quantity: 2 } },
  ]);
  await act(async () => {});
});

test('a visitor pressing "Add to cart" goes to sign-in, like the buy button (ko)', async () => {
  await initTestI18n('ko');
  useSessionStore.setState({ status: 'unauthenticated', user: null, accessToken: null });
  renderPanel();
  await screen.findAllByTestId('buy-odds-row');
  fireEvent.click(screen.getByRole('button', { name: '장바구니에 담기' }));
  await waitFor(() =>
    expect(screen.getByTestId('location').textContent).toBe(`/user/login?error=SessionRequired&callbackUrl=${encodeURIComponent('/project?id=7')}`),
  );
  expect(server.calls).toEqual([]);
});

describe('paying the cart by card', () => {
  test('card shows the USD total instead of the Gold balance, then opens one checkout for every line (en)', async () => {
    await initTestI18n('en');
    server.balance = 100;
    renderCart();
    await screen.findAllByTestId('cart-line');
    expect(screen.queryByText(/Gold only/)).not.toBeInTheDocument();
    const method = screen.getByRole('group', { name: 'Payment method' });
    expect(within(method).getByRole('radio', { name: 'Pay with Gold' })).toBeChecked();
    expect(screen.getByTestId('cart-short')).toBeInTheDocument();
    fireEvent.click(within(method).getByRole('radio', { name: 'Pay by card' }));
    expect(screen.getByTestId('cart-total').textContent).toBe('$15.00');
    expect(screen.queryByTestId('cart-balance')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-short')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-card-note').textContent).toBe('Charged once in US dollars (USD) on the card processor’s checkout page. No Gold is used.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect((await screen.findByTestId('cart-consent-error')).textContent).toBe('You must first agree to the refund policy.');
    fireEvent.click(screen.getByTestId('cart-agree-refund'));
    // jsdom cannot leave the page: it reports the navigation to the checkout as "not implemented".
    const jsdomErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(jsdomErrors.mock.calls.some(([error]) => String(error).includes('navigation'))).toBe(true));
    jsdomErrors.mockRestore();
    expect(server.calls).toEqual([
      {
        method: 'post',
        path: '/api/cart/checkout/card',
        body: { itemIds: [1, 2], agreeRefundPolicy: true, providerId: 'sandbox-card' },
        key: expect.stringMatching(/^[\w-]{36}$/),
      },
    ]);
    // The return page finds the attempt (no project: it leads back to the cart).
    expect(JSON.parse(window.sessionStorage.getItem('keys:card-payment:pay-cart-1') ?? '{}')).toEqual({
      projectId: null,
      confirmKey: expect.stringMatching(/^[\w-]{36}$/),
    });
  });

  test('a line that cannot be bought is named before paying and the cart stays (ko)', async () => {
    await initTestI18n('ko');
    server.checkoutError = { code: 'INSUFFICIENT_KEYS', details: { projectId: 3, itemId: 1 } };
    renderCart();
    await screen.findAllByTestId('cart-line');
    fireEvent.click(screen.getByRole('radio', { name: '카드로 결제' }));
    expect(screen.getByTestId('cart-total').textContent).toBe('$15.00');
    expect(screen.getByTestId('cart-card-note').textContent).toBe('카드사 결제 페이지에서 미국 달러(USD)로 한 번에 결제됩니다. 골드는 사용되지 않습니다.');
    fireEvent.click(screen.getByTestId('cart-agree-refund'));
    fireEvent.click(screen.getByRole('button', { name: '카드로 결제하기' }));
    expect((await screen.findByTestId('cart-error')).textContent).toBe('프로젝트 3: 남은 KEY 수량이 부족합니다.');
    expect(window.sessionStorage.length).toBe(0);
    expect(lineTexts()).toHaveLength(2);
    expect(screen.getByRole('button', { name: '카드로 결제하기' })).toBeEnabled();
  });
});
