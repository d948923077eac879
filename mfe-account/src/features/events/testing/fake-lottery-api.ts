import { createHash } from 'node:crypto';
import {
  ANNOUNCE_API,
  drawWinners,
  LOTTERY_API,
  type Announcement,
  type LotteryDetail,
  type LotteryEntry,
  type LotterySummary,
} from 'shared-contract';
import { FakeApi, refusal } from '../../../testing/fake-api';


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
 * The events api (lotteries, entries, prizes, announcements) behind apiGet / apiSend with the api's rules (one entry
 * per member while open, the draw by `drawWinners`, the seed only after it, a prize once per winner), over an
 * in-memory state; every answer is parsed with the contract schema the caller passes. Requests are recorded.
 */
export class FakeLotteryApi extends FakeApi {
  signedIn = true;
  memberId = 1;
  lotteries: FakeLottery[] = [];
  announcements: Announcement[] = [];
  /** Winners the detail answers instead of the real ones (a tampered answer). */
  tamperedWinners: number[] | null = null;
  nextEntryId = 100;

  reset() {
    Object.assign(this, new FakeLotteryApi());
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
    const picked = new Set(await drawWinners(lottery.secret, lottery.stored.map((entry) => entry.entryId), lottery.prizes, nodeSha256));
    lottery.winners = lottery.stored.filter((entry) => picked.has(entry.entryId)).map((entry) => entry.entryId);
    lottery.state = 'DRAWN';
    lottery.drawnAt = '2026-04-16T01:00:02.000Z';
  }

  find(lotteryId: number) {
    const lottery = this.lotteries.find((one) => one.id === lotteryId);
    if (!lottery) throw refusal('LOTTERY_NOT_FOUND');
    return lottery;
  }

  private mine(lottery: FakeLottery): LotteryEntry | null {
    if (!this.signedIn) return null;
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

  private summary(lottery: FakeLottery): LotterySummary {
    const { secret: _secret, stored, winners: _winners, claimed: _claimed, drawnAt: _drawnAt, ...rest } = lottery;
    return { ...rest, entrants: stored.length, mine: this.mine(lottery) };
  }

  private async detail(lottery: FakeLottery): Promise<LotteryDetail> {
    const drawn = lottery.state === 'DRAWN';
    return {
      ...this.summary(lottery),
      seedHash: await nodeSha256(lottery.secret),
      seed: drawn ? lottery.secret : null,
      drawnAt: lottery.drawnAt,
      entries: drawn ? lottery.stored.map(({ entryId, nickname }) => ({ entryId, nickname })) : [],
      winners: drawn ? (this.tamperedWinners ?? lottery.winners) : [],
    };
  }

  private prize(lottery: FakeLottery) {
    return { lotteryId: lottery.id, kind: lottery.prize.kind, purchaseId: lottery.prize.kind === 'KEY' ? 800 + lottery.id : null, ticketId: lottery.prize.kind === 'TICKET' ? 90 : null, claimedAt: '2026-04-16T02:00:00.000Z' };
  }

  protected override async answer(method: string, path: string): Promise<unknown> {
    if (method === 'GET' && path === LOTTERY_API.lotteries) return { items: [...this.lotteries].reverse().map((lottery) => this.summary(lottery)) };
    if (method === 'GET' && path === ANNOUNCE_API.announcements) return { items: this.announcements };
    const one = /^\/api\/event\/lottery\/(\d+)$/.exec(path);
    if (method === 'GET' && one) return this.detail(this.find(Number(one[1])));
    const entry = /^\/api\/event\/lottery\/(\d+)\/entry$/.exec(path);
    if (method === 'POST' && entry) {
      if (!this.signedIn) throw refusal('LOGIN_NEEDED');
      const lottery = this.find(Number(entry[1]));
      if (lottery.state !== 'OPEN') throw refusal('LOTTERY_NOT_OPEN');
      if (lottery.stored.some((stored) => stored.memberId === this.memberId)) throw refusal('LOTTERY_ALREADY_ENTERED');
      lottery.stored.push({ entryId: this.nextEntryId++, memberId: this.memberId, nickname: 'my***' });
      return this.mine(lottery);
    }
    const provided = /^\/api\/event\/provided\/(\d+)$/.exec(path);
    if (method === 'POST' && provided) {
      const lottery = this.find(Number(provided[1]));
      const mine = this.mine(lottery);
      if (lottery.state !== 'DRAWN') throw refusal('LOTTERY_NOT_DRAWN');
      if (!mine?.won) throw refusal('LOTTERY_NOT_WINNER');
      if (lottery.claimed.has(this.memberId)) throw refusal('LOTTERY_PRIZE_CLAIMED');
      lottery.claimed.add(this.memberId);
      return this.prize(lottery);
    }
    const reveal = /^\/api\/event\/reveal\/(\d+)$/.exec(path);
    if (method === 'GET' && reveal) {
      const lottery = this.find(Number(reveal[1]));
      if (!lottery.claimed.has(this.memberId)) throw refusal('LOTTERY_PRIZE_NOT_CLAIMED');
      return this.prize(lottery);
    }
    throw refusal('ROUTE_NOT_FOUND');
  }

}

export const lotteryApi = new FakeLotteryApi();
