import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface PollingJobOptions<Pass> {
  /** What the log calls it ("transfer pass failed"). */
  name: string;
  /** Seconds between passes, read at each start and after each pass; 0 never polls (runOnce still works). */
  everySeconds: () => number;
  /** One pass over the job's durable state in the database. */
  pass: () => Promise<Pass>;
  /** Logs what a pass did, when it did something. */
  report: (pass: Pass, log: FastifyBaseLogger) => void;
}

/**
 * A durable job inside each api process: every few seconds it runs a pass over state kept in the database, so a
 * restart loses nothing (the first pass after start takes what fell due meanwhile) and several instances may run it
 * at once (each pass claims its rows with conditional updates).
 */
export class PollingJob<Pass> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Pass> | undefined;
  private stopped = true;

  constructor(
    private readonly options: PollingJobOptions<Pass>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (!this.stopped || this.options.everySeconds() <= 0) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** One pass now (also what the timer runs); concurrent calls share the pass in flight. */
  runOnce(): Promise<Pass> {
    this.running ??= this.options.pass().finally(() => {
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
        .then((pass) => this.options.report(pass, this.log))
        .catch((error: unknown) => this.log.error({ err: error }, `${this.options.name} pass failed`))
        .finally(() => {
          if (!this.stopped) this.schedule(this.options.everySeconds() * 1000);
        });
    }, delayMs);
    this.timer.unref();
  }
}

/** Runs a job with the app: it starts when the app is ready (after migrations) and stops on close. */
export function registerPollingJob<Pass>(app: FastifyInstance, options: PollingJobOptions<Pass>): PollingJob<Pass> {
  const job = new PollingJob(options, app.log);
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', async () => job.stop());
  return job;
}
