import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import type { Notification } from 'shared-contract';
import { ME_QUERY_KEY } from 'shared-session';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import NotificationsPage from '../notifications-page';

/** An in-memory alarm api behind apiGet / apiSend (the network layer only; the page, its queries and mutations are real). */
const server = {
  items: [] as Notification[],
  failList: 0,
  failRead: false,
  calls: [] as string[],
  pending: false,
};

const notification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'ADMIN',
  title: { ko: `공지 ${id}`, en: `Notice ${id}` },
  body: { ko: `내용 ${id}`, en: `Body ${id}` },
  linkUrl: null,
  readAt: null,
  // 2024-03-01 09:05 UTC is 18:05 KST.
  createdAt: new Date(Date.UTC(2024, 2, 1, 9, 5) + id * 60_000).toISOString(),
  ...overrides,
});

const unreadOf = () => server.items.filter((item) => item.readAt === null).length;

jest.mock('shared-session', () => {
  const actual = jest.requireActual('shared-session');
  const fail = (code: string, message: string) => new actual.ApiError(code, 404, message);
  return {
    ...actual,
    apiGet: jest.fn(async (path: string, _schema: unknown, query?: { page: number; size: number }) => {
      server.calls.push(`GET ${path}${query ? `?page=${query.page}` : ''}`);
      if (server.pending) return new Promise(() => undefined);
      if (path === '/api/alarm') {
        if (server.failList > 0) {
          server.failList -= 1;
          throw fail('TEMPORARY_ERROR', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.');
        }
        const { page = 1, size = 20 } = query ?? {};
        const sorted = [...server.items].sort((a, b) => b.id - a.id);
        return { items: sorted.slice((page - 1) * size, page * size), page, size, total: sorted.length };
      }
      if (path === '/api/alarm/unread-count') return { count: unreadOf() };
      throw new Error(`unexpected GET ${path}`);
    }),
    apiSend: jest.fn(async (_method: string, path: string) => {
      server.calls.push(`POST ${path}`);
      const now = '2024-03-02T00:00:00.000Z';
      if (path === '/api/alarm/read-all') {
        const updated = unreadOf();
        server.items = server.items.map((item) => ({ ...item, readAt: item.readAt ?? now }));
        return { updated };
      }
      const match = /^\/api\/alarm\/(\d+)\/read$/.exec(path);
      const target = server.items.find((item) => item.id === Number(match?.[1]));
      if (!target || server.failRead) throw fail('NOTIFICATION_NOT_FOUND', '알림을 찾을 수 없습니다.');
      target.readAt = target.readAt ?? now;
      return target;
    }),
  };
});

const page = (
  <Routes>
    <Route path="/my/notifications" element={<NotificationsPage />} />
    <Route path="/cabinet" element={<h1>cabinet page</h1>} />
  </Routes>
);

const renderNotifications = () => renderPage(page, { route: '/my/notifications', queryClient: createTestQueryClient() });
const titles = () => screen.getAllByTestId('notification-title').map((element) => element.textContent);

beforeEach(async () => {
  server.items = [];
  server.failList = 0;
  server.failRead = false;
  server.calls = [];
  server.pending = false;
  await initTestI18n('ko');
});

test('lists the notifications newest first with type, title, body and KST time, in ko and en; unread ones are marked', async () => {
  server.items = [notification(1, { readAt: '2024-03-01T10:00:00.000Z' }), notification(2, { type: 'TRANSFER' })];
  renderNotifications();
  expect(await screen.findByRole('heading', { level: 1, name: '알림' })).toBeTruthy();
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
  expect(titles()).toEqual(['읽지 않음: 공지 2', '공지 1']);
  const [newest, older] = screen.getAllByTestId('notification');
  expect(newest?.getAttribute('data-unread')).toBe('true');
  expect(older?.getAttribute('data-unread')).toBe('false');
  expect(within(newest as HTMLElement).getByTestId('notification-type').textContent).toBe('전송');
  expect(within(older as HTMLElement).getByTestId('notification-type').textContent).toBe('공지');
  expect(within(older as HTMLElement).getByText('2024.03.01 18:06')).toBeTruthy();
  expect(within(older as HTMLElement).getByText('내용 1')).toBeTruthy();
  expect(await screen.findByText('읽지 않은 알림 1개')).toBeTruthy();

  await act(() => i18next.changeLanguage('en'));
  expect(titles()).toEqual(['Unread: Notice 2', 'Notice 1']);
  expect(within(newest as HTMLElement).getByTestId('notification-type').textContent).toBe('Transfer');
  expect(screen.getByText('Body 1')).toBeTruthy();
  // The same instant, the English way (still in Korea time).
  expect(within(older as HTMLElement).getByText('Mar 1, 2024, 6:06 PM KST')).toBeTruthy();
  expect(within(older as HTMLElement).queryByText('2024.03.01 18:06')).toBeNull();
  expect(screen.getByText('Unread notifications: 1')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
});

test('clicking an unread notification marks it read and refreshes the list, the count and the member', async () => {
  server.items = [notification(1), notification(2)];
  const { queryClient } = renderNotifications();
  queryClient.setQueryData([...ME_QUERY_KEY, 1], { unreadNotificationCount: 2 });
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: /: 공지 2/ }));
  await waitFor(() => expect(screen.getByText('읽지 않은 알림 1개')).toBeTruthy());
  expect(server.calls).toContain('POST /api/alarm/2/read');
  expect(screen.getAllByTestId('notification')[0]?.getAttribute('data-unread')).toBe('false');
  expect(queryClient.getQueryState([...ME_QUERY_KEY, 1])?.isInvalidated).toBe(true);
  // A read one is not sent again.
  server.calls = [];
  fireEvent.click(screen.getAllByRole('button', { name: /공지 2/ })[0] as HTMLElement);
  expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
});

test('a notification with a link is marked read and opens its page in the app', async () => {
  server.items = [notification(1, { linkUrl: '/cabinet', type: 'SALE' })];
  renderNotifications();
  fireEvent.click(await screen.findByRole('button', { name: /공지 1.*페이지로 이동/ }));
  expect(await screen.findByRole('heading', { name: 'cabinet page' })).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/cabinet');
  expect(server.items[0]?.readAt).not.toBeNull();
});

test('"mark all read" reads every one; then the button is off and the count says all read', async () => {
  server.items = [notification(1), notification(2), notification(3, { readAt: '2024-03-01T10:00:00.000Z' })];
  renderNotifications();
  expect(await screen.findByText('읽지 않은 알림 2개')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '모두 읽음으로 표시' }));
  expect(await screen.findByText('모든 알림을 읽었습니다')).toBeTruthy();
  expect(server.calls).toContain('POST /api/alarm/read-all');
  expect(screen.getAllByTestId('notification').map((item) => item.getAttribute('data-unread'))).toEqual(['false', 'false', 'false']);
  expect((screen.getByRole('button', { name: '모두 읽음으로 표시' }) as HTMLButtonElement).disabled).toBe(true);
});

test('loads 20 at a time with "load more" until all are shown', async () => {
  server.items = Array.from({ length: 45 }, (_, index) => notification(index + 1, { readAt: '2024-03-01T10:00:00.000Z' }));
  renderNotifications();
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(20));
  expect(titles()[0]).toBe('공지 45');
  fireEvent.click(screen.getByRole('button', { name: '알림 더 보기' }));
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(40));
  fireEvent.click(screen.getByRole('button', { name: '알림 더 보기' }));
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(45));
  expect(titles().at(-1)).toBe('공지 1');
  expect(screen.queryByRole('button', { name: '알림 더 보기' })).toBeNull();
});

test('empty state in ko and en', async () => {
  renderNotifications();
  expect((await screen.findByTestId('notifications-empty')).textContent).toContain('받은 알림이 없습니다');
  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByTestId('notifications-empty').textContent).toContain('No notifications yet');
});

test('a skeleton while loading', () => {
  server.pending = true;
  renderNotifications();
  expect(screen.getByRole('status', { name: '알림을 불러오는 중' }).getAttribute('aria-busy')).toBe('true');
  expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
});

test('an error with retry, which then shows the list', async () => {
  server.items = [notification(1)];
  server.failList = 1;
  renderNotifications();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('알림을 불러오지 못했습니다');
  expect(alert.textContent).toContain('일시적인 오류가 발생했습니다');
  fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(1));
});

test('a failed mark-read says why', async () => {
  server.items = [notification(1)];
  server.failRead = true;
  renderNotifications();
  fireEvent.click(await screen.findByRole('button', { name: /공지 1/ }));
  expect((await screen.findByRole('alert')).textContent).toBe('알림을 찾을 수 없습니다.');
});
