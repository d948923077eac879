import { act, screen } from '@testing-library/react';
import { inMemoryLoader, page } from '../../../testing/fake-remotes';
import { DEMO_MEMBER, renderApp, setSession } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

const loader = () =>
  inMemoryLoader({
    market: { routes: [page('/main'), page('/cart')] },
    account: { routes: [page('/user/login'), page('/my/coins')] },
  });

const here = (location: { current: { pathname: string; search: string } | null }) => `${location.current?.pathname}${location.current?.search}`;

beforeEach(() => setViewportWidth(1280));

test('while the session is loading a guarded page waits: no content, no redirect; then the member sees it', async () => {
  const { location } = await renderApp({ path: '/my/coins?tab=used', loader: loader(), session: 'loading' });
  expect(screen.getByTestId('session-checking').textContent).toBe('로그인 상태를 확인하고 있습니다.');
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(screen.queryByRole('heading', { name: 'page /my/coins' })).not.toBeInTheDocument();
  expect(here(location)).toBe('/my/coins?tab=used');

  act(() => setSession(DEMO_MEMBER));
  expect(await screen.findByRole('heading', { name: 'page /my/coins' })).toBeInTheDocument();
  expect(here(location)).toBe('/my/coins?tab=used');
});

test('a visitor on a guarded page is sent (replace) to sign-in with SessionRequired and the page, encoded', async () => {
  const { location } = await renderApp({ path: '/my/coins?tab=used&x=a%20b', loader: loader(), session: 'unauthenticated' });
  expect(await screen.findByRole('heading', { name: 'page /user/login' })).toBeInTheDocument();
  expect(here(location)).toBe('/user/login?error=SessionRequired&callbackUrl=%2Fmy%2Fcoins%3Ftab%3Dused%26x%3Da%2520b');
  expect(screen.queryByRole('heading', { name: 'page /my/coins' })).not.toBeInTheDocument();
});

test('when loading ends without a session the waiting page redirects', async () => {
  const { location } = await renderApp({ path: '/cart', loader: loader(), session: 'loading' });
  act(() => setSession('unauthenticated'));
  expect(await screen.findByRole('heading', { name: 'page /user/login' })).toBeInTheDocument();
  expect(here(location)).toBe('/user/login?error=SessionRequired&callbackUrl=%2Fcart');
});

test('a member sees the guarded page at once', async () => {
  await renderApp({ path: '/cart', loader: loader() });
  expect(await screen.findByRole('heading', { name: 'page /cart' })).toBeInTheDocument();
  expect(screen.queryByTestId('session-checking')).not.toBeInTheDocument();
});

test('open pages never wait or redirect, whatever the session', async () => {
  for (const session of ['loading', 'unauthenticated'] as const) {
    const { location, unmount } = await renderApp({ path: '/main', loader: loader(), session });
    expect(await screen.findByRole('heading', { name: 'page /main' })).toBeInTheDocument();
    expect(here(location)).toBe('/main');
    unmount();
  }
});
