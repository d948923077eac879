import type { Page } from '@playwright/test';
import { DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';
import { accessTokenOf, signUpNewMember, uniqueEmail } from './session';

/** Asks the api directly (a fresh bearer each time: access tokens live 5 s in e2e). */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}`, 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` };
  const response = method === 'GET' ? await page.request.get(path, { headers }) : await page.request.post(path, { headers, data });
  return { status: response.status(), body: (await response.json()) as { result: string; data: T; error?: { code: string; message: string } } };
}

test.describe('Gold', () => {
  test('Buy 800 Gold with the sandbox card: the balance and history show it; 790 and 805 are refused in the form and by the API', async ({
    page,
  }, testInfo) => {
    await preferLanguage(page, 'ko');
    await signUpNewMember(page, uniqueEmail('gold'), 'ko');
    await page.setViewportSize(MOBILE);
    await page.goto('/my/coins');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: '골드' })).toBeVisible();
    await expect(page.getByTestId('gold-balance')).toHaveText('0 골드');
    await expect(page.getByTestId('gold-cash-notice')).toHaveText('골드는 현금으로 전환할 수 없습니다.');
    await expect(page.getByTestId('gold-package-800')).toContainText('$8.00');
    await expect(page.getByTestId('gold-package-800')).toContainText('약 11,200원');
    await expect(page.getByTestId('gold-history-empty')).toBeVisible();

    // The form refuses 790 and 805 with the rule messages.
    const input = page.getByLabel('구매할 골드');
    await input.fill('790');
    await page.getByTestId('gold-custom-submit').click();
    await expect(page.getByTestId('gold-custom-error')).toHaveText('골드는 최소 800 골드부터 구매할 수 있습니다.');
    await input.fill('805');
    await page.getByTestId('gold-custom-submit').click();
    await expect(page.getByTestId('gold-custom-error')).toHaveText('골드는 10 골드 단위로 구매할 수 있습니다.');
    await expect(page).toHaveURL(/\/my\/coins$/);
    expect(await fitsWidth(page)).toBe(true);
    await screenshots(page, testInfo, 'gold-coins');
    await page.setViewportSize(MOBILE);

    // So does the api.
    const below = await api(page, 'POST', '/api/coin/payment', { gold: 790, providerId: 'sandbox-card' });
    expect([below.status, below.body.error?.code]).toEqual([400, 'GOLD_BELOW_MINIMUM']);
    const odd = await api(page, 'POST', '/api/coin/payment', { gold: 805, providerId: 'sandbox-card' });
    expect([odd.status, odd.body.error?.code]).toEqual([400, 'GOLD_NOT_IN_UNITS']);

    // Buy 800 Gold: the provider's hosted checkout (outside the app), at 360 px.
    await page.getByRole('button', { name: '800 골드, $8.00, 약 11,200원' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\?payment=/);
    await expect(page.getByTestId('checkout-amount')).toHaveText('USD 8.00');
    await expect(page.getByLabel('카드 번호 / Card number')).toHaveValue('4242 4242 4242 4242');
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('button', { name: '승인 / Approve' }).click();

    // Back in the app: the server confirmed with the provider and credited once.
    await expect(page).toHaveURL(/\/callback\/coin-success\?paymentId=.+&token=/);
    await settled(page);
    await expect(page.getByTestId('coin-success')).toContainText('800 골드가 충전되었습니다.');
    await expect(page.getByTestId('coin-success-balance')).toHaveText('보유 골드: 800 골드');
    expect(await fitsWidth(page)).toBe(true);
    // A reload of the return page does not credit again.
    await page.reload();
    await settled(page);
    await expect(page.getByTestId('coin-success-balance')).toHaveText('보유 골드: 800 골드');

    await page.getByRole('link', { name: '골드 페이지로' }).click();
    await expect(page).toHaveURL(/\/my\/coins$/);
    await settled(page);
    await expect(page.getByTestId('gold-balance')).toHaveText('800 골드');
    const item = page.getByTestId('gold-history-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('gold-history-kind')).toHaveText('충전');
    await expect(item.getByTestId('gold-history-amount')).toHaveText('+800 골드');
    await expect(item.locator('time')).toHaveText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}$/);

    const info = await api<{ balance: number; purchaseCount: number }>(page, 'GET', '/api/coin/info');
    expect(info.body.data).toEqual({ balance: 800, reserved: 0, purchaseCount: 1 });
    const me = await api<{ purchaseCount: number }>(page, 'GET', '/api/user/me');
    expect(me.body.data.purchaseCount).toBe(1);
  });

  test('Decline and cancel at the sandbox checkout: the matching error pages, no Gold credited', async ({ page }) => {
    await preferLanguage(page, 'en');
    await signUpNewMember(page, uniqueEmail('gold-decline'), 'en');
    await page.setViewportSize(DESKTOP);
    await page.goto('/my/coins');
    await settled(page);
    await expect(page.getByTestId('gold-balance')).toHaveText('0 Gold');

    // Decline.
    await page.getByRole('button', { name: '1,500 Gold, $15.00, ≈ KRW 21,000' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\?payment=/);
    await expect(page.getByTestId('checkout-amount')).toHaveText('USD 15.00');
    await page.getByRole('button', { name: '거절 / Decline' }).click();
    await expect(page).toHaveURL(/\/callback\/coin-error\?.*code=declined/);
    await settled(page);
    await expect(page.getByTestId('coin-error')).toContainText('Coin payment fail.');
    await page.getByRole('link', { name: 'Go to my Gold' }).click();
    await expect(page).toHaveURL(/\/my\/coins$/);
    await settled(page);

    // Cancel, at 360 px.
    await page.setViewportSize(MOBILE);
    await page.getByLabel('Gold to buy').fill('1000');
    await expect(page.getByTestId('gold-custom-price')).toHaveText('You pay $10.00 (≈ KRW 14,000)');
    await page.getByTestId('gold-custom-submit').click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\?payment=/);
    await expect(page.getByTestId('checkout-amount')).toHaveText('USD 10.00');
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('button', { name: '취소 / Cancel' }).click();
    await expect(page).toHaveURL(/\/callback\/coin-error\?.*code=cancelled/);
    await settled(page);
    await expect(page.getByTestId('coin-error')).toContainText('Payment cancel.');
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('link', { name: 'Go to my Gold' }).click();
    await settled(page);

    await expect(page.getByTestId('gold-balance')).toHaveText('0 Gold');
    await expect(page.getByTestId('gold-history-empty')).toBeVisible();
    const info = await api<{ balance: number; purchaseCount: number }>(page, 'GET', '/api/coin/info');
    expect(info.body.data).toEqual({ balance: 0, reserved: 0, purchaseCount: 0 });
  });
});
