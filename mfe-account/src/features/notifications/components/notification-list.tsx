import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Notification } from 'shared-contract';
import { Button, EmptyState, ErrorState, Skeleton, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useMarkAllRead, useMarkRead, useNotificationPages, useUnreadCount } from '../api/notifications-api';
import { NotificationItem } from './notification-item';

const listStyle = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A same-origin page path (never another site, never `//host`). */
const isSamePagePath = (url: string) => /^\/(?!\/)/.test(url);

function NotificationSkeleton() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div role="status" aria-busy="true" aria-label={t('notifications.loading')} data-testid="notifications-loading" css={listStyle}>
      {[0, 1, 2, 3].map((index) => (
        <div
          key={index}
          css={css`
            display: grid;
            gap: 8px;
            padding: 14px 16px;
            border: 1px solid ${theme.colors.gray100};
            border-radius: ${theme.radius.md}px;
          `}
        >
          <Skeleton width={80} height={12} />
          <Skeleton width="70%" height={16} />
          <Skeleton height={14} />
        </div>
      ))}
    </div>
  );
}

/** The member's notifications with unread count, "mark all read", and "load more". */
export function NotificationList() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const pages = useNotificationPages();
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const [openingId, setOpeningId] = useState<number | null>(null);

  if (pages.isPending) return <NotificationSkeleton />;
  // A failed "load more" keeps the pages already shown (the error shows under them).
  if (!pages.data) return <ErrorState error={pages.error} title={t('notifications.errorTitle')} onRetry={() => void pages.refetch()} />;

  const items = pages.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState title={t('notifications.emptyTitle')} description={t('notifications.emptyDescription')} data-testid="notifications-empty" />;
  }

  const unreadCount = unread.data ?? items.filter((item) => item.readAt === null).length;
  const open = async (notification: Notification) => {
    setOpeningId(notification.id);
    try {
      if (notification.readAt === null) await markRead.mutateAsync(notification.id);
      if (notification.linkUrl && isSamePagePath(notification.linkUrl)) void navigate(notification.linkUrl);
    } catch {
      // The mutation's error is shown below the toolbar.
    } finally {
      setOpeningId(null);
    }
  };
  const actionError = markRead.error ?? markAllRead.error;

  return (
    <div
      css={css`
        display: grid;
        gap: 12px;
      `}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: space-between;
          gap: 8px;
        `}
      >
        <p
          role="status"
          data-testid="unread-count"
          css={css`
            margin: 0;
            font-size: 14px;
            color: ${theme.colors.gray600};
          `}
        >
          {unreadCount > 0 ? t('notifications.unreadCount', { count: unreadCount }) : t('notifications.allRead')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={unreadCount === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
          data-testid="mark-all-read"
        >
          {markAllRead.isPending ? t('notifications.markingAllRead') : t('notifications.markAllRead')}
        </Button>
      </div>
      {actionError && (
        <p
          role="alert"
          css={css`
            margin: 0;
            font-size: 14px;
            color: ${theme.colors.red};
          `}
        >
          {actionError.message}
        </p>
      )}
      <ul aria-label={t('notifications.listLabel')} css={listStyle}>
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} pending={openingId === notification.id} onOpen={(item) => void open(item)} />
        ))}
      </ul>
      {pages.isFetchNextPageError && <ErrorState error={pages.error} onRetry={() => void pages.fetchNextPage()} />}
      {pages.hasNextPage && !pages.isFetchNextPageError && (
        <Button variant="secondary" fullWidth disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {pages.isFetchingNextPage ? t('notifications.loadingMore') : t('notifications.loadMore')}
        </Button>
      )}
    </div>
  );
}
