import type { Page } from '@playwright/test';
import { projectOnSale, verifyIdentity } from './commerce';
import { DESKTOP, expect, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';
import { accessTokenOf, memberGet, signUpNewMember, uniqueEmail } from './session';

const goldOf = async (page: Page) => (await memberGet<{ balance: number }>(page, '/api/coin/info')).balance;

test.describe('KEY purchase by card and the discount coupon', () => {
  test('issue test 5 (first part): a verified adult buys a KEY by card at the sandbox checkout and reveals it (en, 360 px)', async ({ page }, testInfo) => {
    await preferLanguage(page, 'en');
    await page.setViewportSize(MOBILE);
    await signUpNewMember(page, uniqueEmail('card-buyer'), 'en');
    await verifyIdentity(page, 'Park Minji');
    const odds = await projectOnSale(page, 1, 10);
    const goldBefore = await goldOf(page);

    await page.goto(`/project?id=${odds.projectId}`);
    await settled(page);
    const panel = page.getByTestId('buy-panel');
    await panel.getByTestId('buy-method-card').check();
    await panel.getByTestId('buy-agree-refund').check();
    await expect(panel.getByTestId('buy-submit')).toHaveText('Pay by card');
    await screenshots(page, testInfo, 'buy-by-card');
    await panel.getByTestId('buy-submit').click();

    await expect(page).toHaveURL(/\/sandbox\/checkout\?payment=/);
    await expect(page.getByTestId('checkout-amount')).toBeVisible();
    await page.getByRole('button', { name: '승인 / Approve' }).click();

    await expect(page).toHaveURL(/\/reveal\?purchaseId=\d+$/);
    await settled(page);
    await expect(page.getByTestId('reveal-left')).toHaveText('1 KEY left to reveal');
    await page.getByTestId('reveal-button').click();
    await expect(page.getByTestId('reveal-card')).toHaveAttribute('data-revealed', 'true');
    await screenshots(page, testInfo, 'card-revealed');
    // Paid by card: no Gold moved.
    expect(await goldOf(page)).toBe(goldBefore);
  });

  test('issue test 5: a cancelled card payment shows "Payment cancel." with a way back to the project (en, desktop)', async ({ page }) => {
    await preferLanguage(page, 'en');
    await page.setViewportSize(DESKTOP);
    await signUpNewMember(page, uniqueEmail('card-cancel'), 'en');
    await verifyIdentity(page, 'Choi Yuna');
    const odds = await projectOnSale(page, 1, 10);
    await page.goto(`/project?id=${odds.projectId}`);
    await settled(page);
    const panel = page.getByTestId('buy-panel');
    await panel.getByTestId('buy-method-card').check();
    await panel.getByTestId('buy-agree-refund').check();
    await panel.getByTestId('buy-submit').click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\?payment=/);
    await page.getByRole('button', { name: '취소 / Cancel' }).click();
    await expect(page).toHaveURL(/\/callback\/payment-error\?/);
    await settled(page);
    await expect(page.getByTestId('card-payment-error')).toContainText('Payment cancel.');
    await page.getByRole('link', { name: 'Back to the project' }).click();
    await expect(page).toHaveURL(new RegExp(`/project\\?id=${odds.projectId}$`));
  });

  test('issue test 6 (discount): WELCOME10 lowers the Gold debited by 10% (en, 360 px)', async ({ page }, testInfo) => {
    await preferLanguage(page, 'en');
    await page.setViewportSize(MOBILE);
    const member = await signUpNewMember(page, uniqueEmail('coupon-buyer'), 'en');
    await verifyIdentity(page, 'Jung Hoon');
    const odds = await projectOnSale(page, 1, 10);
    const given = await page.request.post('/api/_test/gold', { data: { userId: member.id, amount: odds.priceGold } });
    expect(given.ok()).toBe(true);
    const registered = await page.request.post('/api/coupon/register', {
      headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
      data: { code: 'WELCOME10' },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const discount = Math.floor(odds.priceGold / 10);
    const number = new Intl.NumberFormat('en-US');

    await page.goto(`/project?id=${odds.projectId}`);
    await settled(page);
    const panel = page.getByTestId('buy-panel');
    await panel.getByTestId('buy-coupon').selectOption({ index: 1 });
    await expect(panel.getByTestId('buy-discounted')).toHaveText(
      `${number.format(discount)} Gold off · you pay ${number.format(odds.priceGold - discount)} Gold`,
    );
    await panel.getByTestId('buy-agree-refund').check();
    await screenshots(page, testInfo, 'buy-with-coupon');
    await panel.getByTestId('buy-submit').click();
    await expect(page).toHaveURL(/\/reveal\?purchaseId=\d+$/);
    await settled(page);
    // Exactly the discounted price was debited: the 10% stays.
    expect(await goldOf(page)).toBe(discount);
  });
});
