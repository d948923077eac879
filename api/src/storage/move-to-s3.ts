import { mkdir, writeFile } from 'node:fs/promises';
import { ConfigError, type Config } from '../config';
import { diskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { movedMarkerFile, openReleaseStorage, RELEASES_PREFIX, type MovedToS3Marker } from './open-storage';
import { s3Storage } from './s3-storage';

export interface MoveSummary {
  /** Files written to the target by this run. */
  copied: number;
  /** Files the target already held with the same length (an earlier run, or an interrupted one, copied them). */
  skipped: number;
  /** Bytes written to the target by this run. */
  bytes: number;
}

/** How many missing keys an error names before it only counts the rest. */
const NAMED_MISSING = 20;

/** After a move, some source files are not on the target with their length (added meanwhile, or a failed write). */
export class MoveIncompleteError extends Error {
  constructor(readonly missing: string[]) {
    const named = missing.slice(0, NAMED_MISSING).join(', ');
    const more = missing.length > NAMED_MISSING ? ` and ${missing.length - NAMED_MISSING} more` : '';
    super(`${missing.length} file(s) are not in the bucket with their length: ${named}${more}. Run the move again.`);
  }
}

/**
 * Copies every file of `source` to `target`, keeping its content type and the app's time of the put, one stream at a
 * time (never a whole file in memory). A file the target already holds with the same length is skipped, so a second
 * run copies nothing and a run after an interruption copies the rest. Ends by checking that every source file is on
 * the target with its length.
 */
export async function moveFilesToS3({ source, target, log }: { source: FileStorage; target: FileStorage; log?: (line: string) => void }): Promise<MoveSummary> {
  const summary: MoveSummary = { copied: 0, skipped: 0, bytes: 0 };
  for await (const { key, size } of source.list('')) {
    if ((await target.head(key))?.contentLength === size) {
      summary.skipped += 1;
      continue;
    }
    const file = await source.get(key);
    // Removed from the source since it was listed: nothing to move (the check below lists the source again).
    if (!file) continue;
    try {
      await target.put(key, file.body, { contentType: file.contentType, storedAt: file.storedAt });
    } finally {
      // A failed put may leave the source stream open.
      file.body.destroy();
    }
    summary.copied += 1;
    summary.bytes += file.contentLength;
    log?.(`copied ${key} (${file.contentLength} bytes, ${file.contentType})`);
  }

  const missing: string[] = [];
  for await (const { key, size } of source.list('')) {
    if ((await target.head(key))?.contentLength !== size) missing.push(key);
  }
  if (missing.length > 0) throw new MoveIncompleteError(missing);
  return summary;
}

/**
 * `npm run storage:move-to-s3`: moves the files of UPLOAD_DIR and the remote releases of DEPLOY_DIR (to the bucket's
 * `deploy/` folder) into the S3 bucket the settings name, then leaves the marker that makes a later start on the disk
 * refuse (openFileStorage), so no instance serves the old copies.
 */
export async function moveUploadsToS3(
  config: Pick<Config, 'storage' | 'uploadDir' | 'deployDir'>,
  { print = console.log, now = () => new Date() }: { print?: (line: string) => void; now?: () => Date } = {},
): Promise<MoveSummary & { marker: MovedToS3Marker }> {
  if (config.storage.kind !== 's3') {
    throw new ConfigError(
      `No bucket to move the files of ${config.uploadDir} into: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ` +
        '(and S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE=1 for a service other than AWS), then run this again.',
    );
  }
  const { s3 } = config.storage;
  print(`Moving the files of ${config.uploadDir} to the bucket "${s3.bucket}"${s3.endpoint ? ` at ${s3.endpoint}` : ''}...`);
  const uploads = await moveFilesToS3({ source: diskStorage(config.uploadDir), target: s3Storage(s3), log: print });
  print(`Moving the remote releases of ${config.deployDir} to its ${RELEASES_PREFIX} folder...`);
  const releases = await moveFilesToS3({ source: diskStorage(config.deployDir), target: openReleaseStorage(config), log: print });
  const summary: MoveSummary = {
    copied: uploads.copied + releases.copied,
    skipped: uploads.skipped + releases.skipped,
    bytes: uploads.bytes + releases.bytes,
  };

  const marker: MovedToS3Marker = { bucket: s3.bucket, endpoint: s3.endpoint ?? null, movedAt: now().toISOString(), files: summary.copied + summary.skipped };
  await mkdir(config.uploadDir, { recursive: true });
  await writeFile(movedMarkerFile(config.uploadDir), `${JSON.stringify(marker, null, 2)}\n`);

  print(`Done: ${summary.copied} file(s) copied (${summary.bytes} bytes), ${summary.skipped} already in the bucket; ${marker.files} in all.`);
  print(
    `Next: start every api instance with these S3_* settings. A start on the disk is now refused (${movedMarkerFile(config.uploadDir)}); ` +
      `the files in ${config.uploadDir} are left as they were, to remove once the instances serve from the bucket.`,
  );
  return { ...summary, marker };
}
