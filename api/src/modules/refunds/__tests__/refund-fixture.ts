import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { specTerminationSchedule, TERMINATION_API, terminationScheduleSchema, type RefundRequestInput } from 'shared-contract';
import { z } from 'zod';
import type { Clock } from '../../../clock';
import type { DbKind } from '../../../db/database';
import { successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { moveGold } from '../../gold/gold-ledger';

/** A clock that stands still unless a test moves it: round borders to the second, no drift on a loaded machine. */
export class FrozenClock implements Clock {
  private at = new Date();

  now(): Date {
    return new Date(this.at.getTime());
  }

  set(at: Date): void {
    this.at = new Date(at.getTime());
  }

  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

export const COUNTRY_HEADER = 'x-test-country';
export const YEAR = 2031;

/** An instant given in Korean time. */
export const kst = (month: number, day: number, time = '00:00:00', year = YEAR) =>
  new Date(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${time}+09:00`);

export interface RefundTestApp extends TestApp {
  clock: FrozenClock;
}

/** The app with a frozen clock inside the spec's refund window of YEAR, a country header for "Korean IP", no purge timer. */
export async function createRefundApp(backend: DbKind): Promise<RefundTestApp> {
  const clock = new FrozenClock();
  clock.set(kst(4, 1));
  const t = await createTestApp(backend, { clock, env: { IP_COUNTRY_HEADER: COUNTRY_HEADER, REFUND_PURGE_POLL_SECONDS: '0', TRANSFER_POLL_SECONDS: '0' } });
  return { ...t, clock };
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${(counter += 1)}-${randomUUID().slice(0, 6)}@refund.test`;

/** Members whose access tokens follow the frozen clock: a fresh token whenever the clock moved since the last one. */
export class Members {
  private readonly issued = new Map<number, { at: number; auth: Record<string, string> }>();

  constructor(private readonly t: RefundTestApp) {}

  async create(label: string, role: 'member' | 'support' | 'admin' = 'member'): Promise<TestMember> {
    return createTestMember(this.t, uniqueEmail(label), { role });
  }

  async auth(who: TestMember): Promise<Record<string, string>> {
    const now = this.t.clock.now().getTime();
    const cached = this.issued.get(who.user.id);
    if (cached && cached.at === now) return cached.auth;
    const tokens = await this.t.tokens.issueFamily(who.user.id);
    const auth = { authorization: `Bearer ${tokens.accessToken}` };
    this.issued.set(who.user.id, { at: now, auth });
    return auth;
  }
}

/** What a refund test file works with: the app, its members and the staff (an admin, two support members for four eyes). */
export interface RefundStaffSetup {
  t: RefundTestApp;
  members: Members;
  admin: TestMember;
  support: TestMember;
  support2: TestMember;
}

/**
 * Registers the file's beforeAll / afterAll: the refund app with its staff, closed after the file. The object is
 * filled before the file's own beforeAll hooks run (hooks run in the order they are registered).
 */
export function setUpRefundStaff(backend: DbKind): RefundStaffSetup {
  const setup = {} as RefundStaffSetup;
  beforeAll(async () => {
    setup.t = await createRefundApp(backend);
    setup.members = new Members(setup.t);
    setup.admin = await setup.members.create('admin', 'admin');
    setup.support = await setup.members.create('support', 'support');
    setup.support2 = await setup.members.create('support2', 'support');
  });
  afterAll(async () => {
    await setup.t?.close();
  });
  return setup;
}

/** Publishes the spec's schedule for YEAR through the admin API. */
export async function publishSpecSchedule(t: RefundTestApp, members: Members, admin: TestMember) {
  const response = await t.app.inject({
    method: 'PUT',
    url: TERMINATION_API.adminSchedule,
    headers: await members.auth(admin),
    payload: specTerminationSchedule(YEAR),
  });
  return successData(response, terminationScheduleSchema);
}

/** A CONFIRMED card payment for Gold and the Gold it credited (as the coin confirmation does). */
export async function payForGold(t: RefundTestApp, userId: number, gold: number, usdCents: number): Promise<string> {
  const id = randomUUID();
  const now = t.clock.now();
  await t.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('payment')
      .values({
        id,
        user_id: userId,
        provider: 'sandbox',
        purpose: 'GOLD',
        amount_usd_cents: usdCents,
        gold_amount: gold,
        status: 'CONFIRMED',
        details: '{}',
        created_at: now,
        settled_at: now,
      })
      .execute();
    await moveGold(trx, { userId, kind: 'PURCHASE', amount: gold, reference: `payment:${id}`, now });
  });
  // Payments are listed in the order they were made.
  t.clock.advance(1000);
  return id;
}

const CONSENTS = { agreeCopyright: true, agreePrivacy: true, agreeDelegation: true } as const;

export const validKrw = (overrides: Record<string, unknown> = {}): RefundRequestInput =>
  ({ currency: 'KRW', bankCode: '004', holderName: '홍길동', accountNumber: '3579246801357', ...CONSENTS, ...overrides }) as RefundRequestInput;

export const validUsd = (overrides: Record<string, unknown> = {}): RefundRequestInput =>
  ({
    currency: 'USD',
    holderName: 'Jonathan Smithers',
    accountNumber: '8642097531864',
    nationality: 'US',
    address: '1 Main Street, Springfield, IL 62701',
    bankCountry: 'US',
    bankCode: '021000021',
    swift: 'CHASUS33',
    bankName: 'JPMorgan Chase Bank',
    bankAddress: '383 Madison Avenue, New York, NY',
    branchName: 'Midtown',
    intermediaryBic: '',
    ...CONSENTS,
    ...overrides,
  }) as RefundRequestInput;

/** Every text, varchar and jsonb value of every table, searched for each needle: where it appears in plain text. */
export async function plainTextHits(t: TestApp, needles: string[]): Promise<string[]> {
  const { db } = t.database;
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'character')
    order by table_name, column_name`.execute(db);
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    for (const needle of needles) {
      const found = await sql<{
        n: number | string;
      }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)}::text like ${`%${needle}%`}`.execute(db);
      if (Number(found.rows[0]?.n ?? 0) > 0) hits.push(`${table}.${column} holds ${needle}`);
    }
  }
  return hits;
}

const sinkSchema = z.object({ mails: z.array(z.object({ id: z.number(), to: z.string(), subject: z.string(), text: z.string() })) });

/** Mails the local SMTP sink received, newest first. */
export async function sentMails(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
  return sinkSchema.parse(response.json()).mails;
}
