import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { STAFF_API } from 'shared-contract';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import { auditHandler } from '../../../testing/api-handlers';
import { auditEntryFixture } from '../../../testing/console-fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { AuditLog } from '../components/audit-log';
import { summarizeDetails } from '../utils/audit-params';

const api = setupContractApi();

const entries = () => [
  auditEntryFixture({
    id: 3,
    at: '2026-04-21T15:30:00.000Z',
    action: 'SCHEDULE_PUBLISH',
    actor: { id: 900, email: 'admin@keys.local', nickname: 'admin-nick', role: 'admin' },
    targetType: 'termination_schedule',
    targetId: '2',
    details: {
      previousVersion: 1,
      schedule: {
        salesStopAt: '2026-04-14T15:00:00.000Z',
        rounds: [{ startsAt: '2026-04-14T15:00:00.000Z', endsAt: '2026-04-30T15:00:00.000Z', payBy: '2026-05-15T15:00:00.000Z' }],
      },
    },
  }),
  auditEntryFixture({ id: 2, action: 'REFUND_APPROVE', details: { from: 'UNDER_REVIEW', to: 'APPROVED' } }),
  auditEntryFixture({ id: 1 }),
];

const renderAudit = async (route = '/refund/console?section=audit') => {
  const view = renderPage(<AuditLog />, { route, queryClient: createTestQueryClient() });
  await screen.findAllByTestId('audit-entry');
  return view;
};

const location = () => screen.getByTestId('location').textContent;

beforeEach(async () => {
  api.reset(auditHandler(entries, 45));
  await initTestI18n('ko');
});

describe('console audit log', () => {
  it('lists entries with KST time, actor and role, the action’s label, target and details (ko)', async () => {
    await renderAudit();
    const rows = screen.getAllByTestId('audit-entry');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(['2026.04.22 00:30:00', 'admin@keys.local관리자 · 회원 번호 900', '종료 일정 발표', 'termination_schedule #2']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2026.04.21 11:00:00',
      'support@keys.local고객지원 담당자 · 회원 번호 700',
      '환불 승인',
      'refund_request #13',
      'from: UNDER_REVIEW · to: APPROVED',
    ]);
    expect(within(rows[2] as HTMLElement).getByText('계좌 정보 조회')).toBeInTheDocument();
    // A long detail is cut in the row and shown whole on demand.
    expect(within(rows[0] as HTMLElement).getByText(/^previousVersion: 1 · schedule: .*…$/).tagName).toBe('SUMMARY');
    expect(screen.getByRole('table', { name: '기록 45건 (최신순)' })).toBeInTheDocument();
    expect(screen.getByText('1 / 3 페이지 · 총 45건')).toBeInTheDocument();
  });

  it('filters by action and actor through the URL and pages on (en)', async () => {
    await renderAudit();
    expect(api.requests('get', STAFF_API.audit).map((call) => call.query)).toEqual([{ page: '1', size: '20' }]);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getAllByTestId('audit-entry')[0]?.textContent).toContain('Schedule published');
    expect(screen.getByRole('columnheader', { name: 'Time (KST)' })).toHaveAttribute('scope', 'col');
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'REFUND_VIEW_BANK' } });
    fireEvent.change(screen.getByLabelText('Staff member no.'), { target: { value: '700' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/refund/console?section=audit&action=REFUND_VIEW_BANK&actorId=700');
    await waitFor(() =>
      expect(api.requests('get', STAFF_API.audit).at(-1)?.query).toEqual({ page: '1', size: '20', action: 'REFUND_VIEW_BANK', actorId: '700' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(location()).toBe('/refund/console?section=audit');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/refund/console?section=audit&page=2');
    await waitFor(() => expect(api.requests('get', STAFF_API.audit).at(-1)?.query).toEqual({ page: '2', size: '20' }));
    expect(await screen.findByText('Page 2 of 3 · 45 in total')).toBeInTheDocument();
  });

  it('summarises details in one line, cut when long', () => {
    expect(summarizeDetails({ a: 1, b: 'x' })).toEqual({ text: 'a: 1 · b: x', cut: false });
    expect(summarizeDetails({})).toEqual({ text: '', cut: false });
    const long = summarizeDetails({ text: 'y'.repeat(200) }, 20);
    expect(long).toEqual({ text: `text: ${'y'.repeat(13)}…`, cut: true });
  });
});
