/**
 * @jest-environment ./src/session/__tests__/jsdom-with-fetch-environment.cjs
 */
import { pageNavigation } from '../auth-client';
import { PENDING_SIGN_IN_KEY } from '../session-sync';
import { signIn } from '../sign-in';
import { resolvePathsAgainst, sendJson, startTestServer, type Recorded } from './test-server';

/** What the "Auth.js" side answers: the providers (null: the read fails), and the url a sign-in POST answers. */
let providers: Record<string, { id: string; type: string }> | null = null;
let signInUrl = '';

let server: Awaited<ReturnType<typeof startTestServer>>;
let undo: () => void;
let visited: string[] = [];

const posted = (path: string) => server.requests.filter((request) => request.method === 'POST' && request.path === path);
const form = (request: Recorded | undefined) => Object.fromEntries(new URLSearchParams(typeof request?.body === 'string' ? request.body : ''));

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.path === '/auth/providers') return providers ? sendJson(response, 200, providers) : sendJson(response, 500, { error: 'down' });
    if (request.path === '/auth/csrf') return sendJson(response, 200, { csrfToken: 'csrf-123' });
    if (request.path.startsWith('/auth/signin/')) return sendJson(response, 200, { url: signInUrl });
    if (request.path === '/auth/_log') return sendJson(response, 200, { result: 'SUCCESS', data: null });
    return sendJson(response, 404, {});
  });
  undo = resolvePathsAgainst(server.base);
});

afterAll(async () => {
  undo();
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  visited = [];
  jest.spyOn(pageNavigation, 'assign').mockImplementation((url) => {
    visited.push(url);
  });
  sessionStorage.clear();
  providers = { local: { id: 'local', type: 'oidc' }, kakao: { id: 'kakao', type: 'oauth' }, apple: { id: 'apple', type: 'oidc' } };
  document.cookie = 'keys-apple-callback=; Path=/; Max-Age=0';
});

afterEach(() => jest.restoreAllMocks());

/** The log line reaches the server after the call returns (it is sent without waiting). */
async function logged() {
  for (let attempt = 0; attempt < 50 && posted('/auth/_log').length === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  return posted('/auth/_log').map(form);
}

describe('signIn (spec section 8 session client)', () => {
  it('posts csrfToken, callbackUrl and json form-encoded, asking for the url, and goes where Auth.js answers', async () => {
    signInUrl = 'http://issuer.example/authorize?client_id=keys&state=s';
    const result = await signIn('kakao', { callbackUrl: '/callback/login-success?callbackUrl=%2Fmain' });

    expect(result).toEqual({ url: signInUrl, error: null });
    expect(visited).toEqual([signInUrl]);
    const [request] = posted('/auth/signin/kakao');
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request?.headers['x-auth-return-redirect']).toBe('1');
    expect(form(request)).toEqual({ csrfToken: 'csrf-123', callbackUrl: '/callback/login-success?callbackUrl=%2Fmain', json: 'true' });
    expect(sessionStorage.getItem(PENDING_SIGN_IN_KEY)).toBe('kakao');
  });

  it("carries the login hint to the provider's sign-in", async () => {
    signInUrl = 'http://issuer.example/authorize?login_hint=mina%40example.com';
    await signIn('local', { callbackUrl: '/main', loginHint: 'mina@example.com' });
    expect(posted('/auth/signin/local')[0]?.search).toBe('?login_hint=mina%40example.com');
  });

  it("answers the error named in the returned url's error parameter, and goes to that page", async () => {
    signInUrl = `${server.base}/user/login?error=AccessDenied`;
    const result = await signIn('local', { callbackUrl: '/main' });
    expect(result).toEqual({ url: signInUrl, error: 'AccessDenied' });
    expect(visited).toEqual([signInUrl]);
    expect(sessionStorage.getItem(PENDING_SIGN_IN_KEY)).toBeNull();
  });

  it("keeps the destination of an Apple sign-in in the Apple callback cookie (Apple's callback ends at /); others do not", async () => {
    signInUrl = 'https://appleid.example/auth/authorize?response_mode=form_post';
    await signIn('kakao', { callbackUrl: '/main' });
    expect(document.cookie).not.toContain('keys-apple-callback');
    await signIn('apple', { callbackUrl: '/callback/login-success?callbackUrl=%2Fcabinet' });
    expect(document.cookie).toContain(`keys-apple-callback=${encodeURIComponent('/callback/login-success?callbackUrl=%2Fcabinet')}`);
  });

  it('sends an unknown provider to the sign-in page, keeping where to go after, and posts nothing', async () => {
    const result = await signIn('myspace', { callbackUrl: '/cabinet' });
    expect(result).toBeUndefined();
    expect(visited).toEqual(['/user/login?callbackUrl=%2Fcabinet']);
    expect(posted('/auth/signin/myspace')).toEqual([]);
  });

  it('goes to the error page when the providers cannot be fetched, and logs the failed fetch', async () => {
    providers = null;
    const result = await signIn('local', { callbackUrl: '/main' });
    expect(result).toBeUndefined();
    expect(visited).toEqual(['/error']);
    expect(server.requests.some((request) => request.path.startsWith('/auth/signin/'))).toBe(false);
    const [line] = await logged();
    expect(line).toMatchObject({ level: 'error', code: 'CLIENT_FETCH_ERROR' });
    expect(line?.['message']).toContain('/auth/providers');
  });
});
