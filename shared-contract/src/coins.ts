import { z } from 'zod';
import { plainText, queryInt } from './input';
import type { ErrorCode } from './errors';
import { localizedTextSchema } from './i18n';

/** Gold purchase rules and prices (spec sections 6 and 9). */
export const GOLD_MINIMUM = 800;
export const GOLD_STEP = 10;
/** Card payments are in USD: 1 Gold costs 1 US cent (800 Gold = USD 8.00). */
export const USD_CENTS_PER_GOLD = 1;
/** The fixed rate used to show the approximate KRW next to a USD price (display only; the card is charged in USD). */
export const KRW_PER_USD = 1400;
/** The packages offered on /my/coins (any other amount may be entered too, within the rules). */
export const GOLD_PACKAGES = [800, 1500, 3000, 5000, 10000] as const;
/** The largest single purchase (keeps a typo from charging a fortune). */
export const GOLD_MAXIMUM = 1_000_000;

export const goldPriceUsdCents = (gold: number) => gold * USD_CENTS_PER_GOLD;
/** Approximate KRW for a USD cent amount, rounded to 10 won. */
export const approxKrw = (usdCents: number) => Math.round((usdCents * KRW_PER_USD) / 100 / 10) * 10;

/** The first Gold purchase rule a value breaks, or null; the form and the api share it. */
export function goldAmountProblem(gold: number): ErrorCode | null {
  if (!Number.isInteger(gold) || gold < GOLD_MINIMUM) return 'GOLD_BELOW_MINIMUM';
  if (gold % GOLD_STEP !== 0) return 'GOLD_NOT_IN_UNITS';
  if (gold > GOLD_MAXIMUM) return 'VALIDATION_FAILED';
  return null;
}

export const goldAmountSchema = z.number({ error: 'GOLD_BELOW_MINIMUM' }).superRefine((value, ctx) => {
  const problem = goldAmountProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** `POST /api/coin/payment` (Idempotency-Key header). */
export const coinPaymentRequestSchema = z.object({ gold: goldAmountSchema, providerId: plainText().min(1).max(64) });
export type CoinPaymentRequest = z.infer<typeof coinPaymentRequestSchema>;

/** The custom amount form on /my/coins: the text field, checked with the same rules. */
export const goldAmountFormSchema = z.object({
  gold: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = /^\d+$/.test(value) ? goldAmountProblem(Number(value)) : 'GOLD_BELOW_MINIMUM';
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type GoldAmountForm = z.infer<typeof goldAmountFormSchema>;

/** `POST /api/coin/payment/confirm` (Idempotency-Key header): the provider's token from the return URL. */
export const coinPaymentConfirmRequestSchema = z.object({ paymentId: plainText().min(1).max(64), token: plainText().min(1).max(256) });

/** Where the card provider sends the browser back after a Gold purchase. */
export const COIN_CALLBACK = { success: '/callback/coin-success', error: '/callback/coin-error' } as const;
/** Where the card provider sends the browser back after a KEY purchase. */
export const PAYMENT_CALLBACK = { success: '/callback/payment-success', error: '/callback/payment-error' } as const;

export const paymentProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  label: localizedTextSchema,
  method: z.literal('CARD'),
  currency: z.literal('USD'),
  sandbox: z.boolean(),
});
export type PaymentProviderInfo = z.infer<typeof paymentProviderSchema>;
export const paymentProvidersSchema = z.array(paymentProviderSchema);
export type PaymentProviders = z.infer<typeof paymentProvidersSchema>;
export const paymentProvidersByNameSchema = z.record(z.string(), paymentProviderSchema);

export const goldPackageSchema = z.object({ gold: z.number().int(), usdCents: z.number().int(), approxKrw: z.number().int() });
export const coinPriceSchema = z.object({
  packages: z.array(goldPackageSchema),
  minimum: z.number().int(),
  step: z.number().int(),
  usdCentsPerGold: z.number(),
  krwPerUsd: z.number(),
});
export type CoinPrice = z.infer<typeof coinPriceSchema>;

/** `balance` is every Gold held; `reserved` is the part pending offers hold (issue 15), not spendable until released. */
export const coinInfoSchema = z.object({ balance: z.number().int(), reserved: z.number().int().default(0), purchaseCount: z.number().int() });
export type CoinInfo = z.infer<typeof coinInfoSchema>;

export const goldLedgerKindSchema = z.enum(['PURCHASE', 'SPEND', 'REFUND', 'REWARD', 'ADJUSTMENT', 'SALE']);
export type GoldLedgerKindName = z.infer<typeof goldLedgerKindSchema>;
export const coinHistoryItemSchema = z.object({
  id: z.number().int(),
  kind: goldLedgerKindSchema,
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reference: z.string(),
  createdAt: z.string(),
});
export type CoinHistoryItem = z.infer<typeof coinHistoryItemSchema>;
export const COIN_HISTORY_PAGE_SIZE = 20;
export const coinHistoryQuerySchema = z.object({
  page: queryInt(1, 100_000).default(1),
  size: queryInt(1, 100).default(COIN_HISTORY_PAGE_SIZE),
});
export const coinHistorySchema = z.object({
  items: z.array(coinHistoryItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type CoinHistory = z.infer<typeof coinHistorySchema>;

export const coinPaymentCreatedSchema = z.object({ paymentId: z.string(), checkoutUrl: z.string(), usdCents: z.number().int(), gold: z.number().int() });
export const paymentStatusSchema = z.enum(['CREATED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'FAILED']);
export const coinPaymentResultSchema = z.object({
  paymentId: z.string(),
  status: paymentStatusSchema,
  gold: z.number().int(),
  balance: z.number().int(),
});
export type CoinPaymentResult = z.infer<typeof coinPaymentResultSchema>;
