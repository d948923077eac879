import { cabinetText } from '../features/cabinet/text';
import { shareText } from '../features/share/text';
import type { ko } from './ko';
import { transferText } from '../features/transfer/text';
import { offersText } from '../features/offers/text';
import { showcaseText } from '../features/showcase/text';

export const en: typeof ko = {
  pages: {
    cabinet: 'Cabinet',
    myCabinet: 'My Cabinet',
    transferPassword: 'Transfer password',
    transferSuccess: 'Transfer complete',
    keyShare: 'Share a KEY',
    offers: 'Offers',
    showcase: 'Showcase',
    collector: 'Collector showcase',
    share: 'Share',
  },
  transfer: transferText.en,
  cabinet: cabinetText.en,
  share: shareText.en,
  offers: offersText.en,
  showcase: showcaseText.en,
};
