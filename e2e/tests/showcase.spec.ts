import type { Page } from '@playwright/test';
import type { CoinRevealResult, MyShowcase, RevealTotal } from 'shared-contract';
import { giveGold, projectOnSale, verifyIdentity } from './commerce';
import { baseURL, DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';
import { memberGet, memberPost, signUpNewMember, uniqueEmail } from './session';
import { memberApi } from './termination';

/** A verified adult member (verified through the English pages) who bought `quantity` KEYs of one project with Gold (through the api). */
async function buyerWithPurchase(page: Page, label: string, quantity: number) {
  const member = await signUpNewMember(page, uniqueEmail(label), 'en');
  await verifyIdentity(page, 'Park Jiwoo');
  const odds = await projectOnSale(page, quantity);
  await giveGold(page, member.id, odds.priceGold * quantity);
  const bought = await memberPost<CoinRevealResult>(page, '/api/payment/coinReveal', { projectId: odds.projectId, quantity, agreeRefundPolicy: true });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  return { member, purchaseId: bought.body.data?.purchaseId ?? 0 };
}

/** The og and twitter tags of a served page's head, as a crawler reads them. */
async function headTags(page: Page, path: string, language: 'ko' | 'en') {
  const response = await page.request.get(path, { headers: { 'accept-language': language } });
  const html = await response.text();
  const content = (attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  return {
    status: response.status(),
    title: content('property', 'og:title'),
    description: content('property', 'og:description'),
    image: content('property', 'og:image'),
    url: content('property', 'og:url'),
    twitterCard: content('name', 'twitter:card'),
  };
}

test.describe('reveal all and the public showcase (issue 15 B)', () => {
  test('reveal all of a 3-KEY purchase with one button, see them on the total, share one (en, 360 px)', async ({ page, context }, testInfo) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await preferLanguage(page, 'en');
    await page.setViewportSize(MOBILE);
    const { purchaseId } = await buyerWithPurchase(page, 'reveal-all', 3);

    await page.goto(`/reveal?purchaseId=${purchaseId}`);
    await settled(page);
    await expect(page.getByTestId('reveal-left')).toHaveText('3 KEYs left to reveal');
    const revealAll = page.getByRole('button', { name: 'Reveal all 3 left' });
    await expect(revealAll).toBeVisible();
    await screenshots(page, testInfo, 'reveal-all');
    await revealAll.click();

    await expect(page).toHaveURL(new RegExp(`/reveal/total\\?purchaseId=${purchaseId}$`));
    await settled(page);
    const items = page.getByTestId('reveal-total-item');
    await expect(items).toHaveCount(3);
    for (let index = 0; index < 3; index += 1) await expect(items.nth(index).getByRole('link')).toHaveAttribute('href', /^\/key\/details\?id=\d+$/);
    await expect(page.getByRole('link', { name: 'Continue revealing' })).toHaveCount(0);
    const total = await memberGet<RevealTotal>(page, `/api/reveal/total?purchaseId=${purchaseId}`);
    expect(total.items.map((item) => item.revealed)).toEqual([true, true, true]);
    expect(await memberGet<{ items: Array<{ purchaseId: number }> }>(page, '/api/reveal/pending')).toEqual({ items: [] });

    // Share the first KEY: no share sheet in this browser, so its share page's link is copied, and the page says so.
    const first = items.first();
    const designId = total.items[0]?.key?.id ?? 0;
    await first.getByTestId('reveal-share').click();
    await expect(first.getByTestId('reveal-share-outcome')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/key?id=${designId}`);
    // The shared page carries the KEY's preview image for link previews.
    const shared = await headTags(page, `/key?id=${designId}`, 'en');
    expect(shared.image).toBe(`${baseURL}/api/art/key/${designId}.png`);
    // Measured at 360 px before the screenshots move the viewport to 1280 px and back.
    expect(await fitsWidth(page)).toBe(true);
    await screenshots(page, testInfo, 'reveal-all-total');
  });

  test('a member publishes two of three KEYs; a signed-out visitor sees exactly those at /collector/<nickname> (with og tags); switched off, it is not found (ko 1280 px, en 360 px)', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await preferLanguage(page, 'en');
    await page.setViewportSize(DESKTOP);
    const { purchaseId } = await buyerWithPurchase(page, 'showcase', 3);
    // The member then uses Korean, on the account and on this device.
    expect((await memberApi(page, 'PUT', '/api/user/ko')).status).toBe(200);
    await page.evaluate((lang) => {
      window.localStorage.setItem('i18nextLng', lang);
      document.cookie = `keys-lang=${lang}; path=/`;
    }, 'ko');
    const revealed = await memberPost<RevealTotal>(page, `/api/reveal/purchase/${purchaseId}/all`, {});
    expect(revealed.status).toBe(200);
    const keys = revealed.body.data?.items ?? [];
    const nickname = (await memberGet<MyShowcase>(page, '/api/showcase/mine')).nickname ?? '';
    expect(nickname).not.toBe('');

    // Off by default: nobody sees a showcase yet.
    const before = await page.request.get(`/api/showcase/collector/${encodeURIComponent(nickname)}`, { headers: { 'accept-language': 'en' } });
    expect(before.status()).toBe(404);
    expect((await before.json()) as unknown).toMatchObject({ result: 'FAIL', error: { code: 'SHOWCASE_NOT_FOUND' } });

    // From the cabinet's Showcase page: choose the first and the third KEY, switch it on, save.
    await page.goto('/cabinet/showcase');
    await settled(page);
    const enabled = page.getByRole('checkbox', { name: '쇼케이스 공개' });
    await expect(enabled).not.toBeChecked();
    const [first, second, third] = keys;
    const choice = (item: (typeof keys)[number] | undefined) =>
      page.getByRole('checkbox', { name: `${item?.key?.name.ko ?? ''} #${item?.serialNo ?? 0} 공개` });
    await choice(first).check();
    await choice(third).check();
    await expect(page.getByTestId('showcase-chosen-count')).toHaveText('2개 선택됨');
    await enabled.check();
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByTestId('showcase-message')).toHaveText('쇼케이스를 저장했습니다.');
    await expect(page.getByTestId('showcase-link')).toHaveText(`${baseURL}/collector/${nickname}`);
    await screenshots(page, testInfo, 'showcase-settings');

    // A signed-out visitor, on a phone, in English.
    const visitorContext = await browser.newContext({ baseURL, locale: 'en-US' });
    try {
      const visitor = await visitorContext.newPage();
      await preferLanguage(visitor, 'en');
      await visitor.setViewportSize(MOBILE);
      await visitor.goto(`/collector/${nickname}`);
      await settled(visitor);
      await expect(visitor.getByRole('heading', { level: 1, name: `${nickname}’s showcase` })).toBeVisible();
      await expect(visitor.getByTestId('collector-nickname')).toHaveText(nickname);
      const shown = visitor.getByTestId('collector-key');
      await expect(shown).toHaveCount(2);
      // Exactly the published two, in their order (a design and its serial name one KEY): not the second.
      await expect(shown.getByTestId('collector-key-name')).toHaveText([first?.key?.name.en ?? '', third?.key?.name.en ?? '']);
      await expect(shown.getByTestId('showcase-key-meta')).toHaveText([new RegExp(`#${first?.serialNo ?? 0}$`), new RegExp(`#${third?.serialNo ?? 0}$`)]);
      const published = await visitor.request.get(`/api/showcase/collector/${encodeURIComponent(nickname)}`);
      const publishedIds = ((await published.json()) as { data: { items: Array<{ keyItemId: number }> } }).data.items.map((item) => item.keyItemId);
      expect(publishedIds).toEqual([first?.keyItemId, third?.keyItemId]);
      expect(publishedIds).not.toContain(second?.keyItemId);
      // Nothing else of the cabinet: no Gold, no e-mail.
      await expect(visitor.locator('main')).not.toContainText('Gold');
      await expect(visitor.locator('main')).not.toContainText('@example.com');
      expect(await fitsWidth(visitor)).toBe(true);
      await screenshots(visitor, testInfo, 'collector');

      // The served HTML carries the showcase's preview, the first published KEY's art as the image.
      const og = await headTags(visitor, `/collector/${nickname}`, 'en');
      expect(og).toEqual({
        status: 200,
        title: `${nickname}’s showcase`,
        description: `2 KEYs published by ${nickname}`,
        image: `${baseURL}/api/art/key/${first?.key?.id ?? 0}.png`,
        url: `${baseURL}/collector/${nickname}`,
        twitterCard: 'summary_large_image',
      });

      // The member switches it off: the page is not found, and so is the api's answer.
      await enabled.uncheck();
      await page.getByRole('button', { name: '저장' }).click();
      await expect(page.getByTestId('showcase-message')).toHaveText('쇼케이스를 저장했습니다. 지금은 비공개입니다.');
      await visitor.reload();
      await settled(visitor);
      await expect(visitor.getByTestId('collector-not-found')).toContainText('There is no public showcase here.');
      await expect(visitor.getByTestId('collector-key')).toHaveCount(0);
      const off = await headTags(visitor, `/collector/${nickname}`, 'en');
      expect([off.status, off.title]).toEqual([404, null]);
    } finally {
      await visitorContext.close();
    }
  });
});
