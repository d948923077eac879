import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { finishDueTransfers, type TransferPass } from './transfer-job';

/**
 * The durable transfer job inside each api process: every TRANSFER_POLL_SECONDS it finishes the transfers due by
 * the app clock. Its state is the key_transfer table, so a restart loses nothing (the first pass after start takes
 * the overdue ones) and several instances may run it at once (each transfer is claimed by one).
 */
export class TransferWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<TransferPass> | undefined;
  private stopped = true;

  constructor(
    private readonly context: Pick<AppContext, 'database' | 'clock' | 'config'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (!this.stopped || this.context.config.transferPollSeconds <= 0) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** One pass now (also what the timer runs); concurrent calls share the pass in flight. */
  runOnce(): Promise<TransferPass> {
    this.running ??= finishDueTransfers(this.context.database.db, this.context.clock.now(), (error, transferId) =>
      this.log.error({ err: error, transferId }, 'transfer could not be finished'),
    ).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Stops polling and waits for a pass in flight, so the database can close after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private schedule(delayMs: number) {
    this.timer = setTimeout(() => {
      this.runOnce()
        .then((pass) => {
          if (pass.COMPLETED + pass.FAILED > 0) this.log.info({ transfers: pass }, 'transfers finished');
        })
        .catch((error: unknown) => this.log.error({ err: error }, 'transfer pass failed'))
        .finally(() => {
          if (!this.stopped) this.schedule(this.context.config.transferPollSeconds * 1000);
        });
    }, delayMs);
    this.timer.unref();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable transfer job of this api instance (tests run a pass with `runOnce`). */
    transferWorker: TransferWorker;
  }
}

/** Runs the transfer job with the app: it starts when the app is ready (after migrations) and stops on close. */
export function registerTransferWorker(app: FastifyInstance, context: AppContext) {
  const worker = new TransferWorker(context, app.log);
  app.decorate('transferWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
