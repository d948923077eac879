import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refundReasonInputSchema } from 'shared-contract';
import { NAMESPACE } from '../../../namespace';
import { textareaStyle } from '../../../console-kit/components/console-styles';
import { FieldWithHint } from '../../../console-kit/components/field-with-hint';
import { FormButtons } from '../../../console-kit/components/form-buttons';

export type ReasonAction = 'incorrect' | 'fail';

type Props = { action: ReasonAction; busy: boolean; onSubmit: (reason: string) => void; onCancel: () => void };

/** The reason the member will see when a request is marked incorrect or failed (required, at most 500 characters). */
export function ReasonForm({ action, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(refundReasonInputSchema), defaultValues: { reason: '' } });
  const fieldId = `refund-reason-${action}`;

  useEffect(() => setFocus('reason'), [setFocus]);

  return (
    <form
      noValidate
      aria-labelledby={`${fieldId}-title`}
      onSubmit={(event) => void handleSubmit(({ reason }) => onSubmit(reason))(event)}
      css={css`
        display: grid;
        gap: 10px;
      `}
      data-testid="refund-reason-form"
    >
      <p
        id={`${fieldId}-title`}
        css={css`
          margin: 0;
          font-weight: 700;
        `}
      >
        {t(`console.actions.reasonTitle.${action}`)}
      </p>
      <FieldWithHint id={fieldId} label={t('console.actions.reasonLabel')} hint={t('console.actions.reasonHint')} errorCode={errors.reason?.message}>
        {(control) => <textarea {...control} maxLength={600} css={textareaStyle} {...register('reason')} />}
      </FieldWithHint>
      <FormButtons submitLabel={t(`console.actions.${action}`)} busy={busy} onCancel={onCancel} />
    </form>
  );
}
