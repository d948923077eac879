import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from 'shared-session';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import WatchlistPage from '../../../pages/watchlist-page';
import { designTarget, projectTarget, watchlistApi } from '../testing/fake-watchlist-api';

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

const renderList = () => renderPage(<WatchlistPage />, { route: '/market/watchlist', queryClient: createTestQueryClient() });

test.each([
  ['ko', '봄 11', '1,000 골드', '1,300 골드', '2개', '900 골드 이하로 등록되면 알림', '마켓에서 보기: 봄 11', '기사단 1', '2 / 50개'],
  ['en', 'Spring 11', '1,000 Gold', '1,300 Gold', '2', 'Alert when listed at 900 Gold or less', 'See on the market: Spring 11', 'Knights 1', '2 of 50'],
] as const)(
  'in %s each watch shows the floor, last sale, number listed and links to its page and its market',
  async (language, design, floor, lastSale, listed, alert, marketName, project, count) => {
    await initTestI18n(language);
    watchlistApi.watch(projectTarget(1));
    watchlistApi.watch(designTarget(11), {
      maxPriceGold: 900,
      market: { floorGold: 1_000, lastSale: { priceGold: 1_300, occurredAt: '2026-11-02T03:00:00.000Z' }, listedCount: 2 },
    });
    renderList();
    const rows = await screen.findAllByTestId('watch-row');
    expect(rows.map((row) => within(row).getByTestId('watch-name').textContent)).toEqual([design, project]);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('watch-name')).toHaveAttribute('href', '/key/details?id=11');
    expect(within(first).getByTestId('price-floor').textContent).toBe(floor);
    expect(within(first).getByTestId('price-last-sale').textContent).toContain(lastSale);
    expect(within(first).getByTestId('price-listed').textContent).toBe(listed);
    expect(within(first).getByTestId('watch-alert').textContent).toBe(alert);
    expect(within(first).getByRole('link', { name: marketName })).toHaveAttribute('href', '/shop?tab=market&key=11');
    expect(within(second).getByTestId('watch-name')).toHaveAttribute('href', '/project?id=1');
    expect(within(second).getByTestId('watch-market-link')).toHaveAttribute('href', '/shop?tab=market&project=1');
    expect(screen.getByTestId('watchlist-count').textContent).toBe(count);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(language === 'ko' ? '관심 목록' : 'Watchlist');
  },
);

test('the price is edited on the list (an invalid one is refused before it is sent) and a watch removed; the last removal leaves the empty state', async () => {
  await initTestI18n('en');
  watchlistApi.watch(designTarget(11), { maxPriceGold: 900 });
  renderList();
  const row = await screen.findByTestId('watch-row');
  fireEvent.click(within(row).getByRole('button', { name: 'Edit price of Spring 11' }));
  const price = within(row).getByLabelText('Alert price (Gold, optional)') as HTMLInputElement;
  expect(price.value).toBe('900');
  fireEvent.change(price, { target: { value: '12.5' } });
  fireEvent.click(within(row).getByRole('button', { name: 'Save price' }));
  expect((await within(row).findByTestId('watch-price-error')).textContent).toBe('Leave the alert price empty or enter 10 to 1,000,000 Gold.');
  fireEvent.change(price, { target: { value: '' } });
  fireEvent.click(within(row).getByRole('button', { name: 'Save price' }));
  await waitFor(() => expect(within(row).getByTestId('watch-alert').textContent).toBe('Alert on every new listing'));
  expect(watchlistApi.calls.filter((call) => call.call.startsWith('PATCH'))).toEqual([{ call: 'PATCH /api/watchlist/100', body: { maxPriceGold: null } }]);

  fireEvent.click(within(row).getByRole('button', { name: 'Remove Spring 11 from your watchlist' }));
  expect((await screen.findByTestId('watchlist-empty')).textContent).toContain('Your watchlist is empty');
  expect(screen.getByTestId('watchlist-message').textContent).toBe('Spring 11 was removed from your watchlist.');
  expect(screen.getByRole('link', { name: 'Browse the market' })).toHaveAttribute('href', '/shop?tab=market');
});

test('loading, then an error with a retry', async () => {
  await initTestI18n('ko');
  watchlistApi.down = 'TEMPORARY_ERROR';
  renderList();
  expect(screen.getByTestId('watchlist-loading').textContent).toBe('관심 목록을 불러오는 중');
  const error = await screen.findByTestId('error-state');
  expect(error.textContent).toContain('관심 목록을 불러오지 못했습니다.');
  watchlistApi.down = null;
  fireEvent.click(within(error).getByRole('button'));
  expect((await screen.findByTestId('watchlist-empty')).textContent).toContain('관심 목록이 비어 있습니다');
});
