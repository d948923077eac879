import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Me, type RefundRequestDetail, type RefundStatus } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, Dialog, formatKst, formatMoney, noticeStyle, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { ActionResult, type ActionOutcome } from '../../../console-kit/components/action-result';
import { actionsRowStyle, hintStyle, subTitleStyle } from '../../../console-kit/components/console-styles';
import { useApproveRequest } from '../api/approve-request';
import { useMarkFailed } from '../api/mark-failed';
import { useMarkIncorrect } from '../api/mark-incorrect';
import { useStartReview } from '../api/start-review';
import { ReasonForm, type ReasonAction } from './reason-form';

export type RefundAction = 'review' | 'approve' | ReasonAction;

/** What staff may do in each status (the api enforces the same transitions). */
export const ACTIONS_BY_STATUS: Record<RefundStatus, RefundAction[]> = {
  SUBMITTED: ['review'],
  UNDER_REVIEW: ['approve', 'incorrect', 'fail'],
  APPROVED: ['fail'],
  INCORRECT: [],
  FAILED: [],
  COMPLETED: [],
};

type Confirming = { action: RefundAction; reason: string | null };

/**
 * The request's next steps: start review; approve (never by the reviewer: four eyes); mark incorrect or failed with
 * a reason the member sees. Every action is confirmed first; its result is announced and receives the focus.
 */
export function RefundActions({ detail, staff }: { detail: RefundRequestDetail; staff: Me }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const review = useStartReview(detail.id);
  const approve = useApproveRequest(detail.id);
  const incorrect = useMarkIncorrect(detail.id);
  const fail = useMarkFailed(detail.id);
  const [reasonFor, setReasonFor] = useState<ReasonAction | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const busy = review.isPending || approve.isPending || incorrect.isPending || fail.isPending;

  const actions = ACTIONS_BY_STATUS[detail.status];
  const isReviewer = detail.reviewer?.id === staff.id;

  const run = () => {
    if (!confirming) return;
    const { action, reason } = confirming;
    const options = {
      onSuccess: () => {
        setConfirming(null);
        setReasonFor(null);
        setResult({ tone: 'success', text: t(`console.actions.done.${action}`, { id: detail.id }) });
      },
      onError: (error: Error) => {
        setConfirming(null);
        setResult({ tone: 'error', text: error instanceof ApiError ? error.message : errorMessage('TEMPORARY_ERROR', language) });
      },
    };
    if (action === 'review') review.mutate(undefined, options);
    else if (action === 'approve') approve.mutate(undefined, options);
    else if (action === 'incorrect') incorrect.mutate(reason ?? '', options);
    else fail.mutate(reason ?? '', options);
  };

  const confirmBody = (current: Confirming) => {
    const amount = formatMoney(detail.amountInCurrency, detail.currency);
    const payBy = formatKst(detail.payBy, 'date', language);
    if (current.action === 'review') return t('console.actions.confirm.reviewBody', { id: detail.id });
    if (current.action === 'approve') return t('console.actions.confirm.approveBody', { amount, round: detail.round, payBy });
    return t(`console.actions.confirm.${current.action}Body`, { reason: current.reason ?? '' });
  };

  return (
    <section
      aria-labelledby="refund-actions-title"
      css={css`
        display: grid;
        gap: 12px;
      `}
      data-testid="refund-actions"
    >
      <h3 id="refund-actions-title" css={subTitleStyle}>
        {t('console.actions.title')}
      </h3>
      {actions.length === 0 ? (
        <p css={hintStyle} data-testid="refund-actions-none">
          {t(`console.actions.none.${detail.status}`)}
        </p>
      ) : (
        <div css={actionsRowStyle}>
          {actions.includes('review') ? (
            <Button onClick={() => setConfirming({ action: 'review', reason: null })} disabled={busy}>
              {t('console.actions.review')}
            </Button>
          ) : null}
          {actions.includes('approve') ? (
            <Button
              onClick={() => setConfirming({ action: 'approve', reason: null })}
              disabled={busy || isReviewer}
              aria-describedby={isReviewer ? 'refund-four-eyes' : undefined}
              data-testid="refund-approve"
            >
              {t('console.actions.approve')}
            </Button>
          ) : null}
          {(['incorrect', 'fail'] as const)
            .filter((action) => actions.includes(action))
            .map((action) => (
              <Button key={action} variant="secondary" onClick={() => setReasonFor(action)} disabled={busy} aria-expanded={reasonFor === action}>
                {t(`console.actions.${action}`)}
              </Button>
            ))}
        </div>
      )}
      {actions.includes('approve') && isReviewer ? (
        <p id="refund-four-eyes" css={noticeStyle('info')} data-testid="refund-four-eyes">
          {t('console.actions.fourEyes')}
        </p>
      ) : null}
      {reasonFor && actions.includes(reasonFor) ? (
        <ReasonForm
          key={reasonFor}
          action={reasonFor}
          busy={busy}
          onSubmit={(reason) => setConfirming({ action: reasonFor, reason })}
          onCancel={() => setReasonFor(null)}
        />
      ) : null}
      <ActionResult result={result} data-testid="refund-action-result" />
      <Dialog
        open={confirming !== null}
        title={confirming ? t(`console.actions.confirm.${confirming.action}Title`, { id: detail.id }) : ''}
        confirmLabel={confirming ? t(`console.actions.${confirming.action}`) : ''}
        cancelLabel={t('console.common.cancel')}
        onConfirm={run}
        onClose={() => setConfirming(null)}
        busy={busy}
        data-testid="refund-action-confirm"
      >
        {confirming ? confirmBody(confirming) : null}
      </Dialog>
    </section>
  );
}
