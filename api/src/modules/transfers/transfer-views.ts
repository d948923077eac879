import type { Kysely, Selectable } from 'kysely';
import { artPath, type Transfer, type TransferFailureReason, type TransferKeyItem } from 'shared-contract';
import type { Database } from '../../db/schema';
import type { KeyTransferTable } from '../ownership/ownership-tables';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The KEYs (design and serial) of these key items, by key item id. */
export async function keyItemsById(db: Kysely<Database>, keyItemIds: number[]): Promise<Map<number, TransferKeyItem>> {
  if (keyItemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('key_item as ki')
    .innerJoin('key_design as d', 'd.id', 'ki.key_design_id')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .select(['ki.id as keyItemId', 'ki.serial_no', 'd.id as designId', 'd.project_id', 'd.name_ko', 'd.name_en', 'd.rarity', 'p.title_ko', 'p.title_en'])
    .where('ki.id', 'in', [...new Set(keyItemIds)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.keyItemId,
      {
        keyItemId: row.keyItemId,
        serialNo: row.serial_no,
        key: {
          id: row.designId,
          projectId: row.project_id,
          projectTitle: { ko: row.title_ko, en: row.title_en },
          name: { ko: row.name_ko, en: row.name_en },
          rarity: row.rarity,
          imageUrl: artPath.key(row.designId),
        },
      },
    ]),
  );
}

/** Transfers as the member `viewerId` sees them (sent or received), in the order given. */
export async function transferViews(db: Kysely<Database>, rows: Selectable<KeyTransferTable>[], viewerId: number): Promise<Transfer[]> {
  const items = await keyItemsById(db, rows.map((row) => row.key_item_id));
  const memberIds = [...new Set(rows.flatMap((row) => [row.from_user_id, row.to_user_id]))];
  const members = memberIds.length === 0 ? [] : await db.selectFrom('app_user').select(['id', 'nickname']).where('id', 'in', memberIds).execute();
  const nicknames = new Map(members.map((member) => [member.id, member.nickname]));
  return rows.map((row) => {
    const item = items.get(row.key_item_id);
    if (!item) throw new Error(`key item ${row.key_item_id} of transfer ${row.id} is missing`);
    return {
      id: row.id,
      status: row.status,
      direction: row.from_user_id === viewerId ? 'SENT' : 'RECEIVED',
      item,
      from: { id: row.from_user_id, nickname: nicknames.get(row.from_user_id) ?? null },
      to: { id: row.to_user_id, nickname: nicknames.get(row.to_user_id) ?? null },
      requestedAt: iso(row.requested_at),
      completeAfter: iso(row.complete_after),
      finishedAt: row.finished_at ? iso(row.finished_at) : null,
      failureReason: (row.failure_reason as TransferFailureReason | null) ?? null,
    };
  });
}
