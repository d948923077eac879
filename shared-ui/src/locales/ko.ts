/** The `common` namespace: text of the shared components, used by the shell and every remote. */
export const commonKo = {
  loading: '로딩 중',
  retry: '다시 시도',
  backHome: '홈으로 가기',
  back: '뒤로 가기',
  close: '닫기',
  empty: '표시할 내용이 없습니다.',
  error: {
    title: '불러오지 못했습니다',
    generic: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    connection: '연결에 실패했습니다. 메인으로 이동해 주세요.',
  },
  errorPage: {
    title: '일시적인 오류가 발생했습니다',
    message: '잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 문의해 주세요.',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    message: '주소가 바뀌었거나 삭제된 페이지입니다. 주소를 다시 확인해 주세요.',
  },
  /** Sharing a page (the Web Share API, else the link copied). */
  share: {
    shared: '공유했습니다',
    copied: '링크를 복사했습니다',
    copyFailed: '링크를 복사하지 못했습니다. 아래 주소를 직접 복사해 주세요.',
  },
  /** Community relative times (spec section 9); Korean has one plural form. */
  relativeTime: {
    justNow: '방금 전',
    minutes_other: '{{count}}분 전',
    hours_other: '{{count}}시간 전',
    days_other: '{{count}}일 전',
    months_other: '{{count}}개월 전',
    years_other: '{{count}}년 전',
    exact: '{{time}} (한국 시간)',
  },
  /** The 24-hour lock of a KEY (spec section 9), with its live countdown. */
  keyLock: {
    reason: 'KEY는 구매하거나 받은 뒤 24시간이 지나야 판매하거나 전송할 수 있습니다.',
    remaining: '남은 시간',
  },
  notAvailable: {
    title: '준비 중입니다',
    text: '서비스의 이 부분은 현재 준비 중입니다. 조금만 기다려 주세요.',
  },
};

export type CommonResources = typeof commonKo;
