import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, REFUND_CURRENCIES, type RefundBatch, type RefundCurrency } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, Dialog, EmptyState, ErrorState, formatKst, formatMoney, Skeleton, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { ActionResult, type ActionOutcome } from '../../../console-kit/components/action-result';
import {
  actionsRowStyle,
  fieldStyle,
  filterBarStyle,
  hintStyle,
  inputStyle,
  sectionStyle,
  sectionTitleStyle,
  subTitleStyle,
  tableStyle,
} from '../../../console-kit/components/console-styles';
import { personLabel } from '../../../console-kit/utils/staff-ref';
import { useCreateBatch } from '../api/create-batch';
import { useDownloadBatchCsv } from '../api/download-batch-csv';
import { useBatches } from '../api/get-batches';
import { useRefundSummary } from '../api/get-refund-summary';
import { useMarkBatchPaid } from '../api/mark-batch-paid';
import { approvedIn } from '../utils/summarize';

type Confirming = { kind: 'create'; round: number; currency: RefundCurrency } | { kind: 'paid'; batch: RefundBatch };

/**
 * Payout batches: a round's approved requests in one currency become a batch, exported as CSV for the bank; once
 * the bank has paid, "Mark batch paid" completes its requests (the members are notified).
 */
export function RefundBatches() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const batches = useBatches();
  const summary = useRefundSummary();
  const create = useCreateBatch();
  const paid = useMarkBatchPaid();
  const download = useDownloadBatchCsv();
  const rounds = [...new Set((summary.data ?? []).map((row) => row.round))].sort((a, b) => a - b);
  const [round, setRound] = useState<number | null>(null);
  const [currency, setCurrency] = useState<RefundCurrency>('KRW');
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const selectedRound = round ?? rounds[0] ?? null;
  const approved = selectedRound === null ? null : approvedIn(summary.data ?? [], selectedRound, currency);
  const busy = create.isPending || paid.isPending;

  const fail = (error: Error) => {
    setConfirming(null);
    setResult({ tone: 'error', text: error instanceof ApiError ? error.message : errorMessage('TEMPORARY_ERROR', language) });
  };

  const run = () => {
    if (!confirming) return;
    if (confirming.kind === 'create') {
      create.mutate(
        { round: confirming.round, currency: confirming.currency },
        {
          onSuccess: (batch) => {
            setConfirming(null);
            setResult({
              tone: 'success',
              text: t('console.batches.created', { id: batch.id, count: batch.count, total: formatMoney(batch.totalInCurrency, batch.currency) }),
            });
          },
          onError: fail,
        },
      );
    } else {
      paid.mutate(confirming.batch.id, {
        onSuccess: (batch) => {
          setConfirming(null);
          setResult({ tone: 'success', text: t('console.batches.paidDone', { id: batch.id, count: batch.count }) });
        },
        onError: fail,
      });
    }
  };

  const save = (batch: RefundBatch) =>
    download.mutate(batch, {
      onSuccess: (name) => setResult({ tone: 'success', text: t('console.batches.downloaded', { name }) }),
      onError: fail,
    });

  const column = {
    id: t('console.batches.columns.id'),
    round: t('console.batches.columns.round'),
    currency: t('console.batches.columns.currency'),
    count: t('console.batches.columns.count'),
    total: t('console.batches.columns.total'),
    status: t('console.batches.columns.status'),
    created: t('console.batches.columns.created'),
    paid: t('console.batches.columns.paid'),
    actions: t('console.batches.columns.actions'),
  };

  return (
    <section aria-labelledby="refund-batches-title" css={sectionStyle}>
      <h2 id="refund-batches-title" css={sectionTitleStyle}>
        {t('console.batches.title')}
      </h2>
      <form
        aria-labelledby="refund-batch-create-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (selectedRound !== null) setConfirming({ kind: 'create', round: selectedRound, currency });
        }}
        css={css`
          display: grid;
          gap: 12px;
        `}
      >
        <h3 id="refund-batch-create-title" css={subTitleStyle}>
          {t('console.batches.createTitle')}
        </h3>
        <div css={filterBarStyle}>
          <label css={fieldStyle}>
            {t('console.batches.round')}
            <select value={selectedRound ?? ''} onChange={(event) => setRound(Number(event.target.value))} css={inputStyle} disabled={rounds.length === 0}>
              {rounds.map((value) => (
                <option key={value} value={value}>
                  {t('console.common.roundN', { round: value })}
                </option>
              ))}
            </select>
          </label>
          <label css={fieldStyle}>
            {t('console.batches.currency')}
            <select value={currency} onChange={(event) => setCurrency(event.target.value as RefundCurrency)} css={inputStyle}>
              {REFUND_CURRENCIES.map((value) => (
                <option key={value} value={value}>
                  {t(`console.currencies.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" disabled={busy || selectedRound === null}>
            {t('console.batches.create')}
          </Button>
        </div>
        <p css={hintStyle} data-testid="batch-approved">
          {selectedRound === null || approved === null
            ? t('console.batches.noRounds')
            : t('console.batches.approvedInfo', { n: approved.count, total: formatMoney(approved.sum, currency) })}
        </p>
      </form>

      <ActionResult result={result} data-testid="batch-result" />

      {batches.isPending ? (
        <Skeleton height={160} />
      ) : batches.isError ? (
        <ErrorState error={batches.error} onRetry={() => void batches.refetch()} />
      ) : batches.data.length === 0 ? (
        <EmptyState title={t('console.batches.empty')} />
      ) : (
        <table css={tableStyle} data-testid="refund-batches">
          <caption>{t('console.batches.caption', { count: batches.data.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{column.id}</th>
              <th scope="col">{column.round}</th>
              <th scope="col">{column.currency}</th>
              <th scope="col" className="num">
                {column.count}
              </th>
              <th scope="col" className="num">
                {column.total}
              </th>
              <th scope="col">{column.status}</th>
              <th scope="col">{column.created}</th>
              <th scope="col">{column.paid}</th>
              <th scope="col">{column.actions}</th>
            </tr>
          </thead>
          <tbody>
            {batches.data.map((batch) => (
              <tr key={batch.id} data-testid="refund-batch-row">
                <th scope="row" data-label={column.id}>
                  #{batch.id}
                </th>
                <td data-label={column.round}>{t('console.common.roundN', { round: batch.round })}</td>
                <td data-label={column.currency}>{batch.currency}</td>
                <td className="num" data-label={column.count}>
                  {batch.count}
                </td>
                <td className="num" data-label={column.total}>
                  {formatMoney(batch.totalInCurrency, batch.currency)}
                </td>
                <td data-label={column.status}>{t(`console.batches.statuses.${batch.status}`)}</td>
                <td data-label={column.created}>
                  {personLabel(batch.createdBy)}
                  <br />
                  <time dateTime={batch.createdAt}>{formatKst(batch.createdAt, 'dateMinute', language)}</time>
                </td>
                <td data-label={column.paid}>
                  {batch.paidAt && batch.paidBy ? (
                    <>
                      {personLabel(batch.paidBy)}
                      <br />
                      <time dateTime={batch.paidAt}>{formatKst(batch.paidAt, 'dateMinute', language)}</time>
                    </>
                  ) : (
                    t('console.common.none')
                  )}
                </td>
                <td data-label={column.actions}>
                  <span css={actionsRowStyle}>
                    <Button
                      variant="secondary"
                      onClick={() => save(batch)}
                      disabled={download.isPending}
                      aria-label={t('console.batches.downloadLabel', { id: batch.id })}
                    >
                      {t('console.batches.download')}
                    </Button>
                    {batch.status === 'OPEN' ? (
                      <Button
                        onClick={() => setConfirming({ kind: 'paid', batch })}
                        disabled={busy}
                        aria-label={t('console.batches.markPaidLabel', { id: batch.id })}
                      >
                        {t('console.batches.markPaid')}
                      </Button>
                    ) : null}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <Dialog
        open={confirming !== null}
        title={
          confirming?.kind === 'create'
            ? t('console.batches.confirmCreateTitle')
            : confirming?.kind === 'paid'
              ? t('console.batches.confirmPaidTitle', { id: confirming.batch.id })
              : ''
        }
        confirmLabel={confirming?.kind === 'paid' ? t('console.batches.markPaid') : t('console.batches.create')}
        cancelLabel={t('console.common.cancel')}
        onConfirm={run}
        onClose={() => setConfirming(null)}
        busy={busy}
        data-testid="batch-confirm"
      >
        {confirming?.kind === 'create'
          ? t('console.batches.confirmCreateBody', { round: confirming.round, currency: t(`console.currencies.${confirming.currency}`) })
          : confirming?.kind === 'paid'
            ? t('console.batches.confirmPaidBody', {
                count: confirming.batch.count,
                total: formatMoney(confirming.batch.totalInCurrency, confirming.batch.currency),
              })
            : null}
      </Dialog>
    </section>
  );
}
