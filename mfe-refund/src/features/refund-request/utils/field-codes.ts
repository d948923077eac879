/** The form's fields, KRW and USD together. */
export type RefundField =
  | 'bankCode'
  | 'holderName'
  | 'accountNumber'
  | 'nationality'
  | 'address'
  | 'bankCountry'
  | 'swift'
  | 'bankName'
  | 'bankAddress'
  | 'branchName'
  | 'intermediaryBic'
  | 'agreeCopyright'
  | 'agreePrivacy'
  | 'agreeDelegation';

/**
 * The field a catalogue code of the api belongs to, when the code names one rule of one field. Codes shared by
 * several fields (REFUND_TEXT_TOO_LONG, REFUND_TEXT_ENGLISH) and refusals of the request as a whole are not mapped:
 * they are shown next to the submit button.
 */
const FIELD_OF_CODE: Record<string, RefundField> = {
  REFUND_BANK_REQUIRED: 'bankCode',
  REFUND_HOLDER_NAME_REQUIRED: 'holderName',
  REFUND_HOLDER_NAME_TOO_LONG: 'holderName',
  REFUND_HOLDER_NAME_ENGLISH: 'holderName',
  REFUND_ACCOUNT_NUMBER_REQUIRED: 'accountNumber',
  REFUND_ACCOUNT_NUMBER_DIGITS: 'accountNumber',
  REFUND_ACCOUNT_NUMBER_INVALID: 'accountNumber',
  REFUND_NATIONALITY_REQUIRED: 'nationality',
  REFUND_ADDRESS_REQUIRED: 'address',
  REFUND_ADDRESS_TOO_LONG: 'address',
  REFUND_ADDRESS_ENGLISH: 'address',
  REFUND_BANK_COUNTRY_REQUIRED: 'bankCountry',
  REFUND_BANK_CODE_REQUIRED: 'bankCode',
  REFUND_BANK_CODE_ABA: 'bankCode',
  REFUND_BANK_CODE_CA: 'bankCode',
  REFUND_BANK_CODE_SORT: 'bankCode',
  REFUND_BANK_CODE_BSB: 'bankCode',
  REFUND_BANK_CODE_IBAN: 'bankCode',
  REFUND_BANK_CODE_INVALID: 'bankCode',
  REFUND_SWIFT_REQUIRED: 'swift',
  REFUND_SWIFT_INVALID: 'swift',
  REFUND_SWIFT_COUNTRY: 'swift',
  REFUND_BANK_NAME_REQUIRED: 'bankName',
  REFUND_BANK_ADDRESS_REQUIRED: 'bankAddress',
  REFUND_BRANCH_NAME_REQUIRED: 'branchName',
  REFUND_INTERMEDIARY_BIC_INVALID: 'intermediaryBic',
  REFUND_CONSENT_COPYRIGHT_REQUIRED: 'agreeCopyright',
  REFUND_CONSENT_PRIVACY_REQUIRED: 'agreePrivacy',
  REFUND_CONSENT_DELEGATION_REQUIRED: 'agreeDelegation',
};

/** The field of an api code, if it is one of `fields` (the form on screen). */
export const fieldOfCode = (code: string, fields: readonly RefundField[]): RefundField | null => {
  const field = FIELD_OF_CODE[code];
  return field && fields.includes(field) ? field : null;
};

/** Refusals that mean the page is out of date (a request exists, the window moved): the overview is fetched again. */
export const STALE_CODES = new Set([
  'REFUND_ALREADY_REQUESTED',
  'REFUND_NOT_OPEN',
  'REFUND_CLOSED',
  'REFUND_NOT_EDITABLE',
  'REFUND_NOT_FOUND',
  'REFUND_NOTHING_REFUNDABLE',
  'REFUND_CURRENCY_MISMATCH',
]);
