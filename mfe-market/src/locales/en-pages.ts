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
import type { koPages } from './ko-pages';

/** The texts of every page but /main, registered with the page (`page-texts.ts`). */
export const enPages: typeof koPages = {
  pages: {
    shop: 'Shop',
    promotion: 'Promotion',
    cart: 'Cart',
    reveal: 'Reveal',
    revealTotal: 'Reveal results',
    payment: 'Payment',
    ticket: 'Tickets',
    ticketProject: 'Ticket projects',
    paymentSuccess: 'Payment complete',
    paymentError: 'Payment error',
    coinSuccess: 'Gold purchase complete',
    coinError: 'Gold purchase error',
  },
  project: {
    ...PAGE_WORDS.en.project,
    set: {
      title: 'My set',
      designs: 'KEY designs of this project',
      progress_one: '{{owned}} of {{count}} design collected',
      progress_other: '{{owned}} of {{count}} designs collected',
      complete: 'Set complete',
      owned_one: '{{count}} owned',
      owned_other: '{{count}} owned',
      missing: 'Missing · find it on the market',
      loadFailed: 'Could not load your set.',
    },
    keys: 'KEYs of this project',
    noKeys: 'This project has no KEYs yet.',
    buy: 'Buy',
    community: 'Community',
    buyNote: 'Buying KEYs opens soon. For now you can browse.',
    notFoundTitle: 'Project not found',
    notFoundText: 'The address is wrong or the project was removed.',
  },
  key: {
    ...PAGE_WORDS.en.key,
    tabsLabel: 'KEY information',
    tabs: {
      details: 'KEY details',
      properties: 'KEY properties',
      project: 'Project details',
      activities: 'KEY activities',
    },
    rarity: 'Rarity',
    project: 'Project',
    supply: 'Supply',
    releasedAt: 'Released',
    viewProject: 'Go to the project',
    activity: {
      type: 'Activity',
      actor: 'Member',
      price: 'Price',
      time: 'Time (KST)',
      none: 'No activity yet.',
      RELEASE: 'Release',
      PURCHASE: 'Purchase',
      TRANSFER: 'Transfer',
      SALE: 'Sale',
    },
    otherKeys: 'Other KEYs of this project',
    noOtherKeys: 'This project has no other KEYs.',
    notFoundTitle: 'KEY not found',
    notFoundText: 'The address is wrong or the KEY was removed.',
  },
  allKeys: {
    title: 'All KEYs',
    total: '{{total}} in total',
    sort: 'Sort',
    sorts: {
      newest: 'Newest',
      name: 'Name',
      rarity: 'Rarity',
    },
    more: 'Load more',
    empty: 'No KEYs have been released yet.',
  },
  collection: {
    title: 'Collections',
    tabsLabel: 'Collection type',
    kinds: {
      webtoon: 'Webtoon',
      theme: 'Theme',
    },
    projectCount: '{{count}} projects',
    empty: 'No collections are open yet.',
    noProjects: 'This collection has no projects yet.',
  },
  search: {
    title: 'Search',
    label: 'Search terms',
    placeholder: 'Search projects and KEYs',
    clear: 'Clear search',
    top: 'Top 6 projects',
    projects: 'Projects',
    keys: 'KEYs',
    noResults: 'No results for “{{query}}”.',
    noResultsHint: 'Check the spelling or try other words.',
    resultCount: '{{projects}} projects, {{keys}} KEYs',
  },
  about: {
    title: 'About KEYS',
    subtitle: 'Digital photocards of webtoon projects',
    intro:
      'KEYS is where you buy, collect, reveal and exchange KEYs: digital photocards of the webtoons you love. KEYs are issued in limited numbers per webtoon project, for members aged 18 and over.',
    featuresTitle: 'How it works',
    features: {
      key: { title: 'KEY', text: 'A limited digital photocard issued for a webtoon project, with a rarity and a fixed supply.' },
      reveal: { title: 'Reveal', text: 'Open a KEY you bought to see which card you got.' },
      cabinet: { title: 'Cabinet', text: 'Your own space for the KEYs you collect, protected by a cabinet password.' },
      transfer: { title: 'Transfer', text: 'Send a KEY you own to another member.' },
      market: { title: 'Market', text: 'Buy KEYs of a project with Gold or by card.' },
    },
    roadmapTitle: 'Roadmap',
    roadmapDone: 'Done',
    roadmapAhead: 'Coming',
    roadmap: {
      preRegistration: { when: '23.06', title: 'Pre-registration opens', text: 'Pre-registration begins.' },
      launch: { when: '23.06', title: 'Official launch', text: 'Project sales, pre-registration bonus, private communities' },
      updates: { when: '24.', title: 'Important updates', text: 'Random KEY trading, custom stickers' },
      more: { when: 'Next', title: 'And more', text: 'User-to-user KEY trading' },
    },
    browse: 'Browse projects',
  },
  coinPayment: coinPaymentText.en,
  likes: likesText.en,
  purchase: purchaseText.en,
  revealAll: revealAllText.en,
  cart: cartText.en,
  tickets: ticketsText.en,
  market: marketText.en,
  offers: offersText.en,
  watchlist: watchlistText.en,
  prices: pricesText.en,
};
