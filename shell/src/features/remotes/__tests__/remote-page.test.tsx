import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLoadingStore } from 'shared-session';
import { Skeleton, type RemoteRoutesModule } from 'shared-ui';
import { inMemoryLoader, page } from '../../../testing/fake-remotes';
import { createRemoteLoader } from '../remote-loader';
import { renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

beforeEach(() => setViewportWidth(1280));

const market: RemoteRoutesModule = { routes: [page('/main', 'Main page'), page('/about', 'About KEYS')] };

test('/ goes to /main and renders the remote page inside the layout', async () => {
  const { location } = await renderApp({ path: '/', loader: inMemoryLoader({ market }) });
  expect(await screen.findByRole('heading', { name: 'Main page' })).toBeInTheDocument();
  expect(location.current?.pathname).toBe('/main');
  expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
});

test('a remote page that throws shows the error page while the menus keep working', async () => {
  const cabinet: RemoteRoutesModule = {
    routes: [
      {
        path: '/cabinet',
        load: async () => ({
          default: () => {
            throw new Error('cabinet exploded');
          },
        }),
      },
    ],
  };
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  await renderApp({ path: '/cabinet', loader: inMemoryLoader({ market, cabinet }) });

  const error = await screen.findByTestId('error-page');
  expect(within(error).getByRole('heading', { name: '일시적인 오류가 발생했습니다' })).toBeInTheDocument();
  expect(within(error).getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  expect(within(error).getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/main');

  // The shell is intact: another remote's page opens from the menu.
  fireEvent.click(within(screen.getByRole('navigation', { name: '주 메뉴' })).getByRole('link', { name: '소개' }));
  expect(await screen.findByRole('heading', { name: 'About KEYS' })).toBeInTheDocument();
});

test('retry after a page that threw renders it again without reloading the remote', async () => {
  let broken = true;
  const loadRoutes = jest.fn(async () => ({
    routes: [
      {
        path: '/reveal',
        load: async () => ({
          default: () => {
            if (broken) throw new Error('render fails');
            return <h1>Reveal</h1>;
          },
        }),
      },
    ],
  }));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const refresh = jest.fn(async () => {});
  await renderApp({ path: '/reveal', loader: createRemoteLoader({ loadRoutes, refresh, sleep: async () => {} }) });
  const retry = await screen.findByRole('button', { name: '다시 시도' });
  broken = false;
  fireEvent.click(retry);
  expect(await screen.findByRole('heading', { name: 'Reveal' })).toBeInTheDocument();
  expect(loadRoutes).toHaveBeenCalledTimes(1);
  expect(refresh).not.toHaveBeenCalled();
});

test('a remote that does not load shows the error page; retry refreshes the registry and loads it', async () => {
  const modules: Partial<Record<'market' | 'community', RemoteRoutesModule>> = { market };
  const refresh = jest.fn(async () => {
    // Someone fixed the registry entry: the next attempt finds the remote.
    modules.community = { routes: [page('/community/*', 'Community board')] };
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const loader = inMemoryLoader(modules, { refresh });
  await renderApp({ path: '/community/board/7', loader });

  fireEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('heading', { name: 'Community board' })).toBeInTheDocument();
  expect(refresh).toHaveBeenCalledWith('community');
  expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
});

/** A market whose /main page loads only when `release` is called. */
function slowMainPage() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slow: RemoteRoutesModule = {
    routes: [
      {
        path: '/main',
        load: async () => {
          await gate;
          return { default: () => <h1>Slow main</h1> };
        },
      },
    ],
  };
  return { slow, release: () => release() };
}

test('the loading overlay shows while a remote page loads and hides afterwards', async () => {
  const { slow, release } = slowMainPage();
  await renderApp({ path: '/main', loader: inMemoryLoader({ market: slow }) });

  expect(await screen.findByRole('status', { name: '로딩 중' })).toBeInTheDocument();
  expect(useLoadingStore.getState().pending).toBeGreaterThan(0);
  await act(async () => release());
  expect(await screen.findByRole('heading', { name: 'Slow main' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
  expect(useLoadingStore.getState().pending).toBe(0);
});

test('taking over a server-drawn page shows no overlay over it; once the page has replaced it, loads show the overlay again', async () => {
  const drawn = document.createElement('div');
  drawn.id = 'first-screen';
  drawn.innerHTML = '<h2>지금 판매 중</h2>';
  document.body.append(drawn);
  const { slow, release } = slowMainPage();
  await renderApp({ path: '/main', loader: inMemoryLoader({ market: slow }) });

  // The page loads behind the drawn first screen: marked as loading, but nothing covers what the visitor reads.
  await waitFor(() => expect(document.documentElement).toHaveAttribute('data-loading'));
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  await act(async () => release());
  expect(await screen.findByRole('heading', { name: 'Slow main' })).toBeInTheDocument();
  expect(document.getElementById('first-screen')).toBeNull();

  act(() => useLoadingStore.getState().begin());
  expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
  act(() => useLoadingStore.getState().end());
});

test('the overlay follows the shared loading flag (API requests set it too)', async () => {
  await renderApp({ path: '/main', loader: inMemoryLoader({ market }) });
  await screen.findByRole('heading', { name: 'Main page' });
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  act(() => useLoadingStore.getState().begin());
  expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
  act(() => useLoadingStore.getState().end());
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
});

test('a page showing skeletons is not covered by the overlay while it loads; the page stays marked as loading', async () => {
  const skeletonPage: RemoteRoutesModule = {
    routes: [
      page('/main', 'Main page'),
      {
        path: '/about',
        load: async () => ({
          default: () => (
            <p>
              <Skeleton height={40} />
            </p>
          ),
        }),
      },
    ],
  };
  await renderApp({ path: '/main', loader: inMemoryLoader({ market: skeletonPage }) });
  await screen.findByRole('heading', { name: 'Main page' });
  // Nothing else to show (a request with no skeleton on screen): the overlay.
  act(() => useLoadingStore.getState().begin());
  expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('data-loading');
  act(() => useLoadingStore.getState().end());
  expect(document.documentElement).not.toHaveAttribute('data-loading');

  fireEvent.click(screen.getByRole('link', { name: '소개' }));
  await screen.findByTestId('skeleton');
  act(() => useLoadingStore.getState().begin());
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('data-loading');
  act(() => useLoadingStore.getState().end());
  expect(document.documentElement).not.toHaveAttribute('data-loading');
});

test('a route the remote does not provide shows the error page, not a blank screen', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  await renderApp({ path: '/shop', loader: inMemoryLoader({ market }) });
  expect(await screen.findByTestId('error-page')).toBeInTheDocument();
});
