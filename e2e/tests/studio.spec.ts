import type { MainPage, MyKey, StudioProject } from 'shared-contract';
import { giveGold, verifyIdentity } from './commerce';
import { apiData, expect, fitsWidth, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';
import { accessTokenOf, memberGet, NEW_MEMBER_CABINET_PASSWORD, signUpNewMember, uniqueEmail } from './session';
import { staffBrowser } from './termination';

/** A KST wall-clock time as a `datetime-local` input takes it (`YYYY-MM-DDTHH:mm`). */
const kstInput = (instant: Date) => new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 16);

test.describe('the catalogue studio', () => {
  test('an editor drafts a project with two KEY designs, previews it, publishes it; a member finds it on /main, buys a KEY and sees it revealed and in the cabinet', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const title = { ko: `스튜디오 프로젝트 ${stamp}`, en: `Studio project ${stamp}` };
    const designs = [
      { ko: `첫 번째 카드 ${stamp}`, en: `First card ${stamp}`, rarity: 'rare', supply: '20' },
      { ko: `두 번째 카드 ${stamp}`, en: `Second card ${stamp}`, rarity: 'common', supply: '30' },
    ];

    // The editor: the console shows the studio alone.
    const { page: editor, context, errors } = await staffBrowser(browser, 'editor@keys.local', 'en');
    await editor.goto('/refund/console');
    const tabs = editor.getByRole('tablist', { name: 'Console sections' });
    await expect(tabs.getByRole('tab', { name: 'Catalogue studio' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab')).toHaveCount(1);
    await settled(editor);

    const studio = editor.getByTestId('studio');
    await studio.getByTestId('studio-new-project').click();
    const form = studio.getByTestId('studio-project-form');
    await form.getByLabel('Title (Korean)').fill(title.ko);
    await form.getByLabel('Title (English)').fill(title.en);
    await form.getByLabel('Creator (Korean)').fill('스튜디오 작가');
    await form.getByLabel('Creator (English)').fill('Studio Artist');
    await form.getByLabel('Description (Korean)').fill('스튜디오에서 만든 프로젝트입니다.');
    await form.getByLabel('Description (English)').fill('A project made in the studio.');
    await form.getByLabel('Webtoon collection').selectOption({ index: 1 });
    await form.getByLabel('Theme collection').selectOption({ index: 1 });
    await form.getByLabel('Price (Gold)').fill('100');
    await form.getByLabel('Price (US dollars)').fill('0.99');
    await form.getByLabel('Sale starts (KST)').fill(kstInput(new Date(Date.now() - 3_600_000)));
    await form.getByTestId('studio-project-submit').click();
    await expect(studio.getByTestId('studio-notice')).toContainText(`Draft “${title.en}” created.`);
    const projectId = Number(new URL(editor.url()).searchParams.get('studioProject'));
    expect(projectId).toBeGreaterThan(0);

    // A draft is invisible to members and visitors.
    expect((await page.request.get(`/api/project?id=${projectId}`)).status()).toBe(404);

    await studio.getByRole('tab', { name: /^KEY designs/ }).click();
    for (const design of designs) {
      await studio.getByTestId('studio-add-design').click();
      const dialog = editor.getByRole('dialog', { name: 'Add a KEY design' });
      await dialog.getByLabel('Name (Korean)').fill(design.ko);
      await dialog.getByLabel('Name (English)').fill(design.en);
      await dialog.getByLabel('Description (Korean)').fill(`${design.ko} 설명`);
      await dialog.getByLabel('Description (English)').fill(`About ${design.en}`);
      await dialog.getByLabel('Rarity').selectOption(design.rarity);
      await dialog.getByLabel('Supply').fill(design.supply);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(studio.getByTestId('studio-designs-outcome')).toHaveText(`“${design.en}” added.`);
    }
    // The odds members see follow from the supply: 20 and 30 of 50.
    await expect(studio.getByTestId('studio-design-odds')).toHaveText(['40.00%', '60.00%']);

    await studio.getByRole('tab', { name: 'Preview' }).click();
    await expect(studio.getByTestId('studio-preview-ko')).toContainText(title.ko);
    await expect(studio.getByTestId('studio-preview-en')).toContainText(title.en);
    await expect(studio.getByTestId('studio-preview-en').getByTestId('studio-preview-key')).toHaveCount(2);
    await screenshots(editor, testInfo, 'studio-preview');

    await studio.getByRole('tab', { name: 'Publish' }).click();
    await studio.getByRole('button', { name: 'Publish now' }).click();
    await editor.getByRole('dialog', { name: 'Publish now?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(studio.getByTestId('studio-publish-status')).toContainText('Members have seen it since');
    const published = await memberGet<StudioProject>(editor, `/api/studio/projects/${projectId}`);
    expect(published.status).toBe('PUBLISHED');
    expect(errors).toEqual([]);
    await context.close();

    // A member, in English at 360 px: finds it on /main, buys one KEY with Gold, reveals it.
    await preferLanguage(page, 'en');
    await page.setViewportSize(MOBILE);
    const member = await signUpNewMember(page, uniqueEmail('studio-buyer'), 'en');
    await verifyIdentity(page, 'Park Jiwoo');
    await giveGold(page, member.id, 100);
    const main = await apiData<MainPage>(page, '/api/main');
    expect(main.webtoons.flatMap((group) => group.projects).map((project) => project.id)).toContain(projectId);

    await page.goto('/main');
    await settled(page);
    await page.getByTestId('project-card').filter({ hasText: title.en }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/project' && url.searchParams.get('id') === String(projectId));
    await settled(page);
    const panel = page.getByTestId('buy-panel');
    await expect(panel.getByTestId('buy-odds-row')).toHaveCount(2);
    await panel.getByTestId('buy-agree-refund').check();
    await panel.getByTestId('buy-submit').click();
    await expect(page).toHaveURL(/\/reveal\?purchaseId=\d+$/);
    await settled(page);
    await page.getByTestId('reveal-button').click();
    const card = page.getByTestId('reveal-card');
    await expect(card).toHaveAttribute('data-revealed', 'true');
    await expect(card).toContainText(new RegExp(`${designs[0]?.en}|${designs[1]?.en}`));
    await screenshots(page, testInfo, 'studio-reveal');

    const designIds = published.designs.map((design) => design.id);
    const mine = await page.request.get('/api/key/my', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
    const owned = ((await mine.json()) as { data: { items: MyKey[] } }).data.items;
    expect(owned).toHaveLength(1);
    await page.goto('/cabinet');
    await settled(page);
    await page.getByRole('textbox', { name: 'Cabinet password' }).fill(NEW_MEMBER_CABINET_PASSWORD);
    await page.getByRole('button', { name: 'Open the cabinet' }).click();
    const key = page.getByTestId('cabinet-key');
    await expect(key).toHaveCount(1);
    await expect(key.getByTestId('cabinet-key-name')).toHaveText(new RegExp(`${designs[0]?.en}|${designs[1]?.en}`));
    const href = await key.getByRole('link').getAttribute('href');
    expect(designIds).toContain(Number(new URL(href ?? '', 'http://x').searchParams.get('id')));
    expect(await fitsWidth(page)).toBe(true);
  });

  test('an editor at 360 px in Korean: the studio fits the phone, a draft is made, a rule the form breaks is said in Korean, and members do not see the draft', async ({
    page,
    browser,
  }, testInfo) => {
    const stamp = Date.now().toString(36);
    const { page: editor, context, errors } = await staffBrowser(browser, 'editor@keys.local', 'ko');
    await editor.setViewportSize(MOBILE);
    await editor.goto('/refund/console');
    await expect(editor.getByRole('tab', { name: '카탈로그 스튜디오' })).toHaveAttribute('aria-selected', 'true');
    await settled(editor);
    const studio = editor.getByTestId('studio');
    await studio.getByTestId('studio-new-project').click();
    const form = studio.getByTestId('studio-project-form');
    await form.getByLabel('제목 (한국어)').fill(`모바일 초안 ${stamp}`);
    await form.getByLabel('제목 (영어)').fill(`Mobile draft ${stamp}`);
    await form.getByLabel('크리에이터 (한국어)').fill('모바일 작가');
    await form.getByLabel('크리에이터 (영어)').fill('Mobile Artist');
    await form.getByLabel('소개 (한국어)').fill('휴대폰에서 만든 초안입니다.');
    await form.getByLabel('소개 (영어)').fill('A draft made on a phone.');
    await form.getByLabel('웹툰 컬렉션').selectOption({ index: 1 });
    await form.getByLabel('테마 컬렉션').selectOption({ index: 1 });
    await form.getByLabel('가격 (골드)').fill('300');
    await form.getByLabel('가격 (US 달러)').fill('2.97');
    await form.getByLabel('판매 시작 (KST)').fill(kstInput(new Date(Date.now() + 7 * 86_400_000)));
    expect(await fitsWidth(editor)).toBe(true);
    await form.getByTestId('studio-project-submit').click();
    await expect(studio.getByTestId('studio-notice')).toContainText(`“모바일 초안 ${stamp}” 초안을 만들었습니다.`);
    const projectId = Number(new URL(editor.url()).searchParams.get('studioProject'));

    await studio.getByRole('tab', { name: /^KEY 디자인/ }).click();
    await studio.getByTestId('studio-add-design').click();
    const dialog = editor.getByRole('dialog', { name: 'KEY 디자인 추가' });
    await dialog.getByLabel('이름 (한국어)').fill(`모바일 카드 ${stamp}`);
    await dialog.getByLabel('이름 (영어)').fill(`Mobile card ${stamp}`);
    await dialog.getByLabel('설명 (한국어)').fill('휴대폰 카드');
    await dialog.getByLabel('설명 (영어)').fill('A phone card');
    await dialog.getByLabel('발행 수량').fill('0');
    await dialog.getByRole('button', { name: '추가', exact: true }).click();
    await expect(dialog.getByText('1 이상이어야 합니다.')).toBeVisible();
    await dialog.getByLabel('발행 수량').fill('5');
    await dialog.getByRole('button', { name: '추가', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(studio.getByTestId('studio-design')).toHaveCount(1);
    await expect(studio.getByTestId('studio-design-odds')).toHaveText('100.00%');
    expect(await fitsWidth(editor)).toBe(true);
    await screenshots(editor, testInfo, 'studio-designs-ko');

    // Still a draft: nobody else sees it.
    expect((await page.request.get(`/api/project?id=${projectId}`)).status()).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });
});
