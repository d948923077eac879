import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { COIN_API, coinPaymentConfirmRequestSchema, coinPaymentResultSchema } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import CoinErrorPage from '../coin-error-page';
import CoinSuccessPage from '../coin-success-page';

const testApi = setupContractApi();

/** An in-memory confirm endpoint that credits a payment once, like the api. */
const server = {
  balance: 200,
  confirmed: new Set<string>(),
  outcome: 'approved' as 'approved' | 'declined' | 'cancelled' | 'unknown',
  calls: [] as Array<{ body: { paymentId: string; token: string }; key: string | undefined }>,
};

const confirmRoute = contractHandler({
  method: 'post',
  path: COIN_API.coinPaymentConfirm,
  request: coinPaymentConfirmRequestSchema,
  response: coinPaymentResultSchema,
  reply: ({ body, headers }) => {
    const input = coinPaymentConfirmRequestSchema.parse(body);
    server.calls.push({ body: input, key: headers['idempotency-key'] });
    if (server.outcome === 'unknown') throw refusal('PAYMENT_FAILED');
    if (server.outcome !== 'approved')
      return {
        paymentId: input.paymentId,
        status: server.outcome === 'declined' ? ('DECLINED' as const) : ('CANCELLED' as const),
        gold: 0,
        balance: server.balance,
      };
    if (!server.confirmed.has(input.paymentId)) {
      server.confirmed.add(input.paymentId);
      server.balance += 800;
    }
    return { paymentId: input.paymentId, status: 'CONFIRMED' as const, gold: 800, balance: server.balance };
  },
});

const signedIn = () =>
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });

const renderAt = (route: string) =>
  renderPage(
    <Routes>
      <Route path="/callback/coin-success" element={<CoinSuccessPage />} />
      <Route path="/callback/coin-error" element={<CoinErrorPage />} />
    </Routes>,
    { route, queryClient: createTestQueryClient() },
  );

beforeEach(async () => {
  window.sessionStorage.clear();
  server.balance = 200;
  server.confirmed = new Set();
  server.outcome = 'approved';
  server.calls = [];
  testApi.reset(confirmRoute);
  signedIn();
  await initTestI18n('ko');
});

test('coin-success confirms through the api and shows the Gold credited and the new balance, in ko and en; a reload reuses the key', async () => {
  const view = renderAt('/callback/coin-success?paymentId=pay-1&token=tok-1');
  expect((await screen.findByTestId('coin-success')).textContent).toContain('800 골드가 충전되었습니다.');
  expect(screen.getByTestId('coin-success-balance').textContent).toBe('보유 골드: 1,000 골드');
  expect(screen.getByRole('link', { name: '골드 페이지로' })).toHaveAttribute('href', '/my/coins');
  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByText('800 Gold has been added.')).toBeInTheDocument();
  expect(screen.getByTestId('coin-success-balance').textContent).toBe('Your Gold: 1,000 Gold');
  expect(server.calls).toHaveLength(1);
  expect(server.calls[0]?.body).toEqual({ paymentId: 'pay-1', token: 'tok-1' });
  const firstKey = server.calls[0]?.key;
  expect(firstKey).toMatch(/^[\w-]{36}$/);

  view.unmount();
  renderAt('/callback/coin-success?paymentId=pay-1&token=tok-1');
  expect((await screen.findByTestId('coin-success-balance')).textContent).toBe('Your Gold: 1,000 Gold');
  expect(server.calls[1]?.key).toBe(firstKey);
});

test('coin-success shows the api refusal, and a declined result, with a way back to /my/coins', async () => {
  server.outcome = 'unknown';
  const view = renderAt('/callback/coin-success?paymentId=pay-2&token=forged');
  expect((await screen.findByTestId('coin-error')).textContent).toContain('결제에 실패했습니다. 다시 시도해 주세요.');
  view.unmount();
  server.outcome = 'declined';
  renderAt('/callback/coin-success?paymentId=pay-3&token=tok-3');
  expect((await screen.findByTestId('coin-error')).textContent).toContain('골드 결제에 실패했습니다.');
  expect(screen.getByRole('link', { name: '골드 페이지로' })).toBeInTheDocument();
});

test('coin-success asks a visitor to sign in and sends nothing', async () => {
  useSessionStore.setState({ status: 'unauthenticated', user: null, accessToken: null });
  renderAt('/callback/coin-success?paymentId=pay-1&token=tok-1');
  expect((await screen.findByTestId('coin-login-needed')).textContent).toContain('로그인이 필요합니다.');
  expect(server.calls).toEqual([]);
});

test('coin-error shows the message per code (declined: "Coin payment fail.", cancelled: "Payment cancel.") and settles the payment on the server', async () => {
  server.outcome = 'declined';
  await initTestI18n('en');
  const view = renderAt('/callback/coin-error?paymentId=pay-4&code=declined&token=tok-4');
  expect((await screen.findByTestId('coin-error')).textContent).toContain('Coin payment fail.');
  expect(screen.getByRole('link', { name: 'Go to my Gold' })).toHaveAttribute('href', '/my/coins');
  view.unmount();
  server.outcome = 'cancelled';
  renderAt('/callback/coin-error?paymentId=pay-5&code=cancelled&token=tok-5');
  expect((await screen.findByTestId('coin-error')).textContent).toContain('Payment cancel.');
  await act(() => i18next.changeLanguage('ko'));
  expect(screen.getByTestId('coin-error').textContent).toContain('결제가 취소되었습니다.');
  expect(server.calls.map((call) => call.body.paymentId)).toEqual(['pay-4', 'pay-5']);
  expect(server.balance).toBe(200);
});
