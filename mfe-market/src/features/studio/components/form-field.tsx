import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorStyle, fieldHintStyle, fieldStyle, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { fieldErrorText } from '../utils/field-errors';

/** What a field's control takes to be named, described and marked invalid. */
export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type FormFieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The field's message (a token, a catalogue code or the api's text: see `field-errors.ts`). */
  error?: string;
  children: (control: ControlProps) => ReactNode;
};

const labelStyle = css`
  font-size: 14px;
  font-weight: 600;
  color: ${theme.colors.gray800};
`;

/** A labelled control with its hint and its error, tied to it for assistive technology. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const errorText = useFieldErrorText()(error);
  const hintId = hint ? `${id}-hint` : null;
  const errorId = errorText ? `${id}-error` : null;
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      {children({ id, 'aria-invalid': errorText ? true : undefined, 'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined })}
      {hint ? (
        <p id={hintId ?? undefined} css={fieldHintStyle}>
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId ?? undefined} css={fieldErrorStyle} data-testid={`${id}-error`}>
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

/** Writes a field's message in the page's language. */
export function useFieldErrorText() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (message: string | undefined) => fieldErrorText(message, (key, options) => t(key, options), language);
}
