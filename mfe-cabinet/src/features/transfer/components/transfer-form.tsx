import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage, transferRecipientSchema, type TransferKeyView } from 'shared-contract';
import { useClosedAction } from 'shared-session';
import { Button, ClosedActionNote, formatKst, KeyLockCountdown, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { loadPendingTransfer, savePendingTransfer } from '../pending-transfer';
import { fieldStyle, hintStyle, noteStyle, stackStyle } from './styles';
import { TransferKeyCard } from './transfer-key-card';

const CLOSED_NOTE_ID = 'transfer-closed';

/**
 * First step: the KEY (with the 24-hour lock's countdown and reason while it is locked; `onUnlocked` reads it again),
 * the recipient (nickname or 0x address, format checked by the shared schema) and Next. While
 * the service terminates, transfer is stopped: the KEY stays shown, Next is disabled and says so.
 */
export function TransferForm({ view, onUnlocked }: { view: TransferKeyView; onUnlocked?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const navigate = useNavigate();
  const kept = loadPendingTransfer();
  const [recipient, setRecipient] = useState(kept?.keyItemId === view.keyItemId ? kept.recipient : '');
  const [problem, setProblem] = useState<string | null>(null);
  const closed = useClosedAction('transfer');

  const blocker = view.lockedUntil
    ? t('transfer.lockedUntil', { time: formatKst(view.lockedUntil, 'dateMinute') })
    : view.listed
      ? errorMessage('KEY_LISTED', language)
      : !view.revealed
        ? t('transfer.notRevealed')
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (closed) return;
    const parsed = transferRecipientSchema.safeParse({ keyItemId: view.keyItemId, recipient });
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? 'VALIDATION_FAILED';
      setProblem(code === 'VALIDATION_FAILED' ? t('transfer.recipientRequired') : errorMessage(code, language));
      return;
    }
    setProblem(null);
    const { keyItemId, serialNo, key } = view;
    savePendingTransfer({ keyItemId, recipient: parsed.data.recipient, item: { keyItemId, serialNo, key } });
    void navigate('/cabinet/transferPassword');
  };

  return (
    <form noValidate onSubmit={submit} css={stackStyle} data-testid="transfer-form">
      <TransferKeyCard item={view} />
      {blocker ? (
        <p role="status" data-testid="transfer-blocked" css={noteStyle('warning')}>
          {blocker}
        </p>
      ) : null}
      {view.lockedUntil ? <KeyLockCountdown until={view.lockedUntil} onUnlocked={onUnlocked} /> : null}
      {view.transferInProgressId !== null ? (
        <div css={stackStyle}>
          <p role="status" data-testid="transfer-in-progress" css={noteStyle('warning')}>
            {errorMessage('TRANSFER_IN_PROGRESS', language)}
          </p>
          <Button variant="secondary" fullWidth to={`/cabinet/transferSuccess?transferId=${view.transferInProgressId}`}>
            {t('transfer.viewTransfer')}
          </Button>
        </div>
      ) : null}
      <div css={fieldStyle}>
        <label htmlFor="transfer-recipient">{t('transfer.recipient')}</label>
        <input
          id="transfer-recipient"
          name="recipient"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('transfer.recipientPlaceholder')}
          value={recipient}
          aria-invalid={problem ? true : undefined}
          aria-describedby="transfer-recipient-hint transfer-recipient-problem"
          onChange={(event) => setRecipient(event.target.value)}
        />
        <p id="transfer-recipient-hint" css={hintStyle}>
          {t('transfer.recipientHint')}
        </p>
        {problem ? (
          <p id="transfer-recipient-problem" role="alert" data-testid="transfer-recipient-problem" css={noteStyle('error')}>
            {problem}
          </p>
        ) : null}
      </div>
      <p data-testid="transfer-arrival-note" css={noteStyle('info')}>
        {t('transfer.arrivalNote')}
      </p>
      {closed ? <ClosedActionNote id={CLOSED_NOTE_ID} code={closed} data-testid="transfer-closed" /> : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={blocker !== null || closed !== null}
        aria-describedby={closed ? CLOSED_NOTE_ID : undefined}
        data-testid="transfer-next"
      >
        {t('transfer.next')}
      </Button>
    </form>
  );
}
