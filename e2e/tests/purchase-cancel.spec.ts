import { giveGold, projectOnSale, verifyIdentity } from './commerce';
import { expect, fitsWidth, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';
import { memberGet, signUpNewMember, uniqueEmail } from './session';
import { memberApi, staffBrowser } from './termination';

const REASON = 'The member bought the wrong project and asked for a cancellation before revealing.';

test.describe('purchase cancellation by support (issue 13 A)', () => {
  test('a member buys KEYs with Gold; support finds the purchase in the console and cancels it with a reason; the member sees the Gold back, the cancelled purchase and the notification', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The member, in English on a desktop for the purchase: 2 KEYs with Gold, left unrevealed.
    await preferLanguage(page, 'en');
    const email = uniqueEmail('cancelled-buyer');
    const member = await signUpNewMember(page, email, 'en');
    await verifyIdentity(page, 'Han Jiwoo');
    const odds = await projectOnSale(page, 2, 1);
    const gold = odds.priceGold * 2;
    await giveGold(page, member.id, gold);
    await page.goto(`/project?id=${odds.projectId}`);
    await settled(page);
    const panel = page.getByTestId('buy-panel');
    await panel.getByRole('button', { name: 'More' }).click();
    await expect(panel.getByTestId('buy-quantity')).toHaveValue('2');
    await panel.getByTestId('buy-agree-refund').check();
    await panel.getByTestId('buy-submit').click();
    await expect(page).toHaveURL(/\/reveal\?purchaseId=\d+$/);
    const purchaseId = Number(new URL(page.url()).searchParams.get('purchaseId'));
    await settled(page);
    await expect(page.getByTestId('reveal-left')).toHaveText('2 KEYs left to reveal');

    // Support, in English at 1280 px: the console's Purchases section, the member found by e-mail.
    const support = await staffBrowser(browser, 'support@keys.local', 'en');
    try {
      const staff = support.page;
      await staff.goto('/refund/console?section=purchases');
      await settled(staff);
      await expect(staff.getByRole('heading', { level: 2, name: 'Purchases' })).toBeVisible();
      await expect(staff.getByRole('tab', { name: 'Purchases' })).toHaveAttribute('aria-selected', 'true');
      await staff.getByLabel('Search for').fill(email);
      await staff.getByRole('button', { name: 'Search' }).click();
      await expect(staff).toHaveURL((url) => url.searchParams.get('q') === email && url.searchParams.get('by') === 'member');
      await expect(staff.getByTestId('purchases-member')).toContainText(email);
      const card = staff.getByTestId('purchase-card').filter({ has: staff.getByRole('heading', { name: `Purchase #${purchaseId}` }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('purchase-status')).toHaveText('Paid');
      await expect(card.getByTestId('purchase-paid')).toHaveText(`${new Intl.NumberFormat('en-US').format(gold)} Gold`);
      await expect(card.getByTestId('purchase-keys').getByRole('listitem')).toHaveCount(2);
      await expect(card.getByTestId('purchase-keys')).not.toContainText('Revealed');
      await screenshots(staff, testInfo, 'console-purchases');

      await card.getByRole('button', { name: `Cancel purchase (#${purchaseId})` }).click();
      const dialog = staff.getByTestId('purchase-cancel-dialog');
      await expect(dialog.getByRole('heading', { name: `Cancel purchase #${purchaseId}` })).toBeVisible();
      await expect(dialog.getByTestId('purchase-cancel-returns')).toContainText(`${new Intl.NumberFormat('en-US').format(gold)} Gold refunded to the member`);
      await expect(dialog.getByTestId('purchase-cancel-monthly')).toBeVisible();
      // The reason is required.
      await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Enter the reason for the cancellation.');
      await dialog.getByLabel('Reason for the cancellation (required)').fill(REASON);
      await screenshots(staff, testInfo, 'console-purchase-cancel-dialog');
      await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
      await expect(dialog).toBeHidden();
      await expect(staff.getByTestId('purchases-result')).toContainText(`Purchase #${purchaseId} was cancelled.`);
      await expect(staff.getByTestId('purchases-result')).toBeFocused();
      await expect(card.getByTestId('purchase-status')).toHaveText('Cancelled');
      await expect(card.getByTestId('purchase-cancellation')).toContainText(REASON);
      await expect(card.getByRole('button')).toHaveCount(0);
      expect(support.errors).toEqual([]);

      // The audit log has it.
      await staff.goto('/refund/console?section=audit');
      await settled(staff);
      await expect(staff.getByTestId('audit-entry').first()).toContainText('Purchase cancelled');
    } finally {
      await support.context.close();
    }

    // The member, in Korean at 360 px: the Gold is back, the purchase shows cancelled, the notification says why.
    await preferLanguage(page, 'ko');
    const korean = await memberApi(page, 'PUT', '/api/user/ko');
    expect(korean.status, JSON.stringify(korean.body)).toBe(200);
    await page.setViewportSize(MOBILE);
    await page.goto('/my/coins');
    await settled(page);
    await expect(page.getByTestId('gold-balance')).toHaveText(`${new Intl.NumberFormat('ko-KR').format(gold)} 골드`);
    await expect(page.getByTestId('gold-history-item').first().getByTestId('gold-history-kind')).toHaveText('환불');
    await page.goto('/my/coins?history=purchases');
    await settled(page);
    const row = page.locator(`[data-testid="purchase-history-item"][data-purchase-id="${purchaseId}"]`);
    await expect(row.getByTestId('purchase-history-cancelled')).toHaveText('취소됨');
    await expect(row.getByRole('link', { name: '공개하기' })).toHaveCount(0);
    expect(await fitsWidth(page)).toBe(true);
    await screenshots(page, testInfo, 'member-purchase-cancelled');

    await page.goto('/my/notifications');
    await settled(page);
    const notice = page.getByTestId('notification').first();
    await expect(notice.getByTestId('notification-type')).toHaveText('구매');
    await expect(notice.getByTestId('notification-title')).toContainText('구매가 취소되고 환불되었습니다');
    await expect(notice).toContainText(REASON);
    // Nothing of it is left to reveal.
    const pending = await memberGet<{ items: Array<{ purchaseId: number }> }>(page, '/api/reveal/pending');
    expect(pending.items.filter((item) => item.purchaseId === purchaseId)).toEqual([]);
  });
});
