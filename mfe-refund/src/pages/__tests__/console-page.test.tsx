import { act, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { Me } from 'shared-contract';
import { apiGet, useMe } from 'shared-session';
import { refundQueueQueryKey } from '../../features/console-refunds/api/get-refund-queue';
import { refundSummaryQueryKey } from '../../features/console-refunds/api/get-refund-summary';
import { auditPageQueryKey } from '../../features/console-audit/api/get-audit-page';
import { ADMIN, auditEntryFixture, auditPageFixture, MEMBER, queuePageFixture, summaryFixture, SUPPORT } from '../../testing/console-fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import ConsolePage from '../console-page';

jest.mock('shared-session', () => ({
  ...jest.requireActual('shared-session'),
  useMe: jest.fn(),
  // Nothing here reaches the network: every read is seeded; an unseeded one stays pending.
  apiGet: jest.fn(() => new Promise(() => undefined)),
  apiSend: jest.fn(() => new Promise(() => undefined)),
}));

// Another engineer's section; the frame only places it.
jest.mock('../../features/console-inquiries/components/console-inquiries', () => ({ ConsoleInquiries: () => <p data-testid="console-inquiries">inquiries</p> }));

const signedIn = (me: Me | null, isLoading = false) =>
  jest.mocked(useMe).mockReturnValue({ me, isLoading, refetch: jest.fn() } as unknown as ReturnType<typeof useMe>);

const setup = (route = '/refund/console') => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(refundSummaryQueryKey, summaryFixture());
  queryClient.setQueryData(refundQueueQueryKey({ page: 1, size: 20 }), queuePageFixture());
  queryClient.setQueryData(auditPageQueryKey({ page: 1, size: 20 }), auditPageFixture([auditEntryFixture()]));
  return renderPage(<ConsolePage />, { route, queryClient });
};

const location = () => screen.getByTestId('location').textContent;
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

beforeEach(async () => {
  jest.mocked(apiGet).mockClear();
  await initTestI18n('ko');
});

describe('console page: guard and frame', () => {
  it('sends a signed-in member who is not staff away to /main, asking and showing nothing of the console', () => {
    signedIn(MEMBER);
    setup('/refund/console?section=requests');
    expect(location()).toBe('/main');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByTestId('refund-queue')).toBeNull();
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('shows a loading state while the member is being asked', () => {
    signedIn(null, true);
    setup();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('환불 처리 콘솔');
    expect(screen.getByTestId('console-loading').textContent).toContain('콘솔을 불러오는 중입니다.');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the staff member, the sections as tabs, and opens the requests by default (ko)', () => {
    signedIn(SUPPORT);
    setup();
    expect(screen.getByTestId('console-staff').textContent).toBe('support-nick 님 · 고객지원 담당자');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['환불 신청', '지급 묶음', '1:1 문의', '커뮤니티', '구매 취소', '이벤트', '이달의 미션', '팝업·추첨', '종료 일정', '배포', '감사 로그']);
    expect(selectedTab()).toBe('환불 신청');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('console-tab-requests');
    expect(screen.getByTestId('refund-queue')).toBeTruthy();
  });

  it('keeps the section in the URL and moves between tabs by keyboard (en)', async () => {
    signedIn(ADMIN);
    setup('/refund/console?section=requests&id=99');
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
    expect(screen.getByTestId('console-inquiries')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Community' }));
    expect(location()).toBe('/refund/console?section=community');
    expect(screen.getByRole('heading', { level: 2, name: 'Community moderation' })).toBeTruthy();
  });

  it('opens the section a reloaded URL names', () => {
    signedIn(SUPPORT);
    setup('/refund/console?section=audit');
    expect(selectedTab()).toBe('감사 로그');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('감사 로그');
  });
});
