import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { claimSeedRun } from './seed-helpers';

const SEED_NAME = 'coupons-v1';
const REVEAL_SEED_NAME = 'coupons-reveal-v1';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo coupon codes: WELCOME10 (10% off a purchase), KEYGIFT (a common KEY), EXPIRED2023 (expired),
 * SOLDOUT (every registration taken) and FREEREVEAL (one free draw of any project on sale).
 */
export async function seedCoupons(db: Kysely<Database>, now: Date): Promise<boolean> {
  const first = await seedFirstCoupons(db, now);
  const reveal = await seedRevealCoupon(db, now);
  return first || reveal;
}

/** Its own seed step: databases seeded before REVEAL coupons existed get it too. */
async function seedRevealCoupon(db: Kysely<Database>, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimSeedRun(trx, REVEAL_SEED_NAME))) return false;
    await trx
      .insertInto('coupon')
      .values({
        code: 'FREEREVEAL',
        kind: 'REVEAL',
        title_ko: '무료 뽑기 1회',
        title_en: 'One free reveal',
        starts_at: new Date(now.getTime() - DAY_MS),
        expires_at: new Date(now.getTime() + 365 * DAY_MS),
      })
      .execute();
    return true;
  });
}

async function seedFirstCoupons(db: Kysely<Database>, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimSeedRun(trx, SEED_NAME))) return false;
    const design = await trx
      .selectFrom('key_design')
      .select(['id', 'name_ko', 'name_en'])
      .where('rarity', '=', 'common')
      .where('supply_remaining', '>', 0)
      .orderBy('id')
      .executeTakeFirst();
    const starts = new Date(now.getTime() - DAY_MS);
    const expires = new Date(now.getTime() + 365 * DAY_MS);
    await trx
      .insertInto('coupon')
      .values([
        {
          code: 'WELCOME10',
          kind: 'DISCOUNT',
          title_ko: 'KEY 구매 10% 할인',
          title_en: '10% off a KEY purchase',
          discount_percent: 10,
          starts_at: starts,
          expires_at: expires,
        },
        {
          code: 'EXPIRED2023',
          kind: 'DISCOUNT',
          title_ko: 'KEY 구매 100 골드 할인',
          title_en: '100 Gold off a KEY purchase',
          discount_gold: 100,
          starts_at: new Date('2023-01-01T00:00:00Z'),
          expires_at: new Date('2023-12-31T15:00:00Z'),
        },
        {
          code: 'SOLDOUT',
          kind: 'DISCOUNT',
          title_ko: 'KEY 구매 50% 할인',
          title_en: '50% off a KEY purchase',
          discount_percent: 50,
          starts_at: starts,
          expires_at: expires,
          max_registrations: 0,
        },
      ])
      .execute();
    if (design) {
      await trx
        .insertInto('coupon')
        .values({
          code: 'KEYGIFT',
          kind: 'EXCHANGE',
          title_ko: `KEY 교환권: ${design.name_ko}`,
          title_en: `KEY exchange: ${design.name_en}`,
          key_design_id: design.id,
          starts_at: starts,
          expires_at: expires,
        })
        .execute();
    }
    return true;
  });
}
