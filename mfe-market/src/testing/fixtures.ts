import {
  collectionSchema,
  keyDetailSchema,
  keySummarySchema,
  mainPageSchema,
  marketListingItemSchema,
  projectDetailSchema,
  projectSummarySchema,
  type Collection,
  type CollectionKind,
  type KeyDetail,
  type KeySummary,
  type MainPage,
  type MarketListingItem,
  type ProjectDetail,
  type ProjectSummary,
} from 'shared-contract';

/** Schema-valid fixtures: every builder parses its result, so they cannot drift from the contract. */
const text = (ko: string, en: string) => ({ ko, en });

export const collectionFixture = (id: number, kind: CollectionKind, name = text(`컬렉션 ${id}`, `Collection ${id}`)): Collection =>
  collectionSchema.parse({
    id,
    kind,
    slug: `${kind}-${id}`,
    name,
    description: text(`${name.ko} 설명`, `About ${name.en}`),
    imageUrl: `/api/art/collection/${id}.svg`,
    projectCount: 1,
  });

export const projectFixture = (id: number, overrides: Partial<ProjectSummary> = {}): ProjectSummary =>
  projectSummarySchema.parse({
    id,
    title: text(`프로젝트 ${id}`, `Project ${id}`),
    creator: text(`작가 ${id}`, `Creator ${id}`),
    webtoonId: 1,
    themeId: 2,
    imageUrl: `/api/art/project/${id}.svg`,
    keyCount: 8,
    priceGold: 1200,
    priceUsdCents: 999,
    supplyTotal: 1000,
    supplyRemaining: 640,
    saleStatus: 'on_sale',
    // 2023-06-27 15:30 UTC is 2023-06-28 00:30 in KST.
    saleStartsAt: '2023-06-27T15:30:00.000Z',
    saleEndsAt: '2023-12-31T14:59:59.000Z',
    createdAt: '2023-06-01T00:00:00.000Z',
    ...overrides,
  });

export const keyFixture = (id: number, overrides: Partial<KeySummary> = {}): KeySummary =>
  keySummarySchema.parse({
    id,
    projectId: 1,
    projectTitle: text('프로젝트 1', 'Project 1'),
    name: text(`열쇠 ${id}`, `Key ${id}`),
    rarity: 'rare',
    imageUrl: `/api/art/key/${id}.svg`,
    supplyTotal: 100,
    supplyRemaining: 40,
    releasedAt: '2023-06-27T15:30:00.000Z',
    ...overrides,
  });

export const mainPageFixture = (): MainPage =>
  mainPageSchema.parse({
    banners: [
      {
        id: 1,
        title: text('여름 특집', 'Summer special'),
        subtitle: text('지금 만나 보세요', 'Meet them now'),
        imageUrl: '/api/art/banner/1.svg',
        linkUrl: '/project?id=1',
      },
      {
        id: 2,
        title: text('신작 공개', 'New arrival'),
        subtitle: text('한정 수량', 'Limited supply'),
        imageUrl: '/api/art/banner/2.svg',
        linkUrl: '/project?id=2',
      },
    ],
    webtoons: [{ collection: collectionFixture(1, 'webtoon', text('달빛 기사단', 'Moonlight Knights')), projects: [projectFixture(1)] }],
    themes: [{ collection: collectionFixture(2, 'theme', text('로맨스', 'Romance')), projects: [projectFixture(2, { saleStatus: 'sold_out' })] }],
    newestKeys: [keyFixture(11), keyFixture(12, { rarity: 'legendary' })],
  });

export const projectDetailFixture = (id = 1): ProjectDetail =>
  projectDetailSchema.parse({
    ...projectFixture(id),
    description: text('기사단의 이야기', 'A tale of knights'),
    webtoon: collectionFixture(1, 'webtoon', text('달빛 기사단', 'Moonlight Knights')),
    theme: collectionFixture(2, 'theme', text('로맨스', 'Romance')),
    keys: [keyFixture(11), keyFixture(12)],
  });

export const keyDetailFixture = (id = 11): KeyDetail =>
  keyDetailSchema.parse({
    ...keyFixture(id),
    description: text('첫 번째 열쇠', 'The first key'),
    project: { ...projectFixture(1), description: text('기사단의 이야기', 'A tale of knights') },
    properties: [{ name: text('배경', 'Background'), value: text('달', 'Moon') }],
    activities: [
      { id: 1, type: 'RELEASE', actor: null, priceGold: null, occurredAt: '2023-06-27T15:30:00.000Z' },
      { id: 2, type: 'PURCHASE', actor: 'keylover', priceGold: 1200, occurredAt: '2023-07-01T03:04:05.000Z' },
    ],
  });

/**
 * An ACTIVE market listing (serial = id) of KEY design `keyId` of project 1, sold by `seller{id}`, as the market's list
 * carries it: with its design's floor (this listing unless told) and last sale (none unless told).
 */
export const marketListingFixture = (
  id: number,
  priceGold: number,
  keyId = 11,
  designPrices: Partial<MarketListingItem['designPrices']> = {},
): MarketListingItem =>
  marketListingItemSchema.parse({
    id,
    keyItemId: 100 + id,
    serialNo: id,
    priceGold,
    status: 'ACTIVE',
    sellerNickname: `seller${id}`,
    createdAt: '2026-11-01T00:00:00.000Z',
    key: {
      id: keyId,
      projectId: 1,
      projectTitle: { ko: '프로젝트 1', en: 'Project 1' },
      name: { ko: '봄', en: 'Spring' },
      rarity: 'rare',
      imageUrl: `/api/art/key/${keyId}.svg`,
    },
    designPrices: { floorGold: priceGold, lastSaleGold: null, ...designPrices },
  });
