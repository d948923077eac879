import { sql, type Kysely } from 'kysely';
import type { CabinetActivity, CabinetActivityKind, PageQuery, Rarity } from 'shared-contract';
import type { Database } from '../../db/schema';
import { keyItemRevealed } from '../ownership/ownership-repository';

export interface OwnedKeyRow {
  key_item_id: number;
  serial_no: number;
  acquired_at: Date;
  design_id: number;
  name_ko: string;
  name_en: string;
  rarity: Rarity;
  supply_total: number;
  project_id: number;
  title_ko: string;
  title_en: string;
  favorite: boolean | null;
  hidden: boolean | null;
  position: number | null;
  listing_id: number | null;
  listing_price: number | null;
  transfer_id: number | null;
  last_moved_at: Date | string | null;
}

/**
 * The member's revealed KEYs in their order: arranged ones by position, then the rest newest first. A drawn KEY
 * shows once revealed (as on /api/key/my); its state comes from its active listing, transfer in progress and the
 * 24-hour lock after its last ownership event.
 */
export async function ownedKeys(database: Kysely<Database>, userId: number): Promise<OwnedKeyRow[]> {
  return database
    .selectFrom('key_item as ki')
    .innerJoin('key_design as d', 'd.id', 'ki.key_design_id')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .leftJoin('cabinet_key_pref as pref', (join) => join.onRef('pref.key_item_id', '=', 'ki.id').on('pref.user_id', '=', userId))
    .leftJoin('market_listing as ml', (join) => join.onRef('ml.key_item_id', '=', 'ki.id').on('ml.status', '=', 'ACTIVE'))
    .leftJoin('key_transfer as kt', (join) => join.onRef('kt.key_item_id', '=', 'ki.id').on('kt.status', '=', 'IN_PROGRESS'))
    .select([
      'ki.id as key_item_id',
      'ki.serial_no',
      'ki.acquired_at',
      'd.id as design_id',
      'd.name_ko',
      'd.name_en',
      'd.rarity',
      'd.supply_total',
      'p.id as project_id',
      'p.title_ko',
      'p.title_en',
      'pref.favorite',
      'pref.hidden',
      'pref.position',
      'ml.id as listing_id',
      'ml.price_gold as listing_price',
      'kt.id as transfer_id',
    ])
    .select((eb) =>
      eb
        .selectFrom('ownership_event as oe')
        .select((inner) => inner.fn.max('oe.occurred_at').as('last'))
        .whereRef('oe.key_item_id', '=', 'ki.id')
        .as('last_moved_at'),
    )
    .where('ki.owner_id', '=', userId)
    .where(keyItemRevealed('ki.id'))
    .orderBy(sql`pref.position asc nulls last`)
    .orderBy('ki.acquired_at', 'desc')
    .orderBy('ki.id', 'desc')
    .execute();
}

/** The owners of these KEYs (those that exist). */
export async function keyOwners(database: Kysely<Database>, keyItemIds: number[]): Promise<Array<{ id: number; owner_id: number | null }>> {
  return database.selectFrom('key_item').select(['id', 'owner_id']).where('id', 'in', keyItemIds).execute();
}

/** Sets the member's favourite or hidden mark on a KEY (the row is made the first time); answers the row. */
export async function upsertKeyPref(
  database: Kysely<Database>,
  change: { userId: number; keyItemId: number; now: Date; values: { favorite: boolean } | { hidden: boolean } },
): Promise<{ key_item_id: number; favorite: boolean; hidden: boolean; position: number | null }> {
  const { values } = change;
  return database
    .insertInto('cabinet_key_pref')
    .values({ user_id: change.userId, key_item_id: change.keyItemId, updated_at: change.now, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'key_item_id']).doUpdateSet({ ...values, updated_at: change.now }))
    .returning(['key_item_id', 'favorite', 'hidden', 'position'])
    .executeTakeFirstOrThrow();
}

/** The member's KEYs not in `keyItemIds` lose their place. */
export async function clearPositionsBut(
  database: Kysely<Database>,
  { userId, keyItemIds, now }: { userId: number; keyItemIds: number[]; now: Date },
): Promise<void> {
  await database
    .updateTable('cabinet_key_pref')
    .set({ position: null, updated_at: now })
    .where('user_id', '=', userId)
    .where('key_item_id', 'not in', keyItemIds)
    .execute();
}

/** The given KEYs take places 0..n-1, in order. */
export async function setPositions(
  database: Kysely<Database>,
  { userId, keyItemIds, now }: { userId: number; keyItemIds: number[]; now: Date },
): Promise<void> {
  await database
    .insertInto('cabinet_key_pref')
    .values(keyItemIds.map((keyItemId, position) => ({ user_id: userId, key_item_id: keyItemId, position, updated_at: now })))
    .onConflict((conflict) => conflict.columns(['user_id', 'key_item_id']).doUpdateSet((eb) => ({ position: eb.ref('excluded.position'), updated_at: now })))
    .execute();
}

// ---- Activities ----

export interface ActivityRow {
  kind: CabinetActivityKind;
  ref_id: number;
  occurred_at: Date | string;
  key_item_id: number | null;
  project_id: number | null;
  counterpart_id: number | null;
  gold_delta: number | null;
  price_gold: number | null;
  quantity: number | null;
  pay_method: string | null;
  status: CabinetActivity['status'];
}

/**
 * Every activity of the member as rows of one shape: purchases, reveals, transfers both ways, market sales and
 * purchases, and KEYs from coupons, tickets and grants (ownership events). One UNION, ordered and paged in SQL.
 */
const activitiesOf = (userId: number) => sql`
  select 'PURCHASE' as kind, pu.id as ref_id, pu.created_at as occurred_at, null::int as key_item_id, pu.project_id,
         null::int as counterpart_id, case when pu.pay_method = 'GOLD' then -pu.total_gold end as gold_delta,
         null::int as price_gold, pu.quantity, pu.pay_method, null::text as status
    from purchase pu where pu.user_id = ${userId}
  union all
  select 'REVEAL', pi.id, pi.revealed_at, pi.key_item_id, pu.project_id, null, null, null, null, null, null
    from purchase_item pi join purchase pu on pu.id = pi.purchase_id
   where pu.user_id = ${userId} and pi.revealed_at is not null
  union all
  select 'TRANSFER_SENT', kt.id, kt.requested_at, kt.key_item_id, null, kt.to_user_id, null, null, null, null, kt.status
    from key_transfer kt where kt.from_user_id = ${userId}
  union all
  select 'TRANSFER_RECEIVED', kt.id, kt.requested_at, kt.key_item_id, null, kt.from_user_id, null, null, null, null, kt.status
    from key_transfer kt where kt.to_user_id = ${userId}
  union all
  select 'SALE', ml.id, ml.closed_at, ml.key_item_id, null, ml.buyer_id, ms.seller_gold, ml.price_gold, null, null, null
    from market_listing ml left join market_settlement ms on ms.listing_id = ml.id
   where ml.seller_id = ${userId} and ml.status = 'SOLD'
  union all
  select 'MARKET_PURCHASE', ml.id, ml.closed_at, ml.key_item_id, null, ml.seller_id, -ml.price_gold, ml.price_gold, null, null, null
    from market_listing ml where ml.buyer_id = ${userId} and ml.status = 'SOLD'
  union all
  select case when oe.kind = 'GRANT' then 'GRANT'
              when exists (select 1 from ticket t where t.key_item_id = oe.key_item_id) then 'TICKET_EXCHANGE'
              else 'COUPON_EXCHANGE' end,
         oe.id, oe.occurred_at, oe.key_item_id, null, null, null, null, null, null, null
    from ownership_event oe where oe.to_user_id = ${userId} and oe.kind in ('GRANT', 'EXCHANGE')
`;

/** A page of the member's activities, newest first. */
export async function activityPage(database: Kysely<Database>, userId: number, { page, size }: PageQuery): Promise<ActivityRow[]> {
  const result =
    await sql<ActivityRow>`select * from (${activitiesOf(userId)}) a order by a.occurred_at desc, a.kind, a.ref_id desc limit ${size} offset ${(page - 1) * size}`.execute(
      database,
    );
  return result.rows;
}

/** How many activities the member has. */
export async function activityCount(database: Kysely<Database>, userId: number): Promise<number> {
  const result = await sql<{ count: number | string }>`select count(*) as count from (${activitiesOf(userId)}) a`.execute(database);
  return Number(result.rows[0]?.count ?? 0);
}

/** These KEYs with their design and project. */
export async function activityKeys(database: Kysely<Database>, keyItemIds: number[]) {
  return database
    .selectFrom('key_item as ki')
    .innerJoin('key_design as d', 'd.id', 'ki.key_design_id')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .select(['ki.id', 'ki.serial_no', 'd.id as design_id', 'd.name_ko', 'd.name_en', 'p.id as project_id', 'p.title_ko', 'p.title_en'])
    .where('ki.id', 'in', keyItemIds)
    .execute();
}

/** These members' nicknames. */
export async function nicknamesOf(database: Kysely<Database>, userIds: number[]) {
  return database.selectFrom('app_user').select(['id', 'nickname']).where('id', 'in', userIds).execute();
}

/** These projects' titles. */
export async function projectTitlesOf(database: Kysely<Database>, projectIds: number[]) {
  return database.selectFrom('project').select(['id', 'title_ko', 'title_en']).where('id', 'in', projectIds).execute();
}

// ---- Sets ----

/** The member's revealed KEYs counted by design (of one project if `projectId` is given). */
export async function ownedDesignCounts(database: Kysely<Database>, userId: number, projectId?: number) {
  let counts = database
    .selectFrom('key_item as ki')
    .innerJoin('key_design as d', 'd.id', 'ki.key_design_id')
    .select(['d.id as design_id', 'd.project_id', (eb) => eb.fn.countAll<number>().as('owned')])
    .where('ki.owner_id', '=', userId)
    .where(keyItemRevealed('ki.id'))
    .groupBy(['d.id', 'd.project_id']);
  if (projectId !== undefined) counts = counts.where('d.project_id', '=', projectId);
  return counts.execute();
}

/** These projects, by id. */
export async function setProjects(database: Kysely<Database>, projectIds: number[]) {
  return database.selectFrom('project').select(['id', 'title_ko', 'title_en']).where('id', 'in', projectIds).orderBy('id').execute();
}

/** Every KEY design of these projects, by id. */
export async function setDesigns(database: Kysely<Database>, projectIds: number[]) {
  return database
    .selectFrom('key_design')
    .select(['id', 'project_id', 'name_ko', 'name_en', 'rarity'])
    .where('project_id', 'in', projectIds)
    .orderBy('id')
    .execute();
}
