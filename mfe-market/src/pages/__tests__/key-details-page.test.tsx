import i18next from 'i18next';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { keyDetailsQueryKey } from '../../features/key/api/get-key-details';
import { otherKeysQueryKey } from '../../features/key/api/get-other-keys';
import { keyDetailFixture, keyFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import KeyDetailsPage from '../key-details-page';

const renderKey = (route = '/key/details?id=11') => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(keyDetailsQueryKey(11), keyDetailFixture(11));
  queryClient.setQueryData(otherKeysQueryKey(1, 11), [keyFixture(12), keyFixture(13)]);
  return renderPage(<KeyDetailsPage />, { route, queryClient });
};

const tabNames = () =>
  within(screen.getByTestId('key-tabs'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('KeyDetailsPage', () => {
  beforeEach(() => initTestI18n('ko'));

  it('shows the KEY and its tabs without the hidden properties tab', () => {
    renderKey();
    expect(screen.getByRole('heading', { level: 1, name: '열쇠 11' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '열쇠 11' })).toHaveAttribute('src', '/api/art/key/11.svg');
    expect(tabNames()).toEqual(['KEY 상세', '프로젝트 상세', 'KEY 활동']);
    expect(screen.queryByRole('tab', { name: 'KEY 속성' })).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel').textContent).toContain('첫 번째 열쇠');
  });

  it('switches tabs with the keyboard and keeps the tab in the URL', () => {
    renderKey();
    const details = screen.getByRole('tab', { name: 'KEY 상세' });
    details.focus();
    fireEvent.keyDown(details, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '프로젝트 상세' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel').textContent).toContain('기사단의 이야기');
    expect(location()).toBe('/key/details?id=11&tab=project');

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(location()).toBe('/key/details?id=11&tab=activities');
    const table = screen.getByTestId('key-activities');
    const rows = within(table).getAllByRole('row');
    // 2023-07-01T03:04:05Z is 12:04:05 in KST.
    expect(rows[2]?.textContent).toContain('2023.07.01 12:04:05');
    expect(rows[2]?.textContent).toContain('keylover');
    expect(rows[1]?.textContent).toContain('2023.06.28 00:30:00');
  });

  it('opens the tab named in the URL, and never the hidden one', () => {
    const { unmount } = renderKey('/key/details?id=11&tab=activities');
    expect(screen.getByRole('tab', { name: 'KEY 활동' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    renderKey('/key/details?id=11&tab=properties');
    expect(screen.getByRole('tab', { name: 'KEY 상세' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel').textContent).not.toContain('배경');
  });

  it('lists the other KEYs of the project and speaks English', async () => {
    renderKey();
    const others = within(screen.getByRole('list', { name: '이 프로젝트의 다른 KEY' })).getAllByTestId('key-card');
    expect(others.map((card) => card.getAttribute('href'))).toEqual(['/key/details?id=12', '/key/details?id=13']);
    await act(() => i18next.changeLanguage('en'));
    expect(tabNames()).toEqual(['KEY details', 'Project details', 'KEY activities']);
    expect(screen.getByRole('heading', { level: 1, name: 'Key 11' })).toBeInTheDocument();
  });

  it('shows a not-found state for a missing or invalid id', () => {
    const { unmount } = renderPage(<KeyDetailsPage />, { route: '/key/details' });
    expect(screen.getByTestId('not-found').textContent).toContain('KEY를 찾을 수 없습니다');
    unmount();
    renderPage(<KeyDetailsPage />, { route: '/key/details?id=abc' });
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/main');
  });
});
