import {
  adminPurchaseSchema,
  purchaseCancelPreviewSchema,
  purchaseCancelResultSchema,
  purchaseSearchResultSchema,
  type AdminPurchase,
  type MonthlyAwardImpact,
  type PurchaseCancelPreview,
  type PurchaseCancelResult,
  type PurchaseSearchResult,
} from 'shared-contract';

/** Purchase-cancellation fixtures, parsed with the contract so they cannot drift from what the api answers. */

export const buyer = { id: 42, email: 'kim@example.com', nickname: 'kimchi' };
export const supportRef = { id: 700, email: 'support@keys.local', nickname: 'support-nick' };

const key = (keyItemId: number, serialNo: number, state: AdminPurchase['keys'][number]['state'] = 'UNREVEALED') => ({
  keyItemId,
  serialNo,
  keyDesignId: 3,
  name: { ko: '달빛 소녀', en: 'Moonlight girl' },
  rarity: 'rare' as const,
  state,
});

export const purchaseFixture = (overrides: Partial<AdminPurchase> = {}): AdminPurchase =>
  adminPurchaseSchema.parse({
    purchaseId: 120,
    member: buyer,
    projectId: 7,
    projectTitle: { ko: '달빛 프로젝트', en: 'Moonlight project' },
    quantity: 2,
    unitPriceGold: 150,
    totalGold: 300,
    payMethod: 'GOLD',
    status: 'PAID',
    createdAt: '2026-04-20T01:30:00.000Z',
    card: null,
    coupon: null,
    keys: [key(501, 11), key(502, 12)],
    blockers: [],
    cancellation: null,
    ...overrides,
  });

export const revealedPurchaseFixture = () =>
  purchaseFixture({
    purchaseId: 119,
    keys: [key(499, 9, 'REVEALED'), key(500, 10)],
    blockers: ['PURCHASE_CANCEL_KEY_REVEALED'],
    createdAt: '2026-04-19T01:30:00.000Z',
  });

export const cardPurchaseFixture = () =>
  purchaseFixture({
    purchaseId: 118,
    payMethod: 'CARD',
    card: { paymentId: 'pay-1', provider: 'sandbox-card', paymentUsdCents: 500, usdCents: 300 },
    keys: [key(497, 7), key(498, 8)],
    createdAt: '2026-04-18T01:30:00.000Z',
  });

export const searchFixture = (items: AdminPurchase[] = [purchaseFixture(), revealedPurchaseFixture(), cardPurchaseFixture()]): PurchaseSearchResult =>
  purchaseSearchResultSchema.parse({ member: buyer, items, page: 1, size: 10, total: items.length });

export const previewFixture = (purchase: AdminPurchase, monthlyImpact: MonthlyAwardImpact = { kind: 'NONE' }): PurchaseCancelPreview =>
  purchaseCancelPreviewSchema.parse({
    purchase,
    returns: {
      gold: purchase.payMethod === 'GOLD' ? purchase.totalGold : 0,
      card: purchase.card,
      coupon: purchase.coupon,
      supply: [{ keyDesignId: 3, name: { ko: '달빛 소녀', en: 'Moonlight girl' }, count: purchase.keys.length }],
    },
    monthlyImpact,
  });

/** What the api answers once the purchase is cancelled. */
export const cancelledFixture = (
  purchase: AdminPurchase,
  {
    reason,
    monthlyImpact = { kind: 'NONE' },
    refundStatus,
  }: { reason: string; monthlyImpact?: MonthlyAwardImpact; refundStatus?: 'NONE' | 'PENDING' | 'DONE' },
): PurchaseCancelResult => {
  const card = purchase.payMethod === 'CARD';
  const status = refundStatus ?? (card ? 'DONE' : 'NONE');
  const cancelled = adminPurchaseSchema.parse({
    ...purchase,
    status: 'CANCELLED',
    blockers: ['PURCHASE_ALREADY_CANCELLED'],
    keys: purchase.keys.map((entry) => ({ ...entry, state: 'RETURNED' })),
    cancellation: {
      cancelledAt: '2026-04-21T01:00:00.000Z',
      cancelledBy: supportRef,
      reason,
      goldReturned: card ? 0 : purchase.totalGold,
      usdCentsReturned: card ? (purchase.card?.usdCents ?? 0) : 0,
      refundStatus: status,
      refundMethod: status === 'DONE' ? 'VOID' : null,
      couponReturned: purchase.coupon !== null,
      monthlyImpact,
    },
  });
  return purchaseCancelResultSchema.parse({
    purchase: cancelled,
    returns: previewFixture(purchase).returns,
    refundStatus: status,
    refundMethod: status === 'DONE' ? 'VOID' : null,
    monthlyImpact,
  });
};
