import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * For tests and audits: every KEY item whose owner is not the recipient of its last ownership event (should be
 * none), and every KEY that changed hands with no event at all.
 */
export async function ownershipMismatches(db: Kysely<Database>) {
  const result = await sql<{ key_item_id: number; owner_id: number | null; last_to: number | null }>`
    select ki.id as key_item_id, ki.owner_id, last.to_user_id as last_to
    from key_item ki
    left join lateral (
      select e.to_user_id from ownership_event e where e.key_item_id = ki.id order by e.id desc limit 1
    ) last on true
    where ki.owner_id is not null and (last.to_user_id is null or last.to_user_id <> ki.owner_id)
  `.execute(db);
  return result.rows;
}
