import type { Kysely } from 'kysely';
import { kstMonth, type MonthlyAwardImpact } from 'shared-contract';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/audit-repository';
import type { TimedStaffActor } from '../audit/staff-actor';
import { notify } from '../notifications/notify';
import * as repository from './missions-repository';
import { monthLabel } from './month-label';

type DB = Kysely<Database>;

export interface CancelledPurchase {
  id: number;
  userId: number;
  createdAt: Date;
}

type Assessment = { impact: MonthlyAwardImpact; award?: undefined } | { impact: MonthlyAwardImpact; award: repository.AwardWithKey };

/**
 * What cancelling `purchase` means for the member's KEY of the Month of the purchase's month. The purchase is left
 * out of the count whatever its status, so the answer is the same before the cancellation and inside it.
 */
async function assess(db: DB, purchase: CancelledPurchase): Promise<Assessment> {
  const none = { impact: { kind: 'NONE' } } as const;
  const month = kstMonth(purchase.createdAt);
  const program = await repository.findProgram(db, month);
  if (!program) return none;
  const row = await repository.purchasePayment(db, purchase.id);
  if (!row || !repository.isCountedPayMethod(row.pay_method)) return none;

  const [days, boughtOthers] = await Promise.all([
    repository.checkinDays(db, purchase.userId, month),
    repository.keysBought(db, purchase.userId, month, purchase.id),
  ]);
  const checkinDone = days.length >= program.checkin_target;
  const qualifiedWith = checkinDone && boughtOthers + row.quantity >= program.buy_target;
  const stillQualifies = checkinDone && boughtOthers >= program.buy_target;
  const award = await repository.memberAward(db, purchase.userId, month);
  if (!award) return qualifiedWith && program.distributed_at === null ? { impact: { kind: 'NOT_DISTRIBUTED', month, stillQualifies } } : none;
  if (!qualifiedWith || stillQualifies || award.status !== 'AWARDED') return none;
  if (award.holder_id !== award.user_id) return { impact: { kind: 'NEEDS_DECISION', month, awardId: award.id, reason: 'MOVED' }, award };
  if (award.revealed_at !== null) return { impact: { kind: 'NEEDS_DECISION', month, awardId: award.id, reason: 'REVEALED' }, award };
  return { impact: { kind: 'REVOKED', month, awardId: award.id }, award };
}

/** What a cancellation of `purchase` would do to the member's KEY of the Month (nothing changes). */
export async function previewMonthlyImpact(db: DB, purchase: CancelledPurchase): Promise<MonthlyAwardImpact> {
  return (await assess(db, purchase)).impact;
}

/**
 * Inside the cancellation's transaction, after the purchase is CANCELLED: revokes the member's KEY of the Month if
 * this purchase was what qualified them and the KEY is still theirs and unrevealed; if it was revealed or has moved,
 * marks the award for a decision in the console. Locks the member's row first, so it runs after (or before, never
 * beside) the distribution of the same member.
 */
export async function applyMonthlyImpact(trx: DB, purchase: CancelledPurchase, actor: TimedStaffActor): Promise<MonthlyAwardImpact> {
  await repository.lockMember(trx, purchase.userId);
  // A reveal of the KEY of the Month waits for this transaction (or has committed before it): its item is locked.
  const held = await repository.memberAward(trx, purchase.userId, kstMonth(purchase.createdAt));
  if (held?.purchase_id) await repository.lockPurchaseItems(trx, held.purchase_id);
  const { impact, award } = await assess(trx, purchase);
  if (!award) return impact;
  if (impact.kind === 'REVOKED') {
    await takeBack(trx, award, actor, { cancelledPurchaseId: purchase.id, note: null });
  } else if (impact.kind === 'NEEDS_DECISION') {
    await repository.markAwardNeedsDecision(trx, award.id, { reason: impact.reason, cancelledPurchaseId: purchase.id });
  }
  return impact;
}

/**
 * Takes a KEY of the Month back from the member who still holds it: the KEY leaves them (an ownership REVOKE; it
 * is retired, its serial never given again), its reward purchase is CANCELLED (an unrevealed KEY leaves /reveal), the award is
 * REVOKED, the member is told why, and the staff action is audited.
 */
export async function takeBack(
  trx: DB,
  award: repository.AwardWithKey,
  actor: TimedStaffActor,
  why: { cancelledPurchaseId: number | null; note: string | null },
): Promise<void> {
  if (award.key_item_id !== null) {
    await repository.retireKeyItem(trx, award.key_item_id, award.user_id);
    await repository.insertRevokeEvent(trx, { keyItemId: award.key_item_id, fromUserId: award.user_id, now: actor.now });
  }
  if (award.purchase_id !== null) {
    await repository.cancelRewardPurchase(trx, award.purchase_id);
    // An unrevealed KEY leaves /reveal with it (a revealed one stays in the purchase's record).
    await repository.deleteUnrevealedItems(trx, award.purchase_id);
  }
  await repository.markAwardRevoked(trx, award.id, { by: actor.actorId, at: actor.now, note: why.note, cancelledPurchaseId: why.cancelledPurchaseId });
  const month = monthLabel(award.month);
  await notify(
    trx,
    award.user_id,
    {
      type: 'ADMIN',
      title: { ko: `${month.ko} 이달의 KEY 회수`, en: `KEY of the Month for ${month.en} taken back` },
      body: {
        ko: `이달의 KEY 지급 조건이 된 구매가 취소되어 ${month.ko} 이달의 KEY를 회수했습니다.`,
        en: `The purchase that completed your missions for ${month.en} was cancelled, so its KEY of the Month was taken back.`,
      },
      linkUrl: '/event/monthly',
    },
    actor.now,
  );
  await recordAudit(trx, {
    actorId: actor.actorId,
    action: 'MONTHLY_AWARD_REVOKE',
    targetType: 'monthly_award',
    targetId: award.id,
    details: { month: award.month, memberId: award.user_id, keyItemId: award.key_item_id, cancelledPurchaseId: why.cancelledPurchaseId, note: why.note },
    ip: actor.ip,
    at: actor.now,
  });
}
