import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  drawWinners,
  type AdminLottery,
  type EventReward,
  type LotteryDetail,
  type LotteryEntry,
  type LotteryInput,
  type LotteryPrize,
  type LotteryState,
  type LotterySummary,
} from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit-repository';
import { projectsExist } from '../catalog/catalog-repository';
import { ownedProjectIds } from '../community/community-repository';
import { notify } from '../notifications/notify';
import { staffRefs, type TimedStaffActor } from '../audit/staff-actor';
import { eventRewardNotice, grantReward } from './event-rewards';
import * as repository from './lottery-repository';
import { maskNickname } from './mask-nickname';

type DB = Kysely<Database>;

const LIST_LIMIT = 50;

export const sha256Hex = (text: string) => Promise.resolve(createHash('sha256').update(text).digest('hex'));

function stateOf(row: repository.LotteryRow, now: Date): LotteryState {
  if (row.drawn_at) return 'DRAWN';
  if (now < row.entry_starts_at) return 'UPCOMING';
  if (now < row.entry_ends_at) return 'OPEN';
  return 'CLOSED';
}

const prizeOf = (row: repository.LotteryRow): EventReward => ({
  kind: row.prize_kind,
  project: row.prize_project_id === null ? null : { id: row.prize_project_id, title: { ko: row.prize_title_ko ?? '', en: row.prize_title_en ?? '' } },
});

const entryOf = (lotteryId: number, entry: repository.EntryRow | undefined): LotteryEntry => ({
  lotteryId,
  entered: entry !== undefined,
  entryId: entry?.id ?? null,
  enteredAt: entry?.entered_at.toISOString() ?? null,
  won: entry?.won ?? null,
  prizeClaimed: entry?.prize_claimed_at != null,
});

function summaryOf(row: repository.LotteryRow, now: Date, mine: LotteryEntry | null): LotterySummary {
  return {
    id: row.id,
    title: { ko: row.title_ko, en: row.title_en },
    description: { ko: row.description_ko, en: row.description_en },
    state: stateOf(row, now),
    entryStartsAt: row.entry_starts_at.toISOString(),
    entryEndsAt: row.entry_ends_at.toISOString(),
    drawAt: row.draw_at.toISOString(),
    prizes: row.prizes,
    prize: prizeOf(row),
    eligibleProject:
      row.eligible_project_id === null ? null : { id: row.eligible_project_id, title: { ko: row.eligible_title_ko ?? '', en: row.eligible_title_en ?? '' } },
    entrants: row.entrants,
    mine,
  };
}

export async function list(db: DB, user: AppUserRow | null, now: Date): Promise<LotterySummary[]> {
  const rows = await repository.listLotteries(db, LIST_LIMIT);
  const entries = user
    ? await repository.entriesOf(
        db,
        user.id,
        rows.map((row) => row.id),
      )
    : new Map<number, repository.EntryRow>();
  return rows.map((row) => summaryOf(row, now, user ? entryOf(row.id, entries.get(row.id)) : null));
}

/** The draw's public record: the seed hash always; the seed, the entries (masked) and the winners once drawn. */
async function verification(db: DB, row: repository.LotteryRow) {
  if (!row.drawn_at) return { seedHash: row.seed_hash, seed: null, drawnAt: null, entries: [], winners: [] };
  const entries = await repository.entriesWithNicknames(db, row.id);
  // What was stored at the draw, not a recomputation: the public re-check compares it with drawWinners.
  const winners = entries.filter((entry) => entry.won === true).map((entry) => entry.id);
  return {
    seedHash: row.seed_hash,
    seed: row.seed,
    drawnAt: row.drawn_at.toISOString(),
    entries: entries.map((entry) => ({ entryId: entry.id, nickname: maskNickname(entry.nickname) })),
    winners,
  };
}

export async function detail(db: DB, lotteryId: number, user: AppUserRow | null, now: Date): Promise<LotteryDetail> {
  const row = await repository.findLottery(db, lotteryId);
  if (!row) throw new AppError('LOTTERY_NOT_FOUND');
  const mine = user ? entryOf(row.id, (await repository.entriesOf(db, user.id, [row.id])).get(row.id)) : null;
  return { ...summaryOf(row, now, mine), ...(await verification(db, row)) };
}

export async function enter(db: DB, user: AppUserRow, lotteryId: number, now: Date): Promise<LotteryEntry> {
  const row = await repository.findLottery(db, lotteryId);
  if (!row) throw new AppError('LOTTERY_NOT_FOUND');
  if (stateOf(row, now) !== 'OPEN') throw new AppError('LOTTERY_NOT_OPEN');
  if (row.eligible_project_id !== null && !(await ownedProjectIds(db, user.id, row.eligible_project_id)).has(row.eligible_project_id)) {
    throw new AppError('LOTTERY_NOT_ELIGIBLE');
  }
  const entry = await repository.insertEntry(db, lotteryId, user.id, now);
  if (!entry) throw new AppError('LOTTERY_ALREADY_ENTERED');
  return entryOf(lotteryId, entry);
}

export async function check(db: DB, user: AppUserRow, lotteryId: number): Promise<LotteryEntry> {
  const row = await repository.findLottery(db, lotteryId);
  if (!row) throw new AppError('LOTTERY_NOT_FOUND');
  return entryOf(lotteryId, (await repository.entriesOf(db, user.id, [lotteryId])).get(lotteryId));
}

/** A winner's prize, given once: the entry row is locked so two claims run one after the other. */
export async function claimPrize(db: DB, user: AppUserRow, lotteryId: number, now: Date): Promise<LotteryPrize> {
  const result = await db.transaction().execute(async (trx) => {
    const row = await repository.findLottery(trx, lotteryId);
    if (!row) throw new AppError('LOTTERY_NOT_FOUND');
    if (!row.drawn_at) throw new AppError('LOTTERY_NOT_DRAWN');
    const entry = await repository.lockEntry(trx, lotteryId, user.id);
    if (!entry?.won) throw new AppError('LOTTERY_NOT_WINNER');
    if (entry.prize_claimed_at) throw new AppError('LOTTERY_PRIZE_CLAIMED');
    const grant = await grantReward(trx, {
      user,
      kind: row.prize_kind,
      projectId: row.prize_project_id,
      reference: `lottery:${lotteryId}`,
      ticketSource: 'LOTTERY',
      notice: eventRewardNotice({ ko: `'${row.title_ko}' 추첨 당첨`, en: `winning “${row.title_en}”` }),
      now,
    });
    await repository.markPrizeClaimed(trx, entry.id, { now, purchaseId: grant.purchaseId, ticketId: grant.ticketId });
    return { lotteryId, kind: grant.kind, purchaseId: grant.purchaseId, ticketId: grant.ticketId, claimedAt: now.toISOString() };
  });
  return result;
}

/** The prize a winner received (to reveal a KEY on /reveal). */
export async function prize(db: DB, user: AppUserRow, lotteryId: number): Promise<LotteryPrize> {
  const row = await repository.findLottery(db, lotteryId);
  if (!row) throw new AppError('LOTTERY_NOT_FOUND');
  const entry = (await repository.entriesOf(db, user.id, [lotteryId])).get(lotteryId);
  if (!entry?.won) throw new AppError('LOTTERY_NOT_WINNER');
  if (!entry.prize_claimed_at) throw new AppError('LOTTERY_PRIZE_NOT_CLAIMED');
  return { lotteryId, kind: row.prize_kind, purchaseId: entry.purchase_id, ticketId: entry.ticket_id, claimedAt: entry.prize_claimed_at.toISOString() };
}

/**
 * Draws one due lottery in one transaction: the row is locked and must still be undrawn (another instance may have
 * drawn it), the winners are what `drawWinners` gives for the committed seed, and they are told. Answers the
 * winners, or null when there was nothing to draw.
 */
export async function drawLottery(db: DB, lotteryId: number, now: Date): Promise<number[] | null> {
  return db.transaction().execute(async (trx) => {
    const lottery = await repository.lockUndrawn(trx, lotteryId);
    if (!lottery) return null;
    const entries = await repository.entriesWithNicknames(trx, lotteryId);
    const winners = await drawWinners(
      lottery.seed,
      entries.map((entry) => entry.id),
      lottery.prizes,
      sha256Hex,
    );
    await repository.markDrawn(trx, lotteryId, winners, now);
    const winnerUsers = entries.filter((entry) => winners.includes(entry.id)).map((entry) => entry.user_id);
    await notify(
      trx,
      winnerUsers,
      {
        type: 'ADMIN',
        title: { ko: '추첨 이벤트 당첨', en: 'You won the lottery' },
        body: { ko: `'${lottery.title_ko}'에 당첨되셨습니다. 경품을 받아 보세요.`, en: `You won “${lottery.title_en}”. Claim your prize.` },
        linkUrl: `/event/lottery?id=${lotteryId}`,
      },
      now,
    );
    return winners;
  });
}

const newSeed = () => randomBytes(32).toString('hex');

const columnsOf = (input: LotteryInput, actor: TimedStaffActor) => ({
  title_ko: input.title.ko,
  title_en: input.title.en,
  description_ko: input.description.ko,
  description_en: input.description.en,
  entry_starts_at: new Date(input.entryStartsAt),
  entry_ends_at: new Date(input.entryEndsAt),
  draw_at: new Date(input.drawAt),
  prizes: input.prizes,
  prize_kind: input.prizeKind,
  prize_project_id: input.prizeKind === 'KEY' ? input.prizeProjectId : null,
  eligible_project_id: input.eligibleProjectId,
  updated_by: actor.actorId,
  updated_at: actor.now,
});

/**
 * Creates a lottery with a fresh secret seed (its hash published at once), or changes one whose entries have not
 * opened (after that its terms and commitment are fixed). Audited.
 */
export async function save(db: DB, actor: TimedStaffActor, lotteryId: number | null, input: LotteryInput): Promise<AdminLottery> {
  const id = await db.transaction().execute(async (trx) => {
    if (!(await projectsExist(trx, [input.prizeProjectId, input.eligibleProjectId]))) throw new AppError('PROJECT_NOT_FOUND');
    let savedId: number;
    if (lotteryId === null) {
      const seed = newSeed();
      savedId = await repository.insertLottery(trx, { ...columnsOf(input, actor), seed, seed_hash: await sha256Hex(seed) });
    } else {
      const current = await repository.lockEntryStart(trx, lotteryId);
      if (!current) throw new AppError('LOTTERY_NOT_FOUND');
      if (current.entry_starts_at <= actor.now) throw new AppError('LOTTERY_LOCKED');
      await repository.updateLottery(trx, lotteryId, columnsOf(input, actor));
      savedId = lotteryId;
    }
    await recordAudit(trx, {
      actorId: actor.actorId,
      action: lotteryId === null ? 'LOTTERY_CREATE' : 'LOTTERY_UPDATE',
      targetType: 'event_lottery',
      targetId: savedId,
      details: { ...input },
      ip: actor.ip,
      at: actor.now,
    });
    return savedId;
  });
  const [saved] = await adminList(db, actor.now, id);
  if (!saved) throw new AppError('LOTTERY_NOT_FOUND');
  return saved;
}

export async function adminList(db: DB, now: Date, only?: number): Promise<AdminLottery[]> {
  const rows =
    only === undefined ? await repository.listLotteries(db, LIST_LIMIT) : [await repository.findLottery(db, only)].filter((row) => row !== undefined);
  const staff = await staffRefs(
    db,
    rows.map((row) => row.updated_by),
  );
  return Promise.all(
    rows.map(async (row) => {
      const { mine: _mine, ...summary } = summaryOf(row, now, null);
      return {
        ...summary,
        ...(await verification(db, row)),
        prizesClaimed: await repository.prizesClaimed(db, row.id),
        updatedAt: row.updated_at.toISOString(),
        updatedBy: staff(row.updated_by),
      };
    }),
  );
}
