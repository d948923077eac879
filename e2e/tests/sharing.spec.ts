import type { OpenGraph } from 'shared-contract';
import { projectOnSale } from './commerce';
import { apiData, baseURL, DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';

const unescape = (value: string | undefined) =>
  (value ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const metaOf = (html: string, attribute: 'property' | 'name', name: string) =>
  unescape(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(/<head>([\s\S]*)<\/head>/i.exec(html)?.[1] ?? '')?.[1]);

test.describe('sharing a KEY (issue test 4)', () => {
  test("the open-graph answer and the served page head have the KEY's title and image; the image is served", async ({ page }) => {
    const project = await projectOnSale(page, 0);
    const [key] = project.keys;
    if (!key) throw new Error('a KEY expected');
    const og = await apiData<OpenGraph>(page, `/api/sharing/open-graph?url=${encodeURIComponent(`/key?id=${key.keyId}`)}`);
    expect(og.title).toContain(key.name.ko);
    expect(og.image).toBe(`${baseURL}/api/art/key/${key.keyId}.png`);
    expect(og.url).toBe(`${baseURL}/key?id=${key.keyId}`);
    const image = await page.request.get(og.image);
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    // A PNG (crawlers do not show SVG): the 300 × 420 KEY card at twice its size.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 840]);

    const english = (await (await page.request.get(`/api/sharing/open-graph?keyId=${key.keyId}`, { headers: { 'accept-language': 'en' } })).json()) as {
      data: OpenGraph;
    };
    expect(english.data.title).toContain(key.name.en);

    // A crawler: no scripts, any Accept header.
    for (const path of [`/key?id=${key.keyId}`, `/share?keyId=${key.keyId}`]) {
      const response = await page.request.get(path, { headers: { 'user-agent': 'facebookexternalhit/1.1', accept: '*/*' } });
      expect(response.ok()).toBe(true);
      const html = await response.text();
      expect(metaOf(html, 'property', 'og:title')).toBe(og.title);
      expect(metaOf(html, 'property', 'og:image')).toBe(og.image);
      expect(metaOf(html, 'property', 'og:url')).toBe(og.url);
      expect(metaOf(html, 'property', 'og:description')).toBe(og.description);
      expect(metaOf(html, 'name', 'twitter:card')).toBe('summary_large_image');
    }
  });

  for (const { viewport, language } of [
    { viewport: MOBILE, language: 'ko' },
    { viewport: DESKTOP, language: 'en' },
  ] as const) {
    test(`the share page renders the KEY at ${viewport.width} px (${language})`, async ({ page }, testInfo) => {
      await preferLanguage(page, language);
      const project = await projectOnSale(page, 0);
      const [key] = project.keys;
      if (!key) throw new Error('a KEY expected');
      await page.setViewportSize(viewport);
      await page.goto(`/share?keyId=${key.keyId}`);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: key.name[language] })).toBeVisible();
      await expect(page.getByRole('img', { name: key.name[language] })).toBeVisible();
      await expect(page.getByRole('link', { name: language === 'ko' ? 'KEY 상세 보기' : 'View KEY details' })).toHaveAttribute(
        'href',
        `/key/details?id=${key.keyId}`,
      );
      await expect(page.getByRole('button', { name: language === 'ko' ? '링크 복사' : 'Copy link' })).toBeVisible();
      expect(await fitsWidth(page)).toBe(true);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/api/art/key/${key.keyId}.png`);
      if (viewport === DESKTOP) await screenshots(page, testInfo, 'share');

      await page.goto(`/key?id=${key.keyId}`);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: key.name[language] })).toBeVisible();
      expect(await fitsWidth(page)).toBe(true);
    });
  }
});
