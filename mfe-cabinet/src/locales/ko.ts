import { cabinetText } from '../features/cabinet/text';
import { shareText } from '../features/share/text';
import { transferText } from '../features/transfer/text';
import { offersText } from '../features/offers/text';
import { showcaseText } from '../features/showcase/text';

export const ko = {
  pages: {
    cabinet: '캐비닛',
    myCabinet: '내 캐비닛',
    transferPassword: '전송 비밀번호',
    transferSuccess: '전송 완료',
    keyShare: 'KEY 공유',
    offers: '구매 제안',
    showcase: '쇼케이스',
    collector: '컬렉터 쇼케이스',
    share: '공유',
  },
  transfer: transferText.ko,
  cabinet: cabinetText.ko,
  share: shareText.ko,
  offers: offersText.ko,
  showcase: showcaseText.ko,
};
