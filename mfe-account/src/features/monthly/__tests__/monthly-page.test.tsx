import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import type { MonthlyHistoryItem } from 'shared-contract';
import MonthlyPage from '../../../pages/monthly-page';
import { createTestQueryClient, initTestI18n, renderPage, signInTestMember, signOutTestMember } from '../../../testing/render';
import { missionsApi, monthlyKey } from '../testing/missions-model';

const testApi = setupContractApi();

const page = (
  <Routes>
    <Route path="/event/monthly" element={<MonthlyPage />} />
    <Route path="/reveal" element={<h1>reveal page</h1>} />
    <Route path="/shop" element={<h1>shop page</h1>} />
    <Route path="/user/login" element={<h1>login page</h1>} />
  </Routes>
);
const renderMonthly = () => renderPage(page, { route: '/event/monthly', queryClient: createTestQueryClient() });
const posts = () => testApi.requests('post').map((call) => `POST ${call.path}`);
const location = () => screen.getByTestId('location').textContent;
const signedIn = signInTestMember;
const visitor = () => {
  signOutTestMember();
};
const mission = (id: 'checkin' | 'buy') => within(screen.getByTestId(`monthly-mission-${id}`));
const calendar = () => within(screen.getByTestId('monthly-calendar'));

const past = (month: string, overrides: Partial<MonthlyHistoryItem> = {}): MonthlyHistoryItem => ({
  month,
  key: monthlyKey({ keyId: Number(month.slice(5)), name: { ko: `${Number(month.slice(5))}월의 KEY`, en: `KEY of month ${Number(month.slice(5))}` } }),
  checkinTarget: 3,
  buyTarget: 2,
  distributed: true,
  result: { checkinDone: 3, buyDone: 2, qualified: true, award: null },
  ...overrides,
});
const award = (status: NonNullable<NonNullable<MonthlyHistoryItem['result']>['award']>['status'], purchaseId: number | null, revealed = false) => ({
  status,
  purchaseId,
  revealed,
  awardedAt: '2026-03-01T00:10:00.000Z',
});

beforeEach(async () => {
  missionsApi.reset();
  testApi.reset(...missionsApi.handlers());
  signedIn();
  await initTestI18n('ko');
});

describe('/event/monthly', () => {
  it('a member sees the month in KST, both missions with progress, the calendar day by day and the KEY of the Month (ko, then en)', async () => {
    renderMonthly();
    expect(screen.getByRole('heading', { level: 1, name: '이달의 미션' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '2026년 4월 미션' })).toBeInTheDocument();
    expect(mission('checkin').getByTestId('monthly-mission-checkin-progress').textContent).toBe('2 / 3');
    expect(mission('checkin').getByText('이번 달 3일 출석하기')).toBeInTheDocument();
    expect(mission('checkin').getByRole('progressbar', { name: '출석 체크' })).toHaveAttribute('aria-valuetext', '2일 출석 (목표 3일)');
    expect(mission('checkin').getByTestId('monthly-mission-checkin-state').textContent).toBe('진행 중');
    expect(mission('buy').getByTestId('monthly-mission-buy-progress').textContent).toBe('1 / 2');
    expect(mission('buy').getByText('이번 달 KEY 2개 구매하기 (골드 또는 카드)')).toBeInTheDocument();
    expect(mission('buy').getByRole('link', { name: 'KEY 사러 가기' })).toHaveAttribute('href', '/shop');

    // April 2026 starts on a Wednesday: three blank cells, then 30 days, each named by its date and state.
    expect(screen.getByRole('table', { name: '2026년 4월 출석 달력' })).toBeInTheDocument();
    expect(
      calendar()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(calendar().getByRole('cell', { name: '4월 2일 목요일, 출석함' })).toBeInTheDocument();
    expect(calendar().getByRole('cell', { name: '4월 3일 금요일, 출석 안 함' })).toBeInTheDocument();
    const today = calendar().getByRole('cell', { name: '4월 10일 금요일, 오늘, 출석 전' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(calendar().getByRole('cell', { name: '4월 30일 목요일, 아직 오지 않은 날' })).toHaveAttribute('data-state', 'future');
    expect(screen.getByTestId('monthly-calendar').querySelectorAll('td[data-day]')).toHaveLength(30);

    const key = within(screen.getByTestId('monthly-key'));
    expect(key.getByTestId('monthly-key-name').textContent).toBe('4월의 벚꽃');
    const image = key.getByRole('img', { name: '이달의 KEY 4월의 벚꽃' });
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual(['/media/keys/501.png', '200', '280']);
    expect(key.getByText('달빛 프로젝트')).toBeInTheDocument();
    expect(key.getByText('에픽')).toBeInTheDocument();
    expect(key.getByTestId('monthly-key-supply').textContent).toBe('총 1,000개 중 998개 남음');
    expect(key.getByTestId('monthly-key-distribution').textContent).toBe(
      '이달이 끝난 뒤 5일 안에, 2026-05-05까지 지급되며 공개 페이지에서 확인할 수 있습니다.',
    );
    expect(screen.queryByTestId('monthly-qualified')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '오늘 출석하기' })).toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 2, name: 'Missions of April 2026' })).toBeInTheDocument();
    expect(mission('checkin').getByRole('progressbar', { name: 'Daily check-in' })).toHaveAttribute('aria-valuetext', '2 days checked in (target 3)');
    expect(mission('buy').getByRole('progressbar', { name: 'Buy KEYs' })).toHaveAttribute('aria-valuetext', '1 KEY bought (target 2)');
    expect(calendar().getByRole('cell', { name: 'Thursday, April 2, checked in' })).toBeInTheDocument();
    expect(calendar().getByRole('cell', { name: 'Friday, April 10, today, not checked in yet' })).toBeInTheDocument();
    expect(screen.getByTestId('monthly-key-supply').textContent).toBe('998 of 1,000 left');
    expect(screen.getByRole('img', { name: 'KEY of the Month April Blossom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check in today' })).toBeInTheDocument();
  });

  it('a visitor sees the missions and the KEY with a sign-in call that comes back here, no check-in button', async () => {
    visitor();
    renderMonthly();
    expect(await screen.findByRole('heading', { level: 2, name: '2026년 4월 미션' })).toBeInTheDocument();
    expect(mission('checkin').getByTestId('monthly-mission-checkin-progress').textContent).toBe('0 / 3');
    expect(screen.queryByRole('button', { name: '오늘 출석하기' })).not.toBeInTheDocument();
    expect(screen.getByText('로그인하면 출석하고 미션에 참여할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByTestId('monthly-key-name').textContent).toBe('4월의 벚꽃');
    fireEvent.click(screen.getByRole('link', { name: '로그인하고 참여하기' }));
    expect(location()).toBe('/user/login?error=SessionRequired&callbackUrl=%2Fevent%2Fmonthly');
    expect(posts()).toEqual([]);
  });

  it('checks in: the message, the day marked, the button off with its reason, and the month refetched; both missions complete make the member qualified', async () => {
    missionsApi.bought = 2;
    renderMonthly();
    fireEvent.click(await screen.findByRole('button', { name: '오늘 출석하기' }));
    expect(await screen.findByText('출석했습니다. 이번 달 3일째입니다.')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: '오늘 출석 완료' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-describedby', 'monthly-checkin-done-hint');
    expect(screen.getByText('내일 다시 출석할 수 있습니다.')).toBeInTheDocument();
    expect(calendar().getByRole('cell', { name: '4월 10일 금요일, 오늘, 출석함' })).toBeInTheDocument();
    expect(mission('checkin').getByTestId('monthly-mission-checkin-state').textContent).toBe('완료');
    expect(screen.getByTestId('monthly-qualified').textContent).toBe('이번 달 미션을 모두 완료했습니다! 이달의 KEY는 2026-05-05까지 지급됩니다.');
    await waitFor(() => expect(testApi.requests('get', '/api/monthly')).toHaveLength(2));
    expect(posts()).toContain('POST /api/monthly/checkin');
  });

  it('a second check-in the same day (another tab) shows MONTHLY_ALREADY_CHECKED_IN and the page catches up (ko and en)', async () => {
    renderMonthly();
    const button = await screen.findByRole('button', { name: '오늘 출석하기' });
    // Checked in elsewhere meanwhile: the api refuses.
    missionsApi.checkinDays = [...missionsApi.checkinDays, missionsApi.today];
    fireEvent.click(button);
    expect((await screen.findByTestId('monthly-checkin-error')).textContent).toBe('오늘은 이미 출석했습니다. 내일 다시 출석해 주세요.');
    expect(await screen.findByRole('button', { name: '오늘 출석 완료' })).toBeDisabled();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('monthly-checkin-error').textContent).toBe('You have already checked in today. Come back tomorrow.');
    expect(screen.getByRole('button', { name: 'Checked in today' })).toBeInTheDocument();
  });

  it('a month no admin has set up says it is being prepared (ko and en), past months still shown', async () => {
    missionsApi.open = false;
    missionsApi.history = [past('2026-03')];
    renderMonthly();
    expect((await screen.findByTestId('monthly-not-open')).textContent).toContain('이번 달 미션을 준비하고 있습니다');
    expect(screen.queryByRole('button', { name: '오늘 출석하기' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('monthly-key')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: '2026년 3월' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('monthly-not-open').textContent).toContain("This month's missions are being prepared");
  });

  it('past months: each KEY, the result and the award as the member should understand it, a reveal link while unrevealed', async () => {
    missionsApi.history = [
      past('2026-03', { result: { checkinDone: 3, buyDone: 2, qualified: true, award: award('AWARDED', 88) } }),
      past('2026-02', { result: { checkinDone: 4, buyDone: 5, qualified: true, award: award('AWARDED', 70, true) } }),
      past('2026-01', { result: { checkinDone: 3, buyDone: 2, qualified: true, award: award('OUT_OF_SUPPLY', null) } }),
      past('2025-12', { result: { checkinDone: 3, buyDone: 1, qualified: false, award: award('REVOKED', null) } }),
      past('2025-11', { result: { checkinDone: 3, buyDone: 2, qualified: true, award: award('NEEDS_DECISION', null, true) } }),
      past('2025-10', { result: { checkinDone: 3, buyDone: 2, qualified: true, award: award('KEPT', 41) } }),
      past('2025-09', { result: { checkinDone: 1, buyDone: 0, qualified: false, award: null } }),
    ];
    renderMonthly();
    const items = await screen.findAllByTestId('monthly-history-item');
    const of = (index: number) => within(items[index] as HTMLElement);
    const awardText = (index: number) => of(index).queryByTestId('monthly-history-award')?.textContent ?? null;
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '2026년 3월',
      '2026년 2월',
      '2026년 1월',
      '2025년 12월',
      '2025년 11월',
      '2025년 10월',
      '2025년 9월',
    ]);
    expect(of(0).getByText('3월의 KEY')).toBeInTheDocument();
    expect(of(0).getByText('목표: 출석 3일 · KEY 2개')).toBeInTheDocument();
    expect(of(0).getByTestId('monthly-history-result').textContent).toBe('출석 3일 · KEY 2개 구매 미션 완료');
    expect(awardText(0)).toBe('이달의 KEY를 받았습니다.');
    fireEvent.click(of(0).getByRole('link', { name: '2026년 3월 이달의 KEY 공개하기' }));
    expect(location()).toBe('/reveal?purchaseId=88');
  });

  it('past months in en: revealed, out of supply, revoked, under review, kept, not qualified', async () => {
    missionsApi.history = [
      past('2026-02', { result: { checkinDone: 4, buyDone: 5, qualified: true, award: award('AWARDED', 70, true) } }),
      past('2026-01', { result: { checkinDone: 3, buyDone: 2, qualified: true, award: award('OUT_OF_SUPPLY', null) } }),
      past('2025-12', { result: { checkinDone: 3, buyDone: 1, qualified: false, award: award('REVOKED', null) } }),
      past('2025-11', { result: { checkinDone: 3, buyDone: 2, qualified: true, award: award('NEEDS_DECISION', null, true) } }),
      past('2025-10', { result: { checkinDone: 3, buyDone: 2, qualified: true, award: award('KEPT', 41) } }),
      past('2025-09', { result: { checkinDone: 1, buyDone: 0, qualified: false, award: null } }),
    ];
    await initTestI18n('en');
    renderMonthly();
    const items = await screen.findAllByTestId('monthly-history-item');
    const of = (index: number) => within(items[index] as HTMLElement);
    const awardText = (index: number) => of(index).queryByTestId('monthly-history-award')?.textContent ?? null;
    expect(of(0).getByRole('heading', { level: 3 }).textContent).toBe('February 2026');
    expect(awardText(0)).toBe('You received and revealed the KEY of the Month.');
    expect(of(0).queryByRole('link')).not.toBeInTheDocument();
    expect(awardText(1)).toBe('The supply ran out before your KEY of the Month could be given.');
    expect(awardText(2)).toBe('The purchase that completed your mission was cancelled, so the KEY of the Month was taken back.');
    expect(of(2).getByTestId('monthly-history-result').textContent).toBe('Checked in 3 days · bought 1 KEY Missions not complete');
    expect(awardText(3)).toBe('The purchase that completed your mission was cancelled; we are reviewing your KEY of the Month.');
    expect(awardText(4)).toBe('The purchase was cancelled, but you keep the KEY of the Month.');
    expect(of(4).getByRole('link', { name: 'Reveal the KEY of the Month of October 2025' })).toHaveAttribute('href', '/reveal?purchaseId=41');
    expect(awardText(5)).toBeNull();
    expect(of(5).getByTestId('monthly-history-result').textContent).toBe('Checked in 1 day · bought 0 KEYs Missions not complete');
  });

  it('a visitor sees past months without a result; empty and error states', async () => {
    visitor();
    missionsApi.history = [past('2026-03')];
    const { unmount } = renderMonthly();
    const item = await screen.findByTestId('monthly-history-item');
    expect(within(item).queryByTestId('monthly-history-result')).not.toBeInTheDocument();
    expect(screen.getByText('로그인하면 내 기록을 볼 수 있습니다.')).toBeInTheDocument();
    unmount();

    missionsApi.history = [];
    missionsApi.failNext = { 'GET /api/monthly': 'TEMPORARY_ERROR' };
    renderMonthly();
    expect(await screen.findByText('이달의 미션을 불러오지 못했습니다.')).toBeInTheDocument();
    expect((await screen.findByTestId('monthly-history-empty')).textContent).toContain('아직 지난 달 기록이 없습니다.');
    fireEvent.click(screen.getByRole('button', { name: /다시 시도|Retry/ }));
    expect(await screen.findByRole('heading', { level: 2, name: '2026년 4월 미션' })).toBeInTheDocument();
  });
});
