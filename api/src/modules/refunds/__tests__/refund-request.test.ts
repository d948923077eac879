import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import {
  REFUND_ADMIN_API,
  REFUND_API,
  refundBankDetailsSchema,
  refundOverviewSchema,
  refundRequestDetailSchema,
  refundRequestViewSchema,
  type RefundRequestInput,
} from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { openBank } from '../refund-bank';
import { refundKeyRing } from '../refund-crypto';
import { purgeDueBankDetails } from '../refund-repository';
import {
  COUNTRY_HEADER,
  kst,
  payForGold,
  plainTextHits,
  publishSpecSchedule,
  sentMails,
  setUpRefundStaff,
  uniqueEmail,
  validKrw,
  validUsd,
  YEAR,
  type Members,
  type RefundTestApp,
} from './refund-fixture';

jest.setTimeout(180_000);

/** How many generated cases each bank-code property tries (each one is a request through the API). */
const RUNS = 15;

describe.each(testBackends())('member refund request on %s', (backend) => {
  let t: RefundTestApp;
  let members: Members;
  let admin: TestMember;
  let support: TestMember;
  let support2: TestMember;

  const setup = setUpRefundStaff(backend);
  beforeAll(() => {
    ({ t, members, admin, support, support2 } = setup);
  });

  const at = (date: Date) => t.clock.set(date);
  const headers = async (who: TestMember, country?: string) => ({
    ...(await members.auth(who)),
    'accept-language': 'en',
    ...(country ? { [COUNTRY_HEADER]: country } : {}),
  });
  const search = async (who: TestMember, country?: string) =>
    successData(await t.app.inject({ method: 'GET', url: REFUND_API.search, headers: await headers(who, country) }), refundOverviewSchema);
  const submit = async (who: TestMember, body: unknown, { country, key = randomUUID() }: { country?: string; key?: string | null } = {}) =>
    t.app.inject({
      method: 'POST',
      url: REFUND_API.request,
      headers: { ...(await headers(who, country)), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as RefundRequestInput,
    });
  const edit = async (who: TestMember, body: unknown, country?: string) =>
    t.app.inject({ method: 'POST', url: REFUND_API.edit, headers: await headers(who, country), payload: body as RefundRequestInput });
  const staffGet = async (who: TestMember, url: string) => t.app.inject({ method: 'GET', url, headers: await headers(who) });
  const staffPost = async (who: TestMember, url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: await headers(who), payload });
  const code = async (response: Promise<LightMyRequestResponse> | LightMyRequestResponse) => {
    const answer = await response;
    return answer.statusCode === 200 ? 'OK' : failure(answer).code;
  };

  /** A member with Korean identity verification (KRW) or none (USD), who paid for Gold unless `paid` is 0. */
  const refunder = async (label: string, { krw = false, paid = 2000 } = {}) => {
    const who = await members.create(label);
    if (krw) await t.database.db.updateTable('app_user').set({ adult_verified_ko_at: t.clock.now() }).where('id', '=', who.user.id).execute();
    if (paid > 0) await payForGold(t, who.user.id, paid, paid);
    return who;
  };

  test('the window: NO_SCHEDULE, then NOT_OPEN before the first round, OPEN with the round of now, CLOSED from the deadline', async () => {
    at(kst(4, 1));
    const who = await refunder('window', { krw: true });
    expect(await search(who)).toMatchObject({ phase: 'operating', window: 'NO_SCHEDULE', schedule: null, currentRound: null });
    expect(await code(submit(who, validKrw()))).toBe('REFUND_NOT_OPEN');

    const schedule = await publishSpecSchedule(t, members, admin);
    expect(schedule.rounds).toHaveLength(4);
    expect(await search(who)).toMatchObject({ phase: 'operating', window: 'NOT_OPEN', currentRound: null, schedule: { version: schedule.version } });
    expect(await code(submit(who, validKrw()))).toBe('REFUND_NOT_OPEN');

    at(kst(4, 15));
    expect(await search(who)).toMatchObject({ phase: 'terminating', window: 'OPEN', currentRound: { round: 1, payBy: kst(5, 16).toISOString() } });
    at(kst(6, 15, '23:59:59'));
    expect(await search(who)).toMatchObject({ window: 'OPEN', currentRound: { round: 4, payBy: kst(6, 27).toISOString() } });
    at(kst(6, 16));
    const closed = await search(who);
    expect(closed).toMatchObject({ phase: 'closed', window: 'CLOSED', currentRound: null, request: null });
    expect(failure(await submit(who, validKrw()))).toMatchObject({ status: 409, code: 'REFUND_CLOSED', message: 'The refund request period has ended.' });
  });

  test('currency by account: KRW for a Korean IP or identity, USD otherwise; a body in the other currency is refused; the request keeps its currency', async () => {
    at(kst(4, 20));
    const foreign = await refunder('foreign');
    expect(await search(foreign)).toMatchObject({ currency: 'USD', currencyReason: 'FOREIGN', amounts: { currency: 'USD', estimateInCurrency: 2000 } });
    expect(await search(foreign, 'US')).toMatchObject({ currency: 'USD', currencyReason: 'FOREIGN' });
    const fromKorea = await search(foreign, 'KR');
    expect(fromKorea).toMatchObject({
      currency: 'KRW',
      currencyReason: 'KR_IP',
      amounts: { currency: 'KRW', estimateInCurrency: 28_000, totalPaidInCurrency: 28_000 },
    });
    expect(await code(submit(foreign, validKrw()))).toBe('REFUND_CURRENCY_MISMATCH');
    expect(await code(submit(foreign, { ...validUsd(), currency: undefined }))).toBe('REFUND_CURRENCY_MISMATCH');
    expect(await code(submit(foreign, { ...validUsd(), currency: 'EUR' }))).toBe('REFUND_CURRENCY_MISMATCH');
    expect(await code(submit(foreign, validUsd(), { country: 'KR' }))).toBe('REFUND_CURRENCY_MISMATCH');

    const verified = await refunder('verified', { krw: true });
    expect(await search(verified)).toMatchObject({ currency: 'KRW', currencyReason: 'KR_IDENTITY' });
    expect(await code(submit(verified, validUsd()))).toBe('REFUND_CURRENCY_MISMATCH');
    const adultKr = await refunder('adult-kr');
    await t.database.db.updateTable('app_user').set({ is_adult_kr: true }).where('id', '=', adultKr.user.id).execute();
    expect(await search(adultKr)).toMatchObject({ currency: 'KRW', currencyReason: 'KR_IDENTITY' });

    // Submitted from a Korean IP: the request is KRW for good, whatever the IP of later calls.
    const view = successData(await submit(foreign, validKrw(), { country: 'KR' }), refundRequestViewSchema);
    expect(view).toMatchObject({ currency: 'KRW', amountInCurrency: 28_000 });
    expect(await search(foreign, 'US')).toMatchObject({ currency: 'KRW', currencyReason: 'KR_IP', request: { id: view.id, currency: 'KRW' } });
    expect(await code(edit(foreign, validUsd(), 'US'))).toBe('REFUND_CURRENCY_MISMATCH');
    expect(await code(edit(foreign, validKrw({ accountNumber: '1029384756' }), 'US'))).toBe('OK');
  });

  test('every KRW field rule answers its own code through the API', async () => {
    at(kst(4, 20));
    // Nothing paid: a body that passes every rule is answered REFUND_NOTHING_REFUNDABLE.
    const who = await refunder('krw-rules', { krw: true, paid: 0 });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bankCode: undefined }, 'REFUND_BANK_REQUIRED'],
      [{ bankCode: '' }, 'REFUND_BANK_REQUIRED'],
      [{ bankCode: '999' }, 'REFUND_BANK_REQUIRED'],
      [{ holderName: undefined }, 'REFUND_HOLDER_NAME_REQUIRED'],
      [{ holderName: '   ' }, 'REFUND_HOLDER_NAME_REQUIRED'],
      [{ holderName: '가'.repeat(41) }, 'REFUND_HOLDER_NAME_TOO_LONG'],
      [{ accountNumber: undefined }, 'REFUND_ACCOUNT_NUMBER_REQUIRED'],
      [{ accountNumber: '' }, 'REFUND_ACCOUNT_NUMBER_REQUIRED'],
      [{ accountNumber: '110-234-567890' }, 'REFUND_ACCOUNT_NUMBER_DIGITS'],
      [{ accountNumber: '123456789' }, 'REFUND_ACCOUNT_NUMBER_DIGITS'],
      [{ accountNumber: '1'.repeat(17) }, 'REFUND_ACCOUNT_NUMBER_DIGITS'],
      [{ accountNumber: '12345678901a' }, 'REFUND_ACCOUNT_NUMBER_DIGITS'],
      [{ agreeCopyright: false }, 'REFUND_CONSENT_COPYRIGHT_REQUIRED'],
      [{ agreePrivacy: undefined }, 'REFUND_CONSENT_PRIVACY_REQUIRED'],
      [{ agreeDelegation: 'yes' }, 'REFUND_CONSENT_DELEGATION_REQUIRED'],
      [{}, 'REFUND_NOTHING_REFUNDABLE'],
      [{ accountNumber: '1234567890' }, 'REFUND_NOTHING_REFUNDABLE'],
      [{ accountNumber: '1'.repeat(16), holderName: '가'.repeat(40), bankCode: '092' }, 'REFUND_NOTHING_REFUNDABLE'],
    ];
    for (const [overrides, expected] of cases) {
      const answer = await submit(who, validKrw(overrides));
      expect([overrides, await code(answer)]).toEqual([overrides, expected]);
    }
    const refused = failure(await submit(who, validKrw({ accountNumber: '12-34' })));
    expect(refused).toMatchObject({ status: 400, message: 'Enter the account number as 10 to 16 digits, numbers only.' });
    expect(refused.raw.error.issues?.map((issue) => issue.path)).toEqual(['accountNumber']);
    expect(failure(await submit(who, validKrw())).message).toBe('No refundable amount available');
  });

  test('every USD field rule answers its own code through the API', async () => {
    at(kst(4, 20));
    const who = await refunder('usd-rules', { paid: 0 });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ holderName: '' }, 'REFUND_HOLDER_NAME_REQUIRED'],
      [{ holderName: '홍길동' }, 'REFUND_HOLDER_NAME_ENGLISH'],
      [{ holderName: 'John 3rd' }, 'REFUND_HOLDER_NAME_ENGLISH'],
      [{ holderName: 'A'.repeat(71) }, 'REFUND_HOLDER_NAME_TOO_LONG'],
      [{ accountNumber: '' }, 'REFUND_ACCOUNT_NUMBER_REQUIRED'],
      [{ accountNumber: 'AB12!' }, 'REFUND_ACCOUNT_NUMBER_INVALID'],
      [{ accountNumber: 'AB1' }, 'REFUND_ACCOUNT_NUMBER_INVALID'],
      [{ accountNumber: '1'.repeat(35) }, 'REFUND_ACCOUNT_NUMBER_INVALID'],
      [{ nationality: '' }, 'REFUND_NATIONALITY_REQUIRED'],
      [{ nationality: 'ZZ' }, 'REFUND_NATIONALITY_REQUIRED'],
      [{ address: '' }, 'REFUND_ADDRESS_REQUIRED'],
      [{ address: 'a'.repeat(201) }, 'REFUND_ADDRESS_TOO_LONG'],
      [{ address: '서울시 강남구' }, 'REFUND_ADDRESS_ENGLISH'],
      [{ bankCountry: '' }, 'REFUND_BANK_COUNTRY_REQUIRED'],
      [{ bankCountry: 'ZZ' }, 'REFUND_BANK_COUNTRY_REQUIRED'],
      [{ bankCode: '' }, 'REFUND_BANK_CODE_REQUIRED'],
      [{ bankCode: '021000022' }, 'REFUND_BANK_CODE_ABA'],
      [{ bankCode: '02100002' }, 'REFUND_BANK_CODE_ABA'],
      [{ bankCountry: 'CA', swift: 'ROYCCAT2', bankCode: '12345678' }, 'REFUND_BANK_CODE_CA'],
      [{ bankCountry: 'GB', swift: 'BUKBGB22', bankCode: '12345' }, 'REFUND_BANK_CODE_SORT'],
      [{ bankCountry: 'AU', swift: 'CTBAAU2S', bankCode: '1234567' }, 'REFUND_BANK_CODE_BSB'],
      [{ bankCountry: 'DE', swift: 'DEUTDEFF', bankCode: 'DE89370400440532013001' }, 'REFUND_BANK_CODE_IBAN'],
      [{ bankCountry: 'DE', swift: 'DEUTDEFF', bankCode: 'NL91ABNA0417164300' }, 'REFUND_BANK_CODE_IBAN'],
      [{ bankCountry: 'JP', swift: 'MHCBJPJT', bankCode: '!!' }, 'REFUND_BANK_CODE_INVALID'],
      [{ swift: '' }, 'REFUND_SWIFT_REQUIRED'],
      [{ swift: 'CHASUS3' }, 'REFUND_SWIFT_INVALID'],
      [{ swift: 'CHAS1S33' }, 'REFUND_SWIFT_INVALID'],
      [{ swift: 'DEUTDEFF' }, 'REFUND_SWIFT_COUNTRY'],
      [{ bankName: '' }, 'REFUND_BANK_NAME_REQUIRED'],
      [{ bankName: '국민은행' }, 'REFUND_TEXT_ENGLISH'],
      [{ bankName: 'B'.repeat(101) }, 'REFUND_TEXT_TOO_LONG'],
      [{ bankAddress: '' }, 'REFUND_BANK_ADDRESS_REQUIRED'],
      [{ bankAddress: 'C'.repeat(201) }, 'REFUND_TEXT_TOO_LONG'],
      [{ branchName: '' }, 'REFUND_BRANCH_NAME_REQUIRED'],
      [{ branchName: '본점' }, 'REFUND_TEXT_ENGLISH'],
      [{ intermediaryBic: 'XYZ' }, 'REFUND_INTERMEDIARY_BIC_INVALID'],
      [{ agreeCopyright: undefined }, 'REFUND_CONSENT_COPYRIGHT_REQUIRED'],
      [{ agreePrivacy: false }, 'REFUND_CONSENT_PRIVACY_REQUIRED'],
      [{ agreeDelegation: false }, 'REFUND_CONSENT_DELEGATION_REQUIRED'],
      // Accepted: every rule passes.
      [{}, 'REFUND_NOTHING_REFUNDABLE'],
      [{ intermediaryBic: 'DEUTDEFF', accountNumber: ' 1234 5678 ', bankCode: '0210-0002-1' }, 'REFUND_NOTHING_REFUNDABLE'],
      [{ intermediaryBic: undefined }, 'REFUND_NOTHING_REFUNDABLE'],
      [{ bankCountry: 'DE', swift: 'DEUTDEFFXXX', bankCode: 'DE89 3704 0044 0532 0130 00' }, 'REFUND_NOTHING_REFUNDABLE'],
      [{ bankCountry: 'JP', swift: 'MHCBJPJT', bankCode: '0001-123' }, 'REFUND_NOTHING_REFUNDABLE'],
    ];
    for (const [overrides, expected] of cases) {
      const answer = await submit(who, validUsd(overrides));
      expect([overrides, await code(answer)]).toEqual([overrides, expected]);
    }
    const refused = failure(await submit(who, validUsd({ swift: 'DEUTDEFF' })));
    expect(refused.raw.error.issues?.map((issue) => issue.path)).toEqual(['swift']);
  });

  describe('bank codes, property-based (fast-check)', () => {
    let who: TestMember;
    beforeAll(async () => {
      at(kst(4, 20));
      who = await refunder('bank-codes', { paid: 0 });
    });
    const answerFor = async (overrides: Record<string, unknown>) => code(submit(who, validUsd(overrides)));
    const ACCEPTED = 'REFUND_NOTHING_REFUNDABLE';
    const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((list) => list.join(''));
    const letters = (length: number) =>
      fc.array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: length, maxLength: length }).map((list) => list.join(''));
    const alnum = (length: number) =>
      fc.array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), { minLength: length, maxLength: length }).map((list) => list.join(''));
    /** Changes the digit at `index` to another one. */
    const changeDigit = (value: string, index: number, delta: number) =>
      `${value.slice(0, index)}${(Number(value[index]) + delta) % 10}${value.slice(index + 1)}`;

    const abaCheckDigit = (eight: string) => {
      const weights = [3, 7, 1, 3, 7, 1, 3, 7];
      const sum = [...eight].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
      return String((10 - (sum % 10)) % 10);
    };

    test('ABA routing numbers with a correct check digit are accepted; any one changed digit is refused', async () => {
      await fc.assert(
        fc.asyncProperty(digits(8), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), async (eight, index, delta) => {
          const aba = `${eight}${abaCheckDigit(eight)}`;
          expect(await answerFor({ bankCountry: 'US', swift: 'CHASUS33', bankCode: aba })).toBe(ACCEPTED);
          expect(await answerFor({ bankCountry: 'US', swift: 'CHASUS33', bankCode: changeDigit(aba, index, delta) })).toBe('REFUND_BANK_CODE_ABA');
        }),
        { numRuns: RUNS },
      );
    });

    /** ISO 13616 check digits: 98 - (BBAN + country + "00", letters as 10..35) mod 97. */
    const ibanOf = (country: string, bban: string) => {
      const numeric = [...`${bban}${country}00`].map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char)).join('');
      let remainder = 0;
      for (const char of numeric) remainder = (remainder * 10 + Number(char)) % 97;
      return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
    };
    const IBAN_COUNTRIES = [
      { country: 'DE', swift: 'DEUTDEFF', bban: digits(18) },
      { country: 'NL', swift: 'ABNANL2A', bban: fc.tuple(letters(4), digits(10)).map(([bank, account]) => bank + account) },
      { country: 'AT', swift: 'BKAUATWW', bban: digits(16) },
      { country: 'CH', swift: 'UBSWCHZH', bban: fc.tuple(digits(5), digits(12)).map(([bank, account]) => bank + account) },
    ];

    test('valid IBANs of several countries are accepted (also grouped by 4); one changed character is refused', async () => {
      for (const { country, swift, bban } of IBAN_COUNTRIES) {
        await fc.assert(
          fc.asyncProperty(bban, fc.nat(), fc.integer({ min: 1, max: 9 }), fc.boolean(), async (generated, position, delta, grouped) => {
            const iban = ibanOf(country, generated);
            const shown = grouped ? (iban.match(/.{1,4}/g) ?? []).join(' ') : iban;
            expect(await answerFor({ bankCountry: country, swift, bankCode: shown })).toBe(ACCEPTED);
            const digitPositions = [...iban].flatMap((char, index) => (index >= 2 && /\d/.test(char) ? [index] : []));
            const index = digitPositions[position % digitPositions.length] ?? 2;
            expect(await answerFor({ bankCountry: country, swift, bankCode: changeDigit(iban, index, delta) })).toBe('REFUND_BANK_CODE_IBAN');
          }),
          { numRuns: Math.ceil(RUNS / 2) },
        );
      }
    });

    test('UK sort codes and Australian BSBs: any 6 digits (dashes allowed) are accepted, other lengths refused', async () => {
      const wrongLength = fc
        .integer({ min: 1, max: 12 })
        .filter((length) => length !== 6)
        .chain((length) => digits(length));
      for (const { country, swift, refused } of [
        { country: 'GB', swift: 'BUKBGB22', refused: 'REFUND_BANK_CODE_SORT' },
        { country: 'AU', swift: 'CTBAAU2S', refused: 'REFUND_BANK_CODE_BSB' },
      ]) {
        await fc.assert(
          fc.asyncProperty(digits(6), fc.boolean(), wrongLength, async (code6, dashed, other) => {
            const shown = dashed ? `${code6.slice(0, 2)}-${code6.slice(2, 4)}-${code6.slice(4)}` : code6;
            expect(await answerFor({ bankCountry: country, swift, bankCode: shown })).toBe(ACCEPTED);
            expect(await answerFor({ bankCountry: country, swift, bankCode: other })).toBe(refused);
          }),
          { numRuns: RUNS },
        );
      }
    });

    test('SWIFT/BIC: 8 or 11 characters of the bank country are accepted, 9 or 10 refused', async () => {
      await fc.assert(
        fc.asyncProperty(letters(4), alnum(2), alnum(3), fc.boolean(), fc.integer({ min: 1, max: 2 }), async (bank, location, branch, long, extra) => {
          const bic = `${bank}US${location}${long ? branch : ''}`;
          expect(await answerFor({ swift: bic.toLowerCase() })).toBe(ACCEPTED);
          expect(await answerFor({ intermediaryBic: bic })).toBe(ACCEPTED);
          const wrong = `${bank}US${location}${branch.slice(0, extra)}`;
          expect(wrong.length === 9 || wrong.length === 10).toBe(true);
          expect(await answerFor({ swift: wrong })).toBe('REFUND_SWIFT_INVALID');
          expect(await answerFor({ intermediaryBic: wrong })).toBe('REFUND_INTERMEDIARY_BIC_INVALID');
        }),
        { numRuns: RUNS },
      );
    });
  });

  test('a submit stores one request with its round, amounts and masked bank; it is notified and mailed; repeats and refusals', async () => {
    at(kst(4, 20, '10:00:00'));
    const who = await refunder('submit', { krw: true, paid: 2000 });
    expect(failure(await t.app.inject({ method: 'GET', url: REFUND_API.search })).status).toBe(401);
    expect(failure(await t.app.inject({ method: 'POST', url: REFUND_API.request, payload: validKrw() })).status).toBe(401);
    const pending = await createTestMember(t, uniqueEmail('pending'), { signedUp: false });
    expect(await code(t.app.inject({ method: 'POST', url: REFUND_API.request, headers: pending.auth, payload: validKrw() }))).toBe('SIGN_UP_REQUIRED');
    expect(await code(submit(who, validKrw(), { key: null }))).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await code(edit(who, validKrw()))).toBe('REFUND_NOT_FOUND');

    const before = await search(who);
    expect(before).toMatchObject({ window: 'OPEN', currency: 'KRW', request: null, amounts: { estimateUsdCents: 2000, estimateInCurrency: 28_000 } });
    const key = randomUUID();
    const submittedAt = t.clock.now();
    const view = successData(await submit(who, validKrw(), { key }), refundRequestViewSchema);
    expect(view).toMatchObject({
      status: 'SUBMITTED',
      currency: 'KRW',
      amountInCurrency: 28_000,
      round: { round: 1, startsAt: kst(4, 15).toISOString(), endsAt: kst(5, 1).toISOString(), payBy: kst(5, 16).toISOString() },
      bank: { currency: 'KRW', bank: { ko: 'KB국민은행', en: 'KB Kookmin Bank' }, holderName: '홍*동', accountNumber: '••••••1357' },
      reason: null,
      editAction: 'EDIT',
      history: [{ status: 'SUBMITTED', reason: null }],
    });
    // The same Idempotency-Key: the stored answer; another key: refused, still one request.
    expect(successData(await submit(who, validKrw(), { key }), refundRequestViewSchema)).toEqual(view);
    expect(failure(await submit(who, validKrw()))).toMatchObject({ status: 409, code: 'REFUND_ALREADY_REQUESTED' });
    expect(await code(submit(who, validKrw({ accountNumber: '1111111111' }), { key }))).toBe('IDEMPOTENCY_KEY_REUSED');

    const stored = await t.database.db.selectFrom('refund_request').selectAll().where('user_id', '=', who.user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'SUBMITTED', currency: 'KRW', currency_reason: 'KR_IDENTITY', round: 1, amount_in_currency: 28_000 });
    expect(stored[0]?.amounts).toMatchObject({ estimateUsdCents: 2000, totalPaidUsdCents: 2000, currency: 'KRW' });
    expect(stored[0]?.purge_after.toISOString()).toBe(`${YEAR + 5}${submittedAt.toISOString().slice(4)}`);
    expect(await search(who)).toMatchObject({ request: { id: view.id, status: 'SUBMITTED' } });

    const notices = await t.database.db.selectFrom('notification').selectAll().where('user_id', '=', who.user.id).execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'ADMIN', link_url: '/refund', title_en: 'Refund request received', title_ko: '환불 신청이 접수되었습니다' });
    expect(notices[0]?.body_ko).toContain('2031년 5월 16일');
    const mail = (await sentMails(t)).find((candidate) => candidate.to.includes(who.user.email ?? '?'));
    expect(mail?.subject).toBe('[KEYS] 환불 신청이 접수되었습니다');
    expect(mail?.text).toContain('28,000원');
    expect(mail?.text).toContain('/refund');
  });

  test('20 concurrent submits of one member make exactly one request', async () => {
    at(kst(4, 21));
    const who = await refunder('concurrent', { krw: true });
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(who, validKrw())));
    const codes = await Promise.all(answers.map((answer) => code(answer)));
    expect(codes.filter((answer) => answer === 'OK')).toHaveLength(1);
    expect(codes.filter((answer) => answer === 'REFUND_ALREADY_REQUESTED')).toHaveLength(19);
    const rows = await t.database.db.selectFrom('refund_request').select('id').where('user_id', '=', who.user.id).execute();
    expect(rows).toHaveLength(1);
    const events = await t.database.db
      .selectFrom('refund_request_event')
      .select('id')
      .where('request_id', '=', rows[0]?.id ?? 0)
      .execute();
    expect(events).toHaveLength(1);
    const notices = await t.database.db.selectFrom('notification').select('id').where('user_id', '=', who.user.id).execute();
    expect(notices).toHaveLength(1);
  });

  test('the round is the one of the clock: 23:59:59 KST on 4/30 is round 1, 00:00 KST on 5/1 round 2', async () => {
    const late = await refunder('round-late', { krw: true });
    const early = await refunder('round-early', { krw: true });
    at(kst(4, 30, '23:59:59'));
    expect((await search(late)).currentRound).toMatchObject({ round: 1 });
    const first = successData(await submit(late, validKrw()), refundRequestViewSchema);
    expect(first.round).toEqual({ round: 1, startsAt: kst(4, 15).toISOString(), endsAt: kst(5, 1).toISOString(), payBy: kst(5, 16).toISOString() });
    at(kst(5, 1, '00:00:00'));
    expect((await search(early)).currentRound).toMatchObject({ round: 2 });
    const second = successData(await submit(early, validKrw()), refundRequestViewSchema);
    expect(second.round).toEqual({ round: 2, startsAt: kst(5, 1).toISOString(), endsAt: kst(5, 15).toISOString(), payBy: kst(5, 30).toISOString() });
  });

  test('edit while submitted or incorrect, resubmit when failed, never under review or approved; the round and amounts follow', async () => {
    at(kst(4, 22));
    const who = await refunder('editor', { krw: true, paid: 1000 });
    const submitted = successData(await submit(who, validKrw()), refundRequestViewSchema);
    expect(submitted).toMatchObject({ round: { round: 1 }, amountInCurrency: 14_000 });

    // Edited in round 2 after another Gold purchase: new details, round 2, new amounts.
    at(kst(5, 2));
    await payForGold(t, who.user.id, 1000, 1000);
    const edited = successData(await edit(who, validKrw({ accountNumber: '24682468246', bankCode: '088' })), refundRequestViewSchema);
    expect(edited).toMatchObject({
      id: submitted.id,
      status: 'SUBMITTED',
      round: { round: 2 },
      amountInCurrency: 28_000,
      bank: { bank: { ko: '신한은행' }, accountNumber: '••••••8246' },
      editAction: 'EDIT',
    });
    expect(edited.history.map((entry) => entry.status)).toEqual(['SUBMITTED', 'SUBMITTED']);
    expect(await code(edit(who, validKrw({ accountNumber: '12' })))).toBe('REFUND_ACCOUNT_NUMBER_DIGITS');

    const detailOf = async () => successData(await staffGet(support, REFUND_ADMIN_API.request(submitted.id)), refundRequestDetailSchema);
    expect(await code(staffPost(support, REFUND_ADMIN_API.review(submitted.id)))).toBe('OK');
    expect(await search(who)).toMatchObject({ request: { status: 'UNDER_REVIEW', editAction: null } });
    expect(failure(await edit(who, validKrw()))).toMatchObject({ status: 409, code: 'REFUND_NOT_EDITABLE' });

    expect(await code(staffPost(support, REFUND_ADMIN_API.incorrect(submitted.id), { reason: 'The holder name differs from the account' }))).toBe('OK');
    expect(await search(who)).toMatchObject({ request: { status: 'INCORRECT', reason: 'The holder name differs from the account', editAction: 'EDIT' } });
    const incorrectNotice = await t.database.db
      .selectFrom('notification')
      .selectAll()
      .where('user_id', '=', who.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(incorrectNotice).toMatchObject({ title_en: 'Incorrect refund information provided' });
    expect(incorrectNotice.body_en).toContain('The holder name differs from the account');
    const afterIncorrect = successData(await edit(who, validKrw()), refundRequestViewSchema);
    expect(afterIncorrect).toMatchObject({ status: 'SUBMITTED', reason: null, editAction: 'EDIT' });
    expect(await detailOf()).toMatchObject({ status: 'SUBMITTED', reviewer: null, approver: null, reason: null });

    expect(await code(staffPost(support, REFUND_ADMIN_API.review(submitted.id)))).toBe('OK');
    expect(await code(staffPost(support2, REFUND_ADMIN_API.fail(submitted.id), { reason: 'The bank returned the transfer' }))).toBe('OK');
    expect(await search(who)).toMatchObject({ request: { status: 'FAILED', reason: 'The bank returned the transfer', editAction: 'RESUBMIT' } });
    const resubmitted = successData(await edit(who, validKrw()), refundRequestViewSchema);
    expect(resubmitted).toMatchObject({ status: 'SUBMITTED', reason: null });
    expect(resubmitted.history.map((entry) => [entry.status, entry.reason])).toEqual([
      ['SUBMITTED', null],
      ['SUBMITTED', null],
      ['UNDER_REVIEW', null],
      ['INCORRECT', 'The holder name differs from the account'],
      ['SUBMITTED', null],
      ['UNDER_REVIEW', null],
      ['FAILED', 'The bank returned the transfer'],
      ['SUBMITTED', null],
    ]);

    expect(await code(staffPost(support, REFUND_ADMIN_API.review(submitted.id)))).toBe('OK');
    expect(await code(staffPost(support2, REFUND_ADMIN_API.approve(submitted.id)))).toBe('OK');
    expect(await search(who)).toMatchObject({ request: { status: 'APPROVED', editAction: null } });
    expect(await code(edit(who, validKrw()))).toBe('REFUND_NOT_EDITABLE');

    // After the deadline: the form is closed, the request can still be followed.
    const late = await refunder('late-editor', { krw: true });
    expect(await code(submit(late, validKrw()))).toBe('OK');
    at(kst(6, 16, '00:00:01'));
    expect(await code(edit(late, validKrw()))).toBe('REFUND_CLOSED');
    expect(await search(late)).toMatchObject({ window: 'CLOSED', request: { status: 'SUBMITTED', editAction: null } });
  });

  test('bank details are encrypted at rest: no table holds an account number or a holder name in plain text', async () => {
    at(kst(5, 3));
    const krw = await refunder('secret-krw', { krw: true });
    const usd = await refunder('secret-usd');
    const krwView = successData(await submit(krw, validKrw({ holderName: '김비밀', accountNumber: '97531086420975' })), refundRequestViewSchema);
    const usdView = successData(await submit(usd, validUsd({ holderName: 'Zebulon Quartermaine', accountNumber: 'ZQ7788990011' })), refundRequestViewSchema);
    expect(usdView.bank).toMatchObject({ holderName: 'Z****** Q***********', accountNumber: '••••••0011', bank: { en: 'JPMorgan Chase Bank (US)' } });

    // Every text and jsonb column of every table, on this backend: none of them holds the values.
    const needles = ['97531086420975', '김비밀', 'ZQ7788990011', 'Zebulon Quartermaine', '3579246801357', '8642097531864', '홍길동', 'Jonathan Smithers'];
    expect(await plainTextHits(t, needles)).toEqual([]);

    const rows = await t.database.db
      .selectFrom('refund_request')
      .select(['id', 'user_id', 'bank_ciphertext'])
      .where('id', 'in', [krwView.id, usdView.id])
      .orderBy('id')
      .execute();
    const ring = await refundKeyRing(t.config);
    for (const row of rows) expect(row.bank_ciphertext).toMatch(new RegExp(`^v1\\.${ring.activeId}\\.[\\w-]{16}\\.[\\w-]{22}\\.[\\w-]+$`));
    expect(openBank(ring, krw.user.id, rows[0]?.bank_ciphertext ?? '')).toMatchObject({ holderName: '김비밀', accountNumber: '97531086420975' });
    // Moved to another member's row, the envelope does not open.
    expect(() => openBank(ring, usd.user.id, rows[0]?.bank_ciphertext ?? '')).toThrow();

    // Staff read them back decrypted.
    const details = successData(await staffGet(support, REFUND_ADMIN_API.bankDetails(usdView.id)), refundBankDetailsSchema);
    expect(details).toMatchObject({
      currency: 'USD',
      holderName: 'Zebulon Quartermaine',
      accountNumber: 'ZQ7788990011',
      bankCode: '021000021',
      swift: 'CHASUS33',
    });
  });

  test('the purge job erases bank details 5 years after the last change, once, with two instances running it', async () => {
    at(kst(5, 4));
    const who = await refunder('purged', { krw: true });
    const view = successData(await submit(who, validKrw()), refundRequestViewSchema);
    const rows = await t.database.db.selectFrom('refund_request').select(['id', 'updated_at', 'purge_after']).execute();
    for (const row of rows)
      expect(row.purge_after.toISOString()).toBe(
        new Date(
          Date.UTC(
            row.updated_at.getUTCFullYear() + 5,
            row.updated_at.getUTCMonth(),
            row.updated_at.getUTCDate(),
            row.updated_at.getUTCHours(),
            row.updated_at.getUTCMinutes(),
            row.updated_at.getUTCSeconds(),
            row.updated_at.getUTCMilliseconds(),
          ),
        ).toISOString(),
      );

    expect((await t.app.refundPurge.runOnce()).purged).toEqual([]);
    const latest = Math.max(...rows.map((row) => row.purge_after.getTime()));
    const earliest = Math.min(...rows.map((row) => row.purge_after.getTime()));
    t.clock.set(new Date(earliest - 1000));
    expect((await t.app.refundPurge.runOnce()).purged).toEqual([]);

    // Two instances at once (a second job on the same database): each row is erased by exactly one of them.
    t.clock.set(new Date(latest + 24 * 3600 * 1000));
    const [mine, theirs] = await Promise.all([t.app.refundPurge.runOnce(), purgeDueBankDetails(t.database.db, t.clock.now())]);
    expect([...mine.purged, ...theirs].sort((a, b) => a - b)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));
    expect((await t.app.refundPurge.runOnce()).purged).toEqual([]);

    const after = await t.database.db.selectFrom('refund_request').select(['bank_ciphertext', 'bank_masked', 'purged_at']).execute();
    expect(after.every((row) => row.bank_ciphertext === null && row.bank_masked === null && row.purged_at !== null)).toBe(true);
    expect(await search(who)).toMatchObject({
      request: { id: view.id, bank: { accountNumber: '', holderName: '', bank: { en: 'Deleted after the 5-year retention period' } } },
    });
    expect(failure(await staffGet(support, REFUND_ADMIN_API.bankDetails(view.id)))).toMatchObject({ status: 404, code: 'REFUND_NOT_FOUND' });
    expect(successData(await staffGet(support, REFUND_ADMIN_API.request(view.id)), refundRequestDetailSchema).bank.accountNumber).toBe('');
  });
});
