import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { EVENT_API, preBookSettingsInputSchema, preBookSettingsSchema, type ErrorCode, type Me, type PreBookSettings } from 'shared-contract';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { ADMIN, SUPPORT } from '../../../testing/console-fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { EventsSection } from '../components/events-section';

const settingsFixture = (overrides: Partial<PreBookSettings> = {}): PreBookSettings =>
  preBookSettingsSchema.parse({
    opensAt: '2023-05-31T15:00:00.000Z',
    launchAt: '2023-06-27T15:00:00.000Z',
    claimEndsAt: '2023-07-27T15:00:00.000Z',
    reward: { kind: 'TICKET', project: null },
    entrants: 120,
    claimed: 7,
    updatedAt: null,
    updatedBy: null,
    projects: [
      { id: 3, title: { ko: '봄', en: 'Spring' }, remaining: 40 },
      { id: 4, title: { ko: '여름', en: 'Summer' }, remaining: 0 },
    ],
    ...overrides,
  });

const api = setupContractApi();

/** The events api as routes of the contract (the section, its form and queries are real, through the real client). */
const server = {
  settings: null as unknown as PreBookSettings,
  /** The next save is refused with this catalogue code. */
  refusal: null as null | ErrorCode,
};

const eventRoutes = () => [
  contractHandler({ method: 'get', path: EVENT_API.adminPreBook, response: preBookSettingsSchema, reply: () => server.settings }),
  contractHandler({
    method: 'put',
    path: EVENT_API.adminPreBook,
    request: preBookSettingsInputSchema,
    response: preBookSettingsSchema,
    reply: ({ body }) => {
      if (server.refusal) {
        const code = server.refusal;
        server.refusal = null;
        throw refusal(code);
      }
      const input = preBookSettingsInputSchema.parse(body);
      const project = server.settings.projects.find((candidate) => candidate.id === input.rewardProjectId);
      server.settings = {
        ...server.settings,
        opensAt: new Date(input.opensAt).toISOString(),
        launchAt: new Date(input.launchAt).toISOString(),
        claimEndsAt: new Date(Date.parse(input.launchAt) + 30 * 86_400_000).toISOString(),
        reward: { kind: input.rewardKind, project: project ? { id: project.id, title: project.title } : null },
        updatedAt: '2023-06-10T01:00:00.000Z',
        updatedBy: { id: 900, email: 'admin@keys.local', nickname: 'admin-nick' },
      };
      return server.settings;
    },
  }),
];

beforeEach(async () => {
  server.settings = settingsFixture();
  server.refusal = null;
  api.reset(...eventRoutes());
  await initTestI18n('ko');
});

const renderSection = (staff: Me) =>
  renderPage(<EventsSection staff={staff} />, { route: '/refund/console?section=events', queryClient: createTestQueryClient() });
const facts = () => within(screen.getByTestId('pre-book-facts'));
const sent = () => api.calls.filter((call) => call.method !== 'get').map((call) => `${call.method.toUpperCase()} ${call.path} ${JSON.stringify(call.body)}`);

describe('console events: pre-registration', () => {
  it('support sees the window, the claim deadline, the reward and the counts, read-only (ko, then en)', async () => {
    renderSection(SUPPORT);
    expect(screen.getByRole('heading', { level: 2, name: '이벤트 관리' })).toBeInTheDocument();
    await screen.findByTestId('pre-book-facts');
    expect(facts().getByText('2023.06.01 00:00 ~ 2023.06.28 00:00 전까지 (KST)')).toBeInTheDocument();
    expect(facts().getByText('2023-07-27까지 (정식 출시 후 30일, KST)')).toBeInTheDocument();
    expect(facts().getByText('KEY 뽑기 티켓 1장')).toBeInTheDocument();
    expect(facts().getByText('120명 참여 · 7명 수령')).toBeInTheDocument();
    expect(screen.getByTestId('pre-book-read-only').textContent).toBe('설정은 관리자만 바꿀 수 있습니다.');
    expect(screen.queryByTestId('pre-book-settings-form')).not.toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(facts().getByText('120 entered · 7 claimed')).toBeInTheDocument();
    expect(screen.getByTestId('pre-book-read-only').textContent).toBe('Only an admin can change these settings.');
  });

  it('an admin sets a KEY reward and a new window in KST, confirms, and the section shows the change (ko)', async () => {
    renderSection(ADMIN);
    const form = await screen.findByTestId('pre-book-settings-form');
    expect((within(form).getByLabelText('사전 예약 시작 (KST)') as HTMLInputElement).value).toBe('2023-06-01T00:00');
    expect((within(form).getByLabelText('정식 출시 (KST)') as HTMLInputElement).value).toBe('2023-06-28T00:00');
    fireEvent.change(within(form).getByLabelText('사전 예약 시작 (KST)'), { target: { value: '2023-06-05T10:00' } });
    fireEvent.click(within(form).getByRole('radio', { name: '프로젝트의 KEY 1개 (무작위 뽑기)' }));
    const project = within(form).getByRole('combobox', { name: 'KEY를 뽑을 프로젝트' });
    expect(
      within(project)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['프로젝트 선택', '봄 (남은 KEY 40개)', '여름 (남은 KEY 0개)']);

    // No project chosen: refused by the form before anything is sent.
    fireEvent.click(within(form).getByRole('button', { name: '설정 저장' }));
    expect(await within(form).findByText('KEY 보상을 뽑을 프로젝트를 선택해 주세요.')).toBeInTheDocument();
    expect(project).toHaveFocus();
    expect(sent()).toEqual([]);

    fireEvent.change(project, { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: '설정 저장' }));
    const confirm = within(await screen.findByTestId('pre-book-settings-confirm'));
    expect(confirm.getByText('기간 2023.06.05 10:00 ~ 2023.06.28 00:00 (KST), 보상: 봄 프로젝트의 KEY 1개 (무작위 뽑기)')).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: '설정 저장' }));
    expect(await screen.findByTestId('pre-book-settings-saved')).toHaveProperty('textContent', '사전 예약 설정을 저장했습니다.');
    expect(sent()).toEqual([
      'PUT /api/admin/events/pre-book {"opensAt":"2023-06-05T10:00:00+09:00","launchAt":"2023-06-28T00:00:00+09:00","rewardKind":"KEY","rewardProjectId":3}',
    ]);
    await waitFor(() => expect(facts().getByText('봄 프로젝트의 KEY 1개 (무작위 뽑기)')).toBeInTheDocument());
    expect(facts().getByText('2023.06.10 10:00 · admin-nick')).toBeInTheDocument();
  });

  it('a window that ends before it starts is refused by the form; an api refusal is shown in the page language (en)', async () => {
    await initTestI18n('en');
    renderSection(ADMIN);
    const form = await screen.findByTestId('pre-book-settings-form');
    fireEvent.change(within(form).getByLabelText('Official launch (KST)'), { target: { value: '2023-05-01T00:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(await within(form).findByText('The pre-registration start must be before the launch.')).toBeInTheDocument();
    expect(sent()).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Official launch (KST)'), { target: { value: '2023-07-01T00:00' } });
    server.refusal = 'FORBIDDEN';
    fireEvent.click(within(form).getByRole('button', { name: 'Save the settings' }));
    fireEvent.click(within(await screen.findByTestId('pre-book-settings-confirm')).getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByTestId('pre-book-settings-error')).toHaveProperty('textContent', 'You do not have permission to do this.');
  });
});
