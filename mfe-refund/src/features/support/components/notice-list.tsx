import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, Skeleton, formatKst, theme, useLocalized, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useNotices } from '../api/get-notices';
import { Disclosure } from './disclosure';

export function NoticeList() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const { data, error, isPending, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useNotices();

  if (isPending) {
    return (
      <div
        aria-busy="true"
        css={css`
          display: grid;
          gap: 12px;
          padding-top: 16px;
        `}
      >
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={44} />
        ))}
      </div>
    );
  }
  const loaded = data?.pages.flatMap((page) => page.items) ?? [];
  if (error && loaded.length === 0) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loaded.length === 0) return <EmptyState title={t('support.notice.empty')} />;

  const notices = [...loaded.filter((notice) => notice.pinned), ...loaded.filter((notice) => !notice.pinned)];
  return (
    <div>
      <ul
        data-testid="notice-list"
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
        `}
      >
        {notices.map((notice) => (
          <li key={notice.id}>
            <Disclosure
              testId="notice"
              summary={
                <span
                  css={css`
                    display: flex;
                    flex-direction: column;
                    gap: 4px;
                    min-width: 0;
                  `}
                >
                  <span
                    css={css`
                      display: flex;
                      gap: 8px;
                      align-items: center;
                    `}
                  >
                    {notice.pinned ? (
                      <span
                        css={css`
                          flex: 0 0 auto;
                          padding: 2px 8px;
                          border-radius: 10px;
                          font-size: 12px;
                          font-weight: 700;
                          background: ${theme.colors.pinkSoft};
                          color: #b0215d;
                        `}
                      >
                        {t('support.notice.pinned')}
                      </span>
                    ) : null}
                    <span
                      css={css`
                        font-weight: 600;
                      `}
                    >
                      {localized(notice.title)}
                    </span>
                  </span>
                  <time
                    dateTime={notice.publishedAt}
                    css={css`
                      font-size: 13px;
                      color: ${theme.colors.gray500};
                    `}
                  >
                    {formatKst(notice.publishedAt, 'date', language)}
                  </time>
                </span>
              }
            >
              {localized(notice.body)}
            </Disclosure>
          </li>
        ))}
      </ul>
      {error ? <ErrorState error={error} onRetry={() => void fetchNextPage()} /> : null}
      {hasNextPage ? (
        <div
          css={css`
            display: flex;
            justify-content: center;
            margin-top: 20px;
          `}
        >
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {t('support.notice.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
