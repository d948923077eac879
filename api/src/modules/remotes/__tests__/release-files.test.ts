import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES_ADMIN_API, remoteSwitchSchema } from 'shared-contract';
import { successData } from '../../../testing/envelope';
import { s3Env, startTestS3Server, STORAGE_KINDS, type TestS3Server } from '../../../testing/s3-server';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { openReleaseStorage } from '../../../storage/open-storage';
import { publishRelease, ReleasePublishError, removeRelease } from '../release-files';
import { deployFixtures, remoteManifest, remoteReleaseInfo } from './remote-fixtures';

jest.setTimeout(60_000);

const DEPLOY_TOKEN = 'deploy-token-for-the-release-files-tests-0123456789';
const ENTRY = 'var market = "the remote entry";\n';
const CHUNK = 'console.log("a hashed chunk");\n';

/** A remote's build folder as webpack leaves it (the files the release storage gets). */
function buildFolder(manifest: object = remoteManifest()) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'keys-release-dist-'));
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'keys-release.json'), JSON.stringify({ ...remoteReleaseInfo(), version: '2.0.0' }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), ENTRY);
  mkdirSync(path.join(dist, 'static'));
  writeFileSync(path.join(dist, 'static', 'routes.0123456789ab.js'), CHUNK);
  return dist;
}

describe.each(STORAGE_KINDS)('remote releases published to the %s storage', (storageKind) => {
  let s3: TestS3Server | undefined;
  let t: TestApp;

  beforeAll(async () => {
    const fixtures = deployFixtures();
    if (storageKind === 's3') s3 = await startTestS3Server();
    t = await createTestApp('pglite', { env: { WEB_ROOT: fixtures.webRoot, DEPLOY_DIR: fixtures.deployDir, DEPLOY_TOKEN, ...(s3 ? s3Env(s3) : {}) } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const releases = () => openReleaseStorage(t.config);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  test('a published build is released and served at /deploy/* by the api, each file with its type and cache policy', async () => {
    const dist = buildFolder();
    expect(await publishRelease(releases(), { name: 'market', version: '2.0.0+abc123', dist })).toBe('published');
    const switched = await t.app.inject({
      method: 'POST',
      url: REMOTES_ADMIN_API.releases('market'),
      headers: { authorization: `Bearer ${DEPLOY_TOKEN}` },
      payload: { version: '2.0.0+abc123', commit: 'abc123', expectedRevision: 0 },
    });
    expect(successData(switched, remoteSwitchSchema)).toMatchObject({ name: 'market', to: '2.0.0+abc123' });

    const entry = await get('/deploy/market/2.0.0+abc123/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(entry.headers).toMatchObject({ 'cache-control': 'no-cache', 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' });
    expect(entry.body).toBe(ENTRY);
    // The entry revalidates: an unchanged one is 304 without its bytes.
    const again = await get('/deploy/market/2.0.0+abc123/remoteEntry.js', { 'if-none-match': String(entry.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const chunk = await get('/deploy/market/2.0.0+abc123/static/routes.0123456789ab.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.body).toBe(CHUNK);
    expect((await get('/deploy/market/2.0.0+abc123/nothing.js')).statusCode).toBe(404);
    expect((await get('/deploy/market/..%2F..%2Fsecret.json')).statusCode).toBe(404);
  });

  test('publishing the same build again changes nothing; another build under that version is refused', async () => {
    const dist = buildFolder();
    expect(await publishRelease(releases(), { name: 'market', version: '3.0.0', dist })).toBe('published');
    expect(await publishRelease(releases(), { name: 'market', version: '3.0.0', dist })).toBe('already published');
    const other = buildFolder(remoteManifest({ reactRequires: '^19.1.0' }));
    await expect(publishRelease(releases(), { name: 'market', version: '3.0.0', dist: other })).rejects.toThrow(/immutable/);
    await expect(publishRelease(releases(), { name: 'market', version: '../3.0.0', dist })).rejects.toThrow(ReleasePublishError);
    const empty = mkdtempSync(path.join(os.tmpdir(), 'keys-release-empty-'));
    await expect(publishRelease(releases(), { name: 'market', version: '3.0.1', dist: empty })).rejects.toThrow(/build the remote first/);
  });

  test('a removed release leaves no file behind, and the others stay', async () => {
    await publishRelease(releases(), { name: 'cabinet', version: '1.0.0', dist: buildFolder() });
    await publishRelease(releases(), { name: 'cabinet', version: '1.1.0', dist: buildFolder() });
    await removeRelease(releases(), 'cabinet', '1.0.0');
    const keys: string[] = [];
    for await (const { key } of releases().list('cabinet/')) keys.push(key);
    expect(keys.sort()).toEqual(
      ['keys-release.json', 'mf-manifest.json', 'remoteEntry.js', 'static/routes.0123456789ab.js'].map((file) => `cabinet/1.1.0/${file}`).sort(),
    );
    expect((await get('/deploy/cabinet/1.0.0/remoteEntry.js')).statusCode).toBe(404);
  });
});
