import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { purgeDueBankDetails } from './refund-repository';

export interface RefundPurgePass {
  /** The requests whose bank details this pass erased. */
  purged: number[];
}

/**
 * Erases refund bank details kept 5 years past their request's last change (spec 9), every
 * REFUND_PURGE_POLL_SECONDS in each api process. The state is the refund_request rows themselves (`purge_after`,
 * `purged_at`): a restart loses nothing (the first pass after start takes what fell due meanwhile), and several
 * instances may run it at once (one conditional update; each row is erased once).
 */
export class RefundPurgeJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RefundPurgePass> | undefined;
  private stopped = true;

  constructor(
    private readonly context: Pick<AppContext, 'database' | 'clock' | 'config'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (!this.stopped || this.context.config.refundPurgePollSeconds <= 0) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** One pass now (also what the timer runs); concurrent calls share the pass in flight. */
  runOnce(): Promise<RefundPurgePass> {
    this.running ??= purgeDueBankDetails(this.context.database.db, this.context.clock.now())
      .then((purged) => ({ purged }))
      .finally(() => {
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
          if (pass.purged.length > 0) this.log.info({ requestIds: pass.purged }, 'refund bank details purged after retention');
        })
        .catch((error: unknown) => this.log.error({ err: error }, 'refund purge pass failed'))
        .finally(() => {
          if (!this.stopped) this.schedule(this.context.config.refundPurgePollSeconds * 1000);
        });
    }, delayMs);
    this.timer.unref();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The refund bank-detail purge job of this api instance (tests run a pass with `runOnce`). */
    refundPurge: RefundPurgeJob;
  }
}

/** Runs the purge job with the app: it starts when the app is ready (after migrations) and stops on close. */
export function registerRefundPurgeJob(app: FastifyInstance, context: AppContext) {
  const job = new RefundPurgeJob(context, app.log);
  app.decorate('refundPurge', job);
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', async () => job.stop());
}
