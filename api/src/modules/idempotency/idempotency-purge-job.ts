import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerPollingJob, type PollingJob } from '../../jobs/polling-job';
import { purgeIdempotencyRecords } from './idempotency-repository';
import { IDEMPOTENCY_RETENTION_DAYS } from './idempotent';

export interface IdempotencyPurgePass {
  /** How many Idempotency-Key records this pass deleted. */
  deleted: number;
}

export type IdempotencyPurgeJob = PollingJob<IdempotencyPurgePass>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The Idempotency-Key record purge of this api instance (tests run a pass with `runOnce`). */
    idempotencyPurge: IdempotencyPurgeJob;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes Idempotency-Key records (stored answers, and claims long abandoned) older than
 * IDEMPOTENCY_RETENTION_DAYS, every IDEMPOTENCY_PURGE_POLL_SECONDS in each api process: one DELETE on
 * `created_at`, so several instances may run it at once.
 */
export function registerIdempotencyPurgeJob(app: FastifyInstance, { database, clock, config }: AppContext) {
  const job = registerPollingJob<IdempotencyPurgePass>(app, {
    name: 'idempotency purge',
    everySeconds: () => config.idempotencyPurgePollSeconds,
    pass: async () => ({ deleted: await purgeIdempotencyRecords(database.db, new Date(clock.now().getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS)) }),
    report: (pass, log) => {
      if (pass.deleted > 0) log.info({ deleted: pass.deleted }, 'idempotency records purged after retention');
    },
  });
  app.decorate('idempotencyPurge', job);
}
