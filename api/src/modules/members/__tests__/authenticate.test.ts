import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PURCHASE_API } from 'shared-contract';
import { TestClock } from '../../../clock';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { failure } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createBuyer, createSaleProject } from '../../../testing/test-commerce';
import { testBackends } from '../../../testing/test-database';
import { authenticate } from '../request-member';

describe.each(testBackends())('authenticate on %s', (backend) => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, env: { SERVICE_TERMINATES_AT: '2099-01-01T00:00:00Z' } });
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
  });

  test('reads the members of concurrent requests in one query, checks a token once, and still refuses what it must', async () => {
    const context = { database: t.database, clock: t.clock, tokens: t.tokens, config: t.config } as unknown as AppContext;
    const requestWith = (authorization: string | undefined) => ({ headers: authorization === undefined ? {} : { authorization } }) as unknown as FastifyRequest;
    const outcome = (authorization: string | undefined) =>
      authenticate(context, requestWith(authorization)).then(
        (member) => member.user.id,
        (error: unknown) => (error instanceof AppError ? error.code : String(error)),
      );

    const members = [];
    for (let index = 0; index < 5; index += 1) members.push(await createBuyer(t, `auth${index}`));
    // Their tokens checked once (the check is asynchronous, so first requests may land in different turns).
    for (const member of members) await outcome(member.auth.authorization);
    const selects = jest.spyOn(t.database.db, 'selectFrom');
    const ids = await Promise.all(members.map((member) => outcome(member.auth.authorization)));
    expect(ids).toEqual(members.map((member) => member.user.id));
    expect(selects.mock.calls.filter(([table]) => String(table) === 'app_user as u')).toHaveLength(1);
    selects.mockRestore();

    const [revoked, deactivated, expiring] = members;
    await t.database.db
      .updateTable('token_family')
      .set({ revoked_at: t.clock.now() })
      .where('id', '=', revoked?.tokens.familyId ?? '')
      .execute();
    await t.database.db
      .updateTable('app_user')
      .set({ status: 9 })
      .where('id', '=', deactivated?.user.id ?? 0)
      .execute();
    // A token seen before is still read against its member and session on every request.
    expect(await outcome(revoked?.auth.authorization)).toBe('SESSION_REVOKED');
    expect(await outcome(deactivated?.auth.authorization)).toBe('ACCOUNT_DEACTIVATED');
    expect(await outcome(`Bearer ${members[3]?.tokens.accessToken.slice(0, -2)}xx`)).toBe('TOKEN_INVALID');
    expect(await outcome('Basic abc')).toBe('TOKEN_MISSING');
    expect(await outcome(undefined)).toBe('TOKEN_MISSING');
    // A token checked once is refused once it expires (the server clock).
    expect(await outcome(expiring?.auth.authorization)).toBe(expiring?.user.id);
    const remembered = t.tokens.rememberedTokens;
    clock.set(new Date((expiring?.tokens.accessTokenExpiresAt ?? 0) + 1000));
    expect(await outcome(expiring?.auth.authorization)).toBe('TOKEN_EXPIRED');
    // An expired token is forgotten at once, not kept until the cache is full.
    expect(t.tokens.rememberedTokens).toBe(remembered - 1);
    expect(await outcome(expiring?.auth.authorization)).toBe('TOKEN_EXPIRED');

    // Through a route: the same refusals.
    clock.reset();
    const { projectId } = await createSaleProject(t, [3]);
    const refused = await t.app.inject({
      method: 'POST',
      url: PURCHASE_API.coinReveal,
      headers: { ...revoked?.auth, 'idempotency-key': `r-${randomUUID()}` },
      payload: { projectId, quantity: 1, agreeRefundPolicy: true },
    });
    expect(failure(refused).code).toBe('SESSION_REVOKED');
  });
});
