import { randomUUID } from 'node:crypto';
import { MARKET_API, marketFacetsSchema, marketListingPageSchema, marketPricesSchema } from 'shared-contract';
import type { ListingStatus } from '../../ownership/ownership-tables';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createBuyer, createSaleProject, DAY_MS } from '../../../testing/test-commerce';
import { testBackends } from '../../../testing/test-database';
import { marketFixture } from './market-fixture';

const HOUR_MS = 60 * 60 * 1000;

describe.each(testBackends())('market prices and filters on %s', (backend) => {
  let t: TestApp;
  const { db, listedKey } = marketFixture(() => t);
  /** Two projects: A with a common and a rare design, B with one legendary design. */
  let projectA: number;
  let projectB: number;
  let common: number;
  let rare: number;
  let legendary: number;
  let sellerId: number;
  let serial = 0;
  /** When each SOLD listing (by price) was settled. */
  const soldAtByPrice = new Map<number, string>();

  /** A KEY of `designId` listed by the seller at `priceGold`; a SOLD one is settled `soldHoursAgo` hours ago. */
  const listing = async (designId: number, priceGold: number, status: ListingStatus = 'ACTIVE', { serialNo = ++serial, soldHoursAgo = 1 } = {}) => {
    const now = t.clock.now();
    const projectId = designId === legendary ? projectB : projectA;
    const item = await db()
      .insertInto('key_item')
      .values({ key_design_id: designId, serial_no: serialNo, owner_id: sellerId, acquired_at: new Date(now.getTime() - 2 * DAY_MS) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const soldAt = new Date(now.getTime() - soldHoursAgo * HOUR_MS);
    const row = await db()
      .insertInto('market_listing')
      .values({
        key_item_id: item.id,
        key_design_id: designId,
        seller_id: sellerId,
        price_gold: priceGold,
        status,
        created_at: new Date(now.getTime() - DAY_MS),
        closed_at: status === 'ACTIVE' ? null : soldAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status === 'SOLD') {
      soldAtByPrice.set(priceGold, soldAt.toISOString());
      const creator = Math.floor(priceGold / 10);
      await db()
        .insertInto('market_settlement')
        .values({
          listing_id: row.id,
          project_id: projectId,
          price_gold: priceGold,
          creator_gold: creator,
          fee_gold: 0,
          seller_gold: priceGold - creator,
          occurred_at: soldAt,
        })
        .execute();
    }
    return row.id;
  };

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
  const prices = async (query: string) => successData(await get(`${MARKET_API.prices}?${query}`), marketPricesSchema);
  const facets = async (query: string) => successData(await get(`${MARKET_API.facets}?${query}`), marketFacetsSchema);
  const search = async (query: string) => successData(await get(`${MARKET_API.searchList}?${query}`), marketListingPageSchema);

  beforeAll(async () => {
    t = await createTestApp(backend);
    const a = await createSaleProject(t, [50, 50]);
    const b = await createSaleProject(t, [50]);
    [projectA, projectB] = [a.projectId, b.projectId];
    [common = 0, rare = 0] = a.designIds;
    legendary = b.designIds[0] ?? 0;
    await db().updateTable('key_design').set({ rarity: 'rare' }).where('id', '=', rare).execute();
    await db().updateTable('key_design').set({ rarity: 'legendary' }).where('id', '=', legendary).execute();
    sellerId = (await createBuyer(t, 'price-seller')).user.id;
    // common: listed at 300, 120 and 500; sold at 200 (3 h ago) then 250 (1 h ago); one cancelled at 50.
    await listing(common, 300);
    await listing(common, 120);
    await listing(common, 500);
    await listing(common, 200, 'SOLD', { soldHoursAgo: 3 });
    await listing(common, 250, 'SOLD', { soldHoursAgo: 1 });
    await listing(common, 50, 'CANCELLED');
    // rare: listed at 900; sold at 1,000 (2 h ago). legendary (project B): listed at 5,000, never sold.
    await listing(rare, 900);
    await listing(rare, 1_000, 'SOLD', { soldHoursAgo: 2 });
    await listing(legendary, 5_000);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a KEY design: the floor is its cheapest ACTIVE listing, the last sale its newest, the history its sales oldest first', async () => {
    const figures = await prices(`keyDesignId=${common}`);
    expect(figures).toMatchObject({ floorGold: 120, listedCount: 3, saleCount: 2, lastSale: { keyDesignId: common, priceGold: 250 } });
    expect(figures.history.map((sale) => sale.priceGold)).toEqual([200, 250]);
    expect(figures.history.map((sale) => sale.occurredAt)).toEqual([soldAtByPrice.get(200), soldAtByPrice.get(250)]);
  });

  test('a project: its designs together (cancelled listings and other projects never count)', async () => {
    const figures = await prices(`projectId=${projectA}`);
    expect(figures).toMatchObject({ floorGold: 120, listedCount: 4, saleCount: 3, lastSale: { priceGold: 250 } });
    expect(figures.history.map((sale) => [sale.keyDesignId, sale.priceGold])).toEqual([
      [common, 200],
      [rare, 1_000],
      [common, 250],
    ]);
    expect(await prices(`projectId=${projectB}`)).toEqual({ floorGold: 5_000, lastSale: null, listedCount: 1, saleCount: 0, history: [] });
  });

  test('a real sale through the api moves the figures: the listing leaves the floor and becomes the last sale', async () => {
    const listed = await listedKey('price-real', 700);
    const before = await prices(`keyDesignId=${listed.designId}`);
    expect(before).toMatchObject({ floorGold: 700, listedCount: 1, saleCount: 0, lastSale: null });
    const buyer = await createBuyer(t, 'price-buyer', { gold: 700 });
    const paid = await t.app.inject({
      method: 'POST',
      url: MARKET_API.payment(listed.listing.id),
      headers: { ...buyer.auth, 'idempotency-key': randomUUID() },
      payload: { priceGold: 700, payMethod: 'GOLD', agreeRefundPolicy: true },
    });
    expect(paid.statusCode).toBe(200);
    const after = await prices(`keyDesignId=${listed.designId}`);
    expect(after).toMatchObject({ floorGold: null, listedCount: 0, saleCount: 1, lastSale: { listingId: listed.listing.id, priceGold: 700 } });
    expect(after.history).toHaveLength(1);
  });

  test('prices need exactly one existing KEY design or project; bad input is a catalogue error in ko and en, never a 5xx', async () => {
    for (const query of ['', `keyDesignId=${common}&projectId=${projectA}`, 'keyDesignId=abc', 'projectId=-1', 'keyDesignId=0', 'projectId=99999999999']) {
      const answer = failure(await get(`${MARKET_API.prices}?${query}`));
      expect([answer.status, answer.code, answer.message]).toEqual([400, 'MARKET_FILTER_INVALID', expect.stringContaining('market filters')]);
    }
    const korean = await t.app.inject({ method: 'GET', url: `${MARKET_API.prices}?projectId=x`, headers: { 'accept-language': 'ko' } });
    expect(failure(korean).message).toContain('마켓 필터');
    expect(failure(await get(`${MARKET_API.prices}?keyDesignId=2147483000`)).code).toBe('KEY_NOT_FOUND');
    expect(failure(await get(`${MARKET_API.prices}?projectId=2147483000`)).code).toBe('PROJECT_NOT_FOUND');
  });

  test('the search list filters by project, design, rarity, price range and serial range, in the chosen order', async () => {
    const ofA = await search(`projectId=${projectA}&sort=price_asc`);
    expect(ofA.items.map((item) => item.priceGold)).toEqual([120, 300, 500, 900]);
    expect(ofA.total).toBe(4);
    expect((await search(`keyDesignId=${common}&sort=price_desc`)).items.map((item) => item.priceGold)).toEqual([500, 300, 120]);
    expect((await search(`projectId=${projectA}&rarity=rare`)).items.map((item) => item.key.id)).toEqual([rare]);
    const priced = await search(`projectId=${projectA}&minPrice=150&maxPrice=900&sort=price_asc`);
    expect(priced.items.map((item) => item.priceGold)).toEqual([300, 500, 900]);
    const serials = (await search(`keyDesignId=${common}&sort=price_asc`)).items.map((item) => item.serialNo);
    const [low = 0, high = 0] = [Math.min(...serials), Math.max(...serials)];
    const bySerial = await search(`keyDesignId=${common}&minSerial=${low + 1}&maxSerial=${high}`);
    expect(bySerial.items.map((item) => item.serialNo).sort((x, y) => x - y)).toEqual(serials.filter((serialNo) => serialNo > low).sort((x, y) => x - y));
    expect((await search(`projectId=${projectB}&maxPrice=4999`)).total).toBe(0);
  });

  test('each listing of the search list carries its KEY design’s floor (ACTIVE listings only) and last sale, whatever the filters', async () => {
    const figures = (items: { priceGold: number; key: { id: number }; designPrices: unknown }[]) =>
      items.map((item) => [item.key.id, item.priceGold, item.designPrices]);
    // The cheapest common listing is its design's floor itself; the cancelled 50 and the sold 200 and 250 are not listed.
    expect(figures((await search(`projectId=${projectA}&sort=price_asc`)).items)).toEqual([
      [common, 120, { floorGold: 120, lastSaleGold: 250 }],
      [common, 300, { floorGold: 120, lastSaleGold: 250 }],
      [common, 500, { floorGold: 120, lastSaleGold: 250 }],
      [rare, 900, { floorGold: 900, lastSaleGold: 1_000 }],
    ]);
    // A price filter leaves the 120 listing out of the page, not out of the design's floor.
    expect(figures((await search(`keyDesignId=${common}&minPrice=200&sort=price_desc`)).items)).toEqual([
      [common, 500, { floorGold: 120, lastSaleGold: 250 }],
      [common, 300, { floorGold: 120, lastSaleGold: 250 }],
    ]);
    expect(figures((await search(`projectId=${projectB}`)).items)).toEqual([[legendary, 5_000, { floorGold: 5_000, lastSaleGold: null }]]);
    // The same figures as the design's price panel.
    const panel = await prices(`keyDesignId=${common}`);
    expect([panel.floorGold, panel.lastSale?.priceGold]).toEqual([120, 250]);
  });

  test('a sale through the api moves the cards of the other listings of the design: new floor, new last sale', async () => {
    const first = await listedKey('card-floor', 400);
    const second = await listing(first.designId, 650);
    const card = async () => (await search(`keyDesignId=${first.designId}`)).items.find((item) => item.id === second)?.designPrices;
    expect(await card()).toEqual({ floorGold: 400, lastSaleGold: null });
    const buyer = await createBuyer(t, 'card-buyer', { gold: 400 });
    const paid = await t.app.inject({
      method: 'POST',
      url: MARKET_API.payment(first.listing.id),
      headers: { ...buyer.auth, 'idempotency-key': randomUUID() },
      payload: { priceGold: 400, payMethod: 'GOLD', agreeRefundPolicy: true },
    });
    expect(paid.statusCode).toBe(200);
    expect(await card()).toEqual({ floorGold: 650, lastSaleGold: 400 });
  });

  test('counts per filter: each facet leaves out its own choice and keeps the others', async () => {
    const all = await facets(`minPrice=100&maxPrice=1000`);
    expect(all.projects.filter((project) => project.id === projectA || project.id === projectB)).toEqual([expect.objectContaining({ id: projectA, count: 4 })]);
    const chosen = await facets(`projectId=${projectA}&rarity=common`);
    expect(chosen.total).toBe(3);
    // Designs keep the project and the rarity; rarities keep the project but not the rarity; projects keep the rarity.
    expect(chosen.designs.map((design) => [design.id, design.count])).toEqual([[common, 3]]);
    expect(chosen.rarities).toEqual([
      { rarity: 'common', count: 3 },
      { rarity: 'rare', count: 1 },
    ]);
    expect(chosen.projects.find((project) => project.id === projectA)).toMatchObject({ count: 3, title: { en: expect.stringContaining('Test project') } });
    expect(chosen.projects.some((project) => project.id === projectB)).toBe(false);
    const legendaryOnly = await facets(`rarity=legendary&projectId=${projectB}`);
    expect(legendaryOnly).toMatchObject({ total: 1, designs: [{ id: legendary, projectId: projectB, rarity: 'legendary', count: 1 }] });
  });

  test('invalid filters answer MARKET_FILTER_INVALID (400) on the list and the counts, never a 5xx', async () => {
    const bad = [
      'minPrice=500&maxPrice=100',
      'minSerial=9&maxSerial=2',
      'rarity=mythic',
      'minPrice=-1',
      'maxPrice=1.5',
      'minSerial=0',
      'projectId=abc',
      'keyDesignId=1e3',
      'maxPrice=1000001',
    ];
    for (const query of bad) {
      for (const path of [MARKET_API.searchList, MARKET_API.facets]) {
        const answer = failure(await get(`${path}?${query}`));
        expect([query, path, answer.status, answer.code]).toEqual([query, path, 400, 'MARKET_FILTER_INVALID']);
      }
    }
    expect(failure(await get(`${MARKET_API.searchList}?sort=cheapest`)).code).toBe('MARKET_FILTER_INVALID');
  });
});
