import type { Kysely } from 'kysely';
import type { Transfer, TransferFailureReason } from 'shared-contract';
import type { Database } from '../../db/schema';
import { drawnKeyItemsById } from '../catalog/drawn-key';
import { nicknamesOf, type TransferRow } from './transfer-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Transfers as the member `viewerId` sees them (sent or received), in the order given. */
export async function transferViews(db: Kysely<Database>, rows: TransferRow[], viewerId: number): Promise<Transfer[]> {
  const items = await drawnKeyItemsById(
    db,
    rows.map((row) => row.key_item_id),
  );
  const memberIds = [...new Set(rows.flatMap((row) => [row.from_user_id, row.to_user_id]))];
  const members = await nicknamesOf(db, memberIds);
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
