import { communityTextEn } from './en/community';
import { eventsTextEn } from './en/events';
import { monthlyTextEn } from './en/monthly';
import { promotionsTextEn } from './en/promotions';
import { consoleTextEn } from './en/console';
import { inquiryTextEn } from './en/inquiry';
import { purchasesTextEn } from './en/purchases';
import { refundTextEn } from './en/refund';

import type { ko } from './ko';

export const en: typeof ko = {
  pages: {
    refund: 'Refund request',
    refundConsole: 'Staff console',
  },
  support: {
    title: 'Support',
    tabsLabel: 'Support sections',
    tabs: {
      faq: 'FAQ',
      notice: 'Notices',
    },
    notice: {
      pinned: 'Pinned',
      more: 'Load more',
      empty: 'There are no notices yet.',
      total: '{{total}} notices',
    },
    faq: {
      empty: 'There are no questions yet.',
      question: 'Question',
    },
    events: {
      title: 'Event announcements',
      all: 'See all on the event page',
      loading: 'Loading the event announcements.',
      empty: 'No event announcements yet.',
      error: 'The event announcements could not be loaded.',
      winnersOf: 'Winners of {{title}} ({{n}})',
      winners: 'Winners of {{title}}',
    },
  },
  refund: refundTextEn,
  console: consoleTextEn,
  inquiry: inquiryTextEn,
  purchases: purchasesTextEn,
  community: communityTextEn,
  events: eventsTextEn,
  monthly: monthlyTextEn,
  promotions: promotionsTextEn,
};
