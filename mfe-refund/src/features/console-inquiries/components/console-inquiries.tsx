import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INQUIRY_STATUSES, type InquiryListItem } from 'shared-contract';
import { Button, EmptyState, ErrorState, formatKst, mq, Skeleton, theme, useIsDesktop, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { inputStyle, labelStyle, listStyle } from '../../../components/inquiry-styles';
import { useInquiries, type InquiryListQuery } from '../api/get-inquiries';
import { InquiryDetailPanel } from './inquiry-detail';
import { StatusBadge } from './status-badge';

const PAGE_SIZE = 20;

type StatusFilter = '' | InquiryListItem['status'];

const layoutStyle = css`
  display: grid;
  gap: 16px;
  ${mq.desktop} {
    grid-template-columns: minmax(280px, 2fr) 3fr;
    align-items: start;
  }
`;

const filtersStyle = css`
  display: grid;
  gap: 12px;
  ${mq.desktop} {
    grid-template-columns: 180px 1fr;
    align-items: end;
  }
`;

const rowStyle = css`
  display: grid;
  gap: 4px;
  width: 100%;
  min-height: 44px;
  padding: 12px 14px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  font: inherit;
  text-align: left;
  color: ${theme.colors.gray900};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.gray50};
  }
  &[aria-current='true'] {
    border-color: ${theme.colors.pink};
    box-shadow: inset 3px 0 0 ${theme.colors.pink};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const rowLineStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  min-width: 0;
  font-size: 13px;
  color: ${theme.colors.gray600};
`;

const previewStyle = css`
  margin: 0;
  font-size: 14px;
  line-height: 1.45;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const searchRowStyle = css`
  display: flex;
  gap: 8px;
  & > input {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/**
 * The console's support inquiries (issue 10 C and D), for the support team's page: the list with a status filter and
 * a search in the reply e-mail and text (open ones first), and the chosen inquiry beside it (below it on a phone)
 * with its attachments and the answer form, or the answer given, who gave it and when (KST).
 */
export function ConsoleInquiries() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const isDesktop = useIsDesktop();
  const [status, setStatus] = useState<StatusFilter>('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const query: InquiryListQuery = { status: status || undefined, q: q || undefined, page, size: PAGE_SIZE };
  const list = useInquiries(query);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(search.trim());
    setPage(1);
  };

  const choose = (inquiryId: number) => {
    setSelected(inquiryId);
    // On a phone the detail is below the list: bring it into view.
    if (!isDesktop) document.getElementById(`${id}-detail`)?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="console-inquiries"
      css={css`
        display: grid;
        gap: 16px;
      `}
    >
      <h2
        id={`${id}-title`}
        css={css`
          margin: 0;
          font-size: 20px;
        `}
      >
        {t('inquiry.console.title')}
      </h2>

      <form role="search" onSubmit={submitSearch} css={filtersStyle} data-testid="inquiry-filters">
        <div
          css={css`
            display: grid;
            gap: 6px;
          `}
        >
          <label htmlFor={`${id}-status`} css={labelStyle}>
            {t('inquiry.console.filterLabel')}
          </label>
          <select
            id={`${id}-status`}
            value={status}
            css={inputStyle}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
            data-testid="inquiry-status-filter"
          >
            <option value="">{t('inquiry.console.status.all')}</option>
            {INQUIRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`inquiry.console.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div
          css={css`
            display: grid;
            gap: 6px;
          `}
        >
          <label htmlFor={`${id}-search`} css={labelStyle}>
            {t('inquiry.console.searchLabel')}
          </label>
          <div css={searchRowStyle}>
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              maxLength={100}
              placeholder={t('inquiry.console.searchPlaceholder')}
              css={inputStyle}
              onChange={(event) => setSearch(event.target.value)}
              data-testid="inquiry-search"
            />
            <Button type="submit" variant="secondary" data-testid="inquiry-search-submit">
              {t('inquiry.console.search')}
            </Button>
          </div>
        </div>
      </form>

      <div css={layoutStyle}>
        <div
          css={css`
            display: grid;
            gap: 12px;
            min-width: 0;
          `}
        >
          <InquiryList state={list} selected={selected} onSelect={choose} />
          {list.data && list.data.total > 0 ? (
            <nav
              aria-label={t('inquiry.console.title')}
              css={css`
                display: flex;
                align-items: center;
                justify-content: space-between;
                gap: 8px;
              `}
            >
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)} data-testid="inquiry-prev">
                {t('inquiry.console.prev')}
              </Button>
              <span
                css={css`
                  font-size: 14px;
                  color: ${theme.colors.gray600};
                `}
                aria-live="polite"
                data-testid="inquiry-page"
              >
                {t('inquiry.console.pageOf', { page, pages })}
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)} data-testid="inquiry-next">
                {t('inquiry.console.next')}
              </Button>
            </nav>
          ) : null}
        </div>
        <div
          id={`${id}-detail`}
          css={css`
            min-width: 0;
          `}
        >
          <InquiryDetailPanel id={selected} />
        </div>
      </div>
    </section>
  );
}

function InquiryList({ state, selected, onSelect }: { state: ReturnType<typeof useInquiries>; selected: number | null; onSelect: (id: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, error, isPending, refetch } = state;

  if (isPending) {
    return (
      <div
        aria-busy="true"
        css={css`
          display: grid;
          gap: 8px;
        `}
      >
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={72} />
        ))}
      </div>
    );
  }
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.items.length === 0) return <EmptyState title={t('inquiry.console.empty')} data-testid="inquiry-list-empty" />;

  return (
    <div
      css={css`
        display: grid;
        gap: 8px;
      `}
    >
      <p
        css={css`
          margin: 0;
          font-size: 14px;
          color: ${theme.colors.gray600};
        `}
        data-testid="inquiry-total"
      >
        {t('inquiry.console.total', { count: data.total })}
      </p>
      <ul css={listStyle} data-testid="inquiry-list">
        {data.items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              css={rowStyle}
              aria-current={item.id === selected ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
              data-testid="inquiry-row"
            >
              <span css={rowLineStyle}>
                <strong
                  css={css`
                    color: ${theme.colors.gray900};
                  `}
                >
                  #{item.id}
                </strong>
                <StatusBadge status={item.status} />
                <span
                  css={css`
                    overflow-wrap: anywhere;
                  `}
                >
                  {item.replyEmail}
                </span>
              </span>
              <span css={previewStyle}>{item.preview}</span>
              <span css={rowLineStyle}>
                <span>
                  {item.member
                    ? t('inquiry.console.member', { name: item.member.nickname ?? item.member.email ?? `#${item.member.id}` })
                    : t('inquiry.console.visitor')}
                </span>
                {item.attachmentCount > 0 ? <span>{t('inquiry.console.attachments', { count: item.attachmentCount })}</span> : null}
                <time dateTime={item.createdAt}>{formatKst(item.createdAt, 'dateMinute', language)}</time>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
