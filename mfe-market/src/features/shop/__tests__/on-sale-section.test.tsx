import { screen, within } from '@testing-library/react';
import { projectFixture } from '../../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { shopQueryKey } from '../api/get-shop';
import { MAIN_ON_SALE_QUERY } from 'shared-contract';
import { OnSaleSection } from '../components/on-sale-section';

describe('OnSaleSection', () => {
  beforeEach(() => initTestI18n('ko'));

  it('shows the newest projects on sale with their price and a link to the shop', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(shopQueryKey(MAIN_ON_SALE_QUERY), {
      items: [projectFixture(3, { priceGold: 1500 }), projectFixture(2)],
      total: 5,
    });
    renderPage(<OnSaleSection />, { route: '/main', queryClient });
    const section = screen.getByRole('region', { name: '지금 판매 중' });
    expect(
      within(section)
        .getAllByTestId('shop-card')
        .map((card) => card.getAttribute('href')),
    ).toEqual(['/project?id=3', '/project?id=2']);
    expect(within(section).getAllByTestId('shop-price')[0]?.textContent).toBe('1,500 골드');
    expect(within(section).getByRole('link', { name: '상점 전체 보기' })).toHaveAttribute('href', '/shop');
  });

  it('is left out when nothing is on sale', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(shopQueryKey(MAIN_ON_SALE_QUERY), { items: [], total: 0 });
    renderPage(<OnSaleSection />, { route: '/main', queryClient });
    expect(screen.queryByRole('region', { name: '지금 판매 중' })).not.toBeInTheDocument();
  });
});
