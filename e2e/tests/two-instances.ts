import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { APIResponse, BrowserContext, Response } from '@playwright/test';
import pg from 'pg';
import { s3Env, startTestS3Server } from '../../api/src/testing/s3-server';
import playwrightConfig from '../playwright.config';
import { ownApi } from './own-api';

/**
 * Two api instances on one PostgreSQL database and one S3 bucket (s3rver), behind one origin: a small proxy in the
 * test, as a load balancer would be. The journey decides which instance answers a request: the INSTANCE_HEADER of the
 * request, else the INSTANCE_COOKIE of the browser (so a whole page, its images included, comes from one instance),
 * else A. Every answer says who served it (SERVED_BY_HEADER). The proxy (idle, cheap) can outlive the instances, which
 * are started and stopped behind it.
 */
export type InstanceName = 'a' | 'b';
export const INSTANCE_HEADER = 'x-keys-instance';
export const INSTANCE_COOKIE = 'keys-instance';
export const SERVED_BY_HEADER = 'x-served-by';

export interface OneOrigin {
  /** The proxy's origin: PUBLIC_URL of both instances, the browser's base URL. */
  origin: string;
  /** Where each instance listens, while they run. */
  instances: Map<InstanceName, string>;
  close(): Promise<void>;
}

/** Headers that send a request to one instance. */
export const onInstance = (name: InstanceName) => ({ [INSTANCE_HEADER]: name });

/** From now on, the browser's pages (and everything they load) are served by `name`. */
export async function browseOn(context: BrowserContext, origin: string, name: InstanceName) {
  await context.addCookies([{ name: INSTANCE_COOKIE, value: name, url: origin }]);
}

export const servedBy = (response: APIResponse | Response) => response.headers()[SERVED_BY_HEADER];

const INSTANCE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${INSTANCE_COOKIE}=([ab])(?:;|$)`);

function instanceOf(request: IncomingMessage): InstanceName {
  const chosen = request.headers[INSTANCE_HEADER];
  if (chosen === 'a' || chosen === 'b') return chosen;
  return INSTANCE_COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1] === 'b' ? 'b' : 'a';
}

/** The proxy: forwards each request as it came (Host included, so both instances see the one origin) to the instance chosen. */
export async function startOneOrigin(): Promise<OneOrigin> {
  const instances = new Map<InstanceName, string>();
  const server = createServer((request, response) => {
    const name = instanceOf(request);
    const origin = instances.get(name);
    if (!origin) {
      response.writeHead(503, { 'content-type': 'text/plain', [SERVED_BY_HEADER]: name }).end(`proxy: instance ${name} is not started`);
      return;
    }
    const target = new URL(origin);
    const upstream = forward({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY_HEADER]: name });
      answer.pipe(response);
    });
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain', [SERVED_BY_HEADER]: name });
      response.end(`proxy: instance ${name} did not answer (${error.message})`);
    });
    // A browser that gives up on a request (a page left) ends the forwarded one too.
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });
  server.listen(0, 'localhost');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    origin: `http://localhost:${address.port}`,
    instances,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Runs one statement on the database server of `serverUrl` (creating or dropping a database). */
async function onDatabaseServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, uniquely named database on the server of `serverUrl`, dropped by `drop`. */
async function freshDatabase(serverUrl: string) {
  const name = `keys_e2e_instances_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onDatabaseServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onDatabaseServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** The settings of the e2e server (playwright.config.ts), less what is each instance's own (port, data folder, registry). */
function e2eServerSettings(): Record<string, string> {
  const { webServer } = playwrightConfig;
  const settings = { ...(Array.isArray(webServer) ? webServer[0] : webServer)?.env };
  for (const own of ['PORT', 'DATA_DIR', 'REMOTES_REGISTRY']) delete settings[own];
  return settings;
}

/** The settings that have a value (an unset one is left out rather than passed as empty). */
const setOnly = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter((setting): setting is [string, string] => setting[1] !== undefined));

/**
 * Starts a fresh database, the bucket and instances A and B behind `proxy`; the answer stops and removes them all. When
 * a step fails, what was started is removed before the error is thrown.
 */
export async function startTwoInstances(databaseServerUrl: string, proxy: OneOrigin): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const close = async () => {
    const failures: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw new AggregateError(failures, 'cleaning up the two instances');
  };
  try {
    const database = await freshDatabase(databaseServerUrl);
    cleanups.push(database.drop);
    const bucket = await startTestS3Server();
    cleanups.push(bucket.close);

    const settings = {
      ...e2eServerSettings(),
      ...setOnly(s3Env(bucket)),
      PUBLIC_URL: proxy.origin,
      DATABASE_URL: database.url,
      // Shared, as in any deployment of several instances: a session or token made by one is valid on the other.
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      DEPLOY_TOKEN: randomBytes(32).toString('base64url'),
    };
    const instanceA = await ownApi('instance-a', settings);
    const instanceB = await ownApi('instance-b', settings);
    for (const instance of [instanceA, instanceB]) {
      cleanups.push(() => rm(instance.dataDir, { recursive: true, force: true }));
      cleanups.push(instance.stop);
    }
    proxy.instances.set('a', instanceA.origin).set('b', instanceB.origin);
    cleanups.push(async () => proxy.instances.clear());
    // One after the other: A migrates and seeds the new database, B finds it ready.
    await instanceA.start();
    await instanceB.start();
    return close;
  } catch (error) {
    await close();
    throw error;
  }
}
