import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'shared-ui';
import { NAMESPACE } from '../../namespace';

type Props = {
  /** What useConfirmedSave holds: the input (or row) waiting for the confirmation, and the two answers. */
  save: { pending: unknown; confirm: () => void; close: () => void };
  title: string;
  confirmLabel: string;
  /** What the confirmation says (drawn only while something is pending). */
  text: string | null;
  /** The dialog's buttons are off (the call under way). */
  busy: boolean;
  'data-testid': string;
};

const textStyle = css`
  margin: 0;
`;

/** The confirmation of a useConfirmedSave: open while something is pending, its confirm button sends it. */
export function ConfirmedSaveDialog({ save, title, confirmLabel, text, busy, 'data-testid': testId }: Props) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      open={save.pending !== null}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t('console.common.cancel')}
      onConfirm={save.confirm}
      onClose={save.close}
      busy={busy}
      data-testid={testId}
    >
      {save.pending !== null && text !== null ? <p css={textStyle}>{text}</p> : null}
    </Dialog>
  );
}
