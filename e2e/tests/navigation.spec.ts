import type { Page } from '@playwright/test';
import { giveGold, projectOnSale } from './commerce';
import { DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, settled, test } from './fixtures';
import { signUpNewMember, uniqueEmail } from './session';

// Issue 15 C: the header (desktop) and the mobile "more" menu lead to the shop, the market, the promotion page and, for a
// member, the cart with its count and the Gold balance.

/** Adds `quantity` KEYs of the project to the cart from its page's buy panel. */
async function addToCart(page: Page, projectId: number, quantity: number, labels: { more: string; add: string }) {
  await page.goto(`/project?id=${projectId}`);
  await settled(page);
  const panel = page.getByTestId('buy-panel');
  for (let step = 1; step < quantity; step += 1) await panel.getByRole('button', { name: labels.more, exact: true }).click();
  await expect(panel.getByTestId('buy-quantity')).toHaveValue(String(quantity));
  await panel.getByRole('button', { name: labels.add }).click();
  await expect(panel.getByTestId('buy-added-to-cart')).toBeVisible();
}

/** The focused element draws a visible outline (the keyboard focus indicator). */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

test.describe('the header: shop, market, promotion, cart and Gold', () => {
  test('a visitor sees Shop, Market and Promotion and no cart or Gold; Market is the current page on the market tab (ko, 1280 px)', async ({ page }) => {
    await preferLanguage(page, 'ko');
    await page.setViewportSize(DESKTOP);
    await page.goto('/main');
    await settled(page);
    const primary = page.getByRole('navigation', { name: '주 메뉴' });
    await expect(primary.getByRole('link')).toHaveText(['상점', '마켓', '프로모션', '캐비닛', '소개', '이벤트', '고객센터']);
    await expect(page.getByTestId('cart-link')).toHaveCount(0);
    await expect(page.getByTestId('gold-link')).toHaveCount(0);
    expect(await fitsWidth(page), 'the top bar fits 1280 px').toBe(true);

    await primary.getByRole('link', { name: '마켓' }).click();
    await expect(page).toHaveURL(/\/shop\?tab=market$/);
    await expect(primary.getByRole('link', { name: '마켓' })).toHaveAttribute('aria-current', 'page');
    await expect(primary.getByRole('link', { name: '상점' })).not.toHaveAttribute('aria-current', 'page');
    await primary.getByRole('link', { name: '프로모션' }).click();
    await expect(page).toHaveURL(/\/promotion$/);
    await primary.getByRole('link', { name: '상점' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(primary.getByRole('link', { name: '상점' })).toHaveAttribute('aria-current', 'page');
  });

  test('a member sees the Gold balance and the cart count, which follows a cart change without a reload (en, 1280 px)', async ({ page }) => {
    await preferLanguage(page, 'en');
    await page.setViewportSize(DESKTOP);
    const member = await signUpNewMember(page, uniqueEmail('header'), 'en');
    await giveGold(page, member.id, 1200);
    const project = await projectOnSale(page, 3);
    await page.goto('/main');
    await settled(page);
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    const gold = shortcuts.getByRole('link', { name: 'Gold balance 1,200', exact: true });
    await expect(gold).toHaveAttribute('href', '/my/coins');
    await expect(gold).toHaveText('1,200');
    await expect(shortcuts.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('href', '/cart');
    expect(await fitsWidth(page), 'the member top bar fits 1280 px').toBe(true);

    // The count changes when the project page adds to the cart (no reload, no navigation).
    await addToCart(page, project.projectId, 2, { more: 'More', add: 'Add to cart' });
    const cart = shortcuts.getByRole('link', { name: 'Cart, 2 items', exact: true });
    await expect(cart).toBeVisible();
    await expect(cart.getByTestId('cart-count')).toHaveText('2');

    // Keyboard focus on the cart link is visible.
    await cart.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(cart).toBeFocused();
    const outline = await focusOutline(page);
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);

    await cart.click();
    await expect(page).toHaveURL(/\/cart$/);
    await settled(page);
    await page
      .getByTestId('cart-line')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(shortcuts.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    await expect(shortcuts.getByTestId('cart-count')).toHaveCount(0);

    await gold.click();
    await expect(page).toHaveURL(/\/my\/coins$/);
  });

  test('at 360 px the top bar has the cart (44 px, with its count) and the more menu has the shop links, the cart and the Gold balance (ko)', async ({
    page,
  }) => {
    await preferLanguage(page, 'ko');
    await page.setViewportSize(MOBILE);
    const member = await signUpNewMember(page, uniqueEmail('header-mobile'), 'ko');
    await giveGold(page, member.id, 25000);
    const project = await projectOnSale(page, 2);
    await addToCart(page, project.projectId, 1, { more: '수량 늘리기', add: '장바구니에 담기' });
    const topBar = page.getByTestId('top-bar');
    const cart = topBar.getByRole('link', { name: '장바구니, 1개 담김', exact: true });
    await expect(cart).toHaveAttribute('href', '/cart');
    const box = await cart.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(await fitsWidth(page), 'the top bar fits 360 px').toBe(true);

    await topBar.getByRole('button', { name: '더보기' }).click();
    const more = page.getByRole('dialog', { name: '더보기 메뉴' });
    for (const [name, href] of [
      ['상점', '/shop'],
      ['마켓', '/shop?tab=market'],
      ['프로모션', '/promotion'],
      ['장바구니, 1개 담김', '/cart'],
      ['골드 잔액 25,000', '/my/coins'],
    ] as const) {
      const link = more.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      expect((await link.boundingBox())?.height, `${name} is a 44 px target`).toBeGreaterThanOrEqual(44);
    }
    await more.getByRole('link', { name: '마켓', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\?tab=market$/);
    await expect(more).toBeHidden();
  });
});
