import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Whether the KEY item `keyItemColumn` (e.g. `'ki.id'`) has been revealed: every draw of it is revealed (a KEY
 * never drawn, e.g. a grant, counts as revealed). An unrevealed KEY is its holder's surprise still: it is not shown,
 * counted in a set, listed, offered on or transferred.
 */
export const keyItemRevealed = (keyItemColumn: string) =>
  sql<SqlBool>`not exists (select 1 from purchase_item as unrevealed where unrevealed.key_item_id = ${sql.ref(keyItemColumn)} and unrevealed.revealed_at is null)`;

/** Whether this KEY item has been revealed (see `keyItemRevealed`). */
export async function isKeyItemRevealed(db: Kysely<Database>, keyItemId: number): Promise<boolean> {
  const unrevealed = await db
    .selectFrom('purchase_item').select('id').where('key_item_id', '=', keyItemId).where('revealed_at', 'is', null).executeTakeFirst();
  return !unrevealed;
}
