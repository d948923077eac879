import { communityTextKo } from './ko/community';
import { eventsTextKo } from './ko/events';
import { monthlyTextKo } from './ko/monthly';
import { promotionsTextKo } from './ko/promotions';
import { consoleTextKo } from './ko/console';
import { inquiryTextKo } from './ko/inquiry';
import { purchasesTextKo } from './ko/purchases';
import { refundTextKo } from './ko/refund';

export const ko = {
  pages: {
    refund: '환불 신청',
    refundConsole: '관리자 콘솔',
  },
  support: {
    title: '고객센터',
    tabsLabel: '고객센터 메뉴',
    tabs: {
      faq: 'FAQ',
      notice: '공지사항',
    },
    notice: {
      pinned: '중요',
      more: '더 보기',
      empty: '등록된 공지사항이 없습니다.',
      total: '공지 {{total}}건',
    },
    faq: {
      empty: '등록된 질문이 없습니다.',
      question: '질문',
    },
    events: {
      title: '이벤트 발표',
      all: '이벤트 페이지에서 모두 보기',
      loading: '이벤트 발표를 불러오는 중입니다.',
      empty: '아직 이벤트 발표가 없습니다.',
      error: '이벤트 발표를 불러오지 못했습니다.',
      winnersOf: '{{title}} 당첨자 {{n}}명',
      winners: '{{title}} 당첨자',
    },
  },
  refund: refundTextKo,
  console: consoleTextKo,
  inquiry: inquiryTextKo,
  purchases: purchasesTextKo,
  community: communityTextKo,
  events: eventsTextKo,
  monthly: monthlyTextKo,
  promotions: promotionsTextKo,
};
