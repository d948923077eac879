import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Env } from '../config';
import type { S3Settings } from '../storage/s3-storage';

export interface TestS3Server {
  settings: S3Settings;
  close(): Promise<void>;
}

/** Runs in the child: s3rver over the folder, with the bucket; prints its port. */
const SERVER_SCRIPT = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  .run()
  .then(({ port }) => console.log(String(port)), (error) => { console.error(error); process.exit(1); });
`;

/**
 * A real S3-protocol server (s3rver over a temporary folder) with one empty bucket, on a free loopback port. It runs in
 * its own process, as a storage service would, so what it holds in memory is not counted as the api's.
 */
export async function startTestS3Server(bucket = 'keys-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'keys-s3-'));
  const child = spawn(process.execPath, ['-e', SERVER_SCRIPT, directory, bucket], { cwd: __dirname, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(Number(line)));
  });
  return {
    settings: { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The settings that put an app's files in this server's bucket. */
export const s3Env = ({ settings }: TestS3Server): Env => ({
  S3_BUCKET: settings.bucket,
  S3_ENDPOINT: settings.endpoint,
  S3_REGION: settings.region,
  S3_ACCESS_KEY_ID: settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
  S3_FORCE_PATH_STYLE: settings.forcePathStyle ? '1' : '0',
});

export type StorageKind = 'disk' | 's3';
export const STORAGE_KINDS: readonly StorageKind[] = ['disk', 's3'];
