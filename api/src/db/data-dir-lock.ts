import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Thrown when another live process already serves the same PGlite data directory. */
export class DataDirLockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Two processes on one PGlite directory can destroy it (STACK.md), so the server holds `<dir>.lock`
 * (its pid) while it runs. A lock left by a process that no longer exists is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(`Another server (pid ${owner}) is using ${dataDir}. Stop it, or start this one with another DATA_DIR.`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}
