import { createServer } from 'node:http';
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
        // Lighthouse's own measure of the machine's CPU at the run (higher is faster).
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

/** A page with no script and a line of text in each language: what Lighthouse measures of it is the browser's own cost. */
const REFERENCE_PAGE =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>KEYS</title></head><body><h1>웹툰 포토카드 KEYS</h1><p>Collect the KEYs of your webtoon.</p></body></html>';

/**
 * Lighthouse on the reference page, served from this process: the floor under the pages' TBT on this machine at this
 * hour. (Lighthouse's CPU benchmark index does not show it: one session's runs had an index as high as the fast hours'
 * and a reference page TBT of up to 75 ms, with ten times the pages' usual TBT.)
 */
export async function measureReferencePage(runs = LIGHTHOUSE_RUNS) {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(REFERENCE_PAGE));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the reference page server has no port');
    return await measureLighthouse(`http://127.0.0.1:${address.port}`, ['/'], runs);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
