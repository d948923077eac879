import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerPollingJob, type PollingJob } from '../../jobs/polling-job';
import { finishDueTransfers, type TransferPass } from './transfer-job';

export type TransferWorker = PollingJob<TransferPass>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable transfer job of this api instance (tests run a pass with `runOnce`). */
    transferWorker: TransferWorker;
  }
}

/**
 * The durable transfer job inside each api process: every TRANSFER_POLL_SECONDS it finishes the transfers due by
 * the app clock. Its state is the key_transfer table (each transfer is claimed by one instance).
 */
export function registerTransferWorker(app: FastifyInstance, { database, clock, config }: AppContext) {
  const worker = registerPollingJob<TransferPass>(app, {
    name: 'transfer',
    everySeconds: () => config.transferPollSeconds,
    pass: () =>
      finishDueTransfers(database.db, clock.now(), (error, transferId) => app.log.error({ err: error, transferId }, 'transfer could not be finished')),
    report: (pass, log) => {
      if (pass.COMPLETED + pass.FAILED > 0) log.info({ transfers: pass }, 'transfers finished');
    },
  });
  app.decorate('transferWorker', worker);
}
