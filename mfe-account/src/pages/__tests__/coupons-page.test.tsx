import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import type { MemberCoupon } from 'shared-contract';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import CouponsPage from '../coupons-page';

/** An in-memory coupon api behind apiGet / apiSend (the network layer only; the page, its form, queries and mutations are real). */
const server = {
  items: [] as MemberCoupon[],
  codes: {} as Record<string, MemberCoupon>,
  failList: 0,
  onSale: [] as Array<{ id: number; title: { ko: string; en: string } }>,
  soldOut: [] as number[],
  calls: [] as string[],
  headers: [] as Array<Record<string, string> | undefined>,
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

jest.mock('shared-session', () => {
  const actual = jest.requireActual('shared-session');
  const fail = (code: string, status: number, message: string) => new actual.ApiError(code, status, message);
  return {
    ...actual,
    apiGet: jest.fn(async (path: string) => {
      server.calls.push(`GET ${path}`);
      if (path === '/api/shop') return { items: server.onSale, total: server.onSale.length };
      if (path !== '/api/coupon/list') throw new Error(`unexpected GET ${path}`);
      if (server.failList > 0) {
        server.failList -= 1;
        throw fail('TEMPORARY_ERROR', 500, '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.');
      }
      return { items: [...server.items].sort((a, b) => b.id - a.id) };
    }),
    apiSend: jest.fn(async (_method: string, path: string, _schema: unknown, body: Record<string, unknown>, options?: { headers?: Record<string, string> }) => {
      server.calls.push(`POST ${path} ${JSON.stringify(body)}`);
      server.headers.push(options?.headers);
      if (path === '/api/coupon/register') {
        const code = String(body.code);
        if (code === 'EXPIRED2023') throw fail('COUPON_EXPIRED', 409, '만료된 쿠폰입니다.');
        const found = server.codes[code];
        if (!found) throw fail('COUPON_INVALID_CODE', 400, '유효하지 않은 코드입니다.');
        server.items.push(found);
        return found;
      }
      if (path === '/api/coupon/exchange') {
        const target = server.items.find((item) => item.id === body.memberCouponId);
        if (!target || target.used) throw fail('COUPON_UNUSABLE', 409, '사용할 수 없는 쿠폰입니다.');
        Object.assign(target, { used: true, usedAt: '2024-03-02T00:00:00.000Z' });
        return { memberCouponId: target.id, keyItemId: 77, keyDesignId: 12, projectId: 3, serialNo: 7 };
      }
      if (path === '/api/coupon/reveal/') {
        if (server.soldOut.includes(Number(body.projectId))) throw fail('INSUFFICIENT_KEYS', 409, 'Insufficient KEYs remaining.');
        const target = server.items.find((item) => item.id === body.memberCouponId);
        if (!target || target.used) throw fail('COUPON_UNUSABLE', 409, '사용할 수 없는 쿠폰입니다.');
        Object.assign(target, { used: true, usedAt: '2024-03-02T00:00:00.000Z' });
        return { memberCouponId: target.id, purchaseId: 41 };
      }
      throw new Error(`unexpected POST ${path}`);
    }),
  };
});

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
  server.calls = [];
  server.headers = [];
  await initTestI18n('ko');
});

test('empty list, the notice that a coupon cannot be cancelled, in ko and en', async () => {
  renderCoupons();
  expect(await screen.findByRole('heading', { level: 1, name: '쿠폰' })).toBeTruthy();
  expect(await screen.findByTestId('coupons-empty')).toBeTruthy();
  expect(screen.getByText('등록한 쿠폰이 없습니다')).toBeTruthy();
  expect(screen.getByText('등록한 쿠폰은 취소할 수 없습니다.')).toBeTruthy();
  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByText('No coupons yet')).toBeTruthy();
  expect(screen.getByText('A coupon cannot be cancelled after registration.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
});

test('a code with other than letters and digits is refused by the shared schema, without a request', async () => {
  renderCoupons();
  await screen.findByTestId('coupons-empty');
  fireEvent.change(codeField(), { target: { value: 'AB-12' } });
  fireEvent.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('유효하지 않은 코드입니다.')).toBeTruthy();
  expect(codeField().getAttribute('aria-invalid')).toBe('true');
  expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
});

test('the api error message is shown; a valid code registers (upper case) and appears in the list with kind, expiry in KST and state', async () => {
  server.codes = { WELCOME10: coupon(5, { code: 'WELCOME10' }) };
  renderCoupons();
  await screen.findByTestId('coupons-empty');
  fireEvent.change(codeField(), { target: { value: 'EXPIRED2023' } });
  fireEvent.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('만료된 쿠폰입니다.')).toBeTruthy();

  fireEvent.change(codeField(), { target: { value: 'welcome10' } });
  await waitFor(() => expect(screen.queryByText('만료된 쿠폰입니다.')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('쿠폰 WELCOME10을 등록했습니다.')).toBeTruthy();
  expect(server.calls).toContain('POST /api/coupon/register {"code":"WELCOME10"}');
  const item = await screen.findByTestId('coupon-item');
  expect(within(item).getByTestId('coupon-kind').textContent).toBe('할인 쿠폰');
  expect(within(item).getByTestId('coupon-state').textContent).toBe('사용 가능');
  expect(within(item).getByTestId('coupon-expiry').textContent).toBe('2030.02.01 00:00:00까지 (KST)');
  expect(within(item).getByText('10% 할인 5')).toBeTruthy();
  expect((codeField() as HTMLInputElement).value).toBe('');
  expect(within(item).queryByRole('button', { name: 'KEY로 교환' })).toBeNull();
});

test('used and expired coupons say so; an exchange coupon asks, gives a KEY with a link to it, then shows used', async () => {
  server.items = [
    coupon(1, { used: true, usedAt: '2024-03-01T00:00:00.000Z' }),
    coupon(2, { expired: true }),
    coupon(3, { kind: 'EXCHANGE', discountPercent: null, description: { ko: 'KEY 교환권', en: 'KEY exchange' }, keyDesign: { id: 12, projectId: 3, name: { ko: '봄', en: 'Spring' } } }),
  ];
  renderCoupons();
  await waitFor(() => expect(screen.getAllByTestId('coupon-item')).toHaveLength(3));
  expect(screen.getAllByTestId('coupon-state').map((element) => element.textContent)).toEqual(['사용 가능', '기간 만료', '사용 완료']);
  expect(screen.getAllByTestId('coupon-kind')[0]?.textContent).toBe('KEY 교환 쿠폰');

  fireEvent.click(screen.getByRole('button', { name: 'KEY로 교환' }));
  const ask = await screen.findByTestId('coupon-exchange-dialog');
  expect(within(ask).getByText('이 쿠폰을 사용해 KEY 봄을 받습니다. 사용한 쿠폰은 되돌릴 수 없습니다.')).toBeTruthy();
  fireEvent.click(within(ask).getByRole('button', { name: 'KEY로 교환' }));
  const done = await screen.findByTestId('coupon-exchanged-dialog');
  expect(await within(done).findByText('KEY 봄 No.007이 내 캐비닛에 추가되었습니다.')).toBeTruthy();
  expect(server.calls).toContain('POST /api/coupon/exchange {"memberCouponId":3}');
  expect(server.headers.at(-1)?.['Idempotency-Key']).toMatch(/\S{8,}/);
  await waitFor(() => expect(screen.getAllByTestId('coupon-state')[0]?.textContent).toBe('사용 완료'));
  fireEvent.click(within(done).getByRole('link', { name: 'KEY 보기' }));
  expect(await screen.findByRole('heading', { name: 'key details page' })).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/key/details?id=12');
});

test('loading, then an error with retry, in en', async () => {
  await initTestI18n('en');
  server.failList = 1;
  renderCoupons();
  expect(screen.getByTestId('coupons-loading')).toBeTruthy();
  expect(await screen.findByText('Could not load your coupons')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
  expect(await screen.findByTestId('coupons-empty')).toBeTruthy();
});

const revealCoupon = (id: number, projectId: number | null = null) =>
  coupon(id, { kind: 'REVEAL', discountPercent: null, projectId, description: { ko: '무료 뽑기 1회', en: 'One free reveal' } });

test('a free reveal coupon: choose a project on sale, an error keeps the coupon, then the draw goes to /reveal (en)', async () => {
  await initTestI18n('en');
  server.items = [revealCoupon(9)];
  server.onSale = [
    { id: 3, title: { ko: '봄', en: 'Spring' } },
    { id: 4, title: { ko: '여름', en: 'Summer' } },
  ];
  server.soldOut = [4];
  renderCoupons();
  fireEvent.click(await screen.findByRole('button', { name: 'Free reveal' }));
  const dialog = await screen.findByTestId('free-reveal-dialog');
  const select = await within(dialog).findByRole('combobox', { name: 'Project to draw from' });
  expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Spring', 'Summer']);
  fireEvent.change(select, { target: { value: '4' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Free reveal' }));
  expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Insufficient KEYs remaining.');
  expect(server.items[0]?.used).toBe(false);

  fireEvent.change(select, { target: { value: '3' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Free reveal' }));
  expect(await screen.findByRole('heading', { name: 'reveal page' })).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/reveal?purchaseId=41');
  expect(server.calls).toContain('POST /api/coupon/reveal/ {"memberCouponId":9,"projectId":3}');
  expect(server.headers.at(-1)?.['Idempotency-Key']).toMatch(/\S{8,}/);
});

test("a free reveal coupon for one project offers only that project, and says so when it is not on sale (ko)", async () => {
  server.items = [revealCoupon(10, 5)];
  server.onSale = [{ id: 3, title: { ko: '봄', en: 'Spring' } }];
  renderCoupons();
  fireEvent.click(await screen.findByRole('button', { name: '무료 뽑기' }));
  const dialog = await screen.findByTestId('free-reveal-dialog');
  expect(await within(dialog).findByTestId('free-reveal-none')).toHaveProperty('textContent', '지금 뽑을 수 있는 프로젝트가 없습니다. 판매 중인 프로젝트가 생기면 다시 시도해 주세요.');
  expect(within(dialog).queryByRole('combobox')).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
  expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
});
