import { expect, test } from '@playwright/test';
import { settled } from './fixtures';
import { ownApi } from './own-api';

// Spec section 8, "Connection fail, go to main" (issue 18): a second api of its own (this journey stops it), so the
// shared server of the other journeys stays up.
test('when the api stops mid-visit, the member is told and taken to /main, and Try again works once it is back', async ({ page }) => {
  test.setTimeout(240_000);
  const api = await ownApi('connection');
  const { origin } = api;
  try {
    await api.start();
    await page.goto(`${origin}/main`);
    await settled(page);
    const projectLinks = page.locator('#root a[href^="/project?id="]');
    await expect(projectLinks.first()).toBeVisible();
    const hrefs = [...new Set(await projectLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))];
    expect(hrefs.length).toBeGreaterThan(1);

    // A first project page, opened in the app: its page code is loaded from now on.
    await projectLinks.first().click();
    await expect(page).toHaveURL(`${origin}${hrefs[0]}`);
    await settled(page);

    await api.stop();
    // Another project, whose data the page has never read: the api is gone.
    const other = hrefs.find((href) => href !== hrefs[0]) ?? '';
    await page.evaluate((href) => {
      window.history.pushState({}, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, other);

    const notice = page.getByTestId('connection-notice');
    await expect(notice).toHaveText(/연결에 실패했습니다\. 메인으로 이동합니다\./);
    await expect(page).toHaveURL(`${origin}/main`);
    await expect(notice).toHaveRole('alert');
    // /main shows what it read at the start of the visit; a read that fails again does not take it away.
    await expect(projectLinks.first()).toBeVisible();
    await expect(page.getByTestId('error-state')).toHaveCount(0);

    await api.start();
    await notice.getByRole('button', { name: '다시 시도' }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(`${origin}/main`);
  } finally {
    await api.stop();
  }
});
