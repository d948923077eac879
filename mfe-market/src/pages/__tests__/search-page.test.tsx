import { act, fireEvent, screen, within } from '@testing-library/react';
import { searchKeysQueryKey } from '../../features/search/api/search-keys';
import { searchProjectsQueryKey } from '../../features/search/api/search-projects';
import { topProjectsQueryKey } from '../../features/search/api/get-top-projects';
import { keyFixture, projectFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import SearchPage from '../search-page';

const top6 = [1, 2, 3, 4, 5, 6].map((id) => projectFixture(id));

const setup = (route = '/search') => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(topProjectsQueryKey, top6);
  queryClient.setQueryData(searchProjectsQueryKey('zzz'), []);
  queryClient.setQueryData(searchKeysQueryKey('zzz'), []);
  queryClient.setQueryData(searchProjectsQueryKey('프로젝트'), [projectFixture(3)]);
  queryClient.setQueryData(searchKeysQueryKey('프로젝트'), [keyFixture(21)]);
  return renderPage(<SearchPage />, { route, queryClient });
};

describe('SearchPage', () => {
  beforeEach(() => initTestI18n('ko'));
  afterEach(() => jest.useRealTimers());

  it('shows the top-6 projects before typing, with the input focused', () => {
    setup();
    const input = screen.getByRole('searchbox', { name: '검색어' });
    expect(input).toHaveFocus();
    const top = within(screen.getByRole('list', { name: '인기 프로젝트 TOP 6' })).getAllByTestId('project-card');
    expect(top).toHaveLength(6);
  });

  it('searches as you type after a short pause and keeps the query in the URL', () => {
    jest.useFakeTimers();
    setup();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '프로젝트' } });
    expect(screen.getByTestId('location').textContent).toBe(`/search?q=${encodeURIComponent('프로젝트')}`);
    expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(250);
    });
    const results = screen.getByTestId('search-results');
    expect(
      within(results)
        .getAllByTestId('project-card')
        .map((card) => card.getAttribute('href')),
    ).toEqual(['/project?id=3']);
    expect(
      within(results)
        .getAllByTestId('key-card')
        .map((card) => card.getAttribute('href')),
    ).toEqual(['/key/details?id=21']);
  });

  it('shows an empty state naming the query', () => {
    setup('/search?q=zzz');
    expect(screen.getByRole('searchbox')).toHaveValue('zzz');
    expect(screen.getByTestId('search-empty').textContent).toContain('‘zzz’에 대한 검색 결과가 없습니다.');
  });

  it('clears with Escape and with the clear button, back to the top-6', () => {
    setup('/search?q=zzz');
    const input = screen.getByRole('searchbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('location').textContent).toBe('/search');
    expect(screen.getByRole('list', { name: '인기 프로젝트 TOP 6' })).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: '검색어 지우기' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(input).toHaveFocus();
  });
});
