import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startServer } from './server.mjs';

/**
 * (d) KEY purchases with Gold (POST /api/payment/coinReveal, quantity 1, an Idempotency-Key each) by as many members
 * as connections, who signed in, signed up and verified their identity over HTTP (local OIDC issuer, sandbox identity
 * provider), as a browser does. The server runs in test mode (NODE_ENV=test) only for POST /api/_test/gold, which gives
 * them Gold without the card flow. On PostgreSQL a run may use two api processes on the same database (the
 * connections alternate between them).
 */
/** Concurrent buyers of each run (one connection and one member each): BENCH_PURCHASE_CONNECTIONS, comma-separated. */
export const PURCHASE_CONNECTIONS = (process.env.BENCH_PURCHASE_CONNECTIONS ?? '16,200')
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => value > 0);
/** At most this many purchases per run (fewer when the chosen project has less supply). */
export const PURCHASE_AMOUNT = Number(process.env.BENCH_PURCHASES ?? 1500);
const PURCHASE_TIMEOUT_S = 60;
/** Requests in flight at once while members sign up (each sign-up hashes a password: the 2 cores are the limit). */
const SIGN_UP_CONCURRENCY = 8;

const PURCHASE_ENV = { NODE_ENV: 'test', E2E: '1', AUTH_LOCAL_ISSUER: '1', IDENTITY_SANDBOX: '1', ACCESS_TOKEN_TTL_SECONDS: '900' };

/** Cookies per origin and manual redirects: enough of a browser for Auth.js and the sandbox pages. */
class Browser {
  jar = new Map();

  async request(input, { method = 'GET', form, json, token } = {}) {
    const url = new URL(input);
    const cookies = this.jar.get(url.origin) ?? new Map();
    const headers = { accept: 'application/json,text/html', cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (token) headers.authorization = `Bearer ${token}`;
    let body;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    } else if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') cookies.delete(pair.slice(0, index));
      else cookies.set(pair.slice(0, index), value);
    }
    this.jar.set(url.origin, cookies);
    return response;
  }

  /** An API call answering `data`; anything but SUCCESS throws with the step's name. */
  async api(step, url, init) {
    const response = await this.request(url, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`${step}: ${response.status} ${text.slice(0, 200)}`);
    return JSON.parse(text).data;
  }
}

const locationOf = (response, base, step) => {
  const location = response.headers.get('location');
  if (!location) throw new Error(`${step}: expected a redirect, got ${response.status}`);
  return new URL(location, base);
};

/** One member ready to buy: signed in and up, verified as an adult, holding `gold`. */
async function readyMember(baseURL, index, gold) {
  const browser = new Browser();
  const email = `bench-${index}-${randomUUID().slice(0, 8)}@bench.test`;
  const { csrfToken } = await (await browser.request(`${baseURL}/auth/csrf`)).json();
  const signIn = await browser.request(`${baseURL}/auth/signin/local?${new URLSearchParams({ login_hint: email })}`, {
    method: 'POST',
    form: { csrfToken, callbackUrl: `${baseURL}/main` },
  });
  const issued = await browser.request(locationOf(signIn, baseURL, 'sign-in'));
  await browser.request(locationOf(issued, baseURL, 'local issuer'));
  const session = await (await browser.request(`${baseURL}/auth/session`)).json();
  if (!session?.accessToken) throw new Error(`sign-in: no session for ${email}`);
  const token = session.accessToken;
  const userId = session.user.id;

  await browser.api('sign-up', `${baseURL}/api/auth/sign-up`, {
    method: 'POST',
    token,
    json: { agreeAge: true, agreeTerms: true, agreePrivacy: true, agreeMail: false, password: '135790', passwordConfirm: '135790', languageType: 'en' },
  });
  const { requestId, url } = await browser.api('verification start', `${baseURL}/api/user/phone-verification`, {
    method: 'POST',
    token,
    json: { purpose: 'account' },
  });
  const sandboxUrl = new URL(url, baseURL);
  const verified = await browser.request(`${baseURL}${sandboxUrl.pathname}`, {
    method: 'POST',
    form: {
      request_id: requestId,
      return_url: sandboxUrl.searchParams.get('return_url') ?? '',
      name: `Bench ${index}`,
      birthDate: '1990-01-01',
      phone: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      action: 'verify',
    },
  });
  const resultToken = locationOf(verified, baseURL, 'sandbox identity').searchParams.get('token');
  await browser.api('verification check', `${baseURL}/api/auth/check-verification`, { method: 'POST', json: { requestId, token: resultToken } });
  await browser.api('verification apply', `${baseURL}/api/auth/verification-sign-up`, { method: 'POST', token, json: { requestId } });
  await browser.api('test gold', `${baseURL}/api/_test/gold`, { method: 'POST', json: { userId, amount: gold } });
  return { userId, token };
}

async function projectOdds(baseURL, id) {
  const response = await fetch(`${baseURL}/api/project/odds?id=${id}`);
  return response.ok ? (await response.json()).data : null;
}

/** The seeded project on sale with the most KEYs left (a drop everyone buys at once). */
async function largestProjectOnSale(baseURL) {
  let best = null;
  for (let id = 1; id <= 60; id += 1) {
    const odds = await projectOdds(baseURL, id);
    if (odds?.saleStatus === 'on_sale' && (!best || odds.supplyRemaining > best.supplyRemaining)) best = odds;
  }
  if (!best) throw new Error('no seeded project on sale');
  return best;
}

/** Runs `work` on every item, at most `limit` at once, answering the results in order. */
async function mapLimited(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Every page of a member's list endpoint (`size` 100). */
async function allPages(baseURL, path, token) {
  const items = [];
  for (let page = 1; ; page += 1) {
    const data = await new Browser().api(path, `${baseURL}${path}?page=${page}&size=100`, { token });
    items.push(...data.items);
    if (items.length >= data.total || data.items.length === 0) return { items, total: data.total };
  }
}

/**
 * The Gold of one member against what the bench saw: the balance equals the ledger's sum and its last balance after;
 * each row's balance after follows from the one before; one SPEND of the price per purchase that succeeded, each
 * referring to one of the member's purchases, and nothing else moved since the bench gave the Gold. Answers the problems.
 */
async function ledgerProblems(baseURL, member, priceGold) {
  const info = await new Browser().api('coin info', `${baseURL}/api/coin/info`, { token: member.token });
  const ledger = (await allPages(baseURL, '/api/coin/history', member.token)).items.sort((a, b) => a.id - b.id);
  const purchases = (await allPages(baseURL, '/api/payment/history', member.token)).items;
  const problems = [];
  let balance = 0;
  for (const row of ledger) {
    balance += row.amount;
    if (row.balanceAfter !== balance) problems.push(`ledger row ${row.id} says ${row.balanceAfter} after, the rows before sum to ${balance}`);
  }
  if (info.balance !== balance) problems.push(`balance ${info.balance}, ledger sum ${balance}`);
  const spends = ledger.filter((row) => row.kind === 'SPEND');
  const referenced = new Set(spends.map((row) => row.reference));
  const bought = new Set(purchases.map((row) => `purchase:${row.purchaseId}`));
  if (spends.length !== member.succeeded || purchases.length !== member.succeeded)
    problems.push(`${member.succeeded} succeeded, ${spends.length} SPEND rows, ${purchases.length} purchases`);
  if (spends.some((row) => row.amount !== -priceGold)) problems.push('a SPEND is not the price');
  if (referenced.size !== spends.length || [...referenced].some((reference) => !bought.has(reference))) problems.push('SPEND rows and purchases differ');
  if (info.balance !== member.gold - member.succeeded * priceGold)
    problems.push(`balance ${info.balance}, expected ${member.gold - member.succeeded * priceGold}`);
  return problems.map((problem) => `member ${member.userId}: ${problem}`);
}

/**
 * Purchases by `connections` members on running servers (the connections alternate between `baseURLs`), then the
 * supply, the members' histories and their Gold ledgers checked.
 */
export async function purchasesOn(baseURLs, connections) {
  const [baseURL] = baseURLs;
  const project = await largestProjectOnSale(baseURL);
  const amount = Math.min(PURCHASE_AMOUNT, project.supplyRemaining);
  // Enough Gold for every purchase, whichever connection (member) makes it.
  const gold = amount * project.priceGold;
  const members = await mapLimited(Array.from({ length: connections }), SIGN_UP_CONCURRENCY, async (_, index) => ({
    ...(await readyMember(baseURL, index, gold)),
    gold,
    succeeded: 0,
  }));

  const answers = new Map();
  let nextMember = 0;
  let lastAnswerAt = 0;
  const body = JSON.stringify({ projectId: project.projectId, quantity: 1, agreeRefundPolicy: true });
  const startedAt = performance.now();
  const run = autocannon({
    url: baseURLs,
    connections,
    amount,
    timeout: 30,
    // The run ends on autocannon's next sample after the last answer: a short interval, and the time taken is measured here.
    sampleInt: 100,
    requests: [
      {
        method: 'POST',
        path: '/api/payment/coinReveal',
        setupRequest(request, context) {
          context.member ??= members[nextMember++ % members.length];
          return {
            ...request,
            body,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              authorization: `Bearer ${context.member.token}`,
              'idempotency-key': randomUUID(),
            },
          };
        },
        onResponse(status, responseBody, context) {
          lastAnswerAt = performance.now();
          let code = String(status);
          try {
            const parsed = JSON.parse(responseBody);
            code = parsed.result === 'SUCCESS' ? 'SUCCESS' : (parsed.error?.code ?? code);
          } catch {
            // not JSON: keep the status
          }
          if (code === 'SUCCESS' && context.member) context.member.succeeded += 1;
          answers.set(code, (answers.get(code) ?? 0) + 1);
        },
      },
    ],
  });
  // A slow machine stops early rather than hold up the whole bench.
  const guard = setTimeout(() => run.stop(), PURCHASE_TIMEOUT_S * 1000);
  let result;
  try {
    result = await run;
  } finally {
    clearTimeout(guard);
  }
  const durationS = ((lastAnswerAt || performance.now()) - startedAt) / 1000;

  const after = await projectOdds(baseURL, project.projectId);
  let recorded = 0;
  const ledger = [];
  for (const member of members) {
    const history = await new Browser().api('payment history', `${baseURL}/api/payment/history?size=1`, { token: member.token });
    recorded += history.total;
    ledger.push(...(await ledgerProblems(baseURL, member, project.priceGold)));
  }
  const succeeded = answers.get('SUCCESS') ?? 0;
  return {
    project,
    amount,
    connections,
    instances: baseURLs.length,
    succeeded,
    answers,
    transportErrors: result.errors + result.timeouts,
    durationS,
    purchasesPerSecond: succeeded / durationS,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    supplyBefore: project.supplyRemaining,
    supplyAfter: after?.supplyRemaining ?? Number.NaN,
    recorded,
    ledgerMembers: members.length,
    ledgerProblems: ledger,
  };
}

/**
 * Starts `instances` servers (test mode unless `env` says otherwise) on `databaseUrl` (undefined: embedded PGlite, one instance only), the second
 * once the first has migrated and seeded the database, both with the same AUTH_SECRET (a token signed by one is
 * valid on the other). `work` gets their base URLs; the servers stop afterwards.
 */
export async function withServers({ label, databaseUrl, instances = 1, env: extraEnv = PURCHASE_ENV }, work) {
  if (instances > 1 && !databaseUrl) throw new Error('several instances need PostgreSQL');
  const env = { ...extraEnv, DATABASE_URL: databaseUrl, AUTH_SECRET: randomBytes(32).toString('base64url') };
  const servers = [];
  try {
    for (let index = 0; index < instances; index += 1) servers.push(await startServer({ label: `${label}-${index + 1}`, env }));
    return await work(
      servers.map((server) => server.baseURL),
      servers[0].health.db,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** One purchase run on fresh servers: `connections` buyers spread over `instances` api processes. */
export async function measurePurchases({ label, databaseUrl, connections, instances = 1 }) {
  return withServers({ label: `purchases-${label}`, databaseUrl, instances }, async (baseURLs, db) => ({ db, ...(await purchasesOn(baseURLs, connections)) }));
}

// The api's own PostgreSQL client (bench has no database dependency of its own).
const pg = createRequire(path.join(repoRoot, 'api', 'package.json'))('pg');

/**
 * A fresh database (keys_bench_<pid>) on the PostgreSQL server of `serverUrl`, dropped afterwards; `work` gets
 * its URL. Answers null without calling `work` when the server does not answer.
 */
export async function withFreshPostgres(serverUrl, work) {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `keys_bench_${process.pid}`;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}
