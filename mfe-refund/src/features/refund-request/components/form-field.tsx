import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-contract';
import { theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { errorStyle, hintStyle, labelStyle } from './styles';

/** What a control needs to be tied to its label, hint and error. */
export type ControlA11y = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export type FormFieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error: a catalogue code (the shared schema's issue message, or the api's code). */
  error?: string | undefined;
  optional?: boolean;
  children: (a11y: ControlA11y) => ReactNode;
};

/** One labelled control with its hint and its error under it (aria-invalid, aria-describedby). */
export function FormField({ id, label, hint, error, optional = false, children }: FormFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-testid={`field-${id}`}>
      <label htmlFor={id} css={labelStyle}>
        {label}
        {optional ? (
          <span
            css={css`
              margin-left: 6px;
              font-weight: 400;
              color: ${theme.colors.gray600};
            `}
          >
            ({t('refund.form.optional')})
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': optional ? undefined : true })}
      {error ? (
        <p id={errorId ?? undefined} css={errorStyle} data-testid={`${id}-error`}>
          {errorMessage(error, language)}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId ?? undefined} css={hintStyle}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
