import { PAGE_WORDS } from 'shared-contract';
import { shopText } from '../features/shop/text';
import { eventPopupsText } from '../features/event-popups/text';

/** The texts /main needs as the remote starts; every other page's are in `ko-pages.ts`, registered as it loads (`page-texts.ts`). */
export const ko = {
  saleStatus: PAGE_WORDS.ko.saleStatus,
  rarity: PAGE_WORDS.ko.rarity,
  card: {
    ...PAGE_WORDS.ko.card,
    keyCount: 'KEY {{count}}종',
    remaining: '{{remaining}} / {{total}} 남음',
  },
  main: {
    ...PAGE_WORDS.ko.main,
    slide: '{{index}} / {{total}}',
    previous: '이전 배너',
    next: '다음 배너',
    goTo: '{{index}}번째 배너 보기',
    pause: '자동 넘김 멈추기',
    play: '자동 넘김 시작',
    empty: '아직 공개된 프로젝트가 없습니다.',
    emptyHint: '곧 새로운 프로젝트로 찾아올게요.',
  },
  shop: shopText.ko,
  eventPopups: eventPopupsText.ko,
};
