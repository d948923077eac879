import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const LIGHTHOUSE_PAGES = ['/main', '/key/details?id=1'];
/** Runs per page: one run's TBT varied from 5 to 294 ms on one build here, so the table gives the median. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/**
 * (b) Lighthouse's default config (mobile emulation, simulated throttling), performance only,
 * driving Debian's Chromium. One fresh browser per run so no cache carries over; `runs` runs per page, in turn
 * (page after page, then again), each result tagged with its page.
 */
export async function measureLighthouse(baseURL, pages = LIGHTHOUSE_PAGES, runs = LIGHTHOUSE_RUNS) {
  const results = [];
  for (const route of Array.from({ length: runs }, () => pages).flat()) {
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
        // Lighthouse's own measure of the machine's CPU at the run (higher is faster): TBT scales with it.
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
        warnings: lhr.runWarnings ?? [],
        error: lhr.runtimeError?.message,
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}
