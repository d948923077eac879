import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, purchaseCancelInputSchema, PURCHASE_CANCEL_REASON_MAX, type AdminPurchase, type PurchaseCancelResult } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Dialog, formatGold, formatUsd, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { fieldErrorStyle, subTitleStyle, textareaStyle } from '../../../console-kit/components/console-styles';
import { FieldWithHint } from '../../../console-kit/components/field-with-hint';
import { newIdempotencyKey, useCancelPurchase } from '../api/cancel-purchase';
import { useCancelPreview } from '../api/get-cancel-preview';
import { monthlyImpactText } from './monthly-impact';

type Props = {
  purchase: AdminPurchase;
  onClose: () => void;
  onDone: (result: PurchaseCancelResult) => void;
};

/** No answer or a server failure: the outcome is unknown, so a retry of this attempt keeps its Idempotency-Key. */
const outcomeUnknown = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.code === 'IDEMPOTENCY_IN_PROGRESS';

const listStyle = css`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 4px;
  font-size: 14px;
  color: ${theme.colors.gray900};
`;

/**
 * The cancellation of one purchase: what goes back (Gold or the card payment, the coupon, the KEYs to supply) and the
 * KEY of the Month impact, both asked from the api; a required reason; confirm. One Idempotency-Key per attempt, kept
 * while its outcome is unknown, so pressing again never refunds twice.
 */
export function CancelDialog({ purchase, onClose, onDone }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const preview = useCancelPreview(purchase.purchaseId);
  const cancel = useCancelPurchase();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cancel.isPending) return;
    const parsed = purchaseCancelInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'PURCHASE_CANCEL_REASON_REQUIRED');
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setReasonError(null);
    if (!preview.data) return;
    setFailure(null);
    cancel.mutate(
      { purchaseId: purchase.purchaseId, reason: parsed.data.reason, idempotencyKey: attemptKey },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!outcomeUnknown(error)) setAttemptKey(newIdempotencyKey());
          setFailure(error instanceof ApiError ? error.code : 'TEMPORARY_ERROR');
        },
      },
    );
  };

  let body;
  if (preview.isPending) {
    body = (
      <div
        role="status"
        css={css`
          display: grid;
          gap: 8px;
        `}
        data-testid="purchase-cancel-preview-loading"
      >
        <span
          css={css`
            font-size: 14px;
          `}
        >
          {t('purchases.dialog.loading')}
        </span>
        <Skeleton height={96} />
      </div>
    );
  } else if (preview.isError) {
    body = (
      <p role="alert" css={fieldErrorStyle} data-testid="purchase-cancel-preview-error">
        {errorMessage(preview.error instanceof ApiError ? preview.error.code : 'TEMPORARY_ERROR', language)}
      </p>
    );
  } else {
    const { returns, monthlyImpact } = preview.data;
    const card = returns.card;
    body = (
      <>
        <section
          aria-labelledby={`${id}-returns`}
          css={css`
            display: grid;
            gap: 8px;
          `}
          data-testid="purchase-cancel-returns"
        >
          <h3 id={`${id}-returns`} css={subTitleStyle}>
            {t('purchases.dialog.returnsTitle')}
          </h3>
          <ul css={listStyle}>
            {returns.gold > 0 ? <li>{t('purchases.dialog.gold', { gold: formatGold(returns.gold, language) })}</li> : null}
            {card ? (
              <li>
                {card.usdCents === card.paymentUsdCents
                  ? t('purchases.dialog.card', { usd: formatUsd(card.usdCents) })
                  : t('purchases.dialog.cardPart', { usd: formatUsd(card.usdCents), payment: formatUsd(card.paymentUsdCents) })}
              </li>
            ) : null}
            {returns.coupon ? <li>{t('purchases.dialog.coupon', { title: returns.coupon.title[language] })}</li> : null}
            {returns.supply.map((entry) => (
              <li key={entry.keyDesignId}>{t('purchases.dialog.supply', { count: entry.count, name: entry.name[language] })}</li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby={`${id}-monthly`}
          css={css`
            display: grid;
            gap: 8px;
          `}
        >
          <h3 id={`${id}-monthly`} css={subTitleStyle}>
            {t('purchases.dialog.monthlyTitle')}
          </h3>
          <p
            css={css`
              margin: 0;
              font-size: 14px;
              color: ${theme.colors.gray900};
            `}
            data-testid="purchase-cancel-monthly"
            data-kind={monthlyImpact.kind}
          >
            {monthlyImpactText(t, language, monthlyImpact, { done: false })}
          </p>
        </section>
        <FieldWithHint id={`${id}-reason`} label={t('purchases.dialog.reason')} hint={t('purchases.dialog.reasonHint')} errorCode={reasonError}>
          {(control) => (
            <textarea
              {...control}
              value={reason}
              maxLength={PURCHASE_CANCEL_REASON_MAX}
              aria-required="true"
              onChange={(event) => {
                setReason(event.target.value);
                if (reasonError) setReasonError(null);
              }}
              css={[
                textareaStyle,
                css`
                  min-height: 88px;
                `,
              ]}
              data-testid="purchase-cancel-reason"
            />
          )}
        </FieldWithHint>
        {failure ? (
          <p role="alert" css={fieldErrorStyle} data-testid="purchase-cancel-error">
            {errorMessage(failure, language)}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <Dialog
      open
      title={t('purchases.dialog.title', { id: purchase.purchaseId })}
      confirmLabel={t('purchases.dialog.confirm')}
      cancelLabel={t('console.common.cancel')}
      onSubmit={submit}
      onClose={onClose}
      busy={cancel.isPending}
      css={css`
        width: min(92vw, 560px);
        max-height: 90vh;
        overflow-y: auto;
      `}
      data-testid="purchase-cancel-dialog"
    >
      {body}
    </Dialog>
  );
}
