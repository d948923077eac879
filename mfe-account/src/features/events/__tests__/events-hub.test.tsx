import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import EventsPage from '../../../pages/events-page';
import { createTestQueryClient, initTestI18n, renderPage, signInTestMember } from '../../../testing/render';
import { lotteryApi, lotteryFixture } from '../testing/lottery-model';

const testApi = setupContractApi();

const renderHub = () =>
  renderPage(
    <Routes>
      <Route path="/event" element={<EventsPage />} />
    </Routes>,
    { route: '/event', queryClient: createTestQueryClient() },
  );

beforeEach(async () => {
  lotteryApi.reset();
  testApi.reset(...lotteryApi.handlers());
  signInTestMember();
  await initTestI18n('ko');
});

describe('/event', () => {
  it('lists open, upcoming and waiting lotteries apart from drawn ones, with the member’s state, and the announcements with winners (ko, en)', async () => {
    lotteryApi.lotteries = [
      lotteryFixture(1, { state: 'DRAWN', prizes: 1 }),
      lotteryFixture(2, { state: 'OPEN' }),
      lotteryFixture(3, { state: 'UPCOMING', prizes: 1 }),
    ];
    lotteryApi.lotteries[0]?.stored.push({ entryId: 50, memberId: 1, nickname: 'my***' });
    await lotteryApi.draw(1);
    lotteryApi.addEntrants(2, 1);
    lotteryApi.announcements = [
      {
        id: 7,
        title: { ko: '봄맞이 추첨 당첨자 발표', en: 'Spring lottery winners' },
        body: { ko: '당첨을 축하합니다.', en: 'Congratulations.' },
        publishedAt: '2026-04-16T03:00:00.000Z',
        lottery: { id: 1, title: { ko: '봄맞이 추첨 1', en: 'Spring lottery 1' }, winners: ['my***'] },
      },
    ];
    renderHub();
    const current = within(await screen.findByTestId('lotteries-current'));
    expect(current.getAllByTestId('lottery-card').map((card) => card.getAttribute('data-lottery-id'))).toEqual(['3', '2']);
    expect(current.getAllByTestId('lottery-state').map((badge) => badge.textContent)).toEqual(['응모 예정', '응모 중']);
    expect(current.getByRole('link', { name: '봄맞이 추첨 2 자세히 보기' })).toHaveAttribute('href', '/event/lottery?id=2');
    const drawn = within(screen.getByTestId('lotteries-drawn'));
    expect(drawn.getByTestId('lottery-state').textContent).toBe('추첨 완료');
    expect(drawn.getByTestId('lottery-mine').textContent).toBe('당첨');
    const announcement = within(await screen.findByTestId('announcement'));
    expect(announcement.getByRole('heading', { level: 3, name: '봄맞이 추첨 당첨자 발표' })).toBeInTheDocument();
    expect(announcement.getByText('봄맞이 추첨 1 · 당첨자 1명')).toBeInTheDocument();
    expect(announcement.getByRole('list', { name: '당첨자' }).textContent).toBe('my***');
    expect(announcement.getByRole('link', { name: '봄맞이 추첨 1 추첨 보기' })).toHaveAttribute('href', '/event/lottery?id=1');

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 2, name: 'Open and upcoming lotteries' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Drawn lotteries' })).toBeInTheDocument();
    expect(screen.getByText('Spring lottery 1 · 1 winner')).toBeInTheDocument();
    expect(within(screen.getByTestId('lotteries-drawn')).getByText('One KEY of Moonlight Project (random) · 1 winner')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    renderHub();
    expect(await screen.findByText('지금 진행 중이거나 예정된 추첨이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('아직 추첨이 끝난 이벤트가 없습니다.')).toBeInTheDocument();
    expect(await screen.findByText('아직 이벤트 공지가 없습니다.')).toBeInTheDocument();
  });
});
