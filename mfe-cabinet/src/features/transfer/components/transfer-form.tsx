import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage, transferRecipientSchema, type TransferKeyView, type TransferRecipientView } from 'shared-contract';
import { ApiError, useClosedAction } from 'shared-session';
import { Button, ClosedActionNote, formatKst, KeyLockCountdown, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useCheckRecipient } from '../api/check-recipient';
import { loadPendingTransfer, savePendingTransfer } from '../pending-transfer';
import { fieldStyle, hintStyle, noteStyle, previewQuestionStyle, stackStyle } from './styles';
import { TransferKeyCard } from './transfer-key-card';
import { RECIPIENT_NICKNAME_ID, TransferRecipientCard } from './transfer-recipient-card';

const CLOSED_NOTE_ID = 'transfer-closed';

const PREVIEW_QUESTION_ID = 'transfer-preview-question';

/**
 * First step: the KEY (with the 24-hour lock's countdown and reason while it is locked; `onUnlocked` reads it again),
 * the recipient (nickname or 0x address, format checked by the shared schema) and Next, which asks the api who that
 * is: a refusal shows on the recipient field, a member is previewed to confirm before the password step. While
 * the service terminates, transfer is stopped: the KEY stays shown, Next is disabled and says so.
 */
export function TransferForm({ view, onUnlocked }: { view: TransferKeyView; onUnlocked?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const navigate = useNavigate();
  const kept = loadPendingTransfer();
  const [recipient, setRecipient] = useState(kept?.keyItemId === view.keyItemId ? kept.recipient : '');
  const [problem, setProblem] = useState<string | null>(null);
  /** The member the api named for the recipient as typed; cleared when the recipient changes. */
  const [preview, setPreview] = useState<{ recipient: string; to: TransferRecipientView } | null>(null);
  const check = useCheckRecipient();
  const closed = useClosedAction('transfer');
  const inputRef = useRef<HTMLInputElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);

  // The preview's question takes the focus (described by the nickname), so a screen reader says who it is.
  useEffect(() => {
    if (preview) questionRef.current?.focus();
  }, [preview]);

  const blocker = view.lockedUntil
    ? t('transfer.lockedUntil', { time: formatKst(view.lockedUntil, 'dateMinute', language) })
    : view.listed
      ? errorMessage('KEY_LISTED', language)
      : !view.revealed
        ? t('transfer.notRevealed')
        : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (closed || check.isPending) return;
    if (preview) {
      const { keyItemId, serialNo, key } = view;
      savePendingTransfer({ keyItemId, recipient: preview.recipient, to: preview.to, item: { keyItemId, serialNo, key } });
      void navigate('/cabinet/transferPassword');
      return;
    }
    const parsed = transferRecipientSchema.safeParse({ keyItemId: view.keyItemId, recipient });
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? 'VALIDATION_FAILED';
      setProblem(code === 'VALIDATION_FAILED' ? t('transfer.recipientRequired') : errorMessage(code, language));
      return;
    }
    setProblem(null);
    try {
      const to = await check.mutateAsync(parsed.data.recipient);
      setPreview({ recipient: parsed.data.recipient, to });
    } catch (error) {
      // The api's refusal (in the member's language), or a generic one when there was no answer.
      setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : errorMessage('TEMPORARY_ERROR', language));
      inputRef.current?.focus();
    }
  };

  const changeRecipient = () => {
    setPreview(null);
    inputRef.current?.focus();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} css={stackStyle} data-testid="transfer-form">
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
          ref={inputRef}
          id="transfer-recipient"
          name="recipient"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('transfer.recipientPlaceholder')}
          value={recipient}
          aria-invalid={problem ? true : undefined}
          aria-describedby="transfer-recipient-hint transfer-recipient-problem"
          onChange={(event) => {
            setRecipient(event.target.value);
            setPreview(null);
          }}
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
      {preview ? (
        <TransferRecipientCard to={preview.to} recipient={preview.recipient} data-testid="transfer-preview">
          <p id={PREVIEW_QUESTION_ID} ref={questionRef} tabIndex={-1} aria-describedby={RECIPIENT_NICKNAME_ID} css={previewQuestionStyle}>
            {t('transfer.previewQuestion')}
          </p>
          <Button type="submit" size="lg" fullWidth disabled={closed !== null} aria-describedby={PREVIEW_QUESTION_ID} data-testid="transfer-confirm">
            {t('transfer.confirm')}
          </Button>
          <Button variant="secondary" fullWidth onClick={changeRecipient} data-testid="transfer-change">
            {t('transfer.back')}
          </Button>
        </TransferRecipientCard>
      ) : (
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={blocker !== null || closed !== null || check.isPending}
          aria-describedby={closed ? CLOSED_NOTE_ID : undefined}
          data-testid="transfer-next"
        >
          {check.isPending ? t('transfer.checkingRecipient') : t('transfer.next')}
        </Button>
      )}
    </form>
  );
}
