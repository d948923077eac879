import { PAGE_WORDS } from 'shared-contract';
import { coinPaymentText } from '../features/coin-payment/text';
import { likesText } from '../features/likes/text';
import { purchaseText } from '../features/purchase/text';
import { revealAllText } from '../features/purchase/reveal-all-text';
import { cartText } from '../features/cart/text';
import { ticketsText } from '../features/tickets/text';
import { marketText } from '../features/market/text';
import { offersText } from '../features/offers/text';
import { watchlistText } from '../features/watchlist/text';
import { pricesText } from '../features/market/price/text';

/** The texts of every page but /main, registered with the page (`page-texts.ts`). */
export const koPages = {
  pages: {
    shop: '상점',
    promotion: '프로모션',
    cart: '장바구니',
    reveal: '리빌',
    revealTotal: '리빌 결과',
    payment: '결제',
    ticket: '티켓',
    ticketProject: '티켓 프로젝트',
    paymentSuccess: '결제 완료',
    paymentError: '결제 오류',
    coinSuccess: '골드 충전 완료',
    coinError: '골드 충전 오류',
  },
  project: {
    ...PAGE_WORDS.ko.project,
    set: {
      title: '내 세트',
      designs: '이 프로젝트의 KEY 디자인',
      progress_one: '{{count}}종 중 {{owned}}종 수집',
      progress_other: '{{count}}종 중 {{owned}}종 수집',
      complete: '세트 완성',
      owned_one: '{{count}}개 보유',
      owned_other: '{{count}}개 보유',
      missing: '미보유 · 마켓에서 찾기',
      loadFailed: '세트 현황을 불러오지 못했습니다.',
    },
    keys: '이 프로젝트의 KEY',
    noKeys: '이 프로젝트에는 아직 KEY가 없습니다.',
    buy: '구매하기',
    community: '커뮤니티',
    buyNote: 'KEY 구매는 곧 열립니다. 지금은 둘러보기만 할 수 있어요.',
    notFoundTitle: '프로젝트를 찾을 수 없습니다',
    notFoundText: '주소가 올바르지 않거나 삭제된 프로젝트입니다.',
  },
  key: {
    ...PAGE_WORDS.ko.key,
    tabsLabel: 'KEY 정보',
    tabs: {
      details: 'KEY 상세',
      properties: 'KEY 속성',
      project: '프로젝트 상세',
      activities: 'KEY 활동',
    },
    rarity: '등급',
    project: '프로젝트',
    supply: '발행 수량',
    releasedAt: '발행일',
    viewProject: '프로젝트 보러 가기',
    activity: {
      type: '활동',
      actor: '회원',
      price: '가격',
      time: '일시 (KST)',
      none: '아직 활동 내역이 없습니다.',
      RELEASE: '발행',
      PURCHASE: '구매',
      TRANSFER: '전송',
      SALE: '판매',
    },
    otherKeys: '이 프로젝트의 다른 KEY',
    noOtherKeys: '이 프로젝트의 다른 KEY가 없습니다.',
    notFoundTitle: 'KEY를 찾을 수 없습니다',
    notFoundText: '주소가 올바르지 않거나 삭제된 KEY입니다.',
  },
  allKeys: {
    title: '전체 KEY',
    total: '총 {{total}}개',
    sort: '정렬',
    sorts: {
      newest: '최신순',
      name: '이름순',
      rarity: '등급순',
    },
    more: '더 보기',
    empty: '아직 발행된 KEY가 없습니다.',
  },
  collection: {
    title: '컬렉션',
    tabsLabel: '컬렉션 종류',
    kinds: {
      webtoon: '웹툰',
      theme: '테마',
    },
    projectCount: '프로젝트 {{count}}개',
    empty: '아직 공개된 컬렉션이 없습니다.',
    noProjects: '이 컬렉션에는 아직 프로젝트가 없습니다.',
  },
  search: {
    title: '검색',
    label: '검색어',
    placeholder: '프로젝트나 KEY를 검색해 보세요',
    clear: '검색어 지우기',
    top: '인기 프로젝트 TOP 6',
    projects: '프로젝트',
    keys: 'KEY',
    noResults: '‘{{query}}’에 대한 검색 결과가 없습니다.',
    noResultsHint: '철자를 확인하거나 다른 검색어로 다시 시도해 보세요.',
    resultCount: '프로젝트 {{projects}}개, KEY {{keys}}개',
  },
  about: {
    title: 'KEYS 소개',
    subtitle: '웹툰 프로젝트의 디지털 포토카드',
    intro:
      'KEYS는 좋아하는 웹툰의 디지털 포토카드인 KEY를 사고, 모으고, 열어 보고, 주고받는 서비스입니다. KEY는 웹툰 프로젝트별로 한정 수량으로 발행되며, 만 19세 이상 회원이 이용할 수 있습니다.',
    featuresTitle: '이렇게 즐겨요',
    features: {
      key: { title: 'KEY', text: '웹툰 프로젝트마다 발행되는 한정판 디지털 포토카드예요. 등급과 발행 수량이 정해져 있어요.' },
      reveal: { title: '리빌', text: '구매한 KEY를 열어 어떤 카드가 나왔는지 확인해요.' },
      cabinet: { title: '캐비닛', text: '내가 모은 KEY를 보관하는 나만의 공간이에요. 캐비닛 비밀번호로 보호돼요.' },
      transfer: { title: '전송', text: '가진 KEY를 다른 회원에게 보낼 수 있어요.' },
      market: { title: '마켓', text: '프로젝트의 KEY를 골드나 카드로 구매해요.' },
    },
    roadmapTitle: '로드맵',
    roadmapDone: '완료',
    roadmapAhead: '예정',
    roadmap: {
      preRegistration: { when: '23.06', title: '사전 예약 오픈', text: '사전 예약을 시작합니다.' },
      launch: { when: '23.06', title: '정식 오픈', text: '프로젝트 판매, 사전 예약 보너스, 프라이빗 커뮤니티' },
      updates: { when: '24.', title: '중요 업데이트', text: '랜덤 KEY 거래, 커스텀 스티커' },
      more: { when: '다음', title: '더 많은 기능', text: '회원 간 KEY 거래' },
    },
    browse: '프로젝트 둘러보기',
  },
  coinPayment: coinPaymentText.ko,
  likes: likesText.ko,
  purchase: purchaseText.ko,
  revealAll: revealAllText.ko,
  cart: cartText.ko,
  tickets: ticketsText.ko,
  market: marketText.ko,
  offers: offersText.ko,
  watchlist: watchlistText.ko,
  prices: pricesText.ko,
};
