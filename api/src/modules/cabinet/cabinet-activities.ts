import { sql, type Kysely } from 'kysely';
import { artPath, type CabinetActivities, type CabinetActivity, type CabinetActivityKind, type PageQuery } from 'shared-contract';
import type { Database } from '../../db/schema';

interface ActivityRow {
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

/** `GET /api/cabinet/activities`: one list in time order, newest first, with the KEY, project and the other member. */
export async function loadActivities(database: Kysely<Database>, userId: number, { page, size }: PageQuery): Promise<CabinetActivities> {
  const [rows, total] = await Promise.all([
    sql<ActivityRow>`select * from (${activitiesOf(userId)}) a order by a.occurred_at desc, a.kind, a.ref_id desc limit ${size} offset ${(page - 1) * size}`.execute(database),
    sql<{ count: number | string }>`select count(*) as count from (${activitiesOf(userId)}) a`.execute(database),
  ]);
  const keyIds = [...new Set(rows.rows.flatMap((row) => (row.key_item_id === null ? [] : [row.key_item_id])))];
  const memberIds = [...new Set(rows.rows.flatMap((row) => (row.counterpart_id === null ? [] : [row.counterpart_id])))];
  const projectIds = [...new Set(rows.rows.flatMap((row) => (row.project_id === null ? [] : [row.project_id])))];
  const [keys, members, projects] = await Promise.all([
    keyIds.length === 0
      ? []
      : database
          .selectFrom('key_item as ki')
          .innerJoin('key_design as d', 'd.id', 'ki.key_design_id')
          .innerJoin('project as p', 'p.id', 'd.project_id')
          .select(['ki.id', 'ki.serial_no', 'd.id as design_id', 'd.name_ko', 'd.name_en', 'p.id as project_id', 'p.title_ko', 'p.title_en'])
          .where('ki.id', 'in', keyIds)
          .execute(),
    memberIds.length === 0 ? [] : database.selectFrom('app_user').select(['id', 'nickname']).where('id', 'in', memberIds).execute(),
    projectIds.length === 0 ? [] : database.selectFrom('project').select(['id', 'title_ko', 'title_en']).where('id', 'in', projectIds).execute(),
  ]);
  const keyById = new Map(keys.map((key) => [key.id, key]));
  const nicknameById = new Map(members.map((member) => [member.id, member.nickname]));
  const projectById = new Map(projects.map((project) => [project.id, project]));

  const items = rows.rows.map((row): CabinetActivity => {
    const key = row.key_item_id === null ? undefined : keyById.get(row.key_item_id);
    const project = key ? { id: key.project_id, title: { ko: key.title_ko, en: key.title_en } } : undefined;
    const purchased = row.project_id === null ? undefined : projectById.get(row.project_id);
    return {
      id: `${row.kind}:${row.ref_id}`,
      kind: row.kind,
      occurredAt: new Date(row.occurred_at).toISOString(),
      project: project ?? (purchased ? { id: purchased.id, title: { ko: purchased.title_ko, en: purchased.title_en } } : null),
      key: key
        ? { keyItemId: key.id, serialNo: key.serial_no, designId: key.design_id, name: { ko: key.name_ko, en: key.name_en }, imageUrl: artPath.key(key.design_id) }
        : null,
      quantity: row.quantity === null ? null : Number(row.quantity),
      counterpart: row.counterpart_id === null ? null : (nicknameById.get(row.counterpart_id) ?? null),
      goldDelta: row.gold_delta === null ? null : Number(row.gold_delta),
      priceGold: row.price_gold === null ? null : Number(row.price_gold),
      payMethod: row.pay_method,
      status: row.status,
    };
  });
  return { items, page, size, total: Number(total.rows[0]?.count ?? 0) };
}
