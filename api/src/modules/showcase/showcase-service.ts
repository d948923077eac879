import type { Kysely } from 'kysely';
import type { MyShowcase, PublicShowcase, ShowcaseUpdateRequest } from 'shared-contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { drawnKeyOf } from '../catalog/drawn-key';
import { profileImageUrl } from '../members/member-repository';
import * as repository from './showcase-repository';

/** The public showcase: the member's switch and published KEYs, and what a visitor sees. The service owns the transactions. */

export async function myShowcase(db: Kysely<Database>, user: { id: number; nickname: string | null }): Promise<MyShowcase> {
  const [enabled, keys] = await Promise.all([repository.isEnabled(db, user.id), repository.publishedKeys(db, user.id)]);
  return { enabled, nickname: user.nickname, keyItemIds: keys.map((key) => key.key_item_id) };
}

/**
 * Switches the showcase and replaces its KEYs in one transaction: every KEY must be one the member owns and has
 * revealed (else SHOWCASE_KEY_NOT_OWNED and nothing changes); switching on needs a nickname (the page's address).
 */
export async function saveShowcase(
  db: Kysely<Database>,
  user: { id: number; nickname: string | null },
  input: ShowcaseUpdateRequest,
  now: Date,
): Promise<MyShowcase> {
  if (input.enabled && user.nickname === null) throw new AppError('SHOWCASE_NICKNAME_REQUIRED');
  await db.transaction().execute(async (transaction) => {
    // The switch row first: it locks the member's showcase, so two saves at once run one after the other.
    await repository.saveSwitch(transaction, user.id, input.enabled, now);
    const allowed = await repository.ownedRevealed(transaction, user.id, input.keyItemIds);
    if (input.keyItemIds.some((id) => !allowed.has(id))) throw new AppError('SHOWCASE_KEY_NOT_OWNED');
    await repository.replaceItems(transaction, user.id, input.keyItemIds, now);
  });
  return myShowcase(db, user);
}

/** What a visitor sees at `/collector/<nickname>`; SHOWCASE_NOT_FOUND when there is no such member or the showcase is off. */
export async function publicShowcase(db: Kysely<Database>, nickname: string): Promise<PublicShowcase> {
  const collector = await repository.collectorByNickname(db, nickname);
  if (!collector) throw new AppError('SHOWCASE_NOT_FOUND');
  const keys = await repository.publishedKeys(db, collector.id);
  return {
    nickname: collector.nickname,
    profileImageUrl: profileImageUrl(collector),
    items: keys.map((row) => ({ keyItemId: row.key_item_id, serialNo: row.serial_no, key: drawnKeyOf(row) })),
  };
}
