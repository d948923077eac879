import { adminAwardSchema, adminAwardsSchema, adminMonthsSchema, MISSIONS_API, PURCHASE_API, pendingRevealSchema } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { testBackends } from '../../../testing/test-database';
import type { TestMember } from '../../../testing/test-members';
import { distributeMonthlyKeys } from '../monthly-distribution';
import { applyMonthlyImpact, previewMonthlyImpact } from '../monthly-revocation';
import {
  authOf,
  buyKeys,
  checkIn,
  createMissionsApp,
  kstAt,
  missionBuyer,
  missionProject,
  setupInput,
  setUpMonth,
  staffMember,
  type MissionsTestApp,
} from './missions-fixture';

/** The entry at `index`, which the test has just made. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no entry ${index}`);
  return item;
}

describe.each(testBackends())('KEY of the Month revocation (%s)', (backend) => {
  let t: MissionsTestApp;
  let admin: TestMember;
  let support: TestMember;
  let projectId: number;
  // Each test has its own month: months before it are distributed when it moves the clock past its own.
  let monthIndex = 0;

  beforeAll(async () => {
    t = await createMissionsApp(backend);
    t.clock.set(kstAt('2032-01-05'));
    admin = await staffMember(t, 'admin');
    support = await staffMember(t, 'support');
    projectId = (await missionProject(t)).projectId;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A new month (check in once, buy 2 KEYs) with a member who bought `purchases` (KEYs per purchase) and checked in. */
  async function qualifyingMonth(purchases: number[]) {
    monthIndex += 1;
    const month = `2032-${String(monthIndex).padStart(2, '0')}`;
    t.clock.set(kstAt(`${month}-10`));
    await distributeMonthlyKeys(t.database.db, t.clock.now());
    await setUpMonth(t, admin, month, setupInput(projectId, { checkinTarget: 1, buyTarget: 2 }));
    const member = await missionBuyer(t, `member-${month}`);
    await checkIn(t, member);
    const bought = [];
    for (const quantity of purchases) bought.push(await buyKeys(t, member, projectId, quantity));
    const purchaseRows = await t.database.db
      .selectFrom('purchase')
      .select(['id', 'user_id as userId', 'created_at as createdAt'])
      .where(
        'id',
        'in',
        bought.map((purchase) => purchase.purchaseId),
      )
      .orderBy('id')
      .execute();
    return { month, member, purchases: purchaseRows.map((row) => ({ id: row.id, userId: row.userId, createdAt: row.createdAt })) };
  }

  /** What the purchase cancellation does: the purchase is CANCELLED and the KEY of the Month follows, in one transaction. */
  const cancel = (purchase: { id: number; userId: number; createdAt: Date }) =>
    t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('purchase').set({ status: 'CANCELLED' }).where('id', '=', purchase.id).execute();
      return applyMonthlyImpact(trx, purchase, { actorId: support.user.id, ip: '127.0.0.1', now: t.clock.now() });
    });

  const distributeAfter = async (month: string) => {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    t.clock.set(new Date(Date.UTC(year, monthNumber, 2, 3)));
    return distributeMonthlyKeys(t.database.db, t.clock.now());
  };

  const awardOf = (userId: number, month: string) =>
    t.database.db.selectFrom('monthly_award').selectAll().where('user_id', '=', userId).where('month', '=', month).executeTakeFirst();

  it('a purchase cancelled before the distribution: the member no longer qualifies and gets nothing', async () => {
    const { month, member, purchases } = await qualifyingMonth([2]);
    const purchase = at(purchases, 0);
    expect(await previewMonthlyImpact(t.database.db, purchase)).toEqual({ kind: 'NOT_DISTRIBUTED', month, stillQualifies: false });
    expect(await cancel(purchase)).toEqual({ kind: 'NOT_DISTRIBUTED', month, stillQualifies: false });
    await distributeAfter(month);
    expect(await awardOf(member.user.id, month)).toBeUndefined();
  });

  it('cancelling a purchase the member did not need changes nothing', async () => {
    const { month, member, purchases } = await qualifyingMonth([2, 2]);
    await distributeAfter(month);
    expect(await cancel(at(purchases, 1))).toEqual({ kind: 'NONE' });
    expect(await awardOf(member.user.id, month)).toMatchObject({ status: 'AWARDED' });
  });

  it('after the distribution an unrevealed KEY of the Month is taken back: gone from /reveal and the member, told, audited', async () => {
    const { month, member, purchases } = await qualifyingMonth([2]);
    await distributeAfter(month);
    const award = await awardOf(member.user.id, month);
    expect(award).toMatchObject({ status: 'AWARDED' });
    const impact = await cancel(at(purchases, 0));
    expect(impact).toEqual({ kind: 'REVOKED', month, awardId: award?.id });

    const after = await awardOf(member.user.id, month);
    expect(after).toMatchObject({ status: 'REVOKED', cancelled_purchase_id: at(purchases, 0).id, decided_by: support.user.id });
    const item = await t.database.db
      .selectFrom('key_item')
      .select('owner_id')
      .where('id', '=', award?.key_item_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(item.owner_id).toBeNull();
    const events = await t.database.db
      .selectFrom('ownership_event')
      .select(['kind', 'from_user_id', 'to_user_id'])
      .where('key_item_id', '=', award?.key_item_id ?? 0)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { kind: 'GRANT', from_user_id: null, to_user_id: member.user.id },
      { kind: 'REVOKE', from_user_id: member.user.id, to_user_id: null },
    ]);
    const reward = await t.database.db
      .selectFrom('purchase')
      .select('status')
      .where('id', '=', award?.purchase_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(reward.status).toBe('CANCELLED');
    const pending = successData(await t.app.inject({ method: 'GET', url: PURCHASE_API.revealPending, headers: await authOf(t, member) }), pendingRevealSchema);
    expect(pending.items.map((entry) => entry.purchaseId)).not.toContain(award?.purchase_id);
    const notice = await t.database.db
      .selectFrom('notification')
      .select('title_en')
      .where('user_id', '=', member.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.title_en).toMatch(/KEY of the Month for .* taken back/);
    const audit = await t.database.db
      .selectFrom('staff_audit')
      .select(['action', 'actor_id'])
      .where('target_type', '=', 'monthly_award')
      .where('target_id', '=', String(award?.id))
      .execute();
    expect(audit).toEqual([{ action: 'MONTHLY_AWARD_REVOKE', actor_id: support.user.id }]);
  });

  it('a revealed KEY of the Month waits for support, who may keep it (audited) or take it back', async () => {
    const kept = await qualifyingMonth([2]);
    const taken = { ...(await qualifyingMonth([2])) };
    await distributeAfter(taken.month);
    for (const { member } of [kept, taken]) {
      const pending = successData(
        await t.app.inject({ method: 'GET', url: PURCHASE_API.revealPending, headers: await authOf(t, member) }),
        pendingRevealSchema,
      );
      for (const entry of pending.items)
        await t.app.inject({ method: 'POST', url: PURCHASE_API.reveal(entry.purchaseItemId), headers: await authOf(t, member) });
    }
    // The bought KEYs are revealed too; the test cancels as the cancellation service would have before that.
    const keptAward = await awardOf(kept.member.user.id, kept.month);
    const takenAward = await awardOf(taken.member.user.id, taken.month);
    expect(await cancel(at(kept.purchases, 0))).toEqual({ kind: 'NEEDS_DECISION', month: kept.month, awardId: keptAward?.id, reason: 'REVEALED' });
    expect(await cancel(at(taken.purchases, 0))).toEqual({ kind: 'NEEDS_DECISION', month: taken.month, awardId: takenAward?.id, reason: 'REVEALED' });

    const waiting = successData(
      await t.app.inject({ method: 'GET', url: `${MISSIONS_API.adminAwards}?status=NEEDS_DECISION`, headers: await authOf(t, support) }),
      adminAwardsSchema,
    );
    expect(waiting.items.map((item) => item.id)).toEqual(expect.arrayContaining([keptAward?.id, takenAward?.id]));
    expect(waiting.items.find((item) => item.id === keptAward?.id)).toMatchObject({
      decisionReason: 'REVEALED',
      holderId: kept.member.user.id,
      cancelledPurchaseId: at(kept.purchases, 0).id,
    });

    const decide = async (awardId: number, payload: object) =>
      t.app.inject({ method: 'POST', url: MISSIONS_API.adminAwardDecision(awardId), headers: await authOf(t, support), payload });
    expect(failure(await decide(keptAward?.id ?? 0, { action: 'KEEP', note: '' })).code).toBe('VALIDATION_FAILED');
    const keep = successData(await decide(keptAward?.id ?? 0, { action: 'KEEP', note: 'Goodwill: revealed before the cancellation' }), adminAwardSchema);
    expect(keep).toMatchObject({
      status: 'KEPT',
      holderId: kept.member.user.id,
      decidedBy: { id: support.user.id },
      note: 'Goodwill: revealed before the cancellation',
    });
    expect(failure(await decide(keptAward?.id ?? 0, { action: 'REVOKE', note: 'again' })).code).toBe('MONTHLY_AWARD_NO_DECISION');

    const revoke = successData(await decide(takenAward?.id ?? 0, { action: 'REVOKE', note: 'Qualifying purchase cancelled' }), adminAwardSchema);
    expect(revoke).toMatchObject({ status: 'REVOKED', holderId: null });
    const actions = await t.database.db
      .selectFrom('staff_audit')
      .select(['action', 'target_id'])
      .where('target_type', '=', 'monthly_award')
      .where('target_id', 'in', [String(keptAward?.id), String(takenAward?.id)])
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'MONTHLY_AWARD_KEEP', target_id: String(keptAward?.id) },
      { action: 'MONTHLY_AWARD_REVOKE', target_id: String(takenAward?.id) },
    ]);
  });

  it('a KEY of the Month that moved to another member cannot be taken back: support keeps it', async () => {
    const { month, member, purchases } = await qualifyingMonth([2]);
    await distributeAfter(month);
    const award = await awardOf(member.user.id, month);
    const other = await missionBuyer(t, 'new-owner');
    await t.database.db
      .updateTable('key_item')
      .set({ owner_id: other.user.id })
      .where('id', '=', award?.key_item_id ?? 0)
      .execute();
    expect(await cancel(at(purchases, 0))).toEqual({ kind: 'NEEDS_DECISION', month, awardId: award?.id, reason: 'MOVED' });
    const answer = await t.app.inject({
      method: 'POST',
      url: MISSIONS_API.adminAwardDecision(award?.id ?? 0),
      headers: { ...(await authOf(t, support)), 'accept-language': 'en' },
      payload: { action: 'REVOKE', note: 'try' },
    });
    expect(failure(answer)).toMatchObject({
      code: 'MONTHLY_KEY_NOT_HELD',
      message: 'This KEY now belongs to another member and cannot be taken back. Choose to keep it.',
    });
    const item = await t.database.db
      .selectFrom('key_item')
      .select('owner_id')
      .where('id', '=', award?.key_item_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(item.owner_id).toBe(other.user.id);
  });

  it('keeps members and visitors out of the staff routes, and setting up a month to the admin', async () => {
    const member = await missionBuyer(t, 'curious');
    const month = '2032-12';
    const routes = [
      { method: 'GET' as const, url: MISSIONS_API.adminMonths },
      { method: 'GET' as const, url: MISSIONS_API.adminAwards },
      { method: 'PUT' as const, url: MISSIONS_API.adminMonth(month), payload: setupInput(projectId) },
      { method: 'POST' as const, url: MISSIONS_API.adminAwardDecision(1), payload: { action: 'KEEP', note: 'x' } },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode).toBe(401);
      expect(failure(await t.app.inject({ ...route, headers: await authOf(t, member) })).code).toBe('FORBIDDEN');
    }
    expect(failure(await t.app.inject({ ...at(routes, 2), headers: await authOf(t, support) })).code).toBe('FORBIDDEN');
    expect(
      successData(await t.app.inject({ method: 'GET', url: MISSIONS_API.adminMonths, headers: await authOf(t, support) }), adminMonthsSchema).items.length,
    ).toBeGreaterThan(0);
  });

  it('refuses a month that has ended, a malformed month, and a supply below what was given', async () => {
    const { month } = await qualifyingMonth([2]);
    await distributeAfter(month);
    const put = async (target: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: MISSIONS_API.adminMonth(target), headers: await authOf(t, admin), payload });
    expect(failure(await put(month, setupInput(projectId))).code).toBe('MONTHLY_MONTH_ENDED');
    expect(failure(await put('2032-13', setupInput(projectId))).code).toBe('MONTHLY_MONTH_INVALID');
    expect(failure(await put('2099-01', setupInput(999_999))).code).toBe('PROJECT_NOT_FOUND');

    // The running month, two KEYs already given (taken from its supply by hand for the test).
    const running = (await qualifyingMonth([2])).month;
    const program = await t.database.db.selectFrom('monthly_program').select('key_design_id').where('month', '=', running).executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('key_design')
      .set((eb) => ({ supply_remaining: eb('supply_remaining', '-', 2) }))
      .where('id', '=', program.key_design_id)
      .execute();
    const withSupply = (supply: number, buyTarget = 2) => setupInput(projectId, { buyTarget, key: { ...setupInput(projectId).key, supply } });
    expect(failure(await put(running, withSupply(1))).code).toBe('MONTHLY_SUPPLY_BELOW_AWARDED');
    const changed = await put(running, withSupply(2, 5));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ data: { buyTarget: 5, key: { supplyTotal: 2, supplyRemaining: 0 } } });
    const audit = await t.database.db
      .selectFrom('staff_audit')
      .select('details')
      .where('action', '=', 'MONTHLY_SETUP')
      .where('target_id', '=', running)
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
  });
});
