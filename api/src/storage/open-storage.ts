import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Config } from '../config';
import { diskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { withPrefix } from './prefixed-storage';
import { s3Storage } from './s3-storage';

/** Left in the upload folder by `npm run storage:move-to-s3` once every file is in the bucket. */
export const MOVED_TO_S3_MARKER = '.moved-to-s3.json';

export interface MovedToS3Marker {
  bucket: string;
  endpoint: string | null;
  movedAt: string;
  files: number;
}

export const movedMarkerFile = (uploadDir: string) => path.join(uploadDir, MOVED_TO_S3_MARKER);

/** The marker of a finished move, or null when the files were never moved. */
export async function readMovedMarker(uploadDir: string): Promise<MovedToS3Marker | null> {
  try {
    return JSON.parse(await readFile(movedMarkerFile(uploadDir), 'utf8')) as MovedToS3Marker;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The storage the settings name. Once the files have been moved to a bucket, starting on the disk again would show
 * members their old files and lose the new ones, so that is refused with the setting to use.
 */
export async function openFileStorage(config: Pick<Config, 'storage' | 'uploadDir'>): Promise<FileStorage> {
  if (config.storage.kind === 's3') return s3Storage(config.storage.s3);
  const moved = await readMovedMarker(config.uploadDir);
  if (moved) {
    throw new ConfigError(
      `The uploaded files were moved to the S3 bucket "${moved.bucket}" on ${moved.movedAt}: set S3_BUCKET (and S3_ENDPOINT, the keys) to start, ` +
        `or remove ${movedMarkerFile(config.uploadDir)} to go back to the disk.`,
    );
  }
  return diskStorage(config.uploadDir);
}

/** The bucket's folder of remote releases. */
export const RELEASES_PREFIX = 'deploy/';

/**
 * Where `npm run release` publishes remote builds (`<name>/<version>/<file>`, served at /deploy/*): DEPLOY_DIR on the
 * disk, or the `deploy/` folder of the bucket every instance shares (through `uploads`, the bucket's storage when it is
 * already open, so one S3 client serves both).
 */
export function openReleaseStorage(config: Pick<Config, 'storage' | 'deployDir'>, uploads?: FileStorage): FileStorage {
  if (config.storage.kind !== 's3') return diskStorage(config.deployDir);
  return withPrefix(uploads?.kind === 's3' ? uploads : s3Storage(config.storage.s3), RELEASES_PREFIX);
}
