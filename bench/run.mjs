// npm run bench: one run, one table (issue 2, section H). Figures, not tests.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GZIP_LEVEL, measureBundles } from './lib/bundle.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { LOAD_CONNECTIONS, LOAD_DURATION_S, LOAD_PATHS, measureLoad } from './lib/load.mjs';
import { buildIfMissing, repoRoot, startServer } from './lib/server.mjs';
import { kb, ms, renderTable, seconds, verdict } from './lib/table.mjs';

const BUDGET = { mainInitialGzip: 150 * 1024, performance: 90, lcpMs: 2500, cls: 0.1 };

const rows = [];
const failures = [];
const row = (group, measure, target, value, budget = '', status = '') =>
  rows.push([group, measure, target, value, budget, status]);

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

async function bundles(baseURL) {
  const { main, afterRender, largest, routes } = await measureBundles(baseURL);
  row(
    'JS (a)',
    'initial JS before first render (gz)',
    '/main',
    `${kb(main.gzip)} (${main.files} files, ${kb(main.raw)} raw)`,
    `<= ${kb(BUDGET.mainInitialGzip)}`,
    verdict(main.gzip <= BUDGET.mainInitialGzip),
  );
  for (const file of largest) row('JS (a)', 'largest initial file (gz)', file.path, `${kb(file.gzip)} (${kb(file.raw)} raw)`);
  row('JS (a)', 'JS loaded after first render (gz)', '/main', `${kb(afterRender.gzip)} (${afterRender.files} files)`);
  for (const route of routes) {
    const landed = route.landed === route.route.split('?')[0] ? '' : ` [landed on ${route.landed}]`;
    const failed = route.failed ? ' [showed the error page]' : '';
    row('JS (a)', 'added by client-side navigation (gz)', `/main -> ${route.route}`, `${kb(route.gzip)} (${route.files} files)${landed}${failed}`);
  }
}

async function lighthouse(baseURL) {
  for (const result of await measureLighthouse(baseURL)) {
    const target = `${result.route} (mobile)`;
    if (result.error) row('Lighthouse (b)', 'runtime error', target, result.error);
    row('Lighthouse (b)', 'performance score', target, result.score, `>= ${BUDGET.performance}`, verdict(result.score >= BUDGET.performance));
    row('Lighthouse (b)', 'LCP', target, seconds(result.lcpMs), `<= ${seconds(BUDGET.lcpMs)}`, verdict(result.lcpMs <= BUDGET.lcpMs));
    row('Lighthouse (b)', 'TBT', target, ms(result.tbtMs));
    row('Lighthouse (b)', 'CLS', target, result.cls.toFixed(3), `<= ${BUDGET.cls}`, verdict(result.cls <= BUDGET.cls));
  }
}

async function load(baseURL, db) {
  for (const apiPath of LOAD_PATHS) {
    const result = await measureLoad(baseURL, apiPath);
    const target = `GET ${apiPath} (${db})`;
    const problems = result.non2xx + result.errors > 0 ? ` (${result.non2xx} non-2xx, ${result.errors} errors or timeouts)` : '';
    row('Load (c)', 'requests/s (mean)', target, `${Math.round(result.requestsPerSecond)}${problems}`);
    row('Load (c)', 'p99 latency', target, ms(result.p99Ms));
  }
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

await buildIfMissing();

const embedded = await startServer({ label: 'pglite', env: { DATABASE_URL: undefined } });
try {
  await section('bundle sizes', () => bundles(embedded.baseURL));
  await section('lighthouse', () => lighthouse(embedded.baseURL));
  await section(`load on ${embedded.health.db}`, () => load(embedded.baseURL, embedded.health.db));
} finally {
  await embedded.stop();
}

if (process.env.DATABASE_URL) {
  await section('load on postgres', async () => {
    const server = await startServer({ label: 'postgres', env: { DATABASE_URL: process.env.DATABASE_URL } });
    try {
      await load(server.baseURL, server.health.db);
    } finally {
      await server.stop();
    }
  });
} else {
  row('Load (c)', 'PostgreSQL', '', 'skipped: DATABASE_URL not set');
}

const table = renderTable(['group', 'measure', 'target', 'value', 'budget', 'status'], rows);
const notes = [
  `KEYS bench, ${new Date().toISOString()}, commit ${commit()}, Node ${process.version}, ${os.cpus().length} cores, ${os.platform()}`,
  `(a) Chromium, fresh context per load, JS responses gzipped with node:zlib level ${GZIP_LEVEL} (the default); first render = the first seeded project title visible on /main.`,
  `(b) Lighthouse 12 default config (mobile emulation, simulated throttling), performance category only.`,
  `(c) autocannon ${LOAD_DURATION_S} s, ${LOAD_CONNECTIONS} connections, rate limiting off; server and load generator share this machine; /_/live is the trivial route (no database).`,
];
const output = `${notes.join('\n')}\n\n${table}\n`;
console.log(`\n${output}`);
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(path.join(import.meta.dirname, 'results', 'latest.md'), output);

if (failures.length > 0) {
  console.error(failures.join('\n\n'));
  process.exitCode = 1;
}
