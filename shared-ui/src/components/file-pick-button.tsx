import { css } from '@emotion/react';
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { theme } from '../theme';
import { visuallyHidden } from './visually-hidden';

export type FilePickButtonProps = {
  /** The button's text (and icon): the label of the file input, so its accessible name. */
  children: ReactNode;
  /** The files just chosen (never none). The input is emptied first, so choosing the same file again fires again. */
  onFiles: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The input's id (one is made when not given). */
  id?: string;
  /** The file input, e.g. to bring the focus back to it after a file is removed. */
  inputRef?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** On the file input (end-to-end tests set files on it). */
  'data-testid'?: string;
  /** Added to the button's style: Emotion's `css` prop on FilePickButton arrives here. */
  className?: string;
};

/**
 * The button's look: a secondary button, 44 px high (a touch target at 360 px), showing the hidden input's focus and
 * disabled state (the label follows the input: `input + label`).
 */
export const filePickButtonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 18px;
  border: 1px solid ${theme.colors.gray300};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  font-size: 15px;
  font-weight: 600;
  color: ${theme.colors.gray900};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.gray50};
  }
  input:focus-visible + & {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled + & {
    cursor: not-allowed;
    color: ${theme.colors.gray600};
    background: ${theme.colors.gray100};
  }
`;

/**
 * A file picker that looks like a button: the native file input (the keyboard, screen readers and the file dialog work
 * as usual) hidden but focusable, then its label drawn as the button. It hands over the chosen files; what is allowed and
 * what is shown of them stay with the caller.
 */
export function FilePickButton({ children, onFiles, accept, multiple, disabled, id, inputRef, className, ...aria }: FilePickButtonProps) {
  const madeId = useId();
  const inputId = id ?? madeId;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Choosing the same file again must fire another change.
    event.target.value = '';
    if (chosen.length > 0) onFiles(chosen);
  };

  return (
    <>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={choose}
        css={visuallyHidden}
        aria-invalid={aria['aria-invalid'] || undefined}
        aria-describedby={aria['aria-describedby'] || undefined}
        data-testid={aria['data-testid']}
      />
      <label htmlFor={inputId} className={className} css={filePickButtonStyle}>
        {children}
      </label>
    </>
  );
}
