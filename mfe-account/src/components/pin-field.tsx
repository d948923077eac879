import type { UseFormRegisterReturn } from 'react-hook-form';
import { errorMessage, type Language } from 'shared-contract';
import { fieldErrorStyle, labelStyle, pinInputStyle } from './form-styles';

export type PinFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The catalogue error code of the field's first problem, if any. */
  errorCode: string | undefined;
  language: Language;
  /** `data-testid` of the error line. */
  errorTestId: string;
};

/** One six-digit cabinet password input with its label and error (sign-up and reset). */
export function PinField({ id, label, registration, errorCode, language, errorTestId }: PinFieldProps) {
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        pattern="[0-9]*"
        css={pinInputStyle}
        {...registration}
        aria-invalid={errorCode ? true : undefined}
        aria-describedby={errorCode ? `${id}-error` : undefined}
      />
      {errorCode ? (
        <p id={`${id}-error`} role="alert" css={fieldErrorStyle} data-testid={errorTestId}>
          {errorMessage(errorCode, language)}
        </p>
      ) : null}
    </div>
  );
}
