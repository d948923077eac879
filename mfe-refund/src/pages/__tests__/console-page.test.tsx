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
  EDITOR,
  auditPageFixture,
  detailFixture,
  MEMBER,
  queuePageFixture,
  reportGroupPageFixture,
  summaryFixture,
  SUPPORT,
} from '../../testing/console-fixtures';
import { markerStudio, studioSection, testConsoleSource, WithConsoleSource } from '../../testing/console-source';
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

const setup = (route = '/refund/console', source = testConsoleSource()) => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(refundSummaryQueryKey, summaryFixture());
  queryClient.setQueryData(refundQueueQueryKey({ page: 1, size: 20 }), queuePageFixture());
  queryClient.setQueryData(auditPageQueryKey({ page: 1, size: 20 }), auditPageFixture([auditEntryFixture()]));
  return {
    source,
    ...renderPage(
      <WithConsoleSource source={source}>
        <ConsolePage />
      </WithConsoleSource>,
      { route, queryClient },
    ),
  };
};
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

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
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('관리자 콘솔');
    expect(screen.getByTestId('console-loading').textContent).toContain('콘솔을 불러오는 중입니다.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows the staff member, the sections as tabs, and opens the requests by default (ko)', async () => {
    signedIn(SUPPORT);
    setup();
    await screen.findByRole('tablist');
    expect(screen.getByTestId('console-staff').textContent).toBe('support-nick 님 · 고객지원 담당자');
    // The studio is the market's, for admins and editors: support does not see it.
    expect(tabNames()).toEqual([
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
    expect(await screen.findByTestId('refund-queue')).toBeInTheDocument();
  });

  it('keeps the section in the URL and moves between tabs by keyboard (en)', async () => {
    signedIn(ADMIN);
    setup('/refund/console?section=requests&id=99');
    await screen.findByRole('tablist');
    await act(() => i18next.changeLanguage('en'));
    expect(tabNames().slice(0, 5)).toEqual(['Requests', 'Batches', 'Inquiries', 'Catalogue studio', 'Community']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Staff console');
    expect(screen.getByTestId('console-staff').textContent).toBe('admin-nick · Admin');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Requests' }), { key: 'End' });
    expect(location()).toBe('/refund/console?section=audit');
    expect(selectedTab()).toBe('Audit log');
    expect(document.activeElement?.textContent).toBe('Audit log');
    expect((await screen.findByTestId('audit-entry')).textContent).toContain('Bank details viewed');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(location()).toBe('/refund/console?section=remotes');
    fireEvent.click(screen.getByRole('tab', { name: 'Inquiries' }));
    expect(location()).toBe('/refund/console?section=inquiries');
    expect(await screen.findByTestId('console-inquiries')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Catalogue studio' }));
    expect(location()).toBe('/refund/console?section=studio');
    expect(await screen.findByTestId('studio-section')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Community' }));
    expect(location()).toBe('/refund/console?section=community');
    expect(await screen.findByRole('heading', { level: 2, name: 'Community moderation' })).toBeInTheDocument();
  });

  it('opens the section a reloaded URL names', async () => {
    signedIn(SUPPORT);
    setup('/refund/console?section=audit');
    await screen.findByRole('tablist');
    expect(selectedTab()).toBe('감사 로그');
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('감사 로그');
  });
});

describe('console page: sections from the remotes that own them', () => {
  it('shows an editor the studio alone, opened at once, and none of the support team’s sections', async () => {
    signedIn(EDITOR);
    setup('/refund/console?section=requests');
    expect(await screen.findByTestId('studio-section')).toBeInTheDocument();
    expect(screen.getByTestId('console-staff').textContent).toBe('editor-nick 님 · 카탈로그 편집자');
    expect(tabNames()).toEqual(['카탈로그 스튜디오']);
    expect(selectedTab()).toBe('카탈로그 스튜디오');
    expect(screen.queryByTestId('refund-queue')).not.toBeInTheDocument();
  });

  it('with the market unreachable, shows its section as one failing tab with Retry, and every other section works', async () => {
    signedIn(ADMIN);
    let marketUp = false;
    const source = testConsoleSource({
      market: async () => {
        if (!marketUp) throw new Error('market is down');
        return { sections: [markerStudio] };
      },
    });
    setup('/refund/console?section=studio', source);
    await screen.findByRole('tablist');
    expect(tabNames()[3]).toBe('마켓 메뉴 (불러오지 못함)');
    expect(selectedTab()).toBe('마켓 메뉴 (불러오지 못함)');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('마켓 팀의 콘솔 메뉴를 불러오지 못했습니다.');

    fireEvent.click(screen.getByRole('tab', { name: '환불 신청' }));
    expect(await screen.findByTestId('refund-queue')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: '마켓 메뉴 (불러오지 못함)' }));
    marketUp = true;
    fireEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('studio-section')).toBeInTheDocument();
    expect(source.resets).toEqual(['market']);
    expect(selectedTab()).toBe('카탈로그 스튜디오');
  });

  it('a section that throws is one failing tab: Retry draws it again, the other tabs keep working', async () => {
    signedIn(ADMIN);
    let broken = true;
    const Studio = () => {
      if (broken) throw new Error('studio bug');
      return <p data-testid="studio-section">studio</p>;
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    setup('/refund/console?section=studio', testConsoleSource({ market: async () => ({ sections: [studioSection(async () => ({ default: Studio }))] }) }));
    expect((await screen.findByRole('alert')).textContent).toContain('카탈로그 스튜디오 화면을 불러오지 못했습니다.');
    expect(tabNames()).toContain('환불 신청');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('studio-section')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '감사 로그' }));
    expect(await screen.findByTestId('audit-entry')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('A console section "studio" failed', expect.any(Error), expect.anything());
    warn.mockRestore();
    consoleError.mockRestore();
  });
});
