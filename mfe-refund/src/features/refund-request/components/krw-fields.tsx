import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KR_BANKS } from 'shared-contract';
import { useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import type { RefundFormValues } from '../utils/form-values';
import { FormField } from './form-field';
import { controlStyle } from './styles';

export type FieldsProps = {
  register: UseFormRegister<RefundFormValues>;
  errors: FieldErrors<RefundFormValues>;
  /** When editing: the masked account number on file, shown so the member knows to enter it again. */
  maskedAccount: string | null;
  /** When editing: the masked holder name on file (the member's view never holds the whole name): entered again. */
  maskedHolder: string | null;
};

/** KRW: a bank of the Korean list, the holder's name, the account number in digits. */
export function KrwFields({ register, errors, maskedAccount, maskedHolder }: FieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <>
      <FormField id="refund-bankCode" label={t('refund.form.bank')} error={errors.bankCode?.message}>
        {(a11y) => (
          <select {...a11y} {...register('bankCode')} css={controlStyle}>
            <option value="">{t('refund.form.choose')}</option>
            {KR_BANKS.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank[language]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="refund-holderName"
        label={t('refund.form.holderName')}
        hint={maskedHolder ? t('refund.form.holderNameAgain', { masked: maskedHolder }) : t('refund.form.holderNameHint')}
        error={errors.holderName?.message}
      >
        {(a11y) => <input {...a11y} type="text" autoComplete="name" {...register('holderName')} css={controlStyle} />}
      </FormField>
      <FormField
        id="refund-accountNumber"
        label={t('refund.form.accountNumber')}
        hint={maskedAccount ? t('refund.form.accountNumberAgain', { masked: maskedAccount }) : t('refund.form.accountNumberHint')}
        error={errors.accountNumber?.message}
      >
        {(a11y) => <input {...a11y} type="text" inputMode="numeric" autoComplete="off" maxLength={20} {...register('accountNumber')} css={controlStyle} />}
      </FormField>
    </>
  );
}
