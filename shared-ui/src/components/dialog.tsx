import { css } from '@emotion/react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { theme } from '../theme';
import { Button } from './button';

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** The main action's label; without `onConfirm` (or `onSubmit`) the dialog is an alert with one button. */
  confirmLabel: string;
  onConfirm?: () => void;
  /**
   * A form dialog: the title, the children (the fields) and the buttons sit in one `<form noValidate>`, the main action
   * submits it (Enter in a field too), and the browser focuses the first field. The children style themselves.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  cancelLabel?: string;
  /** Escape, the cancel button and (for alerts) the only button close through this. */
  onClose: () => void;
  /** Disables the buttons (and Escape) while the action runs. */
  busy?: boolean;
  /** On the element holding the title, body and buttons (the form of a form dialog): e.g. a live status role, a test id. */
  contentProps?: { role?: 'status'; 'data-testid'?: string };
  /** Added to the panel's style (a wider panel, say): Emotion's `css` prop on Dialog arrives here. */
  className?: string;
  'data-testid'?: string;
};

const panel = css`
  width: min(92vw, 400px);
  padding: 24px;
  border: none;
  border-radius: 16px;
  color: ${theme.colors.gray900};
  background: ${theme.colors.white};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  &::backdrop {
    background: rgba(0, 0, 0, 0.5);
  }
`;

const titleStyle = css`
  margin: 0 0 12px;
  font-size: 18px;
  line-height: 1.4;
`;

const bodyStyle = css`
  font-size: 15px;
  line-height: 1.6;
  color: ${theme.colors.gray700};
  word-break: keep-all;
`;

const actionsStyle = css`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 20px;
`;

/** A form dialog's parts stand 16 px apart, without the margins above. */
const formStyle = css`
  display: grid;
  gap: 16px;
`;

const noMargin = css`
  margin: 0;
`;

/** Opens and closes the native `<dialog>` as a modal (focus trap, Escape and the top layer come from the browser). */
function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return ref;
}

/**
 * A modal confirmation, alert or small form on the native `<dialog>` (focus trap, Escape and the top layer come from
 * the browser). With `onConfirm` it asks; with `onSubmit` its children are a form's fields; with neither, it informs.
 */
export function Dialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onSubmit,
  cancelLabel,
  onClose,
  busy,
  contentProps,
  className,
  ...rest
}: DialogProps) {
  const ref = useModal(open);
  const titleId = useId();
  const bodyId = useId();

  const isForm = Boolean(onSubmit);
  const isAlert = !onConfirm && !isForm;
  const heading = (
    <h2 id={titleId} css={[titleStyle, isForm && noMargin]}>
      {title}
    </h2>
  );
  const actions = (
    <div css={[actionsStyle, isForm && noMargin]}>
      {!isAlert && (
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
      )}
      {isForm ? (
        <Button type="submit" disabled={busy}>
          {confirmLabel}
        </Button>
      ) : (
        <Button variant="primary" onClick={isAlert ? onClose : onConfirm} disabled={busy} autoFocus>
          {confirmLabel}
        </Button>
      )}
    </div>
  );

  const wrap = (content: ReactNode) => (contentProps ? <div {...contentProps}>{content}</div> : content);
  return (
    <dialog
      ref={ref}
      role={isAlert ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={children && !isForm ? bodyId : undefined}
      data-testid={rest['data-testid']}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className={className}
      css={panel}
    >
      {open &&
        (isForm ? (
          <form noValidate onSubmit={onSubmit} css={formStyle} {...contentProps}>
            {heading}
            {children}
            {actions}
          </form>
        ) : (
          wrap(
            <>
              {heading}
              {children && (
                <div id={bodyId} css={bodyStyle}>
                  {children}
                </div>
              )}
              {actions}
            </>,
          )
        ))}
    </dialog>
  );
}
