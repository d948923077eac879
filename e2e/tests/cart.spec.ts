import type { Page } from '@playwright/test';
import type { Cart, CoinInfo, ProjectOdds } from 'shared-contract';
import { giveGold, verifyIdentity } from './commerce';
import { DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, screenshots, setServerClock, settled, test } from './fixtures';
import { memberGet, signInAsMember, signUpNewMember, uniqueEmail } from './session';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `count` different seeded projects on sale, each with at least `quantity` KEYs left (and a margin). */
async function projectsOnSale(page: Page, count: number, quantity: number): Promise<ProjectOdds[]> {
  const found: ProjectOdds[] = [];
  for (let id = 1; id <= 40 && found.length < count; id += 1) {
    const response = await page.request.get(`/api/project/odds?id=${id}`);
    if (!response.ok()) continue;
    const odds = ((await response.json()) as { data: ProjectOdds }).data;
    if (odds.saleStatus === 'on_sale' && odds.supplyRemaining >= quantity + 5) found.push(odds);
  }
  expect(found, 'seeded projects on sale').toHaveLength(count);
  return found;
}

/** Adds `quantity` KEYs from the project page's buy panel and waits for the confirmation. */
async function addFromProjectPage(page: Page, projectId: number, quantity: number, labels: { more: string; add: string; added: string }) {
  await page.goto(`/project?id=${projectId}`);
  await settled(page);
  const panel = page.getByTestId('buy-panel');
  for (let step = 1; step < quantity; step += 1) await panel.getByRole('button', { name: labels.more, exact: true }).click();
  await expect(panel.getByTestId('buy-quantity')).toHaveValue(String(quantity));
  await panel.getByRole('button', { name: labels.add }).click();
  await expect(panel.getByTestId('buy-added-to-cart')).toContainText(labels.added);
  return panel;
}

const lineOf = (page: Page, projectId: number) => page.getByTestId('cart-line').filter({ has: page.locator(`a[href="/project?id=${projectId}"]`) });

test.describe('the cart', () => {
  test('issue test 5 (cart): add KEYs from project pages, change the quantity, remove a line, buy from the cart with Gold, reveal; the cart is empty (en, 360 px)', async ({
    page,
  }, testInfo) => {
    await preferLanguage(page, 'en');
    await page.setViewportSize(MOBILE);
    const member = await signUpNewMember(page, uniqueEmail('cart-buyer'), 'en');
    await verifyIdentity(page, 'Park Jiwoo');
    const [first, second] = await projectsOnSale(page, 2, 3);
    if (!first || !second) throw new Error('two projects on sale');
    const gold = first.priceGold * 3 + second.priceGold;
    await giveGold(page, member.id, gold);
    const format = (amount: number) => new Intl.NumberFormat('en-US').format(amount);
    const labels = { more: 'More', add: 'Add to cart', added: 'Added to cart' };

    await addFromProjectPage(page, first.projectId, 3, labels);
    const panel = await addFromProjectPage(page, second.projectId, 1, labels);
    await panel.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
    await expect(page.getByText('Items are kept in your cart for 90 days.')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(lineOf(page, first.projectId).getByTestId('cart-line-quantity-input')).toHaveValue('3');
    await expect(lineOf(page, first.projectId).getByTestId('cart-line-total')).toHaveText(`${format(first.priceGold * 3)} Gold`);
    await expect(lineOf(page, first.projectId).getByTestId('cart-line-kept')).toHaveText(/^Kept until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(page.getByTestId('cart-total')).toHaveText(`${format(gold)} Gold`);
    await expect(page.getByTestId('cart-balance')).toHaveText(`${format(gold)} Gold`);
    await screenshots(page, testInfo, 'cart');

    // Fewer of the first project (keyboard: focus the stepper's button and press Enter), then remove the second.
    await lineOf(page, first.projectId)
      .getByRole('button', { name: /^Fewer of / })
      .focus();
    await page.keyboard.press('Enter');
    await expect(lineOf(page, first.projectId).getByTestId('cart-line-quantity-input')).toHaveValue('2');
    await expect(page.getByTestId('cart-total')).toHaveText(`${format(first.priceGold * 2 + second.priceGold)} Gold`);
    await lineOf(page, second.projectId)
      .getByRole('button', { name: /^Remove .+ from the cart$/ })
      .click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText(`${format(first.priceGold * 2)} Gold`);
    expect(await fitsWidth(page)).toBe(true);

    // The refund policy first, as on the project page; then one Gold payment for the cart.
    await page.getByTestId('cart-buy').click();
    await expect(page.getByTestId('cart-consent-error')).toHaveText('You must first agree to the refund policy.');
    await page.getByTestId('cart-agree-refund').check();
    await page.getByRole('button', { name: 'Buy with Gold' }).click();
    await expect(page).toHaveURL(/\/reveal\?purchaseId=\d+$/);
    await settled(page);
    await expect(page.getByTestId('reveal-left')).toHaveText('2 KEYs left to reveal');
    await page.getByTestId('reveal-button').click();
    await expect(page.getByTestId('reveal-left')).toHaveText('1 KEY left to reveal');
    await page.getByTestId('reveal-button').click();
    await expect(page.getByTestId('reveal-left')).toHaveText('Every KEY is revealed.');

    expect((await memberGet<CoinInfo>(page, '/api/coin/info')).balance).toBe(gold - first.priceGold * 2);
    await page.goto('/cart');
    await settled(page);
    await expect(page.getByTestId('cart-empty')).toContainText('Your cart is empty.');
    await expect(page.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
    expect(await fitsWidth(page)).toBe(true);
  });

  test('issue test 5 (cart by card): two projects in the cart paid by card at the sandbox checkout (a cancel first keeps the cart), revealed; no Gold moves (ko, 1280 px)', async ({
    page,
  }, testInfo) => {
    await preferLanguage(page, 'en');
    await page.setViewportSize(DESKTOP);
    await signUpNewMember(page, uniqueEmail('cart-card'), 'en');
    await verifyIdentity(page, 'Kim Seoyeon');
    // Verified on the en settings page; the rest in Korean.
    await page.getByRole('button', { name: '한국어' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const [first, second] = await projectsOnSale(page, 2, 2);
    if (!first || !second) throw new Error('two projects on sale');
    const labels = { more: '수량 늘리기', add: '장바구니에 담기', added: '장바구니에 담았습니다.' };
    await addFromProjectPage(page, first.projectId, 2, labels);
    await addFromProjectPage(page, second.projectId, 1, labels);
    const cart = await memberGet<Cart>(page, '/api/cart');
    expect(cart.items).toHaveLength(2);
    const goldBefore = (await memberGet<CoinInfo>(page, '/api/coin/info')).balance;
    const usd = (cents: number) => (cents / 100).toFixed(2);

    await page.goto('/cart');
    await settled(page);
    await expect(page.getByText('카드 결제는 프로젝트 페이지에서')).toHaveCount(0);
    await page.getByRole('radio', { name: '카드로 결제' }).check();
    await expect(page.getByTestId('cart-total')).toHaveText(`$${usd(cart.totalUsdCents)}`);
    await expect(page.getByTestId('cart-balance')).toHaveCount(0);
    await page.getByTestId('cart-agree-refund').check();
    await screenshots(page, testInfo, 'cart-by-card');
    await page.getByRole('button', { name: '카드로 결제하기' }).click();

    // Cancelled at the hosted checkout: the error page leads back to the cart, which still holds both lines.
    await expect(page).toHaveURL(/\/sandbox\/checkout\?payment=/);
    await expect(page.getByTestId('checkout-amount')).toHaveText(`USD ${usd(cart.totalUsdCents)}`);
    await page.getByRole('button', { name: '취소 / Cancel' }).click();
    await expect(page).toHaveURL(/\/callback\/payment-error\?order=cart&/);
    await settled(page);
    await expect(page.getByTestId('card-payment-error')).toContainText('결제가 취소되었습니다.');
    await page.getByRole('link', { name: '장바구니로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await settled(page);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);

    // Paid this time: one charge for both lines, then every KEY of both purchases waits at /reveal.
    await page.getByRole('radio', { name: '카드로 결제' }).check();
    await page.getByTestId('cart-agree-refund').check();
    await page.getByRole('button', { name: '카드로 결제하기' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\?payment=/);
    await expect(page.getByTestId('checkout-amount')).toHaveText(`USD ${usd(cart.totalUsdCents)}`);
    await page.getByRole('button', { name: '승인 / Approve' }).click();
    await expect(page).toHaveURL(/\/reveal$/);
    await settled(page);
    await expect(page.getByTestId('reveal-left')).toHaveText('공개할 KEY 3개 남음');
    for (const left of ['공개할 KEY 2개 남음', '공개할 KEY 1개 남음', '모든 KEY를 공개했습니다.']) {
      await page.getByTestId('reveal-button').click();
      await expect(page.getByTestId('reveal-left')).toHaveText(left);
    }

    expect((await memberGet<CoinInfo>(page, '/api/coin/info')).balance).toBe(goldBefore);
    await page.goto('/cart');
    await settled(page);
    await expect(page.getByTestId('cart-empty')).toContainText('장바구니가 비어 있습니다.');
    expect(await fitsWidth(page)).toBe(true);
  });

  test('issue test 5 (cart): an item kept past 90 days by the server clock is gone from /cart (ko, 1280 px)', async ({ page }, testInfo) => {
    await preferLanguage(page, 'ko');
    await page.setViewportSize(DESKTOP);
    const { email } = await signUpNewMember(page, uniqueEmail('cart-keeper'), 'ko');
    const [project] = await projectsOnSale(page, 1, 2);
    if (!project) throw new Error('a project on sale');

    await addFromProjectPage(page, project.projectId, 2, { more: '수량 늘리기', add: '장바구니에 담기', added: '장바구니에 담았습니다.' });
    await page.goto('/cart');
    await settled(page);
    await expect(page.getByText('담은 KEY는 90일 동안 보관됩니다.')).toBeVisible();
    await expect(lineOf(page, project.projectId).getByTestId('cart-line-quantity-input')).toHaveValue('2');
    await expect(lineOf(page, project.projectId).getByTestId('cart-line-kept')).toHaveText(/^\d{4}-\d{2}-\d{2}까지 보관$/);
    expect(await fitsWidth(page)).toBe(true);
    await screenshots(page, testInfo, 'cart-kept');

    try {
      await setServerClock(page, { now: new Date(Date.now() + 91 * DAY_MS).toISOString() });
      // The session's tokens were issued 91 days "ago": sign in again at the new time.
      await signInAsMember(page, email);
      await page.goto('/cart');
      await settled(page);
      await expect(page.getByTestId('cart-empty')).toContainText('장바구니가 비어 있습니다.');
      await expect(page.getByTestId('cart-line')).toHaveCount(0);
      expect((await memberGet<Cart>(page, '/api/cart')).items).toEqual([]);
    } finally {
      await setServerClock(page, { reset: true });
    }
  });
});
