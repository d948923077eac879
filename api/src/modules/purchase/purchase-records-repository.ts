import type { Kysely } from 'kysely';
import type { DrawnKeyItem } from './key-draw';
import type { Database } from '../../db/schema';

type Arrival = Pick<DrawnKeyItem, 'keyItemId' | 'keyDesignId' | 'position' | 'designRemaining' | 'poolRemaining'>;

/**
 * KEYs reaching a member through a purchase, inside the caller's transaction: their ownership events and the
 * purchase's items (waiting on /reveal). Answers the items' ids and positions.
 */
export async function recordArrivals(
  trx: Kysely<Database>,
  {
    purchaseId,
    keys,
    ownerId,
    kind,
    now,
  }: {
    purchaseId: number;
    keys: readonly Arrival[];
    ownerId: number;
    /** PURCHASE for a KEY bought, GRANT for one given (a reward). */
    kind: 'PURCHASE' | 'GRANT';
    now: Date;
  },
): Promise<{ id: number; draw_position: number }[]> {
  await trx
    .insertInto('ownership_event')
    .values(keys.map((key) => ({ key_item_id: key.keyItemId, kind, from_user_id: null, to_user_id: ownerId, occurred_at: now })))
    .execute();
  return trx
    .insertInto('purchase_item')
    .values(
      keys.map((key) => ({
        purchase_id: purchaseId,
        key_item_id: key.keyItemId,
        key_design_id: key.keyDesignId,
        draw_position: key.position,
        design_remaining: key.designRemaining,
        pool_remaining: key.poolRemaining,
        revealed_at: null,
      })),
    )
    .returning(['id', 'draw_position'])
    .execute();
}

/** The public activity of drawn KEYs (a KEY page's "purchased by"), at `priceGold` (null: given or free). */
export async function recordDrawActivity(
  trx: Kysely<Database>,
  { keys, nickname, priceGold, now }: { keys: readonly Pick<Arrival, 'keyDesignId'>[]; nickname: string | null; priceGold: number | null; now: Date },
): Promise<void> {
  await trx
    .insertInto('key_activity')
    .values(keys.map((key) => ({ key_design_id: key.keyDesignId, type: 'PURCHASE' as const, actor: nickname, price_gold: priceGold, occurred_at: now })))
    .execute();
}

/** A purchase of price 0 for KEYs given, not bought (pay method REWARD); `reference` says what for. Answers its id. */
export async function insertRewardPurchase(
  trx: Kysely<Database>,
  { userId, projectId, reference, now }: { userId: number; projectId: number; reference: string; now: Date },
): Promise<number> {
  const purchase = await trx
    .insertInto('purchase')
    .values({
      user_id: userId,
      project_id: projectId,
      quantity: 1,
      unit_price_gold: 0,
      total_gold: 0,
      pay_method: 'REWARD',
      status: 'PAID',
      idempotency: reference,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return purchase.id;
}
