import type { Kysely } from 'kysely';
import { artPath, type Cabinet, type CabinetGroup, type CabinetKey, type CabinetPref, type CabinetUnlock } from 'shared-contract';
import type { Clock } from '../../clock';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ensureCabinet } from '../ownership/cabinet';
import { verifyCabinetPassword } from '../ownership/cabinet-password';
import { KEY_MOVE_LOCK_MS } from '../ownership/key-lock';
import { clearPositionsBut, keyOwners, ownedKeys, setPositions, upsertKeyPref, type OwnedKeyRow } from './cabinet-repository';
import type { CabinetUnlockTokens } from './cabinet-unlock';

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

/** The password gate: "Incorrect password", five wrong in a row lock it for 15 minutes; right answers an unlock token. */
export async function unlockCabinet(
  { db, clock, tokens }: { db: Kysely<Database>; clock: Clock; tokens: CabinetUnlockTokens },
  { user, familyId, password }: { user: AppUserRow; familyId: string; password: string },
): Promise<CabinetUnlock> {
  if (user.cabinet_password_hash === null) throw new AppError('CABINET_PASSWORD_NOT_SET');
  await verifyCabinetPassword(db, user, password, clock.now());
  return tokens.issue(user.id, familyId);
}

/** Only one's own KEYs are arranged: KEY_NOT_FOUND for an unknown one, KEY_NOT_YOURS for another member's. */
async function assertOwnsKeys(database: Kysely<Database>, userId: number, keyItemIds: number[]) {
  const rows = await keyOwners(database, keyItemIds);
  if (rows.length !== keyItemIds.length) throw new AppError('KEY_NOT_FOUND');
  if (rows.some((row) => row.owner_id !== userId)) throw new AppError('KEY_NOT_YOURS');
}

/** Sets the member's favourite or hidden mark on one of their KEYs (the row is made the first time). */
export async function setKeyPref(
  database: Kysely<Database>,
  change: { userId: number; keyItemId: number; now: Date } & ({ favorite: boolean } | { hidden: boolean }),
): Promise<CabinetPref> {
  await assertOwnsKeys(database, change.userId, [change.keyItemId]);
  const values = 'favorite' in change ? { favorite: change.favorite } : { hidden: change.hidden };
  const row = await upsertKeyPref(database, { userId: change.userId, keyItemId: change.keyItemId, now: change.now, values });
  return { keyItemId: row.key_item_id, favorite: row.favorite, hidden: row.hidden, position: row.position };
}

/**
 * The member's own order: the given KEYs take places 0..n-1, their other KEYs lose theirs (they follow, newest
 * first). One transaction, so a reload shows either the old order or the new one.
 */
export async function arrangeKeys(database: Kysely<Database>, { userId, keyItemIds, now }: { userId: number; keyItemIds: number[]; now: Date }) {
  await assertOwnsKeys(database, userId, keyItemIds);
  await database.transaction().execute(async (trx) => {
    await clearPositionsBut(trx, { userId, keyItemIds, now });
    await setPositions(trx, { userId, keyItemIds, now });
  });
  return { arranged: keyItemIds.length };
}
