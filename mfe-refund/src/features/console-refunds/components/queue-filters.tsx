import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_CURRENCIES, REFUND_STATUSES } from 'shared-contract';
import { NAMESPACE } from '../../../namespace';
import { fieldStyle, filterBarStyle, inputStyle } from '../../../console-kit/components/console-styles';
import type { ParamChanges } from '../../../console-kit/hooks/use-console-params';
import type { RefundQueueParams } from '../api/get-refund-queue';
import { useRefundSummary } from '../api/get-refund-summary';

export const SEARCH_DEBOUNCE_MS = 300;

type Props = { query: RefundQueueParams; onChange: (changes: ParamChanges) => void };

/** Round, status and currency filters and the member search (debounced); every change goes back to page 1. */
export function QueueFilters({ query, onChange }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const summary = useRefundSummary();
  const rounds = [...new Set([...(summary.data ?? []).map((row) => row.round), ...(query.round ? [query.round] : [])])].sort((a, b) => a - b);

  const urlText = query.q ?? '';
  const [text, setText] = useState(urlText);
  const sent = useRef(urlText);
  // Back/forward changes the URL: show its search, unless it is the one this input just sent.
  useEffect(() => {
    if (urlText !== sent.current) {
      sent.current = urlText;
      setText(urlText);
    }
  }, [urlText]);
  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = next;
      onChange({ q: next, page: null });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  return (
    <form role="search" aria-label={t('console.queue.filtersLabel')} onSubmit={(event) => event.preventDefault()} css={filterBarStyle}>
      <label
        css={[
          fieldStyle,
          css`
            grid-column: 1 / -1;
          `,
        ]}
      >
        {t('console.queue.search')}
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
          placeholder={t('console.queue.searchPlaceholder')}
          css={inputStyle}
          data-testid="queue-search"
        />
      </label>
      <label css={fieldStyle}>
        {t('console.queue.round')}
        <select value={query.round ?? ''} onChange={(event) => onChange({ round: event.target.value, page: null })} css={inputStyle}>
          <option value="">{t('console.common.all')}</option>
          {rounds.map((round) => (
            <option key={round} value={round}>
              {t('console.common.roundN', { round })}
            </option>
          ))}
        </select>
      </label>
      <label css={fieldStyle}>
        {t('console.queue.status')}
        <select value={query.status ?? ''} onChange={(event) => onChange({ status: event.target.value, page: null })} css={inputStyle}>
          <option value="">{t('console.common.all')}</option>
          {REFUND_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`console.statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label css={fieldStyle}>
        {t('console.queue.currency')}
        <select value={query.currency ?? ''} onChange={(event) => onChange({ currency: event.target.value, page: null })} css={inputStyle}>
          <option value="">{t('console.common.all')}</option>
          {REFUND_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {t(`console.currencies.${currency}`)}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
