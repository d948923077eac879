import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, WatchTable } from '../../db/schema';
import { publishedBy } from '../catalog/catalog-repository';
import type { NotificationContent } from '../notifications/notify';
import { notMuting } from '../notifications/notification-settings-repository';

/** Every SQL statement of the watchlist module. */
type DB = Kysely<Database>;
export type WatchRow = Selectable<WatchTable>;

export interface WatchView {
  id: number;
  key_design_id: number | null;
  project_id: number | null;
  max_price_gold: number | null;
  created_at: Date;
  design_project_id: number | null;
  design_name_ko: string | null;
  design_name_en: string | null;
  rarity: 'common' | 'rare' | 'epic' | 'legendary' | null;
  project_title_ko: string | null;
  project_title_en: string | null;
}

/** The member's row, locked: adds of one member run one after the other, so the limit holds under concurrency. */
export async function lockMember(db: DB, userId: number): Promise<void> {
  await db.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

export async function countWatches(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('watch')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertWatch(
  db: DB,
  watch: { userId: number; keyDesignId: number | null; projectId: number | null; maxPriceGold: number | null; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('watch')
    .values({
      user_id: watch.userId,
      key_design_id: watch.keyDesignId,
      project_id: watch.projectId,
      max_price_gold: watch.maxPriceGold,
      created_at: watch.now,
      updated_at: watch.now,
      drops_seen_at: watch.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the price of the member's own watch; answers whether it matched. */
export async function updateWatchPrice(db: DB, change: { id: number; userId: number; maxPriceGold: number | null; now: Date }): Promise<boolean> {
  const row = await db
    .updateTable('watch')
    .set({ max_price_gold: change.maxPriceGold, updated_at: change.now })
    .where('id', '=', change.id)
    .where('user_id', '=', change.userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the member's own watch; answers whether it matched. */
export async function deleteWatch(db: DB, { id, userId }: { id: number; userId: number }): Promise<boolean> {
  const row = await db.deleteFrom('watch').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
  return row !== undefined;
}

const watchViews = (db: DB) =>
  db
    .selectFrom('watch as w')
    .leftJoin('key_design as d', 'd.id', 'w.key_design_id')
    .leftJoin('project as p', 'p.id', 'w.project_id')
    .select([
      'w.id',
      'w.key_design_id',
      'w.project_id',
      'w.max_price_gold',
      'w.created_at',
      'd.project_id as design_project_id',
      'd.name_ko as design_name_ko',
      'd.name_en as design_name_en',
      'd.rarity',
      'p.title_ko as project_title_ko',
      'p.title_en as project_title_en',
    ]);

/** The member's watches with the names of what they watch, newest first. */
export async function watchesOf(db: DB, userId: number): Promise<WatchView[]> {
  return watchViews(db).where('w.user_id', '=', userId).orderBy('w.id', 'desc').execute();
}

export async function watchOf(db: DB, { id, userId }: { id: number; userId: number }): Promise<WatchView | undefined> {
  return watchViews(db).where('w.id', '=', id).where('w.user_id', '=', userId).executeTakeFirst();
}

/**
 * ONE statement: a WATCH notification to every member (but the seller) who watches the listed KEY's design or its
 * project at or above the price (or with no price), once per member however many of their watches match.
 */
export async function notifyListingWatchers(
  db: DB,
  listing: { keyDesignId: number; projectId: number; sellerId: number; priceGold: number; now: Date },
  content: NotificationContent,
): Promise<number> {
  const watchers = db
    .selectFrom('watch')
    .select('user_id')
    .where((eb) => eb.or([eb('key_design_id', '=', listing.keyDesignId), eb('project_id', '=', listing.projectId)]))
    .where((eb) => eb.or([eb('max_price_gold', 'is', null), eb('max_price_gold', '>=', listing.priceGold)]))
    .where('user_id', '<>', listing.sellerId)
    // Members who switched WATCH off get none, as through `notify`.
    .where(notMuting('watch.user_id', content.type))
    .distinct();
  const result = await db
    .insertInto('notification')
    .columns(['user_id', 'type', 'title_ko', 'title_en', 'body_ko', 'body_en', 'link_url', 'created_at'])
    .expression(
      db
        .selectFrom(watchers.as('watcher'))
        .select((eb) => [
          'watcher.user_id',
          eb.val(content.type).as('type'),
          eb.val(content.title.ko).as('title_ko'),
          eb.val(content.title.en).as('title_en'),
          eb.val(content.body.ko).as('body_ko'),
          eb.val(content.body.en).as('body_en'),
          eb.val(content.linkUrl ?? null).as('link_url'),
          eb.val(listing.now).as('created_at'),
        ]),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export interface DueDrop {
  watch_id: number;
  user_id: number;
  project_id: number;
  title_ko: string;
  title_en: string;
}

/**
 * The project watches with a drop not yet notified, locked (others skip them): a KEY design of the project (drawn in
 * its sale) went on sale after `drops_seen_at` and by `now` (its release or the sale's start, whichever is later),
 * and the sale is still open. At most `limit`. A project members do not see (a draft, or scheduled) has no drop until
 * it is published.
 */
export async function lockDueDrops(db: DB, now: Date, limit: number): Promise<DueDrop[]> {
  return db
    .selectFrom('watch as w')
    .innerJoin('project as p', 'p.id', 'w.project_id')
    .select(['w.id as watch_id', 'w.user_id', 'p.id as project_id', 'p.title_ko', 'p.title_en'])
    .where(publishedBy('p', now))
    .where((eb) => eb.or([eb('p.sale_ends_at', 'is', null), eb('p.sale_ends_at', '>', now)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('key_design as d')
          .select('d.id')
          .whereRef('d.project_id', '=', 'p.id')
          .where('d.edition', '=', 'SALE')
          .where(sql<boolean>`greatest(d.released_at, p.sale_starts_at) > w.drops_seen_at`)
          .where(sql<boolean>`greatest(d.released_at, p.sale_starts_at) <= ${now}`),
      ),
    )
    .orderBy('w.id')
    .limit(limit)
    .forUpdate('w')
    .skipLocked()
    .execute();
}

export async function markDropsSeen(db: DB, watchIds: readonly number[], now: Date): Promise<void> {
  if (watchIds.length === 0) return;
  await db.updateTable('watch').set({ drops_seen_at: now }).where('id', 'in', watchIds).execute();
}

/** A deactivated member's watches go with the account (inside its transaction): nothing is sent to it any more. */
export async function deleteWatchesOf(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('watch').where('user_id', '=', userId).execute();
}
