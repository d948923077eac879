import type { FastifyInstance } from 'fastify';
import {
  COUPON_API,
  MEMBER_STATUS,
  couponDiscountRequestSchema,
  couponExchangeRequestSchema,
  couponRegisterRequestSchema,
  couponRevealRequestSchema,
  type CouponDiscountResult,
  type CouponExchangeResult,
  type CouponList,
  type CouponRevealResult,
  type MemberCoupon,
} from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { idempotencyKeyOf, idempotent, sendStored } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { purchaseInTransaction } from '../purchase/purchase-transaction';
import { takeKeyItems } from '../purchase/key-supply';
import { claimCoupon, discountQuote, usableCoupon as usableCouponOf } from './coupon-discount';

const iso = (value: Date | string) => new Date(value).toISOString();

const refuseSuspended = (user: AppUserRow) => {
  if (user.status === MEMBER_STATUS.suspended) throw new AppError('ACCOUNT_SUSPENDED');
};

/** Coupons (spec sections 3, 4 and 8): register by code, the member's list, a KEY for an EXCHANGE coupon, a discount quote. */
export async function registerCouponRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock } = context;
  const db = database.db;
  const member = requireMember(context);

  app.post(COUPON_API.register, { preHandler: member }, async (request) => {
    const { user } = memberOf(request);
    refuseSuspended(user);
    const { code } = parseWith(couponRegisterRequestSchema, request.body);
    const now = clock.now();
    const coupon = await db.selectFrom('coupon').selectAll().where('code', '=', code).executeTakeFirst();
    if (!coupon) throw new AppError('COUPON_INVALID_CODE');
    const mine = await db.selectFrom('member_coupon').select('id').where('coupon_id', '=', coupon.id).where('user_id', '=', user.id).executeTakeFirst();
    if (mine) throw new AppError('COUPON_ALREADY_REGISTERED');
    if (new Date(coupon.expires_at) <= now) throw new AppError('COUPON_EXPIRED');
    if (!coupon.active || new Date(coupon.starts_at) > now) throw new AppError('COUPON_UNUSABLE');

    const id = await db.transaction().execute(async (trx) => {
      // One atomic step: the count never passes the maximum, whatever the number of concurrent registrations.
      const counted = await trx
        .updateTable('coupon')
        .set((eb) => ({ registered_count: eb('registered_count', '+', 1) }))
        .where('id', '=', coupon.id)
        .where((eb) => eb.or([eb('max_registrations', 'is', null), eb('registered_count', '<', eb.ref('max_registrations'))]))
        .returning('id')
        .executeTakeFirst();
      if (!counted) throw new AppError('COUPON_UNUSABLE');
      const inserted = await trx
        .insertInto('member_coupon')
        .values({ coupon_id: coupon.id, user_id: user.id, registered_at: now })
        .onConflict((conflict) => conflict.columns(['coupon_id', 'user_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // Registered by a concurrent request of the same member: this one's count is rolled back.
      if (!inserted) throw new AppError('COUPON_ALREADY_REGISTERED');
      return inserted.id;
    });
    const [registered] = await listOf(user.id, now, id);
    return ok(registered);
  });

  const listOf = async (userId: number, now: Date, only?: number): Promise<MemberCoupon[]> => {
    let query = db
      .selectFrom('member_coupon')
      .innerJoin('coupon', 'coupon.id', 'member_coupon.coupon_id')
      .leftJoin('key_design', 'key_design.id', 'coupon.key_design_id')
      .select([
        'member_coupon.id',
        'member_coupon.registered_at',
        'member_coupon.used_at',
        'coupon.code',
        'coupon.kind',
        'coupon.title_ko',
        'coupon.title_en',
        'coupon.discount_percent',
        'coupon.discount_gold',
        'coupon.project_id',
        'coupon.expires_at',
        'key_design.id as design_id',
        'key_design.project_id as design_project_id',
        'key_design.name_ko as design_name_ko',
        'key_design.name_en as design_name_en',
      ])
      .where('member_coupon.user_id', '=', userId);
    if (only !== undefined) query = query.where('member_coupon.id', '=', only);
    const rows = await query.orderBy('member_coupon.id', 'desc').execute();
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      kind: row.kind,
      description: { ko: row.title_ko, en: row.title_en },
      discountPercent: row.discount_percent,
      discountGold: row.discount_gold,
      keyDesign:
        row.design_id !== null && row.design_project_id !== null
          ? { id: row.design_id, projectId: row.design_project_id, name: { ko: row.design_name_ko ?? '', en: row.design_name_en ?? '' } }
          : null,
      projectId: row.project_id,
      expiresAt: iso(row.expires_at),
      registeredAt: iso(row.registered_at),
      usedAt: row.used_at ? iso(row.used_at) : null,
      used: row.used_at !== null,
      expired: new Date(row.expires_at) <= now,
    }));
  };

  app.get(COUPON_API.list, { preHandler: member }, async (request) => {
    const { user } = memberOf(request);
    const list: CouponList = { items: await listOf(user.id, clock.now()) };
    return ok(list);
  });

  app.post(COUPON_API.exchange, { preHandler: member }, async (request, reply) => {
    const { user } = memberOf(request);
    refuseSuspended(user);
    const input = parseWith(couponExchangeRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    const answer = await idempotent(database.db, { scope: 'coupon-exchange', key, userId: user.id, request: input, now: clock.now() }, async (base) => {
      const now = clock.now();
      const coupon = await usableCouponOf(base, user.id, input.memberCouponId, 'EXCHANGE', now);
      const designId = coupon.key_design_id;
      if (designId === null) throw new AppError('COUPON_UNUSABLE');
      const result = await (async (): Promise<CouponExchangeResult> => {
        // Used at most once: only the request that marks it used goes on (a concurrent one finds it used).
        const claimed = await base
          .updateTable('member_coupon')
          .set({ used_at: now, used_for: 'KEY_EXCHANGE' })
          .where('id', '=', input.memberCouponId)
          .where('user_id', '=', user.id)
          .where('used_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!claimed) throw new AppError('COUPON_UNUSABLE');
        const design = await base
          .updateTable('key_design')
          .set((eb) => ({ supply_remaining: eb('supply_remaining', '-', 1) }))
          .where('id', '=', designId)
          .where('supply_remaining', '>=', 1)
          .returning(['id', 'project_id'])
          .executeTakeFirst();
        if (!design) throw new AppError('KEY_NO_LONGER_AVAILABLE');
        const [item] = await takeKeyItems(base, { designId: design.id, count: 1, ownerId: user.id, now });
        if (!item) throw new Error('takeKeyItems answered no item');
        await base.insertInto('ownership_event').values({ key_item_id: item.id, kind: 'EXCHANGE', from_user_id: null, to_user_id: user.id, occurred_at: now }).execute();
        await base.updateTable('member_coupon').set({ used_for: `key_item:${item.id}` }).where('id', '=', claimed.id).execute();
        return { memberCouponId: claimed.id, keyItemId: item.id, keyDesignId: design.id, projectId: design.project_id, serialNo: item.serial_no };
      })();
      return { status: 200, body: result };
    });
    return sendStored(reply, answer);
  });

  // A REVEAL coupon: one free random draw, recorded as a purchase paid with the coupon, revealed on /reveal.
  app.post(COUPON_API.reveal, { preHandler: member }, async (request, reply) => {
    const { user } = memberOf(request);
    refuseSuspended(user);
    const input = parseWith(couponRevealRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    const answer = await idempotent(database.db, { scope: 'coupon-reveal', key, userId: user.id, request: input, now: clock.now() }, async (base) => {
      const now = clock.now();
      const coupon = await usableCouponOf(base, user.id, input.memberCouponId, 'REVEAL', now);
      if (coupon.project_id !== null && coupon.project_id !== input.projectId) throw new AppError('COUPON_UNUSABLE');
      const result = await (async (): Promise<CouponRevealResult> => {
          // Claimed first: of concurrent requests only one goes on to draw.
          await claimCoupon(base, { userId: user.id, memberCouponId: input.memberCouponId, usedFor: 'FREE_REVEAL', now });
          const purchase = await purchaseInTransaction(base, { user, projectId: input.projectId, quantity: 1, idempotency: `coupon:${input.memberCouponId}`, now, payMethod: 'COUPON' });
          await base.updateTable('member_coupon').set({ used_for: `purchase:${purchase.purchaseId}` }).where('id', '=', input.memberCouponId).execute();
          return { memberCouponId: input.memberCouponId, purchaseId: purchase.purchaseId };
        })();
      return { status: 200, body: result };
    });
    return sendStored(reply, answer);
  });

  app.post(COUPON_API.discount, { preHandler: member }, async (request) => {
    const { user } = memberOf(request);
    const input = parseWith(couponDiscountRequestSchema, request.body);
    const now = clock.now();
    const quote: CouponDiscountResult = await discountQuote(database.db, { userId: user.id, ...input, now });
    return ok(quote);
  });
}
