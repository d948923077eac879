import { marketFeeBreakdown } from '../market';
import { offerSchema, type Offer } from '../offers';

/** An offer as the api answers it (checked by the contract's schema), for page tests (imported by path, not shipped). */
export const sampleOffer = (id: number, overrides: Partial<Offer> = {}): Offer =>
  offerSchema.parse({
    id,
    keyItemId: 300 + id,
    serialNo: id,
    key: {
      id: 11,
      projectId: 1,
      projectTitle: { ko: '기사단', en: 'Knights' },
      name: { ko: '열쇠 11', en: 'Key 11' },
      rarity: 'common',
      imageUrl: '/api/art/key/11.svg',
    },
    amountGold: 800,
    status: 'PENDING',
    bidderNickname: 'bidder1',
    ownerNickname: 'owner1',
    mine: false,
    toMe: true,
    createdAt: '2026-03-01T00:00:00.000Z',
    // 2026-03-08 00:00 UTC is 09:00 KST.
    expiresAt: '2026-03-08T00:00:00.000Z',
    closedAt: null,
    breakdown: marketFeeBreakdown(overrides.amountGold ?? 800, 5),
    ...overrides,
  });
