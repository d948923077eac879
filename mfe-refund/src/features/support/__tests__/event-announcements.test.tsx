import i18next from 'i18next';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { announcementListSchema, announcementSchema, ANNOUNCE_API, API, noticePageSchema, type Announcement, type ErrorCode } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import SupportPage from '../../../pages/support-page';
import { faqHandler } from '../../../testing/api-handlers';
import { noticePageFixture } from '../../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { EventAnnouncements } from '../components/event-announcements';

const announcementFixture = (id: number, overrides: Partial<Announcement> = {}): Announcement =>
  announcementSchema.parse({
    id,
    title: { ko: `이벤트 공지 ${id}`, en: `Event notice ${id}` },
    body: { ko: '본문', en: 'Body' },
    publishedAt: '2026-04-10T03:00:00.000Z',
    lottery: null,
    ...overrides,
  });

const api = setupContractApi();

/** The public events api as routes of the contract (the real client parses the answers). */
const server = {
  announcements: [] as Announcement[],
  /** The next announcements answer fails with this refusal. */
  refuse: null as null | ErrorCode,
};

const supportRoutes = () => [
  contractHandler({
    method: 'get',
    path: ANNOUNCE_API.announcements,
    response: announcementListSchema,
    reply: () => {
      const code = server.refuse;
      if (code) {
        server.refuse = null;
        throw refusal(code);
      }
      return { items: server.announcements };
    },
  }),
  contractHandler({
    method: 'get',
    path: API.notice,
    response: noticePageSchema,
    reply: () => noticePageFixture(1, [{ title: { ko: '점검 안내', en: 'Maintenance' } }]),
  }),
  // The support page's FAQ tab asks for its questions too (none here).
  faqHandler(),
];

const section = () => screen.getByRole('region', { name: /이벤트 발표|Event announcements/ });
const rows = () => screen.getAllByTestId('support-event-announcement');

beforeEach(async () => {
  server.announcements = [];
  server.refuse = null;
  api.reset(...supportRoutes());
  useSessionStore.setState({ status: 'unauthenticated', user: null, accessToken: null });
  await initTestI18n('ko');
});

describe('EventAnnouncements on the support page', () => {
  it('shows the newest three with their KST date and a drawn lottery’s winners, and links to /event', async () => {
    server.announcements = [
      announcementFixture(9, {
        title: { ko: '봄 추첨 당첨자 발표', en: 'Spring lottery winners' },
        // 16:00 UTC is the next day in KST.
        publishedAt: '2026-04-20T16:00:00.000Z',
        lottery: { id: 4, title: { ko: '봄 추첨', en: 'Spring lottery' }, winners: ['ke***', 'mo***', 'su***'] },
      }),
      announcementFixture(8, { title: { ko: '점검 보상 안내', en: 'Maintenance reward' } }),
      announcementFixture(7),
      announcementFixture(6),
    ];
    renderPage(<EventAnnouncements />, { route: '/support?notice' });
    expect(within(section()).getByRole('status', { name: '이벤트 발표를 불러오는 중입니다.' })).toBeInTheDocument();

    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(section()).getByRole('heading', { level: 2 }).textContent).toBe('이벤트 발표');
    expect(rows().map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual(['봄 추첨 당첨자 발표', '점검 보상 안내', '이벤트 공지 7']);
    expect(within(rows()[0] as HTMLElement).getByText('2026-04-21')).toHaveAttribute('datetime', '2026-04-20T16:00:00.000Z');
    expect(within(rows()[0] as HTMLElement).getByText('봄 추첨 당첨자 3명')).toBeInTheDocument();
    const winners = within(rows()[0] as HTMLElement).getByRole('list', { name: '봄 추첨 당첨자' });
    expect(
      within(winners)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ke***', 'mo***', 'su***']);
    expect(screen.getAllByTestId('support-event-winners')).toHaveLength(1);

    const all = within(section()).getByRole('link', { name: '이벤트 페이지에서 모두 보기' });
    expect(all).toHaveAttribute('href', '/event');
    fireEvent.click(all);
    expect(screen.getByTestId('location').textContent).toBe('/event');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['get /api/event/announce']);
  });

  it('speaks English when the language changes', async () => {
    server.announcements = [announcementFixture(9, { lottery: { id: 4, title: { ko: '봄 추첨', en: 'Spring lottery' }, winners: ['ke***'] } })];
    renderPage(<EventAnnouncements />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await act(() => i18next.changeLanguage('en'));
    expect(within(section()).getByRole('heading', { level: 2 }).textContent).toBe('Event announcements');
    expect(within(rows()[0] as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('Event notice 9');
    expect(within(rows()[0] as HTMLElement).getByText('Winners of Spring lottery (1)')).toBeInTheDocument();
    expect(within(rows()[0] as HTMLElement).getByRole('list', { name: 'Winners of Spring lottery' }).textContent).toBe('ke***');
    expect(within(section()).getByRole('link', { name: 'See all on the event page' })).toHaveAttribute('href', '/event');
  });

  it('says when there is none yet, still linking to /event', async () => {
    renderPage(<EventAnnouncements />);
    expect((await screen.findByTestId('support-event-announcements-empty')).textContent).toBe('아직 이벤트 발표가 없습니다.');
    expect(screen.queryAllByTestId('support-event-announcement')).toHaveLength(0);
    expect(within(section()).getByRole('link', { name: '이벤트 페이지에서 모두 보기' })).toBeInTheDocument();
  });

  it('shows the api’s refusal with a retry that loads them', async () => {
    server.refuse = 'TEMPORARY_ERROR';
    server.announcements = [announcementFixture(3)];
    renderPage(<EventAnnouncements />);
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toContain('이벤트 발표를 불러오지 못했습니다.');
    fireEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['get /api/event/announce', 'get /api/event/announce']);
  });

  it('is under the notices of /support?notice, and not on the FAQ', async () => {
    server.announcements = [announcementFixture(5)];
    const queryClient = createTestQueryClient();
    renderPage(<SupportPage />, { route: '/support?notice', queryClient });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await screen.findByText('점검 안내');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('region', { name: '이벤트 발표' })).toBe(section());
    fireEvent.click(screen.getByRole('tab', { name: 'FAQ' }));
    expect(screen.queryByRole('region', { name: '이벤트 발표' })).not.toBeInTheDocument();
  });
});
