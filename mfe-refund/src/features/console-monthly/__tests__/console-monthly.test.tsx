import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import {
  adminAwardSchema,
  adminAwardsSchema,
  adminMonthSchema,
  adminMonthsSchema,
  awardDecisionInputSchema,
  MISSIONS_API,
  monthlySetupInputSchema,
  type AdminAward,
  type AdminMonth,
  type ErrorCode,
  type Me,
} from 'shared-contract';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { projectsHandler } from '../../../testing/api-handlers';
import { ADMIN, SUPPORT } from '../../../testing/console-fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { MonthlySection } from '../components/monthly-section';

const NOW = new Date('2026-04-21T01:00:00.000Z');
const adminRef = { id: 900, email: 'admin@keys.local', nickname: 'admin-nick' };
const supportRef = { id: 700, email: 'support@keys.local', nickname: 'support-nick' };
const projects = [
  { id: 3, title: { ko: '달빛 프로젝트', en: 'Moonlight Project' } },
  { id: 5, title: { ko: '봄의 정원', en: 'Spring Garden' } },
];

const noAwards = { AWARDED: 0, OUT_OF_SUPPLY: 0, NEEDS_DECISION: 0, REVOKED: 0, KEPT: 0 };

const monthFixture = (overrides: Partial<AdminMonth> = {}): AdminMonth =>
  adminMonthSchema.parse({
    month: '2026-04',
    state: 'RUNNING',
    checkinTarget: 3,
    buyTarget: 2,
    key: {
      keyId: 501,
      projectId: 3,
      projectTitle: projects[0]?.title,
      name: { ko: '4월의 벚꽃', en: 'April Blossom' },
      description: { ko: '봄 한정', en: 'Spring only' },
      rarity: 'epic',
      imageUrl: '/media/keys/501.png',
      supplyTotal: 1000,
      supplyRemaining: 1000,
    },
    qualifiedCount: 12,
    awardCounts: noAwards,
    updatedAt: '2026-03-30T05:00:00.000Z',
    updatedBy: adminRef,
    distributedAt: null,
    ...overrides,
  });

const awardFixture = (overrides: Partial<AdminAward> = {}): AdminAward =>
  adminAwardSchema.parse({
    id: 1,
    month: '2026-03',
    member: { id: 42, email: 'kim@example.com', nickname: 'kimchi' },
    status: 'AWARDED',
    decisionReason: null,
    keyItemId: 9001,
    serialNo: 7,
    holderId: 42,
    awardedAt: '2026-04-01T00:10:00.000Z',
    cancelledPurchaseId: null,
    decidedAt: null,
    decidedBy: null,
    note: null,
    ...overrides,
  });

const api = setupContractApi();

/** The monthly staff api as routes of the contract (components, forms, queries and the real client are real). */
const server = {
  months: [] as AdminMonth[],
  awards: [] as AdminAward[],
  /** The next change is refused with this catalogue code. */
  refusal: null as null | ErrorCode,
};

const refuseOnce = () => {
  const code = server.refusal;
  if (code) {
    server.refusal = null;
    throw refusal(code);
  }
};

const monthlyRoutes = () => [
  contractHandler({ method: 'get', path: MISSIONS_API.adminMonths, response: adminMonthsSchema, reply: () => ({ items: server.months }) }),
  contractHandler({
    method: 'get',
    path: MISSIONS_API.adminAwards,
    response: adminAwardsSchema,
    reply: ({ query }) => ({ items: server.awards.filter((award) => !query.status || award.status === query.status) }),
  }),
  projectsHandler(projects),
  contractHandler({
    method: 'put',
    path: MISSIONS_API.adminMonth(':month'),
    request: monthlySetupInputSchema,
    response: adminMonthSchema,
    reply: ({ params, body }) => {
      refuseOnce();
      const input = monthlySetupInputSchema.parse(body);
      const month = monthFixture({
        month: params.month,
        state: 'UPCOMING',
        checkinTarget: input.checkinTarget,
        buyTarget: input.buyTarget,
        key: {
          ...monthFixture().key,
          projectId: input.key.projectId,
          name: input.key.name,
          description: input.key.description,
          rarity: input.key.rarity,
          supplyTotal: input.key.supply,
          supplyRemaining: input.key.supply,
        },
        qualifiedCount: 0,
      });
      server.months = [month, ...server.months.filter((existing) => existing.month !== month.month)];
      return month;
    },
  }),
  contractHandler({
    method: 'post',
    path: MISSIONS_API.adminAwardDecision(':awardId'),
    request: awardDecisionInputSchema,
    response: adminAwardSchema,
    reply: ({ params, body }) => {
      refuseOnce();
      const input = awardDecisionInputSchema.parse(body);
      const id = Number(params.awardId);
      server.awards = server.awards.map((award) =>
        award.id === id
          ? {
              ...award,
              status: input.action === 'KEEP' ? 'KEPT' : 'REVOKED',
              holderId: input.action === 'KEEP' ? award.holderId : null,
              decidedAt: '2026-04-21T01:00:00.000Z',
              decidedBy: supportRef,
              note: input.note,
            }
          : award,
      );
      const decided = server.awards.find((award) => award.id === id);
      if (!decided) throw refusal('NOT_FOUND');
      return decided;
    },
  }),
];

beforeEach(async () => {
  server.months = [
    monthFixture({
      month: '2026-05',
      state: 'UPCOMING',
      qualifiedCount: 0,
      key: { ...monthFixture().key, name: { ko: '5월의 장미', en: 'May Rose' }, rarity: 'rare' },
    }),
    monthFixture(),
    monthFixture({
      month: '2026-03',
      state: 'DISTRIBUTED',
      qualifiedCount: 5,
      awardCounts: { ...noAwards, AWARDED: 3, NEEDS_DECISION: 1, REVOKED: 1 },
      distributedAt: '2026-04-01T00:10:00.000Z',
      key: { ...monthFixture().key, supplyRemaining: 995 },
    }),
  ];
  server.awards = [
    awardFixture(),
    awardFixture({
      id: 2,
      status: 'NEEDS_DECISION',
      decisionReason: 'MOVED',
      holderId: 77,
      member: { id: 43, email: 'lee@example.com', nickname: null },
      cancelledPurchaseId: 31,
    }),
    awardFixture({ id: 3, status: 'REVOKED', holderId: null, decidedAt: '2026-04-02T01:00:00.000Z', decidedBy: supportRef, note: '취소 확인' }),
  ];
  server.refusal = null;
  api.reset(...monthlyRoutes());
  await initTestI18n('ko');
});

const renderSection = (staff: Me, route = '/refund/console?section=monthly') =>
  renderPage(<MonthlySection staff={staff} now={NOW} />, { route, queryClient: createTestQueryClient() });
const location = () => screen.getByTestId('location').textContent ?? '';
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const sent = () =>
  api.calls
    .filter((call) => call.method !== 'get')
    .map((call) => `${call.method.toUpperCase()} ${call.path}${call.body === undefined ? '' : ` ${JSON.stringify(call.body)}`}`);
const form = () => within(screen.getByTestId('monthly-setup-form'));

describe('console monthly: months', () => {
  it('lists the months with state, targets, KEY, qualified and award counts; support reads only (ko, then en)', async () => {
    renderSection(SUPPORT);
    expect(screen.getByRole('heading', { level: 2, name: '이달의 미션' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['월별 설정', '이달의 KEY 지급']);
    const rows = await screen.findAllByTestId('monthly-month-row');
    expect(screen.getByRole('table', { name: '설정한 달 3개' })).toBeInTheDocument();
    expect(cells(rows[2] as HTMLElement)).toEqual([
      '2026-03',
      '지급 완료',
      '출석 3일 · KEY 2개',
      '4월의 벚꽃 (에픽)달빛 프로젝트995 / 1,000개 남음',
      '5',
      '지급 3 · 결정 필요 1 · 회수 1',
      '2026.03.30 14:00admin-nick',
    ]);
    expect(cells(rows[0] as HTMLElement).slice(0, 2)).toEqual(['2026-05', '예정']);
    expect(screen.getByTestId('monthly-admin-only').textContent).toBe('달 설정은 관리자만 할 수 있습니다.');
    expect(screen.queryByRole('button', { name: '새 달 설정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /설정 변경/ })).not.toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('table', { name: '3 months set up' })).toBeInTheDocument();
    expect(cells(rows[2] as HTMLElement).slice(1, 3)).toEqual(['Distributed', 'Check in 3 days · buy 2 KEYs']);
    expect(screen.getByTestId('monthly-admin-only').textContent).toBe('Only admins can set up months.');
  });

  it('an admin’s new month: the api schema refuses empty fields without a request, then a confirmed save sends the setup', async () => {
    server.months = server.months.filter((month) => month.month !== '2026-05');
    renderSection(ADMIN);
    await screen.findAllByTestId('monthly-month-row');
    expect(screen.getAllByRole('button', { name: /설정 변경/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['2026-04 설정 변경']);
    fireEvent.click(screen.getByRole('button', { name: '새 달 설정' }));
    // 2026-04 (KST) is set up: the next month is offered.
    expect(form().getByRole('textbox', { name: '월' }) as HTMLInputElement).toHaveValue('2026-05');
    await waitFor(() => expect(form().getByRole('option', { name: '봄의 정원 (#5)' })).toBeInTheDocument());
    fireEvent.click(form().getByRole('button', { name: '저장' }));
    expect(await form().findByText('1에서 31 사이의 정수를 입력하세요.')).toBeInTheDocument();
    expect(form().getByText('1에서 100 사이의 정수를 입력하세요.')).toBeInTheDocument();
    expect(form().getByText('프로젝트를 선택하세요.')).toBeInTheDocument();
    expect(form().getAllByText('1~40자로 입력하세요 (제어 문자 불가).')).toHaveLength(2);
    expect(form().getAllByText('1~500자로 입력하세요 (제어 문자 불가).')).toHaveLength(2);
    expect(form().getByText('1에서 1,000,000 사이의 정수를 입력하세요.')).toBeInTheDocument();
    expect(form().getByRole('spinbutton', { name: '출석 목표(일)' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);

    fireEvent.change(form().getByRole('textbox', { name: '월' }), { target: { value: '2026-5' } });
    fireEvent.change(form().getByRole('spinbutton', { name: '출석 목표(일)' }), { target: { value: '32' } });
    fireEvent.click(form().getByRole('button', { name: '저장' }));
    expect(await form().findByText('월을 YYYY-MM 형식으로 입력해 주세요.')).toBeInTheDocument();

    fireEvent.change(form().getByRole('textbox', { name: '월' }), { target: { value: '2026-05' } });
    fireEvent.change(form().getByRole('spinbutton', { name: '출석 목표(일)' }), { target: { value: '3' } });
    fireEvent.change(form().getByRole('spinbutton', { name: '구매 목표(KEY 개수)' }), { target: { value: '2' } });
    fireEvent.change(form().getByRole('combobox', { name: '프로젝트' }), { target: { value: '5' } });
    fireEvent.change(form().getByRole('combobox', { name: '등급' }), { target: { value: 'legendary' } });
    fireEvent.change(form().getByRole('textbox', { name: '이름 (한국어)' }), { target: { value: ' 5월의 장미 ' } });
    fireEvent.change(form().getByRole('textbox', { name: '이름 (영어)' }), { target: { value: 'May Rose' } });
    fireEvent.change(form().getByRole('textbox', { name: '설명 (한국어)' }), { target: { value: '5월 한정' } });
    fireEvent.change(form().getByRole('textbox', { name: '설명 (영어)' }), { target: { value: 'May only' } });
    fireEvent.change(form().getByRole('spinbutton', { name: '수량' }), { target: { value: '500' } });
    fireEvent.click(form().getByRole('button', { name: '저장' }));
    const confirm = within(screen.getByTestId('monthly-setup-confirm'));
    expect(
      await confirm.findByText('출석 3일, KEY 2개 구매를 완료한 회원에게 이달의 KEY를 최대 500개 지급합니다: "5월의 장미". 변경 내용은 감사 로그에 남습니다.'),
    ).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: '저장' }));
    expect(await screen.findByTestId('monthly-result')).toHaveProperty('textContent', '2026-05 설정을 저장했습니다.');
    expect(sent()).toEqual([
      `PUT /api/admin/monthly/2026-05 ${JSON.stringify({ checkinTarget: 3, buyTarget: 2, key: { projectId: 5, name: { ko: '5월의 장미', en: 'May Rose' }, description: { ko: '5월 한정', en: 'May only' }, rarity: 'legendary', supply: 500 } })}`,
    ]);
    await waitFor(() => expect(screen.getAllByTestId('monthly-month-row')).toHaveLength(3));
    expect(screen.queryByTestId('monthly-setup-form')).not.toBeInTheDocument();
  });

  it('an admin changes a running month; the api refusal is shown in ko and en', async () => {
    renderSection(ADMIN);
    fireEvent.click(await screen.findByRole('button', { name: '2026-04 설정 변경' }));
    expect(form().getByRole('heading', { name: '2026-04 설정 변경' })).toBeInTheDocument();
    expect((form().getByRole('textbox', { name: '월' }) as HTMLInputElement).readOnly).toBe(true);
    expect(form().getByRole('textbox', { name: '이름 (영어)' }) as HTMLInputElement).toHaveValue('April Blossom');
    fireEvent.change(form().getByRole('spinbutton', { name: '수량' }), { target: { value: '1' } });
    server.refusal = 'MONTHLY_SUPPLY_BELOW_AWARDED';
    fireEvent.click(form().getByRole('button', { name: '저장' }));
    fireEvent.click(await within(screen.getByTestId('monthly-setup-confirm')).findByRole('button', { name: '저장' }));
    expect((await screen.findByTestId('monthly-setup-error')).textContent).toBe('이미 지급한 수량보다 적게 정할 수 없습니다.');
    expect(sent()[0]).toMatch(/^PUT \/api\/admin\/monthly\/2026-04 .*"supply":1\}\}$/);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('monthly-setup-error').textContent).toBe('The supply cannot be less than what has already been given.');
  });
});

describe('console monthly: awards', () => {
  it('lists awards, those needing a decision first, filtered by status in the URL', async () => {
    renderSection(SUPPORT, '/refund/console?section=monthly&view=awards');
    const rows = await screen.findAllByTestId('monthly-award-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['NEEDS_DECISION', 'REVOKED', 'AWARDED']);
    expect(cells(rows[0] as HTMLElement)).toEqual([
      'lee@example.com회원 번호 43',
      '2026-03',
      '결정 필요',
      '다른 회원에게 이동함',
      '#7',
      '회원 번호 77',
      '결정하기',
    ]);
    expect(cells(rows[1] as HTMLElement).slice(5)).toEqual(['없음 (회수됨)', '2026.04.02 10:00 support-nick: 취소 확인']);
    fireEvent.change(screen.getByRole('combobox', { name: '상태' }), { target: { value: 'NEEDS_DECISION' } });
    expect(location()).toBe('/refund/console?section=monthly&view=awards&status=NEEDS_DECISION');
    await waitFor(() => expect(screen.getAllByTestId('monthly-award-row')).toHaveLength(1));
    expect(api.requests('get', MISSIONS_API.adminAwards).map((call) => call.query)).toContainEqual({ status: 'NEEDS_DECISION' });
  });

  it('the decision needs a note; the api refusal (MONTHLY_KEY_NOT_HELD) stays in the dialog in ko and en; keeping it then succeeds', async () => {
    renderSection(SUPPORT, '/refund/console?section=monthly&view=awards');
    fireEvent.click(await screen.findByRole('button', { name: 'lee@example.com의 2026-03 이달의 KEY 결정하기' }));
    const dialog = within(await screen.findByTestId('monthly-decision'));
    expect(dialog.getByText('자격이 된 구매가 취소되었습니다. 이 KEY는 다른 회원에게 이동함 상태입니다.')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: /회수하기/ })).toBeChecked();
    fireEvent.click(dialog.getByRole('button', { name: '결정 저장' }));
    expect(await dialog.findByText('입력값을 확인해 주세요.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: '메모 (필수)' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);

    fireEvent.change(dialog.getByRole('textbox', { name: '메모 (필수)' }), { target: { value: '회수 시도' } });
    server.refusal = 'MONTHLY_KEY_NOT_HELD';
    fireEvent.click(dialog.getByRole('button', { name: '결정 저장' }));
    const error = await dialog.findByTestId('monthly-decision-error');
    expect(error.textContent).toContain('KEY');
    const koText = error.textContent;
    await act(() => i18next.changeLanguage('en'));
    expect(dialog.getByTestId('monthly-decision-error').textContent).not.toBe(koText);
    expect(sent()).toEqual(['POST /api/admin/monthly/awards/2/decision {"action":"REVOKE","note":"회수 시도"}']);

    fireEvent.click(dialog.getByRole('radio', { name: /Keep/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save the decision' }));
    expect((await screen.findByTestId('monthly-award-result')).textContent).toBe("lee@example.com's KEY of the Month of March 2026: Kept");
    await waitFor(() => expect(screen.queryByTestId('monthly-decision')).not.toBeInTheDocument());
    expect(sent()[1]).toBe('POST /api/admin/monthly/awards/2/decision {"action":"KEEP","note":"회수 시도"}');
    await waitFor(() =>
      expect(screen.getAllByTestId('monthly-award-row').map((row) => row.getAttribute('data-status'))).toEqual(['REVOKED', 'KEPT', 'AWARDED']),
    );
  });
});
