import type { Kysely } from 'kysely';
import type { Language, OpenGraph } from 'shared-contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { keyOpenGraph, revealedDesignOf, sharedKeyId } from './open-graph';

type DB = Kysely<Database>;

/** Where previews are made for: the page's language, and the origin links are made with. */
interface PreviewFor {
  language: Language;
  origin: string;
  now: Date;
}

/** A shared KEY's link preview, by its id or by the link to its page (a link to no KEY page is refused). */
export async function linkPreview(
  db: DB,
  query: { url?: string | undefined; keyId?: number | undefined },
  { language, origin, now }: PreviewFor,
): Promise<OpenGraph> {
  const keyId = query.keyId ?? (query.url === undefined ? null : sharedKeyId(query.url));
  if (keyId === null) throw new AppError('VALIDATION_FAILED', [{ path: 'url', message: 'not a KEY page' }]);
  return keyOpenGraph(db, { keyId, language, origin, now });
}

/** What sharing a KEY the member revealed shows (its share page and preview image). */
export async function revealedKeyPreview(db: DB, item: { purchaseItemId: number; userId: number }, { language, origin, now }: PreviewFor): Promise<OpenGraph> {
  const keyId = await revealedDesignOf(db, item);
  return keyOpenGraph(db, { keyId, language, origin, now });
}
