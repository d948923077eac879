import type { Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';
import { NEW_MEMBER_CABINET_PASSWORD, signUpNewMember, uniqueEmail } from './session';
import { uniquePerson, verifyOnSandbox, type Person } from './commerce';

/** The same masking as the api: the first two characters of the local part stay. */
const masked = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(local.length - 2)}@${domain}`;
};

/** The sandbox provider's own page (outside the app), then its form. */
async function verifyOnSandboxPage(page: Page, person: Person) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Identity verification (sandbox)');
  await verifyOnSandbox(page, person, 'KT');
}

test.describe('identity verification and find IDs', () => {
  // The spec's refusals (no matching account, cancelled) are api failures the browser logs as failed loads.
  test.use({
    allowedConsoleErrors:
      /Failed to load resource: the server responded with a status of (404 \(Not Found\) \(\S+\/api\/auth\/find\)|400 \(Bad Request\) \(\S+\/api\/auth\/check-verification\))$/,
  });

  test('a new member verifies identity through the sandbox page and settings show a verified adult; signed out, the same person finds the account (ko, 360 px)', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('verify');
    const person = uniquePerson('김하늘', '1994-08-21');
    await signUpNewMember(page, email);
    await preferLanguage(page, 'ko');
    await page.setViewportSize(MOBILE);

    await page.goto('/my/settings');
    await settled(page);
    const section = page.getByTestId('identity-section');
    await expect(section.getByTestId('identity-verified')).toHaveText('아직 본인인증을 하지 않았습니다.');
    await section.getByRole('button', { name: '본인인증하기' }).click();

    await screenshots(page, testInfo, 'sandbox-identity');
    await verifyOnSandboxPage(page, person);

    await expect(page).toHaveURL(/\/callback\/verification\?request_id=[^&]+&token=/);
    await settled(page);
    await expect(page.getByTestId('verification-result')).toHaveText('본인인증이 완료되었습니다.성인 인증이 완료되었습니다. 이제 KEY를 구매할 수 있습니다.');
    await expect(page.getByTestId('verification-rule-ko')).toHaveText('한국 기준 (19세 이상)성인');
    await expect(page.getByTestId('verification-rule-en')).toHaveText('해외 기준 (만 18세 이상)성인');
    await screenshots(page, testInfo, 'verification-callback');

    await page.getByRole('link', { name: '이전 페이지로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/my\/settings$/);
    await settled(page);
    await expect(section.getByTestId('identity-verified')).toHaveText(`${person.name}님 · 본인인증 완료`);
    await expect(section.getByTestId('adult-ko')).toContainText('인증일 20');
    await expect(section.getByTestId('adult-en')).toContainText('인증일 20');
    await expect(section.getByRole('button', { name: '다시 인증하기' })).toBeVisible();

    // Signed out, the same person finds the account by verifying again.
    await page.context().clearCookies();
    await page.goto('/user/findIds');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: '아이디 찾기' })).toBeVisible();
    await page.getByRole('button', { name: '본인인증으로 계정 찾기' }).click();
    await verifyOnSandboxPage(page, person);
    await expect(page).toHaveURL(/\/user\/findIds$/);
    await settled(page);
    await expect(page.getByTestId('find-ids-account')).toHaveCount(1);
    await expect(page.getByTestId('find-ids-email')).toHaveText(masked(email));
    await expect(page.getByTestId('find-ids-account')).toContainText('로컬 테스트 계정');
    await expect(page.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/user/login');
    await screenshots(page, testInfo, 'find-ids');

    // Someone who never verified: the spec message.
    await page.getByRole('button', { name: '다시 찾기' }).click();
    await page.getByRole('button', { name: '본인인증으로 계정 찾기' }).click();
    await verifyOnSandboxPage(page, uniquePerson('이없음', '1980-01-01'));
    await settled(page);
    await expect(page.getByTestId('find-ids-error')).toHaveText('일치하는 계정 정보가 없습니다.');
  });

  test('cancelling on the sandbox page comes back with the cancelled message (en, desktop)', async ({ page }) => {
    await signUpNewMember(page, uniqueEmail('cancel'), 'en');
    await preferLanguage(page, 'en');
    await page.setViewportSize(DESKTOP);
    await page.goto('/my/settings');
    await settled(page);
    await page.getByRole('button', { name: 'Verify identity' }).click();
    await expect(page).toHaveURL(/\/sandbox\/identity\?/);
    await page.getByRole('button', { name: '취소 / Cancel' }).click();
    await expect(page).toHaveURL(/\/callback\/verification\?.*error=cancelled/);
    await settled(page);
    await expect(page.getByTestId('verification-error')).toHaveText('Identity verification was cancelled.');
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/my\/settings$/);
    await expect(page.getByTestId('identity-verified')).toHaveText('You have not verified your identity yet.');
  });
});

test.describe('deactivation', () => {
  // The wrong cabinet password is answered 400 on purpose: the browser logs it.
  test.use({ allowedConsoleErrors: /status of 400 \(Bad Request\) \(https?:\/\/[^/]+\/api\/user\/deactivate\)/ });
  test('Deactivation, then signing in again shows the deleted-account message (en, desktop)', async ({ page }, testInfo) => {
    const email = uniqueEmail('leaver');
    await signUpNewMember(page, email, 'en');
    await preferLanguage(page, 'en');
    await page.setViewportSize(DESKTOP);

    await page.goto('/my/settings');
    await settled(page);
    await page.getByTestId('go-deactivate').click();
    await expect(page).toHaveURL(/\/deactivateaccount$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Deactivate account' })).toBeVisible();

    // The rules first: reason, free text for Other, agreement.
    await page.getByRole('button', { name: 'Deactivate account' }).click();
    await expect(page.getByText('Please choose a reason.')).toBeVisible();
    await expect(page.getByText('Please tick the agreement.')).toBeVisible();
    await page.getByRole('radio', { name: 'Other', exact: true }).check();
    await page.getByRole('checkbox', { name: 'I have read the above and agree to deactivate my account.' }).check();
    await page.getByRole('button', { name: 'Deactivate account' }).click();
    await expect(page.getByText('Please describe your reason.')).toBeVisible();
    await page.getByLabel('Your reason').fill('Taking a break from collecting');
    await expect(page.getByText('The cabinet password is 6 digits.')).toBeVisible();
    // A wrong cabinet password erases nothing: it is refused at its field after the confirmation.
    const password = page.getByLabel('Cabinet password');
    await password.fill('000000');
    await page.getByRole('button', { name: 'Deactivate account' }).click();
    await page.getByRole('dialog', { name: 'Deactivate your account?' }).getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(page.getByTestId('deactivation-password-error')).toHaveText('Incorrect password');
    await password.fill(NEW_MEMBER_CABINET_PASSWORD);
    await page.setViewportSize(MOBILE);
    await screenshots(page, testInfo, 'deactivate');
    await page.getByRole('button', { name: 'Deactivate account' }).click();

    const dialog = page.getByRole('dialog', { name: 'Deactivate your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your personal data will be deleted. This cannot be undone.');
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();

    await expect(page).toHaveURL(/\/main$/);
    await settled(page);
    const session = (await (await page.request.get('/auth/session')).json()) as unknown;
    expect(session).toBeNull();

    // Signing in again through the local issuer with the same e-mail.
    await page.goto('/user/login');
    await settled(page);
    await page.getByRole('button', { name: 'Continue with Local test account' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/authorize\?/);
    await page.getByLabel('E-mail / 이메일').fill(email);
    await page.getByRole('button', { name: 'Continue / 계속' }).click();

    await expect(page).toHaveURL(/\/callback\/login-error\?error=AccountDeactivated$/);
    await settled(page);
    await expect(page.getByTestId('login-error-message')).toHaveText('This account has been deleted / deactivated.');
    expect(await (await page.request.get('/auth/session')).json()).toBeNull();
  });
});
