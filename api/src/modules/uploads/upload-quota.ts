import type { Kysely } from 'kysely';
import { kstDay, UPLOAD_DAILY_MAX_BYTES, UPLOAD_DAILY_MAX_FILES, type UploadQuotaDetails } from 'shared-contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { UploadQuotaCheck } from '../../http/multipart-form';
import { chargeQuotaRow } from './upload-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The KST calendar day of an instant, 'YYYY-MM-DD' (the day a quota counts). */
export const kstUploadDay = kstDay;

/** The next KST midnight after `at` (when the day's quota starts again). */
export const nextKstMidnight = (at: Date) => new Date(Date.parse(`${kstUploadDay(at)}T00:00:00+09:00`) + DAY_MS);

const quotaExceeded = (now: Date) =>
  new AppError('UPLOAD_QUOTA_EXCEEDED', undefined, { resetsAt: nextKstMidnight(now).toISOString() } satisfies UploadQuotaDetails);

/**
 * Counts `files` files of `bytes` bytes against the member's quota of the KST day (UPLOAD_DAILY_MAX_FILES and
 * UPLOAD_DAILY_MAX_BYTES), or refuses them with UPLOAD_QUOTA_EXCEEDED. One conditional upsert decides: the day's row
 * is only raised while it stays within the quota, under the row's lock, so concurrent uploads (on any number of api
 * instances) cannot pass it together.
 */
export async function chargeUploadQuota(db: Kysely<Database>, userId: number, usage: { files: number; bytes: number }, now: Date): Promise<void> {
  if (usage.files <= 0) return;
  if (usage.files > UPLOAD_DAILY_MAX_FILES || usage.bytes > UPLOAD_DAILY_MAX_BYTES) throw quotaExceeded(now);
  const charged = await chargeQuotaRow(
    db,
    { userId, day: kstUploadDay(now), files: usage.files, bytes: usage.bytes },
    { files: UPLOAD_DAILY_MAX_FILES, bytes: UPLOAD_DAILY_MAX_BYTES },
  );
  if (!charged) throw quotaExceeded(now);
}

/** The quota check of an upload route: the member's (when `owner` gives one; a visitor's inquiry counts against nobody). */
export const memberUploadQuota =
  (db: Kysely<Database>, clock: Clock, owner: number | (() => Promise<number | null>)): UploadQuotaCheck =>
  async (usage) => {
    const userId = typeof owner === 'number' ? owner : await owner();
    if (userId !== null) await chargeUploadQuota(db, userId, usage, clock.now());
  };
