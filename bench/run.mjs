// npm run bench: one run, one table (issue 2, section H; purchases: issue 4). Figures, not tests.
// BENCH_ONLY=<names> (comma-separated: bundles, lighthouse, load, purchases) runs only those sections.
// Purchases run on PGlite and on a fresh database (created, then dropped) of the PostgreSQL server at
// BENCH_POSTGRES_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres, when it answers.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chunkContents, describeContents, withoutHash } from '../tooling/bundle-size/chunk-contents.mjs';
import { firstScreenWithoutScripts, GZIP_LEVEL, measureBundles } from '../tooling/bundle-size/measure-bundles.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS, measureLighthouse, measureReferencePage } from './lib/lighthouse.mjs';
import { LOAD_CONNECTIONS, LOAD_DURATION_S, LOAD_PATHS, measureLoad } from './lib/load.mjs';
import { measurePurchases, PURCHASE_AMOUNT, PURCHASE_CONNECTIONS, withFreshPostgres, withServers } from './lib/purchases.mjs';
import { buildIfMissing, repoRoot, startServer } from './lib/server.mjs';
import { kb, ms, renderTable, seconds, verdict } from './lib/table.mjs';

// The goals of issue 14.
const BUDGET = { mainInitialGzip: 130 * 1024, navigationGzip: 40 * 1024, performance: 95, lcpMs: 1500, tbtMs: 150, cls: 0.02 };
const NAVIGATION_GOALS = new Set(['/project?id=1', '/key/details?id=1']);

const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const wanted = (name) => only.length === 0 || only.includes(name);
const rows = [];
const failures = [];
const row = (group, measure, target, value, budget = '', status = '') => rows.push([group, measure, target, value, budget, status]);

async function section(name, work) {
  const started = Date.now();
  process.stdout.write(`bench: ${name}...`);
  try {
    await work();
    process.stdout.write(` done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  } catch (error) {
    process.stdout.write(' failed\n');
    failures.push(`${name}: ${error.stack ?? error}`);
    row(name, 'error', '', String(error.message ?? error).split('\n')[0]);
  }
}

/** `/remotes/market/x.js` -> mfe-market, `/x.js` -> shell. */
const appOfPath = (filePath) => {
  const remote = /^\/remotes\/([a-z]+)\//.exec(filePath);
  return remote ? `mfe-${remote[1]}` : 'shell';
};

async function bundles(baseURL) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const drawn = await firstScreenWithoutScripts(browser, baseURL);
  const { main, afterRender, routes } = await measureBundles(browser, baseURL).finally(() => browser.close());
  row(
    'JS (a)',
    'JS before the first screen shows (gz)',
    '/main',
    drawn ? '0 KB: the server draws it (shown with scripts off)' : `${kb(main.gzip)}: not drawn by the server`,
    `<= ${kb(BUDGET.mainInitialGzip)}`,
    verdict(drawn || main.gzip <= BUDGET.mainInitialGzip),
  );
  row(
    'JS (a)',
    'JS until the app has taken over (gz)',
    '/main',
    `${kb(main.gzip)} (${main.files} files, ${kb(main.raw)} raw)`,
    `<= ${kb(BUDGET.mainInitialGzip)}`,
    verdict(main.gzip <= BUDGET.mainInitialGzip),
  );
  // The bundle analysis: what each file /main needs before the app has rendered it holds, by package.
  const contents = new Map();
  for (const app of new Set(main.list.map((file) => appOfPath(file.path)))) contents.set(app, await chunkContents(app));
  for (const file of main.list.filter((listed) => listed.gzip >= 1024)) {
    const parts = contents.get(appOfPath(file.path))?.get(withoutHash(path.basename(file.path)));
    row('JS (a)', 'file until take-over (gz): what it holds', file.path, `${kb(file.gzip)}: ${describeContents(parts) || 'unknown'}`);
  }
  row('JS (a)', 'JS loaded after the app has rendered (gz)', '/main', `${kb(afterRender.gzip)} (${afterRender.files} files)`);
  for (const route of routes) {
    const landed = route.landed === route.route.split('?')[0] ? '' : ` [landed on ${route.landed}]`;
    const failed = route.failed ? ' [showed the error page]' : '';
    const animation = route.loadingAnimation > 0 ? ` [+ ${kb(route.loadingAnimation)} loading animation, not counted]` : '';
    const goal = NAVIGATION_GOALS.has(route.route);
    row(
      'JS (a)',
      'added by client-side navigation (gz)',
      `/main -> ${route.route}`,
      `${kb(route.gzip)} (${route.files} files)${landed}${failed}${animation}`,
      goal ? `<= ${kb(BUDGET.navigationGzip)}` : '',
      goal ? verdict(route.gzip <= BUDGET.navigationGzip) : '',
    );
  }
}

/** The median of `values` (NaN for none). */
const median = (values) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A measure over Lighthouse runs: its median over the runs that produced a result, and every run's value for the table. */
function overRuns(runs, pick, format) {
  const middle = median(runs.filter((run) => !run.error).map(pick));
  const listed = runs.map((run) => (run.error ? 'failed' : format(pick(run))));
  return { middle, text: `${Number.isFinite(middle) ? format(middle) : 'n/a'} (runs: ${listed.join(', ')})` };
}

async function lighthouse(baseURL) {
  const results = await measureLighthouse(baseURL);
  for (const route of LIGHTHOUSE_PAGES) {
    const runs = results.filter((result) => result.route === route);
    const target = `${route} (mobile)`;
    for (const error of new Set(runs.map((result) => result.error).filter(Boolean))) row('Lighthouse (b)', 'runtime error', target, error);
    const measure = (name, pick, format, { atLeast, atMost }) => {
      const { middle, text } = overRuns(runs, pick, format);
      const budget = atLeast === undefined ? `<= ${format(atMost)}` : `>= ${format(atLeast)}`;
      const within = atLeast === undefined ? middle <= atMost : middle >= atLeast;
      row('Lighthouse (b)', name, target, text, budget, verdict(Number.isFinite(middle) && within));
    };
    // Each goal: at least (score) or at most (the rest) its bound.
    measure('performance score (median)', (run) => run.score, String, { atLeast: BUDGET.performance });
    measure('LCP (median)', (run) => run.lcpMs, seconds, { atMost: BUDGET.lcpMs });
    measure('TBT (median)', (run) => run.tbtMs, ms, { atMost: BUDGET.tbtMs });
    measure(
      'CLS (median)',
      (run) => run.cls,
      (value) => value.toFixed(3),
      { atMost: BUDGET.cls },
    );
  }
  // The machine at this hour, to read the pages' TBT beside: the same measure of a page without scripts.
  const reference = await measureReferencePage();
  row('Lighthouse (b)', 'TBT of a page without scripts (the machine)', 'reference page (mobile)', overRuns(reference, (run) => run.tbtMs, ms).text);
  row(
    'Lighthouse (b)',
    "Lighthouse's CPU benchmark index (higher is faster)",
    'reference page runs',
    overRuns(reference, (run) => run.benchmarkIndex, Math.round).text,
  );
}

const LOAD_GOAL = { shareOfLive: 0.8, p99Ms: 20 };

async function load(baseURL, db) {
  const perSecond = new Map();
  for (const apiPath of LOAD_PATHS) {
    const result = await measureLoad(baseURL, apiPath);
    perSecond.set(apiPath, result.requestsPerSecond);
    const target = `GET ${apiPath} (${db})`;
    const problems = result.non2xx + result.errors > 0 ? ` (${result.non2xx} non-2xx, ${result.errors} errors or timeouts)` : '';
    row('Load (c)', 'requests/s (mean)', target, `${Math.round(result.requestsPerSecond)}${problems}`);
    const catalog = apiPath !== '/_/live';
    row(
      'Load (c)',
      'p99 latency',
      target,
      ms(result.p99Ms),
      catalog ? `<= ${ms(LOAD_GOAL.p99Ms)}` : '',
      catalog ? verdict(result.p99Ms <= LOAD_GOAL.p99Ms) : '',
    );
  }
  const share = (perSecond.get('/api/main') ?? 0) / (perSecond.get('/_/live') || 1);
  row(
    'Load (c)',
    'GET /api/main req/s as a share of /_/live',
    db,
    `${Math.round(share * 100)}%`,
    `>= ${LOAD_GOAL.shareOfLive * 100}%`,
    share >= LOAD_GOAL.shareOfLive ? 'OK' : 'UNDER',
  );
}

const PURCHASE_GOAL = { pglite: 400, postgres: 1000 };

function purchaseRows(result) {
  const runOn = `${result.db}, ${result.connections} buyers${result.instances > 1 ? `, ${result.instances} instances` : ''}`;
  const target = `POST /api/payment/coinReveal (${runOn})`;
  const problems = [...result.answers].filter(([code]) => code !== 'SUCCESS' && code !== 'INSUFFICIENT_KEYS');
  const answers = [...result.answers].map(([code, count]) => `${code} ${count}`).join(', ');
  const clean = problems.length === 0 && result.transportErrors === 0;
  const goal = PURCHASE_GOAL[result.db];
  const perSecond = Math.round(result.purchasesPerSecond);
  row(
    'Purchases (d)',
    'purchases/s (Gold, quantity 1)',
    target,
    `${perSecond} (${result.succeeded} in ${result.durationS.toFixed(2)} s)`,
    goal ? `>= ${goal}` : '',
    goal ? (perSecond >= goal ? 'OK' : 'UNDER') : '',
  );
  row('Purchases (d)', 'p50 / p99 latency', target, `${ms(result.p50Ms)} / ${ms(result.p99Ms)}`);
  row('Purchases (d)', 'answers', target, `${answers}; ${result.transportErrors} errors or timeouts`, 'SUCCESS or INSUFFICIENT_KEYS', clean ? 'OK' : 'ERRORS');
  const sold = result.supplyBefore - result.supplyAfter;
  const exact = sold === result.succeeded && result.recorded === result.succeeded;
  row(
    'Purchases (d)',
    'KEYs left vs purchases',
    `project ${result.project.projectId} (${runOn})`,
    `${result.supplyBefore} -> ${result.supplyAfter} (-${sold}); ${result.succeeded} succeeded; ${result.recorded} in the buyers' histories`,
    'all equal',
    exact ? 'OK' : 'MISMATCH',
  );
  const ledgerOk = result.ledgerProblems.length === 0;
  row(
    'Purchases (d)',
    'Gold ledgers vs purchases',
    `${result.ledgerMembers} buyers' Gold (${runOn})`,
    ledgerOk
      ? 'balance = ledger sum = Gold given - price x purchases; one SPEND per purchase, each naming it'
      : `${result.ledgerProblems.length} problems: ${result.ledgerProblems[0]}`,
    'all equal',
    ledgerOk ? 'OK' : 'MISMATCH',
  );
  if (!clean || !exact || !ledgerOk) {
    failures.push(
      `purchases on ${runOn}: ${answers}, supply -${sold}, ${result.succeeded} succeeded, ${result.recorded} recorded; ledgers: ${result.ledgerProblems.join('; ') || 'ok'}`,
    );
  }
}

/** GET /api/main on one api process, then on two (same PostgreSQL database, connections alternating). */
async function scaleOut(databaseUrl) {
  await withServers({ label: 'scale', databaseUrl, instances: 2, env: {} }, async (baseURLs) => {
    for (const servers of [baseURLs.slice(0, 1), baseURLs]) {
      const result = await measureLoad(servers, '/api/main');
      const problems = result.non2xx + result.errors > 0 ? ` (${result.non2xx} non-2xx, ${result.errors} errors or timeouts)` : '';
      const target = `GET /api/main (postgres, ${servers.length} instance${servers.length > 1 ? 's' : ''})`;
      row('Scale-out (e)', 'requests/s (mean)', target, `${Math.round(result.requestsPerSecond)}${problems}`);
      row('Scale-out (e)', 'p99 latency', target, ms(result.p99Ms));
    }
  });
}

const postgresServerUrl = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

await buildIfMissing();

if (wanted('bundles') || wanted('lighthouse') || wanted('load')) {
  const embedded = await startServer({ label: 'pglite', env: { DATABASE_URL: undefined } });
  try {
    if (wanted('bundles')) await section('bundle sizes', () => bundles(embedded.baseURL));
    if (wanted('lighthouse')) await section('lighthouse', () => lighthouse(embedded.baseURL));
    if (wanted('load')) await section(`load on ${embedded.health.db}`, () => load(embedded.baseURL, embedded.health.db));
  } finally {
    await embedded.stop();
  }
}

if (wanted('load') && process.env.DATABASE_URL) {
  await section('load on postgres', async () => {
    const server = await startServer({ label: 'postgres', env: { DATABASE_URL: process.env.DATABASE_URL } });
    try {
      await load(server.baseURL, server.health.db);
    } finally {
      await server.stop();
    }
  });
} else if (wanted('load')) {
  row('Load (c)', 'PostgreSQL', '', 'skipped: DATABASE_URL not set');
}

if (wanted('purchases')) {
  for (const connections of PURCHASE_CONNECTIONS) {
    await section(`purchases on pglite, ${connections} buyers`, async () => purchaseRows(await measurePurchases({ label: 'pglite', connections })));
  }
  let answered = true;
  for (const instances of [1, 2]) {
    for (const connections of PURCHASE_CONNECTIONS) {
      if (!answered) break;
      await section(`purchases on postgres, ${connections} buyers, ${instances} instance${instances > 1 ? 's' : ''}`, async () => {
        const result = await withFreshPostgres(postgresServerUrl, (url) => measurePurchases({ label: 'postgres', databaseUrl: url, connections, instances }));
        if (result) purchaseRows(result);
        else answered = false;
      });
    }
  }
  if (answered) await section('scale-out: GET /api/main on one and two instances', () => withFreshPostgres(postgresServerUrl, scaleOut));
  else row('Purchases (d)', 'PostgreSQL', '', `skipped: no answer at ${new URL(postgresServerUrl).host}`);
}

const table = renderTable(['group', 'measure', 'target', 'value', 'budget', 'status'], rows);
const notes = [
  `KEYS bench, ${new Date().toISOString()}, commit ${commit()}, Node ${process.version}, ${os.cpus().length} cores, ${os.platform()}`,
  `(a) Chromium, fresh context per load, JS responses gzipped with node:zlib level ${GZIP_LEVEL} (the default); the app has taken over /main = the first seeded project title visible in #root and the server-drawn first screen gone; the loading animation's engine is counted apart.`,
  `(b) Lighthouse 12 default config (mobile emulation, simulated throttling), performance category only; ${LIGHTHOUSE_RUNS} runs per page, a fresh browser each, the pages in turn; each measure's median, every run's value beside it; then as many runs on a page without scripts served by the bench itself (the browser's own cost on this machine at this hour).`,
  `(c) autocannon ${LOAD_DURATION_S} s, ${LOAD_CONNECTIONS} connections, rate limiting off, accept-encoding gzip, deflate, br (as browsers send); server and load generator share this machine; /_/live is the trivial route (no database).`,
  `(d) autocannon, ${PURCHASE_CONNECTIONS.join(' and ')} connections, one member each (signed up and identity-verified over HTTP through the local issuer and the sandbox, Gold from the test-mode POST /api/_test/gold), an Idempotency-Key per request; up to ${PURCHASE_AMOUNT} purchases of the seeded on-sale project with the most KEYs left (never more than it has), timed from the first request to the last answer; a fresh database per PostgreSQL run; with 2 instances the connections alternate between two api processes on the same database; each buyer's Gold balance, ledger and purchases checked over the api afterwards; rate limiting off.`,
  `(e) two api processes on one fresh PostgreSQL database (NODE_ENV=production), autocannon ${LOAD_DURATION_S} s, ${LOAD_CONNECTIONS} connections on the first alone, then alternating over both.`,
];
const output = `${notes.join('\n')}\n\n${table}\n`;
console.log(`\n${output}`);
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(path.join(import.meta.dirname, 'results', 'latest.md'), output);

if (failures.length > 0) {
  console.error(failures.join('\n\n'));
  process.exitCode = 1;
}
