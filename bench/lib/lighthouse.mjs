import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const LIGHTHOUSE_PAGES = ['/main', '/key/details?id=1'];

/**
 * (b) Lighthouse's default config (mobile emulation, simulated throttling), performance only,
 * driving Debian's Chromium. One fresh browser per page so no cache carries over.
 */
export async function measureLighthouse(baseURL, pages = LIGHTHOUSE_PAGES) {
  const results = [];
  for (const route of pages) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const runnerResult = await lighthouse(`${baseURL}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = runnerResult?.lhr;
      if (!lhr) throw new Error(`lighthouse returned no result for ${route}`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        route,
        score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        warnings: lhr.runWarnings ?? [],
        error: lhr.runtimeError?.message,
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}
