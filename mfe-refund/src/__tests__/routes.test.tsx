import i18next from 'i18next';
import { act, screen } from '@testing-library/react';
import { useSessionStore } from 'shared-session';
import { describeRemoteRoutes } from 'shared-ui/src/testing/remote-routes';
import { refundOverviewQueryKey } from '../features/refund-request/api/get-refund-overview';
import { overviewFixture } from '../testing/refund-fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../testing/render';

const { load } = describeRemoteRoutes({
  remote: 'refund',
  ownedPaths: ['/refund', '/support', '/refund/console'],
  initI18n: initTestI18n,
  loadRoutes: () => import('../routes'),
  sessionStore: useSessionStore,
});

describe('refund pages', () => {
  it('shows the refund request page, and the console', async () => {
    const Refund = await load('/refund');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(refundOverviewQueryKey, overviewFixture());
    const { unmount } = renderPage(<Refund />, { route: '/refund', queryClient });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('환불 신청');
    expect(screen.queryByTestId('not-available-yet')).not.toBeInTheDocument();
    expect(screen.getByTestId('refund-estimate').textContent).toBe('₩12,600');
    expect(screen.getByTestId('refund-form')).toBeInTheDocument();
    unmount();
    const Console = await load('/refund/console');
    renderPage(<Console />, { route: '/refund/console' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('관리자 콘솔');
    expect(screen.queryByTestId('not-available-yet')).not.toBeInTheDocument();
    // Until the session says who is signed in, the console shows its loading state and nothing of its data.
    expect(screen.getByTestId('console-loading')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Staff console');
    expect(screen.getByTestId('console-loading').textContent).toContain('Loading the console.');
  });
});
