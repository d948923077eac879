import type { NotificationContent } from '../notifications/notify';

/** What an OFFER notification names: the KEY (design names and serial), the amount and where to look. */
export interface OfferSubject {
  nameKo: string;
  nameEn: string;
  serialNo: number;
  amountGold: number;
}

const gold = (amount: number) => amount.toLocaleString('en-US');
const keyKo = (s: OfferSubject) => `${s.nameKo} #${s.serialNo}`;
const keyEn = (s: OfferSubject) => `${s.nameEn} #${s.serialNo}`;

export type OfferEvent = 'RECEIVED' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED' | 'LAPSED';

/** The OFFER notifications: to the owner on a new offer; to the bidder when it is accepted, declined, expires or lapses. */
export function offerNotice(event: OfferEvent, s: OfferSubject): NotificationContent {
  const amount = gold(s.amountGold);
  switch (event) {
    case 'RECEIVED':
      return {
        type: 'OFFER',
        title: { ko: '새 구매 제안', en: 'New offer on your KEY' },
        body: { ko: `${keyKo(s)}에 ${amount}골드 구매 제안이 도착했습니다.`, en: `You received an offer of ${amount} Gold for ${keyEn(s)}.` },
        linkUrl: '/cabinet/offers',
      };
    case 'ACCEPTED':
      return {
        type: 'OFFER',
        title: { ko: '제안 수락', en: 'Offer accepted' },
        body: {
          ko: `${keyKo(s)}에 대한 ${amount}골드 제안이 수락되어 KEY를 구매했습니다.`,
          en: `Your offer of ${amount} Gold for ${keyEn(s)} was accepted: the KEY is yours.`,
        },
        linkUrl: '/cabinet',
      };
    case 'DECLINED':
      return {
        type: 'OFFER',
        title: { ko: '제안 거절', en: 'Offer declined' },
        body: {
          ko: `${keyKo(s)}에 대한 ${amount}골드 제안이 거절되었습니다. 골드가 다시 사용 가능합니다.`,
          en: `Your offer of ${amount} Gold for ${keyEn(s)} was declined. The Gold is available again.`,
        },
        linkUrl: '/cabinet/offers?direction=outgoing',
      };
    case 'EXPIRED':
      return {
        type: 'OFFER',
        title: { ko: '제안 만료', en: 'Offer expired' },
        body: {
          ko: `${keyKo(s)}에 대한 ${amount}골드 제안이 만료되었습니다. 골드가 다시 사용 가능합니다.`,
          en: `Your offer of ${amount} Gold for ${keyEn(s)} expired. The Gold is available again.`,
        },
        linkUrl: '/cabinet/offers?direction=outgoing',
      };
    case 'LAPSED':
      return {
        type: 'OFFER',
        title: { ko: '제안 종료', en: 'Offer closed' },
        body: {
          ko: `${keyKo(s)}의 보유자가 바뀌어 ${amount}골드 제안이 종료되었습니다. 골드가 다시 사용 가능합니다.`,
          en: `${keyEn(s)} changed hands, so your offer of ${amount} Gold closed. The Gold is available again.`,
        },
        linkUrl: '/cabinet/offers?direction=outgoing',
      };
  }
}
