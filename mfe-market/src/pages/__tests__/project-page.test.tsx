import i18next from 'i18next';
import { act, screen, within } from '@testing-library/react';
import type { SetProgress } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { projectQueryKey } from '../../features/project/api/get-project';
import { setProgressQueryKey } from '../../features/project/api/get-set-progress';
import { projectDetailFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import ProjectPage from '../project-page';

const renderProject = (set?: SetProgress) => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(projectQueryKey(1), projectDetailFixture(1));
  if (set) queryClient.setQueryData(setProgressQueryKey(1), set);
  return renderPage(<ProjectPage />, { route: '/project?id=1', queryClient });
};

const setOf = (owned: number[]): SetProgress => ({
  project: { id: 1, title: { ko: '프로젝트 1', en: 'Project 1' } },
  designsTotal: owned.length,
  designsOwned: owned.filter((count) => count > 0).length,
  complete: owned.every((count) => count > 0),
  designs: owned.map((count, index) => ({
    id: 11 + index,
    name: { ko: `열쇠 ${11 + index}`, en: `Key ${11 + index}` },
    rarity: 'common',
    imageUrl: `/api/art/key/${11 + index}.svg`,
    owned: count,
  })),
});

const signIn = () =>
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });

describe('ProjectPage', () => {
  // Reset before each test, not after: the page of the last test is still mounted until the cleanup that follows it.
  beforeEach(() => {
    initTestI18n('ko');
    useSessionStore.setState({ status: 'loading', accessToken: null, user: null });
  });

  it('shows the project facts with KST sale dates and its KEYs', () => {
    renderProject();
    expect(screen.getByRole('heading', { level: 1, name: '프로젝트 1' })).toBeInTheDocument();
    expect(screen.getByTestId('sale-status').textContent).toBe('판매 중');
    expect(screen.getByTestId('project-price').textContent).toContain('1,200 골드');
    expect(screen.getByTestId('project-price').textContent).toContain('$9.99');
    expect(screen.getByTestId('project-supply').textContent).toBe('640 / 1,000');
    expect(screen.getByTestId('project-period').textContent).toBe('2023-06-28 ~ 2023-12-31');
    const keys = within(screen.getByRole('list', { name: '이 프로젝트의 KEY' })).getAllByTestId('key-card');
    expect(keys.map((card) => card.getAttribute('href'))).toEqual(['/key/details?id=11', '/key/details?id=12']);
    expect(screen.getByRole('link', { name: '회원이 판매 중인 이 프로젝트의 KEY 보기' })).toHaveAttribute('href', '/shop?tab=market&project=1');
  });

  it('links to the project community beside the Buy button, in both languages', async () => {
    renderProject();
    expect(screen.getByRole('link', { name: '커뮤니티' })).toHaveAttribute('href', '/community/1');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community/1');
  });

  it('the Buy button brings the buy panel into view and focus, in both languages', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderProject();
    const buy = screen.getByRole('button', { name: '구매하기' }) as HTMLButtonElement;
    expect(buy).toBeEnabled();
    expect(buy).toHaveAttribute('aria-controls', 'buy-panel');
    act(() => buy.click());
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'KEY 구매' })).toHaveFocus();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Buy' })).toBeInTheDocument();
    expect(screen.getByTestId('project-price').textContent).toContain('1,200 Gold');
  });

  it('a member sees their set: designs owned of all, the missing ones greyed and linking to their page (ko, en)', async () => {
    signIn();
    renderProject(setOf([2, 0, 1]));
    expect(screen.getByTestId('set-progress-count').textContent).toBe('3종 중 2종 수집');
    expect(screen.queryByTestId('set-complete')).not.toBeInTheDocument();
    const designs = within(screen.getByRole('list', { name: '이 프로젝트의 KEY 디자인' })).getAllByTestId('set-design');
    expect(designs.map((design) => within(design).getByTestId('set-design-state').textContent)).toEqual(['2개 보유', '미보유 · 마켓에서 찾기', '1개 보유']);
    expect(within(designs[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/key/details?id=12');
    expect(getComputedStyle(within(designs[1] as HTMLElement).getByRole('img')).filter).toBe('grayscale(1)');
    expect(getComputedStyle(within(designs[0] as HTMLElement).getByRole('img')).filter).toBe('');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('set-progress-count').textContent).toBe('2 of 3 designs collected');
    expect(screen.getAllByTestId('set-design-state').map((state) => state.textContent)).toEqual(['2 owned', 'Missing · find it on the market', '1 owned']);
  });

  it('a complete set is marked; a visitor sees no set at all', () => {
    signIn();
    const { unmount } = renderProject(setOf([1, 1]));
    expect(screen.getByTestId('set-progress-count').textContent).toBe('2종 중 2종 수집세트 완성');
    expect(screen.getByTestId('set-complete').textContent).toBe('세트 완성');
    unmount();
    useSessionStore.setState({ status: 'unauthenticated', accessToken: null, user: null });
    renderProject(setOf([1, 1]));
    expect(screen.queryByRole('heading', { name: '내 세트' })).not.toBeInTheDocument();
  });

  it('shows a not-found state for a missing id', () => {
    renderPage(<ProjectPage />, { route: '/project' });
    expect(screen.getByTestId('not-found').textContent).toContain('프로젝트를 찾을 수 없습니다');
  });
});
