import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import mime from 'mime-types';
import { isStorageKey, readStoredBytes, type FileStorage } from '../../storage/file-storage';

/** The file whose presence makes a published folder a release (written last). */
export const RELEASE_MANIFEST = 'mf-manifest.json';

/** The folder of one release in the release storage: `<name>/<version>/`. */
export const releaseFolder = (name: string, version: string) => `${name}/${version}/`;

export class ReleasePublishError extends Error {}

/** Every file under `dist`, as paths relative to it with `/`. */
async function filesOf(dist: string): Promise<string[]> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Publishes a remote's build folder as the immutable release `<name>/<version>/`: every file with its type, the
 * manifest last, so a release is found only once it is whole. The same build again is "already published"; another
 * build under a published version is refused (releases never change).
 */
export async function publishRelease(
  storage: FileStorage,
  { name, version, dist }: { name: string; version: string; dist: string },
): Promise<'published' | 'already published'> {
  const folder = releaseFolder(name, version);
  if (!isStorageKey(`${folder}${RELEASE_MANIFEST}`)) throw new ReleasePublishError(`"${version}" cannot name a release (letters, digits and . _ + - only).`);
  const manifest = await readFile(path.join(dist, RELEASE_MANIFEST)).catch(() => null);
  if (!manifest) throw new ReleasePublishError(`${dist} has no ${RELEASE_MANIFEST}: build the remote first.`);
  const published = await readStoredBytes(storage, `${folder}${RELEASE_MANIFEST}`);
  if (published) {
    if (published.equals(manifest)) return 'already published';
    throw new ReleasePublishError(`${name} ${version} is published with another build: releases are immutable.`);
  }
  const files = (await filesOf(dist)).filter((file) => file !== RELEASE_MANIFEST);
  const unsafe = files.filter((file) => !isStorageKey(`${folder}${file}`));
  if (unsafe.length > 0) throw new ReleasePublishError(`These files cannot be published under their names: ${unsafe.join(', ')}`);
  const storedAt = new Date();
  for (const file of [...files, RELEASE_MANIFEST]) {
    const contentType = mime.contentType(path.extname(file)) || 'application/octet-stream';
    await storage.put(`${folder}${file}`, createReadStream(path.join(dist, file)), { contentType, storedAt });
  }
  return 'published';
}

/** Removes every file of a release (one pruned by the registry). */
export async function removeRelease(storage: FileStorage, name: string, version: string): Promise<void> {
  for await (const { key } of storage.list(releaseFolder(name, version))) await storage.delete(key);
}
