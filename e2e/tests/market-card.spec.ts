import type { Page } from '@playwright/test';
import type { CoinInfo, CoinRevealResult, MarketRegisterResult, MyKey, Notification, Page as ApiPage } from 'shared-contract';
import { giveGold, projectOnSale, verifyIdentity } from './commerce';
import { baseURL, DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, screenshots, setServerClock, settled, test } from './fixtures';
import { accessTokenOf, memberGet, signInAsMember, signUpNewMember, uniqueEmail } from './session';
import { withParticle } from 'shared-contract';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRICE = 1_234;
// MARKET_FEE_PERCENT 5 (default): creator 123, fee 61, the seller receives 1,050.
const SELLER = 1_050;

/** POST as the signed-in member with a fresh Idempotency-Key; answers `data` (the call must succeed). */
async function memberPost<T>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(path, {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}`, 'idempotency-key': crypto.randomUUID() },
    data,
  });
  expect(response.ok(), `POST ${path} -> ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const gold = (page: Page) => memberGet<CoinInfo>(page, '/api/coin/info').then((info) => info.balance);

test.describe('the market by card', () => {
  test('issue 5 C (card): B pays A’s listing by card at the sandbox checkout: a cancel first keeps it listed, then one charge of the USD price; the KEY moves, A receives the price less earnings and fee, B’s Gold is untouched (ko, 360 px)', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(60_000);
    // Member A buys and reveals one KEY with Gold (through the api), then lists it once the 24-hour lock has passed.
    const emailA = uniqueEmail('market-card-seller');
    const memberA = await signUpNewMember(page, emailA, 'en');
    await verifyIdentity(page, 'Seo Jiwon');
    const odds = await projectOnSale(page, 1);
    await giveGold(page, memberA.id, odds.priceGold);
    const bought = await memberPost<CoinRevealResult>(page, '/api/payment/coinReveal', { projectId: odds.projectId, quantity: 1, agreeRefundPolicy: true });
    await memberPost(page, `/api/reveal/${bought.items[0]?.purchaseItemId}`, {});
    const [owned] = (await memberGet<{ items: MyKey[] }>(page, '/api/key/my')).items;
    if (!owned) throw new Error('A owns the KEY just bought');
    expect(await gold(page)).toBe(0);

    const contextB = await browser.newContext({ baseURL, viewport: DESKTOP });
    const pageB = await contextB.newPage();
    try {
      await setServerClock(page, { now: new Date(Date.now() + DAY_MS + 5 * 60_000).toISOString() });
      await signInAsMember(page, emailA);
      const { listing } = await memberPost<MarketRegisterResult>(page, '/api/market/register', { keyItemId: owned.keyItemId, priceGold: PRICE });

      // Member B: verified (on the en settings page, where the desktop top bar switches the language), no Gold at all; the rest in Korean at 360 px.
      await preferLanguage(pageB, 'en');
      await signUpNewMember(pageB, uniqueEmail('market-card-buyer'), 'en');
      await verifyIdentity(pageB, 'Yoon Haneul');
      await pageB.getByRole('button', { name: '한국어' }).click();
      await expect(pageB.locator('html')).toHaveAttribute('lang', 'ko');
      await pageB.setViewportSize(MOBILE);
      expect(await gold(pageB)).toBe(0);

      await pageB.goto(`/market/payment?listingId=${listing.id}`);
      await settled(pageB);
      await expect(pageB.getByTestId('payment-price')).toHaveText('1,234 골드');
      await expect(pageB.getByTestId('payment-short')).toBeVisible();
      await pageB.getByRole('radio', { name: '카드로 결제' }).check();
      await expect(pageB.getByTestId('payment-card-amount')).toHaveText('$12.34');
      await expect(pageB.getByTestId('payment-short')).toHaveCount(0);
      await pageB.getByTestId('market-agree-refund').check();
      expect(await fitsWidth(pageB)).toBe(true);
      await screenshots(pageB, testInfo, 'market-payment-card');
      await pageB.getByRole('button', { name: '$12.34 카드로 결제하기' }).click();

      // Cancelled at the hosted checkout: back to the listing, still for sale.
      await expect(pageB).toHaveURL(/\/sandbox\/checkout\?payment=/);
      await expect(pageB.getByTestId('checkout-amount')).toHaveText('USD 12.34');
      await pageB.getByRole('button', { name: '취소 / Cancel' }).click();
      await expect(pageB).toHaveURL(new RegExp(`/callback/payment-error\\?order=listing&listingId=${listing.id}&`));
      await settled(pageB);
      await expect(pageB.getByTestId('card-payment-error')).toContainText('결제가 취소되었습니다.');
      await pageB.getByRole('link', { name: '판매 페이지로 돌아가기' }).click();
      await expect(pageB).toHaveURL(`/market/payment?listingId=${listing.id}`);
      await settled(pageB);
      await expect(pageB.getByTestId('payment-price')).toHaveText('1,234 골드');

      // Paid this time: one approved charge of USD 12.34, confirmed server to server on the return page.
      await pageB.getByRole('radio', { name: '카드로 결제' }).check();
      await pageB.getByTestId('market-agree-refund').check();
      await pageB.getByRole('button', { name: '$12.34 카드로 결제하기' }).click();
      await expect(pageB).toHaveURL(/\/sandbox\/checkout\?payment=/);
      await expect(pageB.getByTestId('checkout-amount')).toHaveText('USD 12.34');
      await pageB.getByRole('button', { name: '승인 / Approve' }).click();
      await expect(pageB).toHaveURL(/\/callback\/payment-success\?order=listing&/);
      await settled(pageB);
      const success = pageB.getByTestId('listing-card-success');
      await expect(success).toContainText('구매를 완료했습니다');
      await expect(success).toContainText(`${withParticle(`#${owned.serialNo}`, '이/가')} 내 캐비닛에 들어왔습니다. 카드로 $12.34를 결제했습니다.`);
      await expect(success.getByRole('link', { name: '내 캐비닛으로' })).toHaveAttribute('href', '/my/cabinet');
      expect(await fitsWidth(pageB)).toBe(true);
      await screenshots(pageB, testInfo, 'market-card-success');
      await success.getByRole('link', { name: 'KEY 보기' }).click();
      await expect(pageB).toHaveURL(`/key/details?id=${owned.key.id}`);
      await settled(pageB);
      await expect(pageB.getByTestId('owner-item').filter({ hasText: `#${owned.serialNo}` })).toBeVisible();

      // The KEY is B's; B paid by card (no Gold moved); A holds the price less the creator earnings and the fee.
      expect((await memberGet<{ items: MyKey[] }>(pageB, '/api/key/my')).items.map((key) => key.keyItemId)).toContain(owned.keyItemId);
      expect((await memberGet<{ items: MyKey[] }>(page, '/api/key/my')).items.map((key) => key.keyItemId)).not.toContain(owned.keyItemId);
      expect(await gold(pageB)).toBe(0);
      expect(await gold(page)).toBe(SELLER);
      const notes = (await memberGet<ApiPage<Notification>>(pageB, '/api/alarm')).items;
      expect(notes.find((note) => note.type === 'PURCHASE')?.body.ko).toContain('카드 USD 12.34에 구매했습니다.');
    } finally {
      await setServerClock(page, { reset: true });
      await contextB.close();
    }
  });
});
