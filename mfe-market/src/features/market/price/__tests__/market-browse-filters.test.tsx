import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API,
  collectionListResponseSchema,
  MARKET_API,
  marketFacetsQuerySchema,
  marketFacetsSchema,
  marketListingPageSchema,
  marketPricesSchema,
  SHOP_API,
  shopListSchema,
  type MarketFacets,
  type MarketPrices,
} from 'shared-contract';
import { contractHandler, refusal, setupContractApi, type ApiCall } from 'shared-ui/src/testing/contract-api';
import { marketListingFixture } from '../../../../testing/fixtures';
import { initTestI18n, renderPage } from '../../../../testing/render';
import ShopPage from '../../../../pages/shop-page';

const listing = marketListingFixture;

const facets: MarketFacets = {
  total: 3,
  projects: [
    { id: 1, title: { ko: '기사단', en: 'Knights' }, count: 2 },
    { id: 2, title: { ko: '마법사', en: 'Wizards' }, count: 1 },
  ],
  designs: [
    { id: 11, projectId: 1, name: { ko: '봄', en: 'Spring' }, rarity: 'rare', count: 2 },
    { id: 21, projectId: 2, name: { ko: '겨울', en: 'Winter' }, rarity: 'epic', count: 1 },
  ],
  rarities: [
    { rarity: 'rare', count: 2 },
    { rarity: 'epic', count: 1 },
  ],
};

const projectPrices: MarketPrices = {
  floorGold: 900,
  lastSale: { listingId: 5, keyDesignId: 11, serialNo: 5, priceGold: 1_100, occurredAt: '2026-11-02T03:00:00.000Z' },
  listedCount: 2,
  saleCount: 2,
  history: [
    { listingId: 4, keyDesignId: 11, serialNo: 4, priceGold: 700, occurredAt: '2026-11-01T03:00:00.000Z' },
    { listingId: 5, keyDesignId: 11, serialNo: 5, priceGold: 1_100, occurredAt: '2026-11-02T03:00:00.000Z' },
  ],
};

const testApi = setupContractApi();
const requests = () => testApi.calls.map(({ path, query }) => ({ path, query }));

/** The api's rule: a minimum above its maximum is refused. */
const filtersInOrder = ({ query }: ApiCall) => {
  if (!marketFacetsQuerySchema.safeParse(query).success) throw refusal('MARKET_FILTER_INVALID');
};

const handlers = () => [
  contractHandler({
    method: 'get',
    path: MARKET_API.facets,
    response: marketFacetsSchema,
    reply: (call) => {
      filtersInOrder(call);
      return call.query.projectId === '1' ? { ...facets, total: 2 } : facets;
    },
  }),
  contractHandler({
    method: 'get',
    path: MARKET_API.prices,
    response: marketPricesSchema,
    reply: (call) => {
      filtersInOrder(call);
      return projectPrices;
    },
  }),
  contractHandler({
    method: 'get',
    path: MARKET_API.searchList,
    response: marketListingPageSchema,
    reply: (call) => {
      filtersInOrder(call);
      const items = call.query.projectId === '1' ? [listing(7, 1_500), listing(3, 900)] : [listing(7, 1_500), listing(3, 900), listing(9, 4_000, 21)];
      return { items, page: 1, size: 24, total: items.length };
    },
  }),
  contractHandler({ method: 'get', path: SHOP_API.shop, response: shopListSchema, reply: () => ({ items: [], total: 0 }) }),
  contractHandler({ method: 'get', path: API.collectionList, response: collectionListResponseSchema, reply: () => [] }),
];

const location = () => screen.getByTestId('location').textContent;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionLabels = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => {
  testApi.reset(...handlers());
});

describe('the market filters on /shop?tab=market', () => {
  it('offers project, KEY and rarity with their counts; a choice goes to the URL and asks the api with it', async () => {
    await initTestI18n('en');
    renderPage(<ShopPage />, { route: '/shop?tab=market' });
    expect(await screen.findByText('Listed KEYs: 3')).toBeInTheDocument();
    expect(optionLabels('Project')).toEqual(['All', 'Knights (2)', 'Wizards (1)']);
    expect(optionLabels('KEY')).toEqual(['All', 'Spring · Knights (2)', 'Winter · Wizards (1)']);
    expect(optionLabels('Rarity')).toEqual(['All', 'Common (0)', 'Rare (2)', 'Epic (1)', 'Legendary (0)']);
    // No project or KEY chosen: no price panel.
    expect(screen.queryByTestId('price-panel')).not.toBeInTheDocument();

    fireEvent.change(select('Project'), { target: { value: '1' } });
    expect(location()).toBe('/shop?tab=market&project=1');
    expect(await screen.findByText('Listed KEYs: 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests()).toContainEqual({ path: '/api/market/search/list', query: { projectId: '1', sort: 'newest', size: '24', page: '1' } }),
    );
    // The project's prices: floor, last sale, listed, and the chart with its text alternative and table.
    const panel = await screen.findByTestId('price-panel');
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Market prices of this project');
    expect(within(panel).getByTestId('price-floor').textContent).toBe('900 Gold');
    expect(within(panel).getByTestId('price-last-sale').textContent).toBe('1,100 GoldNov 2, 2026 (KST)');
    expect(within(panel).getByTestId('price-listed').textContent).toBe('2');
    expect(within(panel).getByTestId('price-chart-summary').textContent).toBe(
      '2 sales from Nov 1, 2026 to Nov 2, 2026: lowest 700 Gold, highest 1,100 Gold, latest 1,100 Gold.',
    );
    expect(
      within(within(panel).getByTestId('price-sales-table'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Sold onKEYPrice', 'Nov 2, 2026, 12:00:00 PM KST#51,100 Gold', 'Nov 1, 2026, 12:00:00 PM KST#4700 Gold']);
    await waitFor(() => expect(requests()).toContainEqual({ path: '/api/market/prices', query: { projectId: '1' } }));

    fireEvent.change(select('KEY'), { target: { value: '11' } });
    fireEvent.change(select('Rarity'), { target: { value: 'rare' } });
    fireEvent.change(select('Sort'), { target: { value: 'price_asc' } });
    expect(location()).toBe('/shop?tab=market&project=1&key=11&mrarity=rare&msort=price_asc');
    await waitFor(() => expect(requests()).toContainEqual({ path: '/api/market/prices', query: { keyDesignId: '11' } }));
    // Another project starts its KEY afresh.
    fireEvent.change(select('Project'), { target: { value: '2' } });
    expect(location()).toBe('/shop?tab=market&project=2&mrarity=rare&msort=price_asc');
  });

  it('applies the price and serial ranges together; a bad number or a minimum above its maximum is said and not applied (ko)', async () => {
    await initTestI18n('ko');
    renderPage(<ShopPage />, { route: '/shop?tab=market&pmin=100' });
    expect(screen.getByRole('textbox', { name: '가격 (골드) 최소' }) as HTMLInputElement).toHaveValue('100');
    fireEvent.change(screen.getByRole('textbox', { name: '가격 (골드) 최대' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(screen.getByRole('alert').textContent).toBe('최소값은 최대값보다 클 수 없습니다.');
    expect(location()).toBe('/shop?tab=market&pmin=100');
    fireEvent.change(screen.getByRole('textbox', { name: '일련번호 최소' }), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(screen.getByRole('alert').textContent).toBe('0 이상의 정수로 입력해 주세요.');
    fireEvent.change(screen.getByRole('textbox', { name: '가격 (골드) 최대' }), { target: { value: '2000' } });
    fireEvent.change(screen.getByRole('textbox', { name: '일련번호 최소' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: '일련번호 최대' }), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(location()).toBe('/shop?tab=market&pmin=100&pmax=2000&smin=2&smax=40');
    await waitFor(() =>
      expect(requests()).toContainEqual({ path: '/api/market/search/facets', query: { minPrice: '100', maxPrice: '2000', minSerial: '2', maxSerial: '40' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: '필터 초기화' }));
    expect(location()).toBe('/shop?tab=market');
    expect(screen.getByRole('textbox', { name: '가격 (골드) 최소' }) as HTMLInputElement).toHaveValue('');
  });

  it('filters typed into the URL that the api refuses say why and offer to clear them, instead of a retry that fails again (en)', async () => {
    await initTestI18n('en');
    renderPage(<ShopPage />, { route: '/shop?tab=market&pmin=500&pmax=100' });
    const invalid = await screen.findByTestId('market-filters-invalid');
    expect(invalid.textContent).toContain('These filters cannot be used');
    expect(invalid.textContent).toContain('a minimum cannot be above its maximum');
    expect(within(invalid).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    fireEvent.click(within(invalid).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/shop?tab=market');
    expect(await screen.findAllByTestId('market-browse-card')).toHaveLength(3);
  });
});
