import i18next from 'i18next';
import { act, screen, within } from '@testing-library/react';
import { projectQueryKey } from '../../features/project/api/get-project';
import { projectDetailFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import ProjectPage from '../project-page';

const renderProject = () => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(projectQueryKey(1), projectDetailFixture(1));
  return renderPage(<ProjectPage />, { route: '/project?id=1', queryClient });
};

describe('ProjectPage', () => {
  beforeEach(() => initTestI18n('ko'));

  it('shows the project facts with KST sale dates and its KEYs', () => {
    renderProject();
    expect(screen.getByRole('heading', { level: 1, name: '프로젝트 1' })).toBeTruthy();
    expect(screen.getByTestId('sale-status').textContent).toBe('판매 중');
    expect(screen.getByTestId('project-price').textContent).toContain('1,200 골드');
    expect(screen.getByTestId('project-price').textContent).toContain('$9.99');
    expect(screen.getByTestId('project-supply').textContent).toBe('640 / 1,000');
    expect(screen.getByTestId('project-period').textContent).toBe('2023-06-28 ~ 2023-12-31');
    const keys = within(screen.getByRole('list', { name: '이 프로젝트의 KEY' })).getAllByTestId('key-card');
    expect(keys.map((card) => card.getAttribute('href'))).toEqual(['/key/details?id=11', '/key/details?id=12']);
    expect(screen.getByRole('link', { name: '회원이 판매 중인 이 프로젝트의 KEY 보기' }).getAttribute('href')).toBe('/shop?tab=market&project=1');
  });

  it('links to the project community beside the Buy button, in both languages', async () => {
    renderProject();
    expect(screen.getByRole('link', { name: '커뮤니티' }).getAttribute('href')).toBe('/community/1');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'Community' }).getAttribute('href')).toBe('/community/1');
  });

  it('the Buy button brings the buy panel into view and focus, in both languages', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderProject();
    const buy = screen.getByRole('button', { name: '구매하기' }) as HTMLButtonElement;
    expect(buy.disabled).toBe(false);
    expect(buy.getAttribute('aria-controls')).toBe('buy-panel');
    act(() => buy.click());
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'KEY 구매' }));
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Buy' })).toBeTruthy();
    expect(screen.getByTestId('project-price').textContent).toContain('1,200 Gold');
  });

  it('shows a not-found state for a missing id', () => {
    renderPage(<ProjectPage />, { route: '/project' });
    expect(screen.getByTestId('not-found').textContent).toContain('프로젝트를 찾을 수 없습니다');
  });
});
