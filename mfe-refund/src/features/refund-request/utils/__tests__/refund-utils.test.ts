import type { ResolverOptions } from 'react-hook-form';
import { usdRefundInputSchema } from 'shared-contract';
import { fieldOfCode } from '../field-codes';
import { initialFormValues, type RefundFormValues } from '../form-values';
import { refundResolver } from '../refund-resolver';
import { requestFixture } from '../../../../testing/refund-fixtures';
import { formatKstLastDay, formatKstLastMinute, formatMoney } from 'shared-ui';

const options = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<RefundFormValues>;

describe('refund-request utils', () => {
  it('formats money as the spec shows it, and KST ends', () => {
    expect(formatMoney(12600, 'KRW')).toBe('₩12,600');
    expect(formatMoney(900, 'USD')).toBe('$9.00');
    expect(formatKstLastMinute('2025-06-15T15:00:00.000Z', 'ko')).toBe('2025-06-15 23:59');
    expect(formatKstLastDay('2025-04-30T15:00:00.000Z', 'ko')).toBe('2025-04-30');
    expect(formatKstLastMinute('2025-06-15T15:00:00.000Z', 'en')).toBe('Jun 15, 2025, 11:59 PM KST');
    expect(formatKstLastDay('2025-04-30T15:00:00.000Z', 'en')).toBe('Apr 30, 2025');
  });

  it('maps a field rule of the api onto a field of the form on screen only', () => {
    expect(fieldOfCode('REFUND_BANK_CODE_IBAN', ['bankCode'])).toBe('bankCode');
    expect(fieldOfCode('REFUND_SWIFT_COUNTRY', ['bankCode'])).toBeNull();
    expect(fieldOfCode('REFUND_TEXT_ENGLISH', ['bankName', 'bankAddress'])).toBeNull();
    expect(fieldOfCode('REFUND_ALREADY_REQUESTED', ['bankCode'])).toBeNull();
  });

  it('shows the bank code rule even while a consent is missing (zod stops before the rules across fields)', async () => {
    const values = {
      ...initialFormValues('USD', null),
      holderName: 'Jane Doe',
      accountNumber: '12345678',
      nationality: 'US',
      address: '1 Main St',
      bankCountry: 'US',
      bankCode: '123456789',
      swift: 'CHASUS33',
      bankName: 'Chase',
      bankAddress: 'New York',
      branchName: 'Main',
    };
    expect(usdRefundInputSchema.safeParse(values).error?.issues.map((issue) => issue.message)).not.toContain('REFUND_BANK_CODE_ABA');
    const result = await refundResolver<RefundFormValues, unknown>(usdRefundInputSchema)(values, undefined, options);
    expect(Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]))).toEqual({
      bankCode: 'REFUND_BANK_CODE_ABA',
      agreeCopyright: 'REFUND_CONSENT_COPYRIGHT_REQUIRED',
      agreePrivacy: 'REFUND_CONSENT_PRIVACY_REQUIRED',
      agreeDelegation: 'REFUND_CONSENT_DELEGATION_REQUIRED',
    });
  });

  it('prefills an edit with the bank, never the masked holder name or account number nor the consents', () => {
    expect(initialFormValues('KRW', requestFixture('INCORRECT'))).toMatchObject({ bankCode: '004', holderName: '', accountNumber: '', agreeCopyright: false });
    expect(initialFormValues('USD', requestFixture('FAILED', { currency: 'USD' }))).toMatchObject({ holderName: '', accountNumber: '' });
  });
});
