import { PAGE_WORDS } from 'shared-contract';
import { shopText } from '../features/shop/text';
import { eventPopupsText } from '../features/event-popups/text';
import type { ko } from './ko';

/** The texts /main needs as the remote starts; every other page's are in `en-pages.ts`, registered as it loads (`page-texts.ts`). */
export const en: typeof ko = {
  saleStatus: PAGE_WORDS.en.saleStatus,
  rarity: PAGE_WORDS.en.rarity,
  card: {
    ...PAGE_WORDS.en.card,
    keyCount: '{{count}} KEYs',
    remaining: '{{remaining}} / {{total}} left',
  },
  main: {
    ...PAGE_WORDS.en.main,
    slide: '{{index}} of {{total}}',
    previous: 'Previous banner',
    next: 'Next banner',
    goTo: 'Show banner {{index}}',
    pause: 'Pause auto-advance',
    play: 'Start auto-advance',
    empty: 'No projects are open yet.',
    emptyHint: 'New projects are coming soon.',
  },
  shop: shopText.en,
  eventPopups: eventPopupsText.en,
};
