import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cabinetPasswordSchema, errorMessage } from 'shared-contract';
import { ApiError, useClosedAction } from 'shared-session';
import { Button, ClosedActionNote, formatKst, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { startTransfer } from '../api/start-transfer';
import { clearPendingTransfer, savePendingTransfer, type PendingTransfer } from '../pending-transfer';
import { fieldStyle, hintStyle, noteStyle, stackStyle } from './styles';
import { TransferKeyCard } from './transfer-key-card';
import { TransferRecipientCard } from './transfer-recipient-card';

/** No answer, a server failure or still running: the same attempt may be retried with its Idempotency-Key. */
const outcomeUnknown = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.code === 'IDEMPOTENCY_IN_PROGRESS';

const CLOSED_NOTE_ID = 'transfer-password-closed';

/**
 * Second step: the KEY and the member it goes to (as the form's preview showed), the 6-digit cabinet password, then
 * the transfer is sent; every refusal shows the API's message.
 * While the service terminates (a transfer chosen before), Send is disabled and says transfer is stopped.
 */
export function TransferPasswordForm({ pending }: { pending: PendingTransfer }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(pending);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const closed = useClosedAction('transfer');

  const messageOf = (error: unknown) => {
    if (!(error instanceof ApiError)) return errorMessage('TEMPORARY_ERROR', language);
    const unlocksAt = typeof error.details?.unlocksAt === 'string' ? error.details.unlocksAt : null;
    if (error.code === 'KEY_LOCKED_FOR_TRANSFER' && unlocksAt) return t('transfer.lockedUntil', { time: formatKst(unlocksAt, 'dateMinute', language) });
    return error.message;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || closed) return;
    if (!cabinetPasswordSchema.safeParse(password).success) {
      setProblem(errorMessage('CABINET_PASSWORD_FORMAT', language));
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const transfer = await startTransfer({ keyItemId: attempt.keyItemId, recipient: attempt.recipient, password }, attempt.attemptKey);
      clearPendingTransfer();
      await queryClient.invalidateQueries();
      void navigate(`/cabinet/transferSuccess?transferId=${transfer.id}`, { replace: true });
    } catch (error) {
      setProblem(messageOf(error));
      // A definite answer ends this attempt: the next one is a new request with a new key.
      if (!outcomeUnknown(error)) setAttempt(savePendingTransfer({ ...attempt, attemptKey: globalThis.crypto.randomUUID() }));
      setPassword('');
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} css={stackStyle} data-testid="transfer-password-form">
      <TransferKeyCard item={attempt.item} />
      <TransferRecipientCard to={attempt.to} recipient={attempt.recipient} data-testid="transfer-password-recipient" />
      <p css={hintStyle} data-testid="transfer-password-lead">
        {t('transfer.passwordLead', { key: localized(attempt.item.key.name), recipient: attempt.to.nickname })}
      </p>
      <div css={fieldStyle}>
        <label htmlFor="transfer-password">{t('transfer.password')}</label>
        <input
          id="transfer-password"
          name="password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          aria-invalid={problem ? true : undefined}
          aria-describedby="transfer-password-hint"
          onChange={(event) => setPassword(event.target.value.replace(/\D/g, ''))}
        />
        <p id="transfer-password-hint" css={hintStyle}>
          {t('transfer.passwordHint')}
        </p>
      </div>
      {problem ? (
        <p role="alert" data-testid="transfer-error" css={noteStyle('error')}>
          {problem}
        </p>
      ) : null}
      <p css={noteStyle('info')}>{t('transfer.arrivalNote')}</p>
      {closed ? <ClosedActionNote id={CLOSED_NOTE_ID} code={closed} data-testid="transfer-send-closed" /> : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={sending || closed !== null}
        aria-describedby={closed ? CLOSED_NOTE_ID : undefined}
        data-testid="transfer-send"
      >
        {sending ? t('transfer.sending') : t('transfer.send')}
      </Button>
      <Button variant="secondary" fullWidth to={`/cabinet/transfer?keyItemId=${attempt.keyItemId}`}>
        {t('transfer.back')}
      </Button>
    </form>
  );
}
