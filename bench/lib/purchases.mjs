import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startServer } from './server.mjs';

/**
 * (d) KEY purchases with Gold (POST /api/payment/coinReveal, quantity 1, an Idempotency-Key each) by
 * PURCHASE_MEMBERS members who signed in, signed up and verified their identity over HTTP (local OIDC issuer,
 * sandbox identity provider), as a browser does. The server runs in test mode (NODE_ENV=test) only for
 * POST /api/_test/gold, which gives them Gold without the card flow.
 */
export const PURCHASE_CONNECTIONS = Number(process.env.BENCH_PURCHASE_CONNECTIONS ?? 16);
const PURCHASE_MEMBERS = PURCHASE_CONNECTIONS;
/** At most this many purchases per database (fewer when the chosen project has less supply). */
export const PURCHASE_AMOUNT = Number(process.env.BENCH_PURCHASES ?? 1500);
const PURCHASE_TIMEOUT_S = 60;

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

/** Purchases on one running server: members, the load, then the supply and the members' histories checked. */
async function purchasesOn(baseURL) {
  const project = await largestProjectOnSale(baseURL);
  const amount = Math.min(PURCHASE_AMOUNT, project.supplyRemaining);
  // Enough Gold for every purchase, whichever connection (member) makes it.
  const members = await Promise.all(Array.from({ length: PURCHASE_MEMBERS }, (_, index) => readyMember(baseURL, index, amount * project.priceGold)));

  const answers = new Map();
  let nextMember = 0;
  const body = JSON.stringify({ projectId: project.projectId, quantity: 1, agreeRefundPolicy: true });
  const run = autocannon({
    url: baseURL,
    connections: PURCHASE_CONNECTIONS,
    amount,
    timeout: 30,
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
        onResponse(status, responseBody) {
          let code = String(status);
          try {
            const parsed = JSON.parse(responseBody);
            code = parsed.result === 'SUCCESS' ? 'SUCCESS' : (parsed.error?.code ?? code);
          } catch {
            // not JSON: keep the status
          }
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

  const after = await projectOdds(baseURL, project.projectId);
  let recorded = 0;
  for (const member of members) {
    const history = await new Browser().api('payment history', `${baseURL}/api/payment/history?size=1`, { token: member.token });
    recorded += history.total;
  }
  const succeeded = answers.get('SUCCESS') ?? 0;
  return {
    project,
    amount,
    succeeded,
    answers,
    transportErrors: result.errors + result.timeouts,
    durationS: result.duration,
    purchasesPerSecond: succeeded / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    supplyBefore: project.supplyRemaining,
    supplyAfter: after?.supplyRemaining ?? Number.NaN,
    recorded,
  };
}

/** Starts a test-mode server on `databaseUrl` (undefined: embedded PGlite), measures, stops it. */
export async function measurePurchases(label, databaseUrl) {
  const server = await startServer({ label: `purchases-${label}`, env: { ...PURCHASE_ENV, DATABASE_URL: databaseUrl } });
  try {
    return { db: server.health.db, ...(await purchasesOn(server.baseURL)) };
  } finally {
    await server.stop();
  }
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
