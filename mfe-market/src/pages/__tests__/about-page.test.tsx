import { screen, within } from '@testing-library/react';
import { initTestI18n, renderPage } from '../../testing/render';
import AboutPage from '../about-page';

const entries = () =>
  screen.getAllByTestId('roadmap-entry').map((entry) => ({
    title: within(entry).getByRole('heading', { level: 3 }).textContent,
    when: entry.querySelector('time')?.getAttribute('dateTime') ?? null,
    state: within(entry).getByTestId('roadmap-state').textContent,
  }));

describe('AboutPage roadmap', () => {
  afterEach(() => jest.useRealTimers());

  it("shows the spec's entries with their dates, the past ones done (ko)", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await initTestI18n('ko');
    renderPage(<AboutPage />, { route: '/about' });
    expect(entries()).toEqual([
      { title: '사전 예약 오픈', when: '2023-06', state: '완료' },
      { title: '정식 오픈', when: '2023-06', state: '완료' },
      { title: '중요 업데이트', when: '2024-01', state: '완료' },
      { title: '더 많은 기능', when: null, state: '예정' },
    ]);
  });

  it('marks an entry done from its month on, in Korea time (en)', async () => {
    // 2023-05-31 15:30 UTC is already June 1st in Korea: the June entries are done, the 2024 one is not yet.
    jest.useFakeTimers({ now: new Date('2023-05-31T15:30:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await initTestI18n('en');
    renderPage(<AboutPage />, { route: '/about' });
    expect(entries().map(({ title, state }) => `${title}: ${state}`)).toEqual([
      'Pre-registration opens: Done',
      'Official launch: Done',
      'Important updates: Coming',
      'And more: Coming',
    ]);
  });
});
