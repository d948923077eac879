import type { Browser, Page } from '@playwright/test';
import { specTerminationSchedule, type TerminationSchedule } from 'shared-contract';
import { baseURL, expect, preferLanguage, settled } from './fixtures';
import { uniquePerson, verifyOnSandbox } from './commerce';
import { accessTokenOf, moveClockAndSignIn, signInAsMember } from './session';

/**
 * The termination journeys publish the spec's schedule for a year after the real one and move the server clock
 * into it; resetting the clock afterwards (always, in `finally`) puts the platform back in 'operating' for the
 * journeys that follow, since the published rounds are still in the future then.
 */
export const TERMINATION_YEAR = new Date().getUTCFullYear() + 1;

/** Inside round 1 of the spec's schedule (4/15-4/30 KST). */
export const IN_ROUND_1 = `${TERMINATION_YEAR}-04-20T12:00:00+09:00`;
/** After the deadline (06-15 23:59 KST). */
export const AFTER_DEADLINE = `${TERMINATION_YEAR}-06-16T09:00:00+09:00`;

/** Asks the api as the page's signed-in member (a fresh bearer each time: access tokens live 5 s in e2e). */
export async function memberApi<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown) {
  const headers = {
    authorization: `Bearer ${await accessTokenOf(page)}`,
    'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    'accept-language': 'en',
  };
  const response = await page.request.fetch(path, { method, headers, ...(data === undefined ? {} : { data }) });
  const body = (await response.json()) as { result: string; data: T; error?: { code: string; message: string; details?: Record<string, unknown> } };
  return { status: response.status(), body };
}

/** The admin publishes the spec's schedule for TERMINATION_YEAR through the api (journeys other than the console's own). */
export async function publishSpecSchedule(browser: Browser): Promise<TerminationSchedule> {
  const context = await browser.newContext({ baseURL });
  try {
    const admin = await context.newPage();
    await signInAsMember(admin, 'admin@keys.local');
    const published = await memberApi<TerminationSchedule>(admin, 'PUT', '/api/admin/termination/schedule', specTerminationSchedule(TERMINATION_YEAR));
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    return published.body.data;
  } finally {
    await context.close();
  }
}

/** Moves the server clock and signs the page in again as `email`; the caller then opens the page it needs. */
export async function atServerTime(page: Page, now: string, email: string) {
  await moveClockAndSignIn(page, now, [{ page, email }]);
}

/** Buys Gold by card through the sandbox checkout, as /my/coins does: a real card payment of `gold` US cents. */
export async function buyGoldByCard(page: Page, gold: number) {
  const created = await memberApi<{ checkoutUrl: string }>(page, 'POST', '/api/coin/payment', { gold, providerId: 'sandbox-card' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await page.goto(created.body.data.checkoutUrl);
  await page.getByRole('button', { name: '승인 / Approve' }).click();
  await expect(page).toHaveURL(/\/callback\/coin-success\?/);
  await settled(page);
  await expect(page.getByTestId('coin-success')).toBeVisible();
}

/** The newest mail the local SMTP sink received for `to` whose subject contains `subject` (test mode lists them). */
export async function latestMail(page: Page, to: string, subject: RegExp) {
  const response = await page.request.get('/dev/mail.json');
  expect(response.ok()).toBe(true);
  const { mails } = (await response.json()) as { mails: Array<{ to: string; subject: string; text: string; receivedAt: string }> };
  const found = mails
    .filter((mail) => mail.to.includes(to) && subject.test(mail.subject))
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
    .at(-1);
  expect(found, `a mail to ${to} matching ${subject}`).toBeTruthy();
  return found as { to: string; subject: string; text: string };
}

/**
 * Verifies the signed-in member's identity through /my/settings on the Korean page and the sandbox provider (a Korean
 * identity verification of an adult: the account refunds in KRW). The member's page must be in ko.
 */
export async function verifyIdentityInKorean(page: Page, name: string) {
  await page.goto('/my/settings');
  await settled(page);
  await page.getByTestId('identity-section').getByRole('button', { name: '본인인증하기' }).click();
  await verifyOnSandbox(page, uniquePerson(name));
  await expect(page).toHaveURL(/\/callback\/verification\?request_id=[^&]+&token=/);
  await settled(page);
  await expect(page.getByTestId('verification-result')).toContainText('성인 인증이 완료되었습니다.');
}

export type SinkMail = { to: string; subject: string; text: string; receivedAt: string };

/** Waits until the local SMTP sink holds a mail for `to` whose subject matches (mail leaves after the answer); the newest. */
export async function waitForMail(page: Page, to: string, subject: RegExp): Promise<SinkMail> {
  let found: SinkMail | undefined;
  await expect
    .poll(
      async () => {
        const { mails } = (await (await page.request.get('/dev/mail.json')).json()) as { mails: SinkMail[] };
        found = mails
          .filter((mail) => mail.to.includes(to) && subject.test(mail.subject))
          .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
          .at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found as SinkMail;
}

/** A KRW request's bank details as the refund form takes them (bank by its KFTC code). */
export type KrwBankDetails = { bankCode: string; holderName: string; accountNumber: string };

/** Fills the KRW refund form on the Korean /refund page and ticks the three consents (does not submit). */
export async function fillKrwRefundFormKo(page: Page, bank: KrwBankDetails) {
  const form = page.getByTestId('refund-form');
  await form.getByLabel('은행', { exact: true }).selectOption(bank.bankCode);
  await form.getByLabel('예금주', { exact: true }).fill(bank.holderName);
  await form.getByLabel('계좌번호', { exact: true }).fill(bank.accountNumber);
  for (const consent of ['저작권 존중에 동의합니다.', '개인정보 수집 및 이용에 동의합니다.', '환불 업무 위임에 동의합니다.']) {
    await form.getByLabel(consent).check();
  }
}

/**
 * A browser of its own at `viewport` in `language` (KST), with its page's console errors collected (the 401 of a
 * silent token refresh aside). Close `context`.
 */
export async function languageBrowser(browser: Browser, language: 'ko' | 'en', viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, locale: language === 'ko' ? 'ko-KR' : 'en-US', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401 \(Unauthorized\)/.test(message.text()))
      errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await preferLanguage(page, language);
  return { context, page, errors };
}

/**
 * A member of staff (support@keys.local, support2@keys.local, admin@keys.local) on a browser of their own at 1280 px,
 * signed in, their account's language set to `language` (see languageBrowser). Close `context`.
 */
export async function staffBrowser(browser: Browser, email: string, language: 'ko' | 'en' = 'en') {
  const opened = await languageBrowser(browser, language, { width: 1280, height: 800 });
  await signInAsMember(opened.page, email);
  // The account's language wins after sign-in (the shell applies it): the staff member's account gets this one.
  const saved = await memberApi(opened.page, 'PUT', `/api/user/${language}`);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return opened;
}
