import { KR_BANKS, type RefundCurrency, type RefundRequestView } from 'shared-contract';

/** What the form holds, KRW and USD together; the shared schema of the currency keeps its own fields. */
export type RefundFormValues = {
  currency: RefundCurrency;
  bankCode: string;
  holderName: string;
  accountNumber: string;
  nationality: string;
  address: string;
  bankCountry: string;
  swift: string;
  bankName: string;
  bankAddress: string;
  branchName: string;
  intermediaryBic: string;
  agreeCopyright: boolean;
  agreePrivacy: boolean;
  agreeDelegation: boolean;
};

const EMPTY: Omit<RefundFormValues, 'currency'> = {
  bankCode: '',
  holderName: '',
  accountNumber: '',
  nationality: '',
  address: '',
  bankCountry: '',
  swift: '',
  bankName: '',
  bankAddress: '',
  branchName: '',
  intermediaryBic: '',
  agreeCopyright: false,
  agreePrivacy: false,
  agreeDelegation: false,
};

/**
 * The form's first values. Editing prefills what the masked view gives back whole: for KRW, the bank (found by its
 * name). Never the holder's name nor the account number (the member's view holds them masked, `홍*동`, `••••7890`:
 * the member enters them again, the masked values shown as hints) nor the consents (given anew).
 */
export function initialFormValues(currency: RefundCurrency, request: RefundRequestView | null): RefundFormValues {
  if (!request) return { currency, ...EMPTY };
  const bank = currency === 'KRW' ? KR_BANKS.find((candidate) => candidate.ko === request.bank.bank.ko || candidate.en === request.bank.bank.en) : undefined;
  return { currency, ...EMPTY, bankCode: bank?.code ?? '' };
}
