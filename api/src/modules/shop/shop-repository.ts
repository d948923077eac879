import type { ShopQuery } from 'shared-contract';
import type { DB } from '../catalog/catalog-repository';

/** The SQL of the shop (the projects and banners themselves are read through the catalog's queries). */

/** Ids of the projects holding a KEY of this rarity that is not sold out. */
export async function projectIdsWithRarity(db: DB, rarity: NonNullable<ShopQuery['rarity']>): Promise<number[]> {
  const rows = await db.selectFrom('key_design').select('project_id').distinct().where('rarity', '=', rarity).where('supply_remaining', '>', 0).execute();
  return rows.map((row) => row.project_id);
}
