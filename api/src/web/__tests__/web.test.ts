import { parseSetCookie } from 'cookie';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { AppDatabase } from '../../db/database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { APP_START_SCRIPT_HASH } from '../first-screen/first-screen-document';

const registrySchema = z.record(z.string(), z.object({ entry: z.string(), version: z.string() }));

function write(root: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** A repository root with a built shell and a built market remote; the other remotes are not built. */
function fakeWebRoot() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'keys-web-'));
  write(root, 'shell/dist/index.html', '<!doctype html><html><body><div id="root"></div><script src="/main.0123456789ab.js"></script></body></html>');
  write(root, 'shell/dist/main.0123456789ab.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  write(root, 'shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(root, 'mfe-market/package.json', JSON.stringify({ name: 'mfe-market', version: '1.2.3' }));
  write(root, 'mfe-market/dist/mf-manifest.json', '{"id":"market"}');
  write(root, 'mfe-market/dist/remoteEntry.js', 'var market = {};');
  write(root, 'mfe-market/dist/src_pages_main.abcdef012345.js', 'export {};');
  write(root, 'mfe-cabinet/package.json', JSON.stringify({ name: 'mfe-cabinet', version: '0.4.0' }));
  write(root, 'package.json', '{"private":true}');
  return root;
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the frontends', () => {
  let database: AppDatabase;
  let webRoot: string;
  let generated: TestApp;
  let fromFile: TestApp;
  let unbuilt: TestApp;
  let registryFile: string;
  let deployDir: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    webRoot = fakeWebRoot();
    generated = await createTestApp('pglite', { database, env: { WEB_ROOT: webRoot, PUBLIC_URL: 'https://keys.example:8443', NODE_ENV: 'production' } });

    deployDir = mkdtempSync(path.join(os.tmpdir(), 'keys-deploy-'));
    write(deployDir, 'market/1.0.0/mf-manifest.json', '{"id":"market","version":"1.0.0"}');
    write(deployDir, 'market/1.0.0/remoteEntry.js', 'var market100 = {};');
    registryFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'keys-registry-')), 'remotes.json');
    writeFileSync(
      registryFile,
      JSON.stringify({
        market: { entry: '/deploy/market/1.0.0/mf-manifest.json', version: '1.0.0' },
        community: { entry: 'http://127.0.0.1:9/remotes/community/mf-manifest.json', version: '0.1.0' },
      }),
    );
    fromFile = await createTestApp('pglite', {
      database,
      env: { WEB_ROOT: webRoot, REMOTES_REGISTRY: registryFile, DEPLOY_DIR: deployDir, PUBLIC_URL: 'http://localhost:8080' },
    });
    unbuilt = await createTestApp('pglite', { database });
  });
  afterAll(async () => {
    await generated?.close();
    await fromFile?.close();
    await unbuilt?.close();
    await database?.close();
  });

  test('/ and deep links answer the shell index.html with no-cache and a strict CSP', async () => {
    for (const url of ['/', '/main', '/key/details?id=3', '/user/login?error=SessionRequired']) {
      const response = await generated.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      // /main also carries its server-drawn first screen, with the app's root hidden until the page takes over.
      expect(response.body).toMatch(/<div id="root"( hidden)?><\/div>/);
    }
    const csp = String((await generated.app.inject({ method: 'GET', url: '/', headers: html })).headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    // form-action also lists the sign-in providers' origins (here the local OIDC issuer on loopback).
    expect(directives['form-action']).toMatch(/^'self' http:\/\/127\.0\.0\.1:\d+$/);
    expect({ ...directives, 'form-action': "'self'" }).toEqual({
      'default-src': "'self'",
      // The one inline script allowed: the app's start on a server-drawn page, by its hash.
      'script-src': `'self' ${APP_START_SCRIPT_HASH}`,
      'connect-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'font-src': "'self' data:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'self'",
      'form-action': "'self'",
    });
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  test('the root path follows the Apple callback cookie to where the sign-in was going, once, and never off the site', async () => {
    const destination = '/callback/login-success?callbackUrl=%2Fcabinet';
    const followed = await generated.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, cookie: `keys-lang=ko; keys-apple-callback=${encodeURIComponent(destination)}` },
    });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(destination);
    expect(parseSetCookie(String(followed.headers['set-cookie']))).toMatchObject({ name: 'keys-apple-callback', value: '', path: '/', maxAge: 0 });

    for (const offSite of ['//evil.example/x', 'https://evil.example/', '/.//evil.example', '%E0%A4%A']) {
      const refused = await generated.app.inject({ method: 'GET', url: '/', headers: { ...html, cookie: `keys-apple-callback=${offSite}` } });
      expect(refused.statusCode).toBe(302);
      expect(refused.headers.location).toBe('/main');
    }

    const elsewhere = await generated.app.inject({
      method: 'GET',
      url: '/main',
      headers: { ...html, cookie: `keys-apple-callback=${encodeURIComponent(destination)}` },
    });
    expect(elsewhere.statusCode).toBe(200);
    const plain = await generated.app.inject({ method: 'GET', url: '/', headers: html });
    expect(plain.headers.location ?? '').not.toBe(destination);
    expect(plain.headers['set-cookie']).toBeUndefined();
  });

  test('Internet Explorer gets a page saying the browser is not supported, in its language first, instead of the app', async () => {
    const ie11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
    const ie10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';
    const korean = await generated.app.inject({ method: 'GET', url: '/main', headers: { ...html, 'user-agent': ie11, 'accept-language': 'ko-KR' } });
    expect(korean.statusCode).toBe(200);
    expect(korean.headers['content-type']).toContain('text/html');
    expect(korean.headers.vary).toContain('user-agent');
    expect(korean.body).toContain('data-is-ie="true"');
    expect(korean.body).not.toContain('id="root"');
    expect(korean.body).not.toContain('<script');
    expect(korean.body.indexOf('지원하지 않는 브라우저입니다')).toBeLessThan(korean.body.indexOf('This browser is not supported'));
    expect(korean.body).toContain('<html lang="ko"');

    const english = await generated.app.inject({
      method: 'GET',
      url: '/key/details?id=1',
      headers: { ...html, 'user-agent': ie10, 'accept-language': 'en-US' },
    });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toMatch(/<h1>This browser is not supported<\/h1>/);
    expect(english.body).toContain('KEYS does not work in Internet Explorer.');

    const edge = await generated.app.inject({
      method: 'GET',
      url: '/main',
      headers: {
        ...html,
        'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      },
    });
    expect(edge.body).not.toContain('data-is-ie');
    expect(edge.body).toContain('id="root"');
  });

  test('shell files are served with cache headers by name; missing files and non-HTML requests are 404', async () => {
    const hashed = await generated.app.inject({ method: 'GET', url: '/main.0123456789ab.js', headers: { 'accept-encoding': 'gzip' } });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('gzip');
    expect((await generated.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
    expect((await generated.app.inject({ method: 'GET', url: '/missing.0123456789ab.js', headers: html })).statusCode).toBe(404);
    expect((await generated.app.inject({ method: 'GET', url: '/main', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    // Uptime monitors, crawlers and curl ask with */* or no Accept at all: they get the page.
    for (const headers of [{ accept: '*/*' }, {}, { accept: 'application/json, */*' }]) {
      const page = await generated.app.inject({ method: 'GET', url: '/main', headers });
      expect([JSON.stringify(headers), page.statusCode, page.headers['content-type']]).toEqual([JSON.stringify(headers), 200, 'text/html; charset=utf-8']);
    }
    expect((await generated.app.inject({ method: 'GET', url: '/_/nothing', headers: html })).statusCode).toBe(404);
    const auth = await generated.app.inject({ method: 'GET', url: '/auth/session', headers: html });
    expect(auth.headers['content-type']).toContain('application/json');
    expect(auth.body).not.toContain('<div id="root">');
  });

  test('/remotes/<name>/ serves the remote builds with CORS; entry files revalidate, hashed chunks are immutable', async () => {
    const entry = await generated.app.inject({ method: 'GET', url: '/remotes/market/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var market = {};');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const manifest = await generated.app.inject({ method: 'GET', url: '/remotes/market/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const chunk = await generated.app.inject({ method: 'GET', url: '/remotes/market/src_pages_main.abcdef012345.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await generated.app.inject({ method: 'GET', url: '/remotes/market/nope.js' })).statusCode).toBe(404);
    expect((await generated.app.inject({ method: 'GET', url: '/remotes/shop/remoteEntry.js' })).statusCode).toBe(404);
    const traversal = await generated.app.inject({ method: 'GET', url: '/remotes/market/../../package.json' });
    expect(traversal.body).not.toContain('"private":true');
    const encoded = await generated.app.inject({ method: 'GET', url: '/remotes/market/%2e%2e/%2e%2e/package.json' });
    expect(encoded.statusCode).not.toBe(200);

    const unbuiltRemote = await generated.app.inject({ method: 'GET', url: '/remotes/cabinet/remoteEntry.js' });
    expect(unbuiltRemote.statusCode).toBe(503);
    expect(unbuiltRemote.body).toContain('npm run build -w mfe-cabinet');
  });

  test('a server without frontend builds answers a 503 page saying to run the build', async () => {
    const response = await unbuilt.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
    expect(response.body).toContain('빌드');
    expect((await unbuilt.app.inject({ method: 'GET', url: '/main', headers: html })).statusCode).toBe(503);
  });

  test('/remotes.json is generated for the local builds on PUBLIC_URL, never the request Host', async () => {
    const response = await generated.app.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'evil.example' } });
    expect(response.body).not.toContain('evil.example');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    // In production no remote can be pointed elsewhere from the browser.
    expect(response.headers['x-keys-remote-overrides']).toBeUndefined();
    const registry = registrySchema.parse(response.json());
    expect(Object.keys(registry).sort()).toEqual(['account', 'cabinet', 'community', 'market', 'refund']);
    expect(registry.market).toEqual({ entry: 'https://keys.example:8443/remotes/market/mf-manifest.json', version: '1.2.3' });
    expect(registry.cabinet?.version).toBe('0.4.0');
    expect(registry.refund?.version).toBe('0.0.0');
  });

  test('/remotes.json comes from REMOTES_REGISTRY, re-read on every request, relative entries resolved, origins in the CSP', async () => {
    const read = async () => {
      const response = await fromFile.app.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'localhost:8080', ...html } });
      return {
        registry: registrySchema.parse(response.json()),
        csp: String(response.headers['content-security-policy']),
        overrides: response.headers['x-keys-remote-overrides'],
      };
    };
    const first = await read();
    expect(first.registry).toEqual({
      market: { entry: 'http://localhost:8080/deploy/market/1.0.0/mf-manifest.json', version: '1.0.0' },
      community: { entry: 'http://127.0.0.1:9/remotes/community/mf-manifest.json', version: '0.1.0' },
    });
    // Outside production, remote dev servers on the developer's own machine are allowed too (`?remote.<name>=`).
    expect(first.csp).toContain(`script-src 'self' http://127.0.0.1:9 http://localhost:* http://127.0.0.1:* ${APP_START_SCRIPT_HASH};`);
    expect(first.csp).toContain("connect-src 'self' http://127.0.0.1:9 http://localhost:* http://127.0.0.1:*;");
    const page = await fromFile.app.inject({ method: 'GET', url: '/main', headers: html });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self' http://127.0.0.1:9 http://localhost:*");
    expect(first.overrides).toBe('allowed');

    writeFileSync(
      registryFile,
      JSON.stringify({
        market: { entry: 'https://cdn.keys.example/market/2.0.0/mf-manifest.json', version: '2.0.0' },
        community: { entry: '/remotes/community/mf-manifest.json', version: '0.1.0' },
        refund: { entry: 'refund/mf-manifest.json', version: '0.2.0' },
      }),
    );
    const second = await read();
    expect(second.registry.market).toEqual({ entry: 'https://cdn.keys.example/market/2.0.0/mf-manifest.json', version: '2.0.0' });
    expect(second.registry.community?.entry).toBe('http://localhost:8080/remotes/community/mf-manifest.json');
    expect(second.registry.refund?.entry).toBe('http://localhost:8080/refund/mf-manifest.json');
    expect(second.csp).toContain("script-src 'self' https://cdn.keys.example http://localhost:*");
    expect(second.csp).not.toContain('127.0.0.1:9');

    writeFileSync(registryFile, '{ not json');
    const broken = await fromFile.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toEqual({ error: expect.stringContaining('not valid JSON') });
  });

  test('/deploy/* serves versioned remote copies from DEPLOY_DIR with CORS', async () => {
    const entry = await fromFile.app.inject({ method: 'GET', url: '/deploy/market/1.0.0/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var market100 = {};');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await fromFile.app.inject({ method: 'GET', url: '/deploy/market/9.9.9/remoteEntry.js' })).statusCode).toBe(404);
  });
});
