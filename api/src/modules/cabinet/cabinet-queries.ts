import { sql, type Kysely } from 'kysely';
import { artPath, type Cabinet, type CabinetGroup, type CabinetKey, type Rarity } from 'shared-contract';
import type { Database } from '../../db/schema';
import { keyItemRevealed } from '../ownership/revealed-key';
import { ensureCabinet } from '../ownership/cabinet';
import { KEY_MOVE_LOCK_MS } from '../ownership/key-lock';

interface OwnedKeyRow {
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

function toCabinetKey(row: OwnedKeyRow, now: Date): CabinetKey {
  const lockedUntil = row.last_moved_at ? new Date(new Date(row.last_moved_at).getTime() + KEY_MOVE_LOCK_MS) : null;
  const locked = lockedUntil !== null && lockedUntil > now;
  const state = row.transfer_id !== null ? 'TRANSFER_IN_PROGRESS' : row.listing_id !== null ? 'LISTED' : locked ? 'LOCKED' : 'AVAILABLE';
  return {
    keyItemId: row.key_item_id,
    serialNo: row.serial_no,
    design: { id: row.design_id, name: { ko: row.name_ko, en: row.name_en }, rarity: row.rarity, supplyTotal: row.supply_total },
    imageUrl: artPath.key(row.design_id),
    acquiredAt: new Date(row.acquired_at).toISOString(),
    favorite: row.favorite ?? false,
    hidden: row.hidden ?? false,
    position: row.position,
    state,
    lockedUntil: locked && lockedUntil ? lockedUntil.toISOString() : null,
    listing: row.listing_id !== null && row.listing_price !== null ? { id: row.listing_id, priceGold: row.listing_price } : null,
    transferId: row.transfer_id,
  };
}

/** `GET /api/cabinet`: the wallet address and the member's KEYs grouped by project, in the member's order. */
export async function loadCabinet(database: Kysely<Database>, userId: number, { includeHidden, now }: { includeHidden: boolean; now: Date }): Promise<Cabinet> {
  const cabinet = await ensureCabinet(database, userId, now);
  const rows = await ownedKeys(database, userId);
  const keys = rows.map((row) => ({ row, key: toCabinetKey(row, now) }));
  const shown = keys.filter(({ key }) => includeHidden || !key.hidden);
  const groups = new Map<number, CabinetGroup>();
  for (const { row, key } of shown) {
    let group = groups.get(row.project_id);
    if (!group) {
      group = { project: { id: row.project_id, title: { ko: row.title_ko, en: row.title_en } }, count: 0, items: [] };
      groups.set(row.project_id, group);
    }
    group.items.push(key);
    group.count += 1;
  }
  return {
    cabinet,
    total: shown.length,
    hiddenCount: keys.filter(({ key }) => key.hidden).length,
    groups: [...groups.values()],
  };
}
