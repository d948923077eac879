import { useMemo } from 'react';
import type { UseFormGetFieldState, UseFormTrigger, UseFormWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bankCodeKind, COUNTRY_CODES } from 'shared-contract';
import { useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import type { RefundFormValues } from '../utils/form-values';
import { FormField } from './form-field';
import type { FieldsProps } from './krw-fields';
import { controlStyle } from './styles';

/** The countries by their names in the current language (Intl.DisplayNames), sorted by name. */
function useCountryOptions() {
  const language = useLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}

export type UsdFieldsProps = FieldsProps & {
  watch: UseFormWatch<RefundFormValues>;
  trigger: UseFormTrigger<RefundFormValues>;
  getFieldState: UseFormGetFieldState<RefundFormValues>;
};

/**
 * USD: an international wire's fields. The payment bank code's label and hint follow the bank country
 * (`bankCodeKind`: ABA, Canadian routing, sort code, BSB, IBAN, other).
 */
export function UsdFields({ register, errors, maskedAccount, maskedHolder, watch, trigger, getFieldState }: UsdFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const countries = useCountryOptions();
  const bankCountry = watch('bankCountry');
  const kind = bankCountry ? bankCodeKind(bankCountry) : 'none';

  const countrySelect = (field: 'nationality' | 'bankCountry', onChange?: () => void) => {
    const label = field === 'nationality' ? t('refund.form.nationality') : t('refund.form.bankCountry');
    return (
      <FormField id={`refund-${field}`} label={label} error={errors[field]?.message}>
        {(a11y) => (
          <select {...a11y} {...register(field, { onChange })} autoComplete={field === 'nationality' ? 'country' : 'off'} css={controlStyle}>
            <option value="">{t('refund.form.choose')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );
  };

  // The bank code's and the SWIFT code's rules depend on the bank country: check them again once touched.
  const recheckByCountry = () => {
    const touched = (['bankCode', 'swift'] as const).filter((field) => getFieldState(field).isTouched);
    if (touched.length > 0) void trigger(touched);
  };

  const text = (field: 'holderName' | 'address' | 'swift' | 'bankName' | 'bankAddress' | 'branchName', label: string, hint?: string, autoComplete = 'off') => (
    <FormField id={`refund-${field}`} label={label} hint={hint} error={errors[field]?.message}>
      {(a11y) => <input {...a11y} type="text" autoComplete={autoComplete} {...register(field)} css={controlStyle} />}
    </FormField>
  );

  return (
    <>
      {text(
        'holderName',
        t('refund.form.holderNameUsd'),
        maskedHolder ? t('refund.form.holderNameAgain', { masked: maskedHolder }) : t('refund.form.holderNameHint'),
        'name',
      )}
      <FormField
        id="refund-accountNumber"
        label={t('refund.form.accountNumber')}
        hint={maskedAccount ? t('refund.form.accountNumberAgain', { masked: maskedAccount }) : t('refund.form.accountNumberUsdHint')}
        error={errors.accountNumber?.message}
      >
        {(a11y) => (
          <input {...a11y} type="text" autoComplete="off" autoCapitalize="characters" maxLength={40} {...register('accountNumber')} css={controlStyle} />
        )}
      </FormField>
      {countrySelect('nationality')}
      {text('address', t('refund.form.address'), t('refund.form.addressHint'), 'street-address')}
      {countrySelect('bankCountry', recheckByCountry)}
      <FormField id="refund-bankCode" label={t(`refund.form.bankCode.${kind}`)} hint={t(`refund.form.bankCodeHint.${kind}`)} error={errors.bankCode?.message}>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            inputMode={kind === 'ABA' || kind === 'CA_ROUTING' || kind === 'SORT' || kind === 'BSB' ? 'numeric' : 'text'}
            maxLength={42}
            {...register('bankCode')}
            css={controlStyle}
          />
        )}
      </FormField>
      {text('swift', t('refund.form.swift'), t('refund.form.swiftHint'))}
      {text('bankName', t('refund.form.bankName'))}
      {text('bankAddress', t('refund.form.bankAddress'))}
      {text('branchName', t('refund.form.branchName'))}
      <FormField
        id="refund-intermediaryBic"
        label={t('refund.form.intermediaryBic')}
        hint={t('refund.form.intermediaryBicHint')}
        error={errors.intermediaryBic?.message}
        optional
      >
        {(a11y) => <input {...a11y} type="text" autoComplete="off" autoCapitalize="characters" {...register('intermediaryBic')} css={controlStyle} />}
      </FormField>
    </>
  );
}
