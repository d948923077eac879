import type { Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, setServerClock, settled, test } from './fixtures';
import { projectOnSale } from './commerce';
import { signInAsMember, signUpNewMember, uniqueEmail } from './session';
import { languageBrowser, memberApi, staffBrowser } from './termination';

/**
 * Issue 13 test 3: the pre-registration event with the server clock in June 2023. The server clock and the event's
 * settings are shared by every spec on this server (the suite runs serially): each test puts both back when it ends.
 */

const JUNE_15 = '2023-06-15T12:00:00+09:00';
/** Three days after the launch (2023-06-28 00:00 KST): claims are open, the menu entries are gone. */
const JULY_1 = '2023-07-01T12:00:00+09:00';
/** The launch plus 30 days and a bit: too late to claim. */
const JULY_28 = '2023-07-28T09:00:00+09:00';
const DEFAULTS = { opensAt: '2023-06-01T00:00:00+09:00', launchAt: '2023-06-28T00:00:00+09:00', rewardKind: 'TICKET', rewardProjectId: null };

const TEXT = {
  ko: {
    menu: '사전예약',
    more: '더보기',
    moreMenu: '더보기 메뉴',
    enterLink: '사전예약 참여',
    enter: '사전 예약하기',
    waiting: /사전 예약에 참여했습니다\. 보상은 정식 출시일\(2023-06-28\)부터 2023-07-27까지/,
    claim: '보상 받기',
    claimed: '사전 예약 보상으로 티켓 1장을 받았습니다.',
    tickets: '티켓 보러 가기',
    expired: '보상 수령 기간(2023-07-27까지)이 지나 보상을 받을 수 없습니다.',
  },
  en: {
    menu: 'Pre-registration',
    more: 'More',
    moreMenu: 'More menu',
    enterLink: 'Enter',
    enter: 'Pre-register',
    waiting: /You have pre-registered\. Claim the reward from the official launch \(Jun 28, 2023\) until Jul 27, 2023/,
    claim: 'Claim the reward',
    claimed: 'You received a ticket as your pre-registration reward.',
    tickets: 'See my tickets',
    expired: 'The claim period (until Jul 27, 2023) has ended, so the reward can no longer be claimed.',
  },
} as const;

/** Opens the pre-registration entries of the menus (the desktop top bar's disclosure, or the mobile more menu). */
async function openPreRegistrationMenu(page: Page, language: 'ko' | 'en', mobile: boolean) {
  const text = TEXT[language];
  if (mobile) {
    await page.getByTestId('top-bar').getByRole('button', { name: text.more }).click();
    return page.getByRole('dialog', { name: text.moreMenu });
  }
  const primary = page
    .getByRole('navigation')
    .filter({ has: page.getByRole('button', { name: text.menu }) })
    .first();
  await primary.getByRole('button', { name: text.menu }).click();
  return primary;
}

test.describe('the pre-registration event (issue 13, test 3)', () => {
  // Two members, three server times and a dozen pages per journey.
  test.describe.configure({ timeout: 90_000 });

  for (const [language, viewport] of [
    ['ko', MOBILE],
    ['en', DESKTOP],
  ] as const) {
    test(`in June 2023 the menu offers the event, a member enters once and claims the reward after the launch; past 30 days a claim is refused (${language}, ${viewport.width} px)`, async ({
      browser,
    }) => {
      const text = TEXT[language];
      const mobile = viewport.width === MOBILE.width;
      const { context, page, errors } = await languageBrowser(browser, language, viewport);
      try {
        await setServerClock(page, { now: JUNE_15 });
        const first = await signUpNewMember(page, uniqueEmail(`prebook-${language}`), language);

        // Before the launch by the server clock, the menus offer the five pages; the entry page is one of them.
        await page.goto('/main');
        await settled(page);
        const menu = await openPreRegistrationMenu(page, language, mobile);
        await menu.getByRole('link', { name: text.enterLink }).click();
        await expect(page).toHaveURL(/\/event\/pre-reservation\?p=3$/);

        await page.getByRole('button', { name: text.enter }).click();
        await expect(page).toHaveURL(/\/event\/pre-reservation\?p=4$/);
        await expect(page.getByTestId('pre-registration-waiting')).toHaveText(text.waiting);

        // The entry page now shows the entry, and a second entry is refused.
        await page.goto('/event/pre-reservation?p=3');
        await expect(page.getByTestId('pre-registration-entered')).toBeVisible();
        await expect(page.getByRole('button', { name: text.enter })).toHaveCount(0);
        const again = await memberApi(page, 'POST', '/api/user/pre-book');
        expect(again.status).toBe(409);
        expect(again.body.error?.code).toBe('PRE_BOOK_ALREADY_ENTERED');
        const me = await memberApi<{ isPreBook: boolean; ticketCount: number }>(page, 'GET', '/api/user/me');
        expect(me.body.data.isPreBook).toBe(true);

        // A second member enters too, and will come too late.
        const late = await signUpNewMember(page, uniqueEmail(`prebook-late-${language}`), language);
        expect((await memberApi(page, 'POST', '/api/user/pre-book')).status).toBe(200);

        // After the launch: no menu entries, the pages stay reachable, the first member claims the reward once.
        // The open page settles first: a session request of the app still in flight could otherwise land after the next
        // sign-in and put the previous member back.
        await page.waitForLoadState('networkidle');
        await setServerClock(page, { now: JULY_1 });
        await signInAsMember(page, first.email);
        await page.goto('/main');
        await settled(page);
        if (mobile) {
          const more = await openPreRegistrationMenu(page, language, mobile);
          await expect(more.getByRole('link', { name: text.enterLink })).toHaveCount(0);
          await page.keyboard.press('Escape');
        } else {
          await expect(page.getByRole('button', { name: text.menu })).toHaveCount(0);
        }
        await page.goto('/event/pre-reservation?p=9');
        await expect(page).toHaveURL(/\/event\/pre-reservation\?p=0$/);
        await page.goto('/event/pre-reservation?p=4');
        await page.getByRole('button', { name: text.claim }).click();
        await expect(page.getByTestId('pre-registration-claimed')).toContainText(text.claimed);
        const twice = await memberApi(page, 'POST', '/api/user/pre-book/claim');
        expect(twice.body.error?.code).toBe('PRE_BOOK_ALREADY_CLAIMED');
        expect((await memberApi<{ ticketCount: number }>(page, 'GET', '/api/user/me')).body.data.ticketCount).toBe(me.body.data.ticketCount + 1);
        await page.getByRole('link', { name: text.tickets }).click();
        await expect(page).toHaveURL(/\/ticket$/);

        // More than 30 days after the launch the second member is refused, with the clear message.
        await page.waitForLoadState('networkidle');
        await setServerClock(page, { now: JULY_28 });
        await signInAsMember(page, late.email);
        await page.goto('/event/pre-reservation?p=4');
        await expect(page.getByTestId('pre-registration-expired')).toHaveText(text.expired);
        await expect(page.getByRole('button', { name: text.claim })).toHaveCount(0);
        const refused = await memberApi(page, 'POST', '/api/user/pre-book/claim');
        expect(refused.status).toBe(409);
        expect(refused.body.error).toMatchObject({
          code: 'PRE_BOOK_CLAIM_EXPIRED',
          message: 'The pre-registration reward had to be claimed within 30 days of the launch. That period has ended.',
        });
        expect(errors).toEqual([]);
      } finally {
        await setServerClock(page, { reset: true });
        await context.close();
      }
    });
  }

  test('an admin makes the reward a KEY in the console; the claimed KEY waits on /reveal and is revealed (en, 1280 px)', async ({ browser }) => {
    const admin = await staffBrowser(browser, 'admin@keys.local', 'en');
    const { context, page, errors } = await languageBrowser(browser, 'en', DESKTOP);
    try {
      const project = await projectOnSale(page, 1);
      // A window around the real now: opened yesterday, launching in an hour (KST, as the console takes it).
      const kstLocal = (ms: number) => new Date(Date.now() + ms + 9 * 3_600_000).toISOString().slice(0, 16);
      await admin.page.goto('/refund/console?section=events');
      const form = admin.page.getByTestId('pre-book-settings-form');
      await form.getByLabel('Pre-registration opens (KST)').fill(kstLocal(-86_400_000));
      await form.getByLabel('Official launch (KST)').fill(kstLocal(3_600_000));
      await form.getByRole('radio', { name: 'One KEY of a project (random draw)' }).check();
      await form.getByRole('combobox', { name: 'Project to draw the KEY from' }).selectOption(String(project.projectId));
      await form.getByRole('button', { name: 'Save the settings' }).click();
      await admin.page.getByTestId('pre-book-settings-confirm').getByRole('button', { name: 'Save the settings' }).click();
      await expect(admin.page.getByTestId('pre-book-settings-saved')).toHaveText('The pre-registration settings were saved.');

      await signUpNewMember(page, uniqueEmail('prebook-key'), 'en');
      await page.goto('/event/pre-reservation?p=1');
      await expect(page.getByTestId('pre-registration-reward')).toContainText('one free KEY of');
      await page.goto('/event/pre-reservation?p=3');
      await page.getByRole('button', { name: 'Pre-register' }).click();
      await expect(page.getByTestId('pre-registration-waiting')).toBeVisible();

      await setServerClock(page, { now: new Date(Date.now() + 2 * 3_600_000).toISOString() });
      await page.goto('/event/pre-reservation?p=4');
      await page.getByRole('button', { name: 'Claim the reward' }).click();
      await page.getByRole('link', { name: 'Reveal the KEY' }).click();
      await expect(page).toHaveURL(/\/reveal\?purchaseId=\d+$/);
      await expect(page.getByTestId('reveal-left')).toHaveText('1 KEY left to reveal');
      await page.getByTestId('reveal-button').click();
      await expect(page.getByTestId('reveal-card')).toHaveAttribute('data-revealed', 'true');
      expect(errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await setServerClock(page, { reset: true });
      const restored = await memberApi(admin.page, 'PUT', '/api/admin/events/pre-book', DEFAULTS);
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      await context.close();
      await admin.context.close();
    }
  });
});
