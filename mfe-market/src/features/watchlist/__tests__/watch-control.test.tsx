import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from 'shared-session';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { WatchControl } from '../components/watch-control';
import { designTarget, watchlistApi } from '../testing/fake-watchlist-api';

const testApi = setupContractApi();

beforeEach(() => {
  watchlistApi.reset();
  testApi.reset(...watchlistApi.routes());
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });
});

const renderControl = () =>
  renderPage(<WatchControl scope={{ keyDesignId: 11 }} name="Spring" />, { route: '/key/details?id=11', queryClient: createTestQueryClient() });

test.each([
  [
    'ko',
    '관심 등록',
    'Spring 관심 등록',
    '알림 가격은 비워 두거나 10골드 이상 1,000,000골드 이하로 입력해 주세요.',
    '관심 목록에 추가',
    '1,200 골드 이하로 등록되면 알림',
    '관심 목록에 추가했습니다.',
  ],
  [
    'en',
    'Watch',
    'Watch Spring',
    'Leave the alert price empty or enter 10 to 1,000,000 Gold.',
    'Add to watchlist',
    'Alert when listed at 1,200 Gold or less',
    'Added to your watchlist.',
  ],
] as const)('in %s a member watches a KEY with a price checked by the api’s rule', async (language, visible, name, priceError, add, alert, added) => {
  await initTestI18n(language);
  renderControl();
  const open = await screen.findByRole('button', { name });
  expect(open.textContent).toBe(visible);
  fireEvent.click(open);
  const form = screen.getByTestId('watch-form');
  const price = within(form).getByTestId('watch-price');
  fireEvent.change(price, { target: { value: '5' } });
  fireEvent.click(within(form).getByRole('button', { name: add }));
  expect((await screen.findByTestId('watch-price-error')).textContent).toBe(priceError);
  expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(watchlistApi.calls.filter((call) => call.call.startsWith('POST'))).toEqual([]);

  fireEvent.change(price, { target: { value: '1200' } });
  fireEvent.click(within(form).getByRole('button', { name: add }));
  expect((await screen.findByTestId('watch-alert')).textContent).toBe(alert);
  expect(screen.getByTestId('watch-message').textContent).toBe(added);
  expect(watchlistApi.calls.filter((call) => call.call.startsWith('POST'))).toEqual([
    { call: 'POST /api/watchlist', body: { keyDesignId: 11, maxPriceGold: 1200 } },
  ]);
});

test('an empty price watches every listing; the price is edited and the watch removed', async () => {
  await initTestI18n('en');
  renderControl();
  fireEvent.click(await screen.findByRole('button', { name: 'Watch Spring' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add to watchlist' }));
  expect((await screen.findByTestId('watch-alert')).textContent).toBe('Alert on every new listing');
  expect(watchlistApi.watches[0]?.maxPriceGold).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Edit price of Spring' }));
  fireEvent.change(screen.getByLabelText('Alert price (Gold, optional)'), { target: { value: '800' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save price' }));
  await waitFor(() => expect(screen.getByTestId('watch-alert').textContent).toBe('Alert when listed at 800 Gold or less'));
  expect(screen.getByTestId('watch-message').textContent).toBe('Alert price saved.');

  fireEvent.click(screen.getByRole('button', { name: 'Remove Spring from your watchlist' }));
  expect(await screen.findByRole('button', { name: 'Watch Spring' })).toBeInTheDocument();
  expect(screen.getByTestId('watch-message').textContent).toBe('Spring was removed from your watchlist.');
  expect(watchlistApi.watches).toEqual([]);
});

test('the api’s refusal shows under the price field (a full watchlist)', async () => {
  await initTestI18n('en');
  renderControl();
  fireEvent.click(await screen.findByRole('button', { name: 'Watch Spring' }));
  // Another tab filled the watchlist meanwhile.
  for (let id = 200; id < 250; id += 1) watchlistApi.watch(designTarget(id));
  fireEvent.click(screen.getByRole('button', { name: 'Add to watchlist' }));
  expect((await screen.findByTestId('watch-price-error')).textContent).toBe('Your watchlist holds up to 50 entries. Remove one to add another.');
  expect(screen.getByTestId('watch-form')).toBeInTheDocument();
});

test('a watchlist that cannot load says so with a retry', async () => {
  await initTestI18n('ko');
  watchlistApi.down = 'TEMPORARY_ERROR';
  renderControl();
  const error = await screen.findByTestId('error-state');
  expect(error.textContent).toContain('관심 목록을 불러오지 못했습니다.');
  watchlistApi.down = null;
  fireEvent.click(within(error).getByRole('button'));
  expect(await screen.findByRole('button', { name: 'Spring 관심 등록' })).toBeInTheDocument();
});
