import { defaultRegistry, expect, screenshots, settled, test, UNREACHABLE_ENTRY, writeRegistry } from './fixtures';
import { staffBrowser } from './termination';

// Only the deliberately broken entry may be logged as an error: the request to it, and the federation runtime's report.
const EXPECTED_ERRORS = /127\.0\.0\.1:9\/|market/;

test.describe('the staff console frames the sections each remote ships', () => {
  test.afterEach(() => {
    writeRegistry(defaultRegistry());
  });

  test('with the market unreachable the console still shows its other sections; Retry brings the studio back once the market is', async ({
    browser,
  }, testInfo) => {
    const registry = defaultRegistry();
    writeRegistry({ ...registry, market: { entry: UNREACHABLE_ENTRY, version: registry.market?.version ?? '0.0.0' } });
    const { page: admin, context, errors } = await staffBrowser(browser, 'admin@keys.local', 'en');

    await admin.goto('/refund/console?section=studio');
    const tabs = admin.getByRole('tablist', { name: 'Console sections' });
    const unavailable = tabs.getByRole('tab', { name: 'Market section (unavailable)' });
    await expect(unavailable).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
    const panel = admin.getByRole('tabpanel');
    await expect(panel.getByRole('alert')).toContainText('The Market team’s console sections could not be loaded.');
    await screenshots(admin, testInfo, 'console-market-unreachable');

    // The support team's sections are the refund remote's own: they work.
    await tabs.getByRole('tab', { name: 'Requests' }).click();
    await expect(admin.getByRole('heading', { level: 2, name: 'Refund requests' })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Audit log' }).click();
    await expect(admin.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();

    writeRegistry(registry);
    await tabs.getByRole('tab', { name: 'Market section (unavailable)' }).click();
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(tabs.getByRole('tab', { name: 'Catalogue studio' })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
    await expect(admin.getByTestId('error-state')).toHaveCount(0);
    await settled(admin);
    expect(errors.filter((line) => !EXPECTED_ERRORS.test(line))).toEqual([]);
    await context.close();
  });
});
