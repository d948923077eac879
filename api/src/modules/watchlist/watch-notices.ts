import type { NotificationContent } from '../notifications/notify';

const gold = (amount: number) => amount.toLocaleString('en-US');

/** The WATCH notification of a new listing: the KEY (design and serial), its price, and a link to the KEY's page. */
export function listingNotice(s: { keyDesignId: number; nameKo: string; nameEn: string; serialNo: number; priceGold: number }): NotificationContent {
  return {
    type: 'WATCH',
    title: { ko: '관심 KEY 판매 등록', en: 'A KEY you watch is listed' },
    body: {
      ko: `${s.nameKo} #${s.serialNo} KEY가 ${gold(s.priceGold)}골드에 판매 등록되었습니다.`,
      en: `${s.nameEn} #${s.serialNo} is listed for ${gold(s.priceGold)} Gold.`,
    },
    linkUrl: `/key/details?id=${s.keyDesignId}`,
  };
}

/** The WATCH notification of a watched project's drop: its sale opened or a new KEY of it went on sale. */
export function dropNotice(s: { projectId: number; titleKo: string; titleEn: string }): NotificationContent {
  return {
    type: 'WATCH',
    title: { ko: '관심 프로젝트 새 드롭', en: 'New drop of a project you watch' },
    body: { ko: `${s.titleKo}의 새 KEY 판매가 시작되었습니다.`, en: `New KEYs of ${s.titleEn} are on sale now.` },
    linkUrl: `/project?id=${s.projectId}`,
  };
}
