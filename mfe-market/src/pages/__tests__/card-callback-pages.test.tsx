import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  CART_API,
  cardRevealConfirmRequestSchema,
  cartCardConfirmRequestSchema,
  cartCardConfirmResultSchema,
  coinRevealResultSchema,
  MARKET_API,
  marketCardConfirmRequestSchema,
  marketCardConfirmResultSchema,
  PURCHASE_API,
} from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { contractHandler, refusal, setupContractApi, type ApiCall } from 'shared-ui/src/testing/contract-api';
import { rememberCardAttempt } from '../../api/card-payment';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import PaymentErrorPage from '../payment-error-page';
import PaymentSuccessPage from '../payment-success-page';

const testApi = setupContractApi();

/** In-memory confirm endpoints that buy once per payment, like the api. */
const server = {
  outcome: 'approved' as 'approved' | 'sold-out' | 'listing-sold',
  cartPurchaseIds: [41, 42],
  calls: [] as Array<{ path: string; body: unknown; key: string | undefined }>,
};

/** Records the confirm as the api receives it and answers the refusal the outcome calls for. */
const received = ({ path, body, headers }: ApiCall) => {
  server.calls.push({ path, body, key: headers['idempotency-key'] });
  if (server.outcome === 'sold-out') throw refusal('INSUFFICIENT_KEYS');
  if (server.outcome === 'listing-sold') throw refusal('KEY_NO_LONGER_AVAILABLE');
};

const handlers = () => [
  contractHandler({
    method: 'post',
    path: CART_API.cardConfirm,
    request: cartCardConfirmRequestSchema,
    response: cartCardConfirmResultSchema,
    reply: (call) => {
      received(call);
      return { purchaseIds: server.cartPurchaseIds };
    },
  }),
  contractHandler({
    method: 'post',
    path: MARKET_API.cardConfirm,
    request: marketCardConfirmRequestSchema,
    response: marketCardConfirmResultSchema,
    reply: (call) => {
      received(call);
      return { listingId: 5, keyItemId: 105, keyDesignId: 11, serialNo: 7, priceGold: 1_234, usdCents: 1_234 };
    },
  }),
  contractHandler({
    method: 'post',
    path: PURCHASE_API.cardRevealConfirm,
    request: cardRevealConfirmRequestSchema,
    response: coinRevealResultSchema,
    reply: (call) => {
      received(call);
      return { purchaseId: 41, items: [{ purchaseItemId: 7, revealed: false }] };
    },
  }),
];

function RevealProbe() {
  const location = useLocation();
  return <p data-testid="reveal-probe">{`${location.pathname}${location.search}`}</p>;
}

const renderAt = (route: string) =>
  renderPage(
    <Routes>
      <Route path="/callback/payment-success" element={<PaymentSuccessPage />} />
      <Route path="/callback/payment-error" element={<PaymentErrorPage />} />
      <Route path="/reveal" element={<RevealProbe />} />
    </Routes>,
    { route, queryClient: createTestQueryClient() },
  );

beforeEach(async () => {
  window.sessionStorage.clear();
  server.outcome = 'approved';
  server.calls = [];
  server.cartPurchaseIds = [41, 42];
  testApi.reset(...handlers());
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });
  await initTestI18n('ko');
});

test('payment-success confirms with the key kept for the payment and goes on to the reveal', async () => {
  rememberCardAttempt('pay-1', { projectId: 5, confirmKey: 'kept-key-1' });
  const view = renderAt('/callback/payment-success?paymentId=pay-1&token=tok-1');
  expect((await screen.findByTestId('reveal-probe')).textContent).toBe('/reveal?purchaseId=41');
  expect(server.calls).toEqual([{ path: '/api/payment/reveal/confirm', body: { paymentId: 'pay-1', token: 'tok-1' }, key: 'kept-key-1' }]);
  view.unmount();
  // Without a stored attempt (another tab): a key is made and kept, so a reload repeats the same one.
  renderAt('/callback/payment-success?paymentId=pay-2&token=tok-2');
  await screen.findByTestId('reveal-probe');
  const made = server.calls[1]?.key;
  expect(made).toMatch(/^[\w-]{36}$/);
});

test('payment-success shows the refusal (sold out meanwhile) with a way back to the project, ko and en', async () => {
  server.outcome = 'sold-out';
  rememberCardAttempt('pay-3', { projectId: 5, confirmKey: 'kept-key-3' });
  renderAt('/callback/payment-success?paymentId=pay-3&token=tok-3');
  expect((await screen.findByTestId('card-payment-error')).textContent).toContain('남은 KEY 수량이 부족합니다.');
  expect(screen.getByRole('link', { name: '프로젝트로 돌아가기' })).toHaveAttribute('href', '/project?id=5');
  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByRole('link', { name: 'Back to the project' })).toBeInTheDocument();
});

test('payment-error: declined → "Payment fail. Please try again.", cancelled → "Payment cancel."', async () => {
  await act(() => i18next.changeLanguage('en'));
  rememberCardAttempt('pay-4', { projectId: 9, confirmKey: 'kept-key-4' });
  const view = renderAt('/callback/payment-error?paymentId=pay-4&code=declined&token=tok-4');
  expect((await screen.findByTestId('card-payment-error')).textContent).toContain('Payment fail. Please try again.');
  expect(screen.getByRole('link', { name: 'Back to the project' })).toHaveAttribute('href', '/project?id=9');
  view.unmount();
  renderAt('/callback/payment-error?paymentId=pay-5&code=cancelled&token=tok-5');
  expect((await screen.findByTestId('card-payment-error')).textContent).toContain('Payment cancel.');
  expect(screen.getByRole('link', { name: 'Back to the project' })).toHaveAttribute('href', '/shop');
});

test('a cart paid by card (?order=cart) is confirmed through the cart: several purchases go to /reveal, one to its reveal', async () => {
  rememberCardAttempt('pay-6', { projectId: null, confirmKey: 'kept-key-6' });
  const view = renderAt('/callback/payment-success?order=cart&paymentId=pay-6&token=tok-6');
  expect((await screen.findByTestId('reveal-probe')).textContent).toBe('/reveal');
  expect(server.calls).toEqual([{ path: '/api/cart/checkout/card/confirm', body: { paymentId: 'pay-6', token: 'tok-6' }, key: 'kept-key-6' }]);
  view.unmount();
  server.cartPurchaseIds = [43];
  renderAt('/callback/payment-success?order=cart&paymentId=pay-7&token=tok-7');
  expect((await screen.findByTestId('reveal-probe')).textContent).toBe('/reveal?purchaseId=43');
});

test('a refused or cancelled cart payment leads back to the cart, ko and en', async () => {
  server.outcome = 'sold-out';
  rememberCardAttempt('pay-8', { projectId: null, confirmKey: 'kept-key-8' });
  const view = renderAt('/callback/payment-success?order=cart&paymentId=pay-8&token=tok-8');
  expect((await screen.findByTestId('card-payment-error')).textContent).toContain('남은 KEY 수량이 부족합니다.');
  expect(screen.getByRole('link', { name: '장바구니로 돌아가기' })).toHaveAttribute('href', '/cart');
  view.unmount();
  await act(() => i18next.changeLanguage('en'));
  renderAt('/callback/payment-error?order=cart&paymentId=pay-9&code=cancelled&token=tok-9');
  expect((await screen.findByTestId('card-payment-error')).textContent).toContain('Payment cancel.');
  expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart');
});

test.each([
  ['ko', '구매를 완료했습니다', '#7이 내 캐비닛에 들어왔습니다. 카드로 $12.34를 결제했습니다.', '내 캐비닛으로', 'KEY 보기'],
  ['en', 'Purchase complete', '#7 is now in your cabinet. $12.34 was charged to your card.', 'To my cabinet', 'View the KEY'],
] as const)(
  'a market listing paid by card (?order=listing) is confirmed through the market and says where the KEY is (%s)',
  async (language, title, body, cabinet, key) => {
    await initTestI18n(language);
    rememberCardAttempt('pay-10', { projectId: null, confirmKey: 'kept-key-10' });
    renderAt('/callback/payment-success?order=listing&listingId=5&paymentId=pay-10&token=tok-10');
    const success = await screen.findByTestId('listing-card-success');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(success.textContent).toContain(body);
    expect(screen.getByRole('link', { name: cabinet })).toHaveAttribute('href', '/my/cabinet');
    expect(screen.getByRole('link', { name: key })).toHaveAttribute('href', '/key/details?id=11');
    expect(server.calls).toEqual([{ path: '/api/market/payment/card/confirm', body: { paymentId: 'pay-10', token: 'tok-10' }, key: 'kept-key-10' }]);
  },
);

test('a listing payment refused at the confirmation (sold meanwhile) or cancelled leads back to the listing, ko and en', async () => {
  await act(() => i18next.changeLanguage('en'));
  server.outcome = 'listing-sold';
  rememberCardAttempt('pay-11', { projectId: null, confirmKey: 'kept-key-11' });
  const view = renderAt('/callback/payment-success?order=listing&listingId=5&paymentId=pay-11&token=tok-11');
  expect((await screen.findByTestId('card-payment-error')).textContent).toContain('This KEY is no longer available.');
  expect(screen.getByRole('link', { name: 'Back to the listing' })).toHaveAttribute('href', '/market/payment?listingId=5');
  view.unmount();
  await act(() => i18next.changeLanguage('ko'));
  renderAt('/callback/payment-error?order=listing&listingId=5&paymentId=pay-12&code=cancelled&token=tok-12');
  expect((await screen.findByTestId('card-payment-error')).textContent).toContain('결제가 취소되었습니다.');
  expect(screen.getByRole('link', { name: '판매 페이지로 돌아가기' })).toHaveAttribute('href', '/market/payment?listingId=5');
  // The error page confirms nothing.
  expect(server.calls.map((call) => call.path)).toEqual(['/api/market/payment/card/confirm']);
});
