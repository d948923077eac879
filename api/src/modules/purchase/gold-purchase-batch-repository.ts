import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { answersUpdate, type RecordAnswer } from '../idempotency/idempotency-repository';
import type { NotificationContent } from '../notifications/notify';

// The SQL of a batch of Gold purchases (`gold-purchase-batch.ts`), in the order the batch runs it.

type DB = Kysely<Database>;

export interface LockedDesign {
  id: number;
  project_id: number;
  supply_total: number;
  supply_remaining: number;
  released_at: Date;
  price_gold: number;
  sale_starts_at: Date;
  sale_ends_at: Date | null;
  title_ko: string;
  title_en: string;
}

interface LockedRow extends Partial<LockedDesign> {
  account_ids: number[] | string;
  balances: number[] | string;
  reserved: number[] | string;
}

/** A json or int[] column as pg and PGlite both answer it. */
export const arrayOf = <T>(value: T[] | string): T[] =>
  typeof value === 'string' ? (JSON.parse(value.startsWith('{') ? `[${value.slice(1, -1)}]` : value) as T[]) : value;

/**
 * In one statement, the buyers' Gold accounts locked in user id order (`userIds` sorted), then the projects' designs
 * for sale locked in id order, each with its project (not locked): the order a single purchase takes them in. The
 * designs are a lateral subquery of the accounts' one row, so they are locked after the accounts.
 */
export async function lockBuyersAndDesigns(trx: DB, userIds: number[], projectIds: number[]) {
  const { rows } = await sql<LockedRow>`
    with accounts as materialized (
      select user_id, balance, reserved from gold_account where user_id = any(${userIds}::int[]) order by user_id for update),
    held as (
      select coalesce(array_agg(user_id order by user_id), '{}') as account_ids, coalesce(array_agg(balance order by user_id), '{}') as balances,
        coalesce(array_agg(reserved order by user_id), '{}') as reserved
      from accounts)
    select held.account_ids, held.balances, held.reserved, d.*
    from held left join lateral ( -- refers to held (always true), so it runs after the accounts are locked
      select d.id, d.project_id, d.supply_total, d.supply_remaining, d.released_at, p.price_gold, p.sale_starts_at, p.sale_ends_at, p.title_ko, p.title_en
      from key_design as d join project as p on p.id = d.project_id
      where d.project_id = any(${projectIds}::int[]) and d.edition = 'SALE' and held.account_ids is not null
      order by d.id
      for update of d) as d on true
    order by d.id`.execute(trx);
  const [first] = rows;
  const ids = first ? arrayOf<number>(first.account_ids) : [];
  const balances = first ? arrayOf<number>(first.balances) : [];
  const reserved = first ? arrayOf<number>(first.reserved) : [];
  return {
    accounts: ids.map((userId, at) => ({ user_id: userId, balance: balances[at] as number, reserved: reserved[at] as number })),
    designs: rows.filter((row): row is LockedRow & LockedDesign => row.id !== null && row.id !== undefined),
  };
}

export async function saleProjects(trx: DB, projectIds: number[]) {
  return trx
    .selectFrom('project')
    .select(['id', 'price_gold', 'sale_starts_at', 'sale_ends_at', 'title_ko', 'title_en'])
    .where('id', 'in', projectIds)
    .execute();
}

export interface SupplyRow {
  id: number;
  top: number | null;
  /** [key item id, serial] of items back in supply, lowest serial first, at most what the batch draws of the design. */
  returned: [number, number][] | string;
  purchase_ids: number[] | string;
  purchase_item_ids: number[] | string;
  key_item_ids: number[] | string;
}

/**
 * Per design drawn (`designIds` with the `counts` drawn of each), the highest serial and the items back in supply;
 * and, on every row, the ids of the batch's new purchases, purchase items and KEY items taken from their sequences.
 */
export async function readBatchSupply(
  trx: DB,
  { purchaseCount, drawCount, designIds, counts }: { purchaseCount: number; drawCount: number; designIds: number[]; counts: number[] },
): Promise<SupplyRow[]> {
  const { rows } = await sql<SupplyRow>`
    with ids as materialized ( -- from the sequences of their serial ids
      select
        array(select nextval('purchase_id_seq')::int from generate_series(1, ${purchaseCount}::int)) as purchase_ids,
        array(select nextval('purchase_item_id_seq')::int from generate_series(1, ${drawCount}::int)) as purchase_item_ids,
        array(select nextval('key_item_id_seq')::int from generate_series(1, ${drawCount}::int)) as key_item_ids
    )
    select d.id,
      (select max(ki.serial_no) from key_item ki where ki.key_design_id = d.id) as top,
      (select coalesce(json_agg(json_build_array(back.id, back.serial_no) order by back.serial_no), '[]'::json)
         from (select ki.id, ki.serial_no from key_item ki
               where ki.key_design_id = d.id and ki.owner_id is null
                 and not exists (select 1 from purchase_item pi where pi.key_item_id = ki.id)
               order by ki.serial_no limit d.n) as back) as returned,
      ids.purchase_ids, ids.purchase_item_ids, ids.key_item_ids
    from unnest(${designIds}::int[], ${counts}::int[]) as d(id, n) cross join ids`.execute(trx);
  return rows;
}

/** Every row a batch writes (the ids already taken from the sequences). */
export interface BatchRows {
  /** The designs drawn, in id order, with how many of each. */
  designIds: number[];
  counts: number[];
  /** KEY items back in supply handed to their new owner. */
  reused: { id: number; owner: number; at: Date }[];
  minted: { id: number; designId: number; serialNo: number; owner: number; at: Date }[];
  purchases: {
    id: number;
    userId: number;
    projectId: number;
    quantity: number;
    unitPriceGold: number;
    totalGold: number;
    idempotency: string;
    notice: NotificationContent;
    at: Date;
  }[];
  /** Gold taken per account, in user id order. */
  debits: { userId: number; amount: number }[];
  ledger: { userId: number; amount: number; balanceAfter: number; reference: string; at: Date }[];
  /** The KEYs drawn, in purchase item id order. */
  arrivals: {
    purchaseItemId: number;
    purchaseId: number;
    keyItemId: number;
    designId: number;
    position: number;
    designRemaining: number;
    poolRemaining: number;
    ownerId: number;
    actor: string | null;
    priceGold: number;
    at: Date;
  }[];
  /** How many purchases each buyer made, in user id order. */
  buyers: { userId: number; count: number }[];
}

/**
 * Writes every row of the batch and its answers (stored on their Idempotency-Key claims) in one statement
 * (data-modifying CTEs); answers how many supply, Gold and returned KEY item rows it moved.
 */
export async function writeBatch(trx: DB, batch: BatchRows, answers: readonly RecordAnswer[]) {
  const { designIds, counts, reused, minted, purchases, debits, ledger, arrivals, buyers } = batch;
  const column = <T, V>(list: readonly T[], pick: (item: T) => V) => list.map(pick);
  const { rows } = await sql<{ designs: number; accounts: number; reused: number }>`
    with
    supply as (
      update key_design as d set supply_remaining = d.supply_remaining - v.taken
      from unnest(${designIds}::int[], ${counts}::int[]) as v(id, taken)
      where d.id = v.id and d.supply_remaining >= v.taken
      returning d.id),
    reused as (
      update key_item as ki set owner_id = v.owner, acquired_at = v.at
      from unnest(${column(reused, (item) => item.id)}::int[], ${column(reused, (item) => item.owner)}::int[], ${column(reused, (item) => item.at)}::timestamptz[]) as v(id, owner, at)
      where ki.id = v.id and ki.owner_id is null
      returning ki.id),
    minted as (
      insert into key_item (id, key_design_id, serial_no, owner_id, acquired_at)
      select * from unnest(${column(minted, (item) => item.id)}::int[], ${column(minted, (item) => item.designId)}::int[], ${column(minted, (item) => item.serialNo)}::int[],
        ${column(minted, (item) => item.owner)}::int[], ${column(minted, (item) => item.at)}::timestamptz[])),
    bought as (
      insert into purchase (id, user_id, project_id, quantity, unit_price_gold, total_gold, pay_method, status, idempotency, created_at)
      select id, user_id, project_id, quantity, unit_price_gold, total_gold, 'GOLD', 'PAID', idempotency, created_at
      from unnest(${column(purchases, (p) => p.id)}::int[], ${column(purchases, (p) => p.userId)}::int[], ${column(purchases, (p) => p.projectId)}::int[],
        ${column(purchases, (p) => p.quantity)}::int[], ${column(purchases, (p) => p.unitPriceGold)}::int[], ${column(purchases, (p) => p.totalGold)}::int[],
        ${column(purchases, (p) => p.idempotency)}::text[], ${column(purchases, (p) => p.at)}::timestamptz[])
        as v(id, user_id, project_id, quantity, unit_price_gold, total_gold, idempotency, created_at)),
    accounts as (
      update gold_account as a set balance = a.balance - v.amount
      from unnest(${column(debits, (debit) => debit.userId)}::int[], ${column(debits, (debit) => debit.amount)}::int[]) as v(user_id, amount)
      where a.user_id = v.user_id and a.balance - v.amount >= a.reserved
      returning a.user_id),
    ledger as (
      insert into gold_ledger (user_id, kind, amount, balance_after, reference, created_at)
      select user_id, 'SPEND', amount, balance_after, reference, created_at
      from unnest(${column(ledger, (row) => row.userId)}::int[], ${column(ledger, (row) => row.amount)}::int[], ${column(ledger, (row) => row.balanceAfter)}::int[],
        ${column(ledger, (row) => row.reference)}::text[], ${column(ledger, (row) => row.at)}::timestamptz[])
        with ordinality as v(user_id, amount, balance_after, reference, created_at, n)
      order by n),
    ownership as (
      insert into ownership_event (key_item_id, kind, from_user_id, to_user_id, occurred_at)
      select key_item_id, 'PURCHASE', null, to_user_id, occurred_at
      from unnest(${column(arrivals, (a) => a.keyItemId)}::int[], ${column(arrivals, (a) => a.ownerId)}::int[], ${column(arrivals, (a) => a.at)}::timestamptz[])
        with ordinality as v(key_item_id, to_user_id, occurred_at, n)
      order by n),
    items as (
      insert into purchase_item (id, purchase_id, key_item_id, key_design_id, draw_position, design_remaining, pool_remaining)
      select * from unnest(${column(arrivals, (a) => a.purchaseItemId)}::int[], ${column(arrivals, (a) => a.purchaseId)}::int[], ${column(arrivals, (a) => a.keyItemId)}::int[],
        ${column(arrivals, (a) => a.designId)}::int[], ${column(arrivals, (a) => a.position)}::int[], ${column(arrivals, (a) => a.designRemaining)}::int[],
        ${column(arrivals, (a) => a.poolRemaining)}::int[])),
    activity as (
      insert into key_activity (key_design_id, type, actor, price_gold, occurred_at)
      select key_design_id, 'PURCHASE', actor, price_gold, occurred_at
      from unnest(${column(arrivals, (a) => a.designId)}::int[], ${column(arrivals, (a) => a.actor)}::text[],
        ${column(arrivals, (a) => a.priceGold)}::int[], ${column(arrivals, (a) => a.at)}::timestamptz[])
        with ordinality as v(key_design_id, actor, price_gold, occurred_at, n)
      order by n),
    notified as (
      insert into notification (user_id, type, title_ko, title_en, body_ko, body_en, link_url, read_at, created_at)
      select user_id, type, title_ko, title_en, body_ko, body_en, link_url, null, created_at
      from unnest(${column(purchases, (p) => p.userId)}::int[], ${column(purchases, (p) => p.notice.type)}::text[], ${column(purchases, (p) => p.notice.title.ko)}::text[],
        ${column(purchases, (p) => p.notice.title.en)}::text[], ${column(purchases, (p) => p.notice.body.ko)}::text[], ${column(purchases, (p) => p.notice.body.en)}::text[],
        ${column(purchases, (p) => p.notice.linkUrl ?? null)}::text[], ${column(purchases, (p) => p.at)}::timestamptz[])
        with ordinality as v(user_id, type, title_ko, title_en, body_ko, body_en, link_url, created_at, n)
      order by n),
    counted as (
      update app_user as u set purchase_count = u.purchase_count + v.n
      from unnest(${column(buyers, (buyer) => buyer.userId)}::int[], ${column(buyers, (buyer) => buyer.count)}::int[]) as v(id, n)
      where u.id = v.id),
    answered as (${answersUpdate(answers)})
    select (select count(*) from supply)::int as designs, (select count(*) from accounts)::int as accounts, (select count(*) from reused)::int as reused`.execute(
    trx,
  );
  return rows;
}
