import type { Page } from '@playwright/test';
import type { LotteryDetail, LotteryEntry } from 'shared-contract';
import { projectOnSale } from './commerce';
import { apiData, DESKTOP, expect, MOBILE, setServerClock, settled, test } from './fixtures';
import { signInAsMember, signUpNewMember, uniqueEmail } from './session';
import { atServerTime, languageBrowser, memberApi, staffBrowser } from './termination';

/**
 * Issue 13 test 4: a popup with a reward on /main (claimed once, hidden for the KST day, back the next day) and a
 * lottery with 10 entrants and 3 prizes whose draw anyone re-checks from the published seed. The admin sets both up
 * in the console. The server clock is shared by every spec on this server (the suite runs serially): each test puts
 * it back in `finally`, and the popup, a modal on /main for every member, is ended there too.
 */

/** `YYYY-MM-DDTHH:mm` in KST, `ms` from the real now: what the console's datetime-local fields take. */
const kstLocal = (ms: number) => new Date(Date.now() + ms + 9 * 3_600_000).toISOString().slice(0, 16);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The admin's console, en at 1280 px, on the popups or lotteries view of 'Popups & lotteries'. */
async function openPromotions(page: Page, view: 'popups' | 'lotteries') {
  await page.goto(`/refund/console?section=promotions&view=${view}`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Popups & lotteries' })).toBeVisible();
  await expect(page.getByTestId('promotions-views').getByRole('tab', { name: view === 'popups' ? 'Popups' : 'Lotteries', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test.describe('popups and lotteries (issue 13, test 4)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('an admin schedules a popup with a ticket for members; a member claims it once on /main, hides it for the day and sees it again the next KST day (ko, 360 px)', async ({
    browser,
  }) => {
    const admin = await staffBrowser(browser, 'admin@keys.local', 'en');
    const member = await languageBrowser(browser, 'ko', MOBILE);
    const page = member.page;
    const id = runId();
    const title = { ko: `출석 감사 팝업 ${id}`, en: `Thank-you popup ${id}` };
    let popupId: number | null = null;
    let ended = false;
    try {
      // The admin creates the popup in the console: members, a ticket, from now for a week (the form's window).
      await openPromotions(admin.page, 'popups');
      await admin.page.getByRole('button', { name: 'Create a popup' }).click();
      const form = admin.page.getByTestId('popup-form');
      await expect(form.getByRole('heading', { name: 'New popup' })).toBeFocused();
      await form.getByLabel('Title (Korean)').fill(title.ko);
      await form.getByLabel('Title (English)').fill(title.en);
      await form.getByLabel('Text (Korean)').fill('이번 주에 방문한 회원에게 티켓 1장을 드립니다.');
      await form.getByLabel('Text (English)').fill('Members who visit this week get one ticket.');
      await form.getByRole('radio', { name: 'Members', exact: true }).check();
      await form.getByRole('radio', { name: 'One ticket' }).check();
      await form.getByRole('button', { name: 'Save' }).click();
      const confirm = admin.page.getByTestId('popup-form-confirm');
      await expect(confirm).toContainText(`The popup “${title.en}” shows`);
      await confirm.getByRole('button', { name: 'Save' }).click();
      await expect(admin.page.getByTestId('popups-result')).toContainText(`The popup “${title.en}” was saved.`);
      const row = admin.page.getByTestId('popup-row').filter({ hasText: title.en });
      await expect(row.getByTestId('popup-state')).toHaveText('Showing');
      await expect(row).toContainText('Members');
      await expect(row).toContainText('One ticket');
      popupId = Number(await row.getAttribute('data-popup-id'));
      expect(popupId).toBeGreaterThan(0);

      // A new member opens /main: the popup, its reward, claimed once.
      const email = uniqueEmail('popup-member');
      await signUpNewMember(page, email, 'ko');
      const before = await memberApi<{ ticketCount: number }>(page, 'GET', '/api/user/me');
      await page.goto('/main');
      await settled(page);
      const dialog = page.getByRole('dialog', { name: title.ko });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('이번 주에 방문한 회원에게 티켓 1장을 드립니다.');
      await expect(dialog.getByTestId('event-popup-reward')).toHaveText('보상: 티켓 1장');
      await dialog.getByRole('button', { name: '보상 받기' }).click();
      await expect(dialog.getByTestId('event-popup-claimed')).toHaveText('티켓 1장을 받았습니다!');
      await expect(dialog.getByRole('button', { name: '보상 받기' })).toHaveCount(0);
      await expect(dialog.getByRole('link', { name: '티켓 보러 가기' })).toBeVisible();
      expect((await memberApi<{ ticketCount: number }>(page, 'GET', '/api/user/me')).body.data.ticketCount).toBe(before.body.data.ticketCount + 1);

      // Closed (not hidden), it is back on the next visit, already claimed; a second claim is refused.
      await dialog.getByRole('button', { name: '닫기' }).click();
      await expect(dialog).toBeHidden();
      await page.reload();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('event-popup-already-claimed')).toHaveText('이미 받은 보상입니다.');
      await expect(dialog.getByRole('button', { name: '보상 받기' })).toHaveCount(0);
      const again = await memberApi(page, 'POST', `/api/event/popup/provided/${popupId}`);
      expect(again.status).toBe(409);
      expect(again.body.error?.code).toBe('POPUP_ALREADY_CLAIMED');
      expect((await memberApi<{ ticketCount: number }>(page, 'GET', '/api/user/me')).body.data.ticketCount).toBe(before.body.data.ticketCount + 1);

      // "Don't show again today": hidden on reload, although the api still answers it for this KST day.
      await dialog.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
      await expect(dialog).toBeHidden();
      // The answer the page shows (an access token that expired meanwhile is first refused, then refreshed and sent again).
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/event/popup' && response.request().method() === 'GET' && response.ok(),
      );
      await page.reload();
      const active = (await (await answered).json()) as { data: { today: string; items: Array<{ id: number }> } };
      expect(active.data.items.map((item) => item.id)).toContain(popupId);
      await settled(page);
      await expect(page.getByTestId('project-card').first()).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await page.evaluate((key) => window.localStorage.getItem(key), `keys.eventPopup.hiddenOn.${popupId}`)).toBe(active.data.today);

      // The next KST day (server clock) it shows again, still claimed.
      const nextDay = new Date(Date.parse(`${active.data.today}T00:30:00+09:00`) + 24 * HOUR).toISOString();
      await atServerTime(page, nextDay, email);
      await page.goto('/main');
      await settled(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('event-popup-already-claimed')).toHaveText('이미 받은 보상입니다.');
      await setServerClock(page, { reset: true });

      // The console counts the claim; the admin ends the popup and it leaves /main.
      await openPromotions(admin.page, 'popups');
      await expect(row.getByTestId('popup-claims')).toHaveText('1 member');
      await row.getByRole('button', { name: `End the popup ${title.en}` }).click();
      const endDialog = admin.page.getByTestId('popup-end-confirm');
      await expect(endDialog).toContainText(`The popup “${title.en}” leaves the main page at once.`);
      await endDialog.getByRole('button', { name: 'End' }).click();
      await expect(admin.page.getByTestId('popups-result')).toContainText(`The popup “${title.en}” has ended.`);
      await expect(row.getByTestId('popup-state')).toHaveText('Ended');
      ended = true;
      await atServerTime(page, nextDay, email);
      const gone = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/event/popup' && response.request().method() === 'GET');
      await page.goto('/main');
      expect(((await (await gone).json()) as { data: { items: Array<{ id: number }> } }).data.items.map((item) => item.id)).not.toContain(popupId);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(member.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await setServerClock(admin.page, { reset: true });
      // An active popup is a modal on /main for every member: never leave it behind.
      if (popupId && !ended) {
        const removed = await memberApi(admin.page, 'DELETE', `/api/admin/events/popups/${popupId}`);
        expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      }
      await member.context.close();
      await admin.context.close();
    }
  });

  test('an admin creates a lottery with 3 KEY prizes; 10 members enter; after the draw the page shows 3 winners, the draw verifies in the browser, a winner claims and reveals the KEY, and the announced winners show on support (en, 1280 px)', async ({
    browser,
  }) => {
    const admin = await staffBrowser(browser, 'admin@keys.local', 'en');
    const member = await languageBrowser(browser, 'en', DESKTOP);
    const entrants = await languageBrowser(browser, 'en', DESKTOP);
    const page = member.page;
    const id = runId();
    const title = { ko: `봄맞이 추첨 ${id}`, en: `Spring lottery ${id}` };
    const announcement = { ko: `봄맞이 추첨 당첨자 발표 ${id}`, en: `Spring lottery winners ${id}` };
    try {
      const project = await projectOnSale(page, 3);

      // The admin creates the lottery in the console: entries open now for an hour, drawn when they close.
      await openPromotions(admin.page, 'lotteries');
      await admin.page.getByRole('button', { name: 'Create a lottery' }).click();
      const form = admin.page.getByTestId('lottery-form');
      await form.getByLabel('Title (Korean)').fill(title.ko);
      await form.getByLabel('Title (English)').fill(title.en);
      await form.getByLabel('Description (Korean)').fill('응모한 회원 중 3명에게 KEY를 드립니다.');
      await form.getByLabel('Description (English)').fill('Three entrants win a KEY.');
      await form.getByLabel('Entries open (KST)').fill(kstLocal(-MINUTE));
      await form.getByLabel('Entries close (KST)').fill(kstLocal(HOUR));
      await form.getByLabel('Draw (KST)').fill(kstLocal(HOUR));
      await form.getByLabel('Number of winners').fill('3');
      await form.getByRole('radio', { name: 'One KEY (random, from a project)' }).check();
      await form.getByLabel('Project to draw the KEY from').selectOption(String(project.projectId));
      await form.getByRole('button', { name: 'Save' }).click();
      const confirm = admin.page.getByTestId('lottery-form-confirm');
      await expect(confirm).toContainText(`Lottery “${title.en}”: 3 winners`);
      await confirm.getByRole('button', { name: 'Save' }).click();
      await expect(admin.page.getByTestId('lotteries-result')).toContainText(`The lottery “${title.en}” was saved.`);
      const row = admin.page.getByTestId('lottery-row').filter({ hasText: title.en });
      await expect(row.getByTestId('lottery-state')).toHaveText('Open');
      const lotteryId = Number(await row.getAttribute('data-lottery-id'));
      expect(lotteryId).toBeGreaterThan(0);

      // Nine members enter through the api, each once.
      const emailByEntry = new Map<number, string>();
      for (let n = 1; n <= 9; n += 1) {
        const email = uniqueEmail(`lottery-${n}`);
        await signUpNewMember(entrants.page, email, 'en');
        const entered = await memberApi<LotteryEntry>(entrants.page, 'POST', `/api/event/lottery/${lotteryId}/entry`);
        expect(entered.status, JSON.stringify(entered.body)).toBe(200);
        emailByEntry.set(entered.body.data.entryId ?? 0, email);
      }

      // The tenth enters on the lottery page: the seed hash is published, the seed not yet.
      const email = uniqueEmail('lottery-page');
      await signUpNewMember(page, email, 'en');
      await page.goto(`/event/lottery?id=${lotteryId}`);
      await settled(page);
      await expect(page.getByRole('heading', { level: 2, name: title.en })).toBeVisible();
      await expect(page.getByTestId('lottery-entrants')).toHaveText('9 members');
      await expect(page.getByTestId('lottery-prize-kind')).toContainText('One KEY of');
      const seedHash = (await page.getByTestId('lottery-seed-hash').textContent()) ?? '';
      expect(seedHash).toMatch(/^[0-9a-f]{64}$/);
      await expect(page.getByTestId('lottery-seed-pending')).toBeVisible();
      await page.getByRole('button', { name: 'Enter the lottery' }).click();
      await expect(page.getByTestId('lottery-just-entered')).toHaveText('Your entry is in.');
      await expect(page.getByTestId('lottery-entered')).toContainText('You have entered (entry no.');
      await expect(page.getByTestId('lottery-entrants')).toHaveText('10 members');
      const mine = await memberApi<LotteryEntry>(page, 'GET', `/api/event/check/${lotteryId}`);
      emailByEntry.set(mine.body.data.entryId ?? 0, email);
      const twice = await memberApi(page, 'POST', `/api/event/lottery/${lotteryId}/entry`);
      expect(twice.status).toBe(409);
      expect(twice.body.error?.code).toBe('LOTTERY_ALREADY_ENTERED');
      expect(emailByEntry.size).toBe(10);

      // Past the draw time (server clock) the draw job picks the winners and publishes the seed.
      const open = await apiData<LotteryDetail>(page, `/api/event/lottery/${lotteryId}`);
      await atServerTime(page, new Date(Date.parse(open.drawAt) + 2 * MINUTE).toISOString(), email);
      await expect.poll(async () => (await apiData<LotteryDetail>(page, `/api/event/lottery/${lotteryId}`)).seed, { timeout: 20_000 }).not.toBeNull();
      const drawn = await apiData<LotteryDetail>(page, `/api/event/lottery/${lotteryId}`);
      expect(drawn.winners).toHaveLength(3);
      expect(drawn.seedHash).toBe(seedHash);

      await page.goto(`/event/lottery?id=${lotteryId}`);
      await settled(page);
      await expect(page.getByTestId('lottery-state')).toHaveText('Drawn');
      await expect(page.getByTestId('lottery-seed')).toHaveText(drawn.seed ?? '');
      await expect(page.getByTestId('lottery-entries').locator('caption')).toHaveText('10 entries (entry number and nickname)');
      await expect(page.getByTestId('lottery-entry')).toHaveCount(10);
      const winnerRows = page.locator('[data-testid="lottery-entry"][data-winner="true"]');
      await expect(winnerRows).toHaveCount(3);
      await expect(winnerRows.getByRole('rowheader')).toHaveText(drawn.winners.map(String));
      await expect(winnerRows.getByRole('cell').filter({ hasText: 'Winner' })).toHaveCount(3);
      await expect(page.getByTestId('lottery-winners')).toHaveText(`Winning entries: Entry no. ${drawn.winners.join(', ')}`);
      await page.getByRole('button', { name: 'Verify this draw' }).click();
      const verdict = page.getByTestId('lottery-verify-result');
      await expect(verdict).toHaveAttribute('data-match', 'true');
      await expect(verdict).toHaveText('It matches. The seed hashes to the published hash, and the recomputed winners are the published winners.');

      // The page's member sees their own result; a winner claims the KEY once and reveals it.
      const mineWon = drawn.winners.includes(mine.body.data.entryId ?? 0);
      if (!mineWon) {
        await expect(page.getByTestId('lottery-lost')).toHaveText('Sorry, you did not win this time.');
        await signInAsMember(page, emailByEntry.get(drawn.winners[0] ?? 0) ?? '');
        await page.reload();
        await settled(page);
      }
      await expect(page.getByTestId('lottery-won')).toHaveText('Congratulations! You won.');
      await page.getByRole('button', { name: 'Claim the prize' }).click();
      await expect(page.getByTestId('lottery-prize')).toHaveText('You received a KEY! Reveal it on the reveal page.');
      await expect(page.getByRole('button', { name: 'Claim the prize' })).toHaveCount(0);
      const claimedTwice = await memberApi(page, 'POST', `/api/event/provided/${lotteryId}`);
      expect(claimedTwice.status).toBe(409);
      expect(claimedTwice.body.error?.code).toBe('LOTTERY_PRIZE_CLAIMED');
      await page.getByRole('link', { name: 'Reveal the KEY' }).click();
      await expect(page).toHaveURL(/\/reveal\?purchaseId=\d+$/);
      await settled(page);
      await expect(page.getByTestId('reveal-left')).toHaveText('1 KEY left to reveal');
      await page.getByTestId('reveal-button').click();
      await expect(page.getByTestId('reveal-card')).toHaveAttribute('data-revealed', 'true');

      // The console shows the draw: 3 winners of 3, one prize claimed, the seed published.
      await openPromotions(admin.page, 'lotteries');
      await expect(row.getByTestId('lottery-state')).toHaveText('Drawn');
      await expect(row.getByTestId('lottery-entrants')).toHaveText('10');
      await expect(row.getByTestId('lottery-winners')).toHaveText('3 of 3 · 1 claimed');
      await expect(row).toContainText(drawn.seed ?? '');

      // The admin announces the winners; support's notices list the announcement with the winners and lead to /event.
      await admin.page.getByTestId('promotions-views').getByRole('tab', { name: 'Announcements' }).click();
      await admin.page.getByRole('button', { name: 'Publish an announcement' }).click();
      const announce = admin.page.getByTestId('announcement-form');
      await announce.getByLabel('Title (Korean)').fill(announcement.ko);
      await announce.getByLabel('Title (English)').fill(announcement.en);
      await announce.getByLabel('Text (Korean)').fill('당첨을 축하합니다.');
      await announce.getByLabel('Text (English)').fill('Congratulations to the winners.');
      await announce.getByLabel('Announce the winners of (optional)').selectOption(String(lotteryId));
      await announce.getByRole('button', { name: 'Save' }).click();
      await admin.page.getByTestId('announcement-form-confirm').getByRole('button', { name: 'Save' }).click();
      await expect(admin.page.getByTestId('announcements-result')).toContainText(`The announcement “${announcement.en}” was published.`);
      const winnerNames = drawn.entries.filter((entry) => drawn.winners.includes(entry.entryId)).map((entry) => entry.nickname);
      await page.goto('/support?notice');
      await settled(page);
      const announced = page
        .getByRole('region', { name: 'Event announcements' })
        .getByTestId('support-event-announcement')
        .filter({ hasText: announcement.en });
      await expect(announced.getByRole('heading', { level: 3 })).toHaveText(announcement.en);
      await expect(announced.getByRole('list', { name: `Winners of ${title.en}` }).getByRole('listitem')).toHaveText(winnerNames);
      await page.getByRole('link', { name: 'See all on the event page' }).click();
      await expect(page).toHaveURL(/\/event$/);
      await expect(page.getByTestId('announcement').filter({ hasText: announcement.en }).getByTestId('announcement-winners').getByRole('listitem')).toHaveText(
        winnerNames,
      );
      expect(member.errors).toEqual([]);
      expect(entrants.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await setServerClock(admin.page, { reset: true });
      // The announcement leaves the event page and support again.
      const listed = await memberApi<{ items: Array<{ id: number; title: { en: string }; withdrawn: boolean }> }>(
        admin.page,
        'GET',
        '/api/admin/events/announcements',
      );
      for (const item of listed.body.data.items.filter((one) => one.title.en === announcement.en && !one.withdrawn)) {
        const withdrawn = await memberApi(admin.page, 'DELETE', `/api/admin/events/announcements/${item.id}`);
        expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
      }
      await entrants.context.close();
      await member.context.close();
      await admin.context.close();
    }
  });
});
