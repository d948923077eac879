import type { Kysely } from 'kysely';
import { WATCH_MAX_PER_MEMBER, type MarketListing, type Watch, type WatchList } from 'shared-contract';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { marketPrices, priceScopeExists, type PriceScope } from '../market/market-prices';
import * as repository from './watch-repository';
import { dropNotice, listingNotice } from './watch-notices';
import { notify } from '../notifications/notify';

type DB = Kysely<Database>;

/** A watch as the pages show it, with the market now (the price discovery read behind GET /api/market/prices). */
async function toWatch(db: DB, row: repository.WatchView): Promise<Watch> {
  const scope: PriceScope = row.key_design_id !== null ? { keyDesignId: row.key_design_id } : { projectId: row.project_id ?? 0 };
  const prices = await marketPrices(db, scope);
  const target: Watch['target'] =
    row.key_design_id !== null
      ? {
          kind: 'design',
          keyDesignId: row.key_design_id,
          projectId: row.design_project_id ?? 0,
          name: { ko: row.design_name_ko ?? '', en: row.design_name_en ?? '' },
          rarity: row.rarity ?? 'common',
        }
      : { kind: 'project', projectId: row.project_id ?? 0, name: { ko: row.project_title_ko ?? '', en: row.project_title_en ?? '' } };
  return {
    id: row.id,
    target,
    maxPriceGold: row.max_price_gold,
    createdAt: row.created_at.toISOString(),
    market: {
      floorGold: prices.floorGold,
      lastSale: prices.lastSale && { priceGold: prices.lastSale.priceGold, occurredAt: prices.lastSale.occurredAt },
      listedCount: prices.listedCount,
    },
  };
}

export async function watchlistOf(db: DB, userId: number): Promise<WatchList> {
  const rows = await repository.watchesOf(db, userId);
  const items: Watch[] = [];
  for (const row of rows) items.push(await toWatch(db, row));
  return { items, max: WATCH_MAX_PER_MEMBER };
}

/**
 * Adds a watch in one transaction: the target must exist, the member's row is locked so the limit holds when adds
 * race, and the unique indexes refuse a second watch of the same target (WATCH_DUPLICATE).
 */
export async function addWatch(
  db: Kysely<Database>,
  add: { userId: number; keyDesignId: number | null; projectId: number | null; maxPriceGold: number | null; now: Date },
): Promise<Watch> {
  try {
    return await db.transaction().execute(async (base) => {
      const scope: PriceScope = add.keyDesignId !== null ? { keyDesignId: add.keyDesignId } : { projectId: add.projectId ?? 0 };
      if (!(await priceScopeExists(base, scope, add.now))) throw new AppError('keyDesignId' in scope ? 'KEY_NOT_FOUND' : 'PROJECT_NOT_FOUND');
      await repository.lockMember(base, add.userId);
      if ((await repository.countWatches(base, add.userId)) >= WATCH_MAX_PER_MEMBER) throw new AppError('WATCH_LIMIT_REACHED');
      const id = await repository.insertWatch(base, add);
      const row = await repository.watchOf(base, { id, userId: add.userId });
      if (!row) throw new Error(`watch ${id} vanished`);
      return toWatch(base, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('WATCH_DUPLICATE');
    throw error;
  }
}

export async function changeWatchPrice(db: DB, change: { id: number; userId: number; maxPriceGold: number | null; now: Date }): Promise<Watch> {
  if (!(await repository.updateWatchPrice(db, change))) throw new AppError('WATCH_NOT_FOUND');
  const row = await repository.watchOf(db, change);
  if (!row) throw new AppError('WATCH_NOT_FOUND');
  return toWatch(db, row);
}

export async function removeWatch(db: DB, remove: { id: number; userId: number }): Promise<{ id: number }> {
  if (!(await repository.deleteWatch(db, remove))) throw new AppError('WATCH_NOT_FOUND');
  return { id: remove.id };
}

/**
 * Inside the listing's transaction (like the SALE and OFFER notifications): one INSERT tells every watcher of the
 * KEY's design or project whose price the listing meets, so the alert commits with the listing, exactly once.
 */
export async function notifyWatchersOfListing(trx: DB, listing: MarketListing, sellerId: number, now: Date): Promise<number> {
  const content = listingNotice({
    keyDesignId: listing.key.id,
    nameKo: listing.key.name.ko,
    nameEn: listing.key.name.en,
    serialNo: listing.serialNo,
    priceGold: listing.priceGold,
  });
  return repository.notifyListingWatchers(
    trx,
    { keyDesignId: listing.key.id, projectId: listing.key.projectId, sellerId, priceGold: listing.priceGold, now },
    content,
  );
}

/** Watches taken per transaction by a drop pass. */
const DROP_BATCH = 500;

export interface DropPass {
  notified: number;
}

/**
 * One pass of the drop job: watched projects whose sale opened, or with a new KEY on sale, since the watch last
 * looked get one WATCH notification each; the watch's mark moves to `now`. Rows are locked (SKIP LOCKED) in the
 * transaction that notifies, so several api instances never notify a drop twice.
 */
export async function notifyDueDrops(db: Kysely<Database>, now: Date): Promise<DropPass> {
  const pass: DropPass = { notified: 0 };
  for (;;) {
    const batch = await db.transaction().execute(async (base) => {
      const due = await repository.lockDueDrops(base, now, DROP_BATCH);
      // One notification per watcher, one INSERT per project.
      const byProject = new Map<number, repository.DueDrop[]>();
      for (const drop of due) byProject.set(drop.project_id, [...(byProject.get(drop.project_id) ?? []), drop]);
      for (const [projectId, drops] of byProject) {
        const [first] = drops;
        if (!first) continue;
        const content = dropNotice({ projectId, titleKo: first.title_ko, titleEn: first.title_en });
        await notify(
          base,
          drops.map((drop) => drop.user_id),
          content,
          now,
        );
      }
      await repository.markDropsSeen(
        base,
        due.map((drop) => drop.watch_id),
        now,
      );
      return due.length;
    });
    pass.notified += batch;
    if (batch < DROP_BATCH) return pass;
  }
}
