import { REFUND_STATUSES, type RefundCurrency, type RefundStatus, type refundSummarySchema } from 'shared-contract';

export type SummaryRow = ReturnType<typeof refundSummarySchema.parse>[number];

export type Sums = { count: number; KRW: number; USD: number };
export type RoundSummary = { round: number; payBy: string; statuses: ({ status: RefundStatus } & Sums)[]; total: Sums };

const empty = (): Sums => ({ count: 0, KRW: 0, USD: 0 });
const add = (sums: Sums, count: number, currency: RefundCurrency, amount: number) => {
  sums.count += count;
  sums[currency] += amount;
};

/** The summary endpoint's rows (round × currency × status) as one table per round: a line per status and a total. */
export function summarizeRounds(rows: SummaryRow[]): RoundSummary[] {
  const rounds = new Map<number, { payBy: string; statuses: Map<RefundStatus, Sums>; total: Sums }>();
  for (const row of rows) {
    const round = rounds.get(row.round) ?? { payBy: row.payBy, statuses: new Map<RefundStatus, Sums>(), total: empty() };
    rounds.set(row.round, round);
    const sums = round.statuses.get(row.status) ?? empty();
    round.statuses.set(row.status, sums);
    add(sums, row.count, row.currency, row.sumInCurrency);
    add(round.total, row.count, row.currency, row.sumInCurrency);
  }
  return [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, { payBy, statuses, total }]) => ({
      round,
      payBy,
      statuses: REFUND_STATUSES.flatMap((status) => {
        const sums = statuses.get(status);
        return sums ? [{ status, ...sums }] : [];
      }),
      total,
    }));
}

/** Approved requests of a round in a currency (what a new payout batch would hold, at most). */
export const approvedIn = (rows: SummaryRow[], round: number, currency: RefundCurrency): { count: number; sum: number } =>
  rows
    .filter((row) => row.round === round && row.currency === currency && row.status === 'APPROVED')
    .reduce((total, row) => ({ count: total.count + row.count, sum: total.sum + row.sumInCurrency }), { count: 0, sum: 0 });
