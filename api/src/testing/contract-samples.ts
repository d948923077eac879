import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  CABINET_TOKEN_HEADER,
  coinRevealResultSchema,
  couponListSchema,
  pendingRevealSchema,
  remotesOverviewSchema,
  specTerminationSchedule,
  studioCollectionListSchema,
  type Role,
} from 'shared-contract';
import { z } from 'zod';
import { drawDueLotteries } from '../modules/events/lottery-draw-job';
import { distributeMonthlyKeys } from '../modules/missions/monthly-distribution';
import { successData } from './envelope';
import { multipartBody, ONE_PIXEL_PNG } from './multipart-body';
import type { TestApp } from './test-app';
import { DAY_MS } from './test-commerce';
import { TEST_CABINET_PASSWORD, type TestMember } from './test-members';

const HOUR_MS = 60 * 60 * 1000;

/** The dev mail sink's listing (`/dev/mail.json`). */
const mailSinkSchema = z.object({ mails: z.array(z.object({ to: z.string(), text: z.string() })) });

/** What every sample may use: the app, its members, the collector's project and KEYs, and what earlier samples noted. */
export interface ContractFixtures {
  t: TestApp;
  /** The seeded admin (admin@keys.local). */
  admin: TestMember;
  /** Holds Gold, is verified and adult, and owns revealed KEYs of `projectId` whose 24-hour lock has passed. */
  collector: TestMember;
  /** A second member who may buy too, and owns one revealed KEY of `projectId` (so may write in its community). */
  other: TestMember;
  /** Members a sample may use up (sign-up, refresh, deactivation, password reset). */
  spare: (label: string, options?: { signedUp?: boolean; role?: Role }) => Promise<TestMember>;
  projectId: number;
  /** The project's one KEY design (so every KEY drawn is of it). */
  designId: number;
  /** The collector's revealed KEY items, oldest first; samples that give one away take it from the end. */
  keys: number[];
  /** Moves the app clock and gives every member above a fresh access token (they live minutes). */
  advance: (ms: number) => Promise<void>;
  /** Sets the app clock to `at`, with fresh access tokens as `advance` gives. */
  travel: (at: Date) => Promise<void>;
  /** Values noted by earlier samples (ids, tokens), by name. */
  noted: Map<string, number | string>;
  /** Deploys a remote version into the deploy folder the app reads. */
  publishRemote: (name: string, version: string) => void;
}

export interface ContractSample {
  /** `METHOD /pattern` exactly as `apiRoutes` lists the route. */
  route: string;
  /** The request (its url concrete); may prepare state first. */
  request: (f: ContractFixtures) => InjectOptions | Promise<InjectOptions>;
  /** The status a valid request is answered with. */
  status: number;
  /** For an answer that is not JSON: its content type (the start of the header). */
  contentType?: string;
  /** Notes what later samples need from the answer. */
  after?: (answer: LightMyRequestResponse, f: ContractFixtures) => void | Promise<void>;
}

/** The value at `path` (dot separated) of the answer's JSON, which must be a number or a string. */
export function valueAt(answer: LightMyRequestResponse, path: string): number | string {
  let value: unknown = answer.json();
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') throw new Error(`no ${path} in ${answer.body.slice(0, 300)}`);
    value = (value as Record<string, unknown>)[part];
  }
  if (typeof value !== 'number' && typeof value !== 'string') throw new Error(`${path} is not a number or a string in ${answer.body.slice(0, 300)}`);
  return value;
}

const numberAt = (answer: LightMyRequestResponse, path: string) => Number(valueAt(answer, path));

const noted = (f: ContractFixtures, name: string): number | string => {
  const value = f.noted.get(name);
  if (value === undefined) throw new Error(`no sample noted ${name} before it was needed`);
  return value;
};
const notedNumber = (f: ContractFixtures, name: string) => Number(noted(f, name));
const note = (name: string, path: string) => (answer: LightMyRequestResponse, f: ContractFixtures) => {
  f.noted.set(name, valueAt(answer, path));
};

/** The member's headers with a fresh Idempotency-Key (every write that needs one gets one) and English answers. */
const as = (who: TestMember | null, extra: Record<string, string> = {}) => ({
  ...(who ? who.auth : {}),
  'accept-language': 'en',
  'idempotency-key': randomUUID(),
  ...extra,
});

const iso = (f: ContractFixtures, offsetMs: number) => new Date(f.t.clock.now().getTime() + offsetMs).toISOString();

const cabinetHeaders = (f: ContractFixtures) => ({ [CABINET_TOKEN_HEADER]: String(noted(f, 'cabinetToken')) });

const lastKey = (f: ContractFixtures, fromEnd: number) => {
  const key = f.keys[f.keys.length - fromEnd];
  if (key === undefined) throw new Error('the collector has too few KEYs');
  return key;
};

/** The hosted sandbox checkout approves the payment; answers the token the provider sends the browser back with. */
async function approvedAtCheckout(f: ContractFixtures, checkoutUrl: string): Promise<string> {
  const url = new URL(checkoutUrl);
  const submitted = await f.t.app.inject({
    method: 'POST',
    url: '/sandbox/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ payment: url.searchParams.get('payment') ?? '', cardNumber: '4242 4242 4242 4242', action: 'approve' }).toString(),
  });
  const token = new URL(String(submitted.headers.location), 'http://localhost').searchParams.get('token');
  if (!token) throw new Error(`the sandbox checkout answered ${submitted.statusCode} without a token`);
  return token;
}

/** Starts an identity verification for `purpose` and fills the sandbox form; answers the request id and token. */
async function verifiedAtSandbox(f: ContractFixtures, purpose: 'account' | 'find', who: TestMember | null) {
  const started = await f.t.app.inject({ method: 'POST', url: '/api/user/phone-verification', headers: as(who), payload: { purpose } });
  const page = new URL(String(valueAt(started, 'data.url')), 'http://localhost');
  const submitted = await f.t.app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      request_id: page.searchParams.get('request_id') ?? '',
      return_url: page.searchParams.get('return_url') ?? '',
      name: '홍길동',
      birthDate: '1990-05-17',
      phone: '010-1234-5678',
      carrier: 'SKT',
      action: 'verify',
    }).toString(),
  });
  const back = new URL(String(submitted.headers.location), 'http://localhost');
  return { requestId: back.searchParams.get('request_id') ?? '', token: back.searchParams.get('token') ?? '' };
}

/** The cabinet remote's registry revision now (each change must name it). */
async function remoteRevision(f: ContractFixtures): Promise<number> {
  const overview = successData(await f.t.app.inject({ method: 'GET', url: '/api/admin/remotes', headers: as(f.admin) }), remotesOverviewSchema);
  return overview.remotes.find((remote) => remote.name === 'cabinet')?.revision ?? 0;
}

/** Registers a seeded coupon by code for the member and answers its member coupon id. */
async function registeredCoupon(f: ContractFixtures, who: TestMember, code: string): Promise<number> {
  const registered = await f.t.app.inject({ method: 'POST', url: '/api/coupon/register', headers: as(who), payload: { code } });
  if (registered.statusCode !== 200) throw new Error(`coupon ${code}: ${registered.body}`);
  const list = successData(await f.t.app.inject({ method: 'GET', url: '/api/coupon/list', headers: as(who) }), couponListSchema);
  const mine = list.items.find((item) => item.code === code);
  if (!mine) throw new Error(`coupon ${code} not in the list`);
  return mine.id;
}

/** The member's Gold purchase of `quantity` KEYs (unrevealed); answers its id and its items. */
async function goldPurchase(f: ContractFixtures, who: TestMember, quantity: number) {
  const bought = await f.t.app.inject({
    method: 'POST',
    url: '/api/payment/coinReveal',
    headers: as(who),
    payload: { projectId: f.projectId, quantity, agreeRefundPolicy: true },
  });
  return successData(bought, coinRevealResultSchema);
}

/** A listing of the collector's KEY at `priceGold`; answers its id. */
async function listing(f: ContractFixtures, keyItemId: number, priceGold: number) {
  const registered = await f.t.app.inject({ method: 'POST', url: '/api/market/register', headers: as(f.collector), payload: { keyItemId, priceGold } });
  return numberAt(registered, 'data.listing.id');
}

/** The spec's termination schedule is published for two years ahead of the app clock, so that sales go on until then. */
const refundYear = (f: ContractFixtures) => Number(noted(f, 'refundYear'));
const refundInput = (f: ContractFixtures, accountNumber: string) => {
  const consents = { agreeCopyright: true, agreePrivacy: true, agreeDelegation: true };
  return noted(f, 'refundCurrency') === 'KRW'
    ? { currency: 'KRW', bankCode: '004', holderName: '홍길동', accountNumber, ...consents }
    : {
        currency: 'USD',
        holderName: 'Jonathan Smithers',
        accountNumber,
        nationality: 'US',
        address: '1 Main Street, Springfield, IL 62701',
        bankCountry: 'US',
        bankCode: '021000021',
        swift: 'CHASUS33',
        bankName: 'JPMorgan Chase Bank',
        bankAddress: '383 Madison Avenue, New York, NY',
        branchName: 'Midtown',
        intermediaryBic: '',
        ...consents,
      };
};
const refundId = (f: ContractFixtures) => notedNumber(f, 'refundId');
const staffPost = (f: ContractFixtures, who: TestMember, url: string, payload?: object) =>
  f.t.app.inject({ method: 'POST', url, headers: as(who), ...(payload ? { payload } : {}) });

const popupInput = (f: ContractFixtures) => ({
  title: { ko: '팝업', en: 'Popup' },
  body: { ko: '내용', en: 'Body' },
  image: null,
  linkUrl: '/event',
  target: 'MEMBERS',
  targetProjectId: null,
  startsAt: iso(f, -HOUR_MS),
  endsAt: iso(f, DAY_MS),
  rewardKind: 'TICKET',
  rewardProjectId: null,
  sortOrder: 0,
});

const lotteryInput = (f: ContractFixtures, startsInMs: number) => ({
  title: { ko: '추첨', en: 'Lottery' },
  description: { ko: '설명', en: 'About' },
  entryStartsAt: iso(f, startsInMs),
  entryEndsAt: iso(f, startsInMs + HOUR_MS),
  drawAt: iso(f, startsInMs + 2 * HOUR_MS),
  prizes: 5,
  prizeKind: 'TICKET',
  prizeProjectId: null,
  eligibleProjectId: null,
});

const announcementInput = (f: ContractFixtures) => ({
  title: { ko: '공지', en: 'Notice' },
  body: { ko: '내용', en: 'Body' },
  lotteryId: null,
  publishedAt: iso(f, -HOUR_MS),
});

/** A studio project in the first webtoon and theme collections, on sale for a week from a day on. */
async function studioProjectInput(f: ContractFixtures) {
  const { items } = successData(await f.t.app.inject({ method: 'GET', url: '/api/studio/collections', headers: as(f.admin) }), studioCollectionListSchema);
  const webtoon = items.find((item) => item.kind === 'webtoon');
  const theme = items.find((item) => item.kind === 'theme');
  if (!webtoon || !theme) throw new Error('the seed has webtoon and theme collections');
  return {
    title: { ko: '스튜디오 초안', en: 'Studio draft' },
    creator: { ko: '작가', en: 'Creator' },
    description: { ko: '설명', en: 'About' },
    webtoonId: webtoon.id,
    themeId: theme.id,
    priceGold: 100,
    priceUsdCents: 99,
    saleStartsAt: iso(f, DAY_MS),
    saleEndsAt: iso(f, 8 * DAY_MS),
  };
}

const studioDesignInput = {
  name: { ko: '첫 장면', en: 'First scene' },
  description: { ko: '설명', en: 'About' },
  rarity: 'rare',
  supply: 100,
  properties: [{ name: { ko: '테두리', en: 'Frame' }, value: { ko: '파랑', en: 'Blue' } }],
  edition: 'SALE',
};

const get =
  (url: string, who: (f: ContractFixtures) => TestMember | null = () => null) =>
  (f: ContractFixtures): InjectOptions => ({ method: 'GET', url, headers: as(who(f)) });

/** One valid request per api route, in the order they run: reads first, then the writes that consume what they make. */
export const CONTRACT_SAMPLES: ContractSample[] = [
  // Public reads.
  { route: 'GET /api/service/info', request: get('/api/service/info'), status: 200 },
  { route: 'GET /api/service/termination', request: get('/api/service/termination'), status: 200 },
  { route: 'GET /api/main', request: get('/api/main'), status: 200 },
  { route: 'GET /api/contents/list', request: get('/api/contents/list'), status: 200 },
  { route: 'GET /api/banner', request: get('/api/banner'), status: 200 },
  { route: 'GET /api/theme', request: get('/api/theme'), status: 200 },
  { route: 'GET /api/collection/list', request: get('/api/collection/list?kind=webtoon'), status: 200, after: note('collectionId', 'data.0.collection.id') },
  { route: 'GET /api/collection', request: (f) => get(`/api/collection?id=${notedNumber(f, 'collectionId')}`)(f), status: 200 },
  { route: 'GET /api/project', request: (f) => get(`/api/project?id=${f.projectId}`)(f), status: 200 },
  { route: 'GET /api/project/search', request: get('/api/project/search?q=Test&page=1&size=10'), status: 200 },
  { route: 'GET /api/project/other-keys', request: (f) => get(`/api/project/other-keys?projectId=${f.projectId}&excludeKeyId=${f.designId}`)(f), status: 200 },
  { route: 'GET /api/project/odds', request: (f) => get(`/api/project/odds?id=${f.projectId}`)(f), status: 200 },
  { route: 'GET /api/search/project', request: get('/api/search/project?q=Test'), status: 200 },
  { route: 'GET /api/search/projectForTop6', request: get('/api/search/projectForTop6'), status: 200 },
  { route: 'GET /api/search/key', request: get('/api/search/key?q=Key'), status: 200 },
  { route: 'GET /api/key/details', request: (f) => get(`/api/key/details?id=${f.designId}`)(f), status: 200 },
  { route: 'GET /api/key/all', request: (f) => get(`/api/key/all?projectId=${f.projectId}`)(f), status: 200 },
  { route: 'GET /api/art/:kind/:file', request: (f) => get(`/api/art/key/${f.designId}.svg`)(f), status: 200, contentType: 'image/svg+xml' },
  { route: 'GET /api/notice', request: get('/api/notice'), status: 200 },
  { route: 'GET /api/faq', request: get('/api/faq'), status: 200 },
  { route: 'GET /api/shop', request: get('/api/shop'), status: 200 },
  { route: 'GET /api/promotion', request: get('/api/promotion'), status: 200 },
  { route: 'GET /api/like/status', request: (f) => get(`/api/like/status?targetType=KEY&targetId=${f.designId}`)(f), status: 200 },
  { route: 'GET /api/auth/terms', request: get('/api/auth/terms'), status: 200 },
  { route: 'GET /api/auth/ip', request: get('/api/auth/ip'), status: 200 },
  { route: 'GET /api/payment/providers', request: get('/api/payment/providers'), status: 200 },
  { route: 'GET /api/payment/providersByName', request: get('/api/payment/providersByName'), status: 200 },
  { route: 'GET /api/coin/price', request: get('/api/coin/price'), status: 200 },
  { route: 'GET /api/ticket/getProjectList', request: get('/api/ticket/getProjectList'), status: 200 },
  { route: 'GET /api/market/fee', request: get('/api/market/fee?price=1000'), status: 200 },
  { route: 'GET /api/market/search/list', request: (f) => get(`/api/market/search/list?projectId=${f.projectId}`)(f), status: 200 },
  { route: 'GET /api/market/search/facets', request: get('/api/market/search/facets'), status: 200 },
  { route: 'GET /api/market/key-set/:id', request: (f) => get(`/api/market/key-set/${f.designId}`)(f), status: 200 },
  { route: 'GET /api/market/prices', request: (f) => get(`/api/market/prices?projectId=${f.projectId}`)(f), status: 200 },
  { route: 'GET /api/monthly', request: get('/api/monthly'), status: 200 },
  { route: 'GET /api/monthly/open/list', request: get('/api/monthly/open/list'), status: 200 },
  { route: 'GET /api/event/popup', request: get('/api/event/popup'), status: 200 },
  { route: 'GET /api/event/lottery', request: get('/api/event/lottery'), status: 200 },
  { route: 'GET /api/event/announce', request: get('/api/event/announce'), status: 200 },
  { route: 'GET /api/event/pre-book', request: get('/api/event/pre-book'), status: 200 },
  { route: 'GET /api/board/community', request: get('/api/board/community'), status: 200 },
  { route: 'GET /api/board/community/:projectId', request: (f) => get(`/api/board/community/${f.projectId}`, () => f.collector)(f), status: 200 },
  { route: 'GET /api/board/access/:projectId', request: (f) => get(`/api/board/access/${f.projectId}`, () => f.collector)(f), status: 200 },
  { route: 'GET /api/sharing/open-graph', request: (f) => get(`/api/sharing/open-graph?keyId=${f.designId}`)(f), status: 200 },
  {
    route: 'POST /api/logger',
    request: (f) => ({
      method: 'POST',
      url: '/api/logger',
      headers: as(null),
      payload: { logType: 'info', date: iso(f, 0), url: '/main', action: 'contract test' },
    }),
    status: 200,
  },
  {
    route: 'POST /api/remotes/loads',
    request: () => ({ method: 'POST', url: '/api/remotes/loads', payload: { remote: 'market', version: '0.1.0', outcome: 'loaded' } }),
    status: 204,
  },

  // The member's own reads.
  { route: 'GET /api/user/me', request: get('/api/user/me', (f) => f.collector), status: 200 },
  {
    route: 'GET /api/search/nickname',
    request: (f) => get(`/api/search/nickname?nickname=${encodeURIComponent(f.other.user.nickname ?? '')}`, () => f.collector)(f),
    status: 200,
  },
  { route: 'GET /api/key/my', request: get('/api/key/my', (f) => f.collector), status: 200 },
  { route: 'GET /api/coin/info', request: get('/api/coin/info', (f) => f.collector), status: 200 },
  { route: 'GET /api/coin/history', request: get('/api/coin/history?page=1&size=10', (f) => f.collector), status: 200 },
  { route: 'GET /api/payment/history', request: get('/api/payment/history?page=1&size=10', (f) => f.collector), status: 200 },
  { route: 'GET /api/reveal/pending', request: get('/api/reveal/pending', (f) => f.collector), status: 200 },
  { route: 'GET /api/ticket', request: get('/api/ticket', (f) => f.collector), status: 200 },
  { route: 'GET /api/alarm/settings', request: get('/api/alarm/settings', (f) => f.collector), status: 200 },
  { route: 'GET /api/cabinet/sets', request: (f) => get(`/api/cabinet/sets?projectId=${f.projectId}`, () => f.collector)(f), status: 200 },
  { route: 'GET /api/market/my-items', request: (f) => get(`/api/market/my-items?designId=${f.designId}`, () => f.collector)(f), status: 200 },
  { route: 'GET /api/offers/design/:designId', request: (f) => get(`/api/offers/design/${f.designId}`, () => f.other)(f), status: 200 },
  { route: 'GET /api/user/check/pre-book', request: get('/api/user/check/pre-book', (f) => f.collector), status: 200 },
  { route: 'GET /api/board/profile', request: get('/api/board/profile', (f) => f.collector), status: 200 },
  { route: 'GET /api/board/my/posts', request: get('/api/board/my/posts', (f) => f.collector), status: 200 },
  { route: 'GET /api/board/my/comments', request: get('/api/board/my/comments', (f) => f.collector), status: 200 },
  {
    route: 'GET /api/cabinet/transfer/recipient',
    request: (f) => get(`/api/cabinet/transfer/recipient?recipient=${encodeURIComponent(f.other.user.nickname ?? '')}`, () => f.collector)(f),
    status: 200,
  },
  { route: 'GET /api/cabinet/transfer/key', request: (f) => get(`/api/cabinet/transfer/key?keyItemId=${lastKey(f, 1)}`, () => f.collector)(f), status: 200 },
  { route: 'GET /api/user/profile/images', request: get('/api/user/profile/images', (f) => f.collector), status: 200 },

  // The member's settings and profile.
  {
    route: 'PATCH /api/user/info',
    request: (f) => ({ method: 'PATCH', url: '/api/user/info', headers: as(f.collector), payload: { isAgreeMail: true } }),
    status: 200,
  },
  { route: 'PUT /api/user/:language', request: (f) => ({ method: 'PUT', url: '/api/user/en', headers: as(f.collector) }), status: 200 },
  {
    route: 'PATCH /api/alarm/settings',
    request: (f) => ({ method: 'PATCH', url: '/api/alarm/settings', headers: as(f.collector), payload: { types: { WATCH: true } } }),
    status: 200,
  },
  {
    route: 'POST /api/user/profile/upload',
    request: (f) => {
      const form = multipartBody({}, [{ field: 'image', name: 'me.png', type: 'image/png', content: ONE_PIXEL_PNG }]);
      return { method: 'POST', url: '/api/user/profile/upload', headers: { ...as(f.collector), ...form.headers }, payload: form.payload };
    },
    status: 200,
    after: note('profileImageUrl', 'data.profileImage'),
  },
  { route: 'GET /api/user/profile/image/:id', request: (f) => get(String(noted(f, 'profileImageUrl')))(f), status: 200, contentType: 'image/png' },
  {
    route: 'POST /api/user/profile',
    request: (f) => ({ method: 'POST', url: '/api/user/profile', headers: as(f.collector), payload: { keyId: f.designId } }),
    status: 200,
  },
  {
    route: 'POST /api/cabinet/like',
    request: (f) => ({ method: 'POST', url: '/api/cabinet/like', headers: as(f.collector), payload: { targetType: 'KEY', targetId: f.designId, liked: true } }),
    status: 200,
  },
  { route: 'GET /api/cabinet/like', request: get('/api/cabinet/like', (f) => f.collector), status: 200 },

  // Notifications: the admin sends one, the member reads it.
  {
    route: 'POST /api/admin/alarm',
    request: (f) => ({
      method: 'POST',
      url: '/api/admin/alarm',
      headers: as(f.admin),
      payload: { userIds: [f.collector.user.id], title: { ko: '알림', en: 'Notice' }, body: { ko: '내용', en: 'Body' } },
    }),
    status: 200,
  },
  { route: 'GET /api/alarm', request: get('/api/alarm', (f) => f.collector), status: 200, after: note('alarmId', 'data.items.0.id') },
  { route: 'GET /api/alarm/unread-count', request: get('/api/alarm/unread-count', (f) => f.collector), status: 200 },
  {
    route: 'POST /api/alarm/:id/read',
    request: (f) => ({ method: 'POST', url: `/api/alarm/${notedNumber(f, 'alarmId')}/read`, headers: as(f.collector) }),
    status: 200,
  },
  { route: 'POST /api/alarm/read-all', request: (f) => ({ method: 'POST', url: '/api/alarm/read-all', headers: as(f.collector) }), status: 200 },

  // The cabinet: unlock, then read and arrange.
  {
    route: 'POST /api/cabinet/password',
    request: (f) => ({ method: 'POST', url: '/api/cabinet/password', headers: as(f.collector), payload: { password: TEST_CABINET_PASSWORD } }),
    status: 200,
    after: note('cabinetToken', 'data.token'),
  },
  { route: 'GET /api/cabinet', request: (f) => ({ method: 'GET', url: '/api/cabinet', headers: as(f.collector, cabinetHeaders(f)) }), status: 200 },
  {
    route: 'GET /api/cabinet/activities',
    request: (f) => ({ method: 'GET', url: '/api/cabinet/activities?page=1&size=10', headers: as(f.collector, cabinetHeaders(f)) }),
    status: 200,
  },
  { route: 'GET /api/nft/cabinet', request: (f) => ({ method: 'GET', url: '/api/nft/cabinet', headers: as(f.collector, cabinetHeaders(f)) }), status: 200 },
  {
    route: 'PUT /api/cabinet/favorite',
    request: (f) => ({
      method: 'PUT',
      url: '/api/cabinet/favorite',
      headers: as(f.collector, cabinetHeaders(f)),
      payload: { keyItemId: f.keys[0], favorite: true },
    }),
    status: 200,
  },
  {
    route: 'PUT /api/cabinet/hidden',
    request: (f) => ({
      method: 'PUT',
      url: '/api/cabinet/hidden',
      headers: as(f.collector, cabinetHeaders(f)),
      payload: { keyItemId: f.keys[0], hidden: false },
    }),
    status: 200,
  },
  {
    route: 'PUT /api/cabinet/arrange',
    request: (f) => ({
      method: 'PUT',
      url: '/api/cabinet/arrange',
      headers: as(f.collector, cabinetHeaders(f)),
      payload: { keyItemIds: [...f.keys].reverse() },
    }),
    status: 200,
  },
  {
    route: 'PUT /api/showcase/mine',
    request: (f) => ({ method: 'PUT', url: '/api/showcase/mine', headers: as(f.collector), payload: { enabled: true, keyItemIds: [f.keys[0]] } }),
    status: 200,
  },
  { route: 'GET /api/showcase/mine', request: get('/api/showcase/mine', (f) => f.collector), status: 200 },
  {
    route: 'GET /api/showcase/collector/:nickname',
    request: (f) => get(`/api/showcase/collector/${encodeURIComponent(f.collector.user.nickname ?? '')}`)(f),
    status: 200,
  },

  // Buying with Gold, revealing.
  {
    route: 'POST /api/payment/coinReveal',
    request: (f) => ({
      method: 'POST',
      url: '/api/payment/coinReveal',
      headers: as(f.collector),
      payload: { projectId: f.projectId, quantity: 3, agreeRefundPolicy: true },
    }),
    status: 200,
    after: async (answer, f) => {
      f.noted.set('purchaseId', numberAt(answer, 'data.purchaseId'));
      f.noted.set('purchaseItemId', numberAt(answer, 'data.items.0.purchaseItemId'));
    },
  },
  {
    route: 'POST /api/reveal/:purchaseItemId',
    request: (f) => ({ method: 'POST', url: `/api/reveal/${notedNumber(f, 'purchaseItemId')}`, headers: as(f.collector) }),
    status: 200,
  },
  { route: 'GET /api/reveal/total', request: (f) => get(`/api/reveal/total?purchaseId=${notedNumber(f, 'purchaseId')}`, () => f.collector)(f), status: 200 },
  {
    route: 'POST /api/reveal/purchase/:purchaseId/all',
    request: (f) => ({ method: 'POST', url: `/api/reveal/purchase/${notedNumber(f, 'purchaseId')}/all`, headers: as(f.collector) }),
    status: 200,
  },
  {
    route: 'GET /api/sharing/reveal',
    request: (f) => get(`/api/sharing/reveal?purchaseItemId=${notedNumber(f, 'purchaseItemId')}`, () => f.collector)(f),
    status: 200,
  },
  {
    route: 'POST /api/payment/reveal',
    request: (f) => ({
      method: 'POST',
      url: '/api/payment/reveal',
      headers: as(f.collector),
      payload: { projectId: f.projectId, quantity: 1, agreeRefundPolicy: true, providerId: 'sandbox-card' },
    }),
    status: 200,
    after: async (answer, f) => {
      f.noted.set('keyPaymentId', valueAt(answer, 'data.paymentId'));
      f.noted.set('keyPaymentToken', await approvedAtCheckout(f, String(valueAt(answer, 'data.checkoutUrl'))));
    },
  },
  {
    route: 'POST /api/payment/reveal/confirm',
    request: (f) => ({
      method: 'POST',
      url: '/api/payment/reveal/confirm',
      headers: as(f.collector),
      payload: { paymentId: noted(f, 'keyPaymentId'), token: noted(f, 'keyPaymentToken') },
    }),
    status: 200,
    after: note('cardPurchaseId', 'data.purchaseId'),
  },
  {
    route: 'POST /api/coin/payment',
    request: (f) => ({ method: 'POST', url: '/api/coin/payment', headers: as(f.collector), payload: { gold: 800, providerId: 'sandbox-card' } }),
    status: 200,
    after: async (answer, f) => {
      f.noted.set('goldPaymentId', valueAt(answer, 'data.paymentId'));
      f.noted.set('goldPaymentToken', await approvedAtCheckout(f, String(valueAt(answer, 'data.checkoutUrl'))));
    },
  },
  {
    route: 'POST /api/coin/payment/confirm',
    request: (f) => ({
      method: 'POST',
      url: '/api/coin/payment/confirm',
      headers: as(f.collector),
      payload: { paymentId: noted(f, 'goldPaymentId'), token: noted(f, 'goldPaymentToken') },
    }),
    status: 200,
  },

  // The cart.
  {
    route: 'POST /api/cart',
    request: (f) => ({ method: 'POST', url: '/api/cart', headers: as(f.collector), payload: { projectId: f.projectId, quantity: 1 } }),
    status: 200,
    after: note('cartItemId', 'data.items.0.itemId'),
  },
  { route: 'GET /api/cart', request: get('/api/cart', (f) => f.collector), status: 200 },
  {
    route: 'PATCH /api/cart/:itemId',
    request: (f) => ({ method: 'PATCH', url: `/api/cart/${notedNumber(f, 'cartItemId')}`, headers: as(f.collector), payload: { quantity: 2 } }),
    status: 200,
  },
  {
    route: 'POST /api/cart/checkout/card',
    request: (f) => ({
      method: 'POST',
      url: '/api/cart/checkout/card',
      headers: as(f.collector),
      payload: { itemIds: [notedNumber(f, 'cartItemId')], agreeRefundPolicy: true, providerId: 'sandbox-card' },
    }),
    status: 200,
    after: async (answer, f) => {
      f.noted.set('cartPaymentId', valueAt(answer, 'data.paymentId'));
      f.noted.set('cartPaymentToken', await approvedAtCheckout(f, String(valueAt(answer, 'data.checkoutUrl'))));
    },
  },
  {
    route: 'POST /api/cart/checkout/card/confirm',
    request: (f) => ({
      method: 'POST',
      url: '/api/cart/checkout/card/confirm',
      headers: as(f.collector),
      payload: { paymentId: noted(f, 'cartPaymentId'), token: noted(f, 'cartPaymentToken') },
    }),
    status: 200,
  },
  {
    route: 'POST /api/cart/checkout',
    request: async (f) => {
      const added = await f.t.app.inject({ method: 'POST', url: '/api/cart', headers: as(f.collector), payload: { projectId: f.projectId, quantity: 1 } });
      return {
        method: 'POST',
        url: '/api/cart/checkout',
        headers: as(f.collector),
        payload: { itemIds: [numberAt(added, 'data.items.0.itemId')], agreeRefundPolicy: true },
      };
    },
    status: 200,
  },
  {
    route: 'DELETE /api/cart/:itemId',
    request: async (f) => {
      const added = await f.t.app.inject({ method: 'POST', url: '/api/cart', headers: as(f.collector), payload: { projectId: f.projectId, quantity: 1 } });
      return { method: 'DELETE', url: `/api/cart/${numberAt(added, 'data.items.0.itemId')}`, headers: as(f.collector) };
    },
    status: 200,
  },

  // Coupons.
  {
    route: 'POST /api/coupon/register',
    request: (f) => ({ method: 'POST', url: '/api/coupon/register', headers: as(f.collector), payload: { code: 'WELCOME10' } }),
    status: 200,
  },
  { route: 'GET /api/coupon/list', request: get('/api/coupon/list', (f) => f.collector), status: 200, after: note('discountCouponId', 'data.items.0.id') },
  {
    route: 'POST /api/coupon/discount',
    request: (f) => ({
      method: 'POST',
      url: '/api/coupon/discount',
      headers: as(f.collector),
      payload: { memberCouponId: notedNumber(f, 'discountCouponId'), projectId: f.projectId, quantity: 2 },
    }),
    status: 200,
  },
  {
    route: 'POST /api/coupon/exchange',
    request: async (f) => ({
      method: 'POST',
      url: '/api/coupon/exchange',
      headers: as(f.collector),
      payload: { memberCouponId: await registeredCoupon(f, f.collector, 'KEYGIFT') },
    }),
    status: 200,
  },
  {
    route: 'POST /api/coupon/reveal/',
    request: async (f) => ({
      method: 'POST',
      url: '/api/coupon/reveal/',
      headers: as(f.collector),
      payload: { memberCouponId: await registeredCoupon(f, f.collector, 'FREEREVEAL'), projectId: f.projectId },
    }),
    status: 200,
  },

  // Tickets.
  {
    route: 'POST /api/admin/ticket',
    request: (f) => ({ method: 'POST', url: '/api/admin/ticket', headers: as(f.admin), payload: { userIds: [f.collector.user.id], count: 1 } }),
    status: 200,
  },
  {
    route: 'POST /api/ticket/exchange',
    request: async (f) => {
      const mine = await f.t.app.inject({ method: 'GET', url: '/api/ticket', headers: as(f.collector) });
      const ticketId = numberAt(mine, 'data.0.id');
      f.noted.set('ticketId', ticketId);
      const eligible = await f.t.app.inject({ method: 'GET', url: '/api/ticket/getProjectList' });
      return { method: 'POST', url: '/api/ticket/exchange', headers: as(f.collector), payload: { ticketId, projectId: numberAt(eligible, 'data.0.id') } };
    },
    status: 200,
  },
  {
    route: 'POST /api/ticket/reveal',
    request: (f) => ({ method: 'POST', url: '/api/ticket/reveal', headers: as(f.collector), payload: { ticketId: notedNumber(f, 'ticketId') } }),
    status: 200,
  },

  // The market: a sale for Gold, a cancelled listing, a sale by card.
  {
    route: 'POST /api/market/register',
    request: (f) => ({ method: 'POST', url: '/api/market/register', headers: as(f.collector), payload: { keyItemId: lastKey(f, 1), priceGold: 500 } }),
    status: 200,
    after: note('listingId', 'data.listing.id'),
  },
  { route: 'GET /api/market/listing/:id', request: (f) => get(`/api/market/listing/${notedNumber(f, 'listingId')}`)(f), status: 200 },
  {
    route: 'POST /api/market/payment/:id',
    request: (f) => ({
      method: 'POST',
      url: `/api/market/payment/${notedNumber(f, 'listingId')}`,
      headers: as(f.other),
      payload: { priceGold: 500, payMethod: 'GOLD', agreeRefundPolicy: true },
    }),
    status: 200,
  },
  {
    route: 'POST /api/market/register/cancel/:id',
    request: async (f) => ({ method: 'POST', url: `/api/market/register/cancel/${await listing(f, lastKey(f, 2), 600)}`, headers: as(f.collector) }),
    status: 200,
  },
  {
    route: 'POST /api/market/payment/:id/card',
    request: async (f) => ({
      method: 'POST',
      url: `/api/market/payment/${await listing(f, lastKey(f, 2), 700)}/card`,
      headers: as(f.other),
      payload: { priceGold: 700, agreeRefundPolicy: true, providerId: 'sandbox-card' },
    }),
    status: 200,
    after: async (answer, f) => {
      f.noted.set('marketPaymentId', valueAt(answer, 'data.paymentId'));
      f.noted.set('marketPaymentToken', await approvedAtCheckout(f, String(valueAt(answer, 'data.checkoutUrl'))));
    },
  },
  {
    route: 'POST /api/market/payment/card/confirm',
    request: (f) => ({
      method: 'POST',
      url: '/api/market/payment/card/confirm',
      headers: as(f.other),
      payload: { paymentId: noted(f, 'marketPaymentId'), token: noted(f, 'marketPaymentToken') },
    }),
    status: 200,
  },

  // Offers: one accepted, one declined, one withdrawn.
  {
    route: 'POST /api/offers',
    request: (f) => ({
      method: 'POST',
      url: '/api/offers',
      headers: as(f.other),
      payload: { keyItemId: lastKey(f, 3), amountGold: 100, agreeRefundPolicy: true },
    }),
    status: 200,
    after: note('offerId', 'data.id'),
  },
  { route: 'GET /api/offers/mine', request: get('/api/offers/mine?direction=incoming', (f) => f.collector), status: 200 },
  {
    route: 'POST /api/offers/:id/accept',
    request: (f) => ({ method: 'POST', url: `/api/offers/${notedNumber(f, 'offerId')}/accept`, headers: as(f.collector), payload: { amountGold: 100 } }),
    status: 200,
  },
  {
    route: 'POST /api/offers/:id/decline',
    request: async (f) => {
      const made = await f.t.app.inject({
        method: 'POST',
        url: '/api/offers',
        headers: as(f.other),
        payload: { keyItemId: lastKey(f, 4), amountGold: 100, agreeRefundPolicy: true },
      });
      return { method: 'POST', url: `/api/offers/${numberAt(made, 'data.id')}/decline`, headers: as(f.collector) };
    },
    status: 200,
  },
  {
    route: 'POST /api/offers/:id/withdraw',
    request: async (f) => {
      const made = await f.t.app.inject({
        method: 'POST',
        url: '/api/offers',
        headers: as(f.other),
        payload: { keyItemId: lastKey(f, 4), amountGold: 100, agreeRefundPolicy: true },
      });
      return { method: 'POST', url: `/api/offers/${numberAt(made, 'data.id')}/withdraw`, headers: as(f.other) };
    },
    status: 200,
  },

  // A transfer to the other member.
  {
    route: 'POST /api/cabinet/transfer',
    request: (f) => ({
      method: 'POST',
      url: '/api/cabinet/transfer',
      headers: as(f.collector),
      payload: { keyItemId: lastKey(f, 5), recipient: f.other.user.nickname, password: TEST_CABINET_PASSWORD },
    }),
    status: 200,
    after: note('transferId', 'data.id'),
  },
  { route: 'GET /api/cabinet/transfer', request: get('/api/cabinet/transfer?page=1&size=10', (f) => f.collector), status: 200 },
  { route: 'GET /api/cabinet/transfer/:id', request: (f) => get(`/api/cabinet/transfer/${notedNumber(f, 'transferId')}`, () => f.collector)(f), status: 200 },

  // The watchlist.
  {
    route: 'POST /api/watchlist',
    request: (f) => ({ method: 'POST', url: '/api/watchlist', headers: as(f.collector), payload: { keyDesignId: f.designId, maxPriceGold: 900 } }),
    status: 200,
    after: note('watchId', 'data.id'),
  },
  { route: 'GET /api/watchlist', request: get('/api/watchlist', (f) => f.collector), status: 200 },
  {
    route: 'PATCH /api/watchlist/:id',
    request: (f) => ({ method: 'PATCH', url: `/api/watchlist/${notedNumber(f, 'watchId')}`, headers: as(f.collector), payload: { maxPriceGold: 800 } }),
    status: 200,
  },
  {
    route: 'DELETE /api/watchlist/:id',
    request: (f) => ({ method: 'DELETE', url: `/api/watchlist/${notedNumber(f, 'watchId')}`, headers: as(f.collector) }),
    status: 200,
  },

  // The community of the project.
  {
    route: 'POST /api/board/community/:projectId/posts',
    request: (f) => {
      const form = multipartBody({ body: 'A contract post' }, [{ field: 'images', name: 'post.png', type: 'image/png', content: ONE_PIXEL_PNG }]);
      return { method: 'POST', url: `/api/board/community/${f.projectId}/posts`, headers: { ...as(f.collector), ...form.headers }, payload: form.payload };
    },
    status: 200,
    after: async (answer, f) => {
      f.noted.set('postId', numberAt(answer, 'data.id'));
      f.noted.set('postImage', String(valueAt(answer, 'data.images.0.url')).split('/').pop() ?? '');
    },
  },
  { route: 'GET /api/board/community/:projectId/posts', request: (f) => get(`/api/board/community/${f.projectId}/posts`, () => f.collector)(f), status: 200 },
  {
    route: 'GET /api/board/community/:projectId/posts/new',
    request: (f) => get(`/api/board/community/${f.projectId}/posts/new?after=0`, () => f.collector)(f),
    status: 200,
  },
  { route: 'GET /api/board/images/:name', request: (f) => get(`/api/board/images/${noted(f, 'postImage')}`)(f), status: 200, contentType: 'image/png' },
  { route: 'GET /api/board/posts/:postId', request: (f) => get(`/api/board/posts/${notedNumber(f, 'postId')}`, () => f.collector)(f), status: 200 },
  {
    route: 'PATCH /api/board/posts/:postId',
    request: (f) => ({ method: 'PATCH', url: `/api/board/posts/${notedNumber(f, 'postId')}`, headers: as(f.collector), payload: { body: 'An edited post' } }),
    status: 200,
  },
  {
    route: 'PUT /api/board/posts/:postId/pin',
    request: (f) => ({ method: 'PUT', url: `/api/board/posts/${notedNumber(f, 'postId')}/pin`, headers: as(f.admin), payload: { pinned: true } }),
    status: 200,
  },
  {
    route: 'POST /api/board/posts/:postId/comments',
    request: (f) => ({ method: 'POST', url: `/api/board/posts/${notedNumber(f, 'postId')}/comments`, headers: as(f.other), payload: { body: 'A comment' } }),
    status: 200,
    after: note('commentId', 'data.id'),
  },
  {
    route: 'GET /api/board/posts/:postId/comments',
    request: (f) => get(`/api/board/posts/${notedNumber(f, 'postId')}/comments`, () => f.collector)(f),
    status: 200,
  },
  {
    route: 'PATCH /api/board/comments/:commentId',
    request: (f) => ({
      method: 'PATCH',
      url: `/api/board/comments/${notedNumber(f, 'commentId')}`,
      headers: as(f.other),
      payload: { body: 'An edited comment' },
    }),
    status: 200,
  },
  {
    route: 'PUT /api/board/reaction/:targetType/:targetId',
    request: (f) => ({ method: 'PUT', url: `/api/board/reaction/post/${notedNumber(f, 'postId')}`, headers: as(f.other), payload: { liked: true } }),
    status: 200,
  },
  {
    route: 'POST /api/board/report',
    request: (f) => ({
      method: 'POST',
      url: '/api/board/report',
      headers: as(f.other),
      payload: { targetType: 'post', targetId: notedNumber(f, 'postId'), reason: 'SPAM' },
    }),
    status: 200,
  },
  {
    route: 'PUT /api/board/profile',
    request: (f) => ({ method: 'PUT', url: '/api/board/profile', headers: as(f.collector), payload: { nickname: null, image: null } }),
    status: 200,
  },
  {
    route: 'POST /api/board/profile/upload',
    request: (f) => {
      const form = multipartBody({}, [{ field: 'image', name: 'me.png', type: 'image/png', content: ONE_PIXEL_PNG }]);
      return { method: 'POST', url: '/api/board/profile/upload', headers: { ...as(f.collector), ...form.headers }, payload: form.payload };
    },
    status: 200,
  },
  { route: 'GET /api/admin/community/reports', request: get('/api/admin/community/reports', (f) => f.admin), status: 200 },
  {
    route: 'GET /api/admin/community/reports/:targetType/:targetId',
    request: (f) => get(`/api/admin/community/reports/post/${notedNumber(f, 'postId')}`, () => f.admin)(f),
    status: 200,
  },
  {
    route: 'POST /api/admin/community/reports/:targetType/:targetId/dismiss',
    request: (f) => ({ method: 'POST', url: `/api/admin/community/reports/post/${notedNumber(f, 'postId')}/dismiss`, headers: as(f.admin), payload: {} }),
    status: 200,
  },
  {
    route: 'POST /api/admin/community/reports/:targetType/:targetId/hide',
    request: async (f) => {
      await f.t.app.inject({
        method: 'POST',
        url: '/api/board/report',
        headers: as(f.collector),
        payload: { targetType: 'comment', targetId: notedNumber(f, 'commentId'), reason: 'ABUSE' },
      });
      return { method: 'POST', url: `/api/admin/community/reports/comment/${notedNumber(f, 'commentId')}/hide`, headers: as(f.admin), payload: {} };
    },
    status: 200,
  },
  {
    route: 'DELETE /api/board/comments/:commentId',
    request: async (f) => {
      const made = await f.t.app.inject({
        method: 'POST',
        url: `/api/board/posts/${notedNumber(f, 'postId')}/comments`,
        headers: as(f.other),
        payload: { body: 'Another comment' },
      });
      return { method: 'DELETE', url: `/api/board/comments/${numberAt(made, 'data.id')}`, headers: as(f.other) };
    },
    status: 200,
  },
  {
    route: 'DELETE /api/board/posts/:postId',
    request: (f) => ({ method: 'DELETE', url: `/api/board/posts/${notedNumber(f, 'postId')}`, headers: as(f.collector) }),
    status: 200,
  },
  {
    route: 'POST /api/admin/community/bans',
    request: (f) => ({
      method: 'POST',
      url: '/api/admin/community/bans',
      headers: as(f.admin),
      payload: { userId: f.other.user.id, duration: '1D', reason: 'Contract test' },
    }),
    status: 200,
    after: note('banId', 'data.id'),
  },
  { route: 'GET /api/admin/community/bans', request: get('/api/admin/community/bans', (f) => f.admin), status: 200 },
  {
    route: 'DELETE /api/admin/community/bans/:banId',
    request: (f) => ({ method: 'DELETE', url: `/api/admin/community/bans/${notedNumber(f, 'banId')}`, headers: as(f.admin) }),
    status: 200,
  },
  { route: 'GET /api/admin/community/communities', request: get('/api/admin/community/communities', (f) => f.admin), status: 200 },
  {
    route: 'PUT /api/admin/community/communities/:projectId',
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/community/communities/${f.projectId}`,
      headers: as(f.admin),
      payload: { closed: false, opensAt: null },
    }),
    status: 200,
  },

  // Support.
  {
    route: 'POST /api/support/inquiry',
    request: (f) => {
      const form = multipartBody({ replyEmail: 'asker@example.com', body: 'How do I reveal?', agreePrivacy: 'true' }, [
        { field: 'files', name: 'shot.png', type: 'image/png', content: ONE_PIXEL_PNG },
      ]);
      return { method: 'POST', url: '/api/support/inquiry', headers: { ...as(f.collector), ...form.headers }, payload: form.payload };
    },
    status: 200,
    after: note('inquiryId', 'data.id'),
  },
  { route: 'GET /api/admin/support/inquiries', request: get('/api/admin/support/inquiries', (f) => f.admin), status: 200 },
  {
    route: 'GET /api/admin/support/inquiries/:id',
    request: (f) => get(`/api/admin/support/inquiries/${notedNumber(f, 'inquiryId')}`, () => f.admin)(f),
    status: 200,
    after: note('attachmentId', 'data.attachments.0.id'),
  },
  {
    route: 'GET /api/support/inquiries/:id/attachments/:attachmentId',
    request: (f) => get(`/api/support/inquiries/${notedNumber(f, 'inquiryId')}/attachments/${notedNumber(f, 'attachmentId')}`, () => f.collector)(f),
    status: 200,
    contentType: 'image/png',
  },
  {
    route: 'GET /api/admin/support/inquiries/:id/attachments/:attachmentId',
    request: (f) => get(`/api/admin/support/inquiries/${notedNumber(f, 'inquiryId')}/attachments/${notedNumber(f, 'attachmentId')}`, () => f.admin)(f),
    status: 200,
    contentType: 'image/png',
  },
  {
    route: 'POST /api/admin/support/inquiries/:id/answer',
    request: (f) => ({
      method: 'POST',
      url: `/api/admin/support/inquiries/${notedNumber(f, 'inquiryId')}/answer`,
      headers: as(f.admin),
      payload: { body: 'Like this.' },
    }),
    status: 200,
  },

  // Staff: purchases, audit, members, remotes.
  {
    route: 'GET /api/admin/purchases',
    request: (f) => get(`/api/admin/purchases?by=member&q=${encodeURIComponent(f.collector.user.email ?? '')}`, () => f.admin)(f),
    status: 200,
  },
  {
    route: 'GET /api/admin/purchases/:purchaseId/cancel-preview',
    request: async (f) => {
      const { purchaseId } = await goldPurchase(f, f.other, 1);
      f.noted.set('cancelPurchaseId', purchaseId);
      return { method: 'GET', url: `/api/admin/purchases/${purchaseId}/cancel-preview`, headers: as(f.admin) };
    },
    status: 200,
  },
  {
    route: 'POST /api/admin/purchases/:purchaseId/cancel',
    request: (f) => ({
      method: 'POST',
      url: `/api/admin/purchases/${notedNumber(f, 'cancelPurchaseId')}/cancel`,
      headers: as(f.admin),
      payload: { reason: 'Contract test' },
    }),
    status: 200,
  },
  { route: 'GET /api/admin/audit', request: get('/api/admin/audit', (f) => f.admin), status: 200 },
  { route: 'GET /api/admin/audit/csv', request: get('/api/admin/audit/csv', (f) => f.admin), status: 200, contentType: 'text/csv' },
  { route: 'GET /api/admin/remotes', request: get('/api/admin/remotes', (f) => f.admin), status: 200 },
  {
    route: 'POST /api/admin/remotes/:name/releases',
    request: (f) => {
      f.publishRemote('cabinet', '1.0.0');
      f.publishRemote('cabinet', '1.1.0');
      return {
        method: 'POST',
        url: '/api/admin/remotes/cabinet/releases',
        headers: as(f.admin),
        payload: { version: '1.0.0', commit: 'aaa111', expectedRevision: 0 },
      };
    },
    status: 200,
  },
  {
    route: 'POST /api/admin/remotes/:name/canary',
    request: async (f) => {
      // A canary changes the share of a release already out as a canary.
      await f.t.app.inject({
        method: 'POST',
        url: '/api/admin/remotes/cabinet/releases',
        headers: as(f.admin),
        payload: { version: '1.1.0', commit: 'bbb222', expectedRevision: await remoteRevision(f), canaryPercent: 10 },
      });
      return {
        method: 'POST',
        url: '/api/admin/remotes/cabinet/canary',
        headers: as(f.admin),
        payload: { version: '1.1.0', percent: 50, expectedRevision: await remoteRevision(f) },
      };
    },
    status: 200,
  },
  {
    route: 'POST /api/admin/remotes/:name/canary/promote',
    request: async (f) => ({
      method: 'POST',
      url: '/api/admin/remotes/cabinet/canary/promote',
      headers: as(f.admin),
      payload: { expectedRevision: await remoteRevision(f) },
    }),
    status: 200,
  },
  {
    route: 'POST /api/admin/remotes/:name/canary/abort',
    request: async (f) => {
      await f.t.app.inject({
        method: 'POST',
        url: '/api/admin/remotes/cabinet/canary',
        headers: as(f.admin),
        payload: { version: '1.0.0', percent: 5, expectedRevision: await remoteRevision(f) },
      });
      return { method: 'POST', url: '/api/admin/remotes/cabinet/canary/abort', headers: as(f.admin), payload: { expectedRevision: await remoteRevision(f) } };
    },
    status: 200,
  },
  {
    route: 'POST /api/admin/remotes/:name/rollback',
    request: async (f) => ({
      method: 'POST',
      url: '/api/admin/remotes/cabinet/rollback',
      headers: as(f.admin),
      payload: { expectedRevision: await remoteRevision(f) },
    }),
    status: 200,
  },

  // The catalogue studio: a draft with one design, changed, scheduled, taken back to draft, its design removed.
  { route: 'GET /api/studio/collections', request: get('/api/studio/collections', (f) => f.admin), status: 200 },
  {
    route: 'POST /api/studio/projects',
    request: async (f) => ({ method: 'POST', url: '/api/studio/projects', headers: as(f.admin), payload: await studioProjectInput(f) }),
    status: 200,
    after: note('studioProjectId', 'data.id'),
  },
  { route: 'GET /api/studio/projects', request: get('/api/studio/projects', (f) => f.admin), status: 200 },
  {
    route: 'GET /api/studio/projects/:projectId',
    request: (f) => get(`/api/studio/projects/${notedNumber(f, 'studioProjectId')}`, () => f.admin)(f),
    status: 200,
  },
  {
    route: 'PUT /api/studio/projects/:projectId',
    request: async (f) => ({
      method: 'PUT',
      url: `/api/studio/projects/${notedNumber(f, 'studioProjectId')}`,
      headers: as(f.admin),
      payload: { ...(await studioProjectInput(f)), priceGold: 120 },
    }),
    status: 200,
  },
  {
    route: 'POST /api/studio/projects/:projectId/designs',
    request: (f) => ({
      method: 'POST',
      url: `/api/studio/projects/${notedNumber(f, 'studioProjectId')}/designs`,
      headers: as(f.admin),
      payload: studioDesignInput,
    }),
    status: 200,
    after: note('studioDesignId', 'data.designs.0.id'),
  },
  {
    route: 'PUT /api/studio/projects/:projectId/designs/:designId',
    request: (f) => ({
      method: 'PUT',
      url: `/api/studio/projects/${notedNumber(f, 'studioProjectId')}/designs/${notedNumber(f, 'studioDesignId')}`,
      headers: as(f.admin),
      payload: { ...studioDesignInput, supply: 80 },
    }),
    status: 200,
  },
  {
    route: 'POST /api/studio/projects/:projectId/publish',
    request: (f) => ({
      method: 'POST',
      url: `/api/studio/projects/${notedNumber(f, 'studioProjectId')}/publish`,
      headers: as(f.admin),
      payload: { publishAt: iso(f, DAY_MS) },
    }),
    status: 200,
  },
  {
    route: 'POST /api/studio/projects/:projectId/unpublish',
    request: (f) => ({ method: 'POST', url: `/api/studio/projects/${notedNumber(f, 'studioProjectId')}/unpublish`, headers: as(f.admin) }),
    status: 200,
  },
  {
    route: 'DELETE /api/studio/projects/:projectId/designs/:designId',
    request: (f) => ({
      method: 'DELETE',
      url: `/api/studio/projects/${notedNumber(f, 'studioProjectId')}/designs/${notedNumber(f, 'studioDesignId')}`,
      headers: as(f.admin),
    }),
    status: 200,
  },

  // Events: popups, lotteries, announcements.
  {
    route: 'POST /api/admin/events/popup-images',
    request: (f) => {
      const form = multipartBody({}, [{ field: 'image', name: 'popup.png', type: 'image/png', content: ONE_PIXEL_PNG }]);
      return { method: 'POST', url: '/api/admin/events/popup-images', headers: { ...as(f.admin), ...form.headers }, payload: form.payload };
    },
    status: 200,
    after: note('popupImage', 'data.image'),
  },
  {
    route: 'GET /api/event/popup/image/:name',
    request: (f) => get(`/api/event/popup/image/${noted(f, 'popupImage')}`)(f),
    status: 200,
    contentType: 'image/png',
  },
  {
    route: 'POST /api/admin/events/popups',
    request: (f) => ({ method: 'POST', url: '/api/admin/events/popups', headers: as(f.admin), payload: popupInput(f) }),
    status: 200,
    after: note('popupId', 'data.id'),
  },
  { route: 'GET /api/admin/events/popups', request: get('/api/admin/events/popups', (f) => f.admin), status: 200 },
  {
    route: 'PUT /api/admin/events/popups/:popupId',
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/events/popups/${notedNumber(f, 'popupId')}`,
      headers: as(f.admin),
      payload: { ...popupInput(f), sortOrder: 1 },
    }),
    status: 200,
  },
  {
    route: 'POST /api/event/popup/provided/:popupId',
    request: (f) => ({ method: 'POST', url: `/api/event/popup/provided/${notedNumber(f, 'popupId')}`, headers: as(f.collector) }),
    status: 200,
  },
  {
    route: 'DELETE /api/admin/events/popups/:popupId',
    request: (f) => ({ method: 'DELETE', url: `/api/admin/events/popups/${notedNumber(f, 'popupId')}`, headers: as(f.admin) }),
    status: 200,
  },
  {
    route: 'POST /api/admin/events/lotteries',
    request: (f) => ({ method: 'POST', url: '/api/admin/events/lotteries', headers: as(f.admin), payload: lotteryInput(f, -HOUR_MS / 2) }),
    status: 200,
    after: note('lotteryId', 'data.id'),
  },
  { route: 'GET /api/admin/events/lotteries', request: get('/api/admin/events/lotteries', (f) => f.admin), status: 200 },
  {
    route: 'PUT /api/admin/events/lotteries/:lotteryId',
    request: async (f) => {
      const later = await f.t.app.inject({ method: 'POST', url: '/api/admin/events/lotteries', headers: as(f.admin), payload: lotteryInput(f, DAY_MS) });
      return {
        method: 'PUT',
        url: `/api/admin/events/lotteries/${numberAt(later, 'data.id')}`,
        headers: as(f.admin),
        payload: { ...lotteryInput(f, DAY_MS), prizes: 9 },
      };
    },
    status: 200,
  },
  { route: 'GET /api/event/lottery/:lotteryId', request: (f) => get(`/api/event/lottery/${notedNumber(f, 'lotteryId')}`)(f), status: 200 },
  {
    route: 'POST /api/event/lottery/:lotteryId/entry',
    request: (f) => ({ method: 'POST', url: `/api/event/lottery/${notedNumber(f, 'lotteryId')}/entry`, headers: as(f.collector) }),
    status: 200,
  },
  { route: 'GET /api/event/check/:lotteryId', request: (f) => get(`/api/event/check/${notedNumber(f, 'lotteryId')}`, () => f.collector)(f), status: 200 },
  {
    route: 'POST /api/admin/events/announcements',
    request: (f) => ({ method: 'POST', url: '/api/admin/events/announcements', headers: as(f.admin), payload: announcementInput(f) }),
    status: 200,
    after: note('announcementId', 'data.id'),
  },
  { route: 'GET /api/admin/events/announcements', request: get('/api/admin/events/announcements', (f) => f.admin), status: 200 },
  {
    route: 'PUT /api/admin/events/announcements/:announcementId',
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/events/announcements/${notedNumber(f, 'announcementId')}`,
      headers: as(f.admin),
      payload: announcementInput(f),
    }),
    status: 200,
  },
  {
    route: 'DELETE /api/admin/events/announcements/:announcementId',
    request: (f) => ({ method: 'DELETE', url: `/api/admin/events/announcements/${notedNumber(f, 'announcementId')}`, headers: as(f.admin) }),
    status: 200,
  },
  { route: 'GET /api/admin/events/pre-book', request: get('/api/admin/events/pre-book', (f) => f.admin), status: 200 },
  {
    route: 'PUT /api/admin/events/pre-book',
    request: (f) => ({
      method: 'PUT',
      url: '/api/admin/events/pre-book',
      headers: as(f.admin),
      payload: { opensAt: iso(f, -DAY_MS), launchAt: iso(f, 2 * HOUR_MS), rewardKind: 'TICKET', rewardProjectId: null },
    }),
    status: 200,
  },
  { route: 'POST /api/user/pre-book', request: (f) => ({ method: 'POST', url: '/api/user/pre-book', headers: as(f.collector) }), status: 200 },

  // Missions.
  { route: 'GET /api/admin/monthly', request: get('/api/admin/monthly', (f) => f.admin), status: 200 },
  {
    route: 'PUT /api/admin/monthly/:month',
    request: (f) => {
      const month = new Date(f.t.clock.now().getTime() + 9 * HOUR_MS).toISOString().slice(0, 7);
      f.noted.set('missionMonth', month);
      return {
        method: 'PUT',
        url: `/api/admin/monthly/${month}`,
        headers: as(f.admin),
        payload: {
          checkinTarget: 1,
          buyTarget: 1,
          key: {
            projectId: f.projectId,
            name: { ko: '이달의 키', en: 'Key of the Month' },
            description: { ko: '설명', en: 'About' },
            rarity: 'common',
            supply: 100,
          },
        },
      };
    },
    status: 200,
  },
  { route: 'POST /api/monthly/checkin', request: (f) => ({ method: 'POST', url: '/api/monthly/checkin', headers: as(f.collector) }), status: 200 },
  { route: 'GET /api/admin/monthly/awards', request: get('/api/admin/monthly/awards', (f) => f.admin), status: 200 },

  // The termination schedule (published far ahead, so sales go on).
  { route: 'GET /api/admin/termination/schedule', request: get('/api/admin/termination/schedule', (f) => f.admin), status: 200 },

  // Identity verification and account finding through the sandbox.
  {
    route: 'POST /api/user/phone-verification',
    request: (f) => ({ method: 'POST', url: '/api/user/phone-verification', headers: as(f.collector), payload: { purpose: 'account' } }),
    status: 200,
  },
  {
    route: 'POST /api/auth/check-verification',
    request: async (f) => {
      const who = await f.spare('verify');
      const flow = await verifiedAtSandbox(f, 'account', who);
      f.noted.set('verificationRequestId', flow.requestId);
      f.noted.set('verificationUser', who.user.id);
      f.noted.set('verificationAuth', who.auth.authorization ?? '');
      return { method: 'POST', url: '/api/auth/check-verification', headers: as(null), payload: { requestId: flow.requestId, token: flow.token } };
    },
    status: 200,
  },
  {
    route: 'POST /api/auth/verification-sign-up',
    request: (f) => ({
      method: 'POST',
      url: '/api/auth/verification-sign-up',
      headers: { ...as(null), authorization: String(noted(f, 'verificationAuth')) },
      payload: { requestId: noted(f, 'verificationRequestId') },
    }),
    status: 200,
  },
  {
    route: 'POST /api/auth/find',
    request: async (f) => {
      const flow = await verifiedAtSandbox(f, 'find', null);
      const checked = await f.t.app.inject({ method: 'POST', url: '/api/auth/check-verification', headers: as(null), payload: flow });
      return { method: 'POST', url: '/api/auth/find', headers: as(null), payload: { requestId: flow.requestId, di: valueAt(checked, 'data.di') } };
    },
    status: 200,
  },

  // Accounts used up: sign-up, token refresh, password reset by mail, deactivation.
  {
    route: 'POST /api/auth/sign-up',
    request: async (f) => {
      const who = await f.spare('sign-up', { signedUp: false });
      return {
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: as(who),
        payload: { agreeAge: true, agreeTerms: true, agreePrivacy: true, password: TEST_CABINET_PASSWORD, passwordConfirm: TEST_CABINET_PASSWORD },
      };
    },
    status: 200,
  },
  {
    route: 'POST /api/auth/refresh',
    request: async (f) => {
      const who = await f.spare('refresh');
      return {
        method: 'POST',
        url: '/api/auth/refresh',
        headers: as(null),
        payload: { accessToken: who.tokens.accessToken, refreshToken: who.tokens.refreshToken },
      };
    },
    status: 200,
  },
  {
    route: 'POST /api/mail/reset-password',
    request: async (f) => {
      const who = await f.spare('reset');
      f.noted.set('resetEmail', who.user.email ?? '');
      return { method: 'POST', url: '/api/mail/reset-password', headers: as(who) };
    },
    status: 200,
  },
  {
    route: 'POST /api/cabinet/check',
    request: async (f) => {
      const sink = mailSinkSchema.parse((await f.t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json());
      const mail = sink.mails.find((candidate) => candidate.to === noted(f, 'resetEmail'));
      const link = /userId=(\d+)&uuid=([0-9a-f-]{36})/.exec(mail?.text ?? '');
      f.noted.set('resetUserId', Number(link?.[1] ?? 0));
      f.noted.set('resetUuid', link?.[2] ?? '');
      return { method: 'POST', url: '/api/cabinet/check', headers: as(null), payload: { userId: notedNumber(f, 'resetUserId'), uuid: noted(f, 'resetUuid') } };
    },
    status: 200,
  },
  {
    route: 'PUT /api/cabinet/reset/password',
    request: (f) => ({
      method: 'PUT',
      url: '/api/cabinet/reset/password',
      headers: as(null),
      payload: { userId: notedNumber(f, 'resetUserId'), uuid: noted(f, 'resetUuid'), newPassword: '246810', newPasswordConfirm: '246810' },
    }),
    status: 200,
  },
  {
    route: 'POST /api/admin/user/:userId/status',
    request: async (f) => {
      const who = await f.spare('suspended');
      return { method: 'POST', url: `/api/admin/user/${who.user.id}/status`, headers: as(f.admin), payload: { status: 6 } };
    },
    status: 200,
  },
  {
    route: 'POST /api/user/deactivate',
    request: async (f) => {
      const who = await f.spare('leaving');
      return { method: 'POST', url: '/api/user/deactivate', headers: as(who), payload: { reason: 'NOT_USING', agree: true, password: TEST_CABINET_PASSWORD } };
    },
    status: 200,
  },

  // Later in time: the pre-registration reward, the lottery's draw.
  {
    route: 'POST /api/user/pre-book/claim',
    request: async (f) => {
      await f.advance(3 * HOUR_MS);
      return { method: 'POST', url: '/api/user/pre-book/claim', headers: as(f.collector) };
    },
    status: 200,
  },
  {
    route: 'POST /api/event/provided/:lotteryId',
    request: async (f) => {
      await drawDueLotteries(f.t.database.db, f.t.clock.now());
      return { method: 'POST', url: `/api/event/provided/${notedNumber(f, 'lotteryId')}`, headers: as(f.collector) };
    },
    status: 200,
  },
  { route: 'GET /api/event/reveal/:lotteryId', request: (f) => get(`/api/event/reveal/${notedNumber(f, 'lotteryId')}`, () => f.collector)(f), status: 200 },
  {
    route: 'POST /api/admin/monthly/awards/:awardId/decision',
    request: async (f) => {
      // A member completes the month's missions, gets and reveals the KEY of the Month; support then cancels the
      // purchase that qualified them, and the award waits for a decision.
      const who = await f.spare('monthly');
      await f.t.database.db
        .updateTable('app_user')
        .set({ di: `di-${who.user.id}`, is_adult: true, birth_date: '1990-01-01' })
        .where('id', '=', who.user.id)
        .execute();
      await f.t.app.inject({ method: 'POST', url: '/api/_test/gold', payload: { userId: who.user.id, amount: 1000 } });
      await f.t.app.inject({ method: 'POST', url: '/api/monthly/checkin', headers: as(who) });
      const { purchaseId } = await goldPurchase(f, who, 1);
      const [year = 0, month = 0] = String(noted(f, 'missionMonth')).split('-').map(Number);
      await f.travel(new Date(Date.UTC(year, month, 2, 3)));
      await distributeMonthlyKeys(f.t.database.db, f.t.clock.now());
      const auth = { authorization: `Bearer ${(await f.t.tokens.issueFamily(who.user.id)).accessToken}` };
      const pending = successData(await f.t.app.inject({ method: 'GET', url: '/api/reveal/pending', headers: auth }), pendingRevealSchema);
      for (const item of pending.items.filter((entry) => entry.purchaseId !== purchaseId)) {
        await f.t.app.inject({ method: 'POST', url: `/api/reveal/${item.purchaseItemId}`, headers: auth });
      }
      await staffPost(f, f.admin, `/api/admin/purchases/${purchaseId}/cancel`, { reason: 'Bought by mistake' });
      const waiting = await f.t.app.inject({ method: 'GET', url: '/api/admin/monthly/awards?status=NEEDS_DECISION', headers: as(f.admin) });
      return {
        method: 'POST',
        url: `/api/admin/monthly/awards/${numberAt(waiting, 'data.items.0.id')}/decision`,
        headers: as(f.admin),
        payload: { action: 'KEEP', note: 'Revealed before the cancellation' },
      };
    },
    status: 200,
  },

  // The service terminates: the schedule is published, then members ask for refunds in its first round.
  {
    route: 'PUT /api/admin/termination/schedule',
    request: (f) => {
      f.noted.set('refundYear', f.t.clock.now().getUTCFullYear() + 2);
      return { method: 'PUT', url: '/api/admin/termination/schedule', headers: as(f.admin), payload: specTerminationSchedule(refundYear(f)) };
    },
    status: 200,
  },
  {
    route: 'GET /api/payment/refund/search',
    request: async (f) => {
      // Inside the first refund round of the spec's schedule.
      await f.travel(new Date(`${refundYear(f)}-04-20T12:00:00+09:00`));
      return { method: 'GET', url: '/api/payment/refund/search', headers: as(f.collector) };
    },
    status: 200,
    after: note('refundCurrency', 'data.currency'),
  },
  {
    route: 'POST /api/payment/refund/request',
    request: (f) => ({ method: 'POST', url: '/api/payment/refund/request', headers: as(f.collector), payload: refundInput(f, '3579246801357') }),
    status: 200,
  },
  {
    route: 'GET /api/admin/refund/requests',
    request: get('/api/admin/refund/requests', (f) => f.admin),
    status: 200,
    after: note('refundId', 'data.items.0.id'),
  },
  { route: 'GET /api/admin/refund/summary', request: get('/api/admin/refund/summary', (f) => f.admin), status: 200 },
  { route: 'GET /api/admin/refund/requests/:id', request: (f) => get(`/api/admin/refund/requests/${refundId(f)}`, () => f.admin)(f), status: 200 },
  {
    route: 'GET /api/admin/refund/requests/:id/bank-details',
    request: (f) => get(`/api/admin/refund/requests/${refundId(f)}/bank-details`, () => f.admin)(f),
    status: 200,
  },
  {
    route: 'POST /api/admin/refund/requests/:id/review',
    request: (f) => ({ method: 'POST', url: `/api/admin/refund/requests/${refundId(f)}/review`, headers: as(f.admin) }),
    status: 200,
  },
  {
    route: 'POST /api/admin/refund/requests/:id/incorrect',
    request: (f) => ({
      method: 'POST',
      url: `/api/admin/refund/requests/${refundId(f)}/incorrect`,
      headers: as(f.admin),
      payload: { reason: 'The holder name is wrong' },
    }),
    status: 200,
  },
  {
    route: 'POST /api/payment/refund/edit',
    request: (f) => ({ method: 'POST', url: '/api/payment/refund/edit', headers: as(f.collector), payload: refundInput(f, '2468013579246') }),
    status: 200,
  },
  {
    route: 'POST /api/admin/refund/requests/:id/fail',
    request: async (f) => {
      await staffPost(f, f.admin, `/api/admin/refund/requests/${refundId(f)}/review`);
      return {
        method: 'POST',
        url: `/api/admin/refund/requests/${refundId(f)}/fail`,
        headers: as(f.admin),
        payload: { reason: 'The bank refused the account' },
      };
    },
    status: 200,
  },
  {
    route: 'POST /api/admin/refund/requests/:id/approve',
    request: async (f) => {
      await f.t.app.inject({ method: 'POST', url: '/api/payment/refund/edit', headers: as(f.collector), payload: refundInput(f, '1357924680135') });
      await staffPost(f, f.admin, `/api/admin/refund/requests/${refundId(f)}/review`);
      // Four eyes: never approved by its reviewer.
      const support = await f.spare('refund-support', { role: 'support' });
      return { method: 'POST', url: `/api/admin/refund/requests/${refundId(f)}/approve`, headers: as(support) };
    },
    status: 200,
  },
  {
    route: 'POST /api/admin/refund/batches',
    request: (f) => ({ method: 'POST', url: '/api/admin/refund/batches', headers: as(f.admin), payload: { round: 1, currency: noted(f, 'refundCurrency') } }),
    status: 200,
    after: note('batchId', 'data.id'),
  },
  { route: 'GET /api/admin/refund/batches', request: get('/api/admin/refund/batches', (f) => f.admin), status: 200 },
  {
    route: 'GET /api/admin/refund/batches/:id/csv',
    request: (f) => get(`/api/admin/refund/batches/${notedNumber(f, 'batchId')}/csv`, () => f.admin)(f),
    status: 200,
    contentType: 'text/csv',
  },
  {
    route: 'POST /api/admin/refund/batches/:id/paid',
    request: (f) => ({ method: 'POST', url: `/api/admin/refund/batches/${notedNumber(f, 'batchId')}/paid`, headers: as(f.admin) }),
    status: 200,
  },
];
