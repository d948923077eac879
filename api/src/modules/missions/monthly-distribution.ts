import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { kstMonth } from 'shared-contract';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { registerPollingJob, type PollingJob } from '../../jobs/polling-job';
import { notify } from '../notifications/notify';
import { insertRewardPurchase, recordArrivals } from '../purchase/purchase-records-repository';
import * as repository from './missions-repository';
import { monthLabel } from './month-label';

type DB = Kysely<Database>;

/** Members read per batch; a pass keeps taking batches until the month is done or it has given its share. */
const BATCH = 200;
/** Awards one pass gives at most, so a pass stays short; the next pass goes on where it stopped. */
const AWARDS_PER_PASS = 2000;

export interface DistributionPass {
  awarded: number;
  outOfSupply: number;
  monthsDone: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    monthlyDistribution: PollingJob<DistributionPass>;
  }
}

type AwardOutcome = 'AWARDED' | 'OUT_OF_SUPPLY' | 'SKIPPED';

/**
 * Gives one member their KEY of the Month, in one transaction: the award row first (its unique key makes a second
 * instance's attempt a no-op), then, if the member still qualifies (a cancellation may have committed meanwhile:
 * both lock the member's row), one KEY of the month's design as a REWARD purchase that waits on /reveal.
 */
async function awardOne(trx: DB, program: repository.ProgramRecord, userId: number, now: Date): Promise<AwardOutcome> {
  await repository.lockMember(trx, userId);
  const award = await repository.insertAward(trx, { month: program.month, userId, now });
  if (!award) return 'SKIPPED';
  const [days, bought] = await Promise.all([repository.checkinDays(trx, userId, program.month), repository.keysBought(trx, userId, program.month)]);
  if (days.length < program.checkin_target || bought < program.buy_target) {
    await repository.deleteAward(trx, award.id);
    return 'SKIPPED';
  }
  const month = monthLabel(program.month);
  const taken = await repository.takeFromSupply(trx, program.key_design_id);
  if (!taken) {
    await repository.markAwardOutOfSupply(trx, award.id);
    await notify(
      trx,
      userId,
      {
        type: 'ADMIN',
        title: { ko: `${month.ko} 이달의 KEY 소진`, en: `KEY of the Month for ${month.en}: all given` },
        body: {
          ko: `${month.ko} 미션을 모두 완료하셨지만 이달의 KEY가 모두 지급되어 드리지 못했습니다. 고객센터로 문의해 주세요.`,
          en: `You completed the missions of ${month.en}, but every KEY of the Month had already been given. Please contact support.`,
        },
        linkUrl: '/event/monthly',
      },
      now,
    );
    return 'OUT_OF_SUPPLY';
  }
  const serialNo = taken.supply_total - taken.supply_remaining;
  const keyItemId = await repository.insertKeyItem(trx, { keyDesignId: program.key_design_id, serialNo, ownerId: userId, now });
  const purchaseId = await insertRewardPurchase(trx, { userId, projectId: taken.project_id, reference: `monthly:${program.month}`, now });
  const remainingBefore = taken.supply_remaining + 1;
  await recordArrivals(trx, {
    purchaseId,
    keys: [{ keyItemId, keyDesignId: program.key_design_id, position: 1, designRemaining: remainingBefore, poolRemaining: remainingBefore }],
    ownerId: userId,
    kind: 'GRANT',
    now,
  });
  await repository.setAwardKey(trx, award.id, { purchaseId, keyItemId });
  await notify(
    trx,
    userId,
    {
      type: 'ADMIN',
      title: { ko: `${month.ko} 이달의 KEY 도착`, en: `Your KEY of the Month for ${month.en} is here` },
      body: {
        ko: `미션 완료 보상으로 ${program.key.name.ko} KEY를 드렸습니다. 지금 공개해 보세요.`,
        en: `For completing the missions you received ${program.key.name.en}. Reveal it now.`,
      },
      linkUrl: `/reveal?purchaseId=${purchaseId}`,
    },
    now,
  );
  return 'AWARDED';
}

/**
 * One pass over every ended month (KST) not yet marked distributed: award each qualifying member in their own
 * transaction, then mark the month done. State is only in the database, so a restart or a second instance just
 * continues.
 */
export async function distributeMonthlyKeys(db: DB, now: Date, { maxAwards = AWARDS_PER_PASS } = {}): Promise<DistributionPass> {
  const pass: DistributionPass = { awarded: 0, outOfSupply: 0, monthsDone: [] };
  const given = () => pass.awarded + pass.outOfSupply;
  for (const program of await repository.monthsToDistribute(db, kstMonth(now))) {
    if (given() >= maxAwards) break;
    for (;;) {
      const userIds = await repository.pendingQualifiers(db, program, Math.min(BATCH, maxAwards - given()));
      if (userIds.length === 0) break;
      let progressed = false;
      for (const userId of userIds) {
        const outcome = await db.transaction().execute((trx) => awardOne(trx, program, userId, now));
        if (outcome === 'AWARDED') pass.awarded += 1;
        if (outcome === 'OUT_OF_SUPPLY') pass.outOfSupply += 1;
        if (outcome !== 'SKIPPED') progressed = true;
      }
      // Everyone in the batch stopped qualifying meanwhile (or another instance took them): look again next pass.
      if (!progressed || given() >= maxAwards) break;
    }
    if ((await repository.pendingQualifiers(db, program, 1)).length === 0) {
      await repository.markDistributed(db, program.month, now);
      pass.monthsDone.push(program.month);
    }
  }
  return pass;
}

/** The distribution as a durable job of every api instance (MONTHLY_POLL_SECONDS). */
export function registerMonthlyDistributionJob(app: FastifyInstance, { database, clock, config }: AppContext) {
  const job = registerPollingJob<DistributionPass>(app, {
    name: 'KEY of the Month distribution',
    everySeconds: () => config.monthlyPollSeconds,
    pass: () => distributeMonthlyKeys(database.db, clock.now()),
    report: (pass, log) => {
      if (pass.awarded > 0 || pass.outOfSupply > 0 || pass.monthsDone.length > 0) log.info(pass, 'KEYs of the Month distributed');
    },
  });
  app.decorate('monthlyDistribution', job);
}
