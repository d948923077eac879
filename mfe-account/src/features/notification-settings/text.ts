import type { SwitchableNotificationType } from 'shared-contract';

type PushKey = 'isAgreePush' | 'isAgreePushContents' | 'isAgreePushFreetime' | 'isAgreePushNight';

/** The notification settings' texts in the account namespace (key `notificationSettings`); en has the same keys as ko. */
const ko = {
  title: '알림 설정',
  loading: '알림 설정을 불러오는 중',
  errorTitle: '알림 설정을 불러오지 못했습니다',
  saved: '저장했습니다.',
  push: {
    title: '앱 푸시 알림',
    lead: 'KEYS 앱을 설치한 기기로 보내는 알림입니다.',
    needsPush: '푸시 알림을 켜면 고를 수 있습니다.',
    labels: {
      isAgreePush: '푸시 알림 받기',
      isAgreePushContents: '콘텐츠 소식',
      isAgreePushFreetime: '무료 이용 혜택',
      isAgreePushNight: '야간 푸시 (21시~08시)',
    } satisfies Record<PushKey, string>,
  },
  web: {
    title: '사이트 알림',
    lead: '끈 종류의 새 알림은 알림함에 오지 않습니다. 공지와 구매 알림은 항상 받습니다.',
    labels: {
      TRANSFER: 'KEY 전송',
      SALE: '마켓 판매',
      OFFER: '구매 제안',
      COMMENT: '댓글',
      LIKE: '좋아요',
      WATCH: '관심 KEY 알림',
    } satisfies Record<SwitchableNotificationType, string>,
    hints: {
      TRANSFER: 'KEY를 보내거나 받았을 때',
      SALE: '마켓에 올린 KEY가 팔렸을 때',
      OFFER: '내 KEY에 제안이 오거나 내 제안에 답이 왔을 때',
      COMMENT: '내 글에 댓글이 달렸을 때',
      LIKE: '내 글이나 댓글에 좋아요가 눌렸을 때',
      WATCH: '관심 목록의 KEY가 정한 가격 이하로 올라오거나 새로 판매될 때',
    } satisfies Record<SwitchableNotificationType, string>,
  },
};

export const notificationSettingsText = {
  ko,
  en: {
    title: 'Notification settings',
    loading: 'Loading notification settings',
    errorTitle: 'Could not load your notification settings',
    saved: 'Saved.',
    push: {
      title: 'App push notifications',
      lead: 'Sent to devices where the KEYS app is installed.',
      needsPush: 'Turn on push notifications to choose these.',
      labels: {
        isAgreePush: 'Receive push notifications',
        isAgreePushContents: 'Content news',
        isAgreePushFreetime: 'Free-use offers',
        isAgreePushNight: 'Night-time push (9 pm–8 am)',
      },
    },
    web: {
      title: 'Notifications on the site',
      lead: 'New notifications of a type you switch off do not arrive in your notifications. Notices and purchase receipts always arrive.',
      labels: {
        TRANSFER: 'KEY transfers',
        SALE: 'Market sales',
        OFFER: 'Offers',
        COMMENT: 'Comments',
        LIKE: 'Likes',
        WATCH: 'Watchlist alerts',
      },
      hints: {
        TRANSFER: 'When you send or receive a KEY',
        SALE: 'When a KEY you listed sells',
        OFFER: 'When someone makes an offer on your KEY or answers yours',
        COMMENT: 'When someone comments on your post',
        LIKE: 'When someone likes your post or comment',
        WATCH: 'When a watched KEY is listed at or under your price, or a watched project has a new drop',
      },
    },
  } satisfies typeof ko,
};
