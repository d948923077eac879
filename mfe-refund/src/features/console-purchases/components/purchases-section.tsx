import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type AdminPurchase, type PurchaseCancelResult, type PurchaseSearchBy } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, EmptyState, ErrorState, formatGold, formatUsd, mq, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { ActionResult, type ActionOutcome } from '../../../console-kit/components/action-result';
import {
  fieldErrorStyle,
  fieldStyle,
  filterBarStyle,
  hintStyle,
  inputStyle,
  sectionStyle,
  sectionTitleStyle,
} from '../../../console-kit/components/console-styles';
import { Pager } from '../../../console-kit/components/pager';
import { useConsoleParams } from '../../../console-kit/hooks/use-console-params';
import { personWithEmail } from '../../../console-kit/utils/staff-ref';
import { newIdempotencyKey, useCancelPurchase } from '../api/cancel-purchase';
import { PURCHASE_PAGE_SIZE, usePurchaseSearch } from '../api/search-purchases';
import { purchaseParamsFrom, SEARCH_BYS } from '../utils/purchase-params';
import { CancelDialog } from './cancel-dialog';
import { monthlyImpactText } from './monthly-impact';
import { PurchaseCard } from './purchase-card';

/** A search answer that is a catalogue refusal (no such member or purchase) is said in words, not as a failure to load. */
const SEARCH_REFUSALS = new Set(['PURCHASE_CANCEL_MEMBER_NOT_FOUND', 'PURCHASE_NOT_FOUND', 'PURCHASE_CANCEL_SEARCH_REQUIRED', 'VALIDATION_FAILED']);

/**
 * The console's purchases section (issue 13 A, roles support and admin): find a member's purchases (or one purchase by
 * its number), see each with its KEYs, payment, state and why it cannot be cancelled, and cancel one through a dialog
 * that shows what goes back and the KEY of the Month impact. The search is in the URL (`?section=purchases&by=&q=&page=`).
 */
export function PurchasesSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const { params, update } = useConsoleParams();
  const place = purchaseParamsFrom(params);
  const [by, setBy] = useState<PurchaseSearchBy>(place.by);
  const [q, setQ] = useState(place.q);
  const [qError, setQError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<AdminPurchase | null>(null);
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const search = usePurchaseSearch(place.q ? { by: place.by, q: place.q, page: place.page, size: PURCHASE_PAGE_SIZE } : null);
  const retry = useCancelPurchase();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = q.trim();
    if (!trimmed) {
      setQError('PURCHASE_CANCEL_SEARCH_REQUIRED');
      document.getElementById(`${id}-q`)?.focus();
      return;
    }
    setQError(null);
    setResult(null);
    update({ by, q: trimmed, page: null });
  };

  const doneText = (answer: PurchaseCancelResult): string => {
    const { purchase, refundStatus, refundMethod, monthlyImpact } = answer;
    const usd = formatUsd(purchase.cancellation?.usdCentsReturned ?? 0);
    const main =
      purchase.payMethod === 'GOLD'
        ? t('purchases.done.gold', { id: purchase.purchaseId, gold: formatGold(purchase.cancellation?.goldReturned ?? 0, language) })
        : refundStatus === 'DONE'
          ? t('purchases.done.card', { id: purchase.purchaseId, usd, method: t(`purchases.doneMethods.${refundMethod ?? 'REFUND'}`) })
          : t('purchases.done.cardPending', { id: purchase.purchaseId, usd });
    return `${main} ${monthlyImpactText(t, language, monthlyImpact, { done: true })}`;
  };

  const retryRefund = (purchase: AdminPurchase) => {
    const reason = purchase.cancellation?.reason;
    if (!reason) return;
    retry.mutate(
      { purchaseId: purchase.purchaseId, reason, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (answer) => setResult({ tone: answer.refundStatus === 'PENDING' ? 'error' : 'success', text: doneText(answer) }),
        onError: (error) => setResult({ tone: 'error', text: errorMessage(error instanceof ApiError ? error.code : 'TEMPORARY_ERROR', language) }),
      },
    );
  };

  let body;
  if (!place.q) {
    body = (
      <p
        css={[
          hintStyle,
          css`
            margin: 0;
          `,
        ]}
        data-testid="purchases-prompt"
      >
        {t('purchases.search.prompt')}
      </p>
    );
  } else if (search.isPending) {
    body = (
      <div
        role="status"
        css={css`
          display: grid;
          gap: 12px;
        `}
        data-testid="purchases-loading"
      >
        <span
          css={css`
            font-size: 14px;
          `}
        >
          {t('purchases.loading')}
        </span>
        <Skeleton height={160} />
      </div>
    );
  } else if (search.isError) {
    const code = search.error instanceof ApiError ? search.error.code : 'TEMPORARY_ERROR';
    body = SEARCH_REFUSALS.has(code) ? (
      <p role="alert" css={fieldErrorStyle} data-testid="purchases-refused">
        {errorMessage(code, language)}
      </p>
    ) : (
      <ErrorState error={search.error} onRetry={() => void search.refetch()} />
    );
  } else {
    const { member, items, page, size, total } = search.data;
    body = (
      <div
        css={css`
          display: grid;
          gap: 12px;
          min-width: 0;
          opacity: ${search.isPlaceholderData ? 0.6 : 1};
        `}
        aria-busy={search.isFetching}
      >
        {member ? (
          <p
            css={css`
              margin: 0;
              font-weight: 700;
              overflow-wrap: anywhere;
              color: ${theme.colors.gray900};
            `}
            data-testid="purchases-member"
          >
            {t('purchases.member', { name: personWithEmail(member), id: member.id })}
          </p>
        ) : null}
        {items.length === 0 ? (
          <EmptyState title={t('purchases.empty')} data-testid="purchases-empty" />
        ) : (
          <>
            <h3
              css={css`
                margin: 0;
                font-size: 15px;
                color: ${theme.colors.gray700};
              `}
            >
              {t('purchases.caption', { count: total })}
            </h3>
            <div
              css={css`
                display: grid;
                gap: 12px;
                min-width: 0;
              `}
              data-testid="purchases-list"
            >
              {items.map((purchase) => (
                <PurchaseCard key={purchase.purchaseId} purchase={purchase} busy={retry.isPending} onCancel={setCancelling} onRetryRefund={retryRefund} />
              ))}
            </div>
            {total > size ? <Pager page={page} size={size} total={total} onPage={(next) => update({ page: next })} label={t('purchases.pages')} /> : null}
          </>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="purchases-section-title" css={sectionStyle} data-testid="console-purchases">
      <h2 id="purchases-section-title" css={sectionTitleStyle}>
        {t('purchases.title')}
      </h2>
      <p
        css={[
          hintStyle,
          css`
            margin: 0;
          `,
        ]}
      >
        {t('purchases.intro')}
      </p>
      <form
        role="search"
        aria-label={t('purchases.search.label')}
        noValidate
        onSubmit={submit}
        css={[
          filterBarStyle,
          css`
            align-items: start;
          `,
        ]}
      >
        <label css={fieldStyle}>
          {t('purchases.search.by')}
          <select value={by} onChange={(event) => setBy(event.target.value as PurchaseSearchBy)} css={inputStyle} data-testid="purchases-by">
            {SEARCH_BYS.map((option) => (
              <option key={option} value={option}>
                {t(`purchases.search.byOptions.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <div css={fieldStyle}>
          <label htmlFor={`${id}-q`}>{t('purchases.search.q')}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={120}
            onChange={(event) => setQ(event.target.value)}
            inputMode={by === 'purchase' ? 'numeric' : undefined}
            aria-invalid={qError ? true : undefined}
            aria-describedby={qError ? `${id}-q-hint ${id}-q-error` : `${id}-q-hint`}
            css={inputStyle}
            data-testid="purchases-q"
          />
          <span id={`${id}-q-hint`} css={hintStyle}>
            {t(`purchases.search.hint.${by}`)}
          </span>
          {qError ? (
            <span id={`${id}-q-error`} role="alert" css={fieldErrorStyle}>
              {errorMessage(qError, language)}
            </span>
          ) : null}
        </div>
        <Button
          type="submit"
          css={css`
            align-self: start;
            ${mq.desktop} {
              margin-top: 26px;
            }
          `}
        >
          {t('purchases.search.submit')}
        </Button>
      </form>
      <ActionResult result={result} data-testid="purchases-result" />
      {body}
      {cancelling ? (
        <CancelDialog
          purchase={cancelling}
          onClose={() => setCancelling(null)}
          onDone={(answer) => {
            setCancelling(null);
            setResult({ tone: answer.refundStatus === 'PENDING' ? 'error' : 'success', text: doneText(answer) });
          }}
        />
      ) : null}
    </section>
  );
}
