import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import {
  API,
  CABINET_API,
  CART_API,
  COUPON_API,
  cartSchema,
  COIN_API,
  coinInfoSchema,
  MARKET_API,
  marketFeeSchema,
  marketKeySetSchema,
  marketListingSchema,
  marketMyItemsSchema,
  myKeysSchema,
  OFFER_API,
  paymentProvidersSchema,
  projectOddsSchema,
  PURCHASE_API,
  SHOP_API,
  WATCH_API,
  type MarketListing,
  type MarketMyItems,
  type MyKey,
  type ProjectOdds,
  type ServicePhase,
} from 'shared-contract';
import { SERVICE_INFO_QUERY_KEY, useSessionStore } from 'shared-session';
import { serviceInfoFixture } from 'shared-session/src/testing/service-info';
import { contractHandler, refusingHandler, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { keyDetailsQueryKey } from '../../features/key/api/get-key-details';
import { otherKeysQueryKey } from '../../features/key/api/get-other-keys';
import { projectQueryKey } from '../../features/project/api/get-project';
import { keyDetailFixture, projectDetailFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import CartPage from '../cart-page';
import KeyDetailsPage from '../key-details-page';
import MarketPaymentPage from '../market-payment-page';
import MarketRegisterPage from '../market-register-page';
import ProjectPage from '../project-page';

/**
 * Issue 10 A: while the service terminates (or has closed) each stopped action of the market remote is shown
 * unavailable on its page before the member tries: the button disabled, the catalogue message next to it and
 * named by `aria-describedby`; nothing is sent. Browsing the same pages stays as it is.
 */

const drawnKey = {
  id: 11,
  projectId: 1,
  projectTitle: { ko: '기사단', en: 'Knights' },
  name: { ko: '열쇠 11', en: 'Key 11' },
  rarity: 'common' as const,
  imageUrl: '/api/art/key/11.svg',
};
const listing: MarketListing = {
  id: 5,
  keyItemId: 105,
  serialNo: 5,
  priceGold: 1_234,
  status: 'ACTIVE',
  sellerNickname: 'seller1',
  createdAt: '2026-03-01T00:00:00.000Z',
  key: drawnKey,
};
const odds: ProjectOdds = {
  projectId: 1,
  priceGold: 300,
  saleStatus: 'on_sale',
  supplyRemaining: 4,
  keys: [{ keyId: 11, name: { ko: '키 11', en: 'Key 11' }, rarity: 'common', imageUrl: '/a.svg', supplyTotal: 5, supplyRemaining: 4, probability: 1 }],
};
const myItems: MarketMyItems = {
  keyDesignId: 11,
  isProfileKey: false,
  items: [
    { keyItemId: 202, serialNo: 2, acquiredAt: '2026-02-01T00:00:00.000Z', lockedUntil: null, listing: null, transferInProgress: false },
    { keyItemId: 203, serialNo: 3, acquiredAt: '2026-02-01T00:00:00.000Z', lockedUntil: null, listing: { id: 7, priceGold: 2_500 }, transferInProgress: false },
  ],
};
const myKeys: MyKey[] = [{ keyItemId: 202, serialNo: 2, acquiredAt: '2026-02-01T00:00:00.000Z', key: drawnKey }];
const cart = cartSchema.parse({
  items: [
    {
      itemId: 1,
      projectId: 3,
      projectTitle: { ko: '프로젝트 3', en: 'Project 3' },
      imageUrl: '/api/art/project/3.svg',
      unitPriceGold: 300,
      unitPriceUsdCents: 300,
      quantity: 2,
      lineTotalGold: 600,
      lineTotalUsdCents: 600,
      saleStatus: 'on_sale',
      supplyRemaining: 8,
      addedAt: '2025-10-03T15:00:00.000Z',
      expiresAt: '2026-01-01T15:00:00.000Z',
    },
  ],
  totalQuantity: 2,
  totalGold: 600,
  totalUsdCents: 600,
  goldBalance: 5_000,
  keepDays: 90,
  maxLines: 20,
  maxQuantity: 10,
});

const testApi = setupContractApi();

/** Every write the pages send (none is expected while the actions are stopped: a write would also be unhandled). */
const sends = () => testApi.calls.filter((call) => call.method !== 'get').map((call) => `${call.method} ${call.path}`);

const handlers = () => [
  contractHandler({ method: 'get', path: PURCHASE_API.projectOdds, response: projectOddsSchema, reply: () => odds }),
  contractHandler({ method: 'get', path: CART_API.cart, response: cartSchema, reply: () => cart }),
  contractHandler({ method: 'get', path: MARKET_API.listing(5), response: marketListingSchema, reply: () => listing }),
  contractHandler({ method: 'get', path: COIN_API.coinInfo, response: coinInfoSchema, reply: () => ({ balance: 100, purchaseCount: 0 }) }),
  contractHandler({ method: 'get', path: MARKET_API.myItems, response: marketMyItemsSchema, reply: () => myItems }),
  contractHandler({
    method: 'get',
    path: MARKET_API.keySet(11),
    response: marketKeySetSchema,
    reply: () => ({ keyDesignId: 11, listings: [listing], history: [] }),
  }),
  contractHandler({
    method: 'get',
    path: MARKET_API.fee,
    response: marketFeeSchema,
    reply: () => ({ creatorPercent: 10, feePercent: 5, minPriceGold: 10, maxPriceGold: 1_000_000, breakdown: null }),
  }),
  contractHandler({ method: 'get', path: PURCHASE_API.keyMy, response: myKeysSchema, reply: () => ({ items: myKeys }) }),
  contractHandler({
    method: 'get',
    path: COIN_API.paymentProviders,
    response: paymentProvidersSchema,
    reply: () => [
      { id: 'sandbox-card', name: 'sandbox', label: { ko: '테스트 카드', en: 'Test card' }, method: 'CARD' as const, currency: 'USD' as const, sandbox: true },
    ],
  }),
  // Reads beside what these tests look at, left unanswered (404) as they always were.
  ...[API.userMe, COUPON_API.list, WATCH_API.list, CABINET_API.sets, SHOP_API.likeStatus, MARKET_API.prices, OFFER_API.design(11)].map((path) =>
    refusingHandler('get', path, 'NOT_FOUND'),
  ),
];

beforeEach(() => {
  testApi.reset(...handlers());
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });
});

const render = (ui: ReactElement, route: string, phase: ServicePhase) => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SERVICE_INFO_QUERY_KEY, serviceInfoFixture(phase));
  queryClient.setQueryData(projectQueryKey(1), projectDetailFixture(1));
  queryClient.setQueryData(keyDetailsQueryKey(11), keyDetailFixture(11));
  queryClient.setQueryData(otherKeysQueryKey(1, 11), []);
  const path = route.split('?')[0] ?? route;
  return renderPage(
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { route, queryClient },
  );
};

/** The control is disabled, and its description is the note holding exactly `message`. */
const expectStopped = (control: HTMLElement, note: HTMLElement, message: string) => {
  expect(note.textContent).toBe(message);
  expect(control).toHaveAttribute('aria-describedby', note.id);
  if (control instanceof HTMLButtonElement) expect(control.disabled).toBe(true);
  else expect(control).toHaveAttribute('aria-disabled', 'true');
};

const PURCHASE = { ko: '구매가 종료되었습니다.', en: 'Purchase is no longer available.' };
const MARKET = { ko: '마켓이 종료되었습니다.', en: 'The market is no longer available.' };
const SALE = { ko: '판매가 종료되었습니다.', en: 'Sale is no longer available.' };
const TRANSFER = { ko: '전송이 종료되었습니다.', en: 'Transfer is no longer available.' };

describe.each([
  ['ko', 'terminating'],
  ['en', 'terminating'],
  ['en', 'closed'],
] as const)('in %s while %s', (language, phase) => {
  beforeEach(() => initTestI18n(language));

  test('/project: the buy panel keeps the odds; Buy and Add to cart are disabled with the purchase message', async () => {
    render(<ProjectPage />, '/project?id=1', phase);
    const panel = await screen.findByTestId('buy-panel');
    await within(panel).findAllByTestId('buy-odds-row');
    const note = within(panel).getByTestId('buy-closed');
    expectStopped(within(panel).getByTestId('buy-submit'), note, PURCHASE[language]);
    expectStopped(within(panel).getByRole('button', { name: language === 'ko' ? '장바구니에 담기' : 'Add to cart' }), note, PURCHASE[language]);
    fireEvent.click(within(panel).getByTestId('buy-agree-refund'));
    fireEvent.submit(within(panel).getByTestId('buy-submit').closest('form') as HTMLFormElement);
    fireEvent.click(within(panel).getByTestId('buy-add-to-cart'));
    await act(async () => undefined);
    expect(sends()).toEqual([]);
    expect(screen.getByTestId('location').textContent).toBe('/project?id=1');
  });

  test('/cart: the lines stay; the checkout is disabled with the purchase message', async () => {
    render(<CartPage />, '/cart', phase);
    await screen.findAllByTestId('cart-line');
    expectStopped(screen.getByTestId('cart-buy'), screen.getByTestId('cart-closed'), PURCHASE[language]);
    fireEvent.click(screen.getByTestId('cart-agree-refund'));
    fireEvent.submit(screen.getByTestId('cart-buy').closest('form') as HTMLFormElement);
    await act(async () => undefined);
    expect(sends()).toEqual([]);
  });

  test('/market/payment: the listing and its price stay; Buy is disabled with the market message (and no "buy Gold" hint)', async () => {
    render(<MarketPaymentPage />, '/market/payment?listingId=5', phase);
    await screen.findByTestId('payment-price');
    expectStopped(screen.getByTestId('payment-submit'), screen.getByTestId('payment-closed'), MARKET[language]);
    expect(screen.queryByTestId('payment-short')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('market-agree-refund'));
    fireEvent.submit(screen.getByTestId('payment-submit').closest('form') as HTMLFormElement);
    await act(async () => undefined);
    expect(sends()).toEqual([]);
  });

  test('/market/register: the fee breakdown can be read; List is disabled with the sale message and no dialog opens', async () => {
    render(<MarketRegisterPage />, '/market/register?keyItemId=202', phase);
    const price = await screen.findByTestId('register-price');
    fireEvent.change(price, { target: { value: '999' } });
    expect(screen.getByTestId('fee-breakdown')).toBeInTheDocument();
    expectStopped(screen.getByTestId('register-submit'), screen.getByTestId('register-closed'), SALE[language]);
    fireEvent.submit(screen.getByTestId('register-submit').closest('form') as HTMLFormElement);
    expect(screen.queryByTestId('register-confirm')?.hasAttribute('open')).not.toBe(true);
    expect(sends()).toEqual([]);
  });

  test('/key/details: the owner panel shows Transfer and Sell disabled with their messages; cancelling a listing stays', async () => {
    render(<KeyDetailsPage />, '/key/details?id=11', phase);
    const panel = await screen.findByTestId('owner-panel');
    const transfer = within(panel).getByTestId('owner-transfer');
    const sell = within(panel).getByTestId('owner-sell');
    expectStopped(transfer, within(panel).getByTestId('owner-transfer-closed'), TRANSFER[language]);
    expectStopped(sell, within(panel).getByTestId('owner-sale-closed'), SALE[language]);
    // Not links any more: nothing to follow.
    expect(transfer).not.toHaveAttribute('href');
    expect(sell).not.toHaveAttribute('href');
    fireEvent.click(sell);
    expect(screen.getByTestId('location').textContent).toBe('/key/details?id=11');
    const cancel = within(panel).getByTestId('owner-cancel-listing') as HTMLButtonElement;
    expect(cancel).toBeEnabled();
  });
});

describe('while operating nothing is shown stopped (ko)', () => {
  beforeEach(() => initTestI18n('ko'));

  test('the buy panel, the cart, the market payment, the register page and the owner panel carry no closed message', async () => {
    const pages: Array<[ReactElement, string, string]> = [
      [<ProjectPage key="project" />, '/project?id=1', 'buy-submit'],
      [<CartPage key="cart" />, '/cart', 'cart-buy'],
      [<MarketPaymentPage key="payment" />, '/market/payment?listingId=5', 'payment-submit'],
      [<MarketRegisterPage key="register" />, '/market/register?keyItemId=202', 'register-submit'],
    ];
    for (const [ui, route, submit] of pages) {
      const { unmount } = render(ui, route, 'operating');
      const button = await screen.findByTestId(submit);
      expect(button).not.toHaveAttribute('aria-describedby');
      expect(screen.queryByText(/종료되었습니다/)).not.toBeInTheDocument();
      unmount();
    }
    render(<KeyDetailsPage />, '/key/details?id=11', 'operating');
    const panel = await screen.findByTestId('owner-panel');
    expect(within(panel).getByTestId('owner-sell')).toHaveAttribute('href', '/market/register?keyItemId=202');
    expect(within(panel).getByTestId('owner-transfer')).toHaveAttribute('href', '/cabinet/transfer?keyItemId=202');
    expect(within(panel).queryByTestId('owner-sale-closed')).not.toBeInTheDocument();
  });
});
