import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerPollingJob, type PollingJob } from '../../jobs/polling-job';
import { purgeDueBankDetails } from './refund-repository';

export interface RefundPurgePass {
  /** The requests whose bank details this pass erased. */
  purged: number[];
}

export type RefundPurgeJob = PollingJob<RefundPurgePass>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The refund bank-detail purge job of this api instance (tests run a pass with `runOnce`). */
    refundPurge: RefundPurgeJob;
  }
}

/**
 * Erases refund bank details kept 5 years past their request's last change (spec 9), every
 * REFUND_PURGE_POLL_SECONDS in each api process. Its state is the refund_request rows (`purge_after`, `purged_at`):
 * one conditional update, so each row is erased once whatever the number of instances.
 */
export function registerRefundPurgeJob(app: FastifyInstance, { database, clock, config }: AppContext) {
  const job = registerPollingJob<RefundPurgePass>(app, {
    name: 'refund purge',
    everySeconds: () => config.refundPurgePollSeconds,
    pass: async () => ({ purged: await purgeDueBankDetails(database.db, clock.now()) }),
    report: (pass, log) => {
      if (pass.purged.length > 0) log.info({ requestIds: pass.purged }, 'refund bank details purged after retention');
    },
  });
  app.decorate('refundPurge', job);
}
