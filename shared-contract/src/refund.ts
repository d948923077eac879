import { countrySpecs, extractBIC, isValidBIC, isValidIBAN, electronicFormatIBAN } from 'ibantools';
import { z } from 'zod';
import { INT4_MAX, intSchema, plainText, queryInt } from './input';
import { pageOf, pageQuerySchema } from './envelope';
import type { ErrorCode } from './errors';
import { localizedTextSchema } from './i18n';
import { servicePhaseSchema } from './service';
import { staffMemberRefSchema } from './staff';
import { refundRoundSchema, terminationScheduleSchema } from './termination';

export const REFUND_CURRENCIES = ['KRW', 'USD'] as const;
export const refundCurrencySchema = z.enum(REFUND_CURRENCIES);
export type RefundCurrency = z.infer<typeof refundCurrencySchema>;

/** Why the account refunds in its currency: a Korean IP or a Korean identity verification means KRW. */
export const REFUND_CURRENCY_REASONS = ['KR_IP', 'KR_IDENTITY', 'FOREIGN'] as const;
export const refundCurrencyReasonSchema = z.enum(REFUND_CURRENCY_REASONS);
export type RefundCurrencyReason = z.infer<typeof refundCurrencyReasonSchema>;

/**
 * SUBMITTED → UNDER_REVIEW → APPROVED → COMPLETED (paid in a batch); UNDER_REVIEW → INCORRECT (member edits, back to
 * SUBMITTED); UNDER_REVIEW or APPROVED → FAILED (member resubmits, back to SUBMITTED). Spec: submitted, under review,
 * refund completed, refund failed.
 */
export const REFUND_STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'INCORRECT', 'APPROVED', 'COMPLETED', 'FAILED'] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** Statuses in which the member may change the bank details: EDIT (submitted, incorrect) or RESUBMIT (failed). */
export const refundEditActionFor = (status: RefundStatus): 'EDIT' | 'RESUBMIT' | null =>
  status === 'SUBMITTED' || status === 'INCORRECT' ? 'EDIT' : status === 'FAILED' ? 'RESUBMIT' : null;

/** The Korean banks a KRW refund can be paid to (KFTC bank codes). */
export const KR_BANKS = [
  { code: '002', ko: 'KDB산업은행', en: 'KDB Korea Development Bank' },
  { code: '003', ko: 'IBK기업은행', en: 'IBK Industrial Bank of Korea' },
  { code: '004', ko: 'KB국민은행', en: 'KB Kookmin Bank' },
  { code: '007', ko: '수협은행', en: 'Suhyup Bank' },
  { code: '011', ko: 'NH농협은행', en: 'NH NongHyup Bank' },
  { code: '012', ko: '지역농축협', en: 'Local Nonghyup' },
  { code: '020', ko: '우리은행', en: 'Woori Bank' },
  { code: '023', ko: 'SC제일은행', en: 'SC First Bank' },
  { code: '027', ko: '한국씨티은행', en: 'Citibank Korea' },
  { code: '031', ko: 'iM뱅크', en: 'iM Bank' },
  { code: '032', ko: '부산은행', en: 'Busan Bank' },
  { code: '034', ko: '광주은행', en: 'Kwangju Bank' },
  { code: '035', ko: '제주은행', en: 'Jeju Bank' },
  { code: '037', ko: '전북은행', en: 'Jeonbuk Bank' },
  { code: '039', ko: '경남은행', en: 'Kyongnam Bank' },
  { code: '045', ko: '새마을금고', en: 'MG Community Credit Cooperatives' },
  { code: '048', ko: '신협', en: 'Shinhyup Credit Union' },
  { code: '050', ko: '저축은행', en: 'Savings Bank' },
  { code: '054', ko: 'HSBC은행', en: 'HSBC Korea' },
  { code: '064', ko: '산림조합', en: 'Korea Forestry Cooperatives' },
  { code: '071', ko: '우체국', en: 'Korea Post' },
  { code: '081', ko: '하나은행', en: 'Hana Bank' },
  { code: '088', ko: '신한은행', en: 'Shinhan Bank' },
  { code: '089', ko: '케이뱅크', en: 'K Bank' },
  { code: '090', ko: '카카오뱅크', en: 'Kakao Bank' },
  { code: '092', ko: '토스뱅크', en: 'Toss Bank' },
] as const;
export type KrBankCode = (typeof KR_BANKS)[number]['code'];
const KR_BANK_CODES = KR_BANKS.map((bank) => bank.code) as [KrBankCode, ...KrBankCode[]];
export const krBankName = (code: string) => KR_BANKS.find((bank) => bank.code === code);

/** ISO 3166-1 alpha-2 codes (nationality and bank country); names come from Intl.DisplayNames in the UI. */
export const COUNTRY_CODES = Object.keys(countrySpecs)
  .filter((code) => /^[A-Z]{2}$/.test(code))
  .sort();
const isCountryCode = (value: string) => COUNTRY_CODES.includes(value);

/** How a bank country names the bank in `bankCode`. */
export type BankCodeKind = 'ABA' | 'CA_ROUTING' | 'SORT' | 'BSB' | 'IBAN' | 'OTHER';
export function bankCodeKind(country: string): BankCodeKind {
  if (country === 'US') return 'ABA';
  if (country === 'CA') return 'CA_ROUTING';
  if (country === 'GB') return 'SORT';
  if (country === 'AU') return 'BSB';
  return countrySpecs[country as keyof typeof countrySpecs]?.chars ? 'IBAN' : 'OTHER';
}

/** ABA routing number: 9 digits whose weighted sum (3, 7, 1 repeated) is a multiple of 10. */
export function isValidAbaRouting(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
}

/** Spaces and dashes people type inside bank codes are not part of them. */
export const compactBankCode = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** The first rule a bank code breaks for its bank country, or null. */
export function bankCodeProblem(country: string, rawCode: string): ErrorCode | null {
  const code = compactBankCode(rawCode);
  switch (bankCodeKind(country)) {
    case 'ABA':
      return isValidAbaRouting(code) ? null : 'REFUND_BANK_CODE_ABA';
    case 'CA_ROUTING':
      return /^\d{9}$/.test(code) ? null : 'REFUND_BANK_CODE_CA';
    case 'SORT':
      return /^\d{6}$/.test(code) ? null : 'REFUND_BANK_CODE_SORT';
    case 'BSB':
      return /^\d{6}$/.test(code) ? null : 'REFUND_BANK_CODE_BSB';
    case 'IBAN': {
      const iban = electronicFormatIBAN(code) ?? '';
      return iban.length <= 34 && iban.startsWith(country) && isValidIBAN(iban) ? null : 'REFUND_BANK_CODE_IBAN';
    }
    default:
      return /^[A-Z0-9]{3,34}$/.test(code) ? null : 'REFUND_BANK_CODE_INVALID';
  }
}

/** SWIFT/BIC: 8 or 11 characters in the ISO 9362 shape (ibantools), of a real country. */
export function bicProblem(rawBic: string, code: ErrorCode = 'REFUND_SWIFT_INVALID'): ErrorCode | null {
  const bic = rawBic.trim().toUpperCase();
  if (bic.length < 8 || bic.length > 11 || !isValidBIC(bic)) return code;
  return null;
}

const required = (code: ErrorCode) => plainText({ error: code }).trim().min(1, { error: code });
const ascii = /^[\x20-\x7E]+$/;
const englishName = /^[A-Za-z][A-Za-z .,'-]*$/;
const accepted = (code: ErrorCode) => z.literal(true, { error: code });

const consentsShape = {
  agreeCopyright: accepted('REFUND_CONSENT_COPYRIGHT_REQUIRED'),
  agreePrivacy: accepted('REFUND_CONSENT_PRIVACY_REQUIRED'),
  agreeDelegation: accepted('REFUND_CONSENT_DELEGATION_REQUIRED'),
};

/** KRW: a bank from the Korean list, the holder's name, the account number in digits only. */
export const krwRefundInputSchema = z.object({
  currency: z.literal('KRW'),
  bankCode: z.enum(KR_BANK_CODES, { error: 'REFUND_BANK_REQUIRED' }),
  holderName: required('REFUND_HOLDER_NAME_REQUIRED').max(40, { error: 'REFUND_HOLDER_NAME_TOO_LONG' }),
  accountNumber: required('REFUND_ACCOUNT_NUMBER_REQUIRED').regex(/^\d{10,16}$/, { error: 'REFUND_ACCOUNT_NUMBER_DIGITS' }),
  ...consentsShape,
});

/** USD: an international wire's fields; the bank code's rule depends on the bank country. */
export const usdRefundInputSchema = z
  .object({
    currency: z.literal('USD'),
    holderName: required('REFUND_HOLDER_NAME_REQUIRED')
      .max(70, { error: 'REFUND_HOLDER_NAME_TOO_LONG' })
      .regex(englishName, { error: 'REFUND_HOLDER_NAME_ENGLISH' }),
    accountNumber: required('REFUND_ACCOUNT_NUMBER_REQUIRED')
      .transform((value) => value.replace(/\s/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{4,34}$/, { error: 'REFUND_ACCOUNT_NUMBER_INVALID' })),
    nationality: required('REFUND_NATIONALITY_REQUIRED').refine(isCountryCode, { error: 'REFUND_NATIONALITY_REQUIRED' }),
    address: required('REFUND_ADDRESS_REQUIRED').max(200, { error: 'REFUND_ADDRESS_TOO_LONG' }).regex(ascii, { error: 'REFUND_ADDRESS_ENGLISH' }),
    bankCountry: required('REFUND_BANK_COUNTRY_REQUIRED').refine(isCountryCode, { error: 'REFUND_BANK_COUNTRY_REQUIRED' }),
    bankCode: required('REFUND_BANK_CODE_REQUIRED').transform(compactBankCode),
    swift: required('REFUND_SWIFT_REQUIRED').transform((value) => value.toUpperCase()),
    bankName: required('REFUND_BANK_NAME_REQUIRED').max(100, { error: 'REFUND_TEXT_TOO_LONG' }).regex(ascii, { error: 'REFUND_TEXT_ENGLISH' }),
    bankAddress: required('REFUND_BANK_ADDRESS_REQUIRED').max(200, { error: 'REFUND_TEXT_TOO_LONG' }).regex(ascii, { error: 'REFUND_TEXT_ENGLISH' }),
    branchName: required('REFUND_BRANCH_NAME_REQUIRED').max(100, { error: 'REFUND_TEXT_TOO_LONG' }).regex(ascii, { error: 'REFUND_TEXT_ENGLISH' }),
    /** Optional: empty means none. */
    intermediaryBic: plainText()
      .trim()
      .transform((value) => value.toUpperCase())
      .optional()
      .default(''),
    ...consentsShape,
  })
  .superRefine((value, ctx) => {
    if (isCountryCode(value.bankCountry)) {
      const codeProblem = bankCodeProblem(value.bankCountry, value.bankCode);
      if (codeProblem) ctx.addIssue({ code: 'custom', message: codeProblem, path: ['bankCode'] });
    }
    const swiftProblem = bicProblem(value.swift);
    if (swiftProblem) ctx.addIssue({ code: 'custom', message: swiftProblem, path: ['swift'] });
    else if (isCountryCode(value.bankCountry) && extractBIC(value.swift).countryCode !== value.bankCountry)
      ctx.addIssue({ code: 'custom', message: 'REFUND_SWIFT_COUNTRY', path: ['swift'] });
    if (value.intermediaryBic !== '') {
      const problem = bicProblem(value.intermediaryBic, 'REFUND_INTERMEDIARY_BIC_INVALID');
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['intermediaryBic'] });
    }
  });

/** `POST /api/payment/refund/request` and `/edit`: one of the two shapes, by the account's currency. */
export const refundRequestInputSchema = z.discriminatedUnion('currency', [krwRefundInputSchema, usdRefundInputSchema], {
  error: 'REFUND_CURRENCY_MISMATCH',
});
export type RefundRequestInput = z.input<typeof refundRequestInputSchema>;
export type RefundRequestValues = z.output<typeof refundRequestInputSchema>;
export type KrwRefundValues = z.output<typeof krwRefundInputSchema>;
export type UsdRefundValues = z.output<typeof usdRefundInputSchema>;

/** Bank details as stored (encrypted) and shown to staff: the input without the consents. */
export type RefundBankDetails =
  Omit<KrwRefundValues, 'agreeCopyright' | 'agreePrivacy' | 'agreeDelegation'> | Omit<UsdRefundValues, 'agreeCopyright' | 'agreePrivacy' | 'agreeDelegation'>;

export const refundBankDetailsSchema = z.discriminatedUnion('currency', [
  krwRefundInputSchema.omit({ agreeCopyright: true, agreePrivacy: true, agreeDelegation: true }),
  z.object({
    currency: z.literal('USD'),
    holderName: z.string(),
    accountNumber: z.string(),
    nationality: z.string(),
    address: z.string(),
    bankCountry: z.string(),
    bankCode: z.string(),
    swift: z.string(),
    bankName: z.string(),
    bankAddress: z.string(),
    branchName: z.string(),
    intermediaryBic: z.string(),
  }),
]);

/** What the member sees of the bank details: never the whole account number. */
export const maskedBankSchema = z.object({
  currency: refundCurrencySchema,
  /** The Korean bank's name, or the foreign bank's name and country. */
  bank: localizedTextSchema,
  holderName: z.string(),
  /** e.g. `••••••1234`. */
  accountNumber: z.string(),
});
export type MaskedBank = z.infer<typeof maskedBankSchema>;

/** A card payment the member made: money paid. */
export const refundPaymentLineSchema = z.object({
  paymentId: z.string(),
  purpose: z.enum(['GOLD', 'KEY', 'CART', 'LISTING']),
  description: localizedTextSchema,
  paidAt: z.string(),
  amountUsdCents: z.number().int(),
});

/** A KEY bought from the platform that the member still owns: refunded at the price paid. */
export const refundKeyLineSchema = z.object({
  keyItemId: z.number().int(),
  serialNo: z.number().int(),
  name: localizedTextSchema,
  projectTitle: localizedTextSchema,
  paidWith: z.enum(['GOLD', 'CARD']),
  paidUsdCents: z.number().int(),
});

/**
 * The amounts, line by line. Total: every card payment. Estimate: unspent purchased Gold (free Gold is counted as
 * spent first) at the price paid per Gold, plus the price paid for platform KEYs still owned, never more than the
 * total paid. `inCurrency` gives both figures in the account's currency (won or cents).
 */
export const refundAmountsSchema = z.object({
  payments: z.array(refundPaymentLineSchema),
  totalPaidUsdCents: z.number().int(),
  /** Gold bought with money, and how much of the balance counts as that Gold. */
  purchasedGold: z.number().int(),
  goldBalance: z.number().int(),
  unspentPurchasedGold: z.number().int(),
  unspentGoldUsdCents: z.number().int(),
  keys: z.array(refundKeyLineSchema),
  keysUsdCents: z.number().int(),
  /** The estimate was lowered to the total paid. */
  cappedAtTotalPaid: z.boolean(),
  estimateUsdCents: z.number().int(),
  currency: refundCurrencySchema,
  totalPaidInCurrency: z.number().int(),
  estimateInCurrency: z.number().int(),
});
export type RefundAmounts = z.infer<typeof refundAmountsSchema>;

export const refundHistoryEntrySchema = z.object({
  status: refundStatusSchema,
  at: z.string(),
  /** The reason the support team gave (INCORRECT, FAILED), shown to the member. */
  reason: z.string().nullable(),
});

/** The member's request as /refund shows it. */
export const refundRequestViewSchema = z.object({
  id: z.number().int(),
  status: refundStatusSchema,
  currency: refundCurrencySchema,
  /** The amount to refund in the currency's minor unit (won or cents), fixed when (re)submitted. */
  amountInCurrency: z.number().int(),
  round: refundRoundSchema,
  /** Once erased after the 5-year retention: the bank reads "deleted", holder name and account number are empty. */
  bank: maskedBankSchema,
  /** The support team's reason for the current INCORRECT or FAILED status. */
  reason: z.string().nullable(),
  /** What the member may do now: null outside the refund window too. */
  editAction: z.enum(['EDIT', 'RESUBMIT']).nullable(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  history: z.array(refundHistoryEntrySchema),
});
export type RefundRequestView = z.infer<typeof refundRequestViewSchema>;

/** Where the refund window stands for the member now. */
export const REFUND_WINDOW_STATES = ['NO_SCHEDULE', 'NOT_OPEN', 'OPEN', 'CLOSED'] as const;

/** `GET /api/payment/refund/search`. */
export const refundOverviewSchema = z.object({
  phase: servicePhaseSchema,
  window: z.enum(REFUND_WINDOW_STATES),
  schedule: terminationScheduleSchema.nullable(),
  /** The round a request made now belongs to (null outside the window). */
  currentRound: refundRoundSchema.nullable(),
  currency: refundCurrencySchema,
  currencyReason: refundCurrencyReasonSchema,
  amounts: refundAmountsSchema,
  request: refundRequestViewSchema.nullable(),
});
export type RefundOverview = z.infer<typeof refundOverviewSchema>;

// ---- Staff console -------------------------------------------------------------------------------------------

/** The console's paths: an id that cannot name a row answers like one that names none. */
export const refundPathSchema = z.object({ id: queryInt(1, INT4_MAX, 'REFUND_NOT_FOUND') });
export const refundBatchPathSchema = z.object({ id: queryInt(1, INT4_MAX, 'REFUND_BATCH_NOT_FOUND') });

export const refundQueueQuerySchema = pageQuerySchema.extend({
  round: queryInt(1, 12).optional(),
  status: refundStatusSchema.optional(),
  currency: refundCurrencySchema.optional(),
  /** Member id, e-mail or nickname (part of it). */
  q: plainText().trim().max(100).optional(),
});
export type RefundQueueQuery = z.infer<typeof refundQueueQuerySchema>;

export const refundQueueItemSchema = z.object({
  id: z.number().int(),
  member: staffMemberRefSchema,
  status: refundStatusSchema,
  currency: refundCurrencySchema,
  amountInCurrency: z.number().int(),
  round: z.number().int(),
  payBy: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  reviewer: staffMemberRefSchema.nullable(),
  approver: staffMemberRefSchema.nullable(),
  batchId: z.number().int().nullable(),
});
export type RefundQueueItem = z.infer<typeof refundQueueItemSchema>;
export const refundQueuePageSchema = pageOf(refundQueueItemSchema);

export const refundConsoleHistoryEntrySchema = refundHistoryEntrySchema.extend({ actor: staffMemberRefSchema.nullable() });

export const refundRequestDetailSchema = refundQueueItemSchema.extend({
  currencyReason: refundCurrencyReasonSchema,
  reason: z.string().nullable(),
  /** The calculation as it stood when the request was (re)submitted. */
  amounts: refundAmountsSchema,
  bank: maskedBankSchema,
  history: z.array(refundConsoleHistoryEntrySchema),
});
export type RefundRequestDetail = z.infer<typeof refundRequestDetailSchema>;

export const refundReasonInputSchema = z.object({
  reason: plainText({ multiline: true, error: 'REFUND_REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'REFUND_REASON_REQUIRED' })
    .max(500, { error: 'REFUND_REASON_TOO_LONG' }),
});

/** One row per round, currency and status. */
export const refundSummaryRowSchema = z.object({
  round: z.number().int(),
  payBy: z.string(),
  currency: refundCurrencySchema,
  status: refundStatusSchema,
  count: z.number().int(),
  sumInCurrency: z.number().int(),
});
export const refundSummarySchema = z.array(refundSummaryRowSchema);

export const refundBatchInputSchema = z.object({ round: intSchema(1, 12), currency: refundCurrencySchema });
export const refundBatchSchema = z.object({
  id: z.number().int(),
  round: z.number().int(),
  currency: refundCurrencySchema,
  status: z.enum(['OPEN', 'PAID']),
  count: z.number().int(),
  totalInCurrency: z.number().int(),
  createdAt: z.string(),
  createdBy: staffMemberRefSchema,
  paidAt: z.string().nullable(),
  paidBy: staffMemberRefSchema.nullable(),
});
export type RefundBatch = z.infer<typeof refundBatchSchema>;
export const refundBatchListSchema = z.array(refundBatchSchema);
