import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { API, COIN_API, coinPaymentCreatedSchema, SHARING_API } from 'shared-contract';
import { z } from 'zod';
import { successData } from '../testing/envelope';
import { createSaleProject } from '../testing/test-commerce';
import { createTestApp, emptyWebRoot, type TestApp } from '../testing/test-app';
import { testBackends } from '../testing/test-database';
import { createTestMember } from '../testing/test-members';

jest.setTimeout(120_000);

/** What an attacker sends: a forged Host, and the forwarding headers a proxy would set. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
const EVIL = /evil\.example/i;

/** Every header value and the body of an answer, as one text to search. */
const everything = (response: { headers: Record<string, unknown>; body: string }) => `${JSON.stringify(response.headers)}\n${response.body}`;

/** A configured PUBLIC_URL (with every proxy trusted: PUBLIC_URL still decides, AUTH_TRUST_HOST stays off), and none. */
const SETUPS = testBackends().flatMap((backend) => [
  { backend, setup: 'PUBLIC_URL set, TRUST_PROXY=true', env: { PUBLIC_URL: 'https://keys.example', TRUST_PROXY: 'true', AUTH_TRUST_HOST: '0' } },
  { backend, setup: 'the server defaults (PUBLIC_URL, AUTH_TRUST_HOST unset)', env: { PUBLIC_URL: undefined, AUTH_TRUST_HOST: undefined } },
]);

describe.each(SETUPS)('links never come from the Host header on $backend, $setup', ({ backend, env }) => {
  let t: TestApp;
  let keyId: number;
  let PUBLIC_URL: string;

  beforeAll(async () => {
    const webRoot = emptyWebRoot();
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    copyFileSync(path.join(__dirname, '../../../shell/public/index.html'), path.join(webRoot, 'shell', 'dist', 'index.html'));
    t = await createTestApp(backend, { env: { WEB_ROOT: webRoot, ...env } });
    PUBLIC_URL = t.config.publicUrl;
    keyId = (await createSaleProject(t, [3])).designIds[0] ?? 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  test('the cabinet reset mail links to PUBLIC_URL', async () => {
    const member = await createTestMember(t, 'host-mail@example.com');
    const sent = await t.app.inject({ method: 'POST', url: API.mailResetPassword, headers: { ...member.auth, ...FORGED } });
    expect(sent.statusCode).toBe(200);
    const { mails } = z
      .object({ mails: z.array(z.object({ to: z.string(), text: z.string(), html: z.string().nullable() })) })
      .parse((await t.app.inject({ method: 'GET', url: '/dev/mail.json', headers: FORGED })).json());
    const mail = mails.find((candidate) => candidate.to === 'host-mail@example.com');
    expect(mail?.text).toContain(`${PUBLIC_URL}/user/cabinetPassword?`);
    expect(`${mail?.text}${mail?.html}`).not.toMatch(EVIL);
  });

  test('open-graph tags (JSON and the served page) and /remotes.json use PUBLIC_URL', async () => {
    const json = await t.app.inject({ method: 'GET', url: `${SHARING_API.openGraph}?keyId=${keyId}`, headers: FORGED });
    expect(json.statusCode).toBe(200);
    expect(json.body).toContain(`${PUBLIC_URL}/key?id=${keyId}`);
    expect(everything(json)).not.toMatch(EVIL);

    const page = await t.app.inject({ method: 'GET', url: `/key?id=${keyId}`, headers: { ...FORGED, accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`content="${PUBLIC_URL}/api/art/key/${keyId}.png"`);
    expect(everything(page)).not.toMatch(EVIL);

    const remotes = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: FORGED });
    expect(remotes.statusCode).toBe(200);
    expect(everything(remotes)).not.toMatch(EVIL);
  });

  test('the card checkout and its return, and the identity verification return, use PUBLIC_URL', async () => {
    const member = await createTestMember(t, 'host-pay@example.com');
    const created = await t.app.inject({
      method: 'POST',
      url: COIN_API.coinPayment,
      headers: { ...member.auth, ...FORGED, 'idempotency-key': 'host-header-payment' },
      payload: { gold: 800, providerId: 'sandbox-card' },
    });
    const { checkoutUrl, paymentId } = successData(created, coinPaymentCreatedSchema);
    expect(checkoutUrl.startsWith(`${PUBLIC_URL}/sandbox/checkout?`)).toBe(true);
    expect(everything(created)).not.toMatch(EVIL);
    const checkout = new URL(checkoutUrl);
    const page = await t.app.inject({ method: 'GET', url: `${checkout.pathname}${checkout.search}`, headers: FORGED });
    expect(everything(page)).not.toMatch(EVIL);
    const approved = await t.app.inject({
      method: 'POST',
      url: '/sandbox/checkout',
      headers: { ...FORGED, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ payment: paymentId, cardNumber: '4242 4242 4242 4242', action: 'approve' }).toString(),
    });
    expect(approved.statusCode).toBe(303);
    expect(String(approved.headers.location).startsWith(`${PUBLIC_URL}/callback/coin-success`)).toBe(true);

    const verification = await t.app.inject({
      method: 'POST',
      url: API.userPhoneVerification,
      headers: { ...member.auth, ...FORGED },
      payload: { purpose: 'account' },
    });
    expect(verification.statusCode).toBe(200);
    expect(verification.body).toContain(encodeURIComponent(`${PUBLIC_URL}/callback/verification`));
    expect(everything(verification)).not.toMatch(EVIL);
  });

  test('Auth.js builds its URLs and redirects from PUBLIC_URL', async () => {
    const providers = await t.app.inject({ method: 'GET', url: '/auth/providers', headers: FORGED });
    expect(providers.statusCode).toBe(200);
    expect(providers.body).toContain(`${PUBLIC_URL}/auth/callback/local`);
    expect(everything(providers)).not.toMatch(EVIL);

    const csrf = await t.app.inject({ method: 'GET', url: '/auth/csrf', headers: FORGED });
    const { csrfToken } = z.object({ csrfToken: z.string() }).parse(csrf.json());
    const cookie = [csrf.headers['set-cookie']]
      .flat()
      .map((line) => String(line).split(';')[0])
      .join('; ');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/signin/local?login_hint=host-auth%40example.com',
      headers: { ...FORGED, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ csrfToken, callbackUrl: 'https://evil.example/steal' }).toString(),
    });
    expect(signIn.statusCode).toBe(302);
    const toIssuer = new URL(String(signIn.headers.location));
    expect(toIssuer.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/callback/local`);
    // The foreign callbackUrl is kept nowhere a link is made from.
    expect(everything(signIn)).not.toMatch(EVIL);

    // Pages Auth.js sends the browser to (sign-in page, errors, sign-out) are on PUBLIC_URL too.
    for (const url of ['/auth/signin', '/auth/error?error=Configuration', '/auth/signout']) {
      const response = await t.app.inject({ method: 'GET', url, headers: FORGED });
      expect(everything(response)).not.toMatch(EVIL);
    }
  });
});
