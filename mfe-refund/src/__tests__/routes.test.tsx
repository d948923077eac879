import i18next from 'i18next';
import { act, screen } from '@testing-library/react';
import { useSessionStore } from 'shared-session';
import { describeRemoteRoutes } from 'shared-ui/src/testing/remote-routes';
import { initTestI18n, renderPage } from '../testing/render';

const { load } = describeRemoteRoutes({
  remote: 'refund',
  ownedPaths: ['/refund', '/support', '/refund/console'],
  initI18n: initTestI18n,
  loadRoutes: () => import('../routes'),
  sessionStore: useSessionStore,
});

describe('refund pages', () => {
  it('shows honest "not available yet" pages for the refund flow and console', async () => {
    const Refund = await load('/refund');
    const { unmount } = renderPage(<Refund />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('환불 신청');
    expect(screen.getByTestId('not-available-yet').textContent).toContain('준비 중');
    unmount();
    const Console = await load('/refund/console');
    renderPage(<Console />);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Refund console');
  });
});
