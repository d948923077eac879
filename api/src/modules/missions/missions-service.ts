import type { Kysely } from 'kysely';
import { kstDay, kstMonth, kstMonthRange, MONTHLY_DISTRIBUTION_DAYS, type MemberAward, type MonthlyCurrent, type MonthlyHistory } from 'shared-contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import * as repository from './missions-repository';

type DB = Kysely<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Past months the page lists. */
const HISTORY_MONTHS = 12;

export interface Progress {
  checkinDone: number;
  buyDone: number;
  qualified: boolean;
}

export const progressOf = (program: Pick<repository.ProgramRecord, 'checkin_target' | 'buy_target'>, checkinDone: number, buyDone: number): Progress => ({
  checkinDone,
  buyDone,
  qualified: checkinDone >= program.checkin_target && buyDone >= program.buy_target,
});

async function memberProgress(db: DB, program: repository.ProgramRecord, userId: number): Promise<Progress & { days: string[] }> {
  const [days, bought] = await Promise.all([repository.checkinDays(db, userId, program.month), repository.keysBought(db, userId, program.month)]);
  return { ...progressOf(program, days.length, bought), days };
}

/** This month's missions, the KEY of the Month and, for a member, their progress. */
export async function currentMonth(db: DB, userId: number | null, now: Date): Promise<MonthlyCurrent> {
  const month = kstMonth(now);
  const { start, end } = kstMonthRange(month);
  const program = await repository.findProgram(db, month);
  const progress = program && userId !== null ? await memberProgress(db, program, userId) : null;
  const today = kstDay(now);
  const mission = (target: number, done: number) => ({ target, done, complete: done >= target });
  return {
    month,
    today,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    distributeBy: new Date(end.getTime() + MONTHLY_DISTRIBUTION_DAYS * DAY_MS).toISOString(),
    open: program !== null,
    key: program?.key ?? null,
    missions: program
      ? { checkin: mission(program.checkin_target, progress?.checkinDone ?? 0), buy: mission(program.buy_target, progress?.buyDone ?? 0) }
      : null,
    checkinDays: progress?.days ?? [],
    checkedInToday: progress?.days.includes(today) ?? false,
    signedIn: userId !== null,
    qualified: progress?.qualified ?? false,
  };
}

/** Today's check-in (KST). Refused while the month is not set up, and a second time the same day. */
export async function checkIn(db: DB, userId: number, now: Date): Promise<MonthlyCurrent> {
  const month = kstMonth(now);
  if (!(await repository.findProgram(db, month))) throw new AppError('MONTHLY_NOT_OPEN');
  const inserted = await repository.insertCheckin(db, { userId, day: kstDay(now), month, at: now });
  if (!inserted) throw new AppError('MONTHLY_ALREADY_CHECKED_IN');
  return currentMonth(db, userId, now);
}

const toMemberAward = (award: repository.AwardWithKey): MemberAward => ({
  status: award.status,
  // The reveal link only while the KEY is still the member's.
  purchaseId: award.holder_id === award.user_id ? award.purchase_id : null,
  revealed: award.revealed_at !== null,
  awardedAt: award.awarded_at.toISOString(),
});

/** Past months, newest first, with what the member did and earned. */
export async function history(db: DB, userId: number | null, now: Date): Promise<MonthlyHistory> {
  const programs = await repository.programsBefore(db, kstMonth(now), HISTORY_MONTHS);
  const awards =
    userId === null
      ? []
      : await repository.memberAwards(
          db,
          userId,
          programs.map((program) => program.month),
        );
  const items = await Promise.all(
    programs.map(async (program) => {
      let result: MonthlyHistory['items'][number]['result'] = null;
      if (userId !== null) {
        const progress = await memberProgress(db, program, userId);
        const award = awards.find((candidate) => candidate.month === program.month);
        result = { checkinDone: progress.checkinDone, buyDone: progress.buyDone, qualified: progress.qualified, award: award ? toMemberAward(award) : null };
      }
      return {
        month: program.month,
        key: program.key,
        checkinTarget: program.checkin_target,
        buyTarget: program.buy_target,
        distributed: program.distributed_at !== null,
        result,
      };
    }),
  );
  return { items };
}
