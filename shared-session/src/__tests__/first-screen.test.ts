import { API, SHOP_API } from 'shared-contract';
import { takeFirstScreenAnswer } from '../first-screen';

const main = { banners: [], webtoons: [], themes: [], newestKeys: [] };
const onSale = { items: [], total: 0 };

beforeAll(() => {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'first-screen-data';
  data.textContent = JSON.stringify({ answers: { [API.main]: main, [`${SHOP_API.shop}?sort=newest&limit=6`]: onSale } });
  document.body.append(data);
});

test('a server-drawn page gives each answer it came with once, by path and query', () => {
  expect(takeFirstScreenAnswer(SHOP_API.shop, { sort: 'newest' })).toBeUndefined();
  expect(takeFirstScreenAnswer(SHOP_API.shop, { sort: 'newest', limit: 6 })).toEqual(onSale);
  expect(takeFirstScreenAnswer(API.main)).toEqual(main);
  expect(takeFirstScreenAnswer(API.main)).toBeUndefined();
});
