import { createHash } from 'node:crypto';
import {
  ANNOUNCE_API,
  announcementListSchema,
  drawWinners,
  LOTTERY_API,
  lotteryDetailSchema,
  lotteryEntrySchema,
  lotteryListSchema,
  lotteryPrizeSchema,
  type Announcement,
  type LotteryDetail,
  type LotteryEntry,
  type LotteryPrize,
  type LotterySummary,
} from 'shared-contract';
import { refusal, type ApiCall } from 'shared-ui/src/testing/contract-api';
import { ApiModel } from '../../../testing/api-model';

export const nodeSha256 = async (text: string) => createHash('sha256').update(text).digest('hex');

type StoredEntry = { entryId: number; memberId: number; nickname: string };
export type FakeLottery = Omit<LotteryDetail, 'mine' | 'entrants' | 'entries' | 'winners' | 'seed' | 'seedHash' | 'drawnAt'> & {
  /** The secret seed (published once drawn). */
  secret: string;
  drawnAt: string | null;
  stored: StoredEntry[];
  winners: number[];
  /** Member ids that claimed their prize. */
  claimed: Set<number>;
};

export const lotteryFixture = (id: number, overrides: Partial<FakeLottery> = {}): FakeLottery => ({
  id,
  title: { ko: `봄맞이 추첨 ${id}`, en: `Spring lottery ${id}` },
  description: { ko: '응모하고 KEY를 받아 가세요.', en: 'Enter and win a KEY.' },
  state: 'OPEN',
  entryStartsAt: '2026-04-01T00:00:00.000Z',
  entryEndsAt: '2026-04-15T15:00:00.000Z',
  drawAt: '2026-04-16T01:00:00.000Z',
  prizes: 3,
  prize: { kind: 'KEY', project: { id: 3, title: { ko: '달빛 프로젝트', en: 'Moonlight Project' } } },
  eligibleProject: null,
  secret: `seed-${id}-8f2c1d7e9a`,
  drawnAt: null,
  stored: [],
  winners: [],
  claimed: new Set(),
  ...overrides,
});

/**
 * The events api (lotteries, entries, prizes, announcements) behind the msw contract layer with the api's rules (one
 * entry per member while open, the draw by `drawWinners`, the seed only after it, a prize once per winner), over an
 * in-memory state. The caller is member `memberId` when the request carries the session's bearer token, else a visitor.
 */
export class LotteryModel extends ApiModel {
  memberId = 1;
  lotteries: FakeLottery[] = [];
  announcements: Announcement[] = [];
  /** Winners the detail answers instead of the real ones (a tampered answer). */
  tamperedWinners: number[] | null = null;
  nextEntryId = 100;

  reset() {
    Object.assign(this, new LotteryModel());
  }

  /** `count` other members enter the lottery. */
  addEntrants(lotteryId: number, count: number) {
    const lottery = this.find(lotteryId);
    for (let index = 0; index < count; index += 1) {
      const memberId = 1000 + this.nextEntryId;
      lottery.stored.push({ entryId: this.nextEntryId++, memberId, nickname: `me***${index}` });
    }
  }

  /** Draws the lottery as the api's job does. */
  async draw(lotteryId: number) {
    const lottery = this.find(lotteryId);
    const picked = new Set(
      await drawWinners(
        lottery.secret,
        lottery.stored.map((entry) => entry.entryId),
        lottery.prizes,
        nodeSha256,
      ),
    );
    lottery.winners = lottery.stored.filter((entry) => picked.has(entry.entryId)).map((entry) => entry.entryId);
    lottery.state = 'DRAWN';
    lottery.drawnAt = '2026-04-16T01:00:02.000Z';
  }

  find(lotteryId: number) {
    const lottery = this.lotteries.find((one) => one.id === lotteryId);
    if (!lottery) throw refusal('LOTTERY_NOT_FOUND');
    return lottery;
  }

  private mine(lottery: FakeLottery, signedIn: boolean): LotteryEntry | null {
    return signedIn ? this.entryOf(lottery) : null;
  }

  /** The member's entry (or its absence) in the lottery. */
  private entryOf(lottery: FakeLottery): LotteryEntry {
    const entry = lottery.stored.find((one) => one.memberId === this.memberId) ?? null;
    const drawn = lottery.state === 'DRAWN';
    return {
      lotteryId: lottery.id,
      entered: entry !== null,
      entryId: entry?.entryId ?? null,
      enteredAt: entry ? '2026-04-10T03:00:00.000Z' : null,
      won: entry && drawn ? lottery.winners.includes(entry.entryId) : null,
      prizeClaimed: lottery.claimed.has(this.memberId),
    };
  }

  private summary(lottery: FakeLottery, signedIn: boolean): LotterySummary {
    const { secret: _secret, stored, winners: _winners, claimed: _claimed, drawnAt: _drawnAt, ...rest } = lottery;
    return { ...rest, entrants: stored.length, mine: this.mine(lottery, signedIn) };
  }

  private async detail(lottery: FakeLottery, signedIn: boolean): Promise<LotteryDetail> {
    const drawn = lottery.state === 'DRAWN';
    return {
      ...this.summary(lottery, signedIn),
      seedHash: await nodeSha256(lottery.secret),
      seed: drawn ? lottery.secret : null,
      drawnAt: lottery.drawnAt,
      entries: drawn ? lottery.stored.map(({ entryId, nickname }) => ({ entryId, nickname })) : [],
      winners: drawn ? (this.tamperedWinners ?? lottery.winners) : [],
    };
  }

  private prize(lottery: FakeLottery): LotteryPrize {
    const { kind } = lottery.prize;
    if (kind === 'NONE') throw new Error(`lottery ${lottery.id} has no prize to give`);
    return {
      lotteryId: lottery.id,
      kind,
      purchaseId: lottery.prize.kind === 'KEY' ? 800 + lottery.id : null,
      ticketId: lottery.prize.kind === 'TICKET' ? 90 : null,
      claimedAt: '2026-04-16T02:00:00.000Z',
    };
  }

  handlers() {
    const signedIn = (call: ApiCall) => call.headers.authorization !== undefined;
    const lotteryOf = (call: ApiCall) => this.find(Number(call.params.id));
    return [
      this.route({
        method: 'get',
        path: LOTTERY_API.lotteries,
        response: lotteryListSchema,
        reply: (call) => ({ items: [...this.lotteries].reverse().map((lottery) => this.summary(lottery, signedIn(call))) }),
      }),
      this.route({ method: 'get', path: ANNOUNCE_API.announcements, response: announcementListSchema, reply: () => ({ items: this.announcements }) }),
      this.route({
        method: 'get',
        path: LOTTERY_API.lottery(':id'),
        response: lotteryDetailSchema,
        reply: (call) => this.detail(lotteryOf(call), signedIn(call)),
      }),
      this.route({
        method: 'post',
        path: LOTTERY_API.enter(':id'),
        response: lotteryEntrySchema,
        reply: (call) => {
          if (!signedIn(call)) throw refusal('LOGIN_NEEDED');
          const lottery = lotteryOf(call);
          if (lottery.state !== 'OPEN') throw refusal('LOTTERY_NOT_OPEN');
          if (lottery.stored.some((stored) => stored.memberId === this.memberId)) throw refusal('LOTTERY_ALREADY_ENTERED');
          lottery.stored.push({ entryId: this.nextEntryId++, memberId: this.memberId, nickname: 'my***' });
          return this.entryOf(lottery);
        },
      }),
      this.route({
        method: 'post',
        path: LOTTERY_API.provided(':id'),
        response: lotteryPrizeSchema,
        reply: (call) => {
          if (!signedIn(call)) throw refusal('LOGIN_NEEDED');
          const lottery = lotteryOf(call);
          const mine = this.entryOf(lottery);
          if (lottery.state !== 'DRAWN') throw refusal('LOTTERY_NOT_DRAWN');
          if (!mine.won) throw refusal('LOTTERY_NOT_WINNER');
          if (lottery.claimed.has(this.memberId)) throw refusal('LOTTERY_PRIZE_CLAIMED');
          lottery.claimed.add(this.memberId);
          return this.prize(lottery);
        },
      }),
      this.route({
        method: 'get',
        path: LOTTERY_API.reveal(':id'),
        response: lotteryPrizeSchema,
        reply: (call) => {
          if (!signedIn(call)) throw refusal('LOGIN_NEEDED');
          const lottery = lotteryOf(call);
          if (!lottery.claimed.has(this.memberId)) throw refusal('LOTTERY_PRIZE_NOT_CLAIMED');
          return this.prize(lottery);
        },
      }),
    ];
  }
}

export const lotteryApi = new LotteryModel();
