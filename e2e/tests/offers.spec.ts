import type { Browser, Page } from '@playwright/test';
import type { CoinInfo, CoinRevealResult, MyKey, Notification, Page as ApiPage } from 'shared-contract';
import { giveGold, projectOnSale, verifyIdentity } from './commerce';
import { baseURL, DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, screenshots, setServerClock, settled, test } from './fixtures';
import { memberGet, memberPost, signInAsMember, signUpNewMember, uniqueEmail } from './session';

type MyKeys = { items: MyKey[] };

const DAY_MS = 24 * 60 * 60 * 1000;
const LISTED = 1_234;
const OFFER = 1_000;
// MARKET_FEE_PERCENT 5 (default): creator 10% = 100, fee 5% = 50, the seller receives 850.
const SECOND_OFFER = 900;

const coins = (page: Page) => memberGet<CoinInfo>(page, '/api/coin/info');
const notes = async (page: Page) => (await memberGet<ApiPage<Notification>>(page, '/api/alarm')).items;

/** A new member in a browser of their own: signed up, verified, holding `gold`. */
async function newBidder(browser: Browser, label: string, name: string, gold: number, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await preferLanguage(page, 'en');
  const member = await signUpNewMember(page, uniqueEmail(label), 'en');
  await verifyIdentity(page, name);
  await giveGold(page, member.id, gold);
  return { context, page };
}

test.describe('offers', () => {
  test('issue 15: A lists a KEY, B offers below it on /key/details, A accepts with the fee breakdown; B pays from the Gold held, A is paid, C’s second offer is released', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Member A, in English at 360 px: owns one revealed KEY (bought with Gold), unlocked a day later, and lists it.
    // The server's own time (an earlier journey may have moved its clock).
    await setServerClock(page, { reset: true });
    await preferLanguage(page, 'en');
    await page.setViewportSize(MOBILE);
    const emailA = uniqueEmail('offer-owner');
    const memberA = await signUpNewMember(page, emailA, 'en');
    await verifyIdentity(page, 'Kang Seoyun');
    const odds = await projectOnSale(page, 1);
    await giveGold(page, memberA.id, odds.priceGold);
    const bought = await memberPost<CoinRevealResult>(page, '/api/payment/coinReveal', { projectId: odds.projectId, quantity: 1, agreeRefundPolicy: true });
    expect(bought.status).toBe(200);
    const purchaseItemId = bought.body.data?.items[0]?.purchaseItemId;
    expect((await memberPost(page, `/api/reveal/${purchaseItemId}`, {})).status).toBe(200);
    const [owned] = (await memberGet<MyKeys>(page, '/api/key/my')).items;
    if (!owned) throw new Error('A owns the KEY just bought');
    const designId = owned.key.id;
    const serial = `#${owned.serialNo}`;

    // Just bought, the KEY is locked for a day; the refusal says until when (the KEY item's last move, which may be a
    // move of an earlier owner at a time another journey set), and the clock goes just past it.
    const locked = await memberPost(page, '/api/market/register', { keyItemId: owned.keyItemId, priceGold: LISTED });
    expect(locked.status).toBe(409);
    expect(locked.body.error?.code).toBe('KEY_LOCKED_FOR_SALE');
    const unlocksAt = new Date(locked.body.error?.details?.unlocksAt ?? Number.NaN);
    expect(unlocksAt.getTime()).toBeGreaterThanOrEqual(new Date(owned.acquiredAt).getTime() + DAY_MS);
    await setServerClock(page, { now: new Date(unlocksAt.getTime() + 5 * 60_000).toISOString() });
    const contexts: { close: () => Promise<void> }[] = [];
    try {
      await signInAsMember(page, emailA);
      const listing = await memberPost(page, '/api/market/register', { keyItemId: owned.keyItemId, priceGold: LISTED });
      expect(listing.status, JSON.stringify(listing.body)).toBe(200);
      expect((await coins(page)).balance).toBe(0);

      // B (desktop) offers 1,000 Gold, below the listing, from the KEY's details: the amount is checked, the refund tick asked for.
      const b = await newBidder(browser, 'offer-bidder', 'Yoon Haneul', 2_000, DESKTOP);
      contexts.push(b.context);
      await b.page.goto(`/key/details?id=${designId}`);
      await settled(b.page);
      const offers = b.page.getByTestId('key-offers');
      await expect(offers.getByTestId('offers-gold')).toHaveText('Available 2,000 Gold · Held by your offers 0 Gold');
      const key = offers.getByTestId('offerable-key').filter({ hasText: serial });
      await expect(key).toContainText('Listed at 1,234 Gold');
      await key.getByRole('button', { name: `Make an offer for ${serial}` }).click();
      const amount = key.getByLabel('Your offer (Gold)');
      await amount.fill('5');
      await amount.press('Enter');
      await expect(key.getByTestId('offer-amount-error')).toHaveText('Enter an offer from 10 to 1,000,000 Gold.');
      await amount.fill(String(OFFER));
      await amount.press('Enter');
      await expect(key.getByTestId('offer-consent-error')).toBeVisible();
      await key.getByTestId('offer-agree-refund').check();
      await key.getByRole('button', { name: 'Offer 1,000 Gold' }).click();
      await expect(offers.getByTestId('offers-message')).toHaveText('Offer sent. 1,000 Gold is held for it.');
      await expect(key.getByTestId('my-offer')).toContainText('Your offer: 1,000 Gold');
      await expect(offers.getByTestId('offers-gold')).toHaveText('Available 1,000 Gold · Held by your offers 1,000 Gold');
      expect(await coins(b.page)).toMatchObject({ balance: 2_000, reserved: OFFER });
      await screenshots(b.page, testInfo, 'key-offers-bidder');

      // C makes a second offer on the same KEY; /my/coins shows the Gold it holds.
      const c = await newBidder(browser, 'offer-second', 'Lim Dahye', SECOND_OFFER, MOBILE);
      contexts.push(c.context);
      expect((await memberPost(c.page, '/api/offers', { keyItemId: owned.keyItemId, amountGold: SECOND_OFFER, agreeRefundPolicy: true })).status).toBe(200);
      await c.page.goto('/my/coins');
      await settled(c.page);
      await expect(c.page.getByTestId('gold-reserved')).toHaveText('Available 0 Gold · Held by your offers 900 Gold');

      // A was told, and accepts B's offer on /key/details at 360 px after reading the fee breakdown.
      expect((await notes(page)).filter((note) => note.type === 'OFFER').map((note) => note.title.en)).toEqual([
        'New offer on your KEY',
        'New offer on your KEY',
      ]);
      await page.goto(`/key/details?id=${designId}`);
      await settled(page);
      const incoming = page.getByTestId('incoming-offer');
      await expect(incoming).toHaveCount(2);
      const fromB = incoming.filter({ hasText: '1,000 Gold' });
      await expect(fromB).toContainText('You receive 850 Gold if you accept');
      expect(await fitsWidth(page)).toBe(true);
      await screenshots(page, testInfo, 'key-offers-owner');
      await fromB.getByRole('button', { name: `Accept the offer of 1,000 Gold for ${serial}` }).click();
      const dialog = page.getByTestId('offer-accept-dialog');
      await expect(dialog.getByTestId('fee-price')).toHaveText('1,000 Gold');
      await expect(dialog.getByTestId('fee-creator')).toHaveText('- 100 Gold');
      await expect(dialog.getByTestId('fee-service')).toHaveText('- 50 Gold');
      await expect(dialog.getByTestId('fee-receive')).toHaveText('850 Gold');
      await dialog.getByRole('button', { name: 'Accept and sell' }).click();
      await expect(page.getByTestId('offers-message')).toHaveText('Offer accepted. You received 850 Gold.');
      await expect(page.getByTestId('incoming-offer')).toHaveCount(0);
      await expect(page.getByTestId('owner-panel')).toHaveCount(0);

      // Gold: A has the price less creator earnings and fee; B paid from the Gold held; C's Gold is available again.
      expect(await coins(page)).toMatchObject({ balance: 850, reserved: 0 });
      expect(await coins(b.page)).toMatchObject({ balance: 2_000 - OFFER, reserved: 0 });
      expect(await coins(c.page)).toMatchObject({ balance: SECOND_OFFER, reserved: 0 });
      await c.page.reload();
      await settled(c.page);
      await expect(c.page.getByTestId('gold-balance')).toHaveText('900 Gold');
      await expect(c.page.getByTestId('gold-reserved')).toHaveCount(0);

      // The KEY is B's; the listing is gone; the notifications tell each what happened.
      expect((await memberGet<MyKeys>(b.page, '/api/key/my')).items.map((k) => k.keyItemId)).toContain(owned.keyItemId);
      // Other journeys on the same server may list KEYs of this design; none of the listings is this KEY's any more.
      const listings = (await memberGet<{ listings: { keyItemId: number }[] }>(b.page, `/api/market/key-set/${designId}`)).listings;
      expect(listings.filter((listing) => listing.keyItemId === owned.keyItemId)).toEqual([]);
      expect((await notes(page)).find((note) => note.type === 'SALE')?.body.en).toContain('sold for 1,000 Gold. You received 850 Gold.');
      expect((await notes(b.page)).find((note) => note.type === 'OFFER')?.title.en).toBe('Offer accepted');
      expect((await notes(c.page)).find((note) => note.type === 'OFFER')?.body.en).toContain('your offer of 900 Gold closed. The Gold is available again.');

      // C's made offers in the cabinet show it closed, with nothing left to withdraw.
      await c.page.goto('/cabinet/offers?direction=outgoing');
      await settled(c.page);
      const made = c.page.getByTestId('cabinet-offer');
      await expect(made.getByTestId('cabinet-offer-status')).toHaveText('Closed (changed hands)');
      await expect(made.getByRole('button')).toHaveCount(0);
      expect(await fitsWidth(c.page)).toBe(true);
    } finally {
      await setServerClock(page, { reset: true });
      for (const context of contexts) await context.close();
    }
  });
});
