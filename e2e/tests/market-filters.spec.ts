import type { CoinRevealResult, MarketRegisterResult, MyKey } from 'shared-contract';
import { giveGold, projectOnSale, verifyIdentity } from './commerce';
import { expect, fitsWidth, MOBILE, preferLanguage, setServerClock, settled, test } from './fixtures';
import { memberGet, memberPost, signInAsMember, signUpNewMember, uniqueEmail } from './session';

/** A member's POST that must succeed; answers its `data`. */
async function posted<T>(...args: Parameters<typeof memberPost>): Promise<T> {
  const { status, body } = await memberPost<T>(...args);
  expect([args[1], status]).toEqual([args[1], 200]);
  return body.data as T;
}

const DAY_MS = 24 * 60 * 60 * 1000;

test.describe('market filters', () => {
  test('issue 15: filters in the URL survive reload and back; the project shows its prices (en, 360 px)', async ({ page }) => {
    test.setTimeout(90_000);
    // A member buys two KEYs of a project, reveals them and, a day later, lists them at 300 and 700 Gold.
    await preferLanguage(page, 'en');
    await page.setViewportSize(MOBILE);
    const email = uniqueEmail('market-filters');
    const member = await signUpNewMember(page, email, 'en');
    await verifyIdentity(page, 'Lee Dahye');
    const odds = await projectOnSale(page, 2);
    await giveGold(page, member.id, odds.priceGold * 2);
    const bought = await posted<CoinRevealResult>(page, '/api/payment/coinReveal', { projectId: odds.projectId, quantity: 2, agreeRefundPolicy: true });
    for (const item of bought.items) await posted(page, `/api/reveal/${item.purchaseItemId}`, {});
    const [first, second] = (await memberGet<{ items: MyKey[] }>(page, '/api/key/my')).items;
    if (!first || !second) throw new Error('the member owns the two KEYs just bought');
    const listed: number[] = [];
    try {
      await setServerClock(page, { now: new Date(Date.now() + DAY_MS + 5 * 60_000).toISOString() });
      await signInAsMember(page, email);
      const cheap = (await posted<MarketRegisterResult>(page, '/api/market/register', { keyItemId: first.keyItemId, priceGold: 300 })).listing;
      listed.push(cheap.id);
      const dear = (await posted<MarketRegisterResult>(page, '/api/market/register', { keyItemId: second.keyItemId, priceGold: 700 })).listing;
      listed.push(dear.id);
      const card = (id: number) => page.locator(`a[href="/market/payment?listingId=${id}"]`);
      const project = page.getByLabel('Project', { exact: true });
      const minPrice = page.getByRole('textbox', { name: 'Price (Gold) minimum' });

      // The project, chosen from its counted option, goes to the URL; its prices show the floor.
      await page.goto('/shop?tab=market');
      await settled(page);
      await project.selectOption(String(odds.projectId));
      await expect(page).toHaveURL(`/shop?tab=market&project=${odds.projectId}`);
      await expect(card(cheap.id)).toBeVisible();
      await expect(card(dear.id)).toBeVisible();
      const panel = page.getByTestId('price-panel');
      await expect(panel.getByRole('heading', { name: 'Market prices of this project' })).toBeVisible();
      await expect(panel.getByTestId('price-floor')).toHaveText(/^\d[\d,]* Gold$/);
      await expect(page.getByTestId('market-browse-count')).toHaveText(/^Listed KEYs: \d+$/);
      // Each card shows its KEY design's floor (at most its own price) and last sale, within the 360 px grid.
      const figures = card(cheap.id).getByTestId('market-browse-design-prices');
      await expect(figures).toHaveText(/^Floor [\d,]+ Gold(Last sale [\d,]+ Gold|No sales yet)$/);
      const floor = Number((await figures.textContent())?.match(/^Floor ([\d,]+)/)?.[1]?.replaceAll(',', ''));
      expect(floor).toBeLessThanOrEqual(300);
      expect(await fitsWidth(page)).toBe(true);

      // A price range (keyboard: type, then Enter applies) narrows the list to 500 Gold and more.
      await minPrice.fill('500');
      await minPrice.press('Enter');
      await expect(page).toHaveURL(`/shop?tab=market&project=${odds.projectId}&pmin=500`);
      await expect(card(cheap.id)).toHaveCount(0);
      await expect(card(dear.id)).toBeVisible();
      expect(await fitsWidth(page)).toBe(true);

      // Reload: the same filters, choices and list.
      await page.reload();
      await settled(page);
      await expect(project).toHaveValue(String(odds.projectId));
      await expect(minPrice).toHaveValue('500');
      await expect(card(dear.id)).toBeVisible();
      await expect(card(cheap.id)).toHaveCount(0);

      // Back undoes one change at a time; Forward redoes it.
      await page.goBack();
      await expect(page).toHaveURL(`/shop?tab=market&project=${odds.projectId}`);
      await expect(minPrice).toHaveValue('');
      await expect(card(cheap.id)).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL('/shop?tab=market');
      await expect(project).toHaveValue('');
      await page.goForward();
      await page.goForward();
      await expect(page).toHaveURL(`/shop?tab=market&project=${odds.projectId}&pmin=500`);
      await expect(minPrice).toHaveValue('500');
      await expect(card(cheap.id)).toHaveCount(0);
      await expect(card(dear.id)).toBeVisible();
    } finally {
      for (const id of listed) await posted(page, `/api/market/register/cancel/${id}`, {});
      await setServerClock(page, { reset: true });
    }
  });
});
