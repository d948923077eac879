import type { ReactNode } from 'react';
import { errorMessage } from 'shared-contract';
import { noticeStyle, useLanguage } from 'shared-ui';
import { ConfirmedSaveDialog } from './confirmed-save-dialog';
import { FormButtons } from './form-buttons';

type Props = {
  /** What useConfirmedSave holds: the input waiting for the confirmation, the api's refusal, and the two answers. */
  save: { pending: unknown; refusal: string | null; confirm: () => void; close: () => void };
  /** The test ids are `${testId}-error` (the refusal) and `${testId}-confirm` (the dialog). */
  testId: string;
  submitLabel: string;
  /** The form's buttons are off (a save or an upload under way). */
  busy: boolean;
  /** The dialog's buttons are off (the save under way). */
  saving: boolean;
  /** Closes the form; none for a form that stays open (then no cancel button). */
  onCancel?: () => void;
  /** A line between the refusal and the buttons (e.g. that the change is audited). */
  note?: ReactNode;
  confirmTitle: string;
  /** What the confirmation says (drawn only while an input is pending). */
  confirmText: string | null;
};

/**
 * The end of a console form that saves after a confirmation: the api's refusal in the page's language, the submit
 * (and cancel) buttons, and the confirmation dialog whose "save" sends the pending input.
 */
export function ConfirmSaveFooter({ save, testId, submitLabel, busy, saving, onCancel, note, confirmTitle, confirmText }: Props) {
  const language = useLanguage();
  return (
    <>
      {save.refusal ? (
        <p role="alert" css={noticeStyle('error')} data-testid={`${testId}-error`}>
          {errorMessage(save.refusal, language)}
        </p>
      ) : null}
      {note}
      <FormButtons submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
      <ConfirmedSaveDialog save={save} title={confirmTitle} confirmLabel={submitLabel} text={confirmText} busy={saving} data-testid={`${testId}-confirm`} />
    </>
  );
}
