import type { Kysely } from 'kysely';
import { KRW_PER_USD, type RefundAmounts, type RefundCurrency } from 'shared-contract';
import type { Database } from '../../db/schema';
import { goldAccountOf } from '../gold/gold-repository';
import { confirmedPayments, paidPurchaseItems, projectTitlesAndPrices } from './refund-repository';

type PaymentLine = RefundAmounts['payments'][number];
type KeyLine = RefundAmounts['keys'][number];

/** An amount in the refund currency's minor unit: won (KRW_PER_USD won a dollar, rounded) or cents. */
export const inCurrency = (usdCents: number, currency: RefundCurrency) => (currency === 'KRW' ? Math.round((usdCents * KRW_PER_USD) / 100) : usdCents);

/**
 * Splits `total` into integer parts proportional to `weights` (cumulative flooring): the parts always add up to the
 * total, and equal weights differ by at most 1.
 */
export function splitByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? total : 0));
  let cumulative = 0;
  let previous = 0;
  return weights.map((weight) => {
    cumulative += weight;
    const upTo = Math.floor((total * cumulative) / sum);
    const part = upTo - previous;
    previous = upTo;
    return part;
  });
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

interface KeyPaymentDetails {
  kind?: unknown;
  projectId?: unknown;
  quantity?: unknown;
  lines?: unknown;
}

interface CartLine {
  itemId: number;
  projectId: number;
  quantity: number;
}

const cartLinesOf = (details: KeyPaymentDetails): CartLine[] =>
  Array.isArray(details.lines)
    ? details.lines.filter(
        (line): line is CartLine =>
          typeof line === 'object' &&
          line !== null &&
          typeof (line as CartLine).itemId === 'number' &&
          typeof (line as CartLine).projectId === 'number' &&
          typeof (line as CartLine).quantity === 'number',
      )
    : [];

const purposeOf = (purpose: 'GOLD' | 'KEY', details: KeyPaymentDetails): PaymentLine['purpose'] =>
  purpose === 'GOLD' ? 'GOLD' : details.kind === 'CART' ? 'CART' : details.kind === 'LISTING' ? 'LISTING' : 'KEY';

/**
 * The refund amounts of a member, line by line (issue 10 B policy):
 * - total paid: every CONFIRMED card payment (Gold, a project's KEYs, a cart, a market listing);
 * - purchased Gold P: the Gold credited by CONFIRMED Gold payments. Free Gold (rewards, adjustments, market sales)
 *   counts as spent first, so the unspent purchased Gold is min(balance, P), valued at the price paid per Gold:
 *   floor(unspent × cents paid for Gold / P);
 * - platform KEYs still owned: each at the price its purchase paid (card cents, shared out over the cart's lines and
 *   the purchase's KEYs; Gold as 1 cent a Gold). Coupon, ticket and free draws cost nothing and are not listed;
 *   KEYs bought on the market are not the platform's sale;
 * - the estimate is the two together, never more than the total paid.
 */
export async function refundAmounts(db: Kysely<Database>, userId: number, currency: RefundCurrency): Promise<RefundAmounts> {
  const [payments, account, items] = await Promise.all([confirmedPayments(db, userId), goldAccountOf(db, userId), paidPurchaseItems(db, userId)]);

  // Titles of the projects card payments name (single-project payments and cart lines).
  const projectIds = new Set<number>();
  for (const payment of payments) {
    const details = payment.details as KeyPaymentDetails;
    if (typeof details.projectId === 'number') projectIds.add(details.projectId);
    for (const line of cartLinesOf(details)) projectIds.add(line.projectId);
  }
  const projects = new Map(projectIds.size === 0 ? [] : (await projectTitlesAndPrices(db, [...projectIds])).map((project) => [project.id, project]));

  const paymentLines: PaymentLine[] = payments.map((payment) => {
    const details = payment.details as KeyPaymentDetails;
    const purpose = purposeOf(payment.purpose, details);
    const project = typeof details.projectId === 'number' ? projects.get(details.projectId) : undefined;
    const quantity = typeof details.quantity === 'number' ? details.quantity : 1;
    const lines = cartLinesOf(details);
    const keyCount = lines.reduce((sum, line) => sum + line.quantity, 0);
    const description =
      purpose === 'GOLD'
        ? { ko: `골드 ${payment.gold_amount.toLocaleString('en-US')} 충전`, en: `${payment.gold_amount.toLocaleString('en-US')} Gold` }
        : purpose === 'CART'
          ? { ko: `장바구니 KEY ${keyCount}개 구매`, en: `Cart: ${plural(keyCount, 'KEY')}` }
          : purpose === 'LISTING'
            ? { ko: '마켓 KEY 구매', en: 'Market KEY purchase' }
            : { ko: `${project?.title_ko ?? '프로젝트'} KEY ${quantity}개 구매`, en: `${plural(quantity, 'KEY')} of ${project?.title_en ?? 'a project'}` };
    return {
      paymentId: payment.id,
      purpose,
      description,
      paidAt: (payment.settled_at ?? payment.created_at).toISOString(),
      amountUsdCents: payment.amount_usd_cents,
    };
  });
  const totalPaidUsdCents = paymentLines.reduce((sum, line) => sum + line.amountUsdCents, 0);

  const goldPayments = payments.filter((payment) => payment.purpose === 'GOLD');
  const purchasedGold = goldPayments.reduce((sum, payment) => sum + payment.gold_amount, 0);
  const goldCents = goldPayments.reduce((sum, payment) => sum + payment.amount_usd_cents, 0);
  const goldBalance = account?.balance ?? 0;
  const unspentPurchasedGold = Math.max(0, Math.min(goldBalance, purchasedGold));
  const unspentGoldUsdCents = purchasedGold > 0 ? Math.floor((unspentPurchasedGold * goldCents) / purchasedGold) : 0;

  // What each card-paid purchase cost: `payment:<id>` (one project) or `payment:<id>:<cart item id>` (a cart line).
  const paymentsById = new Map(payments.map((payment) => [payment.id, payment]));
  const cardCents = (idempotency: string | null): number => {
    const match = /^payment:([^:]+)(?::(\d+))?$/.exec(idempotency ?? '');
    const payment = match?.[1] ? paymentsById.get(match[1]) : undefined;
    if (!match || !payment || payment.purpose !== 'KEY') return 0;
    if (match[2] === undefined) return payment.amount_usd_cents;
    const lines = cartLinesOf(payment.details);
    const shares = splitByWeight(
      payment.amount_usd_cents,
      lines.map((line) => (projects.get(line.projectId)?.price_usd_cents ?? 0) * line.quantity),
    );
    const index = lines.findIndex((line) => line.itemId === Number(match[2]));
    return index < 0 ? 0 : (shares[index] ?? 0);
  };

  const byPurchase = new Map<number, typeof items>();
  for (const item of items) byPurchase.set(item.purchase_id, [...(byPurchase.get(item.purchase_id) ?? []), item]);
  const keys: KeyLine[] = [];
  for (const group of byPurchase.values()) {
    const first = group[0];
    if (!first) continue;
    const paid = first.pay_method === 'CARD' ? cardCents(first.idempotency) : first.total_gold;
    const perKey = splitByWeight(
      paid,
      group.map(() => 1),
    );
    group.forEach((item, index) => {
      const paidUsdCents = perKey[index] ?? 0;
      if (item.owner_id !== userId || paidUsdCents <= 0) return;
      keys.push({
        keyItemId: item.key_item_id,
        serialNo: item.serial_no,
        name: { ko: item.name_ko, en: item.name_en },
        projectTitle: { ko: item.title_ko, en: item.title_en },
        paidWith: item.pay_method === 'CARD' ? 'CARD' : 'GOLD',
        paidUsdCents,
      });
    });
  }
  const keysUsdCents = keys.reduce((sum, key) => sum + key.paidUsdCents, 0);

  const uncapped = unspentGoldUsdCents + keysUsdCents;
  const cappedAtTotalPaid = uncapped > totalPaidUsdCents;
  const estimateUsdCents = cappedAtTotalPaid ? totalPaidUsdCents : uncapped;
  return {
    payments: paymentLines,
    totalPaidUsdCents,
    purchasedGold,
    goldBalance,
    unspentPurchasedGold,
    unspentGoldUsdCents,
    keys,
    keysUsdCents,
    cappedAtTotalPaid,
    estimateUsdCents,
    currency,
    totalPaidInCurrency: inCurrency(totalPaidUsdCents, currency),
    estimateInCurrency: inCurrency(estimateUsdCents, currency),
  };
}
