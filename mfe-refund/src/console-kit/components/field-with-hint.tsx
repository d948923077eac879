import type { ReactNode } from 'react';
import { errorMessage } from 'shared-contract';
import { useLanguage } from 'shared-ui';
import { fieldErrorStyle, fieldStyle, hintStyle } from './console-styles';

/** The attributes that tie a control to its label, hint and error. */
export type DescribedControl = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string };

type Props = {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  /** The error code to show under the control (in the page's language), if any. */
  errorCode: string | null | undefined;
  /** Draws the control with the attributes given (spread them on it). */
  children: (control: DescribedControl) => ReactNode;
};

/** A labelled control with its hint above and its error below; the control is described by both (`${id}-hint`, `${id}-error`). */
export function FieldWithHint({ id, label, hint, errorCode, children }: Props) {
  const language = useLanguage();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <p id={hintId} css={hintStyle}>
        {hint}
      </p>
      {children({ id, 'aria-invalid': errorCode ? true : undefined, 'aria-describedby': errorCode ? `${hintId} ${errorId}` : hintId })}
      {errorCode ? (
        <p id={errorId} role="alert" css={fieldErrorStyle}>
          {errorMessage(errorCode, language)}
        </p>
      ) : null}
    </div>
  );
}
