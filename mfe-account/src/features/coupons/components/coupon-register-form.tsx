import { css } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUPON_CODE_MAX, couponRegisterRequestSchema, errorMessage } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { errorTextStyle, hintStyle, sectionStyle, sectionTitleStyle, successTextStyle, textInputStyle } from '../../../components/card-styles';
import { schemaResolver } from '../../../utils/schema-resolver';
import { useRegisterCoupon } from '../api/coupons-api';

type CouponForm = { code: string };
const resolver = schemaResolver<CouponForm, { code: string }>(couponRegisterRequestSchema);

/** The code field (letters and digits, the api's own schema), the "cannot be cancelled" notice, the api's answer. */
export function CouponRegisterForm() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const registerCoupon = useRegisterCoupon();
  const [registeredCode, setRegisteredCode] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CouponForm, unknown, { code: string }>({ resolver, defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    setRegisteredCode(null);
    try {
      const coupon = await registerCoupon.mutateAsync(code);
      setRegisteredCode(coupon.code);
      reset({ code: '' });
    } catch {
      // The mutation's error is shown under the field.
    }
  });

  const fieldError = errors.code?.message ? errorMessage(errors.code.message, language) : null;
  const apiError = registerCoupon.error
    ? registerCoupon.error instanceof ApiError
      ? registerCoupon.error.message
      : errorMessage('TEMPORARY_ERROR', language)
    : null;
  const problem = fieldError ?? apiError;

  return (
    <section css={sectionStyle} aria-labelledby="coupon-register-title">
      <h2 id="coupon-register-title" css={sectionTitleStyle}>
        {t('coupons.registerTitle')}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <label
          htmlFor="coupon-code"
          css={css`
            display: block;
            margin-bottom: 6px;
            font-size: 14px;
            font-weight: 600;
          `}
        >
          {t('coupons.codeLabel')}
        </label>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 8px;
          `}
        >
          <input
            id="coupon-code"
            css={[
              textInputStyle,
              css`
                flex-basis: 160px;
                text-transform: uppercase;
              `,
            ]}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={COUPON_CODE_MAX}
            placeholder={t('coupons.codePlaceholder')}
            aria-invalid={problem ? 'true' : 'false'}
            aria-describedby="coupon-code-hint coupon-notice coupon-code-problem"
            data-testid="coupon-code"
            {...register('code', { onChange: () => registerCoupon.reset() })}
          />
          <Button type="submit" disabled={registerCoupon.isPending} data-testid="coupon-register">
            {registerCoupon.isPending ? t('coupons.registering') : t('coupons.register')}
          </Button>
        </div>
        <p id="coupon-code-hint" css={hintStyle}>
          {t('coupons.codeHint')}
        </p>
        <p
          id="coupon-notice"
          css={[
            hintStyle,
            css`
              color: ${theme.colors.gray700};
              font-weight: 600;
            `,
          ]}
          data-testid="coupon-notice"
        >
          {t('coupons.notice')}
        </p>
        <p id="coupon-code-problem" role="alert" css={errorTextStyle} data-testid="coupon-error">
          {problem ?? ''}
        </p>
        {registeredCode && (
          <p role="status" css={successTextStyle} data-testid="coupon-registered">
            {t('coupons.registered', { code: registeredCode })}
          </p>
        )}
      </form>
    </section>
  );
}
