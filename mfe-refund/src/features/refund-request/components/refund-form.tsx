import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  krwRefundInputSchema,
  usdRefundInputSchema,
  type RefundCurrency,
  type RefundRequestValues,
  type RefundRequestView,
} from 'shared-contract';
import { ApiError, useAttemptKey } from 'shared-session';
import { Button, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useEditRefundRequest } from '../api/edit-refund-request';
import { useSubmitRefundRequest } from '../api/submit-refund-request';
import { fieldOfCode, STALE_CODES, type RefundField } from '../utils/field-codes';
import { initialFormValues, type RefundFormValues } from '../utils/form-values';
import { refundResolver } from '../utils/refund-resolver';
import { ConsentsFieldset } from './consents-fieldset';
import { KrwFields } from './krw-fields';
import { bodyTextStyle, errorStyle, sectionStyle, sectionTitleStyle } from './styles';
import { UsdFields } from './usd-fields';

const KRW_FIELDS: RefundField[] = ['bankCode', 'holderName', 'accountNumber', 'agreeCopyright', 'agreePrivacy', 'agreeDelegation'];
const USD_FIELDS: RefundField[] = [
  'holderName',
  'accountNumber',
  'nationality',
  'address',
  'bankCountry',
  'bankCode',
  'swift',
  'bankName',
  'bankAddress',
  'branchName',
  'intermediaryBic',
  'agreeCopyright',
  'agreePrivacy',
  'agreeDelegation',
];

const resolvers = {
  KRW: refundResolver<RefundFormValues, RefundRequestValues>(krwRefundInputSchema),
  USD: refundResolver<RefundFormValues, RefundRequestValues>(usdRefundInputSchema),
};

/** What happened, for the page's live region: sent, or a refusal that means the page is out of date. */
export type RefundFormOutcome = { kind: 'submitted' | 'edited' | 'resubmitted' } | { kind: 'stale'; code: string };

export type RefundFormProps = {
  currency: RefundCurrency;
  /** Editing (EDIT) or resubmitting (RESUBMIT) this request; null for a first request. */
  edit: { action: 'EDIT' | 'RESUBMIT'; request: RefundRequestView } | null;
  onOutcome: (outcome: RefundFormOutcome) => void;
  onCancel?: () => void;
};

/**
 * The refund request form: react-hook-form with the shared schema of the account's currency (the api's own rules),
 * checked when a field is left and on submit, every error under its field, the first invalid field focused. The
 * api's refusal is shown by the submit button, or under its field when the code is one field's rule.
 */
export function RefundForm({ currency, edit, onOutcome, onCancel }: RefundFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const submit = useSubmitRefundRequest();
  const editRequest = useEditRefundRequest();
  const send = edit ? editRequest : submit;
  const attempt = useAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Opened by Edit Request / Resubmit Request: the member lands on the form.
  const opensForEdit = edit !== null;
  useEffect(() => {
    if (opensForEdit) titleRef.current?.focus();
  }, [opensForEdit]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<RefundFormValues, unknown, RefundRequestValues>({
    mode: 'onTouched',
    shouldFocusError: true,
    resolver: resolvers[currency],
    defaultValues: initialFormValues(currency, edit?.request ?? null),
  });
  const fields = currency === 'KRW' ? KRW_FIELDS : USD_FIELDS;

  const onValid = (input: RefundRequestValues) => {
    setRefusal(null);
    const idempotencyKey = attempt.keyFor(input);
    send.mutate(
      { input, idempotencyKey },
      {
        onSuccess: () => {
          attempt.settle();
          onOutcome({ kind: edit ? (edit.action === 'RESUBMIT' ? 'resubmitted' : 'edited') : 'submitted' });
        },
        onError: (error) => {
          attempt.settle(error);
          const code = error instanceof ApiError ? error.code : 'TEMPORARY_ERROR';
          const field = fieldOfCode(code, fields);
          if (field) setError(field, { type: 'server', message: code }, { shouldFocus: true });
          else setRefusal(code);
          if (STALE_CODES.has(code)) onOutcome({ kind: 'stale', code });
        },
      },
    );
  };

  const title = edit ? (edit.action === 'RESUBMIT' ? t('refund.form.resubmitTitle') : t('refund.form.editTitle')) : t('refund.form.title');
  const submitLabel = edit ? (edit.action === 'RESUBMIT' ? t('refund.form.submitResubmit') : t('refund.form.submitEdit')) : t('refund.form.submit');
  const maskedAccount = edit?.request.bank.accountNumber ?? null;
  const maskedHolder = edit?.request.bank.holderName || null;

  return (
    <section css={sectionStyle} aria-labelledby="refund-form-title" data-testid="refund-form-section">
      <h2 id="refund-form-title" ref={titleRef} tabIndex={-1} css={sectionTitleStyle}>
        {title}
      </h2>
      <p css={bodyTextStyle}>{t('refund.form.lead')}</p>
      <form
        noValidate
        aria-labelledby="refund-form-title"
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        data-testid="refund-form"
        css={css`
          display: grid;
          gap: 16px;
        `}
      >
        {currency === 'KRW' ? (
          <KrwFields register={register} errors={errors} maskedAccount={maskedAccount} maskedHolder={maskedHolder} />
        ) : (
          <UsdFields
            register={register}
            errors={errors}
            maskedAccount={maskedAccount}
            maskedHolder={maskedHolder}
            watch={watch}
            trigger={trigger}
            getFieldState={getFieldState}
          />
        )}
        <ConsentsFieldset register={register} errors={errors} />
        <div aria-live="polite" data-testid="refund-submit-status">
          {refusal ? (
            <p
              css={[
                errorStyle,
                css`
                  font-size: 14px;
                `,
              ]}
              data-testid="refund-submit-error"
            >
              {errorMessage(refusal, language)}
            </p>
          ) : null}
        </div>
        <div
          css={css`
            display: grid;
            gap: 8px;
          `}
        >
          <Button type="submit" size="lg" fullWidth disabled={send.isPending} aria-busy={send.isPending || undefined} data-testid="refund-submit">
            {send.isPending ? t('refund.form.submitting') : submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="ghost" fullWidth onClick={onCancel}>
              {t('refund.form.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
