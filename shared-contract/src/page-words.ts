// Zod-free on purpose: the shell and the market read it on the first render.
import type { Language } from './languages';

/**
 * The words of a page's first screen, shown both by the apps (the shell's bar, the market's main, shop and KEY pages
 * spread them into their i18n resources) and by the server, which draws that screen before any script runs
 * (api/src/web/first-screen). One source, so the page that takes over says exactly what was drawn.
 */
const ko = {
  skipToContent: '본문으로 건너뛰기',
  /** The shell's bar. */
  nav: {
    main: '주 메뉴',
    utility: '바로가기 메뉴',
    shop: '상점',
    market: '마켓',
    promotion: '프로모션',
    cabinet: '캐비닛',
    about: '소개',
    events: '이벤트',
    support: '고객센터',
    collection: '컬렉션',
    search: '검색',
    myPage: '마이페이지',
    more: '더보기',
    home: 'KEYS 홈',
  },
  signIn: '로그인',
  /** The market's main page. */
  main: {
    title: 'KEYS 메인',
    banners: '추천 프로젝트',
    webtoons: '웹툰 컬렉션',
    themes: '테마 컬렉션',
    newestKeys: '새로 나온 KEY',
    allKeys: '전체 KEY 보기',
    seeCollection: '컬렉션 보기',
  },
  card: { by: '{{creator}}' },
  /** The shop's cards and the main page's "On sale now". */
  shop: {
    price: '{{gold}} 골드',
    usd: '카드 US${{usd}}',
    remaining: '{{remaining}}개 남음',
    onSaleNow: '지금 판매 중',
    toShop: '상점 전체 보기',
  },
  rarity: { common: '커먼', rare: '레어', epic: '에픽', legendary: '레전더리' },
  /** The KEY details page. */
  key: { remaining: '남은 수량' },
  saleStatus: { upcoming: '판매 예정', on_sale: '판매 중', sold_out: '품절', ended: '판매 종료' },
  /** The project page's overview. */
  project: {
    creator: '크리에이터',
    price: '가격',
    gold: '{{amount}} 골드',
    priceNote: '랜덤 KEY 1회 뽑기 가격',
    supply: '남은 수량',
    salePeriod: '판매 기간',
    noEnd: '종료일 미정',
    collections: '컬렉션',
  },
};

export type PageWords = typeof ko;

export const PAGE_WORDS: Record<Language, PageWords> = {
  ko,
  en: {
    skipToContent: 'Skip to content',
    nav: {
      main: 'Main menu',
      utility: 'Shortcuts',
      shop: 'Shop',
      market: 'Market',
      promotion: 'Promotion',
      cabinet: 'Cabinet',
      about: 'About',
      events: 'Events',
      support: 'Support',
      collection: 'Collection',
      search: 'Search',
      myPage: 'My page',
      more: 'More',
      home: 'KEYS home',
    },
    signIn: 'Sign in',
    main: {
      title: 'KEYS home',
      banners: 'Featured projects',
      webtoons: 'Webtoon collections',
      themes: 'Theme collections',
      newestKeys: 'Newest KEYs',
      allKeys: 'See all KEYs',
      seeCollection: 'See collection',
    },
    card: { by: 'by {{creator}}' },
    shop: {
      price: '{{gold}} Gold',
      usd: 'Card US${{usd}}',
      remaining: '{{remaining}} left',
      onSaleNow: 'On sale now',
      toShop: 'See the whole shop',
    },
    rarity: { common: 'Common', rare: 'Rare', epic: 'Epic', legendary: 'Legendary' },
    key: { remaining: 'Remaining' },
    saleStatus: { upcoming: 'Coming soon', on_sale: 'On sale', sold_out: 'Sold out', ended: 'Sale ended' },
    project: {
      creator: 'Creator',
      price: 'Price',
      gold: '{{amount}} Gold',
      priceNote: 'Price of one random KEY draw',
      supply: 'Remaining',
      salePeriod: 'Sale period',
      noEnd: 'No end date yet',
      collections: 'Collections',
    },
  },
};
