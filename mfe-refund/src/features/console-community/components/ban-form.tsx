import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BAN_DURATIONS, banInputSchema, type BanDuration } from 'shared-contract';
import { mq, theme } from 'shared-ui';
import type { z } from 'zod';
import { NAMESPACE } from '../../../namespace';
import { hintStyle, insetFormStyle, textareaStyle } from '../../../console-kit/components/console-styles';
import { FieldWithHint } from '../../../console-kit/components/field-with-hint';
import { FormButtons } from '../../../console-kit/components/form-buttons';

const banFormSchema = banInputSchema.pick({ duration: true, reason: true });
export type BanFormValues = z.output<typeof banFormSchema>;

export const DEFAULT_BAN_DURATION: BanDuration = '7D';

const radiosStyle = css`
  display: grid;
  gap: 4px 12px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0 0 6px;
    font-size: 14px;
    font-weight: 600;
    color: ${theme.colors.gray900};
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    font-size: 15px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.colors.gray900};
  }
  ${mq.desktop} {
    grid-template-columns: repeat(5, max-content);
    label {
      min-height: 32px;
    }
  }
`;

type Props = {
  /** Who is banned and why this form was opened, shown above the fields. */
  intro: string[];
  busy: boolean;
  onSubmit: (values: BanFormValues) => void;
  onCancel: () => void;
};

/** The ban: a duration (1, 7, 30 or 90 days, or for good) and the reason the member will see (required). */
export function BanForm({ intro, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof banFormSchema>, unknown, BanFormValues>({
    resolver: zodResolver(banFormSchema),
    defaultValues: { duration: DEFAULT_BAN_DURATION, reason: '' },
  });

  useEffect(() => setFocus('duration'), [setFocus]);

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      css={insetFormStyle}
      data-testid="community-ban-form"
    >
      <p
        id={`${id}-title`}
        css={css`
          margin: 0;
          font-weight: 700;
        `}
      >
        {t('community.banForm.title')}
      </p>
      {intro.map((line) => (
        <p
          key={line}
          css={[
            hintStyle,
            css`
              margin: 0;
            `,
          ]}
        >
          {line}
        </p>
      ))}
      <fieldset css={radiosStyle}>
        <legend>{t('community.banForm.duration')}</legend>
        {BAN_DURATIONS.map((duration) => (
          <label key={duration}>
            <input type="radio" value={duration} {...register('duration')} />
            {t(`community.banForm.durations.${duration}`)}
          </label>
        ))}
      </fieldset>
      <FieldWithHint id={`${id}-reason`} label={t('community.banForm.reason')} hint={t('community.banForm.reasonHint')} errorCode={errors.reason?.message}>
        {(control) => <textarea {...control} maxLength={500} css={textareaStyle} aria-required="true" {...register('reason')} />}
      </FieldWithHint>
      <FormButtons submitLabel={t('community.banForm.submit')} busy={busy} onCancel={onCancel} />
    </form>
  );
}
