import i18next from 'i18next';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { mainPageQueryKey } from '../../features/main/api/get-main-page';
import { mainPageFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import MainPage from '../main-page';

const renderMain = (data = mainPageFixture()) => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(mainPageQueryKey, data);
  return renderPage(<MainPage />, { route: '/main', queryClient });
};

describe('MainPage', () => {
  beforeEach(() => initTestI18n('ko'));

  it('shows banners, projects grouped by collection and the newest KEYs in Korean', () => {
    renderMain();
    expect(screen.getAllByTestId('banner')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: '웹툰 컬렉션' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '달빛 기사단' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '테마 컬렉션' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '로맨스' })).toBeInTheDocument();

    const projects = screen.getAllByTestId('project-card');
    expect(projects.map((card) => card.getAttribute('href'))).toEqual(['/project?id=1', '/project?id=2']);
    expect(projects[1]?.textContent).toContain('품절');

    const newest = screen.getByRole('list', { name: '새로 나온 KEY' });
    const keys = within(newest).getAllByTestId('key-card');
    expect(keys.map((card) => card.textContent)).toEqual([expect.stringContaining('열쇠 11'), expect.stringContaining('열쇠 12')]);
    expect(keys[0]?.getAttribute('href')).toBe('/key/details?id=11');
    expect(keys[1]?.textContent).toContain('레전더리');
  });

  it('shows the same page in English after a language switch', async () => {
    renderMain();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 2, name: 'Webtoon collections' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Moonlight Knights' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Romance' })).toBeInTheDocument();
    expect(screen.getAllByTestId('project-card')[1]?.textContent).toContain('Sold out');
    const keys = within(screen.getByRole('list', { name: 'Newest KEYs' })).getAllByTestId('key-card');
    expect(keys[1]?.textContent).toContain('Key 12');
    expect(keys[1]?.textContent).toContain('Legendary');
    expect(screen.getByRole('img', { name: 'Summer special' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Project 1' })).toHaveAttribute('loading', 'lazy');
  });

  it('moves between banners with the dots, the previous/next buttons and the arrow keys', () => {
    renderMain();
    const carousel = screen.getByTestId('banner-carousel');
    const [first, second] = screen.getAllByTestId('banner');
    expect(first?.getAttribute('aria-hidden')).toBe('false');
    fireEvent.click(screen.getByRole('tab', { name: '2번째 배너 보기' }));
    expect(second?.getAttribute('aria-hidden')).toBe('false');
    expect(first?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('tab', { name: '2번째 배너 보기' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(first?.getAttribute('aria-hidden')).toBe('false');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(second?.getAttribute('aria-hidden')).toBe('false');
    // (Shown from 601 px; jsdom evaluates no media query.)
    fireEvent.click(screen.getByLabelText('다음 배너'));
    expect(first?.getAttribute('aria-hidden')).toBe('false');
    fireEvent.click(screen.getByLabelText('이전 배너'));
    expect(second?.getAttribute('aria-hidden')).toBe('false');
  });

  it('is one tab stop for the banners and one for the dots; arrow keys move focus with the shown banner', () => {
    renderMain();
    const carousel = screen.getByTestId('banner-carousel');
    const tabStops = () =>
      [...carousel.querySelectorAll<HTMLElement>('a[href], button')]
        .filter((element) => element.tabIndex >= 0)
        .map((element) => element.getAttribute('aria-label') ?? element.textContent);
    // The shown banner's link, previous, next, pause, and the selected dot: never one stop per banner or dot.
    const links = screen.getAllByTestId('banner').map((banner) => within(banner).getByRole('link', { hidden: true }));
    expect(tabStops()).toEqual(['여름 특집지금 만나 보세요', '이전 배너', '다음 배너', '자동 넘김 멈추기', '1번째 배너 보기']);
    act(() => links[0]?.focus());
    fireEvent.keyDown(links[0] as HTMLElement, { key: 'ArrowRight' });
    expect(links[1]).toHaveFocus();
    expect(tabStops()[0]).toBe(links[1]?.textContent);

    const dots = within(screen.getByRole('tablist', { name: '추천 프로젝트' })).getAllByRole('tab');
    act(() => dots[1]?.focus());
    fireEvent.keyDown(dots[1] as HTMLElement, { key: 'ArrowRight' });
    expect(dots[0]).toHaveFocus();
    expect(dots.map((dot) => dot.tabIndex)).toEqual([0, -1]);
    fireEvent.keyDown(dots[0] as HTMLElement, { key: 'End' });
    expect(dots[1]).toHaveFocus();
    expect(dots[1]?.getAttribute('aria-controls')).toBe(screen.getAllByTestId('banner')[1]?.id);
  });

  it('shows an empty state when nothing is published', () => {
    renderMain({ banners: [], webtoons: [], themes: [], newestKeys: [] });
    expect(screen.getByTestId('empty-state').textContent).toContain('아직 공개된 프로젝트가 없습니다.');
  });
});
