import escapeHtml from 'escape-html';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Issuer, OAuth2Service, type MutableRedirectUri, type MutableResponse, type MutableToken } from 'oauth2-mock-server';

export const LOCAL_CLIENT_ID = 'keys-local';

/** The first demo members (seed step members-v1). */
export const FIRST_DEMO_MEMBERS = [
  { email: 'demo@keys.local', name: 'KEYS Demo', nickname: 'KEYSDemo', role: 'member', status: 1 },
  { email: 'collector@keys.local', name: 'KEYS Collector', nickname: 'Collector', role: 'member', status: 1 },
  { email: 'suspended@keys.local', name: 'KEYS Suspended', nickname: 'Suspended', role: 'member', status: 6 },
  { email: 'admin@keys.local', name: 'KEYS Admin', nickname: 'KEYSAdmin', role: 'admin', status: 1 },
] as const;

/** The support team (seed step staff-v1): two, so a payout can be reviewed by one and approved by the other. */
export const STAFF_DEMO_MEMBERS = [
  { email: 'support@keys.local', name: 'KEYS Support', nickname: 'KEYSSupport', role: 'support', status: 1 },
  { email: 'support2@keys.local', name: 'KEYS Support Two', nickname: 'KEYSSupport2', role: 'support', status: 1 },
] as const;

/** The catalogue studio's editor (seed step editor-v1): the staff console's studio, no money and no members' data. */
export const EDITOR_DEMO_MEMBERS = [{ email: 'editor@keys.local', name: 'KEYS Editor', nickname: 'KEYSEditor', role: 'editor', status: 1 }] as const;

/** Members the local issuer's page offers with one click (any other e-mail works too). */
export const DEMO_MEMBERS = [...FIRST_DEMO_MEMBERS, ...STAFF_DEMO_MEMBERS, ...EDITOR_DEMO_MEMBERS] as const;

export interface LocalMember {
  sub: string;
  email: string;
  name: string;
}

export interface LocalIssuer {
  url: string;
  origin: string;
  close(): Promise<void>;
}

const EMAIL = /^[^\s@<>"']{1,64}@[^\s@<>"']{1,190}$/;

export const memberFor = (email: string): LocalMember => {
  const normalized = email.trim().toLowerCase();
  const demo = DEMO_MEMBERS.find((member) => member.email === normalized);
  return { sub: `local:${normalized}`, email: normalized, name: demo?.name ?? normalized.split('@')[0] ?? normalized };
};

/** The issuer's sign-in page: pick a demo member or type any e-mail; it re-requests /authorize with login_hint. */
function signInPage(query: URLSearchParams, invalid: boolean) {
  const hidden = [...query.entries()]
    .filter(([name]) => name !== 'login_hint')
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const demoButtons = DEMO_MEMBERS.map(
    (member) =>
      `<button type="submit" name="login_hint" value="${escapeHtml(member.email)}">${escapeHtml(member.name)} &lt;${escapeHtml(member.email)}&gt;</button>`,
  ).join('');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>KEYS local sign-in</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}form{display:grid;gap:.75rem}
button,input{font:inherit;padding:.6rem;min-height:44px}label{display:grid;gap:.25rem}.error{color:#b00020}</style></head>
<body><main><h1>KEYS local sign-in / 로컬 로그인</h1>
<p>A development identity provider: choose a demo member or enter any e-mail. / 개발용 로그인입니다. 데모 회원을 고르거나 이메일을 입력하세요.</p>
<form method="get" action="/authorize">${hidden}${demoButtons}</form>
<form method="get" action="/authorize">${hidden}
<label>E-mail / 이메일<input type="email" name="login_hint" required autocomplete="email"></label>
${invalid ? '<p class="error" role="alert">Enter a valid e-mail. / 올바른 이메일을 입력하세요.</p>' : ''}
<button type="submit">Continue / 계속</button></form></main></body></html>`;
}

/**
 * `response_mode=form_post` (Sign in with Apple): the answer is a page that posts the code and state to the
 * callback, as Apple does, instead of a redirect carrying them.
 */
function formPostPage(callback: URL) {
  const fields = [...callback.searchParams.entries()]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const action = escapeHtml(`${callback.origin}${callback.pathname}`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>KEYS local sign-in</title><link rel="icon" href="data:,"></head>
<body onload="document.forms[0].submit()"><form method="post" action="${action}">${fields}<noscript><button type="submit">Continue / 계속</button></noscript></form></body></html>`;
}

/**
 * A real OIDC issuer on loopback (oauth2-mock-server) for the embedded default and the tests.
 * `login_hint=<email>` on /authorize picks the member; without it the issuer shows its own page.
 */
export async function startLocalIssuer(): Promise<LocalIssuer> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  const memberByCode = new Map<string, LocalMember>();
  const memberByAccessToken = new Map<string, LocalMember>();

  service.on('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri, req: IncomingMessage) => {
    const hint = new URL(req.url ?? '/', 'http://issuer').searchParams.get('login_hint');
    const code = url.searchParams.get('code');
    if (hint && code) memberByCode.set(code, memberFor(hint));
  });
  service.on('beforeTokenSigning', (token: MutableToken, req: IncomingMessage & { body?: Record<string, unknown> }) => {
    const code = req.body?.code;
    const member = typeof code === 'string' ? memberByCode.get(code) : undefined;
    if (member) Object.assign(token.payload, { sub: member.sub, email: member.email, email_verified: true, name: member.name });
  });
  service.on('beforeResponse', (response: MutableResponse, req: IncomingMessage & { body?: Record<string, unknown> }) => {
    const code = req.body?.code;
    const member = typeof code === 'string' ? memberByCode.get(code) : undefined;
    if (!member || typeof code !== 'string') return;
    memberByCode.delete(code);
    const accessToken = (response.body as { access_token?: unknown }).access_token;
    if (typeof accessToken === 'string') memberByAccessToken.set(accessToken, member);
  });
  service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => {
    const token = req.headers.authorization?.replace(/^Bearer\s+/i, '');
    const member = token ? memberByAccessToken.get(token) : undefined;
    if (member) response.body = { sub: member.sub, email: member.email, email_verified: true, name: member.name };
  });

  const handler = service.requestHandler;
  let origin = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://issuer');
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const hint = url.searchParams.get('login_hint');
      if (!hint || !EMAIL.test(hint.trim())) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(signInPage(url.searchParams, hint !== null));
        return;
      }
      if (url.searchParams.get('response_mode') === 'form_post') {
        // The issuer's own redirect, asked for without form_post, says where to post what.
        url.searchParams.delete('response_mode');
        void fetch(`${origin}${url.pathname}${url.search}`, { redirect: 'manual' }).then(
          (answer) => {
            const location = answer.headers.get('location');
            res.writeHead(location ? 200 : 400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
            res.end(location ? formPostPage(new URL(location)) : 'invalid authorization request');
          },
          () => {
            res.writeHead(500).end();
          },
        );
        return;
      }
    }
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  issuer.url = origin;

  return {
    url: origin,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
