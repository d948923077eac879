import { fireEvent, screen } from '@testing-library/react';
import { keyPageSchema } from 'shared-contract';
import { ALL_KEYS_PAGE_SIZE, allKeysQueryKey } from '../../features/key/api/get-all-keys';
import { keyFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import AllKeysPage from '../all-keys-page';

const firstPage = keyPageSchema.parse({
  items: Array.from({ length: ALL_KEYS_PAGE_SIZE }, (_, index) => keyFixture(index + 1)),
  page: 1,
  size: ALL_KEYS_PAGE_SIZE,
  total: 30,
});

describe('AllKeysPage', () => {
  beforeEach(() => initTestI18n('ko'));

  it('shows the first page, the total and a load-more button while more remain', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(allKeysQueryKey('newest'), { pages: [firstPage], pageParams: [1] });
    renderPage(<AllKeysPage />, { route: '/key/all', queryClient });
    expect(screen.getAllByTestId('key-card')).toHaveLength(ALL_KEYS_PAGE_SIZE);
    expect(screen.getByText('총 30개')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '더 보기' })).toBeInTheDocument();
  });

  it('keeps the sort in the URL', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(allKeysQueryKey('newest'), { pages: [firstPage], pageParams: [1] });
    queryClient.setQueryData(allKeysQueryKey('rarity'), {
      pages: [keyPageSchema.parse({ items: [keyFixture(99, { rarity: 'legendary' })], page: 1, size: ALL_KEYS_PAGE_SIZE, total: 1 })],
      pageParams: [1],
    });
    renderPage(<AllKeysPage />, { route: '/key/all', queryClient });
    fireEvent.change(screen.getByRole('combobox', { name: '정렬' }), { target: { value: 'rarity' } });
    expect(screen.getByTestId('location').textContent).toBe('/key/all?sort=rarity');
    expect(screen.getAllByTestId('key-card')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  });
});
