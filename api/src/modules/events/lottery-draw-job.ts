import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { registerPollingJob, type PollingJob } from '../../jobs/polling-job';
import { drawLottery } from './lottery-service';
import { dueLotteryIds } from './lottery-repository';

export interface LotteryDrawPass {
  drawn: { lotteryId: number; winners: number }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    lotteryDraw: PollingJob<LotteryDrawPass>;
  }
}

/** Draws every lottery whose time has come; each is drawn once, by whichever instance locks it first. */
export async function drawDueLotteries(db: Kysely<Database>, now: Date): Promise<LotteryDrawPass> {
  const drawn: LotteryDrawPass['drawn'] = [];
  for (const lotteryId of await dueLotteryIds(db, now)) {
    const winners = await drawLottery(db, lotteryId, now);
    if (winners) drawn.push({ lotteryId, winners: winners.length });
  }
  return { drawn };
}

/** The draw as a durable job of every api instance (LOTTERY_POLL_SECONDS). */
export function registerLotteryDrawJob(app: FastifyInstance, { database, clock, config }: AppContext) {
  const job = registerPollingJob<LotteryDrawPass>(app, {
    name: 'lottery draw',
    everySeconds: () => config.lotteryPollSeconds,
    pass: () => drawDueLotteries(database.db, clock.now()),
    report: (pass, log) => {
      if (pass.drawn.length > 0) log.info(pass, 'lotteries drawn');
    },
  });
  app.decorate('lotteryDraw', job);
}
