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
    expect(screen.getByRole('heading', { level: 2, name: '웹툰 컬렉션' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '달빛 기사단' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '테마 컬렉션' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '로맨스' })).toBeTruthy();

    const projects = screen.getAllByTestId('project-card');
    expect(projects.map((card) => card.getAttribute('href'))).toEqual(['/project?id=1', '/project?id=2']);
    expect(projects[1]?.textContent).toContain('품절');

    const newest = screen.getByRole('list', { name: '새로 나온 KEY' });
    const keys = within(newest).getAllByTestId('key-card');
    expect(keys.map((card) => card.textContent)).toEqual([
      expect.stringContaining('열쇠 11'),
      expect.stringContaining('열쇠 12'),
    ]);
    expect(keys[0]?.getAttribute('href')).toBe('/key/details?id=11');
    expect(keys[1]?.textContent).toContain('레전더리');
  });

  it('shows the same page in English after a language switch', async () => {
    renderMain();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 2, name: 'Webtoon collections' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Moonlight Knights' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Romance' })).toBeTruthy();
    expect(screen.getAllByTestId('project-card')[1]?.textContent).toContain('Sold out');
    const keys = within(screen.getByRole('list', { name: 'Newest KEYs' })).getAllByTestId('key-card');
    expect(keys[1]?.textContent).toContain('Key 12');
    expect(keys[1]?.textContent).toContain('Legendary');
    expect(screen.getByRole('img', { name: 'Summer special' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('img', { name: 'Project 1' }).getAttribute('loading')).toBe('lazy');
  });

  it('moves between banners with the dots and the arrow keys', () => {
    renderMain();
    const carousel = screen.getByTestId('banner-carousel');
    const [first, second] = screen.getAllByTestId('banner');
    expect(first?.getAttribute('aria-hidden')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '2번째 배너 보기' }));
    expect(second?.getAttribute('aria-hidden')).toBe('false');
    expect(first?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: '2번째 배너 보기' }).getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(first?.getAttribute('aria-hidden')).toBe('false');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(second?.getAttribute('aria-hidden')).toBe('false');
  });

  it('shows an empty state when nothing is published', () => {
    renderMain({ banners: [], webtoons: [], themes: [], newestKeys: [] });
    expect(screen.getByTestId('empty-state').textContent).toContain('아직 공개된 프로젝트가 없습니다.');
  });
});
