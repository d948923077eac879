import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { Me } from 'shared-contract';
import { ME_QUERY_KEY } from 'shared-session';
import { inMemoryLoader, page } from '../../../testing/fake-remotes';
import { DEMO_MEMBER, renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

const loader = () => inMemoryLoader({ market: { routes: [page('/main')] }, account: { routes: [page('/user/login'), page('/my/notifications')] } });

const meKey = [...ME_QUERY_KEY, DEMO_MEMBER.id];

/**
 * What `GET /api/user/me` answers, put in the cache once the first (network-less) fetch has settled;
 * resolves when the header shows it.
 */
async function answerMe(queryClient: QueryClient, unreadNotificationCount: number) {
  await waitFor(() => expect(queryClient.getQueryState(meKey)?.status).toBe('success'));
  await act(async () => {
    queryClient.setQueryData(meKey, { id: DEMO_MEMBER.id, nickname: `KEYSDemo${unreadNotificationCount}`, unreadNotificationCount } as Partial<Me>);
  });
  await waitFor(() => expect(screen.queryAllByTestId('unread-badge').length > 0).toBe(unreadNotificationCount > 0));
}

describe('desktop (1280 px)', () => {
  beforeEach(() => setViewportWidth(1280));

  test('my page carries the unread count, and the account menu has Notifications with it (ko)', async () => {
    const { queryClient } = await renderApp({ loader: loader() });
    await screen.findByRole('heading', { name: 'page /main' });
    await answerMe(queryClient, 3);
    const nav = screen.getByRole('navigation', { name: '바로가기 메뉴' });
    const my = within(nav).getByRole('link', { name: /^마이페이지/ });
    expect(within(my).getByTestId('unread-badge').textContent).toBe('3');
    expect(my.textContent).toContain('알림 3개 읽지 않음');

    fireEvent.click(within(nav).getByRole('button', { name: '계정 메뉴' }));
    const link = within(nav).getByRole('link', { name: '알림 (3개 읽지 않음)' });
    expect(within(link).getByTestId('unread-badge').textContent).toBe('3');
    expect(link).toHaveAttribute('href', '/my/notifications');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'page /my/notifications' })).toBeInTheDocument();
  });

  test('no badge when everything is read; the menu link is just "Notifications" (en)', async () => {
    const { queryClient } = await renderApp({ loader: loader(), language: 'en' });
    await screen.findByRole('heading', { name: 'page /main' });
    await answerMe(queryClient, 0);
    const nav = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(within(nav).queryByTestId('unread-badge')).not.toBeInTheDocument();
    fireEvent.click(within(nav).getByRole('button', { name: 'Account menu' }));
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/my/notifications');
  });

  test('the badge follows the member: 1 in en, gone after the notifications are read', async () => {
    const { queryClient } = await renderApp({ loader: loader(), language: 'en' });
    await screen.findByRole('heading', { name: 'page /main' });
    await answerMe(queryClient, 1);
    const nav = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(within(nav).getByRole('link', { name: /^My page/ }).textContent).toContain('1 unread notification');
    await act(async () => {
      queryClient.setQueryData(meKey, { id: DEMO_MEMBER.id, nickname: 'KEYSDemo', unreadNotificationCount: 0 } as Partial<Me>);
    });
    await waitFor(() => expect(within(nav).queryByTestId('unread-badge')).not.toBeInTheDocument());
  });
});

describe('mobile (360 px)', () => {
  beforeEach(() => setViewportWidth(360));

  test('the "more" button shows the count and describes it; the drawer has Notifications with the count (en)', async () => {
    const { queryClient } = await renderApp({ loader: loader(), language: 'en' });
    await screen.findByRole('heading', { name: 'page /main' });
    await answerMe(queryClient, 120);
    const more = screen.getByRole('button', { name: 'More' });
    expect(within(more).getByTestId('unread-badge').textContent).toBe('99+');
    expect(more).toHaveAttribute('aria-describedby', 'more-unread');
    expect(document.getElementById('more-unread')?.textContent).toBe('120 unread notifications');

    fireEvent.click(more);
    const account = within(screen.getByRole('dialog', { name: 'More menu' })).getByTestId('drawer-account');
    const link = within(account).getByRole('link', { name: 'Notifications (120 unread)' });
    expect(within(link).getByTestId('unread-badge').textContent).toBe('99+');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'page /my/notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a visitor has no badge and no Notifications link (ko)', async () => {
    await renderApp({ loader: loader(), session: 'unauthenticated' });
    await screen.findByRole('heading', { name: 'page /main' });
    const more = screen.getByRole('button', { name: '더보기' });
    expect(within(more).queryByTestId('unread-badge')).not.toBeInTheDocument();
    fireEvent.click(more);
    expect(within(screen.getByRole('dialog', { name: '더보기 메뉴' })).queryByRole('link', { name: /알림/ })).not.toBeInTheDocument();
  });
});
