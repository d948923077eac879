import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { act } from 'react';
import { MARKET_API, type MarketListingItem, type MarketSort, type ShopList } from 'shared-contract';
import { apiQueryKey } from 'shared-session';
import { MARKET_LISTINGS_PAGE_SIZE } from '../../features/market/api/get-market-listings';
import { collectionListQueryKey } from '../../features/collection/api/get-collection-list';
import { shopQueryKey, type ShopFilters } from '../../features/shop/api/get-shop';
import { collectionFixture, marketListingFixture, projectFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import ShopPage from '../shop-page';

const cheap = projectFixture(1, { priceGold: 800, priceUsdCents: 599, supplyRemaining: 12, webtoonId: 3 });
const dear = projectFixture(2, { priceGold: 2400, priceUsdCents: 1799, supplyRemaining: 900, webtoonId: 4 });
const list = (...items: ShopList['items']): ShopList => ({ items, total: items.length });

const renderShop = (route: string, lists: Array<[ShopFilters, ShopList]>, listings: Array<[MarketSort, MarketListingItem[], number?]> = []) => {
  const queryClient = createTestQueryClient();
  for (const [sort, items, projectId] of listings) {
    const query = projectId === undefined ? { sort, size: MARKET_LISTINGS_PAGE_SIZE } : { sort, size: MARKET_LISTINGS_PAGE_SIZE, projectId };
    queryClient.setQueryData(apiQueryKey(MARKET_API.searchList, query), {
      pages: [{ items, page: 1, size: MARKET_LISTINGS_PAGE_SIZE, total: items.length }],
      pageParams: [1],
    });
  }
  for (const [filters, data] of lists) queryClient.setQueryData(shopQueryKey(filters), data);
  queryClient.setQueryData(collectionListQueryKey('webtoon'), [
    { collection: collectionFixture(3, 'webtoon', { ko: '기사단', en: 'Knights' }), projects: [cheap] },
    { collection: collectionFixture(4, 'webtoon', { ko: '마법사', en: 'Wizards' }), projects: [dear] },
  ]);
  queryClient.setQueryData(collectionListQueryKey('theme'), [{ collection: collectionFixture(5, 'theme'), projects: [] }]);
  return renderPage(<ShopPage />, { route, queryClient });
};

const titles = () => screen.getAllByTestId('shop-card').map((card) => card.querySelector('strong')?.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('ShopPage', () => {
  beforeEach(() => initTestI18n('ko'));

  it('lists the projects on sale with the Gold and card price and what is left', () => {
    renderShop('/shop', [[{ sort: 'newest' }, list(dear, cheap)]]);
    expect(screen.getByRole('heading', { level: 1, name: '상점' })).toBeInTheDocument();
    expect(screen.getByText('판매 중 2개')).toBeInTheDocument();
    expect(titles()).toEqual(['프로젝트 2', '프로젝트 1']);
    expect(screen.getAllByTestId('shop-price').map((price) => price.textContent)).toEqual(['2,400 골드', '800 골드']);
    expect(screen.getByText('카드 US$17.99')).toBeInTheDocument();
    expect(screen.getAllByTestId('shop-remaining').map((left) => left.textContent)).toEqual(['900개 남음', '12개 남음']);
    expect(screen.getAllByTestId('shop-card')[0]?.getAttribute('href')).toBe('/project?id=2');
  });

  it('keeps the sort and the filters in the URL and shows the matching list', () => {
    renderShop('/shop', [
      [{ sort: 'newest' }, list(dear, cheap)],
      [{ sort: 'price_asc' }, list(cheap, dear)],
      [{ sort: 'price_asc', webtoonId: 4 }, list(dear)],
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: '정렬' }), { target: { value: 'price_asc' } });
    expect(location()).toBe('/shop?sort=price_asc');
    expect(titles()).toEqual(['프로젝트 1', '프로젝트 2']);
    fireEvent.change(screen.getByRole('combobox', { name: '웹툰' }), { target: { value: '4' } });
    expect(location()).toBe('/shop?sort=price_asc&webtoon=4');
    expect(titles()).toEqual(['프로젝트 2']);
    fireEvent.click(screen.getByRole('button', { name: '필터 초기화' }));
    expect(location()).toBe('/shop?sort=price_asc');
  });

  it('reads a shared link: filters from the URL, invalid values ignored', () => {
    renderShop('/shop?sort=remaining&rarity=legendary&theme=oops', [[{ sort: 'remaining', rarity: 'legendary' }, list(dear)]]);
    expect((screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement).value).toBe('remaining');
    expect((screen.getByRole('combobox', { name: '등급' }) as HTMLSelectElement).value).toBe('legendary');
    expect((screen.getByRole('combobox', { name: '테마' }) as HTMLSelectElement).value).toBe('');
    expect(titles()).toEqual(['프로젝트 2']);
  });

  it('explains an empty result and offers to reset the filters', () => {
    renderShop('/shop?rarity=epic', [[{ sort: 'newest', rarity: 'epic' }, list()]]);
    expect(screen.getByText('조건에 맞는 판매 중인 프로젝트가 없습니다.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '필터 초기화' }).length).toBeGreaterThan(0);
  });

  it('says when nothing is on sale, in English too', async () => {
    renderShop('/shop', [[{ sort: 'newest' }, list()]]);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('Nothing is on sale right now.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toBeInTheDocument();
  });

  const listing = marketListingFixture;

  it('shows what members sell in its own tab, in the chosen order, each opening its payment page', async () => {
    renderShop(
      '/shop',
      [[{ sort: 'newest' }, list(dear, cheap)]],
      [
        ['newest', [listing(7, 1500), listing(3, 900)]],
        ['price_asc', [listing(3, 900), listing(7, 1500)]],
      ],
    );
    fireEvent.click(screen.getByRole('tab', { name: '회원 판매' }));
    expect(location()).toBe('/shop?tab=market');
    const prices = () => screen.getAllByTestId('market-browse-price').map((price) => price.textContent);
    expect(prices()).toEqual(['1,500 골드', '900 골드']);
    expect(screen.getAllByTestId('market-browse-card')[0]?.getAttribute('href')).toBe('/market/payment?listingId=7');
    expect(screen.getByText('판매자 seller7')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: '정렬' }), { target: { value: 'price_asc' } });
    expect(location()).toBe('/shop?tab=market&msort=price_asc');
    expect(prices()).toEqual(['900 골드', '1,500 골드']);
    await act(() => i18next.changeLanguage('en'));
    expect(prices()).toEqual(['900 Gold', '1,500 Gold']);
    fireEvent.click(screen.getByRole('tab', { name: 'Projects on sale' }));
    expect(location()).toBe('/shop');
  });

  it('says when no member sells anything (en)', async () => {
    await initTestI18n('en');
    renderShop('/shop?tab=market', [[{ sort: 'newest' }, list()]], [['newest', []]]);
    expect(screen.getByTestId('market-browse-empty').textContent).toContain('No member is selling a KEY right now.');
    expect(screen.getByRole('tab', { name: 'From members' })).toHaveAttribute('aria-selected', 'true');
  });

  it("opens on one project's KEYs from a project page's link, and shows them all again", () => {
    renderShop(
      '/shop?tab=market&project=1',
      [[{ sort: 'newest' }, list()]],
      [
        ['newest', [listing(3, 900)], 1],
        ['newest', [listing(7, 1500), listing(3, 900)]],
      ],
    );
    expect((screen.getByRole('combobox', { name: '프로젝트' }) as HTMLSelectElement).value).toBe('1');
    expect(screen.getAllByTestId('market-browse-price').map((price) => price.textContent)).toEqual(['900 골드']);
    fireEvent.click(screen.getByRole('button', { name: '필터 초기화' }));
    expect(location()).toBe('/shop?tab=market');
    expect(screen.getAllByTestId('market-browse-price').map((price) => price.textContent)).toEqual(['1,500 골드', '900 골드']);
  });
});
