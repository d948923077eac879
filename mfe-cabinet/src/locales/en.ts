import type { ko } from './ko';
import { transferText } from '../features/transfer/text';

export const en: typeof ko = {
  pages: {
    cabinet: 'Cabinet',
    myCabinet: 'My Cabinet',
    transferPassword: 'Transfer password',
    transferSuccess: 'Transfer complete',
    keyShare: 'Share a KEY',
    share: 'Share',
  },
  transfer: transferText.en,
};
