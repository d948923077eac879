import { MEMBER_STATUS } from 'shared-contract';
import { failure } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { apiRoutes, concreteUrl, isWriteMethod } from '../../../testing/api-routes';

/**
 * Writes anyone may make, signed in or not: sign-in and sign-up steps, token refresh, client logs, a support inquiry,
 * the cabinet password reset reached from its mail link, the shells' remote load reports, the test-only endpoints.
 */
const PUBLIC_WRITES = /^\/api\/(auth\/|logger$|support\/inquiry$|cabinet\/(check|reset\/password)$|remotes\/loads$|_test\/)/;

const BOUNDARY = 'suspended-boundary';
/** What a route needs to get past reading its body (multipart forms are read before the sign-in check). */
const bodyFor = (url: string) =>
  url.endsWith('/posts') || url.endsWith('/upload')
    ? {
        payload: `--${BOUNDARY}\r\ncontent-disposition: form-data; name="body"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      }
    : url === '/api/user/phone-verification'
      ? { payload: { purpose: 'account' }, headers: {} }
      : { payload: {}, headers: {} };

describe.each(testBackends())('a suspended member on %s', (backend) => {
  let t: TestApp;
  let suspended: TestMember;
  beforeAll(async () => {
    t = await createTestApp(backend);
    suspended = await createTestMember(t, 'suspended-writes@example.com');
    await t.database.db.updateTable('app_user').set({ status: MEMBER_STATUS.suspended }).where('id', '=', suspended.user.id).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('changes nothing through any member route: every write answers ACCOUNT_SUSPENDED', async () => {
    const writes = apiRoutes(t.app).filter((route) => isWriteMethod(route.method) && !PUBLIC_WRITES.test(route.url));
    expect(writes.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const route of writes) {
      const body = bodyFor(route.url);
      const answer = await t.app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        headers: { ...suspended.auth, 'idempotency-key': `suspended-${route.method}-${route.url}`, ...body.headers },
        payload: body.payload,
      });
      const code = answer.statusCode === 403 ? failure(answer).code : `${answer.statusCode}`;
      answers.push(`${route.method} ${route.url} ${code}`);
    }
    expect(answers.filter((line) => !line.endsWith(' ACCOUNT_SUSPENDED'))).toEqual([]);
  });

  it('still reads: the member, notifications, the cabinet list', async () => {
    for (const url of ['/api/user/me', '/api/alarm', '/api/coin/info']) {
      expect([url, (await t.app.inject({ method: 'GET', url, headers: suspended.auth })).statusCode]).toEqual([url, 200]);
    }
  });
});
