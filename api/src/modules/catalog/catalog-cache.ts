import type { Clock } from '../../clock';
import { onCommittedWrites } from '../../db/committed-writes';
import { StoredBody } from '../../http/cached-reply';
import { ok } from '../../http/envelope';

/**
 * In-process cache for the public catalog reads. An answer is reused only while ALL of these hold:
 * - it is younger than the TTL (real time, default 1 s): bounds staleness if a writer forgets to invalidate;
 * - no write to a table the catalog reads (CATALOG_TABLES) was committed since its query started: the database layer
 *   announces every committed write (db/committed-writes.ts), so no writer has to remember; the test clock, which
 *   changes no table, calls `invalidateCatalogCache()` itself;
 * - the clock reads inside [now it was computed for, `validUntil`): `validUntil` is the next instant at which
 *   the answer changes by time alone (a sale starts or ends, a KEY is released, an activity occurs).
 * Concurrent misses for one key share one query. A request for an entry in the last quarter of its TTL starts that
 * query in the background and is answered from the entry, so busy keys are replaced before they expire and their
 * requests do not wait for the database (the TTL still bounds the age of what is served).
 * What is kept is the answer as the client gets it: the success envelope serialized once, with its ETag and its
 * gzip/brotli encodings (`StoredBody`). A reload whose bytes equal the previous ones for the key keeps the previous
 * body, so its ETag stays and nothing is compressed again.
 */
let generation = 0;

export function invalidateCatalogCache(): void {
  generation += 1;
}

/** The tables the cached catalog reads are made from (catalog-reads.ts), and the phase their sale states follow. */
export const CATALOG_TABLES: ReadonlySet<string> = new Set([
  'project',
  'key_design',
  'key_item',
  'key_activity',
  'banner',
  'collection',
  'termination_schedule',
]);

onCommittedWrites((tables) => {
  for (const table of tables) {
    if (CATALOG_TABLES.has(table)) {
      invalidateCatalogCache();
      return;
    }
  }
});

export const CATALOG_CACHE_TTL_MS = 1000;
/** The share of the TTL after which a request also refreshes the entry in the background. */
const REFRESH_AFTER = 0.75;
const MAX_ENTRIES = 1000;

export interface Loaded<T> {
  value: T;
  /** The next clock instant at which `value` would change without any write; null: never. */
  validUntil: Date | null;
}

interface Entry {
  body: StoredBody;
  generation: number;
  computedAt: number;
  validUntil: number;
  expiresAt: number;
  /** performance.now() after which a request starts the next load in the background. */
  refreshAt: number;
}

/** The earliest of the given instants that lies after `now`, or null. */
export function nextChange(now: Date, instants: Iterable<Date | null | undefined>): Date | null {
  let next: Date | null = null;
  for (const instant of instants) {
    if (instant && instant > now && (!next || instant < next)) next = instant;
  }
  return next;
}

export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number = CATALOG_CACHE_TTL_MS,
  ) {}

  /** The `{ result: 'SUCCESS', data }` answer for `key`, serialized; `load` gives `data` when no usable entry exists. */
  async get<T>(key: string, load: (now: Date) => Promise<Loaded<T>>): Promise<StoredBody> {
    if (this.ttlMs <= 0) return StoredBody.json(ok((await load(this.clock.now())).value));
    const now = this.clock.now().getTime();
    const cached = this.entries.get(key);
    if (cached && this.usable(cached, now)) {
      if (performance.now() >= cached.refreshAt && !this.pending.has(key)) {
        // Its failure is not this request's: the entry is still good, and a later miss reports the error.
        this.load(key, load).catch(() => undefined);
      }
      return cached.body;
    }

    const shared = this.pending.get(key);
    if (shared) {
      const entry = await shared;
      if (this.usable(entry, this.clock.now().getTime())) return entry.body;
    }
    return (await this.load(key, load)).body;
  }

  private usable(entry: Entry, now: number): boolean {
    return entry.generation === generation && performance.now() < entry.expiresAt && now >= entry.computedAt && now < entry.validUntil;
  }

  private load<T>(key: string, load: (now: Date) => Promise<Loaded<T>>): Promise<Entry> {
    const startedGeneration = generation;
    const now = this.clock.now();
    const promise = load(now)
      .then(({ value, validUntil }): Entry => {
        const loadedAt = performance.now();
        return {
          body: StoredBody.json(ok(value), this.entries.get(key)?.body),
          generation: startedGeneration,
          computedAt: now.getTime(),
          validUntil: validUntil ? validUntil.getTime() : Number.POSITIVE_INFINITY,
          expiresAt: loadedAt + this.ttlMs,
          refreshAt: loadedAt + this.ttlMs * REFRESH_AFTER,
        };
      })
      .then(
        (entry) => {
          if (this.pending.get(key) === promise) this.pending.delete(key);
          if (startedGeneration === generation) {
            this.entries.delete(key);
            this.entries.set(key, entry);
            if (this.entries.size > MAX_ENTRIES) this.evictOldest();
          }
          return entry;
        },
        (error: unknown) => {
          if (this.pending.get(key) === promise) this.pending.delete(key);
          throw error;
        },
      );
    this.pending.set(key, promise);
    return promise;
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
