import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useConnectionStore } from 'shared-session';
import type { RemoteRoute } from 'shared-ui';
import { inMemoryLoader, page } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';

/** /main reads something the test can answer or not: the notice's "Try again" must read it again. */
let mainReads = 0;
const mainPage: RemoteRoute = {
  path: '/main',
  load: async () => ({
    default: function MainPage() {
      useQuery({ queryKey: ['main-data'], queryFn: () => Promise.resolve(++mainReads) });
      return <h1>page /main</h1>;
    },
  }),
};

const loader = () => inMemoryLoader({ market: { routes: [mainPage, page('/project')] } });

describe('connection lost: "Connection fail, go to main"', () => {
  beforeEach(() => {
    useConnectionStore.setState({ lost: false, lostAt: 0 });
    mainReads = 0;
  });

  test('a page that cannot reach the api takes the member to /main with the message; Try again reads again (ko)', async () => {
    const { location } = await renderApp({ path: '/project?id=2', loader: loader() });
    await screen.findByRole('heading', { name: 'page /project' });
    expect(screen.queryByTestId('connection-notice')).not.toBeInTheDocument();

    act(() => useConnectionStore.getState().markLost());
    await screen.findByRole('heading', { name: 'page /main' });
    expect(location.current?.pathname).toBe('/main');
    expect(screen.getByRole('alert').textContent).toContain('연결에 실패했습니다. 메인으로 이동합니다.');

    const readsBefore = mainReads;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(mainReads).toBeGreaterThan(readsBefore));

    act(() => useConnectionStore.getState().markAnswered());
    expect(screen.queryByTestId('connection-notice')).not.toBeInTheDocument();
  });

  test('in English, on /main already: the message and Try again, and the page stays', async () => {
    const { location } = await renderApp({ path: '/main', loader: loader(), language: 'en' });
    await screen.findByRole('heading', { name: 'page /main' });
    act(() => useConnectionStore.getState().markLost());
    expect((await screen.findByRole('alert')).textContent).toContain('Connection failed. Going to the main page.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/main');
  });
});
