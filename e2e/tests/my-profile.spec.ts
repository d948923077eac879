import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { baseURL, DESKTOP, expect, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';
import { accessTokenOf, signUpNewMember, uniqueEmail } from './session';
import { withParticle } from 'shared-contract';

/** A real 1×1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A real 1×1 GIF89a. */
const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** yyyy-MM-dd in Korea, as the page shows dates. */
const kstDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

type Failure = { result: string; error: { code: string; message: string; details?: { nextChangeAt?: string } } };

async function patchInfo(page: Page, data: object) {
  const response = await page.request.patch('/api/user/info', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` }, data });
  return { status: response.status(), body: (await response.json()) as Failure & { data?: { nickname: string; nicknameChangeableAt: string | null } } };
}

const unique = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`.replace(/[^a-z0-9]/g, '');

async function openMyPage(page: Page) {
  await page.goto('/my');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
  await expect(page.getByTestId('profile-card')).toBeVisible();
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test.describe('my page profile (issue section E)', () => {
  // Refusals are 4xx answers, which Chromium logs as failed resources.
  test.use({ allowedConsoleErrors: /status of (400|409|413|415) .*\/api\/user\/(info|profile\/upload)/ });

  test('issue test 2: each nickname rule shows its message; a valid change works; a second change this month is refused with the next date; the api refuses the same inputs', async ({
    page,
    browser,
  }) => {
    await preferLanguage(page, 'ko');
    await page.setViewportSize(DESKTOP);

    // Another member holds a name first.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signUpNewMember(otherPage, uniqueEmail('nickname-holder'));
    const takenName = `Taken${unique()}`;
    expect((await patchInfo(otherPage, { nickname: takenName })).status).toBe(200);
    await other.close();

    await signUpNewMember(page, uniqueEmail('nickname'), 'ko');
    await openMyPage(page);
    const input = page.getByLabel('새 닉네임');
    const error = page.getByTestId('nickname-error');
    const submit = page.getByTestId('nickname-submit');

    for (const [value, message] of [
      ['ab', '닉네임은 3자 이상이어야 합니다.'],
      ['a'.repeat(21), '닉네임은 20자 이하여야 합니다.'],
      ['키즈 닉네임!', '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.'],
    ] as const) {
      await input.fill(value);
      // The keyboard submits as well as the button.
      await input.press('Enter');
      await expect(error).toHaveText(message);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    }

    // Someone else's name, in another letter case: the api's duplicate message after the confirmation.
    await input.fill(takenName.toLowerCase());
    await submit.click();
    const dialog = page.getByRole('dialog', { name: '닉네임을 변경할까요?' });
    await dialog.getByRole('button', { name: '변경' }).click();
    await expect(error).toHaveText('이미 사용 중인 닉네임입니다.');
    await expect(dialog).toBeHidden();

    // The api refuses the same inputs directly.
    for (const [nickname, status, code] of [
      ['ab', 400, 'NICKNAME_TOO_SHORT'],
      ['a'.repeat(21), 400, 'NICKNAME_TOO_LONG'],
      ['키즈 닉네임!', 400, 'NICKNAME_INVALID_CHARACTERS'],
      [takenName.toUpperCase(), 409, 'NICKNAME_DUPLICATE'],
    ] as const) {
      const answer = await patchInfo(page, { nickname });
      expect({ nickname, status: answer.status, code: answer.body.error.code }).toEqual({ nickname, status, code });
    }

    // A valid change, confirmed first (cancel keeps the name).
    const newName = `새이름${unique()}`;
    await input.fill(newName);
    await submit.click();
    // The particle follows the name's last letter or digit as read (the suffix is random).
    await expect(dialog).toContainText(`닉네임을 ${withParticle(newName, '으로/로')} 변경합니다.`);
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('profile-nickname')).not.toHaveText(newName);
    await submit.click();
    await dialog.getByRole('button', { name: '변경' }).click();
    await expect(page.getByTestId('profile-nickname')).toHaveText(newName);
    await expect(page.getByTestId('nickname-changed')).toHaveText(`닉네임을 ${withParticle(newName, '으로/로')} 변경했습니다.`);

    // A second change this month: refused, with the date it may change again (KST).
    const second = await patchInfo(page, { nickname: `다른이름${unique()}` });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('NICKNAME_CHANGE_TOO_SOON');
    const nextChangeAt = second.body.error.details?.nextChangeAt ?? '';
    const nextDate = kstDate(nextChangeAt);
    await expect(page.getByTestId('nickname-next-change')).toHaveText(`다음 변경 가능일: ${nextDate}`);
    await expect(input).toBeDisabled();
    await expect(submit).toBeDisabled();
    await page.reload();
    await settled(page);
    await expect(page.getByTestId('profile-nickname')).toHaveText(newName);
    await expect(page.getByTestId('nickname-next-change')).toHaveText(`다음 변경 가능일: ${nextDate}`);
    // The api still refuses bad input first, then the month rule.
    expect((await patchInfo(page, { nickname: 'ab' })).body.error.code).toBe('NICKNAME_TOO_SHORT');
    expect((await patchInfo(page, { nickname: newName })).body.error.code).toBe('NICKNAME_UNCHANGED');
  });

  test('issue test 3: a 10.5 MB image and a GIF renamed .png are refused; a valid PNG becomes the profile image', async ({ page }, testInfo) => {
    await preferLanguage(page, 'ko');
    await page.setViewportSize(MOBILE);
    const tinyPng = testInfo.outputPath('tiny.png');
    const gifAsPng = testInfo.outputPath('animated.png');
    const largePng = testInfo.outputPath('large.png');
    writeFileSync(tinyPng, TINY_PNG);
    writeFileSync(gifAsPng, TINY_GIF);
    const large = Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.alloc(Math.round(10.5 * 1024 * 1024))]);
    writeFileSync(largePng, large);

    await signUpNewMember(page, uniqueEmail('profile-image'), 'ko');
    await openMyPage(page);
    await noSidewaysScroll(page);
    await expect(page.getByTestId('profile-images-empty')).toBeVisible();
    const file = page.getByTestId('profile-image-input');
    const error = page.getByTestId('profile-image-error');

    // 10.5 MB: the page refuses before sending; the api refuses it too.
    await file.setInputFiles(largePng);
    await expect(error).toHaveText('이미지는 10MB 이하여야 합니다.');
    const upload = async (name: string, buffer: Buffer, mimeType: string) =>
      page.request.post('/api/user/profile/upload', {
        headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
        multipart: { image: { name, mimeType, buffer } },
      });
    const tooLarge = await upload('large.png', large, 'image/png');
    expect(tooLarge.status()).toBe(413);
    expect(((await tooLarge.json()) as Failure).error.code).toBe('IMAGE_TOO_LARGE');

    // A GIF named .png passes the name check, and the api refuses it by its bytes.
    await file.setInputFiles(gifAsPng);
    await expect(error).toHaveText('jpg, jpeg, png 파일만 올릴 수 있습니다.');
    const gif = await upload('animated.png', TINY_GIF, 'image/png');
    expect(gif.status()).toBe(415);
    expect(((await gif.json()) as Failure).error.code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    await expect(page.getByTestId('profile-images-empty')).toBeVisible();

    // A valid PNG becomes the profile image, served back as it was sent.
    await file.setInputFiles(tinyPng);
    await expect(page.getByTestId('profile-image-message')).toHaveText('새 프로필 이미지를 설정했습니다.');
    await expect(error).toBeHidden();
    const avatar = page.getByTestId('profile-card').getByRole('img', { name: /님의 프로필 이미지$/ });
    // Served under a random public id (32 hex digits), never the row's counter.
    await expect(avatar).toHaveAttribute('src', /^\/api\/user\/profile\/image\/[0-9a-f]{32}$/);
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    const src = (await avatar.getAttribute('src')) ?? '';
    const served = await page.request.get(src);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await served.body(), TINY_PNG)).toBe(0);
    // The new upload is the one chosen among the member's images.
    const chosen = page.getByTestId('profile-image-choices').locator('button[aria-pressed="true"]');
    await expect(chosen).toHaveCount(1);
    await expect(chosen.locator('img')).toHaveAttribute('src', src);
    await noSidewaysScroll(page);

    // It stays after a reload (the member's profile image), and the header-less mobile page still fits.
    await page.reload();
    await settled(page);
    await expect(page.getByTestId('profile-card').getByRole('img', { name: /님의 프로필 이미지$/ })).toHaveAttribute('src', src);
    await screenshots(page, testInfo, 'my-page');
  });
});
