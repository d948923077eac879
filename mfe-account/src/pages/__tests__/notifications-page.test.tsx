import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { API, notificationSchema, pageOf, readAllResultSchema, unreadCountSchema, type Notification } from 'shared-contract';
import { ME_QUERY_KEY } from 'shared-session';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import NotificationsPage from '../notifications-page';

const testApi = setupContractApi();

/** An in-memory alarm api (the page, its queries and mutations and the client are real); answers may be held until released. */
const server = {
  items: [] as Notification[],
  failList: 0,
  failRead: false,
  hold: false,
  held: [] as Array<() => void>,
};

const notificationPageSchema = pageOf(notificationSchema);
const held = async () => {
  if (server.hold) await new Promise<void>((resolve) => server.held.push(resolve));
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

const handlers = () => [
  contractHandler({
    method: 'get',
    path: API.alarm,
    response: notificationPageSchema,
    reply: async ({ query }) => {
      await held();
      if (server.failList > 0) {
        server.failList -= 1;
        throw refusal('TEMPORARY_ERROR');
      }
      const page = Number(query.page ?? 1);
      const size = Number(query.size ?? 20);
      const sorted = [...server.items].sort((a, b) => b.id - a.id);
      return { items: sorted.slice((page - 1) * size, page * size), page, size, total: sorted.length };
    },
  }),
  contractHandler({
    method: 'get',
    path: API.alarmUnread,
    response: unreadCountSchema,
    reply: async () => {
      await held();
      return { count: unreadOf() };
    },
  }),
  contractHandler({
    method: 'post',
    path: API.alarmReadAll,
    response: readAllResultSchema,
    reply: () => {
      const updated = unreadOf();
      server.items = server.items.map((item) => ({ ...item, readAt: item.readAt ?? READ_AT }));
      return { updated };
    },
  }),
  contractHandler({
    method: 'post',
    path: '/api/alarm/:id/read',
    response: notificationSchema,
    reply: ({ params }) => {
      const target = server.items.find((item) => item.id === Number(params.id));
      if (!target || server.failRead) throw refusal('NOTIFICATION_NOT_FOUND');
      target.readAt = target.readAt ?? READ_AT;
      return target;
    },
  }),
];

const READ_AT = '2024-03-02T00:00:00.000Z';
const sent = () => testApi.calls.map((call) => `${call.method.toUpperCase()} ${call.path}`);

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
  server.hold = false;
  server.held = [];
  testApi.reset(...handlers());
  await initTestI18n('ko');
});

test('lists the notifications newest first with type, title, body and KST time, in ko and en; unread ones are marked', async () => {
  server.items = [notification(1, { readAt: '2024-03-01T10:00:00.000Z' }), notification(2, { type: 'TRANSFER' })];
  renderNotifications();
  expect(await screen.findByRole('heading', { level: 1, name: '알림' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
  expect(titles()).toEqual(['읽지 않음: 공지 2', '공지 1']);
  const [newest, older] = screen.getAllByTestId('notification');
  expect(newest?.getAttribute('data-unread')).toBe('true');
  expect(older?.getAttribute('data-unread')).toBe('false');
  expect(within(newest as HTMLElement).getByTestId('notification-type').textContent).toBe('전송');
  expect(within(older as HTMLElement).getByTestId('notification-type').textContent).toBe('공지');
  expect(within(older as HTMLElement).getByText('2024.03.01 18:06')).toBeInTheDocument();
  expect(within(older as HTMLElement).getByText('내용 1')).toBeInTheDocument();
  expect(await screen.findByText('읽지 않은 알림 1개')).toBeInTheDocument();

  await act(() => i18next.changeLanguage('en'));
  expect(titles()).toEqual(['Unread: Notice 2', 'Notice 1']);
  expect(within(newest as HTMLElement).getByTestId('notification-type').textContent).toBe('Transfer');
  expect(screen.getByText('Body 1')).toBeInTheDocument();
  // The same instant, the English way (still in Korea time).
  expect(within(older as HTMLElement).getByText('Mar 1, 2024, 6:06 PM KST')).toBeInTheDocument();
  expect(within(older as HTMLElement).queryByText('2024.03.01 18:06')).not.toBeInTheDocument();
  expect(screen.getByText('Unread notifications: 1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
});

test('clicking an unread notification marks it read and refreshes the list, the count and the member', async () => {
  server.items = [notification(1), notification(2)];
  const { queryClient } = renderNotifications();
  queryClient.setQueryData([...ME_QUERY_KEY, 1], { unreadNotificationCount: 2 });
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: /: 공지 2/ }));
  expect(await screen.findByText('읽지 않은 알림 1개')).toBeInTheDocument();
  expect(sent()).toContain('POST /api/alarm/2/read');
  expect(screen.getAllByTestId('notification')[0]?.getAttribute('data-unread')).toBe('false');
  expect(queryClient.getQueryState([...ME_QUERY_KEY, 1])?.isInvalidated).toBe(true);
  // A read one is not sent again.
  fireEvent.click(screen.getAllByRole('button', { name: /공지 2/ })[0] as HTMLElement);
  expect(testApi.requests('post').map((call) => call.path)).toEqual(['/api/alarm/2/read']);
});

test('a notification with a link is marked read and opens its page in the app', async () => {
  server.items = [notification(1, { linkUrl: '/cabinet', type: 'SALE' })];
  renderNotifications();
  fireEvent.click(await screen.findByRole('button', { name: /공지 1.*페이지로 이동/ }));
  expect(await screen.findByRole('heading', { name: 'cabinet page' })).toBeInTheDocument();
  expect(screen.getByTestId('location').textContent).toBe('/cabinet');
  expect(server.items[0]?.readAt).not.toBeNull();
});

test('"mark all read" reads every one; then the button is off and the count says all read', async () => {
  server.items = [notification(1), notification(2), notification(3, { readAt: '2024-03-01T10:00:00.000Z' })];
  renderNotifications();
  expect(await screen.findByText('읽지 않은 알림 2개')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '모두 읽음으로 표시' }));
  expect(await screen.findByText('모든 알림을 읽었습니다')).toBeInTheDocument();
  expect(sent()).toContain('POST /api/alarm/read-all');
  expect(screen.getAllByTestId('notification').map((item) => item.getAttribute('data-unread'))).toEqual(['false', 'false', 'false']);
  expect(screen.getByRole('button', { name: '모두 읽음으로 표시' })).toBeDisabled();
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
  expect(screen.queryByRole('button', { name: '알림 더 보기' })).not.toBeInTheDocument();
});

test('empty state in ko and en', async () => {
  renderNotifications();
  expect((await screen.findByTestId('notifications-empty')).textContent).toContain('받은 알림이 없습니다');
  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByTestId('notifications-empty').textContent).toContain('No notifications yet');
});

test('a skeleton while loading', async () => {
  server.hold = true;
  server.items = [notification(1)];
  renderNotifications();
  expect(screen.getByRole('status', { name: '알림을 불러오는 중' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
  await waitFor(() => expect(testApi.requests('get', API.alarm)).toHaveLength(1));
  expect(screen.getByRole('status', { name: '알림을 불러오는 중' })).toHaveAttribute('aria-busy', 'true');

  // The answers arrive: the list replaces the skeleton.
  server.hold = false;
  act(() => server.held.splice(0).forEach((release) => release()));
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(1));
  expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
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
