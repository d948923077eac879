import { readdir, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { MEMBER_STATUS, PROFILE_UPLOADS_KEPT } from 'shared-contract';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { registerPollingJob, type PollingJob } from '../../jobs/polling-job';
import { uploadFile } from './upload-files';

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
  const removed = await db
    .deleteFrom('profile_upload')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('profile_upload as u')
        .select('u.id')
        .where('u.created_at', '<', cutoff)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('app_user as a')
                .select('a.id')
                .where((inner) => inner.or([inner('a.profile_upload_id', '=', inner.ref('u.id')), inner('a.community_upload_id', '=', inner.ref('u.id'))])),
            ),
          ),
        )
        .where((inner) =>
          inner.or([
            inner.exists(inner.selectFrom('app_user as o').select('o.id').whereRef('o.id', '=', 'u.user_id').where('o.status', '=', MEMBER_STATUS.deactivated)),
            inner(
              inner.selectFrom('profile_upload as n').select(sql<number>`count(*)::int`.as('newer')).whereRef('n.user_id', '=', 'u.user_id').whereRef('n.id', '>', 'u.id'),
              '>=',
              PROFILE_UPLOADS_KEPT,
            ),
          ]),
        )
        .limit(BATCH),
    )
    .returning('file_name')
    .execute();
  return removed.map((row) => row.file_name);
}

/** The image rows of posts deleted before the cutoff (their files go with them). */
async function removeDeletedPostImages(db: Kysely<Database>, cutoff: Date): Promise<string[]> {
  const removed = await db
    .deleteFrom('community_post_image')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('community_post_image as i')
        .innerJoin('community_post as p', 'p.id', 'i.post_id')
        .select('i.id')
        .where('p.deleted_at', 'is not', null)
        .where('p.deleted_at', '<', cutoff)
        .limit(BATCH),
    )
    .returning('storage_name')
    .execute();
  return removed.map((row) => path.posix.join('community', row.storage_name));
}

/** Every stored name under the upload folders (relative, with `/`), with its modification time. */
async function storedFiles(uploadDir: string): Promise<Array<{ name: string; modifiedAt: Date }>> {
  const found: Array<{ name: string; modifiedAt: Date }> = [];
  const walk = async (relative: string) => {
    let entries;
    try {
      entries = await readdir(uploadFile(uploadDir, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const name = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile()) found.push({ name, modifiedAt: (await stat(uploadFile(uploadDir, name))).mtime });
    }
  };
  for (const folder of UPLOAD_FOLDERS) await walk(folder);
  return found;
}

/** Of `names`, those a row names (profile uploads, post images, inquiry attachments). */
async function namedByRows(db: Kysely<Database>, names: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (let start = 0; start < names.length; start += BATCH) {
    const batch = names.slice(start, start + BATCH);
    const postNames = batch.filter((name) => name.startsWith('community/')).map((name) => name.slice('community/'.length));
    const [profile, posts, inquiries] = await Promise.all([
      db.selectFrom('profile_upload').select('file_name').where('file_name', 'in', batch).execute(),
      postNames.length > 0 ? db.selectFrom('community_post_image').select('storage_name').where('storage_name', 'in', postNames).execute() : [],
      db.selectFrom('support_inquiry_attachment').select('storage_name').where('storage_name', 'in', batch).execute(),
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
 * Everything it decides on is in the database and the upload folder, so a restart loses nothing; several instances
 * may run it at once (a row is deleted once, removing a file twice is harmless).
 */
export async function sweepUploads(db: Kysely<Database>, uploadDir: string, now: Date, graceMs = UPLOAD_SWEEP_GRACE_MS): Promise<UploadSweepPass> {
  const cutoff = new Date(now.getTime() - graceMs);
  const rowFiles = [...(await removeUnusedProfileUploads(db, cutoff)), ...(await removeDeletedPostImages(db, cutoff))];
  const removed = new Set<string>();
  for (const name of rowFiles) {
    await rm(uploadFile(uploadDir, name), { force: true });
    removed.add(name);
  }
  const candidates = (await storedFiles(uploadDir)).filter((file) => file.modifiedAt < cutoff).map((file) => file.name);
  const named = await namedByRows(db, candidates);
  for (const name of candidates) {
    if (named.has(name)) continue;
    await rm(uploadFile(uploadDir, name), { force: true });
    removed.add(name);
    // A member's or an inquiry's folder left empty goes too (a new upload makes it again).
    const folder = path.posix.dirname(name);
    if (folder.includes('/')) await rmdir(uploadFile(uploadDir, folder)).catch(() => undefined);
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
export function registerUploadSweepJob(app: FastifyInstance, { database, clock, config }: AppContext) {
  const job = registerPollingJob<UploadSweepPass>(app, {
    name: 'upload sweep',
    everySeconds: () => config.uploadSweepPollSeconds,
    pass: () => sweepUploads(database.db, config.uploadDir, clock.now()),
    report: (pass, log) => {
      if (pass.files.length > 0 || pass.rows > 0) log.info({ rows: pass.rows, files: pass.files.length }, 'unreferenced uploads removed');
    },
  });
  app.decorate('uploadSweep', job);
}
