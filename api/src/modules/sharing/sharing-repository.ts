import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { publishedBy } from '../catalog/catalog-repository';

/** Every SQL statement of the sharing module. */
type DB = Kysely<Database>;

/** The KEY design of the member's purchase item, and when it was revealed (undefined when it is not theirs). */
export async function purchaseItemOf(db: DB, { purchaseItemId, userId }: { purchaseItemId: number; userId: number }) {
  return db
    .selectFrom('purchase_item as pi')
    .innerJoin('purchase as pu', 'pu.id', 'pi.purchase_id')
    .select(['pi.key_design_id', 'pi.revealed_at'])
    .where('pi.id', '=', purchaseItemId)
    .where('pu.user_id', '=', userId)
    .executeTakeFirst();
}

/** What a KEY's link preview shows of it: its names, descriptions and project titles (undefined unless members see it at `now`). */
export async function keyPreviewOf(db: DB, keyId: number, now: Date) {
  return db
    .selectFrom('key_design as d')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .select(['d.id', 'd.name_ko', 'd.name_en', 'd.description_ko', 'd.description_en', 'p.title_ko', 'p.title_en'])
    .where('d.id', '=', keyId)
    .where(publishedBy('p', now))
    .executeTakeFirst();
}
