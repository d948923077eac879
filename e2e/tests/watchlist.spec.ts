import type { CoinRevealResult, MarketPrices, MarketRegisterResult, MyKey, Notification, Page as ApiPage } from 'shared-contract';
import type { Page } from '@playwright/test';
import { giveGold, projectOnSale, verifyIdentity } from './commerce';
import { baseURL, DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, screenshots, setServerClock, settled, test } from './fixtures';
import { memberGet, memberPost, signInAsMember, signUpNewMember, uniqueEmail } from './session';

const ALERT_PRICE = 1_000;
const ABOVE = 1_500;
const UNDER = 900;

const watchNotes = async (page: Page) => (await memberGet<ApiPage<Notification>>(page, '/api/alarm')).items.filter((note) => note.type === 'WATCH');

test.describe('watchlist', () => {
  test('issue 15: B watches a KEY design with a price on /key/details (ko, 360 px); A’s listing above it says nothing, one under it notifies B (not A, who watches the project), and B’s watchlist shows the new floor', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Member A, in English at 1280 px, owns one revealed KEY bought with Gold.
    await setServerClock(page, { reset: true });
    await preferLanguage(page, 'en');
    await page.setViewportSize(DESKTOP);
    const emailA = uniqueEmail('watch-seller');
    const memberA = await signUpNewMember(page, emailA, 'en');
    await verifyIdentity(page, 'Han Jiwoo');
    const odds = await projectOnSale(page, 1);
    await giveGold(page, memberA.id, odds.priceGold);
    const bought = await memberPost<CoinRevealResult>(page, '/api/payment/coinReveal', { projectId: odds.projectId, quantity: 1, agreeRefundPolicy: true });
    expect(bought.status).toBe(200);
    expect((await memberPost(page, `/api/reveal/${bought.body.data?.items[0]?.purchaseItemId}`, {})).status).toBe(200);
    const [owned] = (await memberGet<{ items: MyKey[] }>(page, '/api/key/my')).items;
    if (!owned) throw new Error('A owns the KEY just bought');
    const designId = owned.key.id;

    // The KEY is locked for a day after A got it: the refusal says until when; the server clock moves just past it.
    const locked = await memberPost(page, '/api/market/register', { keyItemId: owned.keyItemId, priceGold: ABOVE });
    expect([locked.status, locked.body.error?.code]).toEqual([409, 'KEY_LOCKED_FOR_SALE']);
    const unlocksAt = locked.body.error?.details?.unlocksAt;
    if (!unlocksAt) throw new Error('the refusal names when the KEY unlocks');
    await setServerClock(page, { now: new Date(new Date(unlocksAt).getTime() + 60_000).toISOString() });
    const contexts: { close: () => Promise<void> }[] = [];
    try {
      // A visitor sees Watch on /key/details; it leads to sign-in, which will come back to the same page.
      const visitorContext = await browser.newContext({ baseURL, viewport: MOBILE });
      contexts.push(visitorContext);
      const visitor = await visitorContext.newPage();
      await preferLanguage(visitor, 'en');
      await visitor.goto(`/key/details?id=${designId}`);
      await settled(visitor);
      await visitor
        .getByTestId('watch-control')
        .getByRole('button', { name: `Watch ${owned.key.name.en}` })
        .click();
      await expect(visitor).toHaveURL(`/user/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl: `/key/details?id=${designId}` })}`);

      await signInAsMember(page, emailA);

      // A watches the whole project from its page, with no price (every new listing).
      await page.goto(`/project?id=${owned.key.projectId}`);
      await settled(page);
      const projectControl = page.getByTestId('watch-control');
      await projectControl.getByRole('button', { name: `Watch ${owned.key.projectTitle.en}` }).click();
      await projectControl.getByRole('button', { name: 'Add to watchlist' }).click();
      await expect(projectControl.getByTestId('watch-alert')).toHaveText('Alert on every new listing');
      await expect(projectControl.getByTestId('watch-message')).toHaveText('Added to your watchlist.');

      // Member B, in Korean at 360 px, watches the KEY's design at 1,000 Gold from /key/details (a bad price is refused first).
      const contextB = await browser.newContext({ baseURL, viewport: MOBILE });
      contexts.push(contextB);
      const b = await contextB.newPage();
      await preferLanguage(b, 'ko');
      await signUpNewMember(b, uniqueEmail('watcher'), 'ko');
      await b.goto(`/key/details?id=${designId}`);
      await settled(b);
      const control = b.getByTestId('watch-control');
      await control.getByRole('button', { name: `${owned.key.name.ko} 관심 등록` }).click();
      const price = control.getByLabel('알림 가격 (골드, 선택)');
      await price.fill('5');
      await control.getByRole('button', { name: '관심 목록에 추가' }).click();
      await expect(control.getByTestId('watch-price-error')).toHaveText('알림 가격은 비워 두거나 10골드 이상 1,000,000골드 이하로 입력해 주세요.');
      await price.fill(String(ALERT_PRICE));
      await control.getByRole('button', { name: '관심 목록에 추가' }).click();
      await expect(control.getByTestId('watch-alert')).toHaveText('1,000 골드 이하로 등록되면 알림');
      const box = await control.getByRole('button', { name: `${owned.key.name.ko} 알림 가격 변경` }).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(await fitsWidth(b)).toBe(true);

      // A lists above B's price: B hears nothing (A watches the project, but is the seller).
      const above = await memberPost<MarketRegisterResult>(page, '/api/market/register', { keyItemId: owned.keyItemId, priceGold: ABOVE });
      expect(above.status, JSON.stringify(above.body)).toBe(200);
      expect(await watchNotes(b)).toEqual([]);

      // A lists again under it: B gets one WATCH notification linking to the KEY; A, the seller, none.
      expect((await memberPost(page, `/api/market/register/cancel/${above.body.data?.listing.id}`, {})).status).toBe(200);
      const under = await memberPost<MarketRegisterResult>(page, '/api/market/register', { keyItemId: owned.keyItemId, priceGold: UNDER });
      expect(under.status, JSON.stringify(under.body)).toBe(200);
      const serial = `#${owned.serialNo}`;
      expect((await watchNotes(b)).map((note) => [note.title.ko, note.body.ko, note.linkUrl])).toEqual([
        ['관심 KEY 판매 등록', `${owned.key.name.ko} ${serial} KEY가 900골드에 판매 등록되었습니다.`, `/key/details?id=${designId}`],
      ]);
      expect(await watchNotes(page)).toEqual([]);

      // B sees it in /my/notifications.
      await b.goto('/my/notifications');
      await settled(b);
      const note = b.getByTestId('notification').filter({ hasText: '관심 KEY 판매 등록' });
      await expect(note).toHaveCount(1);
      await expect(note.getByTestId('notification-type')).toHaveText('관심 목록');
      await expect(note).toContainText(`${owned.key.name.ko} ${serial} KEY가 900골드에 판매 등록되었습니다.`);

      // B's watchlist shows the new floor, the number listed and the link to the market filtered on the design.
      await b.goto('/market/watchlist');
      await settled(b);
      await expect(b.getByRole('heading', { level: 1 })).toHaveText('관심 목록');
      const row = b.getByTestId('watch-row');
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('watch-name')).toHaveText(owned.key.name.ko);
      // The market's own figures (other journeys may list this design too): the floor is at most A's 900.
      const prices = await memberGet<MarketPrices>(b, `/api/market/prices?keyDesignId=${designId}`);
      expect(prices.floorGold).toBeLessThanOrEqual(UNDER);
      await expect(row.getByTestId('price-floor')).toHaveText(`${(prices.floorGold ?? 0).toLocaleString('en-US')} 골드`);
      await expect(row.getByTestId('price-listed')).toHaveText(`${prices.listedCount}개`);
      await expect(row.getByTestId('watch-market-link')).toHaveAttribute('href', `/shop?tab=market&key=${designId}`);
      expect(await fitsWidth(b)).toBe(true);
      await screenshots(b, testInfo, 'watchlist-ko');

      // A's watchlist (en, desktop) shows the project with the same floor.
      await page.goto('/market/watchlist');
      await settled(page);
      const rowA = page.getByTestId('watch-row');
      await expect(rowA.getByTestId('watch-name')).toHaveText(owned.key.projectTitle.en);
      const projectPrices = await memberGet<MarketPrices>(page, `/api/market/prices?projectId=${owned.key.projectId}`);
      expect(projectPrices.floorGold).toBeLessThanOrEqual(UNDER);
      await expect(rowA.getByTestId('price-floor')).toHaveText(`${(projectPrices.floorGold ?? 0).toLocaleString('en-US')} Gold`);
      await expect(rowA.getByTestId('watch-alert')).toHaveText('Alert on every new listing');
    } finally {
      await setServerClock(page, { reset: true });
      for (const context of contexts) await context.close();
    }
  });
});
