import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, refundReasonInputSchema } from 'shared-contract';
import { Button, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { actionsRowStyle, fieldErrorStyle, fieldStyle, hintStyle, textareaStyle } from '../../console/components/console-styles';

export type ReasonAction = 'incorrect' | 'fail';

type Props = { action: ReasonAction; busy: boolean; onSubmit: (reason: string) => void; onCancel: () => void };

/** The reason the member will see when a request is marked incorrect or failed (required, at most 500 characters). */
export function ReasonForm({ action, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(refundReasonInputSchema), defaultValues: { reason: '' } });
  const fieldId = `refund-reason-${action}`;
  const code = errors.reason?.message;

  useEffect(() => setFocus('reason'), [setFocus]);

  return (
    <form
      noValidate
      aria-labelledby={`${fieldId}-title`}
      onSubmit={(event) => void handleSubmit(({ reason }) => onSubmit(reason))(event)}
      css={css`display: grid; gap: 10px;`}
      data-testid="refund-reason-form"
    >
      <p id={`${fieldId}-title`} css={css`margin: 0; font-weight: 700;`}>
        {t(`console.actions.reasonTitle.${action}`)}
      </p>
      <div css={fieldStyle}>
        <label htmlFor={fieldId}>{t('console.actions.reasonLabel')}</label>
        <p id={`${fieldId}-hint`} css={hintStyle}>
          {t('console.actions.reasonHint')}
        </p>
        <textarea
          id={fieldId}
          maxLength={600}
          css={textareaStyle}
          aria-invalid={code ? true : undefined}
          aria-describedby={[`${fieldId}-hint`, code ? `${fieldId}-error` : null].filter(Boolean).join(' ')}
          {...register('reason')}
        />
        {code ? (
          <p id={`${fieldId}-error`} role="alert" css={fieldErrorStyle}>
            {errorMessage(code, language)}
          </p>
        ) : null}
      </div>
      <div css={actionsRowStyle}>
        <Button type="submit" disabled={busy}>
          {t(`console.actions.${action}`)}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('console.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
