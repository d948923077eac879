import { krBankName, refundBankDetailsSchema, type MaskedBank, type RefundBankDetails, type RefundCurrency, type RefundRequestValues } from 'shared-contract';
import { bankDetailsAad, openBankDetails, sealBankDetails, type RefundKeyRing } from './refund-crypto';

/** The bank details of a validated form: everything but the consents. */
export function bankDetailsOf(values: RefundRequestValues): RefundBankDetails {
  const { agreeCopyright: _copyright, agreePrivacy: _privacy, agreeDelegation: _delegation, ...details } = values;
  return details;
}

const stars = (count: number) => '*'.repeat(Math.max(0, count));

/**
 * A holder name with most letters hidden: each word of a spaced name keeps its first letter (`J*** S****`); a name
 * in one piece keeps its first and last (`홍*동`), or only the first when it is two letters long.
 */
export function maskHolderName(name: string): string {
  const trimmed = name.trim();
  const words = trimmed.split(/\s+/).filter(Boolean);
  if (words.length > 1) return words.map((word) => `${[...word][0] ?? ''}${stars([...word].length - 1)}`).join(' ');
  const letters = [...trimmed];
  if (letters.length <= 1) return '*';
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${stars(letters.length - 2)}${letters[letters.length - 1]}`;
}

/** Only the last 4 characters, behind a fixed run of dots so the length is not told either. */
export const maskAccountNumber = (accountNumber: string) => `••••••${accountNumber.replace(/\s/g, '').slice(-4)}`;

export function maskBank(details: RefundBankDetails): MaskedBank {
  const bank =
    details.currency === 'KRW'
      ? (() => {
          const named = krBankName(details.bankCode);
          return { ko: named?.ko ?? details.bankCode, en: named?.en ?? details.bankCode };
        })()
      : { ko: `${details.bankName} (${details.bankCountry})`, en: `${details.bankName} (${details.bankCountry})` };
  return { currency: details.currency, bank, holderName: maskHolderName(details.holderName), accountNumber: maskAccountNumber(details.accountNumber) };
}

/** What the member and the console show once the bank details were erased after their 5 years. */
export const purgedBank = (currency: RefundCurrency): MaskedBank => ({
  currency,
  bank: { ko: '보관 기간(5년)이 지나 삭제됨', en: 'Deleted after the 5-year retention period' },
  holderName: '',
  accountNumber: '',
});

export const sealBank = (ring: RefundKeyRing, userId: number, details: RefundBankDetails) =>
  sealBankDetails(ring, JSON.stringify(details), bankDetailsAad(userId));

export const openBank = (ring: RefundKeyRing, userId: number, envelope: string): RefundBankDetails =>
  refundBankDetailsSchema.parse(JSON.parse(openBankDetails(ring, envelope, bankDetailsAad(userId))));
