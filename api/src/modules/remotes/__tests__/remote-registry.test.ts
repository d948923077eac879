import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CANARY_BUCKET_COOKIE, REMOTES_ADMIN_API, REMOTES_API, remotesOverviewSchema, remoteSwitchSchema } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { openTestDatabase, testBackends } from '../../../testing/test-database';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { recordRelease, swapRegistryState } from '../remote-repository';
import { deployFixtures, remoteManifest, remoteReleaseInfo } from './remote-fixtures';

jest.setTimeout(60_000);

const DEPLOY_TOKEN = 'deploy-token-for-the-remotes-tests-0123456789abcdef';
const deployAuth = { authorization: `Bearer ${DEPLOY_TOKEN}` };

describe.each(testBackends())('the remotes registry on %s', (backend) => {
  let t: TestApp;
  let fixtures: ReturnType<typeof deployFixtures>;
  let admin: TestMember;
  let support: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    fixtures = deployFixtures();
    t = await createTestApp(backend, { env: { WEB_ROOT: fixtures.webRoot, DEPLOY_DIR: fixtures.deployDir, DEPLOY_TOKEN } });
    admin = await createTestMember(t, 'remotes-admin@example.com', { role: 'admin' });
    support = await createTestMember(t, 'remotes-support@example.com', { role: 'support' });
    member = await createTestMember(t, 'remotes-member@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const remotesJson = async (app = t.app) => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, { entry: string; version: string }>;
  };
  const overview = async (auth: Record<string, string> = deployAuth) =>
    successData(await t.app.inject({ method: 'GET', url: REMOTES_ADMIN_API.remotes, headers: auth }), remotesOverviewSchema);
  const stateOf = async (name: string) => {
    const state = (await overview()).remotes.find((remote) => remote.name === name);
    if (!state) throw new Error(`no ${name} in the overview`);
    return state;
  };
  const release = (name: string, payload: object, auth: Record<string, string> = deployAuth) =>
    t.app.inject({ method: 'POST', url: REMOTES_ADMIN_API.releases(name), headers: { ...auth, 'accept-language': 'en' }, payload });
  const rollback = (name: string, payload: object, auth: Record<string, string> = deployAuth) =>
    t.app.inject({ method: 'POST', url: REMOTES_ADMIN_API.rollback(name), headers: { ...auth, 'accept-language': 'en' }, payload });

  test('every remote starts on its local build at revision 0', async () => {
    const { remotes } = await overview();
    expect(remotes.map((remote) => remote.name)).toEqual(['market', 'cabinet', 'community', 'account', 'refund']);
    for (const remote of remotes) {
      expect(remote).toMatchObject({ local: true, revision: 0, releases: [], history: [] });
      expect(remote.live.entry).toBe(`http://localhost/remotes/${remote.name}/mf-manifest.json`);
    }
    expect((await remotesJson()).market).toEqual({ entry: 'http://localhost/remotes/market/mf-manifest.json', version: '0.1.0' });
  });

  test('a release switches /remotes.json, a second one too, and a rollback goes back; all kept as history', async () => {
    fixtures.publish('cabinet', '1.0.0');
    fixtures.publish('cabinet', '1.1.0');
    expect(successData(await release('cabinet', { version: '1.0.0', commit: 'aaa111', expectedRevision: 0 }), remoteSwitchSchema)).toEqual({
      name: 'cabinet',
      action: 'release',
      from: null,
      to: '1.0.0',
      revision: 1,
      pruned: [],
    });
    expect((await remotesJson()).cabinet).toEqual({ entry: 'http://localhost/deploy/cabinet/1.0.0/mf-manifest.json', version: '1.0.0' });
    // The other remotes stay on their local builds.
    expect((await remotesJson()).community?.entry).toBe('http://localhost/remotes/community/mf-manifest.json');

    expect(successData(await release('cabinet', { version: '1.1.0', commit: 'bbb222', expectedRevision: 1 }), remoteSwitchSchema)).toEqual({
      name: 'cabinet',
      action: 'release',
      from: '1.0.0',
      to: '1.1.0',
      revision: 2,
      pruned: [],
    });
    expect((await remotesJson()).cabinet?.version).toBe('1.1.0');

    expect(successData(await rollback('cabinet', { expectedRevision: 2 }), remoteSwitchSchema)).toEqual({
      name: 'cabinet',
      action: 'rollback',
      from: '1.1.0',
      to: '1.0.0',
      revision: 3,
    });
    expect((await remotesJson()).cabinet).toEqual({ entry: 'http://localhost/deploy/cabinet/1.0.0/mf-manifest.json', version: '1.0.0' });

    // A named rollback re-points to that release.
    expect(successData(await rollback('cabinet', { version: '1.1.0', expectedRevision: 3 }), remoteSwitchSchema).to).toBe('1.1.0');

    const state = await stateOf('cabinet');
    expect(state).toMatchObject({ local: false, revision: 4, live: { version: '1.1.0', entry: 'http://localhost/deploy/cabinet/1.1.0/mf-manifest.json' } });
    expect(state.releases.map((entry) => [entry.version, entry.commit, entry.publishedBy])).toEqual([
      ['1.1.0', 'bbb222', 'deploy-token'],
      ['1.0.0', 'aaa111', 'deploy-token'],
    ]);
    expect(state.history.map((change) => [change.action, change.from, change.to, change.actor])).toEqual([
      ['rollback', '1.0.0', '1.1.0', 'deploy-token'],
      ['rollback', '1.1.0', '1.0.0', 'deploy-token'],
      ['release', '1.0.0', '1.1.0', 'deploy-token'],
      ['release', null, '1.0.0', 'deploy-token'],
    ]);
  });

  test('releases are immutable: the same version again is idempotent, another commit for it is refused', async () => {
    fixtures.publish('account', '2.0.0');
    successData(await release('account', { version: '2.0.0', commit: 'ccc333', expectedRevision: 0 }), remoteSwitchSchema);
    const again = await release('account', { version: '2.0.0', commit: 'ccc333', expectedRevision: 1 });
    expect(successData(again, remoteSwitchSchema)).toEqual({ name: 'account', action: 'release', from: '2.0.0', to: '2.0.0', revision: 2, pruned: [] });
    const other = failure(await release('account', { version: '2.0.0', commit: 'ddd444', expectedRevision: 2 }));
    expect(other).toMatchObject({ status: 409, code: 'REMOTE_RELEASE_EXISTS' });
    expect((await stateOf('account')).releases).toHaveLength(1);
    expect((await stateOf('account')).revision).toBe(2);
  });

  test('a folder that was not published, an unknown remote, nothing to roll back and bad input are refused', async () => {
    expect(failure(await release('market', { version: '9.9.9', commit: 'x', expectedRevision: 0 }))).toMatchObject({
      status: 404,
      code: 'REMOTE_RELEASE_NOT_FOUND',
    });
    expect(failure(await release('nope', { version: '1.0.0', commit: 'x', expectedRevision: 0 }))).toMatchObject({ status: 404, code: 'REMOTE_NOT_FOUND' });
    expect(failure(await rollback('market', { expectedRevision: 0 }))).toMatchObject({ status: 409, code: 'REMOTE_NOTHING_TO_ROLL_BACK' });
    expect(failure(await rollback('market', { version: '7.7.7', expectedRevision: 0 }))).toMatchObject({ status: 404, code: 'REMOTE_RELEASE_NOT_FOUND' });
    for (const payload of [
      {},
      { version: '../etc', commit: 'x', expectedRevision: 0 },
      { version: '1.0.0', commit: 'x', expectedRevision: -1 },
      { version: '1.0.0', commit: '', expectedRevision: 0 },
    ]) {
      expect(failure(await release('market', payload))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await stateOf('market')).revision).toBe(0);
  });

  test.each([
    ['MISSING_ROUTES', '0.0.1-no-routes', { manifest: remoteManifest({ exposes: [{ name: 'console', path: './console' }] }) }],
    ['MISSING_ROUTES', '0.0.1-not-a-manifest', { manifest: 'not a manifest' }],
    ['SHARED_VERSION', '0.0.1-shared', { manifest: remoteManifest({ reactRequires: '^20.0.0' }) }],
    ['ROUTE_OWNER', '0.0.1-routes', { releaseInfo: remoteReleaseInfo({ routes: ['/main', '/cabinet'] }) }],
    ['CONTRACT_MAJOR', '0.0.1-major', { releaseInfo: remoteReleaseInfo({ sharedContract: '1.0.0' }) }],
    ['MISSING_RELEASE_INFO', '0.0.1-no-info', { releaseInfo: null }],
    ['MISSING_CONSOLE', '0.0.1-no-console', { releaseInfo: remoteReleaseInfo({ consoleSections: [] }) }],
    ['CONSOLE_OWNER', '0.0.1-console-owner', { releaseInfo: remoteReleaseInfo({ consoleSections: ['studio', 'requests'] }) }],
  ] as const)('a release breaking the contract (%s, %s) is refused and the registry is unchanged', async (reason, version, files) => {
    fixtures.publish('market', version, files);
    const before = await remotesJson();
    const refused = failure(await release('market', { version, commit: 'eee555', expectedRevision: 0 }));
    expect(refused).toMatchObject({ status: 422, code: 'REMOTE_CONTRACT_BROKEN' });
    const reasons = (refused.raw as { error: { details: { reasons: Array<{ code: string; message: string }> } } }).error.details.reasons;
    expect(reasons.map((entry) => entry.code)).toEqual([reason]);
    expect(reasons[0]?.message).toMatch(/\S/);
    expect(await remotesJson()).toEqual(before);
    expect(await stateOf('market')).toMatchObject({ local: true, revision: 0, releases: [], history: [] });
  });

  test('two concurrent releases with the same expected revision: one wins, the other is told the registry moved', async () => {
    fixtures.publish('community', '3.0.0');
    fixtures.publish('community', '3.1.0');
    const answers = await Promise.all([
      release('community', { version: '3.0.0', commit: 'f1', expectedRevision: 0 }),
      release('community', { version: '3.1.0', commit: 'f2', expectedRevision: 0 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    const won = answers.find((answer) => answer.statusCode === 200);
    if (!lost || !won) throw new Error('expected one winner and one loser');
    const winner = successData(won, remoteSwitchSchema);
    expect(failure(lost)).toMatchObject({ code: 'REMOTE_REGISTRY_MOVED', details: { version: winner.to, revision: 1 } });
    const state = await stateOf('community');
    expect(state).toMatchObject({ revision: 1, live: { version: winner.to } });
    expect(state.history).toHaveLength(1);

    // A stale expected revision is refused the same way later too, and a rollback checks it as well.
    expect(failure(await release('community', { version: '3.1.0', commit: 'f2', expectedRevision: 0 }))).toMatchObject({
      status: 409,
      code: 'REMOTE_REGISTRY_MOVED',
      details: { version: winner.to, revision: 1 },
    });
    expect(failure(await rollback('community', { version: '3.0.0', expectedRevision: 0 }))).toMatchObject({ status: 409, code: 'REMOTE_REGISTRY_MOVED' });
    expect(await stateOf('community')).toMatchObject({ revision: 1, live: { version: winner.to } });
  });

  test('the swap itself refuses a stale revision, and only one of two first inserts wins (even without the row lock)', async () => {
    const { db } = t.database;
    const now = t.clock.now();
    for (const version of ['8.0.0', '8.1.0']) await recordRelease(db, { remote: 'swap-probe', version, commit: 'p', publishedBy: 'test', publishedAt: now });
    const live = (version: string) => ({ liveVersion: version, canary: null });
    expect(await swapRegistryState(db, 'swap-probe', live('8.0.0'), 0, now)).toBe(1);
    expect(await swapRegistryState(db, 'swap-probe', live('8.1.0'), 0, now)).toBeUndefined();
    expect(await swapRegistryState(db, 'swap-probe', live('8.1.0'), 2, now)).toBeUndefined();
    expect(await swapRegistryState(db, 'swap-probe', live('8.1.0'), 1, now)).toBe(2);
    const row = await db.selectFrom('remote_registry').select(['live_version', 'revision']).where('remote', '=', 'swap-probe').executeTakeFirstOrThrow();
    expect(row).toEqual({ live_version: '8.1.0', revision: 2 });
  });

  const post = (url: string, payload: object, auth: Record<string, string> = deployAuth) =>
    t.app.inject({ method: 'POST', url, headers: { ...auth, 'accept-language': 'en' }, payload });
  /** `/remotes.json` as a browser with this canary bucket cookie sees it. */
  const remotesJsonIn = async (bucket: number) => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json', cookies: { [CANARY_BUCKET_COOKIE]: String(bucket) } });
    expect(response.statusCode).toBe(200);
    return { body: response.json() as Record<string, { entry: string; version: string; canary?: boolean }>, response };
  };

  test('a canary release serves the browsers below its share, promote makes it live for all, abort ends it; history and counts follow', async () => {
    fixtures.publish('market', '6.0.0');
    fixtures.publish('market', '6.1.0');
    // A canary needs a live release beside it.
    expect(failure(await release('market', { version: '6.1.0', commit: 'c61', expectedRevision: 0, canaryPercent: 10 }))).toMatchObject({
      status: 409,
      code: 'REMOTE_CANARY_NEEDS_LIVE_RELEASE',
    });
    expect(successData(await release('market', { version: '6.0.0', commit: 'c60', expectedRevision: 0 }), remoteSwitchSchema).revision).toBe(1);

    const started = successData(await release('market', { version: '6.1.0', commit: 'c61', expectedRevision: 1, canaryPercent: 10 }), remoteSwitchSchema);
    expect(started).toEqual({ name: 'market', action: 'canary', from: null, to: '6.1.0', revision: 2, pruned: [] });
    expect(await stateOf('market')).toMatchObject({
      live: { version: '6.0.0' },
      canary: { version: '6.1.0', percent: 10, entry: 'http://localhost/deploy/market/6.1.0/mf-manifest.json' },
    });

    // Buckets 0-9 get the canary, 10-99 the live release; the answer names what it served and is never shared.
    const inside = await remotesJsonIn(9);
    expect(inside.body.market).toEqual({ entry: 'http://localhost/deploy/market/6.1.0/mf-manifest.json', version: '6.1.0', canary: true });
    expect(inside.response.headers['x-keys-remote-versions']).toContain('market=6.1.0 (canary)');
    expect(inside.response.headers['cache-control']).toContain('private');
    expect((await remotesJsonIn(10)).body.market).toEqual({ entry: 'http://localhost/deploy/market/6.0.0/mf-manifest.json', version: '6.0.0' });
    // A new browser is given a bucket to keep.
    const fresh = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    const bucketCookie = fresh.cookies.find((cookie) => cookie.name === CANARY_BUCKET_COOKIE);
    expect(bucketCookie?.value).toMatch(/^\d{1,2}$/);
    expect(bucketCookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect((await remotesJsonIn(9)).response.cookies).toEqual([]);

    // While it runs, a full release or a rollback is refused; the canary is its own decision.
    expect(failure(await release('market', { version: '6.1.0', commit: 'c61', expectedRevision: 2 }))).toMatchObject({
      status: 409,
      code: 'REMOTE_CANARY_RUNNING',
    });
    expect(failure(await rollback('market', { version: '6.0.0', expectedRevision: 2 }))).toMatchObject({ status: 409, code: 'REMOTE_CANARY_RUNNING' });
    expect(failure(await post(REMOTES_ADMIN_API.canary('market'), { version: '6.0.0', percent: 20, expectedRevision: 2 }))).toMatchObject({
      status: 409,
      code: 'REMOTE_CANARY_IS_LIVE',
    });
    expect(failure(await post(REMOTES_ADMIN_API.canary('market'), { version: '6.1.0', percent: 100, expectedRevision: 2 }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });

    // Its share grows; the shells' reports are counted per version (unknown versions and remotes are not).
    expect(
      successData(await post(REMOTES_ADMIN_API.canary('market'), { version: '6.1.0', percent: 50, expectedRevision: 2 }), remoteSwitchSchema),
    ).toMatchObject({ action: 'canary', from: '6.1.0', to: '6.1.0', revision: 3 });
    expect((await remotesJsonIn(49)).body.market?.version).toBe('6.1.0');
    for (const report of [
      { remote: 'market', version: '6.1.0', outcome: 'loaded' },
      { remote: 'market', version: '6.1.0', outcome: 'failed' },
      { remote: 'market', version: '6.1.0', outcome: 'loaded' },
      { remote: 'market', version: '6.0.0', outcome: 'loaded' },
      { remote: 'market', version: '0.0.0-never', outcome: 'loaded' },
      { remote: 'nope', version: '6.1.0', outcome: 'loaded' },
    ]) {
      expect((await t.app.inject({ method: 'POST', url: REMOTES_API.loads, payload: report })).statusCode).toBe(204);
    }
    expect((await t.app.inject({ method: 'POST', url: REMOTES_API.loads, payload: { remote: 'market', version: '6.1.0', outcome: 'maybe' } })).statusCode).toBe(
      400,
    );
    const counted = (await stateOf('market')).loads;
    expect(counted.map(({ version, loaded, failed }) => ({ version, loaded, failed })).sort((a, b) => a.version.localeCompare(b.version))).toEqual([
      { version: '6.0.0', loaded: 1, failed: 0 },
      { version: '6.1.0', loaded: 2, failed: 1 },
    ]);

    // Promote: everyone gets it. A second promote has nothing to promote.
    expect(successData(await post(REMOTES_ADMIN_API.promote('market'), { expectedRevision: 3 }), remoteSwitchSchema)).toEqual({
      name: 'market',
      action: 'promote',
      from: '6.0.0',
      to: '6.1.0',
      revision: 4,
    });
    expect((await remotesJsonIn(99)).body.market).toEqual({ entry: 'http://localhost/deploy/market/6.1.0/mf-manifest.json', version: '6.1.0' });
    expect(failure(await post(REMOTES_ADMIN_API.promote('market'), { expectedRevision: 4 }))).toMatchObject({ status: 409, code: 'REMOTE_NO_CANARY' });

    // Another canary, aborted: everyone is back on the live release; a stale revision is refused first.
    successData(await post(REMOTES_ADMIN_API.canary('market'), { version: '6.0.0', percent: 5, expectedRevision: 4 }), remoteSwitchSchema);
    expect(failure(await post(REMOTES_ADMIN_API.abort('market'), { expectedRevision: 4 }))).toMatchObject({ status: 409, code: 'REMOTE_REGISTRY_MOVED' });
    expect(successData(await post(REMOTES_ADMIN_API.abort('market'), { expectedRevision: 5 }), remoteSwitchSchema)).toEqual({
      name: 'market',
      action: 'abort',
      from: '6.0.0',
      to: '6.1.0',
      revision: 6,
    });
    expect((await remotesJsonIn(0)).body.market?.version).toBe('6.1.0');
    expect(await stateOf('market')).toMatchObject({ canary: null, live: { version: '6.1.0' } });
    // The rollback goes to the version live before the promote (canaries and aborts are not live versions).
    expect(successData(await rollback('market', { expectedRevision: 6 }), remoteSwitchSchema)).toMatchObject({ from: '6.1.0', to: '6.0.0' });
    expect((await stateOf('market')).history.map((change) => [change.action, change.from, change.to])).toEqual([
      ['rollback', '6.1.0', '6.0.0'],
      ['abort', '6.0.0', '6.1.0'],
      ['canary', null, '6.0.0'],
      ['promote', '6.0.0', '6.1.0'],
      ['canary', '6.1.0', '6.1.0'],
      ['canary', null, '6.1.0'],
      ['release', null, '6.0.0'],
    ]);
    // Members cannot touch a canary.
    expect((await post(REMOTES_ADMIN_API.canary('market'), { version: '6.1.0', percent: 5, expectedRevision: 7 }, member.auth)).statusCode).toBe(403);
    expect((await post(REMOTES_ADMIN_API.promote('market'), { expectedRevision: 7 }, support.auth)).statusCode).toBe(403);
    expect((await post(REMOTES_ADMIN_API.abort('market'), { expectedRevision: 7 }, member.auth)).statusCode).toBe(403);
  });

  test('members get 403 everywhere; support reads but does not change; a wrong token is refused', async () => {
    fixtures.publish('refund', '5.0.0');
    expect((await t.app.inject({ method: 'GET', url: REMOTES_ADMIN_API.remotes, headers: member.auth })).statusCode).toBe(403);
    expect((await release('refund', { version: '5.0.0', commit: 'g1', expectedRevision: 0 }, member.auth)).statusCode).toBe(403);
    expect((await rollback('refund', { expectedRevision: 0 }, member.auth)).statusCode).toBe(403);
    expect((await overview(support.auth)).remotes).toHaveLength(5);
    expect((await release('refund', { version: '5.0.0', commit: 'g1', expectedRevision: 0 }, support.auth)).statusCode).toBe(403);
    const wrong = { authorization: 'Bearer not-the-deploy-token' };
    expect(failure(await release('refund', { version: '5.0.0', commit: 'g1', expectedRevision: 0 }, wrong)).status).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: REMOTES_ADMIN_API.remotes })).statusCode).toBe(401);
    expect((await stateOf('refund')).revision).toBe(0);
  });

  test('an admin’s release is audited and named in the history', async () => {
    successData(await release('refund', { version: '5.0.0', commit: 'g1', expectedRevision: 0 }, admin.auth), remoteSwitchSchema);
    const audit = await t.database.db.selectFrom('staff_audit').selectAll().where('action', '=', 'REMOTE_RELEASE').where('target_id', '=', 'refund').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.user.id, target_type: 'remote' });
    expect((await stateOf('refund')).history[0]).toMatchObject({ action: 'release', from: null, to: '5.0.0', actor: 'remotes-admin@example.com' });
  });
});

describe.each(testBackends())('old releases on %s', (backend) => {
  test('beyond RELEASES_KEPT are removed after a release (record and folder), never the live one, the canary or the rollback target', async () => {
    const fixtures = deployFixtures();
    const t = await createTestApp(backend, { env: { WEB_ROOT: fixtures.webRoot, DEPLOY_DIR: fixtures.deployDir, DEPLOY_TOKEN, RELEASES_KEPT: '2' } });
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: deployAuth, payload });
    const released = async (version: string, expectedRevision: number, canaryPercent?: number) => {
      fixtures.publish('market', version);
      const answer = successData(
        await post(REMOTES_ADMIN_API.releases('market'), { version, commit: `c${version}`, expectedRevision, ...(canaryPercent ? { canaryPercent } : {}) }),
        remoteSwitchSchema,
      );
      return answer.pruned;
    };
    const folderOf = (version: string) => path.join(fixtures.deployDir, 'market', version);
    const recorded = async () =>
      (await t.database.db.selectFrom('remote_release').select('version').where('remote', '=', 'market').orderBy('version').execute()).map(
        (row) => row.version,
      );
    try {
      expect(await released('1.0.0', 0)).toEqual([]);
      expect(await released('2.0.0', 1)).toEqual([]);
      // Three releases, two kept: 1.0.0 goes, unless a rollback would go back to it.
      expect(await released('3.0.0', 2)).toEqual(['1.0.0']);
      expect(await recorded()).toEqual(['2.0.0', '3.0.0']);
      expect(existsSync(folderOf('1.0.0'))).toBe(false);
      expect(existsSync(folderOf('2.0.0'))).toBe(true);
      // A canary of 4.0.0: the newest two are 4.0.0 and 3.0.0 (live); 2.0.0 is the rollback target and stays.
      expect(await released('4.0.0', 3, 10)).toEqual([]);
      // Promoted, then a canary of 5.0.0: 3.0.0 (the rollback target) and 4.0.0 (live) and 5.0.0 (canary) stay, 2.0.0 goes.
      successData(await post(REMOTES_ADMIN_API.promote('market'), { expectedRevision: 4 }), remoteSwitchSchema);
      expect(await released('5.0.0', 5, 10)).toEqual(['2.0.0']);
      expect(await recorded()).toEqual(['3.0.0', '4.0.0', '5.0.0']);
      // A rollback to a forgotten release is refused and changes nothing.
      expect(failure(await post(REMOTES_ADMIN_API.rollback('market'), { version: '1.0.0', expectedRevision: 6 }))).toMatchObject({
        status: 404,
        code: 'REMOTE_RELEASE_NOT_FOUND',
      });
      const row = await t.database.db
        .selectFrom('remote_registry')
        .select(['live_version', 'canary_version', 'revision'])
        .where('remote', '=', 'market')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ live_version: '4.0.0', canary_version: '5.0.0', revision: 6 });
    } finally {
      await t.close();
    }
  });
});

describe('the deploy token', () => {
  test('is generated once in DATA_DIR/deploy-token (mode 0600) when DEPLOY_TOKEN is unset, and works', async () => {
    const fixtures = deployFixtures();
    const t = await createTestApp('pglite', { env: { WEB_ROOT: fixtures.webRoot, DEPLOY_DIR: fixtures.deployDir } });
    try {
      const file = path.join(t.config.dataDir, 'deploy-token');
      const token = readFileSync(file, 'utf8').trim();
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const response = await t.app.inject({ method: 'GET', url: REMOTES_ADMIN_API.remotes, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe.each(testBackends())('two api instances on one %s database', (backend) => {
  test('see the same /remotes.json right after a release on one of them', async () => {
    const fixtures = deployFixtures();
    const env = { WEB_ROOT: fixtures.webRoot, DEPLOY_DIR: fixtures.deployDir, DEPLOY_TOKEN };
    const database = await openTestDatabase(backend);
    const first = await createTestApp(backend, { env, database });
    const second = await createTestApp(backend, { env, database });
    try {
      fixtures.publish('market', '4.0.0');
      const before = (await second.app.inject({ method: 'GET', url: '/remotes.json' })).json() as Record<string, { version: string }>;
      expect(before.market?.version).toBe('0.1.0');
      const released = await first.app.inject({
        method: 'POST',
        url: REMOTES_ADMIN_API.releases('market'),
        headers: deployAuth,
        payload: { version: '4.0.0', commit: 'h1', expectedRevision: 0 },
      });
      expect(successData(released, remoteSwitchSchema).revision).toBe(1);
      const [a, b] = await Promise.all(
        [first, second].map(async (instance) => (await instance.app.inject({ method: 'GET', url: '/remotes.json' })).json() as unknown),
      );
      expect(a).toEqual(b);
      expect((b as Record<string, unknown>).market).toEqual({ entry: 'http://localhost/deploy/market/4.0.0/mf-manifest.json', version: '4.0.0' });
    } finally {
      await first.close();
      await second.close();
      await database.close();
    }
  });
});
