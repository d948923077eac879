import type { Page } from '@playwright/test';
import type { MyKey, ProjectOdds } from 'shared-contract';
import { keysFromTickets, projectOnSale } from './commerce';
import { baseURL, DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, screenshots, setServerClock, settled, test } from './fixtures';
import { NEW_MEMBER_CABINET_PASSWORD, signInAgain, signInAsMember, signUpNewMember, uniqueEmail } from './session';
import { AFTER_DEADLINE, atServerTime, IN_ROUND_1, memberApi, publishSpecSchedule, TERMINATION_YEAR } from './termination';

/** A stopped action as a member meets it: the catalogue message next to its control, which is disabled. */
async function expectStopped(page: Page, noteTestId: string, controlTestId: string, message: string) {
  await expect(page.getByTestId(noteTestId)).toHaveText(message);
  const control = page.getByTestId(controlTestId);
  await expect(control).toBeDisabled();
  const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
  const noteId = (await page.getByTestId(noteTestId).getAttribute('id')) ?? 'missing';
  expect(describedBy.split(' ')).toContain(noteId);
}

test.describe('Service termination', () => {
  test('issue test 1: an admin publishes the schedule; inside the window every page says so before the member tries, and the api refuses each stopped action (en, 1280 px; ko, 360 px)', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    // A member who owns a KEY (en), before anything happens.
    await preferLanguage(page, 'en');
    await page.setViewportSize(DESKTOP);
    const email = uniqueEmail('terminating');
    const { id } = await signUpNewMember(page, email, 'en');
    await keysFromTickets(page, browser, id, 1);
    const odds: ProjectOdds = await projectOnSale(page, 1);

    // The admin publishes the spec's schedule from the staff console (in Korean unless another journey saved English to
    // the shared admin account: the button is found in either).
    const adminContext = await browser.newContext({ baseURL, viewport: DESKTOP });
    try {
      const admin = await adminContext.newPage();
      await preferLanguage(admin, 'ko');
      await signInAsMember(admin, 'admin@keys.local');
      await admin.goto('/refund/console?section=schedule');
      await settled(admin);
      const form = admin.getByTestId('schedule-form');
      await form.getByTestId('schedule-year').fill(String(TERMINATION_YEAR));
      await form.getByTestId('schedule-defaults').click();
      await expect(form.getByTestId('schedule-round')).toHaveCount(4);
      await expect(form.getByTestId('schedule-deadline')).toContainText(
        new RegExp(`${TERMINATION_YEAR}-06-15 23:59|Jun 15, ${TERMINATION_YEAR}, 11:59 PM KST`),
      );
      await screenshots(admin, testInfo, 'console-schedule');
      await form.getByTestId('schedule-publish').click();
      await admin
        .getByTestId('schedule-confirm')
        .getByRole('button', { name: /^(일정 발표|Publish schedule)$/ })
        .click();
      await expect(admin.getByTestId('schedule-result')).toBeVisible();
      // Published, and in force for everyone (the api's own answer).
      const published = await memberApi<{ rounds: unknown[]; deadline: string }>(admin, 'GET', '/api/service/termination');
      expect(published.body.data.rounds).toHaveLength(4);
      expect(published.body.data.deadline).toBe(new Date(`${TERMINATION_YEAR}-06-16T00:00:00+09:00`).toISOString());
    } finally {
      await adminContext.close();
    }

    try {
      // Before the window: operating, no notice.
      await page.goto('/main');
      await settled(page);
      await expect(page.getByTestId('termination-notice')).toHaveCount(0);

      // Inside round 1 (server clock): the notice states the deadline and links to /refund.
      await atServerTime(page, IN_ROUND_1, email);
      await page.goto('/main');
      await settled(page);
      const notice = page.getByRole('region', { name: 'Service termination notice' });
      await expect(notice).toContainText(`Refund requests are open until Jun 15, ${TERMINATION_YEAR}, 11:59 PM KST.`);
      await expect(notice.getByRole('link', { name: 'Request a refund' })).toHaveAttribute('href', '/refund');

      // Each stopped action is shown unavailable with its message, before the member tries.
      await page.goto('/my/coins');
      await settled(page);
      await expectStopped(page, 'gold-closed', 'gold-custom-submit', 'Gold purchase is no longer available.');

      await page.goto(`/project?id=${odds.projectId}`);
      await settled(page);
      await expectStopped(page, 'buy-closed', 'buy-submit', 'Purchase is no longer available.');

      const keys = await memberApi<{ items: MyKey[] }>(page, 'GET', '/api/key/my');
      const keyItemId = keys.body.data.items[0]?.keyItemId;
      expect(keyItemId, 'the demo member owns a KEY').toBeTruthy();
      await page.goto(`/market/register?keyItemId=${keyItemId}`);
      await settled(page);
      await expectStopped(page, 'register-closed', 'register-submit', 'Sale is no longer available.');

      await page.goto(`/cabinet/transfer?keyItemId=${keyItemId}`);
      await settled(page);
      await expectStopped(page, 'transfer-closed', 'transfer-next', 'Transfer is no longer available.');

      // The same on a phone, in Korean (the member switches the account language).
      expect((await memberApi(page, 'PUT', '/api/user/ko')).status).toBe(200);
      await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'ko'));
      await page.setViewportSize(MOBILE);
      await page.goto('/main');
      await settled(page);
      await expect(page.getByRole('region', { name: '서비스 종료 안내' })).toBeVisible();
      expect(await fitsWidth(page)).toBe(true);
      await screenshots(page, testInfo, 'termination-notice-main');
      await page.goto(`/project?id=${odds.projectId}`);
      await settled(page);
      await expect(page.getByTestId('buy-closed')).toHaveText('구매가 종료되었습니다.');
      await expect(page.getByTestId('buy-submit')).toBeDisabled();
      expect(await fitsWidth(page)).toBe(true);

      // And the api refuses each one with its own message.
      const refusals = {
        gold: await memberApi(page, 'POST', '/api/coin/payment', { gold: 800, providerId: 'sandbox-card' }),
        purchase: await memberApi(page, 'POST', '/api/payment/coinReveal', { projectId: odds.projectId, quantity: 1, agreeRefundPolicy: true }),
        market: await memberApi(page, 'POST', '/api/market/payment/1', { priceGold: 100, payMethod: 'GOLD', agreeRefundPolicy: true }),
        sale: await memberApi(page, 'POST', '/api/market/register', { keyItemId, priceGold: 100 }),
        transfer: await memberApi(page, 'POST', '/api/cabinet/transfer', { keyItemId, recipient: 'Collector', password: NEW_MEMBER_CABINET_PASSWORD }),
        verification: await memberApi(page, 'POST', '/api/user/phone-verification', { purpose: 'account' }),
      };
      expect(Object.fromEntries(Object.entries(refusals).map(([action, answer]) => [action, [answer.status, answer.body.error?.message]]))).toEqual({
        gold: [403, 'Gold purchase is no longer available.'],
        purchase: [403, 'Purchase is no longer available.'],
        market: [403, 'The market is no longer available.'],
        sale: [403, 'Sale is no longer available.'],
        transfer: [403, 'Transfer is no longer available.'],
        verification: [403, 'Age verification is no longer available.'],
      });

      // A new identity cannot sign up any more: the page says so and so does the api.
      await signInAgain(page, uniqueEmail('late'));
      const signUp = await memberApi(page, 'POST', '/api/auth/sign-up', {
        agreeAge: true,
        agreeTerms: true,
        agreePrivacy: true,
        agreeMail: false,
        password: '135790',
        passwordConfirm: '135790',
        languageType: 'ko',
      });
      expect([signUp.status, signUp.body.error?.message]).toEqual([403, 'New sign-up is no longer available.']);
      await page.goto('/user/policyAgree');
      await settled(page);
      await expect(page.getByText('신규 회원가입이 종료되었습니다.')).toBeVisible();
    } finally {
      await setServerClock(page, { reset: true });
    }

    // Back at the real time the platform operates again (the published rounds are in the future).
    await page.goto('/main');
    await settled(page);
    await expect(page.getByTestId('termination-notice')).toHaveCount(0);
  });

  test('issue test 4 (deadline): after the deadline the notice says refunds closed and /refund shows the form closed (en, 360 px)', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(60_000);
    await preferLanguage(page, 'en');
    await page.setViewportSize(MOBILE);
    const { email } = await signUpNewMember(page, uniqueEmail('after-deadline'), 'en');
    await publishSpecSchedule(browser);
    try {
      await atServerTime(page, AFTER_DEADLINE, email);
      await page.goto('/refund');
      await settled(page);
      await expect(page.getByRole('region', { name: 'Service termination notice' })).toContainText(
        `Refund requests closed on Jun 15, ${TERMINATION_YEAR}, 11:59 PM KST.`,
      );
      await expect(page.getByTestId('refund-notice')).toContainText('The refund request period has ended.');
      await expect(page.getByTestId('refund-form')).toHaveCount(0);
      expect(await fitsWidth(page)).toBe(true);
      await screenshots(page, testInfo, 'refund-closed');
      const refused = await memberApi(page, 'POST', '/api/payment/refund/request', { currency: 'USD' });
      expect([refused.status, refused.body.error?.code]).toEqual([409, 'REFUND_CLOSED']);
    } finally {
      await setServerClock(page, { reset: true });
    }
  });
});
