import type { ProjectSummary, Promotion, PromotionDetail, ShopList } from 'shared-contract';
import { apiData, DESKTOP, expect, MOBILE, screenshots, settled, test } from './fixtures';
import { signUpNewMember } from './session';

const titlesOf = (list: ShopList) => list.items.map((project: ProjectSummary) => project.title.ko);

test.describe('shop, promotions and likes', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`the shop lists the projects on sale; sort and filter change the list (${viewport.width} px)`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      const newest = await apiData<ShopList>(page, '/api/shop');
      expect(newest.items.length, 'projects on sale in the seed').toBeGreaterThanOrEqual(3);
      const byPrice = await apiData<ShopList>(page, '/api/shop?sort=price_asc');

      await page.goto('/shop');
      const cards = page.getByRole('list', { name: '판매 중인 프로젝트' }).getByTestId('shop-card');
      await expect(cards.getByTestId('shop-title').first()).toHaveText(titlesOf(newest)[0] ?? '');
      await expect(cards).toHaveCount(newest.items.length);
      await expect(cards.first().getByTestId('shop-price')).toContainText('골드');
      await settled(page);
      if (viewport === MOBILE) await screenshots(page, testInfo, 'shop');

      await page.getByRole('combobox', { name: '정렬' }).selectOption('price_asc');
      await expect(page).toHaveURL(/\/shop\?sort=price_asc$/);
      await expect(cards.getByTestId('shop-title')).toHaveText(titlesOf(byPrice));

      const webtoonId = newest.items[0]?.webtoonId ?? 0;
      const filtered = await apiData<ShopList>(page, `/api/shop?sort=price_asc&webtoonId=${webtoonId}`);
      await page.getByRole('combobox', { name: '웹툰' }).selectOption(String(webtoonId));
      await expect(page).toHaveURL(new RegExp(`/shop\\?sort=price_asc&webtoon=${webtoonId}$`));
      await expect(cards.getByTestId('shop-title')).toHaveText(titlesOf(filtered));

      // The URL is shareable: a fresh load shows the same list.
      await page.reload();
      await expect(page.getByRole('combobox', { name: '웹툰' })).toHaveValue(String(webtoonId));
      await expect(cards.getByTestId('shop-title')).toHaveText(titlesOf(filtered));

      await page.getByRole('button', { name: '필터 초기화' }).first().click();
      await expect(page).toHaveURL(/\/shop\?sort=price_asc$/);
      await expect(cards).toHaveCount(byPrice.items.length);
    });
  }

  test('the main page shows what is on sale, and a promotion links to its projects', async ({ page }, testInfo) => {
    const onSale = await apiData<ShopList>(page, '/api/shop?limit=6');
    await page.goto('/main');
    const section = page.getByRole('region', { name: '지금 판매 중' });
    await expect(section.getByTestId('shop-card')).toHaveCount(onSale.items.length);

    const promotions = await apiData<Promotion[]>(page, '/api/promotion');
    const promotion = promotions[0];
    if (!promotion) throw new Error('no promotion');
    const detail = await apiData<PromotionDetail>(page, `/api/promotion?id=${promotion.id}`);
    await page.goto('/promotion');
    await expect(page.getByTestId('promotion-card')).toHaveCount(promotions.length);
    await page.getByTestId('promotion-card').first().click();
    await expect(page).toHaveURL(new RegExp(`/promotion\\?id=${promotion.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: promotion.title.ko })).toBeVisible();
    const projects = page.getByRole('list', { name: '프로모션 프로젝트' }).getByTestId('project-card');
    await expect(projects).toHaveCount(detail.projects.length);
    await settled(page);
    await screenshots(page, testInfo, 'promotion');
    const first = detail.projects[0];
    if (!first) throw new Error('no project in the promotion');
    await projects.first().click();
    await expect(page).toHaveURL(new RegExp(`/project\\?id=${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title.ko })).toBeVisible();
  });

  test('a member likes a KEY and a project, and they stay liked after a reload', async ({ page }) => {
    await signUpNewMember(page);
    for (const path of ['/key/details?id=2', '/project?id=2']) {
      await page.goto(path);
      const heart = page.getByTestId('like-button');
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      const before = Number((await heart.getByTestId('like-count').textContent())?.replace(/\D/g, ''));
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(heart.getByTestId('like-count')).toHaveText(`좋아요 ${before + 1}`);
      await settled(page);
      await page.reload();
      await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('like-count')).toHaveText(`좋아요 ${before + 1}`);
    }
  });

  test("a visitor's like sends to sign-in and back", async ({ page }) => {
    await page.goto('/key/details?id=3');
    const heart = page.getByTestId('like-button');
    await expect(heart).toBeEnabled();
    await heart.click();
    await expect(page).toHaveURL((url) => url.pathname === '/user/login' && url.searchParams.get('callbackUrl') === '/key/details?id=3');
  });
});
