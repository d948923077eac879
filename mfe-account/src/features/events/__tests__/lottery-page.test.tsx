import { webcrypto } from 'node:crypto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import LotteryPage from '../../../pages/lottery-page';
import { createTestQueryClient, initTestI18n, renderPage, signInTestMember, signOutTestMember } from '../../../testing/render';
import { lotteryApi, lotteryFixture, nodeSha256 } from '../testing/lottery-model';

const testApi = setupContractApi();

// jsdom has no WebCrypto: the browser's is Node's (the same SHA-256).
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const page = (
  <Routes>
    <Route path="/event/lottery" element={<LotteryPage />} />
    <Route path="/event" element={<h1>events page</h1>} />
    <Route path="/reveal" element={<h1>reveal page</h1>} />
    <Route path="/ticket" element={<h1>tickets page</h1>} />
    <Route path="/user/login" element={<h1>login page</h1>} />
  </Routes>
);
const renderLottery = (id = 1) => renderPage(page, { route: `/event/lottery?id=${id}`, queryClient: createTestQueryClient() });
const location = () => screen.getByTestId('location').textContent;
const signedIn = signInTestMember;

beforeEach(async () => {
  lotteryApi.reset();
  testApi.reset(...lotteryApi.handlers());
  lotteryApi.lotteries = [lotteryFixture(1)];
  signedIn();
  await initTestI18n('ko');
});

describe('/event/lottery', () => {
  it('shows the lottery: description, window and draw in KST in the page language, prize, eligibility, entrants and the published seed hash (ko, en)', async () => {
    lotteryApi.lotteries = [lotteryFixture(1, { eligibleProject: { id: 5, title: { ko: '봄의 정원', en: 'Spring Garden' } } })];
    lotteryApi.addEntrants(1, 1);
    renderLottery();
    expect(await screen.findByRole('heading', { level: 2, name: '봄맞이 추첨 1' })).toBeInTheDocument();
    expect(screen.getByText('응모하고 KEY를 받아 가세요.')).toBeInTheDocument();
    expect(screen.getByTestId('lottery-state').textContent).toBe('응모 중');
    expect(screen.getByTestId('lottery-window').textContent).toBe('2026.04.01 09:00 ~ 2026.04.16 00:00 (KST)');
    expect(screen.getByTestId('lottery-draw-at').textContent).toBe('2026.04.16 10:00 (KST)');
    expect(screen.getByTestId('lottery-prize-kind').textContent).toBe('달빛 프로젝트 KEY 1개 (무작위)');
    expect(screen.getByTestId('lottery-eligibility').textContent).toBe('봄의 정원 KEY를 보유한 회원');
    expect(screen.getByTestId('lottery-entrants').textContent).toBe('1명');
    expect(screen.getByTestId('lottery-seed-hash').textContent).toBe(await nodeSha256(lotteryFixture(1).secret));
    expect(screen.getByTestId('lottery-seed-pending')).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-seed')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이 추첨 검증하기' })).not.toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('lottery-state').textContent).toBe('Open');
    expect(screen.getByTestId('lottery-window').textContent).toBe('Apr 1, 2026, 9:00 AM KST – Apr 16, 2026, 12:00 AM KST');
    expect(screen.getByTestId('lottery-draw-at').textContent).toBe('Apr 16, 2026, 10:00 AM KST');
    expect(screen.getByTestId('lottery-entrants').textContent).toBe('1 member');
    expect(screen.getByTestId('lottery-eligibility').textContent).toBe('Members who own a KEY of Spring Garden');
    expect(screen.getByRole('heading', { level: 2, name: 'Verify this draw' })).toBeInTheDocument();
  });

  it('a member enters once: the entry is shown, the entrants count grows and the button is gone', async () => {
    lotteryApi.addEntrants(1, 4);
    renderLottery();
    fireEvent.click(await screen.findByRole('button', { name: '응모하기' }));
    expect((await screen.findByTestId('lottery-entered')).textContent).toBe(
      '응모했습니다. 응모 번호 104번 · 추첨 결과는 2026.04.16 10:00(KST) 이후에 확인할 수 있습니다.',
    );
    expect(screen.getByTestId('lottery-just-entered').textContent).toBe('응모가 완료되었습니다.');
    expect(screen.getByTestId('lottery-entrants').textContent).toBe('5명');
    expect(screen.getByTestId('lottery-mine').textContent).toBe('응모함');
    expect(screen.queryByRole('button', { name: '응모하기' })).not.toBeInTheDocument();
    expect(testApi.requests('post').map((call) => call.path)).toEqual(['/api/event/lottery/1/entry']);
  });

  it.each([
    ['LOTTERY_ALREADY_ENTERED', '이미 응모하셨습니다. 응모는 한 번만 할 수 있습니다.', 'You have already entered. Each member enters once.'],
    ['LOTTERY_NOT_OPEN', '지금은 응모 기간이 아닙니다.', 'Entries are not open now.'],
    ['LOTTERY_NOT_ELIGIBLE', '이 프로젝트의 KEY를 보유한 회원만 응모할 수 있습니다.', 'Only owners of a KEY of this project may enter.'],
  ] as const)('an entry the api refuses with %s says why in ko and en', async (code, ko, en) => {
    renderLottery();
    const button = await screen.findByRole('button', { name: '응모하기' });
    lotteryApi.failNext['POST /api/event/lottery/1/entry'] = code;
    fireEvent.click(button);
    expect((await screen.findByTestId('lottery-enter-error')).textContent).toBe(ko);
    expect(screen.getByTestId('lottery-enter-error')).toHaveAttribute('role', 'alert');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('lottery-enter-error').textContent).toBe(en);
  });

  it('a visitor sees the lottery with a sign-in call that comes back here', async () => {
    signOutTestMember();
    renderLottery();
    fireEvent.click(await screen.findByRole('link', { name: '로그인하고 응모하기' }));
    expect(location()).toBe('/user/login?error=SessionRequired&callbackUrl=%2Fevent%2Flottery%3Fid%3D1');
  });

  it('after the draw a winner is told so, claims the prize once and finds the KEY on /reveal; the claimed prize is found again later', async () => {
    lotteryApi.lotteries = [lotteryFixture(1, { prizes: 3 })];
    lotteryApi.addEntrants(1, 2);
    lotteryApi.lotteries[0]?.stored.push({ entryId: 50, memberId: 1, nickname: 'my***' });
    await lotteryApi.draw(1);
    const first = renderLottery();
    expect((await screen.findByTestId('lottery-won')).textContent).toBe('축하합니다! 당첨되었습니다.');
    expect(screen.getByTestId('lottery-mine').textContent).toBe('당첨');
    fireEvent.click(screen.getByRole('button', { name: '경품 받기' }));
    expect((await screen.findByTestId('lottery-prize')).textContent).toBe('KEY를 받았습니다! 공개 페이지에서 확인해 보세요.');
    await waitFor(() => expect(screen.queryByRole('button', { name: '경품 받기' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'KEY 공개하기' })).toHaveAttribute('href', '/reveal?purchaseId=801');
    first.unmount();

    renderLottery();
    expect(await screen.findByRole('link', { name: 'KEY 공개하기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '경품 받기' })).not.toBeInTheDocument();
    expect(testApi.requests('get', '/api/event/reveal/1')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('link', { name: 'KEY 공개하기' }));
    expect(location()).toBe('/reveal?purchaseId=801');
  });

  it('a ticket prize links to the tickets page; a second claim (another tab) shows LOTTERY_PRIZE_CLAIMED', async () => {
    lotteryApi.lotteries = [lotteryFixture(1, { prizes: 1, prize: { kind: 'TICKET', project: null } })];
    lotteryApi.lotteries[0]?.stored.push({ entryId: 50, memberId: 1, nickname: 'my***' });
    await lotteryApi.draw(1);
    renderLottery();
    const claim = await screen.findByRole('button', { name: '경품 받기' });
    lotteryApi.failNext['POST /api/event/provided/1'] = 'LOTTERY_PRIZE_CLAIMED';
    fireEvent.click(claim);
    expect((await screen.findByTestId('lottery-claim-error')).textContent).toBe('이미 받은 경품입니다.');
    fireEvent.click(await screen.findByRole('button', { name: '경품 받기' }));
    fireEvent.click(await screen.findByRole('link', { name: '티켓 보러 가기' }));
    expect(location()).toBe('/ticket');
  });

  it('a member who did not win is told so', async () => {
    lotteryApi.lotteries = [lotteryFixture(1, { prizes: 1 })];
    lotteryApi.addEntrants(1, 3);
    lotteryApi.lotteries[0]?.stored.push({ entryId: 50, memberId: 1, nickname: 'my***' });
    await lotteryApi.draw(1);
    const lottery = lotteryApi.lotteries[0];
    if (lottery?.winners.includes(50)) lottery.winners = [100];
    renderLottery();
    expect((await screen.findByTestId('lottery-lost')).textContent).toBe('아쉽지만 이번에는 당첨되지 않았습니다.');
    expect(screen.getByTestId('lottery-mine').textContent).toBe('미당첨');
    expect(screen.queryByRole('button', { name: '경품 받기' })).not.toBeInTheDocument();
  });

  it('verifies the draw in the browser: the seed, the entries and the winners are published and the recomputation matches', async () => {
    lotteryApi.addEntrants(1, 10);
    await lotteryApi.draw(1);
    renderLottery();
    const verify = within(await screen.findByTestId('lottery-verify'));
    expect(verify.getByTestId('lottery-seed').textContent).toBe(lotteryFixture(1).secret);
    expect(verify.getAllByTestId('lottery-entry')).toHaveLength(10);
    expect(verify.getByRole('table', { name: '응모 10건 (응모 번호와 닉네임)' })).toBeInTheDocument();
    const winners = lotteryApi.lotteries[0]?.winners ?? [];
    expect(winners).toHaveLength(3);
    expect(verify.getAllByText('당첨')).toHaveLength(3);
    expect(verify.getByTestId('lottery-winners').textContent).toBe(`당첨 응모: 응모 번호 ${winners.join(', ')}`);
    fireEvent.click(verify.getByRole('button', { name: '이 추첨 검증하기' }));
    const result = await verify.findByTestId('lottery-verify-result');
    expect(result).toHaveAttribute('data-match', 'true');
    expect(result.textContent).toBe('일치합니다. 시드의 해시가 공개된 해시와 같고, 다시 계산한 당첨자가 공개된 당첨자와 같습니다.');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('lottery-verify-result').textContent).toBe(
      'It matches. The seed hashes to the published hash, and the recomputed winners are the published winners.',
    );
  });

  it('says clearly that it does NOT match when the answer’s winners were tampered with', async () => {
    lotteryApi.addEntrants(1, 10);
    await lotteryApi.draw(1);
    const real = lotteryApi.lotteries[0]?.winners ?? [];
    const others = (lotteryApi.lotteries[0]?.stored ?? []).map((entry) => entry.entryId).filter((id) => !real.includes(id));
    lotteryApi.tamperedWinners = [...real.slice(0, 2), others[0] ?? 0];
    renderLottery();
    fireEvent.click(await screen.findByRole('button', { name: '이 추첨 검증하기' }));
    const result = await screen.findByTestId('lottery-verify-result');
    expect(result).toHaveAttribute('data-match', 'false');
    expect(result).toHaveAttribute('role', 'alert');
    const sorted = [...real];
    expect(result.textContent).toContain('일치하지 않습니다.');
    expect(result.textContent).toContain('시드의 SHA-256 해시가 공개된 해시와 같습니다.');
    expect(result.textContent).toContain('다시 계산한 당첨자(응모 번호');
    for (const id of sorted) expect(result.textContent).toContain(String(id));
  });

  it('a tampered seed hash does not match either', async () => {
    lotteryApi.addEntrants(1, 5);
    await lotteryApi.draw(1);
    const lottery = lotteryApi.lotteries[0];
    if (lottery) lottery.secret = `${lottery.secret}x`; // The seed published now is not the committed one... nor are the winners.
    renderLottery();
    fireEvent.click(await screen.findByRole('button', { name: '이 추첨 검증하기' }));
    const result = await screen.findByTestId('lottery-verify-result');
    expect(result).toHaveAttribute('data-match', 'false');
  });

  it('an unknown or malformed id says the lottery does not exist, with a way back to the events', async () => {
    renderLottery(99);
    expect((await screen.findByTestId('lottery-not-found')).textContent).toContain('추첨 이벤트를 찾을 수 없습니다.');
    fireEvent.click(screen.getByRole('link', { name: '이벤트 목록으로' }));
    expect(location()).toBe('/event');
  });
});
