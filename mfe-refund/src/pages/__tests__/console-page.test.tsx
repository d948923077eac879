import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import {
  API,
  COMMUNITY_API,
  REFUND_ADMIN_API,
  refundRequestDetailSchema,
  REMOTES_ADMIN_API,
  remotesOverviewSchema,
  reportGroupPageSchema,
  type Me,
} from 'shared-contract';
import { contractHandler, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { meHandler, sessionLoading, signInStaff } from '../../testing/api-handlers';
import { refundQueueQueryKey } from '../../features/console-refunds/api/get-refund-queue';
import { refundSummaryQueryKey } from '../../features/console-refunds/api/get-refund-summary';
import { auditPageQueryKey } from '../../features/console-audit/api/get-audit-page';
import {
  ADMIN,
  auditEntryFixture,
  auditPageFixture,
  detailFixture,
  MEMBER,
  queuePageFixture,
  reportGroupPageFixture,
  summaryFixture,
  SUPPORT,
} from '../../testing/console-fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import ConsolePage from '../console-page';

const api = setupContractApi();

// Another engineer's section; the frame only places it.
jest.mock('../../features/console-inquiries/components/console-inquiries', () => ({
  ConsoleInquiries: () => <p data-testid="console-inquiries">inquiries</p>,
}));

/** A staff member (or a member) signed in: the session store says so, `GET /api/user/me` answers who. */
const signedIn = (me: Me) => {
  signInStaff(me);
  api.use(meHandler(me));
};

const setup = (route = '/refund/console') => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(refundSummaryQueryKey, summaryFixture());
  queryClient.setQueryData(refundQueueQueryKey({ page: 1, size: 20 }), queuePageFixture());
  queryClient.setQueryData(auditPageQueryKey({ page: 1, size: 20 }), auditPageFixture([auditEntryFixture()]));
  return renderPage(<ConsolePage />, { route, queryClient });
};

const location = () => screen.getByTestId('location').textContent;
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

/** The reads of the sections a test opens without looking into them (the frame only places them): answered, not left pending. */
const sectionReads = () => [
  contractHandler({
    method: 'get',
    path: REFUND_ADMIN_API.request(':id'),
    response: refundRequestDetailSchema,
    reply: ({ params }) => detailFixture({ id: Number(params.id) }),
  }),
  contractHandler({ method: 'get', path: REMOTES_ADMIN_API.remotes, response: remotesOverviewSchema, reply: () => ({ remotes: [] }) }),
  contractHandler({ method: 'get', path: COMMUNITY_API.adminReports, response: reportGroupPageSchema, reply: () => reportGroupPageFixture([]) }),
];

beforeEach(async () => {
  api.reset(...sectionReads());
  await initTestI18n('ko');
});

describe('console page: guard and frame', () => {
  it('sends a signed-in member who is not staff away to /main, asking and showing nothing of the console', async () => {
    signedIn(MEMBER);
    setup('/refund/console?section=requests');
    await waitFor(() => expect(location()).toBe('/main'));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByTestId('refund-queue')).not.toBeInTheDocument();
    // Only who the member is was asked.
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`get ${API.userMe}`]);
  });

  it('shows a loading state while the member is being asked', () => {
    sessionLoading();
    setup();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('환불 처리 콘솔');
    expect(screen.getByTestId('console-loading').textContent).toContain('콘솔을 불러오는 중입니다.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows the staff member, the sections as tabs, and opens the requests by default (ko)', async () => {
    signedIn(SUPPORT);
    setup();
    await screen.findByTestId('console-staff');
    expect(screen.getByTestId('console-staff').textContent).toBe('support-nick 님 · 고객지원 담당자');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '환불 신청',
      '지급 묶음',
      '1:1 문의',
      '커뮤니티',
      '구매 취소',
      '이벤트',
      '이달의 미션',
      '팝업·추첨',
      '종료 일정',
      '배포',
      '감사 로그',
    ]);
    expect(selectedTab()).toBe('환불 신청');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'console-tab-requests');
    expect(screen.getByTestId('refund-queue')).toBeInTheDocument();
  });

  it('keeps the section in the URL and moves between tabs by keyboard (en)', async () => {
    signedIn(ADMIN);
    setup('/refund/console?section=requests&id=99');
    await screen.findByTestId('console-staff');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Refund console');
    expect(screen.getByTestId('console-staff').textContent).toBe('admin-nick · Admin');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Requests' }), { key: 'End' });
    expect(location()).toBe('/refund/console?section=audit');
    expect(selectedTab()).toBe('Audit log');
    expect(document.activeElement?.textContent).toBe('Audit log');
    expect(screen.getByTestId('audit-entry').textContent).toContain('Bank details viewed');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(location()).toBe('/refund/console?section=remotes');
    fireEvent.click(screen.getByRole('tab', { name: 'Inquiries' }));
    expect(location()).toBe('/refund/console?section=inquiries');
    expect(screen.getByTestId('console-inquiries')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Community' }));
    expect(location()).toBe('/refund/console?section=community');
    expect(screen.getByRole('heading', { level: 2, name: 'Community moderation' })).toBeInTheDocument();
  });

  it('opens the section a reloaded URL names', async () => {
    signedIn(SUPPORT);
    setup('/refund/console?section=audit');
    await screen.findByRole('tablist');
    expect(selectedTab()).toBe('감사 로그');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('감사 로그');
  });
});
