import { clearedMarketParams, hasMarketFilters, marketFiltersFrom, marketSortFrom, nextMarketParams } from '../market-filter-params';

describe('the market filters in the URL', () => {
  it('reads every filter and the order; values that are not whole numbers or rarities are left out', () => {
    const params = new URLSearchParams('tab=market&project=3&key=12&mrarity=rare&pmin=100&pmax=2000&smin=1&smax=50&msort=price_asc');
    expect(marketFiltersFrom(params)).toEqual({ projectId: 3, keyDesignId: 12, rarity: 'rare', minPrice: 100, maxPrice: 2000, minSerial: 1, maxSerial: 50 });
    expect(marketSortFrom(params)).toBe('price_asc');
    const junk = new URLSearchParams('project=-1&key=1e3&mrarity=mythic&pmin=abc&pmax=99999999999&smin=&msort=cheap');
    expect(marketFiltersFrom(junk)).toEqual({});
    expect(marketSortFrom(junk)).toBe('newest');
    expect(hasMarketFilters(marketFiltersFrom(junk))).toBe(false);
  });

  it('writes a change, drops empty values and the default order, and clears every filter but keeps the tab and order', () => {
    const start = new URLSearchParams('tab=market&project=3&key=12');
    expect(nextMarketParams(start, { projectId: '4', keyDesignId: undefined }).toString()).toBe('tab=market&project=4');
    expect(nextMarketParams(start, { minPrice: 0, maxPrice: 500, sort: 'price_desc' }).toString()).toBe(
      'tab=market&project=3&key=12&pmin=0&pmax=500&msort=price_desc',
    );
    expect(nextMarketParams(new URLSearchParams('tab=market&msort=price_asc'), { sort: 'newest', rarity: '' }).toString()).toBe('tab=market');
    expect(clearedMarketParams(new URLSearchParams('tab=market&project=3&mrarity=epic&smax=9&msort=price_asc')).toString()).toBe('tab=market&msort=price_asc');
  });
});
