import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerPollingJob, type PollingJob } from '../../jobs/polling-job';
import { PurchaseCancelService } from './purchase-cancel-service';

/** A cancellation's own request settles its refund at once; the job takes over only after this long. */
export const REFUND_SETTLE_AFTER_MS = 2 * 60 * 1000;

export interface RefundSettlePass {
  settled: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    refundSettle: PollingJob<RefundSettlePass>;
  }
}

/**
 * Card refunds of cancelled purchases still owed (the processor was down, or the process died before its answer)
 * are asked again by every api instance (REFUND_SETTLE_POLL_SECONDS); the processor's idempotency key on the
 * purchase makes a second ask harmless, so the member gets their money back once, without anyone pressing retry.
 */
export function registerRefundSettleJob(app: FastifyInstance, context: AppContext) {
  const service = new PurchaseCancelService(context, app.log);
  const job = registerPollingJob<RefundSettlePass>(app, {
    name: 'card refund settlement',
    everySeconds: () => context.config.refundSettlePollSeconds,
    pass: async () => ({ settled: await service.settlePendingRefunds(new Date(context.clock.now().getTime() - REFUND_SETTLE_AFTER_MS)) }),
    report: (pass, log) => {
      if (pass.settled > 0) log.info(pass, 'owed card refunds settled');
    },
  });
  app.decorate('refundSettle', job);
}
