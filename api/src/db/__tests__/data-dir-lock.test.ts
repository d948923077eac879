import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../data-dir-lock';

describe('PGlite data directory lock', () => {
  const dir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'keys-lock-')), 'pglite');

  test('a second holder is refused while the first is alive; released locks can be taken again', () => {
    const dataDir = dir();
    const release = lockDataDir(dataDir);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir)();
  });

  test('a lock left by a process that is gone is taken over', () => {
    const dataDir = dir();
    writeFileSync(`${dataDir}.lock`, '999999999');
    const release = lockDataDir(dataDir);
    release();
  });
});
