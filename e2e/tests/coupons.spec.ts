import type { Page } from '@playwright/test';
import { DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';
import { memberGet, signUpNewMember, uniqueEmail } from './session';

const registerCode = async (page: Page, code: string, button: string) => {
  await page.getByTestId('coupon-code').fill(code);
  await page.getByRole('button', { name: button, exact: true }).click();
};

test.describe('coupons', () => {
  // The refused registrations are answered 400 and 409, which the browser logs.
  test.use({ allowedConsoleErrors: /status of (400|409) .*\/api\/coupon\/register/ });

  test('each coupon error is shown, a valid code registers once (360 px, ko)', async ({ page }, testInfo) => {
    await preferLanguage(page, 'ko');
    await signUpNewMember(page, uniqueEmail('coupon'), 'ko');
    await page.setViewportSize(MOBILE);
    await page.goto('/my/coupons');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: '쿠폰' })).toBeVisible();
    await expect(page.getByTestId('coupons-empty')).toContainText('등록한 쿠폰이 없습니다');
    await expect(page.getByTestId('coupon-notice')).toHaveText('등록한 쿠폰은 취소할 수 없습니다.');

    const error = page.getByTestId('coupon-error');
    await registerCode(page, 'AB-12', '등록');
    await expect(error).toHaveText('유효하지 않은 코드입니다.');
    await registerCode(page, 'NOSUCH123', '등록');
    await expect(error).toHaveText('유효하지 않은 코드입니다.');
    await registerCode(page, 'EXPIRED2023', '등록');
    await expect(error).toHaveText('만료된 쿠폰입니다.');
    await registerCode(page, 'SOLDOUT', '등록');
    await expect(error).toHaveText('사용할 수 없는 쿠폰입니다.');

    await registerCode(page, 'welcome10', '등록');
    await expect(page.getByTestId('coupon-registered')).toHaveText('쿠폰 WELCOME10을 등록했습니다.');
    const item = page.getByTestId('coupon-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('coupon-kind')).toHaveText('할인 쿠폰');
    await expect(item.getByTestId('coupon-state')).toHaveText('사용 가능');
    await expect(item.getByTestId('coupon-expiry')).toHaveText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}까지 \(KST\)$/);
    expect((await memberGet<{ couponCount: number }>(page, '/api/user/me')).couponCount).toBe(1);

    await registerCode(page, 'WELCOME10', '등록');
    await expect(error).toHaveText('이미 등록된 쿠폰입니다.');
    await expect(item).toHaveCount(1);
    expect(await fitsWidth(page)).toBe(true);
    await screenshots(page, testInfo, 'coupons-registered');
  });

  test('an exchange coupon gives a KEY, owned by the member (desktop, en)', async ({ page }) => {
    await preferLanguage(page, 'en');
    await signUpNewMember(page, uniqueEmail('coupon-key'), 'en');
    await page.setViewportSize(DESKTOP);
    await page.goto('/my/coupons');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await expect(page.getByTestId('coupon-notice')).toHaveText('A coupon cannot be cancelled after registration.');
    await registerCode(page, 'KEYGIFT', 'Register');
    const item = page.getByTestId('coupon-item');
    await expect(item.getByTestId('coupon-kind')).toHaveText('KEY exchange coupon');
    const before = await memberGet<{ items: Array<{ keyItemId: number }> }>(page, '/api/key/my');
    expect(before.items).toEqual([]);

    await item.getByRole('button', { name: 'Exchange for a KEY' }).click();
    const ask = page.getByRole('dialog', { name: 'Exchange for a KEY?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Exchange for a KEY' }).click();
    const done = page.getByRole('alertdialog', { name: 'You got a KEY' });
    await expect(done).toContainText(/The KEY .+ No\.\d{3} was added to your cabinet\./);
    await expect(item.getByTestId('coupon-state')).toHaveText('Used');
    await expect(item.getByRole('button', { name: 'Exchange for a KEY' })).toHaveCount(0);

    const coupons = await memberGet<{ items: Array<{ used: boolean; keyDesign: { id: number } | null }> }>(page, '/api/coupon/list');
    expect(coupons.items).toEqual([expect.objectContaining({ used: true })]);
    const mine = await memberGet<{ items: Array<{ keyItemId: number; key: { id: number } }> }>(page, '/api/key/my');
    expect(mine.items.map((owned) => owned.key.id)).toEqual([coupons.items[0]?.keyDesign?.id]);
    expect((await memberGet<{ couponCount: number }>(page, '/api/user/me')).couponCount).toBe(0);

    await done.getByRole('link', { name: 'View the KEY' }).click();
    await expect(page).toHaveURL(new RegExp(`/key/details\\?id=${coupons.items[0]?.keyDesign?.id ?? 0}$`));
  });

  test('a free reveal coupon draws one KEY of a chosen project, revealed on /reveal, for no Gold (360 px, en)', async ({ page }) => {
    await preferLanguage(page, 'en');
    await signUpNewMember(page, uniqueEmail('coupon-reveal'), 'en');
    await page.setViewportSize(MOBILE);
    await page.goto('/my/coupons');
    await settled(page);
    await registerCode(page, 'FREEREVEAL', 'Register');
    const item = page.getByTestId('coupon-item');
    await expect(item.getByTestId('coupon-kind')).toHaveText('Free reveal coupon');

    await item.getByRole('button', { name: 'Free reveal' }).click();
    const ask = page.getByRole('dialog', { name: 'Draw a KEY for free?' });
    const project = ask.getByRole('combobox', { name: 'Project to draw from' });
    await expect(project).toBeVisible();
    const projectTitle = (await project.locator('option:checked').textContent()) ?? '';
    expect(projectTitle).not.toBe('');
    await fitsWidth(page);
    await ask.getByRole('button', { name: 'Free reveal' }).click();

    await expect(page).toHaveURL(/\/reveal\?purchaseId=\d+$/);
    await settled(page);
    await expect(page.getByTestId('reveal-left')).toHaveText('1 KEY left to reveal');
    await page.getByTestId('reveal-button').click();
    await expect(page.getByTestId('reveal-card')).toHaveAttribute('data-revealed', 'true');
    await expect(page.getByTestId('reveal-left')).toHaveText('Every KEY is revealed.');

    const mine = await memberGet<{ items: Array<{ key: { projectTitle: { en: string } } }> }>(page, '/api/key/my');
    expect(mine.items.map((owned) => owned.key.projectTitle.en)).toEqual([projectTitle]);
    expect((await memberGet<{ balance: number }>(page, '/api/coin/info')).balance).toBe(0);
    const coupons = await memberGet<{ items: Array<{ used: boolean }> }>(page, '/api/coupon/list');
    expect(coupons.items).toEqual([expect.objectContaining({ used: true })]);
  });
});
