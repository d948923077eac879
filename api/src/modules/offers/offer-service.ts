import type { Kysely } from 'kysely';
import {
  marketFeeBreakdown,
  OFFER_EXPIRY_DAYS,
  OFFER_EXPIRY_MS,
  OFFER_MAX_GOLD,
  OFFER_MIN_GOLD,
  type DesignOffers,
  type Offer,
  type OfferAcceptResult,
  type OfferDirection,
  type OfferList,
} from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow, Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { idempotent } from '../idempotency/idempotent';
import { goldHoldings, moveGold, releaseGold, reserveGold } from '../gold/gold-ledger';
import { drawnKeyOf } from '../catalog/drawn-key';
import { settleSale } from '../market/market-settlement';
import { notify } from '../notifications/notify';
import { keyUnlocksAt, moveInProgress } from '../ownership/key-lock';
import { releaseClosedOffers } from './offer-lapse';
import { offerNotice } from './offer-notices';
import { isKeyItemRevealed } from '../ownership/ownership-repository';
import * as repository from './offer-repository';

type DB = Kysely<Database>;

/** Offers: made on another member's revealed KEY with Gold reserved; withdrawn, declined, accepted (a sale) or expired. */

function toOffer(row: repository.OfferViewRow, viewerId: number, feePercent: number, now: Date): Offer {
  // Check on read: a pending offer past its expiry is shown expired before the job closes it.
  const status = row.status === 'PENDING' && row.expires_at.getTime() <= now.getTime() ? 'EXPIRED' : row.status;
  return {
    id: row.id,
    keyItemId: row.key_item_id,
    serialNo: row.serial_no,
    key: drawnKeyOf(row),
    amountGold: row.amount_gold,
    status,
    bidderNickname: row.bidder_nickname,
    ownerNickname: row.owner_nickname,
    mine: row.bidder_id === viewerId,
    toMe: row.owner_id === viewerId,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
    breakdown: marketFeeBreakdown(row.amount_gold, feePercent),
  };
}

const subjectOf = async (trx: DB, offer: repository.OfferRow) => {
  const key = await repository.keyForSale(trx, offer.key_item_id);
  return { nameKo: key.name_ko, nameEn: key.name_en, serialNo: key.serial_no, amountGold: offer.amount_gold };
};

async function viewOf(db: DB, offerId: number, viewerId: number, feePercent: number, now: Date): Promise<Offer> {
  const row = await repository.offerView(db, offerId);
  if (!row) throw new AppError('OFFER_NOT_FOUND');
  return toOffer(row, viewerId, feePercent, now);
}

export interface OfferOrder {
  bidder: AppUserRow;
  keyItemId: number;
  amountGold: number;
  feePercent: number;
  now: Date;
}

/**
 * Makes an offer inside the caller's transaction: the KEY (locked for share, so it does not change hands meanwhile)
 * must be revealed and another member's; one pending offer per bidder and KEY; the amount is reserved from the
 * bidder's spendable Gold (INSUFFICIENT_GOLD otherwise, nothing written); the owner is notified.
 */
export async function makeOffer(trx: DB, order: OfferOrder): Promise<Offer> {
  const { bidder, keyItemId, amountGold, now } = order;
  const item = await repository.lockKeyItem(trx, keyItemId, 'share');
  if (!item) throw new AppError('KEY_NOT_FOUND');
  if (item.owner_id === bidder.id) throw new AppError('OFFER_OWN_KEY');
  if (item.owner_id === null || !(await isKeyItemRevealed(trx, keyItemId))) throw new AppError('OFFER_KEY_UNAVAILABLE');
  // The bidder's own offer on this KEY that has expired but is not closed yet does not stand in the way.
  await releaseClosedOffers(trx, await repository.closePendingOnKey(trx, keyItemId, 'EXPIRED', now, { bidderId: bidder.id }), 'EXPIRED', now);
  let offerId: number;
  try {
    offerId = await repository.insertOffer(trx, {
      keyItemId,
      bidderId: bidder.id,
      ownerId: item.owner_id,
      amountGold,
      now,
      expiresAt: new Date(now.getTime() + OFFER_EXPIRY_MS),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('OFFER_ALREADY_PENDING');
    throw error;
  }
  await reserveGold(trx, bidder.id, amountGold);
  const offer = await repository.findOffer(trx, offerId);
  if (!offer) throw new Error(`offer ${offerId} vanished`);
  await notify(trx, item.owner_id, offerNotice('RECEIVED', await subjectOf(trx, offer)), now);
  return viewOf(trx, offerId, bidder.id, order.feePercent, now);
}

/** Why an offer could not be closed by this member: unknown, not theirs, or no longer pending. */
async function refusal(db: DB, offerId: number, isParty: (offer: repository.OfferRow) => boolean): Promise<AppError> {
  const offer = await repository.findOffer(db, offerId);
  if (!offer) return new AppError('OFFER_NOT_FOUND');
  if (!isParty(offer)) return new AppError('OFFER_NOT_YOURS');
  return new AppError('OFFER_NOT_PENDING');
}

export interface OfferAction {
  userId: number;
  offerId: number;
  feePercent: number;
  now: Date;
}

/** The bidder takes a pending offer back (also one past its expiry): its Gold is released at once. */
export async function withdrawOffer(db: DB, action: OfferAction): Promise<Offer> {
  return db.transaction().execute(async (trx) => {
    const closed = await repository.closeOffer(trx, { offerId: action.offerId, status: 'WITHDRAWN', now: action.now, party: { bidderId: action.userId } });
    if (!closed) throw await refusal(trx, action.offerId, (offer) => offer.bidder_id === action.userId);
    await releaseGold(trx, closed.bidder_id, closed.amount_gold);
    return viewOf(trx, closed.id, action.userId, action.feePercent, action.now);
  });
}

/** The owner refuses a pending offer: the bidder's Gold is released and the bidder told. */
export async function declineOffer(db: DB, action: OfferAction): Promise<Offer> {
  return db.transaction().execute(async (trx) => {
    const closed = await repository.closeOffer(trx, { offerId: action.offerId, status: 'DECLINED', now: action.now, party: { ownerId: action.userId } });
    if (!closed) throw await refusal(trx, action.offerId, (offer) => offer.owner_id === action.userId);
    await releaseClosedOffers(trx, [closed], 'DECLINED', action.now);
    return viewOf(trx, closed.id, action.userId, action.feePercent, action.now);
  });
}

export interface OfferAcceptance {
  owner: AppUserRow;
  offerId: number;
  /** The amount the owner saw (OFFER_AMOUNT_CHANGED when it differs). */
  amountGold: number;
  feePercent: number;
  now: Date;
}

/**
 * The owner sells the KEY at a pending offer, inside the caller's transaction, settled exactly like a listing
 * (`settleSale`). Locks in the order a listing sale takes them (the KEY's listing, the KEY, its offers, then Gold):
 * the KEY's ACTIVE listing is withdrawn, the KEY locked and checked (still the owner's, past its 24-hour lock, no
 * transfer in progress), the offer claimed PENDING → ACCEPTED while unexpired (under concurrency one accept wins,
 * the others answer OFFER_NOT_PENDING), then the sale is recorded as a SOLD listing and settled: every other offer
 * lapses (Gold released), the bidder's reservation becomes the payment, the owner is paid less creator earnings and fee.
 */
export async function acceptOffer(trx: DB, acceptance: OfferAcceptance): Promise<OfferAcceptResult> {
  const { owner, offerId, now } = acceptance;
  const offer = await repository.findOffer(trx, offerId);
  if (!offer) throw new AppError('OFFER_NOT_FOUND');
  if (offer.owner_id !== owner.id) throw new AppError('OFFER_NOT_YOURS');
  await repository.cancelActiveListing(trx, offer.key_item_id, now);
  const item = await repository.lockKeyItem(trx, offer.key_item_id, 'update');
  if (!item || item.owner_id !== owner.id) {
    // The KEY left the owner meanwhile (e.g. another offer won): its offers closed with it.
    const current = await repository.findOffer(trx, offerId);
    throw new AppError(current?.status === 'PENDING' ? 'KEY_NOT_YOURS' : 'OFFER_NOT_PENDING');
  }
  const claimed = await repository.closeOffer(trx, { offerId, status: 'ACCEPTED', now, party: { ownerId: owner.id }, unexpiredAt: now });
  if (!claimed) throw new AppError('OFFER_NOT_PENDING');
  if (claimed.amount_gold !== acceptance.amountGold) throw new AppError('OFFER_AMOUNT_CHANGED');
  const unlocksAt = await keyUnlocksAt(trx, offer.key_item_id);
  if (unlocksAt && unlocksAt > now) throw new AppError('KEY_LOCKED_FOR_SALE', undefined, { unlocksAt: unlocksAt.toISOString() });
  const inMotion = await moveInProgress(trx, offer.key_item_id);
  if (inMotion) throw new AppError(inMotion);

  const bidder = await repository.memberById(trx, claimed.bidder_id);
  const key = await repository.keyForSale(trx, offer.key_item_id);
  const listingId = await repository.insertSaleRecord(trx, {
    keyItemId: key.id,
    keyDesignId: key.key_design_id,
    sellerId: owner.id,
    buyerId: bidder.id,
    priceGold: claimed.amount_gold,
    now,
  });
  await repository.linkSale(trx, offerId, listingId);
  const subject = { nameKo: key.name_ko, nameEn: key.name_en, serialNo: key.serial_no, amountGold: claimed.amount_gold };
  const { split, sellerBalance } = await settleSale(
    trx,
    {
      listingId,
      keyItemId: key.id,
      projectId: key.project_id,
      sellerId: owner.id,
      buyer: bidder,
      priceGold: claimed.amount_gold,
      feePercent: acceptance.feePercent,
      key: { nameKo: key.name_ko, nameEn: key.name_en, serialNo: key.serial_no },
      now,
    },
    // The reserved Gold becomes the payment: released, then debited in the same transaction.
    async (payment, reference) => {
      await releaseGold(trx, bidder.id, claimed.amount_gold);
      return moveGold(trx, { userId: bidder.id, kind: 'SPEND', amount: -payment.priceGold, reference, now });
    },
    () => offerNotice('ACCEPTED', subject),
  );
  return { offerId, listingId, keyItemId: key.id, keyDesignId: key.key_design_id, serialNo: key.serial_no, breakdown: split, balanceGold: sellerBalance };
}

/** The member's offers, made to them or by them, newest first. */
export async function offersOf(
  db: DB,
  { userId, direction, feePercent, now }: { userId: number; direction: OfferDirection; feePercent: number; now: Date },
): Promise<OfferList> {
  const rows = await repository.offersOf(db, userId, direction);
  return { items: rows.map((row) => toOffer(row, userId, feePercent, now)) };
}

/** What /key/details shows a member about offers on one design. */
export async function designOffers(
  db: DB,
  { userId, designId, feePercent, now }: { userId: number; designId: number; feePercent: number; now: Date },
): Promise<DesignOffers> {
  if (!(await repository.designExists(db, designId, now))) throw new AppError('KEY_NOT_FOUND');
  const [keys, pending, gold] = await Promise.all([
    repository.offerableKeysOfDesign(db, designId, userId),
    repository.pendingOffersOfDesign(db, designId, userId),
    goldHoldings(db, userId),
  ]);
  const offers = pending.map((row) => toOffer(row, userId, feePercent, now));
  return {
    keyDesignId: designId,
    expiryDays: OFFER_EXPIRY_DAYS,
    minGold: OFFER_MIN_GOLD,
    maxGold: OFFER_MAX_GOLD,
    gold,
    keys: keys.map((key) => ({
      keyItemId: key.id,
      serialNo: key.serial_no,
      ownerNickname: key.nickname,
      listingPriceGold: key.price_gold,
      myOffer: offers.find((offer) => offer.mine && offer.keyItemId === key.id) ?? null,
    })),
    incoming: offers.filter((offer) => offer.toMe),
  };
}

export interface OfferExpiryPass {
  expired: number;
  lapsed: number;
}

const PASS_BATCH = 100;

/**
 * The durable expiry (every api instance, OFFER_EXPIRY_POLL_SECONDS): each pending offer past its expiry closes as
 * EXPIRED, and one whose KEY is no longer with the owner it was made to as LAPSED (a move that bypassed the sale
 * and transfer paths), each in its own transaction with a conditional update, so it is closed once whatever runs.
 */
export async function closeDueOffers(db: DB, now: Date): Promise<OfferExpiryPass> {
  const pass: OfferExpiryPass = { expired: 0, lapsed: 0 };
  let afterId = 0;
  for (;;) {
    const due = await repository.dueOfferIds(db, now, afterId, PASS_BATCH);
    for (const { id, expired } of due) {
      const status = expired ? 'EXPIRED' : 'LAPSED';
      const closed = await db.transaction().execute(async (trx) => {
        const row = await repository.closeOffer(trx, { offerId: id, status, now, ...(expired ? { dueAt: now } : {}) });
        if (row) await releaseClosedOffers(trx, [row], status, now);
        return row !== undefined;
      });
      if (closed) pass[expired ? 'expired' : 'lapsed'] += 1;
    }
    if (due.length < PASS_BATCH) return pass;
    afterId = due[due.length - 1]?.id ?? afterId;
  }
}

/** A verified adult makes an offer, once per Idempotency-Key (its own transaction): the Gold is reserved once however often it is sent. */
export async function createOffer(
  context: AppContext,
  order: { bidder: AppUserRow; input: { keyItemId: number; amountGold: number }; idempotencyKey: string },
): Promise<Offer> {
  const { bidder, input, idempotencyKey } = order;
  const now = context.clock.now();
  const feePercent = context.config.marketFeePercent;
  const answer = await idempotent<Offer>(
    context.database.db,
    { scope: 'offerCreate', key: idempotencyKey, userId: bidder.id, request: input, now },
    async (trx) => ({
      status: 200,
      body: await makeOffer(trx, { bidder, keyItemId: input.keyItemId, amountGold: input.amountGold, feePercent, now }),
    }),
  );
  return answer.body;
}

/** The owner accepts while the market is open, once per Idempotency-Key (its own transaction): the sale settles once however often it is sent. */
export async function acceptOfferOnce(
  context: AppContext,
  acceptance: { owner: AppUserRow; offerId: number; input: { amountGold: number }; idempotencyKey: string },
): Promise<OfferAcceptResult> {
  const { owner, offerId, input, idempotencyKey } = acceptance;
  const now = context.clock.now();
  if ((await context.termination.phaseAt(now)) !== 'operating') throw new AppError('SERVICE_MARKET_CLOSED');
  const feePercent = context.config.marketFeePercent;
  const answer = await idempotent<OfferAcceptResult>(
    context.database.db,
    { scope: 'offerAccept', key: idempotencyKey, userId: owner.id, request: { offerId, ...input }, now },
    async (trx) => ({
      status: 200,
      body: await acceptOffer(trx, { owner, offerId, amountGold: input.amountGold, feePercent, now }),
    }),
  );
  return answer.body;
}
