import { fireEvent, screen, within } from '@testing-library/react';
import { collectionListQueryKey } from '../../features/collection/api/get-collection-list';
import { collectionFixture, projectFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import { ThemeCollectionPage, WebtoonCollectionPage } from '../collection-page';

const setup = (page: 'webtoon' | 'theme') => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(collectionListQueryKey('webtoon'), [
    { collection: collectionFixture(1, 'webtoon', { ko: '달빛 기사단', en: 'Moonlight Knights' }), projects: [projectFixture(1), projectFixture(3)] },
    { collection: collectionFixture(3, 'webtoon', { ko: '빈 컬렉션', en: 'Empty one' }), projects: [] },
  ]);
  queryClient.setQueryData(collectionListQueryKey('theme'), [
    { collection: collectionFixture(2, 'theme', { ko: '로맨스', en: 'Romance' }), projects: [projectFixture(2)] },
  ]);
  const Page = page === 'webtoon' ? WebtoonCollectionPage : ThemeCollectionPage;
  return renderPage(<Page />, { route: `/collection/${page}`, queryClient });
};

describe('Collection pages', () => {
  beforeEach(() => initTestI18n('ko'));

  it('lists each webtoon collection with its projects', () => {
    setup('webtoon');
    expect(screen.getByRole('tab', { name: '웹툰' })).toHaveAttribute('aria-selected', 'true');
    const [knights, empty] = screen.getAllByTestId('collection');
    expect(within(knights as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe('달빛 기사단');
    expect(within(knights as HTMLElement).getAllByTestId('project-card')).toHaveLength(2);
    expect(empty?.textContent).toContain('이 컬렉션에는 아직 프로젝트가 없습니다.');
  });

  it('switches to the theme collections by URL with the keyboard', () => {
    setup('webtoon');
    fireEvent.keyDown(screen.getByRole('tab', { name: '웹툰' }), { key: 'ArrowRight' });
    expect(screen.getByTestId('location').textContent).toBe('/collection/theme');
  });

  it('shows the theme collections', () => {
    setup('theme');
    expect(screen.getByRole('tab', { name: '테마' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: '로맨스' })).toBeInTheDocument();
  });
});
