import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { ERRORS, errorMessage } from 'shared-contract';
import { mq, useLanguage } from 'shared-ui';
import { fieldErrorStyle, fieldStyle, hintStyle } from '../../console/components/console-styles';

export const gridStyle = css`
  display: grid;
  gap: 12px;
  min-width: 0;
  ${mq.desktop} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const fieldsetStyle = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 12px 0 0;
  border: 0;
  border-top: 1px solid #dcdce3;
  min-width: 0;
  legend { padding: 0 0 8px; font-weight: 700; font-size: 15px; }
`;

export type Control = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type FieldProps = { id: string; label: string; hint?: string; error?: string | null; children: (control: Control) => ReactNode };

/** A labelled control with its hint and its error (announced), the control described by both. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} css={hintStyle}>
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {error ? (
        <p id={`${id}-error`} role="alert" css={fieldErrorStyle}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field's error: the catalogue message when the schema's rule names a code (EVENT_WINDOW_INVALID...), else `fallback`. */
export function useFieldError() {
  const language = useLanguage();
  return (error: FieldError | undefined, fallback: string): string | null => {
    if (!error) return null;
    const code = error.message ?? '';
    return code in ERRORS ? errorMessage(code, language) : fallback;
  };
}

/** '' → null, else the number of a select's value. */
export const optionalId = (value: string) => (value === '' ? null : Number(value));
