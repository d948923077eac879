import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API, activePopupsSchema, mainPageSchema, POPUP_API, SHOP_API, shopListSchema, type MainPage as MainPageAnswer } from 'shared-contract';
import { connectionLost, contractHandler, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { mainPageQueryKey, useMainPage } from '../../features/main/api/get-main-page';
import { mainPageFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import MainPage from '../main-page';

const testApi = setupContractApi();

/** The api of /main: its answer, or no answer at all while `reachable` is false. */
const network = { reachable: true, main: mainPageFixture() };

beforeEach(() => {
  initTestI18n('ko');
  network.reachable = true;
  network.main = mainPageFixture();
  testApi.reset(
    contractHandler({
      method: 'get',
      path: API.main,
      response: mainPageSchema,
      reply: () => {
        if (!network.reachable) throw connectionLost();
        return network.main;
      },
    }),
    contractHandler({ method: 'get', path: SHOP_API.shop, response: shopListSchema, reply: () => ({ items: [], total: 0 }) }),
    contractHandler({ method: 'get', path: POPUP_API.active, response: activePopupsSchema, reply: () => ({ today: '2026-11-28', items: [] }) }),
  );
});

/** The state of /main's read as the page sees it: both are told of a change in the same batch. */
function ReadStatus() {
  return <output data-testid="read-status">{useMainPage().status}</output>;
}

const bannerTitles = () => screen.getAllByTestId('banner').map((banner) => banner.textContent);

describe('MainPage when the api cannot be reached', () => {
  it('keeps showing what it read when a later read fails', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData<MainPageAnswer>(mainPageQueryKey, network.main);
    renderPage(
      <>
        <MainPage />
        <ReadStatus />
      </>,
      { route: '/main', queryClient },
    );
    const shown = bannerTitles();

    network.reachable = false;
    await act(() => queryClient.refetchQueries({ queryKey: mainPageQueryKey }));

    await waitFor(() => expect(screen.getByTestId('read-status')).toHaveTextContent('error'));
    expect(testApi.requests('get', API.main)).toHaveLength(1);
    expect(bannerTitles()).toEqual(shown);
    expect(screen.getAllByTestId('project-card')).toHaveLength(2);
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
  });

  it('says so with Try again when its first read fails, and shows the page once the api answers', async () => {
    network.reachable = false;
    renderPage(<MainPage />, { route: '/main' });

    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('연결에 실패했습니다');
    expect(screen.queryByTestId('banner')).not.toBeInTheDocument();

    network.reachable = true;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getAllByTestId('banner')).toHaveLength(2));
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
  });
});
