import { expect, test } from '@playwright/test';
import { measureBundles, REMOTE_ROUTES } from '../../tooling/bundle-size/measure-bundles.mjs';
import { BUDGETS } from './size-budget/budgets';
import { checkBudgets, type Measured } from './size-budget/check-budgets';
import { baseURL } from './env';

// Issue 14 B: the JS of /main before its first render and what each remote route adds, gzipped, against their
// budgets. Bytes of a build are deterministic, so unlike timings this is a test. Each page starts from a fresh
// browser context (empty cache) as a visitor.
test('the JS of /main and of every remote route stays within its budget', async ({ browser }) => {
  test.setTimeout(180_000);
  const { main, routes } = await measureBundles(browser, baseURL, REMOTE_ROUTES);
  for (const route of routes) expect(route.failed, `${route.route} showed the error page`).toBe(false);
  const measured: Measured[] = [{ name: '/main (initial)', ...main }, ...routes.map((route) => ({ name: `/main -> ${route.route}`, ...route }))];
  expect(checkBudgets(measured, BUDGETS)).toEqual([]);
});
