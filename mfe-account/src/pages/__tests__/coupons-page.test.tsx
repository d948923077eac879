import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import {
  COUPON_API,
  couponExchangeRequestSchema,
  couponExchangeResultSchema,
  couponListSchema,
  couponRegisterRequestSchema,
  couponRevealRequestSchema,
  couponRevealResultSchema,
  memberCouponSchema,
  SHOP_API,
  shopListSchema,
  type MemberCoupon,
  type ProjectSummary,
} from 'shared-contract';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { projectOnSaleFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import CouponsPage from '../coupons-page';

const testApi = setupContractApi();

/** An in-memory coupon api (the page, its form, queries, mutations and the client are real). */
const server = {
  items: [] as MemberCoupon[],
  codes: {} as Record<string, MemberCoupon>,
  failList: 0,
  onSale: [] as ProjectSummary[],
  soldOut: [] as number[],
};

const coupon = (id: number, overrides: Partial<MemberCoupon> = {}): MemberCoupon => ({
  id,
  code: `CODE${id}`,
  kind: 'DISCOUNT',
  description: { ko: `10% 할인 ${id}`, en: `10% off ${id}` },
  discountPercent: 10,
  discountGold: null,
  keyDesign: null,
  projectId: null,
  // 2030-01-31 15:00 UTC is 2030-02-01 00:00 KST.
  expiresAt: '2030-01-31T15:00:00.000Z',
  registeredAt: '2024-03-01T00:00:00.000Z',
  usedAt: null,
  used: false,
  expired: false,
  ...overrides,
});

const USED_AT = '2024-03-02T00:00:00.000Z';

/** The member's usable coupon the request names (COUPON_UNUSABLE otherwise). */
const usable = (memberCouponId: number) => {
  const target = server.items.find((item) => item.id === memberCouponId);
  if (!target || target.used) throw refusal('COUPON_UNUSABLE');
  return target;
};

const handlers = () => [
  contractHandler({ method: 'get', path: SHOP_API.shop, response: shopListSchema, reply: () => ({ items: server.onSale, total: server.onSale.length }) }),
  contractHandler({
    method: 'get',
    path: COUPON_API.list,
    response: couponListSchema,
    reply: () => {
      if (server.failList > 0) {
        server.failList -= 1;
        throw refusal('TEMPORARY_ERROR');
      }
      return { items: [...server.items].sort((a, b) => b.id - a.id) };
    },
  }),
  contractHandler({
    method: 'post',
    path: COUPON_API.register,
    request: couponRegisterRequestSchema,
    response: memberCouponSchema,
    reply: ({ body }) => {
      const { code } = couponRegisterRequestSchema.parse(body);
      if (code === 'EXPIRED2023') throw refusal('COUPON_EXPIRED');
      const found = server.codes[code];
      if (!found) throw refusal('COUPON_INVALID_CODE');
      server.items.push(found);
      return found;
    },
  }),
  contractHandler({
    method: 'post',
    path: COUPON_API.exchange,
    request: couponExchangeRequestSchema,
    response: couponExchangeResultSchema,
    reply: ({ body }) => {
      const target = usable(couponExchangeRequestSchema.parse(body).memberCouponId);
      Object.assign(target, { used: true, usedAt: USED_AT });
      return { memberCouponId: target.id, keyItemId: 77, keyDesignId: 12, projectId: 3, serialNo: 7 };
    },
  }),
  contractHandler({
    method: 'post',
    path: COUPON_API.reveal,
    request: couponRevealRequestSchema,
    response: couponRevealResultSchema,
    reply: ({ body }) => {
      const input = couponRevealRequestSchema.parse(body);
      if (server.soldOut.includes(input.projectId)) throw refusal('INSUFFICIENT_KEYS');
      const target = usable(input.memberCouponId);
      Object.assign(target, { used: true, usedAt: USED_AT });
      return { memberCouponId: target.id, purchaseId: 41 };
    },
  }),
];

/** What was posted: the path and the JSON body. */
const posts = () => testApi.requests('post').map((call) => `POST ${call.path} ${JSON.stringify(call.body)}`);
const lastIdempotencyKey = () => testApi.requests('post').at(-1)?.headers['idempotency-key'];

const page = (
  <Routes>
    <Route path="/my/coupons" element={<CouponsPage />} />
    <Route path="/key/details" element={<h1>key details page</h1>} />
    <Route path="/reveal" element={<h1>reveal page</h1>} />
  </Routes>
);
const renderCoupons = () => renderPage(page, { route: '/my/coupons', queryClient: createTestQueryClient() });
const codeField = () => screen.getByRole('textbox', { name: /쿠폰 코드|Coupon code/ });

beforeEach(async () => {
  server.items = [];
  server.codes = {};
  server.failList = 0;
  server.onSale = [];
  server.soldOut = [];
  testApi.reset(...handlers());
  await initTestI18n('ko');
});

test('empty list, the notice that a coupon cannot be cancelled, in ko and en', async () => {
  renderCoupons();
  expect(await screen.findByRole('heading', { level: 1, name: '쿠폰' })).toBeInTheDocument();
  expect(await screen.findByTestId('coupons-empty')).toBeInTheDocument();
  expect(screen.getByText('등록한 쿠폰이 없습니다')).toBeInTheDocument();
  expect(screen.getByText('등록한 쿠폰은 취소할 수 없습니다.')).toBeInTheDocument();
  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByText('No coupons yet')).toBeInTheDocument();
  expect(screen.getByText('A coupon cannot be cancelled after registration.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
});

test('a code with other than letters and digits is refused by the shared schema, without a request', async () => {
  renderCoupons();
  await screen.findByTestId('coupons-empty');
  fireEvent.change(codeField(), { target: { value: 'AB-12' } });
  fireEvent.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('유효하지 않은 코드입니다.')).toBeInTheDocument();
  expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  expect(posts()).toEqual([]);
});

test('the api error message is shown; a valid code registers (upper case) and appears in the list with kind, expiry in KST and state', async () => {
  server.codes = { WELCOME10: coupon(5, { code: 'WELCOME10' }) };
  renderCoupons();
  await screen.findByTestId('coupons-empty');
  fireEvent.change(codeField(), { target: { value: 'EXPIRED2023' } });
  fireEvent.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('만료된 쿠폰입니다.')).toBeInTheDocument();

  fireEvent.change(codeField(), { target: { value: 'welcome10' } });
  await waitFor(() => expect(screen.queryByText('만료된 쿠폰입니다.')).not.toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('쿠폰 WELCOME10을 등록했습니다.')).toBeInTheDocument();
  expect(posts()).toContain('POST /api/coupon/register {"code":"WELCOME10"}');
  const item = await screen.findByTestId('coupon-item');
  expect(within(item).getByTestId('coupon-kind').textContent).toBe('할인 쿠폰');
  expect(within(item).getByTestId('coupon-state').textContent).toBe('사용 가능');
  expect(within(item).getByTestId('coupon-expiry').textContent).toBe('2030.02.01 00:00:00까지 (KST)');
  expect(within(item).getByText('10% 할인 5')).toBeInTheDocument();
  expect((codeField() as HTMLInputElement).value).toBe('');
  expect(within(item).queryByRole('button', { name: 'KEY로 교환' })).not.toBeInTheDocument();
});

test('used and expired coupons say so; an exchange coupon asks, gives a KEY with a link to it, then shows used', async () => {
  server.items = [
    coupon(1, { used: true, usedAt: '2024-03-01T00:00:00.000Z' }),
    coupon(2, { expired: true }),
    coupon(3, {
      kind: 'EXCHANGE',
      discountPercent: null,
      description: { ko: 'KEY 교환권', en: 'KEY exchange' },
      keyDesign: { id: 12, projectId: 3, name: { ko: '봄', en: 'Spring' } },
    }),
  ];
  renderCoupons();
  await waitFor(() => expect(screen.getAllByTestId('coupon-item')).toHaveLength(3));
  expect(screen.getAllByTestId('coupon-state').map((element) => element.textContent)).toEqual(['사용 가능', '기간 만료', '사용 완료']);
  expect(screen.getAllByTestId('coupon-kind')[0]?.textContent).toBe('KEY 교환 쿠폰');

  fireEvent.click(screen.getByRole('button', { name: 'KEY로 교환' }));
  const ask = await screen.findByTestId('coupon-exchange-dialog');
  expect(within(ask).getByText('이 쿠폰을 사용해 KEY 봄을 받습니다. 사용한 쿠폰은 되돌릴 수 없습니다.')).toBeInTheDocument();
  fireEvent.click(within(ask).getByRole('button', { name: 'KEY로 교환' }));
  const done = await screen.findByTestId('coupon-exchanged-dialog');
  expect(await within(done).findByText('KEY 봄 No.007이 내 캐비닛에 추가되었습니다.')).toBeInTheDocument();
  expect(posts()).toContain('POST /api/coupon/exchange {"memberCouponId":3}');
  expect(lastIdempotencyKey()).toMatch(/\S{8,}/);
  await waitFor(() => expect(screen.getAllByTestId('coupon-state')[0]?.textContent).toBe('사용 완료'));
  fireEvent.click(within(done).getByRole('link', { name: 'KEY 보기' }));
  expect(await screen.findByRole('heading', { name: 'key details page' })).toBeInTheDocument();
  expect(screen.getByTestId('location').textContent).toBe('/key/details?id=12');
});

test('loading, then an error with retry, in en', async () => {
  await initTestI18n('en');
  server.failList = 1;
  renderCoupons();
  expect(screen.getByTestId('coupons-loading')).toBeInTheDocument();
  expect(await screen.findByText('Could not load your coupons')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
  expect(await screen.findByTestId('coupons-empty')).toBeInTheDocument();
});

const revealCoupon = (id: number, projectId: number | null = null) =>
  coupon(id, { kind: 'REVEAL', discountPercent: null, projectId, description: { ko: '무료 뽑기 1회', en: 'One free reveal' } });

test('a free reveal coupon: choose a project on sale, an error keeps the coupon, then the draw goes to /reveal (en)', async () => {
  await initTestI18n('en');
  server.items = [revealCoupon(9)];
  server.onSale = [projectOnSaleFixture(3, { ko: '봄', en: 'Spring' }), projectOnSaleFixture(4, { ko: '여름', en: 'Summer' })];
  server.soldOut = [4];
  renderCoupons();
  fireEvent.click(await screen.findByRole('button', { name: 'Free reveal' }));
  const dialog = await screen.findByTestId('free-reveal-dialog');
  const select = await within(dialog).findByRole('combobox', { name: 'Project to draw from' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Spring', 'Summer']);
  fireEvent.change(select, { target: { value: '4' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Free reveal' }));
  expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Insufficient KEYs remaining.');
  expect(server.items[0]?.used).toBe(false);

  fireEvent.change(select, { target: { value: '3' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Free reveal' }));
  expect(await screen.findByRole('heading', { name: 'reveal page' })).toBeInTheDocument();
  expect(screen.getByTestId('location').textContent).toBe('/reveal?purchaseId=41');
  expect(posts()).toContain('POST /api/coupon/reveal/ {"memberCouponId":9,"projectId":3}');
  expect(lastIdempotencyKey()).toMatch(/\S{8,}/);
});

test('a free reveal coupon for one project offers only that project, and says so when it is not on sale (ko)', async () => {
  server.items = [revealCoupon(10, 5)];
  server.onSale = [projectOnSaleFixture(3, { ko: '봄', en: 'Spring' })];
  renderCoupons();
  fireEvent.click(await screen.findByRole('button', { name: '무료 뽑기' }));
  const dialog = await screen.findByTestId('free-reveal-dialog');
  expect(await within(dialog).findByTestId('free-reveal-none')).toHaveProperty(
    'textContent',
    '지금 뽑을 수 있는 프로젝트가 없습니다. 판매 중인 프로젝트가 생기면 다시 시도해 주세요.',
  );
  expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
  expect(posts()).toEqual([]);
});
