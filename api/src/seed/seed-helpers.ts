import type { Kysely } from 'kysely';
import type { LocalizedText } from 'shared-contract';
import type { Database } from '../db/schema';

/** `{ title: {ko, en} }` → `{ title_ko, title_en }`: the columns of one bilingual text. */
export const bilingual = <K extends string>(column: K, text: LocalizedText) =>
  ({ [`${column}_ko`]: text.ko, [`${column}_en`]: text.en }) as Record<`${K}_ko` | `${K}_en`, string>;

/** Claims a named seed step once per database (false when it already ran). */
export async function claimSeedRun(trx: Kysely<Database>, name: string): Promise<boolean> {
  const claimed = await trx
    .insertInto('seed_run')
    .values({ name })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}
