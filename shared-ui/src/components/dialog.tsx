import { useEffect, useId, useRef, type ReactNode } from 'react';
import { theme } from '../theme';
import { Button } from './button';

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** The main action's label; without `onConfirm` the dialog is an alert with one button. */
  confirmLabel: string;
  onConfirm?: () => void;
  cancelLabel?: string;
  /** Escape, the cancel button and (for alerts) the only button close through this. */
  onClose: () => void;
  /** Disables the buttons while the action runs. */
  busy?: boolean;
  'data-testid'?: string;
};

const panel = {
  width: 'min(92vw, 400px)',
  padding: 24,
  border: 'none',
  borderRadius: 16,
  color: theme.colors.gray900,
  background: theme.colors.white,
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.25)',
  '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' },
} as const;

/**
 * A modal confirmation or alert on the native `<dialog>` (focus trap, Escape and the top layer
 * come from the browser). With `onConfirm` it asks; without, it informs.
 */
export function Dialog({ open, title, children, confirmLabel, onConfirm, cancelLabel, onClose, busy, ...rest }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

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

  const isAlert = !onConfirm;
  return (
    <dialog
      ref={ref}
      role={isAlert ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      data-testid={rest['data-testid']}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      css={panel}
    >
      {open && (
        <>
          <h2 id={titleId} css={{ margin: '0 0 12px', fontSize: 18, lineHeight: 1.4 }}>
            {title}
          </h2>
          {children && (
            <div id={bodyId} css={{ fontSize: 15, lineHeight: 1.6, color: theme.colors.gray700, wordBreak: 'keep-all' }}>
              {children}
            </div>
          )}
          <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 20 }}>
            {!isAlert && (
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
            )}
            <Button variant="primary" onClick={isAlert ? onClose : onConfirm} disabled={busy} autoFocus>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
