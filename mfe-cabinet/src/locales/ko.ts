import { cabinetText } from '../features/cabinet/text';
import { shareText } from '../features/share/text';
import { transferText } from '../features/transfer/text';

export const ko = {
  pages: {
    cabinet: '캐비닛',
    myCabinet: '내 캐비닛',
    transferPassword: '전송 비밀번호',
    transferSuccess: '전송 완료',
    keyShare: 'KEY 공유',
    share: '공유',
  },
  transfer: transferText.ko,
  cabinet: cabinetText.ko,
  share: shareText.ko,
};
