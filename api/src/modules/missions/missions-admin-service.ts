import type { Kysely } from 'kysely';
import {
  AWARD_STATUSES,
  kstMonth,
  kstMonthRange,
  type AdminAward,
  type AdminMonth,
  type AwardDecisionInput,
  type AwardStatus,
  type MonthlySetupInput,
  type MonthlyState,
} from 'shared-contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { keyCardSvg } from '../catalog/card-art';
import { recordAudit } from '../audit/audit-repository';
import { staffRefs, type TimedStaffActor } from '../audit/staff-actor';
import { moveInProgress } from '../ownership/key-lock';
import * as repository from './missions-repository';
import { takeBack } from './monthly-revocation';

type DB = Kysely<Database>;

/** Months the console lists. */
const CONSOLE_MONTHS = 24;
const AWARDS_LIMIT = 200;

function stateOf(program: repository.ProgramRecord, now: Date): MonthlyState {
  const current = kstMonth(now);
  if (program.month > current) return 'UPCOMING';
  if (program.month === current) return 'RUNNING';
  return program.distributed_at ? 'DISTRIBUTED' : 'DISTRIBUTING';
}

async function adminMonth(db: DB, program: repository.ProgramRecord, now: Date): Promise<AdminMonth> {
  const [qualified, counts, staff] = await Promise.all([
    repository.qualifiedCount(db, program),
    repository.awardCounts(db, program.month),
    staffRefs(db, [program.updated_by]),
  ]);
  const awardCounts = Object.fromEntries(AWARD_STATUSES.map((status) => [status, counts.find((count) => count.status === status)?.count ?? 0])) as Record<
    AwardStatus,
    number
  >;
  return {
    month: program.month,
    state: stateOf(program, now),
    checkinTarget: program.checkin_target,
    buyTarget: program.buy_target,
    key: program.key,
    qualifiedCount: qualified,
    awardCounts,
    updatedAt: program.updated_at.toISOString(),
    updatedBy: staff(program.updated_by),
    distributedAt: program.distributed_at?.toISOString() ?? null,
  };
}

export async function listMonths(db: DB, now: Date): Promise<AdminMonth[]> {
  const programs = await repository.allPrograms(db, CONSOLE_MONTHS);
  return Promise.all(programs.map((program) => adminMonth(db, program, now)));
}

/** A hue from the month, so each KEY of the Month has its own colours. */
const hueOf = (month: string) => (Number(month.replace('-', '')) * 47) % 360;

/**
 * Sets up a month, or changes it before it ends (the admin's, audited): the targets and the KEY of the Month, a
 * design of edition MONTHLY released at the month's start. The supply never goes below what was already given.
 */
export async function setUpMonth(db: DB, actor: TimedStaffActor, month: string, input: MonthlySetupInput): Promise<AdminMonth> {
  if (month < kstMonth(actor.now)) throw new AppError('MONTHLY_MONTH_ENDED');
  const saved = await db.transaction().execute(async (trx) => {
    const project = await repository.projectTitle(trx, input.key.projectId);
    if (!project) throw new AppError('PROJECT_NOT_FOUND');
    const before = await repository.lockProgram(trx, month);
    const art = keyCardSvg({
      seed: Number(month.replace('-', '')),
      hue: hueOf(month),
      nameKo: input.key.name.ko,
      nameEn: input.key.name.en,
      projectTitle: project.title_en,
      rarity: input.key.rarity,
      serial: input.key.supply,
    });
    const design = {
      project_id: project.id,
      name_ko: input.key.name.ko,
      name_en: input.key.name.en,
      description_ko: input.key.description.ko,
      description_en: input.key.description.en,
      rarity: input.key.rarity,
      art_svg: art,
    };
    let keyDesignId: number;
    if (before) {
      const current = await repository.lockDesignSupply(trx, before.key_design_id);
      const given = current.supply_total - current.supply_remaining;
      if (input.key.supply < given) throw new AppError('MONTHLY_SUPPLY_BELOW_AWARDED');
      await repository.updateDesign(trx, before.key_design_id, { ...design, supply_total: input.key.supply, supply_remaining: input.key.supply - given });
      keyDesignId = before.key_design_id;
      await repository.updateProgram(trx, month, {
        checkin_target: input.checkinTarget,
        buy_target: input.buyTarget,
        updated_by: actor.actorId,
        updated_at: actor.now,
      });
    } else {
      const releasedAt = kstMonthRange(month).start;
      keyDesignId = await repository.insertMonthlyDesign(
        trx,
        {
          ...design,
          supply_total: input.key.supply,
          supply_remaining: input.key.supply,
          properties: JSON.stringify([]),
          released_at: releasedAt,
          edition: 'MONTHLY',
        },
        releasedAt,
      );
      await repository.insertProgram(trx, {
        month,
        checkin_target: input.checkinTarget,
        buy_target: input.buyTarget,
        key_design_id: keyDesignId,
        updated_by: actor.actorId,
        updated_at: actor.now,
      });
    }
    await recordAudit(trx, {
      actorId: actor.actorId,
      action: 'MONTHLY_SETUP',
      targetType: 'monthly_program',
      targetId: month,
      details: {
        created: !before,
        before: before ? { checkinTarget: before.checkin_target, buyTarget: before.buy_target } : null,
        after: { checkinTarget: input.checkinTarget, buyTarget: input.buyTarget, key: { ...input.key, keyDesignId } },
      },
      ip: actor.ip,
      at: actor.now,
    });
    return repository.findProgram(trx, month);
  });
  if (!saved) throw new AppError('NOT_FOUND');
  return adminMonth(db, saved, actor.now);
}

const toAdminAward = (row: repository.AwardWithKey): AdminAward => ({
  id: row.id,
  month: row.month,
  member: { id: row.user_id, email: row.email, nickname: row.nickname },
  status: row.status,
  decisionReason: row.decision_reason,
  keyItemId: row.key_item_id,
  serialNo: row.serial_no,
  holderId: row.holder_id,
  awardedAt: row.awarded_at.toISOString(),
  cancelledPurchaseId: row.cancelled_purchase_id,
  decidedAt: row.decided_at?.toISOString() ?? null,
  decidedBy: row.decider_id === null ? null : { id: row.decider_id, email: row.decider_email, nickname: row.decider_nickname },
  note: row.note,
});

export async function listAwards(db: DB, status: AwardStatus | undefined): Promise<AdminAward[]> {
  return (await repository.latestAwards(db, { status, limit: AWARDS_LIMIT })).map(toAdminAward);
}

/**
 * Support's decision on a KEY of the Month whose qualifying purchase was cancelled after it was revealed or moved.
 * REVOKE takes it back only while the member still holds it and it is not listed or being transferred; KEEP leaves
 * it with them. Both are audited.
 */
export async function decideAward(db: DB, actor: TimedStaffActor, awardId: number, decision: AwardDecisionInput): Promise<AdminAward> {
  await db.transaction().execute(async (trx) => {
    const locked = await repository.lockAward(trx, awardId);
    if (!locked) throw new AppError('MONTHLY_AWARD_NOT_FOUND');
    const award = await repository.awardWithKey(trx, awardId);
    if (award.status !== 'NEEDS_DECISION') throw new AppError('MONTHLY_AWARD_NO_DECISION');
    if (decision.action === 'REVOKE') {
      if (award.key_item_id !== null) {
        if ((await repository.lockKeyOwner(trx, award.key_item_id)) !== award.user_id) throw new AppError('MONTHLY_KEY_NOT_HELD');
        // Listed or being transferred: taking it back would break a move in progress.
        if (await moveInProgress(trx, award.key_item_id)) throw new AppError('MONTHLY_KEY_BUSY');
      }
      await takeBack(trx, award, actor, { cancelledPurchaseId: null, note: decision.note });
      return;
    }
    await repository.markAwardKept(trx, awardId, { by: actor.actorId, at: actor.now, note: decision.note });
    await recordAudit(trx, {
      actorId: actor.actorId,
      action: 'MONTHLY_AWARD_KEEP',
      targetType: 'monthly_award',
      targetId: awardId,
      details: { month: award.month, memberId: award.user_id, keyItemId: award.key_item_id, reason: award.decision_reason, note: decision.note },
      ip: actor.ip,
      at: actor.now,
    });
  });
  const row = await repository.awardWithKey(db, awardId);
  return toAdminAward(row);
}
