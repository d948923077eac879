import { css } from '@emotion/react';
import { useId, type InputHTMLAttributes } from 'react';
import { fieldErrorStyle, fieldHintStyle, fieldLabelStyle, textInputStyle } from 'shared-ui';

interface GoldAmountFieldProps {
  label: string;
  hint: string;
  /** The message under the field (already in the page's language), or null. */
  error: string | null;
  /** The input's own props: its value and handlers (or react-hook-form's `register`), and its test id. */
  input: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
  errorTestId: string;
}

/** A whole-Gold amount typed by the member (an offer, a watch's alert price): label, hint, and the error it names. */
export function GoldAmountField({ label, hint, error, input, errorTestId }: GoldAmountFieldProps) {
  const ids = { amount: useId(), hint: useId(), error: useId() };
  return (
    <div>
      <label htmlFor={ids.amount} css={fieldLabelStyle}>
        {label}
      </label>
      <input
        id={ids.amount}
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
        css={textInputStyle}
        {...input}
      />
      <p
        id={ids.hint}
        css={[
          fieldHintStyle,
          css`
            margin-top: 6px;
          `,
        ]}
      >
        {hint}
      </p>
      {error && (
        <p
          id={ids.error}
          role="alert"
          css={[
            fieldErrorStyle,
            css`
              margin-top: 6px;
            `,
          ]}
          data-testid={errorTestId}
        >
          {error}
        </p>
      )}
    </div>
  );
}
