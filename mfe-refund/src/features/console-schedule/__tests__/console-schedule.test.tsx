import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import {
  specTerminationSchedule,
  TERMINATION_API,
  terminationScheduleHistorySchema,
  terminationScheduleInputSchema,
  terminationScheduleSchema,
  type Me,
  type TerminationSchedule,
} from 'shared-contract';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { serviceInfoHandler } from '../../../testing/api-handlers';
import { ADMIN, consoleServiceInfoFixture, scheduleFixture, scheduleHistoryFixture, SUPPORT } from '../../../testing/console-fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { scheduleHistoryQueryKey } from '../api/get-schedule-history';
import { SERVICE_INFO_QUERY_KEY as serviceInfoQueryKey } from 'shared-session';
import { ScheduleSection } from '../components/schedule-section';

/** The server clock: 2026-01-10, before 2026's spec window (4/15 KST). */
const NOW = '2026-01-10T00:00:00.000Z';

const api = setupContractApi();

/** The termination api as routes of the contract: the history, the service info with the version in force, the publish. */
const server = { history: [] as TerminationSchedule[], answer: null as TerminationSchedule | null };

const scheduleRoutes = () => [
  contractHandler({ method: 'get', path: TERMINATION_API.adminSchedule, response: terminationScheduleHistorySchema, reply: () => server.history }),
  serviceInfoHandler(() => consoleServiceInfoFixture(NOW, server.history[0] ?? null)),
  contractHandler({
    method: 'put',
    path: TERMINATION_API.adminSchedule,
    request: terminationScheduleInputSchema,
    response: terminationScheduleSchema,
    reply: () => {
      if (!server.answer) throw refusal('FORBIDDEN');
      server.history = [server.answer, ...server.history];
      return server.answer;
    },
  }),
];

const renderSchedule = (staff: Me, { history = scheduleHistoryFixture() }: { history?: TerminationSchedule[] } = {}) => {
  server.history = history;
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(scheduleHistoryQueryKey, history);
  queryClient.setQueryData(serviceInfoQueryKey, consoleServiceInfoFixture(NOW, history[0] ?? null));
  return renderPage(<ScheduleSection staff={staff} />, { route: '/refund/console?section=schedule', queryClient });
};

const rows = () => screen.getAllByTestId('schedule-round');
const rowValues = (row: HTMLElement) =>
  within(row)
    .getAllByDisplayValue(/\d{4}-\d{2}-\d{2}/)
    .map((input) => (input as HTMLInputElement).value);

beforeEach(async () => {
  server.answer = null;
  api.reset(...scheduleRoutes());
  await initTestI18n('ko');
});

describe('console schedule: the admin’s form', () => {
  it('offers the spec’s defaults for the server clock’s year, with the derived window and deadline (ko)', () => {
    renderSchedule(ADMIN);
    expect(screen.getByText('아직 발표된 종료 일정이 없습니다.')).toBeInTheDocument();
    expect((screen.getByLabelText('연도') as HTMLInputElement).value).toBe('2026');
    expect((screen.getByLabelText('판매 종료일') as HTMLInputElement).value).toBe('2026-04-15');
    expect((screen.getByLabelText('판매 종료 시각') as HTMLInputElement).value).toBe('00:00');
    expect(['1회차', '2회차', '3회차', '4회차'].map((name) => screen.getByRole('group', { name }))).toEqual(rows());
    expect(rows().map(rowValues)).toEqual([
      ['2026-04-15', '2026-04-30', '2026-05-16'],
      ['2026-05-01', '2026-05-14', '2026-05-30'],
      ['2026-05-15', '2026-05-31', '2026-06-13'],
      ['2026-06-01', '2026-06-15', '2026-06-27'],
    ]);
    expect(screen.getByTestId('schedule-deadline').textContent).toBe('2026-06-15 23:59 (KST)');
    expect(screen.getByTestId('schedule-derived').textContent).toContain('2026-04-15 00:00 ~ 2026-06-15 23:59 (KST)');
  });

  it('shows SCHEDULE_ROUNDS_GAP’s message on the row that leaves a gap, and publishes nothing (ko)', async () => {
    renderSchedule(ADMIN);
    const third = screen.getByRole('group', { name: '3회차' });
    fireEvent.change(within(third).getByLabelText('시작일'), { target: { value: '2026-05-16' } });
    fireEvent.click(screen.getByRole('button', { name: '일정 발표' }));
    const message = await within(third).findByRole('alert');
    expect(message.textContent).toBe('회차는 이전 회차가 끝나는 시점에 시작해야 합니다.');
    expect(within(third).getByLabelText('시작일')).toHaveAttribute('aria-invalid', 'true');
    expect(within(rows()[1] as HTMLElement).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('schedule-confirm')).not.toHaveAttribute('open');
    expect(api.requests('put')).toEqual([]);
  });

  it('adds a round after the last one and removes it again', () => {
    renderSchedule(ADMIN);
    fireEvent.click(screen.getByRole('button', { name: '회차 추가' }));
    expect(rows()).toHaveLength(5);
    expect(rowValues(rows()[4] as HTMLElement)).toEqual(['2026-06-16', '2026-06-29', '2026-07-13']);
    expect(screen.getByTestId('schedule-deadline').textContent).toBe('2026-06-29 23:59 (KST)');
    fireEvent.click(screen.getByRole('button', { name: '5회차 삭제' }));
    expect(rows()).toHaveLength(4);
    expect(document.activeElement?.textContent).toBe('회차 추가');
  });

  it('fills another year’s defaults and publishes them as UTC instants after confirming (en)', async () => {
    server.answer = scheduleFixture(2027, 3);
    renderSchedule(ADMIN);
    await act(() => i18next.changeLanguage('en'));
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use the spec’s defaults' }));
    expect(screen.getByTestId('schedule-result').textContent).toContain('The spec’s schedule for 2027');
    // The date inputs keep their machine values; what is shown as text is written the English way.
    expect(rowValues(rows()[0] as HTMLElement)).toEqual(['2027-04-15', '2027-04-30', '2027-05-16']);
    fireEvent.change(screen.getByLabelText('Sales stop date'), { target: { value: '2027-04-14' } });
    fireEvent.change(screen.getByLabelText('Sales stop time'), { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish schedule' }));

    const confirm = within(screen.getByTestId('schedule-confirm'));
    expect(await confirm.findByText('Sales stop and the refund window open at these dates for every member.')).toBeInTheDocument();
    expect(confirm.getByText('Apr 14, 2027, 6:00 PM KST')).toBeInTheDocument();
    expect(confirm.getByText('Apr 15, 2027, 12:00 AM KST to Jun 15, 2027, 11:59 PM KST')).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: 'Publish schedule' }));
    await waitFor(() => expect(screen.getByTestId('schedule-result').textContent).toBe('Version 3 is published and in force now.'));
    expect(api.requests('put').map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'put', path: TERMINATION_API.adminSchedule, body: { salesStopAt: '2027-04-14T09:00:00.000Z', rounds: specTerminationSchedule(2027).rounds } },
    ]);
    expect(api.requests('put')[0]?.body).toMatchObject({
      rounds: [{ startsAt: '2027-04-14T15:00:00.000Z', endsAt: '2027-04-30T15:00:00.000Z', payBy: '2027-05-15T15:00:00.000Z' }, {}, {}, {}],
    });
  });
});

describe('console schedule: support', () => {
  it('reads the schedule in force and every version, read-only (ko)', () => {
    const history = scheduleHistoryFixture([scheduleFixture(2026, 2, 'admin2@keys.local'), scheduleFixture(2025, 1)]);
    renderSchedule(SUPPORT, { history });
    expect(screen.queryByTestId('schedule-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '일정 발표' })).not.toBeInTheDocument();
    expect(screen.getByTestId('schedule-read-only').textContent).toBe(
      '종료 일정은 관리자만 발표할 수 있습니다. 고객지원 담당자는 일정을 확인만 할 수 있습니다.',
    );
    const view = screen.getByTestId('schedule-view');
    expect(within(view).getByText('2번 · 2025-12-01 10:00 · admin2@keys.local')).toBeInTheDocument();
    expect(screen.getByTestId('schedule-view-deadline').textContent).toBe('2026-06-15 23:59 (KST)');
    expect(
      within(view)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '1회차2026-04-15 ~ 2026-04-302026-05-16',
      '2회차2026-05-01 ~ 2026-05-142026-05-30',
      '3회차2026-05-15 ~ 2026-05-312026-06-13',
      '4회차2026-06-01 ~ 2026-06-152026-06-27',
    ]);
    const versions = within(screen.getByTestId('schedule-history')).getAllByRole('row').slice(1);
    expect(versions.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['v2', 'v1']);
    expect(versions[0]?.textContent).toContain('admin2@keys.local');
  });
});
