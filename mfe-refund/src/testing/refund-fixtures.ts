import {
  approxKrw,
  refundEditActionFor,
  refundOverviewSchema,
  refundRequestViewSchema,
  specTerminationSchedule,
  terminationScheduleSchema,
  type RefundAmounts,
  type RefundCurrency,
  type RefundOverview,
  type RefundRequestView,
  type RefundStatus,
  type TerminationSchedule,
} from 'shared-contract';

/** Schema-valid fixtures of the /refund page, parsed with the contract so they cannot drift. */
const text = (ko: string, en: string) => ({ ko, en });

/** The spec's schedule for 2025 as the api answers it: deadline 2025-06-16 00:00 KST (shown as 06-15 23:59). */
export const scheduleFixture = (): TerminationSchedule => {
  const input = specTerminationSchedule(2025);
  const rounds = input.rounds.map((round, index) => ({ ...round, round: index + 1 }));
  return terminationScheduleSchema.parse({
    version: 1,
    salesStopAt: input.salesStopAt,
    refundOpensAt: rounds[0]?.startsAt,
    deadline: rounds[rounds.length - 1]?.endsAt,
    rounds,
    publishedAt: '2025-03-01T00:00:00.000Z',
    publishedBy: 'admin@keys.local',
  });
};

/**
 * Card payments of $8.00 (800 Gold) and $5.00 (a KEY): $13.00 paid. 400 purchased Gold unspent ($4.00) and the KEY
 * still owned ($5.00): $9.00 estimated, ₩12,600 for a KRW account.
 */
export const amountsFixture = (currency: RefundCurrency, overrides: Partial<RefundAmounts> = {}): RefundAmounts => {
  const base = {
    payments: [
      { paymentId: 'pay_gold_1', purpose: 'GOLD', description: text('골드 800 충전', '800 Gold'), paidAt: '2025-03-09T16:30:00.000Z', amountUsdCents: 800 },
      { paymentId: 'pay_key_1', purpose: 'KEY', description: text('봄날 KEY 구매', 'Spring Day KEY'), paidAt: '2025-03-20T03:00:00.000Z', amountUsdCents: 500 },
    ],
    totalPaidUsdCents: 1300,
    purchasedGold: 800,
    goldBalance: 650,
    unspentPurchasedGold: 400,
    unspentGoldUsdCents: 400,
    keys: [
      {
        keyItemId: 31,
        serialNo: 12,
        name: text('봄날 KEY', 'Spring Day KEY'),
        projectTitle: text('봄날 프로젝트', 'Spring Day Project'),
        paidWith: 'CARD',
        paidUsdCents: 500,
      },
    ],
    keysUsdCents: 500,
    cappedAtTotalPaid: false,
    estimateUsdCents: 900,
    currency,
    ...overrides,
  };
  const inCurrency = (cents: number) => (currency === 'KRW' ? approxKrw(cents) : cents);
  return {
    ...base,
    totalPaidInCurrency: overrides.totalPaidInCurrency ?? inCurrency(base.totalPaidUsdCents),
    estimateInCurrency: overrides.estimateInCurrency ?? inCurrency(base.estimateUsdCents),
  } as RefundAmounts;
};

const HISTORY: Record<RefundStatus, { status: RefundStatus; at: string; reason: string | null }[]> = {
  SUBMITTED: [{ status: 'SUBMITTED', at: '2025-04-20T01:30:00.000Z', reason: null }],
  UNDER_REVIEW: [
    { status: 'SUBMITTED', at: '2025-04-20T01:30:00.000Z', reason: null },
    { status: 'UNDER_REVIEW', at: '2025-04-21T02:00:00.000Z', reason: null },
  ],
  INCORRECT: [
    { status: 'SUBMITTED', at: '2025-04-20T01:30:00.000Z', reason: null },
    { status: 'UNDER_REVIEW', at: '2025-04-21T02:00:00.000Z', reason: null },
    { status: 'INCORRECT', at: '2025-04-21T05:00:00.000Z', reason: 'The holder name does not match the account.' },
  ],
  APPROVED: [
    { status: 'SUBMITTED', at: '2025-04-20T01:30:00.000Z', reason: null },
    { status: 'UNDER_REVIEW', at: '2025-04-21T02:00:00.000Z', reason: null },
    { status: 'APPROVED', at: '2025-04-22T02:00:00.000Z', reason: null },
  ],
  COMPLETED: [
    { status: 'SUBMITTED', at: '2025-04-20T01:30:00.000Z', reason: null },
    { status: 'UNDER_REVIEW', at: '2025-04-21T02:00:00.000Z', reason: null },
    { status: 'APPROVED', at: '2025-04-22T02:00:00.000Z', reason: null },
    { status: 'COMPLETED', at: '2025-05-15T06:00:00.000Z', reason: null },
  ],
  FAILED: [
    { status: 'SUBMITTED', at: '2025-04-20T01:30:00.000Z', reason: null },
    { status: 'UNDER_REVIEW', at: '2025-04-21T02:00:00.000Z', reason: null },
    { status: 'FAILED', at: '2025-04-22T02:00:00.000Z', reason: 'The bank returned the transfer.' },
  ],
};

// As the api shows the member's bank details: the holder's name and the account number masked.
const KRW_BANK = { currency: 'KRW', bank: text('KB국민은행', 'KB Kookmin Bank'), holderName: '홍*동', accountNumber: '••••••••7890' } as const;
const USD_BANK = {
  currency: 'USD',
  bank: text('Chase Bank (미국)', 'Chase Bank (United States)'),
  holderName: 'J*** D**',
  accountNumber: '••••••4321',
} as const;

/** The member's request in a status; round 1 (paid by 2025-05-16). */
export const requestFixture = (status: RefundStatus, overrides: Partial<RefundRequestView> = {}): RefundRequestView => {
  const history = HISTORY[status];
  const currency = overrides.currency ?? 'KRW';
  return refundRequestViewSchema.parse({
    id: 7,
    status,
    currency,
    amountInCurrency: currency === 'KRW' ? 12600 : 900,
    round: scheduleFixture().rounds[0],
    bank: currency === 'KRW' ? KRW_BANK : USD_BANK,
    reason: history[history.length - 1]?.reason ?? null,
    editAction: refundEditActionFor(status),
    submittedAt: '2025-04-20T01:30:00.000Z',
    updatedAt: history[history.length - 1]?.at,
    history,
    ...overrides,
  });
};

export type OverviewFixtureOptions = Partial<Omit<RefundOverview, 'amounts'>> & { amounts?: Partial<RefundAmounts> };

/** The overview of a KRW member (Korean IP) with the window open in round 1, no request yet. */
export const overviewFixture = ({ amounts, ...overrides }: OverviewFixtureOptions = {}): RefundOverview => {
  const currency = overrides.currency ?? 'KRW';
  const schedule = scheduleFixture();
  return refundOverviewSchema.parse({
    phase: 'terminating',
    window: 'OPEN',
    schedule,
    currentRound: schedule.rounds[0],
    currency,
    currencyReason: currency === 'KRW' ? 'KR_IP' : 'FOREIGN',
    amounts: amountsFixture(currency, amounts),
    request: null,
    ...overrides,
  });
};
