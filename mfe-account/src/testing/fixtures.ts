import { projectSummarySchema, type LocalizedText, type ProjectSummary } from 'shared-contract';

/** A project on sale as the shop's list carries it (parsed by the contract, so it cannot drift from it). */
export const projectOnSaleFixture = (id: number, title: LocalizedText, overrides: Partial<ProjectSummary> = {}): ProjectSummary =>
  projectSummarySchema.parse({
    id,
    title,
    creator: { ko: `작가 ${id}`, en: `Creator ${id}` },
    webtoonId: 1,
    themeId: 2,
    imageUrl: `/api/art/project/${id}.svg`,
    keyCount: 8,
    priceGold: 1200,
    priceUsdCents: 999,
    supplyTotal: 1000,
    supplyRemaining: 640,
    saleStatus: 'on_sale',
    saleStartsAt: '2023-06-27T15:30:00.000Z',
    saleEndsAt: null,
    createdAt: '2023-06-01T00:00:00.000Z',
    ...overrides,
  });
