import {
  kstMonthRange,
  MISSIONS_API,
  MONTHLY_DISTRIBUTION_DAYS,
  monthlyCurrentSchema,
  monthlyHistorySchema,
  type MonthlyCurrent,
  type MonthlyHistoryItem,
  type MonthlyKey,
} from 'shared-contract';
import { refusal, type ApiCall } from 'shared-ui/src/testing/contract-api';
import { ApiModel } from '../../../testing/api-model';

export const monthlyKey = (overrides: Partial<MonthlyKey> = {}): MonthlyKey => ({
  keyId: 501,
  projectId: 3,
  projectTitle: { ko: '달빛 프로젝트', en: 'Moonlight Project' },
  name: { ko: '4월의 벚꽃', en: 'April Blossom' },
  description: { ko: '봄에만 받을 수 있는 KEY', en: 'A KEY for spring only' },
  rarity: 'epic',
  imageUrl: '/media/keys/501.png',
  supplyTotal: 1000,
  supplyRemaining: 998,
  ...overrides,
});

const DAY_MS = 86_400_000;

/**
 * The monthly missions api behind the msw contract layer, with the api's rules (one check-in per KST day, only in a
 * month that is set up, members only: a request with the session's bearer token) over an in-memory state.
 */
export class MissionsModel extends ApiModel {
  /** Today in KST. */
  today = '2026-04-10';
  open = true;
  key: MonthlyKey | null = monthlyKey();
  checkinTarget = 3;
  buyTarget = 2;
  checkinDays: string[] = ['2026-04-02', '2026-04-05'];
  bought = 1;
  history: MonthlyHistoryItem[] = [];

  reset() {
    Object.assign(this, new MissionsModel());
  }

  current(signedIn: boolean): MonthlyCurrent {
    const month = this.today.slice(0, 7);
    const { start, end } = kstMonthRange(month);
    const days = signedIn ? this.checkinDays.filter((day) => day.startsWith(month)) : [];
    const checkin = { target: this.checkinTarget, done: days.length, complete: days.length >= this.checkinTarget };
    const bought = signedIn ? this.bought : 0;
    const buy = { target: this.buyTarget, done: bought, complete: bought >= this.buyTarget };
    return {
      month,
      today: this.today,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      distributeBy: new Date(end.getTime() + MONTHLY_DISTRIBUTION_DAYS * DAY_MS).toISOString(),
      open: this.open,
      key: this.open ? this.key : null,
      missions: this.open ? { checkin, buy } : null,
      checkinDays: days,
      checkedInToday: days.includes(this.today),
      signedIn,
      qualified: this.open && signedIn && checkin.complete && buy.complete,
    };
  }

  handlers() {
    const signedIn = (call: ApiCall) => call.headers.authorization !== undefined;
    return [
      this.route({ method: 'get', path: MISSIONS_API.current, response: monthlyCurrentSchema, reply: (call) => this.current(signedIn(call)) }),
      this.route({
        method: 'get',
        path: MISSIONS_API.history,
        response: monthlyHistorySchema,
        reply: (call) => ({ items: this.history.map((item) => ({ ...item, result: signedIn(call) ? item.result : null })) }),
      }),
      this.route({
        method: 'post',
        path: MISSIONS_API.checkin,
        response: monthlyCurrentSchema,
        reply: (call) => {
          if (!signedIn(call)) throw refusal('LOGIN_NEEDED');
          if (!this.open) throw refusal('MONTHLY_NOT_OPEN');
          if (this.checkinDays.includes(this.today)) throw refusal('MONTHLY_ALREADY_CHECKED_IN');
          this.checkinDays = [...this.checkinDays, this.today];
          return this.current(true);
        },
      }),
    ];
  }
}

export const missionsApi = new MissionsModel();
