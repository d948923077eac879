import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { registerPollingJob, type PollingJob } from '../../jobs/polling-job';
import type { FileStorage } from '../../storage/file-storage';
import { deleteDeletedPostImages, deleteUnusedProfileUploads, inquiryAttachmentNames, postImageNames, profileUploadNames } from './upload-repository';

/** How long a file may wait for its row (an upload in progress: written, its row not yet committed). */
export const UPLOAD_SWEEP_GRACE_MS = 60 * 60 * 1000;

/** The folders under the upload folder that hold uploads, and the rows that name their files. */
const UPLOAD_FOLDERS = ['profile', 'community', 'inquiries'] as const;
const BATCH = 500;

export interface UploadSweepPass {
  /** Upload rows no longer referenced, removed with their files. */
  rows: number;
  /** Stored names of files removed (those of the removed rows and files no row names). */
  files: string[];
}

/**
 * Removes the profile uploads nothing refers to any more, older than the grace period: those of deactivated members,
 * and a member's replaced ones past the newest PROFILE_UPLOADS_KEPT (those stay to be picked again). The foreign keys
 * of the profile and community image keep an upload in use from being removed, also when it is picked meanwhile.
 */
async function removeUnusedProfileUploads(db: Kysely<Database>, cutoff: Date): Promise<string[]> {
  const removed = await deleteUnusedProfileUploads(db, cutoff, BATCH);
  return removed.map((row) => row.file_name);
}

/** The image rows of posts deleted before the cutoff (their files go with them). */
async function removeDeletedPostImages(db: Kysely<Database>, cutoff: Date): Promise<string[]> {
  const removed = await deleteDeletedPostImages(db, cutoff, BATCH);
  return removed.map((row) => path.posix.join('community', row.storage_name));
}

/** Every stored key under the upload folders. */
async function storedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of UPLOAD_FOLDERS) {
    for await (const { key } of storage.list(`${folder}/`)) keys.push(key);
  }
  return keys;
}

/** Of `names`, those a row names (profile uploads, post images, inquiry attachments). */
async function namedByRows(db: Kysely<Database>, names: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (let start = 0; start < names.length; start += BATCH) {
    const batch = names.slice(start, start + BATCH);
    const postNames = batch.filter((name) => name.startsWith('community/')).map((name) => name.slice('community/'.length));
    const [profile, posts, inquiries] = await Promise.all([
      profileUploadNames(db, batch),
      postNames.length > 0 ? postImageNames(db, postNames) : [],
      inquiryAttachmentNames(db, batch),
    ]);
    for (const row of profile) named.add(row.file_name);
    for (const row of posts) named.add(path.posix.join('community', row.storage_name));
    for (const row of inquiries) named.add(row.storage_name);
  }
  return named;
}

/**
 * One pass of the upload sweep: removes the upload rows no longer referenced (see above) with their files, then every
 * file under the upload folders that no row names and that is older than the grace period (a file whose insert failed,
 * or whose process crashed between the write and the commit, or whose removal after a deletion did not happen).
 * Everything it decides on is in the database and the storage (the time each file was stored), so a restart loses
 * nothing; several instances may run it at once, on the disk or a shared bucket (a row is deleted once, removing a file
 * twice is harmless).
 */
export async function sweepUploads(db: Kysely<Database>, storage: FileStorage, now: Date, graceMs = UPLOAD_SWEEP_GRACE_MS): Promise<UploadSweepPass> {
  const cutoff = new Date(now.getTime() - graceMs);
  const rowFiles = [...(await removeUnusedProfileUploads(db, cutoff)), ...(await removeDeletedPostImages(db, cutoff))];
  const removed = new Set<string>();
  for (const name of rowFiles) {
    await storage.delete(name);
    removed.add(name);
  }
  const keys = await storedKeys(storage);
  const named = await namedByRows(db, keys);
  for (const key of keys) {
    if (named.has(key) || removed.has(key)) continue;
    const info = await storage.head(key);
    if (!info || info.storedAt >= cutoff) continue;
    await storage.delete(key);
    removed.add(key);
  }
  return { rows: rowFiles.length, files: [...removed].sort() };
}

export type UploadSweepJob = PollingJob<UploadSweepPass>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The upload sweep of this api instance (tests run a pass with `runOnce`). */
    uploadSweep: UploadSweepJob;
  }
}

/** The upload sweep, every UPLOAD_SWEEP_POLL_SECONDS in each api process. */
export function registerUploadSweepJob(app: FastifyInstance, { database, clock, config, storage }: AppContext) {
  const job = registerPollingJob<UploadSweepPass>(app, {
    name: 'upload sweep',
    everySeconds: () => config.uploadSweepPollSeconds,
    pass: () => sweepUploads(database.db, storage, clock.now()),
    report: (pass, log) => {
      if (pass.files.length > 0 || pass.rows > 0) log.info({ rows: pass.rows, files: pass.files.length }, 'unreferenced uploads removed');
    },
  });
  app.decorate('uploadSweep', job);
}
