import type { MyKey, RevealTotal } from 'shared-contract';
import { giveGold, projectOnSale, uniquePerson, verifyIdentity, verifyOnSandbox } from './commerce';
import { DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';
import { accessTokenOf, signUpNewMember, uniqueEmail } from './session';

test.describe('KEY purchase with Gold and the reveal', () => {
  test('issue test 3 (first part): a visitor is sent to sign-in; an unverified member is asked to verify before Buy and comes back with the tick kept; Buy needs the refund policy (en, 1280 px)', async ({
    page,
  }, testInfo) => {
    const odds = await projectOnSale(page, 1);

    // A visitor trying to buy goes to the sign-in page, which brings them back after.
    await preferLanguage(page, 'en');
    await page.setViewportSize(MOBILE);
    await page.goto(`/project?id=${odds.projectId}`);
    await settled(page);
    await expect(page.getByTestId('buy-odds-row')).toHaveCount(odds.keys.length);
    await page.getByTestId('buy-submit').click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/user/login' &&
        url.searchParams.get('error') === 'SessionRequired' &&
        url.searchParams.get('callbackUrl') === `/project?id=${odds.projectId}`,
    );

    await page.setViewportSize(DESKTOP);
    await signUpNewMember(page, uniqueEmail('buyer-unverified'), 'en');
    await page.goto(`/project?id=${odds.projectId}`);
    await settled(page);
    const panel = page.getByTestId('buy-panel');
    // Identity is asked before the last step: no Buy yet, and the tick given now goes along.
    const step = panel.getByTestId('buy-verify-step');
    await expect(step).toContainText('Identity verification required before purchase.');
    await expect(panel.getByTestId('buy-submit')).toHaveCount(0);
    await panel.getByTestId('buy-agree-refund').check();
    await screenshots(page, testInfo, 'buy-unverified');

    // The step's link verifies in the sandbox and comes back to this project page with the quantity and the tick.
    const kept = `/project?id=${odds.projectId}&qty=1&agree=1`;
    await step.getByRole('link', { name: 'Verify my identity' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/my/settings' && url.searchParams.get('returnTo') === kept);
    await settled(page);
    await page.getByTestId('identity-section').getByRole('button', { name: 'Verify identity' }).click();
    await verifyOnSandbox(page, uniquePerson('Kim Haneul'));
    await expect(page).toHaveURL(/\/callback\/verification\?request_id=[^&]+&token=/);
    await settled(page);
    await expect(page.getByTestId('verification-result')).toContainText('You are verified as an adult.');
    await page.getByTestId('verification-back').click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === kept);
    await settled(page);
    await expect(panel).toBeFocused();
    await expect(panel.getByTestId('buy-quantity')).toHaveValue('1');
    await expect(panel.getByTestId('buy-agree-refund')).toBeChecked();
    await expect(panel.getByTestId('buy-verify-step')).toHaveCount(0);
    // Without the tick, Buy asks for it.
    await panel.getByTestId('buy-agree-refund').uncheck();
    await panel.getByTestId('buy-submit').click();
    await expect(panel.getByTestId('buy-consent-error')).toHaveText('You must first agree to the refund policy.');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === kept);
    await screenshots(page, testInfo, 'buy-consent-required');

    // The api refuses too, with the same message.
    const refused = await page.request.post('/api/payment/coinReveal', {
      headers: { authorization: `Bearer ${await accessTokenOf(page)}`, 'idempotency-key': `e2e-consent-${Date.now()}`, 'accept-language': 'en' },
      data: { projectId: odds.projectId, quantity: 1, agreeRefundPolicy: false },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      result: 'FAIL',
      error: { code: 'REFUND_POLICY_REQUIRED', message: 'You must first agree to the refund policy.' },
    });
  });

  test('issue test 4: buy 3 KEYs with Gold, reveal them one by one with a reload in the middle, see the total; the KEYs are in GET /api/key/my (en, 360 px)', async ({
    page,
  }, testInfo) => {
    await preferLanguage(page, 'en');
    await page.setViewportSize(MOBILE);
    const member = await signUpNewMember(page, uniqueEmail('buyer'), 'en');
    await verifyIdentity(page, 'Lee Seojun');
    const odds = await projectOnSale(page, 3);
    await giveGold(page, member.id, odds.priceGold * 3);

    await page.goto(`/project?id=${odds.projectId}`);
    await settled(page);
    const panel = page.getByTestId('buy-panel');
    await expect(panel.getByTestId('buy-odds-row')).toHaveCount(odds.keys.length);
    await expect(panel.getByTestId('buy-odds-row').first()).toContainText('Chance');
    await panel.getByRole('button', { name: 'More' }).click();
    await panel.getByRole('button', { name: 'More' }).click();
    await expect(panel.getByTestId('buy-quantity')).toHaveValue('3');
    await expect(panel.getByTestId('buy-total')).toHaveText(`Total ${new Intl.NumberFormat('en-US').format(odds.priceGold * 3)} Gold`);
    await panel.getByTestId('buy-agree-refund').check();
    await screenshots(page, testInfo, 'buy-panel');
    await panel.getByTestId('buy-submit').click();

    await expect(page).toHaveURL(/\/reveal\?purchaseId=\d+$/);
    const purchaseId = Number(new URL(page.url()).searchParams.get('purchaseId'));
    await settled(page);
    await expect(page.getByTestId('reveal-left')).toHaveText('3 KEYs left to reveal');
    await expect(page.getByTestId('reveal-card')).toHaveAttribute('data-revealed', 'false');
    await page.getByTestId('reveal-button').click();
    await expect(page.getByTestId('reveal-card')).toHaveAttribute('data-revealed', 'true');
    // The lottie burst plays over the revealed KEY (lottie renders an svg).
    await expect(page.getByTestId('reveal-burst').locator('svg')).toBeAttached();
    await expect(page.getByTestId('reveal-left')).toHaveText('2 KEYs left to reveal');
    await expect(page.getByTestId('reveal-button')).toHaveText('Reveal next');
    await screenshots(page, testInfo, 'reveal-first');

    // A reload in the middle: the rest stay unrevealed.
    await page.reload();
    await settled(page);
    await expect(page.getByTestId('reveal-left')).toHaveText('2 KEYs left to reveal');
    await expect(page.getByTestId('reveal-card')).toHaveAttribute('data-revealed', 'false');
    const halfway = await page.request.get(`/api/reveal/total?purchaseId=${purchaseId}`, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
    expect(((await halfway.json()) as { data: RevealTotal }).data.items.map((item) => item.revealed)).toEqual([true, false, false]);

    await page.getByTestId('reveal-button').click();
    await expect(page.getByTestId('reveal-left')).toHaveText('1 KEY left to reveal');
    await page.getByTestId('reveal-button').click();
    await expect(page.getByTestId('reveal-left')).toHaveText('Every KEY is revealed.');
    await expect(page.getByTestId('reveal-card')).toHaveAttribute('data-revealed', 'true');
    await page.getByTestId('reveal-see-total').click();

    await expect(page).toHaveURL(new RegExp(`/reveal/total\\?purchaseId=${purchaseId}$`));
    await settled(page);
    const items = page.getByTestId('reveal-total-item');
    await expect(items).toHaveCount(3);
    for (let index = 0; index < 3; index += 1) await expect(items.nth(index).getByRole('link')).toHaveAttribute('href', /^\/key\/details\?id=\d+$/);
    await screenshots(page, testInfo, 'reveal-total');

    const mine = await page.request.get('/api/key/my', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
    expect(mine.ok()).toBe(true);
    const owned = ((await mine.json()) as { data: { items: MyKey[] } }).data.items;
    expect(owned).toHaveLength(3);
    const total = await page.request.get(`/api/reveal/total?purchaseId=${purchaseId}`, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
    const summary = ((await total.json()) as { data: RevealTotal }).data;
    expect(summary.items.every((item) => item.revealed)).toBe(true);
    expect(owned.map((item) => item.keyItemId).sort()).toEqual(summary.items.map((item) => item.keyItemId).sort());

    // The my pages list the purchase: what was paid, all three revealed, the way back to the result.
    await page.goto('/my/coins?history=purchases');
    await settled(page);
    const row = page.locator(`[data-testid="purchase-history-item"][data-purchase-id="${purchaseId}"]`);
    await expect(row.getByTestId('purchase-history-paid')).toHaveText(`${summary.totalGold.toLocaleString('en-US')} Gold`);
    await expect(row.getByTestId('purchase-history-revealed')).toHaveText('3/3 revealed');
    await expect(row.getByRole('link', { name: 'See the result' })).toHaveAttribute('href', `/reveal/total?purchaseId=${purchaseId}`);
    await fitsWidth(page);
  });
});
