import type { Kysely } from 'kysely';
import type { DrawnKey } from 'shared-contract';
import { keyDesignFace } from './catalog-mappers';
import { keyItemsWithDesigns } from './catalog-repository';
import type { Database } from '../../db/schema';

/**
 * The one mapping of a KEY design (joined as `d`, its project as `p`) to the contract's `DrawnKey`: select
 * `DRAWN_KEY_COLUMNS` (catalog-repository), map with `drawnKeyOf`.
 */
export interface DrawnKeyRow {
  design_id: number;
  project_id: number;
  name_ko: string;
  name_en: string;
  rarity: DrawnKey['rarity'];
  title_ko: string;
  title_en: string;
}

export const drawnKeyOf = (row: DrawnKeyRow): DrawnKey => ({
  id: row.design_id,
  projectId: row.project_id,
  projectTitle: { ko: row.title_ko, en: row.title_en },
  ...keyDesignFace(row.design_id, row),
});

export interface DrawnKeyItem {
  keyItemId: number;
  serialNo: number;
  key: DrawnKey;
}

/** These KEY items with their serial and design, by key item id (ids not found are left out). */
export async function drawnKeyItemsById(db: Kysely<Database>, keyItemIds: readonly number[]): Promise<Map<number, DrawnKeyItem>> {
  if (keyItemIds.length === 0) return new Map();
  const rows = await keyItemsWithDesigns(db, [...new Set(keyItemIds)]);
  return new Map(rows.map((row) => [row.key_item_id, { keyItemId: row.key_item_id, serialNo: row.serial_no, key: drawnKeyOf(row) }]));
}
