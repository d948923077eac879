import type { Kysely } from 'kysely';
import { artPath, keySharePath, type Language, type OpenGraph } from 'shared-contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { keyPreviewOf, purchaseItemOf } from './sharing-repository';

export const SITE_NAME = 'KEYS';
const POSITIVE_ID = /^[1-9]\d{0,9}$/;

/** The KEY pages a shared link may name, and the query parameter holding the KEY (design) id on each. */
const KEY_PAGES: Record<string, string[]> = { '/key': ['id'], '/share': ['keyId', 'id'], '/key/details': ['id'] };

/** The KEY (design) id of a shared link (`/key?id=N`, `/share?keyId=N`, `/key/details?id=N`; a path or a full URL), or null. */
export function sharedKeyId(link: string): number | null {
  let url: URL;
  try {
    url = new URL(link, 'http://keys.invalid');
  } catch {
    return null;
  }
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '').toLowerCase() : url.pathname;
  const params = KEY_PAGES[pathname];
  if (!params) return null;
  for (const name of params) {
    const value = url.searchParams.get(name);
    if (value !== null && POSITIVE_ID.test(value) && Number(value) <= 2_147_483_647) return Number(value);
  }
  return null;
}

/** The KEY design of a purchase item the member drew and revealed (NOT_FOUND when not theirs, SHARE_NOT_REVEALED before the reveal). */
export async function revealedDesignOf(db: Kysely<Database>, { purchaseItemId, userId }: { purchaseItemId: number; userId: number }): Promise<number> {
  const item = await purchaseItemOf(db, { purchaseItemId, userId });
  if (!item) throw new AppError('NOT_FOUND');
  if (item.revealed_at === null) throw new AppError('SHARE_NOT_REVEALED');
  return item.key_design_id;
}

/** The link preview of a KEY: its name and project as the title, its description, its art and its share page (absolute). */
export async function keyOpenGraph(
  db: Kysely<Database>,
  { keyId, language, origin, now }: { keyId: number; language: Language; origin: string; now: Date },
): Promise<OpenGraph> {
  const key = await keyPreviewOf(db, keyId, now);
  if (!key) throw new AppError('KEY_NOT_FOUND');
  const name = language === 'en' ? key.name_en : key.name_ko;
  const project = language === 'en' ? key.title_en : key.title_ko;
  const description = language === 'en' ? key.description_en : key.description_ko;
  return {
    title: `${name} · ${project}`,
    description: description.trim() || project,
    image: `${origin}${artPath.key(key.id, 'png')}`,
    url: `${origin}${keySharePath(key.id)}`,
    siteName: SITE_NAME,
    keyId: key.id,
  };
}
