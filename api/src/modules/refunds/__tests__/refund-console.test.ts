import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  auditPageSchema,
  REFUND_ADMIN_API,
  REFUND_API,
  refundBankDetailsSchema,
  refundBatchListSchema,
  refundBatchSchema,
  refundOverviewSchema,
  refundQueuePageSchema,
  refundRequestDetailSchema,
  refundRequestViewSchema,
  refundSummarySchema,
  STAFF_API,
  type RefundRequestInput,
} from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { testBackends } from '../../../testing/test-database';
import type { TestMember } from '../../../testing/test-members';
import { REFUND_ADMIN_ROUTES } from '../refund-admin-routes';
import {
  kst,
  payForGold,
  publishSpecSchedule,
  sentMails,
  setUpRefundStaff,
  validKrw,
  validUsd,
  YEAR,
  type Members,
  type RefundTestApp,
} from './refund-fixture';

jest.setTimeout(180_000);

/** RFC 4180 (quoted fields, doubled quotes, CRLF), after the BOM. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index];
    if (quoted) {
      if (char === '"' && input[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && input[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const asRecords = (rows: string[][]) => {
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
};

describe.each(testBackends())('refund console on %s', (backend) => {
  let t: RefundTestApp;
  let members: Members;
  let admin: TestMember;
  let support: TestMember;
  let support2: TestMember;
  let member: TestMember;

  const setup = setUpRefundStaff(backend);
  beforeAll(async () => {
    ({ t, members, admin, support, support2 } = setup);
    member = await members.create('plain');
    await publishSpecSchedule(t, members, admin);
    t.clock.set(kst(4, 20));
  });

  const headers = async (who: TestMember | null) => ({ ...(who ? await members.auth(who) : {}), 'accept-language': 'en' });
  const get = async (who: TestMember | null, url: string) => t.app.inject({ method: 'GET', url, headers: await headers(who) });
  const post = async (who: TestMember | null, url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: await headers(who), payload });
  const code = async (response: Promise<LightMyRequestResponse> | LightMyRequestResponse) => {
    const answer = await response;
    return answer.statusCode === 200 ? 'OK' : failure(answer).code;
  };
  const detail = async (id: number) => successData(await get(support, REFUND_ADMIN_API.request(id)), refundRequestDetailSchema);
  const auditOf = (targetType: string, targetId: number) =>
    t.database.db.selectFrom('staff_audit').selectAll().where('target_type', '=', targetType).where('target_id', '=', String(targetId)).orderBy('id').execute();
  const lastNotice = (userId: number) =>
    t.database.db.selectFrom('notification').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();

  /** A member who paid for Gold and submitted a request; answers the member and the request id. */
  const requested = async (label: string, { currency = 'KRW', paid = 2000, body = {} as Record<string, unknown> } = {}) => {
    const who = await members.create(label);
    if (currency === 'KRW') await t.database.db.updateTable('app_user').set({ adult_verified_ko_at: t.clock.now() }).where('id', '=', who.user.id).execute();
    await payForGold(t, who.user.id, paid, paid);
    const input: RefundRequestInput = currency === 'KRW' ? validKrw(body) : validUsd(body);
    const response = await t.app.inject({
      method: 'POST',
      url: REFUND_API.request,
      headers: { ...(await headers(who)), 'idempotency-key': randomUUID() },
      payload: input,
    });
    return { who, id: successData(response, refundRequestViewSchema).id };
  };
  const approved = async (label: string, options: Parameters<typeof requested>[1] = {}) => {
    const made = await requested(label, options);
    expect(await code(post(support, REFUND_ADMIN_API.review(made.id)))).toBe('OK');
    expect(await code(post(support2, REFUND_ADMIN_API.approve(made.id)))).toBe('OK');
    return made;
  };

  test('every console route answers 401 to visitors and 403 to members, and lets support and admin in', async () => {
    const { id } = await requested('roles');
    const routes: Array<[keyof typeof REFUND_ADMIN_ROUTES, 'GET' | 'POST', string, Record<string, unknown>?]> = [
      ['requests', 'GET', REFUND_ADMIN_API.requests],
      ['summary', 'GET', REFUND_ADMIN_API.summary],
      ['request', 'GET', REFUND_ADMIN_API.request(id)],
      ['bankDetails', 'GET', REFUND_ADMIN_API.bankDetails(id)],
      ['review', 'POST', REFUND_ADMIN_API.review(id)],
      ['incorrect', 'POST', REFUND_ADMIN_API.incorrect(id), { reason: 'x' }],
      ['fail', 'POST', REFUND_ADMIN_API.fail(id), { reason: 'x' }],
      ['approve', 'POST', REFUND_ADMIN_API.approve(id)],
      ['batches', 'GET', REFUND_ADMIN_API.batches],
      ['batches', 'POST', REFUND_ADMIN_API.batches, { round: 1, currency: 'KRW' }],
      ['batchCsv', 'GET', REFUND_ADMIN_API.batchCsv(1)],
      ['batchPaid', 'POST', REFUND_ADMIN_API.batchPaid(1)],
    ];
    // The list covers every route of REFUND_ADMIN_API.
    expect(new Set(routes.map(([name]) => name))).toEqual(new Set(Object.keys(REFUND_ADMIN_ROUTES)));
    for (const [name, method, url, payload] of routes) {
      for (const [who, status, errorCode] of [
        [null, 401, 'TOKEN_MISSING'],
        [member, 403, 'FORBIDDEN'],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: await headers(who), ...(payload ? { payload } : {}) });
        expect([name, method, failure(response).status, failure(response).code]).toEqual([name, method, status, errorCode]);
      }
    }
    // Nothing happened meanwhile.
    expect(await detail(id)).toMatchObject({ status: 'SUBMITTED', reviewer: null });
    expect(await t.database.db.selectFrom('staff_audit').select('id').where('actor_id', '=', member.user.id).execute()).toEqual([]);
    for (const who of [support, admin]) {
      for (const url of [REFUND_ADMIN_API.requests, REFUND_ADMIN_API.summary, REFUND_ADMIN_API.request(id), REFUND_ADMIN_API.batches]) {
        const response = await get(who, url);
        expect([url, response.statusCode]).toEqual([url, 200]);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  test('queue filters by round, status and currency, searches member id, e-mail and nickname in any case, pages; the summary counts and sums', async () => {
    const alpha = await requested('queue-alpha');
    const beta = await requested('queue-beta', { currency: 'USD' });
    t.clock.set(kst(5, 2));
    const gamma = await requested('queue-gamma');
    await t.database.db.updateTable('app_user').set({ nickname: 'RefundGamma77' }).where('id', '=', gamma.who.user.id).execute();
    const queue = async (query: string) => successData(await get(support, `${REFUND_ADMIN_API.requests}?${query}`), refundQueuePageSchema);

    const round2 = await queue('round=2');
    expect(round2.items.every((item) => item.round === 2)).toBe(true);
    expect(round2.items.map((item) => item.id)).toContain(gamma.id);
    expect(round2.items.map((item) => item.id)).not.toContain(alpha.id);
    const usd = await queue('currency=USD&status=SUBMITTED');
    expect(usd.items.every((item) => item.currency === 'USD' && item.status === 'SUBMITTED')).toBe(true);
    expect(usd.items.find((item) => item.id === beta.id)).toMatchObject({
      member: { id: beta.who.user.id, email: beta.who.user.email },
      amountInCurrency: 2000,
      round: 1,
      payBy: kst(5, 16).toISOString(),
      reviewer: null,
      batchId: null,
    });

    const byEmail = await queue(`q=${encodeURIComponent((alpha.who.user.email ?? '').slice(0, 14).toUpperCase())}`);
    expect(byEmail.items.map((item) => item.id)).toEqual([alpha.id]);
    expect((await queue('q=refundgamma7')).items.map((item) => item.id)).toEqual([gamma.id]);
    expect((await queue(`q=${gamma.who.user.id}`)).items.map((item) => item.id)).toContain(gamma.id);
    expect((await queue('q=%25')).items).toEqual([]);
    expect((await queue('q=_')).items).toEqual([]);
    const paged = await queue('size=1&page=2');
    expect(paged).toMatchObject({ page: 2, size: 1 });
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(4);
    expect(failure(await get(support, `${REFUND_ADMIN_API.requests}?status=NOPE`)).status).toBe(400);

    const summary = successData(await get(support, REFUND_ADMIN_API.summary), refundSummarySchema);
    const rows = await t.database.db.selectFrom('refund_request').select(['round', 'currency', 'status', 'amount_in_currency']).execute();
    for (const line of summary) {
      const matching = rows.filter((row) => row.round === line.round && row.currency === line.currency && row.status === line.status);
      expect(line.count).toBe(matching.length);
      expect(line.sumInCurrency).toBe(matching.reduce((sum, row) => sum + row.amount_in_currency, 0));
    }
    expect(summary.reduce((sum, line) => sum + line.count, 0)).toBe(rows.length);
    expect(summary.find((line) => line.round === 2 && line.currency === 'KRW' && line.status === 'SUBMITTED')).toMatchObject({
      payBy: kst(5, 30).toISOString(),
    });
    t.clock.set(kst(4, 20));
  });

  test('detail and the decrypted bank details: every view is audited with who and when, never cached; unknown ids and bad reasons are refused', async () => {
    const { who, id } = await requested('detail', { body: { holderName: '박상세', accountNumber: '11223344556677' } });
    const shown = await detail(id);
    expect(shown).toMatchObject({
      id,
      member: { id: who.user.id, email: who.user.email },
      status: 'SUBMITTED',
      currency: 'KRW',
      currencyReason: 'KR_IDENTITY',
      amountInCurrency: 28_000,
      amounts: { totalPaidUsdCents: 2000, estimateUsdCents: 2000, purchasedGold: 2000, currency: 'KRW' },
      bank: { holderName: '박*세', accountNumber: '••••••6677', bank: { ko: 'KB국민은행' } },
      history: [{ status: 'SUBMITTED', actor: null, reason: null }],
    });
    expect(await auditOf('refund_request', id)).toEqual([]);

    for (const viewer of [support, admin]) {
      const response = await get(viewer, REFUND_ADMIN_API.bankDetails(id));
      expect(response.headers['cache-control']).toBe('no-store');
      expect(successData(response, refundBankDetailsSchema)).toEqual({
        currency: 'KRW',
        bankCode: '004',
        holderName: '박상세',
        accountNumber: '11223344556677',
      });
    }
    const views = await auditOf('refund_request', id);
    expect(views.map((row) => [row.action, row.actor_id])).toEqual([
      ['REFUND_VIEW_BANK', support.user.id],
      ['REFUND_VIEW_BANK', admin.user.id],
    ]);
    expect(views[0]?.created_at.toISOString()).toBe(t.clock.now().toISOString());
    expect(views[0]?.ip).toBe('127.0.0.1');
    expect(JSON.stringify(views)).not.toContain('11223344556677');
    // The log itself shows them to the team.
    const log = successData(await get(admin, `${STAFF_API.audit}?action=REFUND_VIEW_BANK&targetId=${id}`), auditPageSchema);
    expect(log.items.map((entry) => entry.actor.id)).toEqual([admin.user.id, support.user.id]);

    for (const url of [
      REFUND_ADMIN_API.request(999_999),
      REFUND_ADMIN_API.bankDetails(999_999),
      REFUND_ADMIN_API.request('abc'),
      REFUND_ADMIN_API.bankDetails('-1'),
    ]) {
      expect(failure(await get(support, url))).toMatchObject({ status: 404, code: 'REFUND_NOT_FOUND' });
    }
    for (const url of [
      REFUND_ADMIN_API.review(999_999),
      REFUND_ADMIN_API.approve('x'),
      REFUND_ADMIN_API.fail(999_999),
      REFUND_ADMIN_API.incorrect(2_147_483_648),
    ]) {
      expect(failure(await post(support, url, { reason: 'r' }))).toMatchObject({ status: 404, code: 'REFUND_NOT_FOUND' });
    }
    expect(failure(await get(support, REFUND_ADMIN_API.batchCsv(999_999)))).toMatchObject({ status: 404, code: 'REFUND_BATCH_NOT_FOUND' });
    expect(failure(await post(support, REFUND_ADMIN_API.batchPaid('zz')))).toMatchObject({ status: 404, code: 'REFUND_BATCH_NOT_FOUND' });
    expect(await code(post(support, REFUND_ADMIN_API.incorrect(id), {}))).toBe('REFUND_REASON_REQUIRED');
    expect(await code(post(support, REFUND_ADMIN_API.fail(id), { reason: '   ' }))).toBe('REFUND_REASON_REQUIRED');
    expect(await code(post(support, REFUND_ADMIN_API.fail(id), { reason: 'r'.repeat(501) }))).toBe('REFUND_REASON_TOO_LONG');
    expect(await code(post(support, REFUND_ADMIN_API.batches, { round: 0, currency: 'KRW' }))).toBe('VALIDATION_FAILED');
    expect(await code(post(support, REFUND_ADMIN_API.batches, { round: 1, currency: 'EUR' }))).toBe('VALIDATION_FAILED');
  });

  test('review, incorrect and approve change the status once, audited and told to the member; the reviewer cannot approve', async () => {
    const { who, id } = await requested('review');
    await t.database.db.updateTable('app_user').set({ language_type: 'en' }).where('id', '=', who.user.id).execute();
    const reviewed = successData(await post(support, REFUND_ADMIN_API.review(id)), refundRequestDetailSchema);
    expect(reviewed).toMatchObject({ status: 'UNDER_REVIEW', reviewer: { id: support.user.id } });
    expect(await lastNotice(who.user.id)).toMatchObject({ type: 'ADMIN', title_en: 'Refund request under review', link_url: '/refund' });
    expect(failure(await post(support2, REFUND_ADMIN_API.review(id)))).toMatchObject({ status: 409, code: 'REFUND_STATUS_CONFLICT' });

    expect(failure(await post(support, REFUND_ADMIN_API.approve(id)))).toMatchObject({ status: 409, code: 'REFUND_FOUR_EYES' });
    expect(await code(post(support, REFUND_ADMIN_API.incorrect(id), { reason: 'Wrong bank' }))).toBe('OK');
    // The member corrects it; a new review by the other staff member; the first one approves.
    const view = successData(
      await t.app.inject({ method: 'POST', url: REFUND_API.edit, headers: await headers(who), payload: validKrw({ accountNumber: '5566778899' }) }),
      refundRequestViewSchema,
    );
    expect(view.status).toBe('SUBMITTED');
    expect(await code(post(support2, REFUND_ADMIN_API.review(id)))).toBe('OK');
    expect(await code(post(support2, REFUND_ADMIN_API.approve(id)))).toBe('REFUND_FOUR_EYES');
    const done = successData(await post(support, REFUND_ADMIN_API.approve(id)), refundRequestDetailSchema);
    expect(done).toMatchObject({ status: 'APPROVED', reviewer: { id: support2.user.id }, approver: { id: support.user.id } });
    expect(done.history.map((entry) => [entry.status, entry.actor?.id ?? null, entry.reason])).toEqual([
      ['SUBMITTED', null, null],
      ['UNDER_REVIEW', support.user.id, null],
      ['INCORRECT', support.user.id, 'Wrong bank'],
      ['SUBMITTED', null, null],
      ['UNDER_REVIEW', support2.user.id, null],
      ['APPROVED', support.user.id, null],
    ]);
    const approvedNotice = await lastNotice(who.user.id);
    expect(approvedNotice).toMatchObject({ title_en: 'Refund approved' });
    expect(approvedNotice.body_en).toContain('is paid by May 16, 2031.');
    const mails = (await sentMails(t)).filter((mail) => mail.to.includes(who.user.email ?? '?'));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['[KEYS] Refund request under review', '[KEYS] Incorrect refund information provided', '[KEYS] Refund approved']),
    );
    expect(mails.find((mail) => mail.subject === '[KEYS] Incorrect refund information provided')?.text).toContain('Reason: Wrong bank');
    expect(await code(post(support, REFUND_ADMIN_API.incorrect(id), { reason: 'late' }))).toBe('REFUND_STATUS_CONFLICT');
    expect(await code(post(support, REFUND_ADMIN_API.review(id)))).toBe('REFUND_STATUS_CONFLICT');

    const actions = (await auditOf('refund_request', id)).map((row) => [row.action, row.actor_id, row.ip]);
    expect(actions).toEqual([
      ['REFUND_REVIEW', support.user.id, '127.0.0.1'],
      ['REFUND_INCORRECT', support.user.id, '127.0.0.1'],
      ['REFUND_REVIEW', support2.user.id, '127.0.0.1'],
      ['REFUND_APPROVE', support.user.id, '127.0.0.1'],
    ]);
    expect((await auditOf('refund_request', id))[1]?.details).toMatchObject({
      from: 'UNDER_REVIEW',
      to: 'INCORRECT',
      reason: 'Wrong bank',
      memberId: who.user.id,
    });
  });

  test('two staff clicking at once: one change and one REFUND_STATUS_CONFLICT', async () => {
    const { id } = await requested('race');
    const reviews = await Promise.all([post(support, REFUND_ADMIN_API.review(id)), post(support2, REFUND_ADMIN_API.review(id))]);
    expect((await Promise.all(reviews.map((answer) => code(answer)))).sort()).toEqual(['OK', 'REFUND_STATUS_CONFLICT']);
    const events = await t.database.db.selectFrom('refund_request_event').select('status').where('request_id', '=', id).execute();
    expect(events.map((event) => event.status)).toEqual(['SUBMITTED', 'UNDER_REVIEW']);
    expect((await auditOf('refund_request', id)).map((row) => row.action)).toEqual(['REFUND_REVIEW']);

    const reviewer = (await detail(id)).reviewer?.id === support.user.id ? support : support2;
    const others = [admin, reviewer === support ? support2 : support];
    const approvals = await Promise.all(others.map((who) => post(who, REFUND_ADMIN_API.approve(id))));
    expect((await Promise.all(approvals.map((answer) => code(answer)))).sort()).toEqual(['OK', 'REFUND_STATUS_CONFLICT']);
    const fails = await Promise.all([post(support, REFUND_ADMIN_API.fail(id), { reason: 'a' }), post(support2, REFUND_ADMIN_API.fail(id), { reason: 'b' })]);
    expect((await Promise.all(fails.map((answer) => code(answer)))).sort()).toEqual(['OK', 'REFUND_STATUS_CONFLICT']);
    expect((await auditOf('refund_request', id)).map((row) => row.action)).toEqual(['REFUND_REVIEW', 'REFUND_APPROVE', 'REFUND_FAIL']);
  });

  test("a batch of a round's approved requests per currency, its CSV for the bank, paid: requests completed, members told by notification and mail", async () => {
    t.clock.set(kst(4, 25));
    const a = await approved('batch-a', { body: { holderName: '김하나', accountNumber: '1000200030004' } });
    const b = await approved('batch-b', { body: { holderName: '이두울', accountNumber: '5000600070008', bankCode: '090' } });
    await t.database.db.updateTable('app_user').set({ language_type: 'en' }).where('id', '=', b.who.user.id).execute();
    const usd = await approved('batch-usd', {
      currency: 'USD',
      body: {
        holderName: 'Ann Lee',
        accountNumber: 'DE89370400440532013000',
        bankCountry: 'DE',
        swift: 'DEUTDEFF',
        bankCode: 'DE89370400440532013000',
        bankName: 'Deutsche Bank',
        intermediaryBic: 'CHASUS33',
      },
    });
    const waiting = await requested('batch-waiting');

    expect(failure(await post(support, REFUND_ADMIN_API.batches, { round: 3, currency: 'USD' }))).toMatchObject({ status: 409, code: 'REFUND_BATCH_EMPTY' });
    expect(successData(await get(support, REFUND_ADMIN_API.batches), refundBatchListSchema).filter((batch) => batch.round === 3)).toEqual([]);

    const batch = successData(await post(support, REFUND_ADMIN_API.batches, { round: 1, currency: 'KRW' }), refundBatchSchema);
    expect(batch).toMatchObject({ round: 1, currency: 'KRW', status: 'OPEN', createdBy: { id: support.user.id }, paidAt: null, paidBy: null });
    const inBatch = await t.database.db.selectFrom('refund_request').selectAll().where('batch_id', '=', batch.id).execute();
    expect(inBatch.map((row) => row.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(inBatch.map((row) => row.id)).not.toContain(waiting.id);
    expect(inBatch.map((row) => row.id)).not.toContain(usd.id);
    expect(inBatch.every((row) => row.status === 'APPROVED' && row.round === 1 && row.currency === 'KRW')).toBe(true);
    expect(batch).toMatchObject({ count: inBatch.length, totalInCurrency: inBatch.reduce((sum, row) => sum + row.amount_in_currency, 0) });
    expect(await code(post(support, REFUND_ADMIN_API.batches, { round: 1, currency: 'KRW' }))).toBe('REFUND_BATCH_EMPTY');
    expect((await detail(a.id)).batchId).toBe(batch.id);

    // Failed while its batch is open: out of the batch.
    expect(await code(post(admin, REFUND_ADMIN_API.fail(a.id), { reason: 'Account closed' }))).toBe('OK');
    expect(await detail(a.id)).toMatchObject({ status: 'FAILED', batchId: null, reason: 'Account closed' });
    const listed = successData(await get(support, REFUND_ADMIN_API.batches), refundBatchListSchema).find((entry) => entry.id === batch.id);
    expect(listed).toMatchObject({ count: inBatch.length - 1 });

    const csvResponse = await get(support2, REFUND_ADMIN_API.batchCsv(batch.id));
    expect(csvResponse.statusCode).toBe(200);
    expect(csvResponse.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvResponse.headers['cache-control']).toBe('no-store');
    expect(csvResponse.headers['content-disposition']).toBe(`attachment; filename="refund-batch-${batch.id}-round-1-KRW.csv"`);
    const csv = parseCsv(csvResponse.body);
    expect(csv[0]).toEqual([
      'request_id',
      'member_id',
      'member_email',
      'round',
      'pay_by',
      'currency',
      'amount_won',
      'amount',
      'holder_name',
      'account_number',
      'bank_code',
      'bank_name',
      'bank_name_en',
    ]);
    const records = asRecords(csv);
    expect(records).toHaveLength(inBatch.length - 1);
    expect(records.find((record) => record.request_id === String(b.id))).toEqual({
      request_id: String(b.id),
      member_id: String(b.who.user.id),
      member_email: b.who.user.email,
      round: '1',
      // The pay-by day in KST, as the console shows it (the instant is 5/16 00:00 KST, 5/15 in UTC).
      pay_by: `${YEAR}-05-16`,
      currency: 'KRW',
      amount_won: '28000',
      amount: '28000',
      holder_name: '이두울',
      account_number: '5000600070008',
      bank_code: '090',
      bank_name: '카카오뱅크',
      bank_name_en: 'Kakao Bank',
    });
    expect(records.map((record) => record.request_id)).not.toContain(String(a.id));
    expect((await auditOf('refund_batch', batch.id)).map((row) => [row.action, row.actor_id])).toEqual([
      ['REFUND_BATCH_CREATE', support.user.id],
      ['REFUND_BATCH_EXPORT', support2.user.id],
    ]);

    const usdBatch = successData(await post(admin, REFUND_ADMIN_API.batches, { round: 1, currency: 'USD' }), refundBatchSchema);
    const usdRecords = asRecords(parseCsv((await get(admin, REFUND_ADMIN_API.batchCsv(usdBatch.id))).body));
    expect(usdRecords.find((record) => record.request_id === String(usd.id))).toMatchObject({
      currency: 'USD',
      amount_cents: '2000',
      amount: '20.00',
      holder_name: 'Ann Lee',
      account_number: 'DE89370400440532013000',
      nationality: 'US',
      address: '1 Main Street, Springfield, IL 62701',
      bank_country: 'DE',
      bank_code: 'DE89370400440532013000',
      swift: 'DEUTDEFF',
      bank_name: 'Deutsche Bank',
      bank_address: '383 Madison Avenue, New York, NY',
      branch_name: 'Midtown',
      intermediary_bic: 'CHASUS33',
    });

    t.clock.set(kst(5, 15, '10:00:00'));
    const paid = successData(await post(admin, REFUND_ADMIN_API.batchPaid(batch.id)), refundBatchSchema);
    expect(paid).toMatchObject({ status: 'PAID', paidBy: { id: admin.user.id }, paidAt: t.clock.now().toISOString() });
    expect(failure(await post(admin, REFUND_ADMIN_API.batchPaid(batch.id)))).toMatchObject({ status: 409, code: 'REFUND_BATCH_ALREADY_PAID' });
    const completed = await detail(b.id);
    expect(completed).toMatchObject({ status: 'COMPLETED', batchId: batch.id });
    expect(completed.history.at(-1)).toMatchObject({ status: 'COMPLETED', actor: { id: admin.user.id } });
    const row = await t.database.db
      .selectFrom('refund_request')
      .select(['completed_at', 'updated_at', 'purge_after'])
      .where('id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(row.completed_at?.toISOString()).toBe(t.clock.now().toISOString());
    expect(row.purge_after.toISOString()).toBe(`2036${t.clock.now().toISOString().slice(4)}`);
    const overview = successData(await t.app.inject({ method: 'GET', url: REFUND_API.search, headers: await headers(b.who) }), refundOverviewSchema);
    expect(overview.request).toMatchObject({ status: 'COMPLETED', editAction: null });
    expect(await lastNotice(b.who.user.id)).toMatchObject({ title_en: 'Refund completed', title_ko: '환불이 완료되었습니다', link_url: '/refund' });
    const mail = (await sentMails(t)).find((candidate) => candidate.to.includes(b.who.user.email ?? '?') && candidate.subject === '[KEYS] Refund completed');
    expect(mail?.text).toContain('₩28,000 was paid');
    const batchAudit = await auditOf('refund_batch', batch.id);
    expect(batchAudit.map((entry) => entry.action)).toEqual(['REFUND_BATCH_CREATE', 'REFUND_BATCH_EXPORT', 'REFUND_BATCH_PAID']);
    expect(batchAudit[2]?.details).toMatchObject({ round: 1, currency: 'KRW', requestIds: expect.arrayContaining([b.id]) });

    // Paid is final: it can no longer fail, and the failed one resubmits into a later round.
    expect(await code(post(admin, REFUND_ADMIN_API.fail(b.id), { reason: 'x' }))).toBe('REFUND_STATUS_CONFLICT');
    const resubmitted = successData(
      await t.app.inject({ method: 'POST', url: REFUND_API.edit, headers: await headers(a.who), payload: validKrw({ accountNumber: '1000200030005' }) }),
      refundRequestViewSchema,
    );
    expect(resubmitted).toMatchObject({ status: 'SUBMITTED', round: { round: 3 } });
  });
});
