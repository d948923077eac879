import type { Browser, Page, TestInfo } from '@playwright/test';
import { giveGold, projectOnSale, verifyIdentity } from './commerce';
import { apiData, DESKTOP, expect, fitsWidth, MOBILE, screenshots, setServerClock, settled, test } from './fixtures';
import { moveClockAndSignIn, signUpNewMember, uniqueEmail } from './session';
import { languageBrowser, staffBrowser, verifyIdentityInKorean } from './termination';

/** `1 day`, `3 days`: how the English console counts. */
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Issue 13 tests 1 and 2: the monthly missions and the KEY of the Month, with the server clock in months of 2031 that
 * no other spec uses (March and August; the journeys start on the 26th). The server clock is shared by every spec on
 * this server and the suite runs serially (one worker): each test puts the clock back in `finally`. Every member is
 * new, so only these journeys' members take part in these months.
 */

type Lang = 'ko' | 'en';
type Session = Awaited<ReturnType<typeof languageBrowser>> & { email: string; id: number };

const TEXT = {
  ko: {
    myMonthly: '이달의 미션',
    checkIn: '오늘 출석하기',
    checkedIn: '오늘 출석 완료',
    checkedInCount: (count: number) => `출석했습니다. 이번 달 ${count}일째입니다.`,
    alreadyCheckedIn: '오늘은 이미 출석했습니다. 내일 다시 출석해 주세요.',
    complete: '완료',
    inProgress: '진행 중',
    checkinProgress: (done: number, target: number) => `${done}일 출석 (목표 ${target}일)`,
    buyProgress: (done: number, target: number) => `KEY ${done}개 구매 (목표 ${target}개)`,
    qualified: (by: string) => `이번 달 미션을 모두 완료했습니다! 이달의 KEY는 ${by}까지 지급됩니다.`,
    todayChecked: (date: string) => `${date}, 오늘, 출석함`,
    more: '수량 늘리기',
    notQualified: '미션 미완료',
    qualifiedPast: '미션 완료',
    left: (count: number) => `공개할 KEY ${count}개 남음`,
    nothingToReveal: '공개할 KEY가 없습니다.',
  },
  en: {
    myMonthly: 'Monthly missions',
    checkIn: 'Check in today',
    checkedIn: 'Checked in today',
    checkedInCount: (count: number) => `Checked in. That makes ${count} ${count === 1 ? 'day' : 'days'} this month.`,
    alreadyCheckedIn: 'You have already checked in today. Come back tomorrow.',
    complete: 'Complete',
    inProgress: 'In progress',
    checkinProgress: (done: number, target: number) => `${done} ${done === 1 ? 'day' : 'days'} checked in (target ${target})`,
    buyProgress: (done: number, target: number) => `${done} ${done === 1 ? 'KEY' : 'KEYs'} bought (target ${target})`,
    qualified: (by: string) => `You have completed both missions this month! The KEY of the Month arrives by ${by}.`,
    todayChecked: (date: string) => `${date}, today, checked in`,
    more: 'More',
    notQualified: 'Missions not complete',
    qualifiedPast: 'Missions complete',
    left: (count: number) => `${count} ${count === 1 ? 'KEY' : 'KEYs'} left to reveal`,
    nothingToReveal: 'There is no KEY to reveal.',
  },
} as const;

/** A new member on a browser of their own (KST, `language` at `viewport`), signed up through the api. */
async function newMember(browser: Browser, label: string, language: Lang, viewport: { width: number; height: number }): Promise<Session> {
  const opened = await languageBrowser(browser, language, viewport);
  const email = uniqueEmail(label);
  const { id } = await signUpNewMember(opened.page, email, language);
  return { ...opened, email, id };
}

/**
 * Moves the server clock to the journey's first day. KEYs are sold there only while the platform operates: a termination
 * schedule published by an earlier spec on this server (refund and termination journeys publish next year's) would stop
 * sales long before 2031, so say so plainly instead of failing at the purchase.
 */
async function startAt(clockPage: Page, now: string) {
  await setServerClock(clockPage, { now });
  const info = await apiData<{ phase: string }>(clockPage, '/api/service/info');
  expect(info.phase, `the platform must operate at ${now} (a published termination schedule ends sales before it)`).toBe('operating');
}

/** The console errors a journey expects: a second check-in the same day is answered 409, which the browser logs. */
const unexpected = (errors: string[]) => errors.filter((line) => !/status of 409 \(Conflict\).*\/api\/monthly\/checkin/.test(line));

async function openMonthly(page: Page) {
  await page.goto('/event/monthly');
  await settled(page);
  await expect(page.getByTestId('monthly-missions')).toBeVisible();
}

/** Today's check-in on /event/monthly: the success message counts the days; the button is then off, saying so. */
async function checkInToday(page: Page, language: Lang, day: string, count: number) {
  const text = TEXT[language];
  await openMonthly(page);
  await page.getByRole('button', { name: text.checkIn }).click();
  await expect(page.getByTestId('monthly-checkin-result')).toHaveText(text.checkedInCount(count));
  await expect(page.getByRole('button', { name: text.checkedIn })).toBeDisabled();
  await expect(page.getByRole('button', { name: text.checkIn })).toHaveCount(0);
  const spoken = new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', { month: 'long', day: 'numeric', weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  await expect(page.locator(`td[data-day="${day}"]`)).toHaveText(new RegExp(`${spoken}, ${language === 'ko' ? '오늘, 출석함' : 'today, checked in'}$`));
  await expect(page.getByTestId('monthly-mission-checkin-progress')).toContainText(`${count} /`);
}

/** Buys `quantity` KEYs of the project with Gold on its page (the Gold given first); answers the purchase number. */
async function buyKeys(page: Page, language: Lang, memberId: number, quantity: number) {
  const odds = await projectOnSale(page, quantity, 1);
  await giveGold(page, memberId, odds.priceGold * quantity);
  await page.goto(`/project?id=${odds.projectId}`);
  await settled(page);
  const panel = page.getByTestId('buy-panel');
  for (let more = 1; more < quantity; more += 1) await panel.getByRole('button', { name: TEXT[language].more }).click();
  await expect(panel.getByTestId('buy-quantity')).toHaveValue(String(quantity));
  await panel.getByTestId('buy-agree-refund').check();
  await panel.getByTestId('buy-submit').click();
  await expect(page).toHaveURL(/\/reveal\?purchaseId=\d+$/);
  await settled(page);
  await expect(page.getByTestId('reveal-left')).toHaveText(TEXT[language].left(quantity));
  return Number(new URL(page.url()).searchParams.get('purchaseId'));
}

type MonthSetup = { month: string; checkinTarget: number; buyTarget: number; projectId: number; nameKo: string; nameEn: string; supply: number };

/** The admin sets up a month in the console's Monthly section (en), through the form and its confirmation. */
async function setUpMonth(admin: Page, setup: MonthSetup) {
  await admin.goto('/refund/console?section=monthly');
  await settled(admin);
  await expect(admin.getByRole('heading', { level: 2, name: 'Monthly missions' })).toBeVisible();
  await admin.getByRole('button', { name: 'Set up a month' }).click();
  const form = admin.getByTestId('monthly-setup-form');
  await expect(form.getByRole('heading', { name: 'Set up a month' })).toBeFocused();
  await form.getByLabel('Month', { exact: true }).fill(setup.month);
  await form.getByLabel('Check-in target (days)').fill(String(setup.checkinTarget));
  await form.getByLabel('Buying target (KEYs)').fill(String(setup.buyTarget));
  await form.getByLabel('Project', { exact: true }).selectOption(String(setup.projectId));
  await form.getByLabel('Rarity').selectOption('epic');
  await form.getByLabel('Name (Korean)').fill(setup.nameKo);
  await form.getByLabel('Name (English)').fill(setup.nameEn);
  await form.getByLabel('Description (Korean)').fill(`${setup.nameKo}: 미션을 모두 완료한 회원에게만 드리는 KEY입니다.`);
  await form.getByLabel('Description (English)').fill(`${setup.nameEn}: given only to members who complete the missions.`);
  await form.getByLabel('Supply').fill(String(setup.supply));
  await form.getByRole('button', { name: 'Save' }).click();
  const confirm = admin.getByTestId('monthly-setup-confirm');
  await expect(confirm.getByRole('heading', { name: `Save ${monthInEnglish(setup.month)}?` })).toBeVisible();
  await expect(confirm).toContainText(
    `Members who check in on ${plural(setup.checkinTarget, 'day')} and buy ${plural(setup.buyTarget, 'KEY')} receive the KEY of the Month "${setup.nameEn}", at most ${setup.supply}.`,
  );
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByTestId('monthly-result')).toContainText(`${monthInEnglish(setup.month)} saved.`);
  const row = admin.locator(`[data-testid="monthly-month-row"][data-month="${setup.month}"]`);
  await expect(row).toContainText('Running');
  await expect(row).toContainText(`Check in ${plural(setup.checkinTarget, 'day')} · buy ${plural(setup.buyTarget, 'KEY')}`);
  await expect(row).toContainText(`${setup.nameEn} (Epic)`);
  await expect(row).toContainText(`${setup.supply} of ${setup.supply} left`);
}

/** A month key as the English console writes it: `2031-08` -> `August 2031`. */
const monthInEnglish = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Waits (reloading the console) until the distribution has marked the month done; the row then counts its awards. */
async function waitForDistributed(admin: Page, month: string, awards: string) {
  const row = admin.locator(`[data-testid="monthly-month-row"][data-month="${month}"]`);
  await expect(async () => {
    await admin.goto('/refund/console?section=monthly');
    await settled(admin);
    await expect(row).toContainText('Distributed', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText(awards);
}

/** Waits (reloading the page) until a notification whose title contains `title` is on /my/notifications. */
async function waitForNotification(page: Page, title: string) {
  const notice = page.getByTestId('notification').filter({ has: page.getByTestId('notification-title').filter({ hasText: title }) });
  await expect(async () => {
    await page.goto('/my/notifications');
    await settled(page);
    await expect(notice).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return notice;
}

const pastMonth = (page: Page, month: string) => page.locator(`[data-testid="monthly-history-item"][data-month="${month}"]`);

test.describe('monthly missions and the KEY of the Month (issue 13 A)', () => {
  test('issue test 1: a member checks in on three KST days (a second check-in the same day is refused) and buys the month’s KEYs; after the month the KEY of the Month arrives and is revealed; a member who only checked in gets nothing (member ko, 360 px)', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const text = TEXT.ko;
    const MONTH = '2031-03';
    const DAYS = ['2031-03-26', '2031-03-27', '2031-03-28'] as const;
    const AFTER_MONTH = '2031-04-01T09:00:00+09:00';
    const BUY_TARGET = 2;
    const sessions: Array<{ context: { close: () => Promise<void> } }> = [];
    try {
      await startAt(page, `${DAYS[0]}T12:00:00+09:00`);
      const admin = { ...(await staffBrowser(browser, 'admin@keys.local', 'en')), email: 'admin@keys.local' };
      sessions.push(admin);
      const project = await projectOnSale(admin.page, BUY_TARGET, 1);
      await setUpMonth(admin.page, {
        month: MONTH,
        checkinTarget: 3,
        buyTarget: BUY_TARGET,
        projectId: project.projectId,
        nameKo: '삼월의 별',
        nameEn: 'March Star',
        supply: 10,
      });

      const member = await newMember(browser, 'monthly-qualifier', 'ko', MOBILE);
      sessions.push(member);
      const idle = await newMember(browser, 'monthly-checkin-only', 'ko', MOBILE);
      sessions.push(idle);

      // Day 1. The member finds the missions in the My menu: nothing done yet, the KEY of the Month to earn.
      const { page: mine } = member;
      await mine.goto('/my');
      await settled(mine);
      await mine.getByTestId('my-menu').getByRole('link', { name: text.myMonthly }).click();
      await expect(mine).toHaveURL(/\/event\/monthly$/);
      await settled(mine);
      await expect(mine.getByRole('heading', { level: 2, name: '2031년 3월 미션' })).toBeVisible();
      await expect(mine.getByTestId('monthly-mission-checkin-state')).toHaveText(text.inProgress);
      await expect(mine.getByTestId('monthly-mission-checkin-label')).toHaveText(text.checkinProgress(0, 3));
      await expect(mine.getByTestId('monthly-mission-buy-label')).toHaveText(text.buyProgress(0, BUY_TARGET));
      await expect(mine.getByTestId('monthly-qualified')).toHaveCount(0);
      const keyCard = mine.getByTestId('monthly-key');
      await expect(keyCard.getByRole('heading', { level: 2, name: '이달의 KEY' })).toBeVisible();
      await expect(keyCard.getByTestId('monthly-key-name')).toHaveText('삼월의 별');
      await expect(keyCard.getByRole('img', { name: '이달의 KEY 삼월의 별' })).toBeVisible();
      await expect(keyCard).toContainText('에픽');
      await expect(keyCard.getByTestId('monthly-key-supply')).toHaveText('총 10개 중 10개 남음');

      // A second tab, opened before the check-in, tries again after it: refused, with the message.
      const stale = await member.context.newPage();
      await openMonthly(stale);
      await expect(stale.getByRole('button', { name: text.checkIn })).toBeEnabled();
      await checkInToday(mine, 'ko', DAYS[0], 1);
      await stale.getByRole('button', { name: text.checkIn }).click();
      await expect(stale.getByTestId('monthly-checkin-error')).toHaveText(text.alreadyCheckedIn);
      await expect(stale.getByRole('button', { name: text.checkedIn })).toBeDisabled();
      await stale.close();
      await screenshots(mine, testInfo, 'monthly-checked-in');
      await checkInToday(idle.page, 'ko', DAYS[0], 1);

      // Days 2 and 3 (the server clock a day later each time); the member buys the month's KEYs on day 3.
      for (const [index, day] of DAYS.slice(1).entries()) {
        await moveClockAndSignIn(page, `${day}T12:00:00+09:00`, [member, idle]);
        await checkInToday(mine, 'ko', day, index + 2);
        await checkInToday(idle.page, 'ko', day, index + 2);
      }
      await expect(mine.getByTestId('monthly-mission-checkin-state')).toHaveText(text.complete);
      await expect(mine.getByTestId('monthly-mission-buy-state')).toHaveText(text.inProgress);
      await expect(mine.getByTestId('monthly-qualified')).toHaveCount(0);

      await verifyIdentityInKorean(mine, '정하늘');
      const bought = await buyKeys(mine, 'ko', member.id, BUY_TARGET);
      expect(bought).toBeGreaterThan(0);
      await openMonthly(mine);
      await expect(mine.getByTestId('monthly-mission-checkin-label')).toHaveText(text.checkinProgress(3, 3));
      await expect(mine.getByTestId('monthly-mission-buy-label')).toHaveText(text.buyProgress(BUY_TARGET, BUY_TARGET));
      await expect(mine.getByTestId('monthly-mission-checkin-state')).toHaveText(text.complete);
      await expect(mine.getByTestId('monthly-mission-buy-state')).toHaveText(text.complete);
      await expect(mine.getByRole('status').filter({ hasText: '미션을 모두 완료했습니다' })).toHaveText(text.qualified('2031-04-05'));
      expect(await fitsWidth(mine)).toBe(true);
      await screenshots(mine, testInfo, 'monthly-qualified');

      // The member who only checked in: the check-in mission done, the buying one not, not qualified.
      await openMonthly(idle.page);
      await expect(idle.page.getByTestId('monthly-mission-checkin-state')).toHaveText(text.complete);
      await expect(idle.page.getByTestId('monthly-mission-buy-state')).toHaveText(text.inProgress);
      await expect(idle.page.getByTestId('monthly-mission-buy-label')).toHaveText(text.buyProgress(0, BUY_TARGET));
      await expect(idle.page.getByTestId('monthly-qualified')).toHaveCount(0);

      // The month ends (KST): the distribution gives the KEY of the Month with a notification; it waits on /reveal.
      await moveClockAndSignIn(page, AFTER_MONTH, [member, idle, admin]);
      const arrived = await waitForNotification(mine, '2031년 3월 이달의 KEY 도착');
      await expect(arrived).toContainText('미션 완료 보상으로 삼월의 별 KEY를 드렸습니다. 지금 공개해 보세요.');
      await arrived.getByRole('button').click();
      await expect(mine).toHaveURL(/\/reveal\?purchaseId=\d+$/);
      const rewardId = Number(new URL(mine.url()).searchParams.get('purchaseId'));
      expect(rewardId).not.toBe(bought);
      await settled(mine);
      await expect(mine.getByTestId('reveal-left')).toHaveText(text.left(1));
      await mine.getByTestId('reveal-button').click();
      await expect(mine.getByTestId('reveal-card')).toHaveAttribute('data-revealed', 'true');
      await expect(mine.getByTestId('revealed-key-name')).toHaveText('삼월의 별');
      await screenshots(mine, testInfo, 'monthly-key-revealed');

      // The console: the month is distributed with exactly one award (the qualifier's).
      await waitForDistributed(admin.page, MONTH, 'Awarded 1');
      await expect(admin.page.locator(`[data-testid="monthly-month-row"][data-month="${MONTH}"]`)).toContainText('9 of 10 left');

      // The member's past month: complete, the KEY received and revealed.
      await openMonthlyHistory(mine);
      const minePast = pastMonth(mine, MONTH);
      await expect(minePast.getByTestId('monthly-history-result')).toHaveText(`출석 3일 · KEY ${BUY_TARGET}개 구매 ${text.qualifiedPast}`);
      await expect(minePast.getByTestId('monthly-history-award')).toHaveText('이달의 KEY를 받아 공개했습니다.');
      await expect(minePast.getByRole('link', { name: '2031년 3월 이달의 KEY 공개하기' })).toHaveCount(0);

      // The member who did not qualify gets nothing: no notification, nothing to reveal, the past month not complete.
      const other = idle.page;
      await other.goto('/my/notifications');
      await settled(other);
      await expect(other.getByTestId('notification').filter({ hasText: '이달의 KEY' })).toHaveCount(0);
      await other.goto('/reveal');
      await settled(other);
      await expect(other.getByTestId('reveal-empty')).toContainText(text.nothingToReveal);
      await openMonthlyHistory(other);
      const otherPast = pastMonth(other, MONTH);
      await expect(otherPast.getByTestId('monthly-history-result')).toHaveText(`출석 3일 · KEY 0개 구매 ${text.notQualified}`);
      await expect(otherPast.getByTestId('monthly-history-award')).toHaveCount(0);
      await expect(otherPast.getByRole('link')).toHaveCount(0);
      expect(await fitsWidth(other)).toBe(true);

      expect(unexpected(member.errors)).toEqual([]);
      expect(idle.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await setServerClock(page, { reset: true });
      for (const session of sessions) await session.context.close();
    }
  });

  test('issue test 2: support cancels a qualifying purchase before the distribution (the member no longer qualifies); after it, cancelling the other member’s qualifying purchase takes back the unrevealed KEY of the Month (en, 1280 px)', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const text = TEXT.en;
    const MONTH = '2031-08';
    const DAY = '2031-08-26T12:00:00+09:00';
    const AFTER_MONTH = '2031-09-01T09:00:00+09:00';
    const sessions: Array<{ context: { close: () => Promise<void> } }> = [];
    try {
      await startAt(page, DAY);
      const admin = { ...(await staffBrowser(browser, 'admin@keys.local', 'en')), email: 'admin@keys.local' };
      sessions.push(admin);
      const support = { ...(await staffBrowser(browser, 'support@keys.local', 'en')), email: 'support@keys.local' };
      sessions.push(support);
      const project = await projectOnSale(admin.page, 1, 1);
      await setUpMonth(admin.page, {
        month: MONTH,
        checkinTarget: 1,
        buyTarget: 1,
        projectId: project.projectId,
        nameKo: '팔월의 달',
        nameEn: 'August Moon',
        supply: 5,
      });

      // Two members each check in and buy one KEY (left unrevealed): both qualify.
      const memberA = await newMember(browser, 'monthly-cancelled-early', 'en', DESKTOP);
      sessions.push(memberA);
      const memberB = await newMember(browser, 'monthly-revoked', 'en', DESKTOP);
      sessions.push(memberB);
      const purchases = new Map<Session, number>();
      for (const [member, name] of [
        [memberA, 'Oh Minji'],
        [memberB, 'Yoon Jaeho'],
      ] as const) {
        await checkInToday(member.page, 'en', '2031-08-26', 1);
        await verifyIdentity(member.page, name);
        purchases.set(member, await buyKeys(member.page, 'en', member.id, 1));
        await openMonthly(member.page);
        await expect(member.page.getByTestId('monthly-mission-checkin-state')).toHaveText(text.complete);
        await expect(member.page.getByTestId('monthly-mission-buy-state')).toHaveText(text.complete);
        await expect(member.page.getByTestId('monthly-qualified')).toHaveText(text.qualified('Sep 5, 2031'));
      }
      const purchaseA = purchases.get(memberA) ?? 0;
      const purchaseB = purchases.get(memberB) ?? 0;

      // Before the month ends, support cancels A's purchase: the preview says A will no longer qualify.
      await cancelInConsole(support.page, memberA.email, purchaseA, {
        preview: 'The KEY of the Month for August 2031 is not given out yet; cancelling this purchase means the member no longer qualifies.',
        result: new RegExp(
          `^Purchase #${purchaseA} was cancelled\\. .* The KEY of the Month for August 2031 is not given out yet; cancelling this purchase means the member no longer qualifies\\.$`,
        ),
        reason: 'The member asked to cancel before revealing; a duplicate order.',
        testInfo,
        screenshot: 'monthly-cancel-preview-not-distributed',
      });
      await openMonthly(memberA.page);
      await expect(memberA.page.getByTestId('monthly-mission-buy-state')).toHaveText(text.inProgress);
      await expect(memberA.page.getByTestId('monthly-mission-buy-label')).toHaveText(text.buyProgress(0, 1));
      await expect(memberA.page.getByTestId('monthly-qualified')).toHaveCount(0);

      // The month ends: B gets the KEY of the Month, A gets none.
      await moveClockAndSignIn(page, AFTER_MONTH, [memberA, memberB, admin, support]);
      const arrived = await waitForNotification(memberB.page, 'Your KEY of the Month for August 2031 is here');
      await expect(arrived).toContainText('For completing the missions you received August Moon. Reveal it now.');
      await waitForDistributed(admin.page, MONTH, 'Awarded 1');

      await openMonthlyHistory(memberB.page);
      const pastB = pastMonth(memberB.page, MONTH);
      await expect(pastB.getByTestId('monthly-history-result')).toHaveText(`Checked in 1 day · bought 1 KEY ${text.qualifiedPast}`);
      await expect(pastB.getByTestId('monthly-history-award')).toHaveText('You received the KEY of the Month.');
      await pastB.getByRole('link', { name: 'Reveal the KEY of the Month of August 2031' }).click();
      await expect(memberB.page).toHaveURL(/\/reveal\?purchaseId=\d+$/);
      const rewardB = Number(new URL(memberB.page.url()).searchParams.get('purchaseId'));
      await settled(memberB.page);
      // Left unrevealed: the purchase that earned it could not be cancelled once a KEY of it is revealed, and this one must stay takeable.
      await expect(memberB.page.getByTestId('reveal-left')).toHaveText(text.left(1));

      const pageA = memberA.page;
      await openMonthlyHistory(pageA);
      const pastA = pastMonth(pageA, MONTH);
      await expect(pastA.getByTestId('monthly-history-result')).toHaveText(`Checked in 1 day · bought 0 KEYs ${text.notQualified}`);
      await expect(pastA.getByTestId('monthly-history-award')).toHaveCount(0);
      await pageA.goto('/my/notifications');
      await settled(pageA);
      await expect(pageA.getByTestId('notification').filter({ hasText: 'KEY of the Month' })).toHaveCount(0);
      await pageA.goto('/reveal');
      await settled(pageA);
      await expect(pageA.getByTestId('reveal-empty')).toContainText(text.nothingToReveal);

      // After the distribution, support cancels B's qualifying purchase: the unrevealed KEY of the Month is taken back.
      await cancelInConsole(support.page, memberB.email, purchaseB, {
        preview: 'The KEY of the Month for August 2031 this purchase earned (unrevealed) is taken back too.',
        result: new RegExp(
          `^Purchase #${purchaseB} was cancelled\\. .* The KEY of the Month for August 2031 this purchase earned \\(unrevealed\\) was taken back\\.$`,
        ),
        reason: 'The member paid twice by mistake and asked for this purchase to be cancelled.',
        testInfo,
        screenshot: 'monthly-cancel-preview-revoked',
      });

      const pageB = memberB.page;
      await pageB.goto(`/reveal?purchaseId=${rewardB}`);
      await settled(pageB);
      await expect(pageB.getByTestId('reveal-empty')).toContainText(text.nothingToReveal);
      await pageB.goto('/reveal');
      await settled(pageB);
      await expect(pageB.getByTestId('reveal-empty')).toContainText(text.nothingToReveal);
      const takenBack = await waitForNotification(pageB, 'KEY of the Month for August 2031 taken back');
      await expect(takenBack).toContainText('The purchase that completed your missions for August 2031 was cancelled, so its KEY of the Month was taken back.');
      await openMonthlyHistory(pageB);
      await expect(pastMonth(pageB, MONTH).getByTestId('monthly-history-award')).toHaveText(
        'The purchase that completed your mission was cancelled, so the KEY of the Month was taken back.',
      );
      await expect(pastMonth(pageB, MONTH).getByRole('link')).toHaveCount(0);
      await screenshots(pageB, testInfo, 'monthly-key-taken-back');

      // The console's awards list records it.
      await admin.page.goto('/refund/console?section=monthly&view=awards');
      await settled(admin.page);
      const awardRow = admin.page.getByTestId('monthly-award-row').filter({ hasText: memberB.email });
      await expect(awardRow).toContainText('Taken back');

      expect(memberA.errors).toEqual([]);
      expect(memberB.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
      expect(support.errors).toEqual([]);
    } finally {
      await setServerClock(page, { reset: true });
      for (const session of sessions) await session.context.close();
    }
  });
});

/** /event/monthly after the month: the new month is not set up (being prepared); the past months are listed. */
async function openMonthlyHistory(page: Page) {
  await page.goto('/event/monthly');
  await settled(page);
  await expect(page.getByTestId('monthly-history')).toBeVisible();
  await expect(page.getByTestId('monthly-history-item').first()).toBeVisible();
}

/** Support finds the member's purchase in the console's Purchases section and cancels it with a reason (en). */
async function cancelInConsole(
  staff: Page,
  email: string,
  purchaseId: number,
  expected: { preview: string; result: RegExp; reason: string; testInfo: TestInfo; screenshot: string },
) {
  await staff.goto('/refund/console?section=purchases');
  await settled(staff);
  await expect(staff.getByRole('heading', { level: 2, name: 'Purchases' })).toBeVisible();
  await staff.getByLabel('Search for').fill(email);
  await staff.getByRole('button', { name: 'Search' }).click();
  await expect(staff.getByTestId('purchases-member')).toContainText(email);
  const card = staff.getByTestId('purchase-card').filter({ has: staff.getByRole('heading', { name: `Purchase #${purchaseId}` }) });
  await expect(card.getByTestId('purchase-status')).toHaveText('Paid');
  await card.getByRole('button', { name: `Cancel purchase (#${purchaseId})` }).click();
  const dialog = staff.getByTestId('purchase-cancel-dialog');
  await expect(dialog.getByRole('heading', { name: `Cancel purchase #${purchaseId}` })).toBeVisible();
  await expect(dialog.getByTestId('purchase-cancel-monthly')).toHaveText(expected.preview);
  await dialog.getByLabel('Reason for the cancellation (required)').fill(expected.reason);
  await screenshots(staff, expected.testInfo, expected.screenshot);
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByTestId('purchases-result')).toHaveText(expected.result);
  await expect(card.getByTestId('purchase-status')).toHaveText('Cancelled');
}
