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
    refundConsole: '환불 처리 콘솔',
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
