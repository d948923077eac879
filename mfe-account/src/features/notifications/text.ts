/** The notifications feature's texts in the account namespace (key `notifications`); en has the same keys as ko. */
const ko = {
  types: {
    ADMIN: '공지',
    TRANSFER: '전송',
    PURCHASE: '구매',
    COMMENT: '댓글',
    LIKE: '좋아요',
    SALE: '판매',
    OFFER: '구매 제안',
    // watchlist
    WATCH: '관심 목록',
  },
  listLabel: '알림 목록',
  loading: '알림을 불러오는 중',
  unreadCount: '읽지 않은 알림 {{count}}개',
  allRead: '모든 알림을 읽었습니다',
  unread: '읽지 않음',
  markAllRead: '모두 읽음으로 표시',
  markingAllRead: '표시하는 중…',
  opensPage: '페이지로 이동',
  loadMore: '알림 더 보기',
  loadingMore: '불러오는 중…',
  emptyTitle: '받은 알림이 없습니다',
  emptyDescription: 'KEY 전송, 구매, 판매와 공지 소식이 생기면 여기에서 알려 드릴게요.',
  errorTitle: '알림을 불러오지 못했습니다',
};

export const notificationsText = {
  ko,
  en: {
    types: {
      ADMIN: 'Notice',
      TRANSFER: 'Transfer',
      PURCHASE: 'Purchase',
      COMMENT: 'Comment',
      LIKE: 'Like',
      SALE: 'Sale',
      OFFER: 'Offer',
      // watchlist
      WATCH: 'Watchlist',
    },
    listLabel: 'Notifications',
    loading: 'Loading notifications',
    unreadCount: 'Unread notifications: {{count}}',
    allRead: 'You have read every notification',
    unread: 'Unread',
    markAllRead: 'Mark all as read',
    markingAllRead: 'Marking…',
    opensPage: 'opens a page',
    loadMore: 'Load more notifications',
    loadingMore: 'Loading…',
    emptyTitle: 'No notifications yet',
    emptyDescription: 'News about KEY transfers, purchases, sales and notices will show up here.',
    errorTitle: 'Could not load your notifications',
  } satisfies typeof ko,
};
