import { randomUUID } from 'node:crypto';
import {
  adminMonthSchema,
  coinRevealResultSchema,
  MISSIONS_API,
  PURCHASE_API,
  type AdminMonth,
  type CoinRevealResult,
  type MonthlySetupInput,
} from 'shared-contract';
import { TestClock } from '../../../clock';
import type { AppDatabase, DbKind } from '../../../db/database';
import { successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createBuyer, createSaleProject } from '../../../testing/test-commerce';
import { createTestMember, type TestMember } from '../../../testing/test-members';

export interface MissionsTestApp extends TestApp {
  clock: TestClock;
}

/** The app on a movable clock, no job polling (tests run the distribution themselves). */
export async function createMissionsApp(backend: DbKind, options: { clock?: TestClock; database?: AppDatabase } = {}): Promise<MissionsTestApp> {
  const clock = options.clock ?? new TestClock();
  const t = await createTestApp(backend, {
    clock,
    env: { TRANSFER_POLL_SECONDS: '0', REFUND_PURGE_POLL_SECONDS: '0', MONTHLY_POLL_SECONDS: '0' },
    ...(options.database ? { database: options.database } : {}),
  });
  return { ...t, clock };
}

/** Fresh authorization headers at the current (moved) clock: tokens issued earlier may have expired. */
export async function authOf(t: TestApp, member: TestMember): Promise<Record<string, string>> {
  const tokens = await t.tokens.issueFamily(member.user.id);
  return { authorization: `Bearer ${tokens.accessToken}` };
}

export const staffMember = (t: TestApp, role: 'support' | 'admin') => createTestMember(t, `${role}-${randomUUID().slice(0, 8)}@missions.test`, { role });

export const setupInput = (projectId: number, overrides: Partial<MonthlySetupInput> = {}): MonthlySetupInput => ({
  checkinTarget: 2,
  buyTarget: 2,
  key: {
    projectId,
    name: { ko: '이달의 KEY', en: 'KEY of the Month' },
    description: { ko: '미션 보상', en: 'Mission reward' },
    rarity: 'epic',
    supply: 100,
  },
  ...overrides,
});

/** The admin sets up `month` through the API. */
export async function setUpMonth(t: TestApp, admin: TestMember, month: string, input: MonthlySetupInput): Promise<AdminMonth> {
  const answer = await t.app.inject({ method: 'PUT', url: MISSIONS_API.adminMonth(month), headers: await authOf(t, admin), payload: input });
  return successData(answer, adminMonthSchema);
}

/** A project on sale (two designs of 50) whose KEYs members buy for the buying mission. */
export const missionProject = (t: TestApp) => createSaleProject(t, [50, 50], { priceGold: 100 });

export const missionBuyer = (t: TestApp, label: string) => createBuyer(t, label, { gold: 100_000 });

export async function buyKeys(t: TestApp, member: TestMember, projectId: number, quantity: number): Promise<CoinRevealResult> {
  const answer = await t.app.inject({
    method: 'POST',
    url: PURCHASE_API.coinReveal,
    headers: { ...(await authOf(t, member)), 'idempotency-key': randomUUID() },
    payload: { projectId, quantity, agreeRefundPolicy: true },
  });
  return successData(answer, coinRevealResultSchema);
}

export const checkIn = async (t: TestApp, member: TestMember) => t.app.inject({ method: 'POST', url: MISSIONS_API.checkin, headers: await authOf(t, member) });

/** `YYYY-MM-DD` at `hh:mm` KST as an instant. */
export const kstAt = (day: string, time = '12:00') => new Date(`${day}T${time}:00+09:00`);
