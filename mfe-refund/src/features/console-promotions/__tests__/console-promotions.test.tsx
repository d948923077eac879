import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import {
  adminAnnouncementSchema,
  adminAnnouncementsSchema,
  adminLotteriesSchema,
  adminLotterySchema,
  adminPopupSchema,
  adminPopupsSchema,
  ANNOUNCE_API,
  announcementInputSchema,
  LOTTERY_API,
  lotteryInputSchema,
  POPUP_API,
  popupInputSchema,
  type AdminAnnouncement,
  type AdminLottery,
  type AdminPopup,
  type ErrorCode,
  type Me,
} from 'shared-contract';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { projectsHandler } from '../../../testing/api-handlers';
import { ADMIN, SUPPORT } from '../../../testing/console-fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { PromotionsSection } from '../components/promotions-section';

const NOW = new Date('2026-04-21T01:00:00.000Z');
const adminRef = { id: 900, email: 'admin@keys.local', nickname: 'admin-nick' };
const projects = [
  { id: 3, title: { ko: '달빛 프로젝트', en: 'Moonlight Project' } },
  { id: 5, title: { ko: '봄의 정원', en: 'Spring Garden' } },
];
const projectRef = (id: number | null) => projects.find((project) => project.id === id) ?? null;

const popupFixture = (id: number, overrides: Partial<AdminPopup> = {}): AdminPopup =>
  adminPopupSchema.parse({
    id,
    title: { ko: `팝업 ${id}`, en: `Popup ${id}` },
    body: { ko: '내용', en: 'Text' },
    image: null,
    imageUrl: null,
    linkUrl: null,
    target: 'MEMBERS',
    targetProject: null,
    startsAt: '2026-04-20T00:00:00.000Z',
    endsAt: '2026-04-30T00:00:00.000Z',
    reward: { kind: 'TICKET', project: null },
    sortOrder: 0,
    state: 'ACTIVE',
    claims: 4,
    updatedAt: '2026-04-19T05:00:00.000Z',
    updatedBy: adminRef,
    ...overrides,
  });

const lotteryFixture = (id: number, overrides: Partial<AdminLottery> = {}): AdminLottery =>
  adminLotterySchema.parse({
    id,
    title: { ko: `추첨 ${id}`, en: `Lottery ${id}` },
    description: { ko: '설명', en: 'About' },
    state: 'DRAWN',
    entryStartsAt: '2026-04-01T00:00:00.000Z',
    entryEndsAt: '2026-04-10T00:00:00.000Z',
    drawAt: '2026-04-10T01:00:00.000Z',
    prizes: 3,
    prize: { kind: 'KEY', project: projects[0] },
    eligibleProject: null,
    entrants: 10,
    seedHash: 'a'.repeat(64),
    seed: 'seed-1',
    drawnAt: '2026-04-10T01:00:01.000Z',
    entries: [],
    winners: [4, 7, 9],
    updatedAt: '2026-03-30T05:00:00.000Z',
    updatedBy: adminRef,
    prizesClaimed: 1,
    ...overrides,
  });

const api = setupContractApi();

/** The staff events api as routes of the contract (components, forms, queries and the real client are real). */
const server = {
  popups: [] as AdminPopup[],
  lotteries: [] as AdminLottery[],
  announcements: [] as AdminAnnouncement[],
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

const promotionRoutes = () => [
  contractHandler({ method: 'get', path: POPUP_API.adminPopups, response: adminPopupsSchema, reply: () => ({ items: server.popups }) }),
  contractHandler({ method: 'get', path: LOTTERY_API.adminLotteries, response: adminLotteriesSchema, reply: () => ({ items: server.lotteries }) }),
  contractHandler({ method: 'get', path: ANNOUNCE_API.adminAnnouncements, response: adminAnnouncementsSchema, reply: () => ({ items: server.announcements }) }),
  projectsHandler(projects),
  contractHandler({
    method: 'post',
    path: POPUP_API.adminPopups,
    request: popupInputSchema,
    response: adminPopupSchema,
    reply: ({ body }) => {
      refuseOnce();
      const input = popupInputSchema.parse(body);
      const popup = popupFixture(10, {
        ...input,
        imageUrl: null,
        targetProject: projectRef(input.targetProjectId),
        reward: { kind: input.rewardKind, project: projectRef(input.rewardProjectId) },
        state: 'SCHEDULED',
        claims: 0,
      });
      server.popups = [popup, ...server.popups];
      return popup;
    },
  }),
  contractHandler({
    method: 'delete',
    path: POPUP_API.adminPopup(':popupId'),
    response: adminPopupSchema,
    reply: ({ params }) => {
      refuseOnce();
      const id = Number(params.popupId);
      server.popups = server.popups.map((popup) => (popup.id === id ? { ...popup, state: 'ENDED' } : popup));
      const ended = server.popups.find((popup) => popup.id === id);
      if (!ended) throw refusal('NOT_FOUND');
      return ended;
    },
  }),
  contractHandler({
    method: 'post',
    path: LOTTERY_API.adminLotteries,
    request: lotteryInputSchema,
    response: adminLotterySchema,
    reply: ({ body }) => {
      refuseOnce();
      const input = lotteryInputSchema.parse(body);
      const lottery = lotteryFixture(20, {
        ...input,
        state: 'UPCOMING',
        prize: { kind: input.prizeKind, project: projectRef(input.prizeProjectId) },
        eligibleProject: projectRef(input.eligibleProjectId),
        entrants: 0,
        seed: null,
        drawnAt: null,
        winners: [],
        prizesClaimed: 0,
      });
      server.lotteries = [lottery, ...server.lotteries];
      return lottery;
    },
  }),
  contractHandler({
    method: 'post',
    path: ANNOUNCE_API.adminAnnouncements,
    request: announcementInputSchema,
    response: adminAnnouncementSchema,
    reply: ({ body }) => {
      refuseOnce();
      const input = announcementInputSchema.parse(body);
      const announcement = adminAnnouncementSchema.parse({
        id: 30,
        ...input,
        lottery: null,
        withdrawn: false,
        updatedAt: NOW.toISOString(),
        updatedBy: adminRef,
      });
      server.announcements = [announcement, ...server.announcements];
      return announcement;
    },
  }),
  contractHandler({
    method: 'delete',
    path: ANNOUNCE_API.adminAnnouncement(':announcementId'),
    response: adminAnnouncementSchema,
    reply: ({ params }) => {
      refuseOnce();
      const id = Number(params.announcementId);
      server.announcements = server.announcements.map((announcement) => (announcement.id === id ? { ...announcement, withdrawn: true } : announcement));
      const withdrawn = server.announcements.find((announcement) => announcement.id === id);
      if (!withdrawn) throw refusal('NOT_FOUND');
      return withdrawn;
    },
  }),
];

beforeEach(async () => {
  server.popups = [
    popupFixture(1),
    popupFixture(2, { state: 'ENDED', target: 'OWNERS', targetProject: projects[1], reward: { kind: 'NONE', project: null }, claims: 0 }),
  ];
  server.lotteries = [lotteryFixture(1)];
  server.announcements = [];
  server.refusal = null;
  api.reset(...promotionRoutes());
  await initTestI18n('ko');
});

const renderSection = (staff: Me, view = 'popups') =>
  renderPage(<PromotionsSection staff={staff} now={NOW} />, { route: `/refund/console?section=promotions&view=${view}`, queryClient: createTestQueryClient() });
const sent = () =>
  api.calls
    .filter((call) => call.method !== 'get')
    .map((call) => `${call.method.toUpperCase()} ${call.path}${call.body === undefined ? '' : ` ${JSON.stringify(call.body)}`}`);
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('console popups & lotteries', () => {
  it('support reads the popups, lotteries and announcements without any control to change them (ko, en)', async () => {
    renderSection(SUPPORT);
    expect(screen.getByRole('heading', { level: 2, name: '팝업·추첨' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['팝업', '추첨', '이벤트 공지']);
    const rows = await screen.findAllByTestId('popup-row');
    expect(screen.getByRole('table', { name: '팝업 2개' })).toBeInTheDocument();
    expect(cells(rows[0] as HTMLElement)).toEqual([
      '팝업 1#1 · 순서 0',
      '노출 중',
      '회원',
      '2026.04.20 09:00 – 2026.04.30 09:00 (KST)',
      '티켓 1장',
      '4명',
      '2026.04.19 14:00admin-nick',
    ]);
    expect(cells(rows[1] as HTMLElement).slice(1, 3)).toEqual(['종료', '프로젝트 KEY 보유 회원봄의 정원']);
    expect(screen.getByTestId('promotions-read-only-note').textContent).toBe(
      '운영자(admin)만 만들고 바꿀 수 있습니다. 고객지원 담당자는 목록을 볼 수 있습니다.',
    );
    expect(screen.queryByRole('button', { name: '팝업 만들기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /종료$/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: '추첨' }));
    const lottery = await screen.findByTestId('lottery-row');
    expect(within(lottery).getByTestId('lottery-state').textContent).toBe('추첨 완료');
    expect(within(lottery).getByTestId('lottery-entrants').textContent).toBe('10');
    expect(within(lottery).getByTestId('lottery-winners').textContent).toBe('3 / 3명 · 수령 1명');
    expect(within(lottery).getByText('seed-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '추첨 만들기' })).not.toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('table', { name: '1 lottery' })).toBeInTheDocument();
    expect(within(lottery).getByTestId('lottery-winners').textContent).toBe('3 of 3 · 1 claimed');
    fireEvent.click(screen.getByRole('tab', { name: 'Announcements' }));
    expect(await screen.findByText('No event announcements yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish an announcement' })).not.toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('an admin’s new popup: the api schema refuses what is missing without a request, then a confirmed save sends the popup with a KEY reward for members', async () => {
    renderSection(ADMIN);
    await screen.findAllByTestId('popup-row');
    fireEvent.click(screen.getByRole('button', { name: '팝업 만들기' }));
    const form = within(screen.getByTestId('popup-form'));
    expect(document.activeElement?.textContent).toBe('새 팝업');
    fireEvent.click(form.getByRole('radio', { name: 'KEY 1개 (프로젝트에서 무작위)' }));
    fireEvent.click(form.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(form.getAllByRole('alert').length).toBeGreaterThan(0));
    const titleKo = form.getByLabelText('제목 (한국어)');
    expect(titleKo).toHaveAttribute('aria-invalid', 'true');
    expect(form.getAllByText('1자 이상 60자 이하로 입력해 주세요.')).toHaveLength(2);
    expect(form.getByText('KEY 보상을 뽑을 프로젝트를 선택해 주세요.')).toBeInTheDocument();
    expect(form.getByText('보상이 있는 팝업은 회원에게만 보여 줄 수 있습니다.')).toBeInTheDocument();
    expect(sent()).toEqual([]);

    fireEvent.change(titleKo, { target: { value: '봄 이벤트' } });
    fireEvent.change(form.getByLabelText('제목 (영어)'), { target: { value: 'Spring event' } });
    fireEvent.change(form.getByLabelText('내용 (한국어)'), { target: { value: 'KEY를 받아 가세요' } });
    fireEvent.change(form.getByLabelText('내용 (영어)'), { target: { value: 'Claim a KEY' } });
    fireEvent.change(form.getByLabelText('링크 (선택)'), { target: { value: '/promotion' } });
    fireEvent.click(form.getByRole('radio', { name: '회원' }));
    fireEvent.change(form.getByLabelText('KEY를 뽑을 프로젝트'), { target: { value: '3' } });
    await waitFor(() => expect((form.getByLabelText('KEY를 뽑을 프로젝트') as HTMLSelectElement).value).toBe('3'));
    fireEvent.change(form.getByLabelText('시작 일시 (KST)'), { target: { value: '2026-04-22T10:00' } });
    fireEvent.change(form.getByLabelText('종료 일시 (KST)'), { target: { value: '2026-04-22T09:00' } });
    fireEvent.click(form.getByRole('button', { name: '저장하기' }));
    expect(await form.findByText('종료 일시는 시작 일시보다 뒤여야 합니다.')).toBeInTheDocument();
    fireEvent.change(form.getByLabelText('종료 일시 (KST)'), { target: { value: '2026-04-29T10:00' } });
    fireEvent.click(form.getByRole('button', { name: '저장하기' }));
    const confirm = screen.getByTestId('popup-form-confirm');
    await within(confirm).findByRole('button', { name: '저장하기' });
    expect(confirm.textContent).toContain('“봄 이벤트” 팝업을 2026.04.22 10:00 – 2026.04.29 10:00 (KST)에 보여 줍니다.');
    fireEvent.click(within(confirm).getByRole('button', { name: '저장하기' }));
    expect((await screen.findByTestId('popups-result')).textContent).toBe('“봄 이벤트” 팝업을 저장했습니다.');
    expect(sent()).toEqual([
      `POST /api/admin/events/popups ${JSON.stringify({
        title: { ko: '봄 이벤트', en: 'Spring event' },
        body: { ko: 'KEY를 받아 가세요', en: 'Claim a KEY' },
        image: null,
        linkUrl: '/promotion',
        target: 'MEMBERS',
        targetProjectId: null,
        startsAt: '2026-04-22T10:00:00+09:00',
        endsAt: '2026-04-29T10:00:00+09:00',
        rewardKind: 'KEY',
        rewardProjectId: 3,
        sortOrder: 0,
      })}`,
    ]);
    expect(await screen.findAllByTestId('popup-row')).toHaveLength(3);
  });

  it('an admin ends a popup after a confirmation', async () => {
    renderSection(ADMIN);
    await screen.findAllByTestId('popup-row');
    fireEvent.click(screen.getByRole('button', { name: '팝업 1 팝업 종료' }));
    const confirm = screen.getByTestId('popup-end-confirm');
    await within(confirm).findByRole('button', { name: '종료' });
    expect(confirm.textContent).toContain('“팝업 1” 팝업이 메인 화면에서 바로 사라집니다.');
    fireEvent.click(within(confirm).getByRole('button', { name: '종료' }));
    expect((await screen.findByTestId('popups-result')).textContent).toBe('“팝업 1” 팝업을 종료했습니다.');
    expect(sent()).toEqual(['DELETE /api/admin/events/popups/1']);
  });

  it('an admin’s new lottery: the draw before the end is refused by the schema, then 3 prizes are saved; an api refusal shows in ko and en', async () => {
    renderSection(ADMIN, 'lotteries');
    await screen.findByTestId('lottery-row');
    fireEvent.click(screen.getByRole('button', { name: '추첨 만들기' }));
    const form = within(screen.getByTestId('lottery-form'));
    fireEvent.change(form.getByLabelText('제목 (한국어)'), { target: { value: '봄 추첨' } });
    fireEvent.change(form.getByLabelText('제목 (영어)'), { target: { value: 'Spring draw' } });
    fireEvent.change(form.getByLabelText('설명 (한국어)'), { target: { value: '응모하세요' } });
    fireEvent.change(form.getByLabelText('설명 (영어)'), { target: { value: 'Enter now' } });
    fireEvent.change(form.getByLabelText('응모 시작 (KST)'), { target: { value: '2026-04-22T10:00' } });
    fireEvent.change(form.getByLabelText('응모 마감 (KST)'), { target: { value: '2026-04-25T10:00' } });
    fireEvent.change(form.getByLabelText('추첨 일시 (KST)'), { target: { value: '2026-04-24T10:00' } });
    fireEvent.change(form.getByLabelText('당첨 인원'), { target: { value: '3' } });
    fireEvent.click(form.getByRole('button', { name: '저장하기' }));
    expect(await form.findByText('추첨 일시는 응모 마감 이후여야 합니다.')).toBeInTheDocument();
    expect(sent()).toEqual([]);
    fireEvent.change(form.getByLabelText('추첨 일시 (KST)'), { target: { value: '2026-04-25T12:00' } });

    server.refusal = 'EVENT_REWARD_PROJECT_REQUIRED';
    fireEvent.click(form.getByRole('button', { name: '저장하기' }));
    fireEvent.click(await within(screen.getByTestId('lottery-form-confirm')).findByRole('button', { name: '저장하기' }));
    expect((await screen.findByTestId('lottery-form-error')).textContent).toBe('KEY 보상을 뽑을 프로젝트를 선택해 주세요.');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('lottery-form-error').textContent).toBe('Choose the project a KEY reward is drawn from.');

    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    const confirm = screen.getByTestId('lottery-form-confirm');
    await within(confirm).findByRole('button', { name: 'Save' });
    expect(confirm.textContent).toContain('Lottery “Spring draw”: 3 winners, drawn on Apr 25, 2026, 12:00 PM KST.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('lotteries-result')).textContent).toBe('The lottery “Spring draw” was saved.');
    expect(sent().at(-1)).toBe(
      `POST /api/admin/events/lotteries ${JSON.stringify({
        title: { ko: '봄 추첨', en: 'Spring draw' },
        description: { ko: '응모하세요', en: 'Enter now' },
        entryStartsAt: '2026-04-22T10:00:00+09:00',
        entryEndsAt: '2026-04-25T10:00:00+09:00',
        drawAt: '2026-04-25T12:00:00+09:00',
        prizes: 3,
        prizeKind: 'TICKET',
        prizeProjectId: null,
        eligibleProjectId: null,
      })}`,
    );
    const rows = await screen.findAllByTestId('lottery-row');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Change the lottery Spring draw' })).toBeInTheDocument();
  });

  it('an admin publishes an announcement with a drawn lottery’s winners', async () => {
    renderSection(ADMIN, 'announcements');
    fireEvent.click(await screen.findByRole('button', { name: '공지 올리기' }));
    const form = within(screen.getByTestId('announcement-form'));
    fireEvent.change(form.getByLabelText('제목 (한국어)'), { target: { value: '당첨자 발표' } });
    fireEvent.change(form.getByLabelText('제목 (영어)'), { target: { value: 'Winners' } });
    fireEvent.change(form.getByLabelText('내용 (한국어)'), { target: { value: '축하합니다' } });
    fireEvent.change(form.getByLabelText('내용 (영어)'), { target: { value: 'Congratulations' } });
    expect(await form.findByRole('option', { name: '추첨 1 (#1)' })).toBeInTheDocument();
    fireEvent.change(form.getByLabelText('당첨자를 발표할 추첨 (선택)'), { target: { value: '1' } });
    fireEvent.click(form.getByRole('button', { name: '저장하기' }));
    fireEvent.click(await within(screen.getByTestId('announcement-form-confirm')).findByRole('button', { name: '저장하기' }));
    expect((await screen.findByTestId('announcements-result')).textContent).toBe('“당첨자 발표” 공지를 올렸습니다.');
    expect(sent()[0]).toContain('"lotteryId":1');
  });

  it('an admin withdraws an announcement after a confirmation; a refused withdrawal says why and keeps it (en)', async () => {
    server.announcements = [
      adminAnnouncementSchema.parse({
        id: 31,
        title: { ko: '봄 이벤트', en: 'Spring event' },
        body: { ko: '내용', en: 'Text' },
        publishedAt: '2026-04-18T01:00:00.000Z',
        lottery: null,
        withdrawn: false,
        updatedAt: NOW.toISOString(),
        updatedBy: adminRef,
      }),
    ];
    await initTestI18n('en');
    renderSection(ADMIN, 'announcements');
    const row = await screen.findByTestId('announcement-row');
    const withdraw = () => {
      fireEvent.click(within(row).getByRole('button', { name: 'Withdraw the announcement Spring event' }));
      const confirm = within(screen.getByTestId('announcement-withdraw-confirm'));
      expect(confirm.getByText('The announcement “Spring event” leaves the events page and support.')).toBeInTheDocument();
      fireEvent.click(confirm.getByRole('button', { name: 'Withdraw' }));
    };

    server.refusal = 'NOT_FOUND';
    withdraw();
    expect((await screen.findByTestId('announcements-result')).textContent).toBe('What you asked for was not found.');
    expect(screen.getByTestId('announcement-withdraw-confirm')).not.toHaveAttribute('open');
    expect(within(row).getByTestId('announcement-status').textContent).toBe('Published');

    withdraw();
    await waitFor(() => expect(screen.getByTestId('announcements-result').textContent).toBe('The announcement “Spring event” was withdrawn.'));
    await waitFor(() => expect(within(screen.getByTestId('announcement-row')).getByTestId('announcement-status').textContent).toBe('Withdrawn'));
    expect(sent()).toEqual(['DELETE /api/admin/events/announcements/31', 'DELETE /api/admin/events/announcements/31']);
  });
});
