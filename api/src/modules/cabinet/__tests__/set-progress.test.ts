import { randomUUID } from 'node:crypto';
import { CABINET_API, coinRevealResultSchema, setProgressListSchema, type SetProgress } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createBuyer, createSaleProject } from '../../../testing/test-commerce';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import type { TestMember } from '../../../testing/test-members';
import { handOverKey } from '../../ownership/move-key';

jest.setTimeout(120_000);

describe.each(testBackends())('set progress on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { SERVICE_TERMINATES_AT: '2099-01-01T00:00:00Z' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const sets = async (member: TestMember, query = '') =>
    successData(await t.app.inject({ method: 'GET', url: `${CABINET_API.sets}${query}`, headers: member.auth }), setProgressListSchema);
  const owned = (set: SetProgress | undefined) => set?.designs.map((design) => [design.id, design.owned]);

  test('counts the revealed KEYs the member owns of every design, marks a full set, and follows KEYs that move', async () => {
    const { projectId, designIds } = await createSaleProject(t, [2, 1, 1]);
    const collector = await createBuyer(t, 'collector');
    const friend = await createBuyer(t, 'friend');
    const bought = successData(
      await t.app.inject({
        method: 'POST',
        url: '/api/payment/coinReveal',
        headers: { ...collector.auth, 'idempotency-key': randomUUID() },
        payload: { projectId, quantity: 4, agreeRefundPolicy: true },
      }),
      coinRevealResultSchema,
    );

    // Not revealed yet: the member does not know what they drew, so nothing counts and the project is not "collected".
    expect(await sets(collector)).toEqual([]);
    const [before] = await sets(collector, `?projectId=${projectId}`);
    expect(before).toMatchObject({ project: { id: projectId }, designsTotal: 3, designsOwned: 0, complete: false });
    expect(owned(before)).toEqual(designIds.map((id) => [id, 0]));

    for (const item of bought.items) {
      expect((await t.app.inject({ method: 'POST', url: `/api/reveal/${item.purchaseItemId}`, headers: collector.auth })).statusCode).toBe(200);
    }
    // The whole supply bought and revealed: every design, as many as its supply.
    const [full] = await sets(collector, `?projectId=${projectId}`);
    expect(full).toMatchObject({ designsTotal: 3, designsOwned: 3, complete: true });
    expect(owned(full)).toEqual([
      [designIds[0], 2],
      [designIds[1], 1],
      [designIds[2], 1],
    ]);
    expect(await sets(collector)).toEqual([full]);

    // The only KEY of the last design goes to a friend: the set is no longer complete; the friend now collects it.
    const given = await t.database.db
      .selectFrom('key_item')
      .select('id')
      .where('key_design_id', '=', designIds[2] ?? 0)
      .executeTakeFirstOrThrow();
    await t.database.db
      .transaction()
      .execute((trx) =>
        handOverKey(trx, { keyItemId: given.id, fromUserId: collector.user.id, toUserId: friend.user.id, kind: 'TRANSFER', actor: null, now: t.clock.now() }),
      );
    const [after] = await sets(collector, `?projectId=${projectId}`);
    expect(after).toMatchObject({ designsOwned: 2, complete: false });
    expect(owned(after)).toEqual([
      [designIds[0], 2],
      [designIds[1], 1],
      [designIds[2], 0],
    ]);
    const friendSets = await sets(friend);
    expect(friendSets.map((set) => [set.project.id, set.designsOwned, set.designsTotal, set.complete])).toEqual([[projectId, 1, 3, false]]);
  });

  test('members only; an unknown project is not found and a malformed id is refused', async () => {
    const member = await createBuyer(t, 'asker');
    expect(failure(await t.app.inject({ method: 'GET', url: CABINET_API.sets })).status).toBe(401);
    const unknown = failure(
      await t.app.inject({ method: 'GET', url: `${CABINET_API.sets}?projectId=2000000000`, headers: { ...member.auth, 'accept-language': 'en' } }),
    );
    expect(unknown).toMatchObject({ status: 404, code: 'PROJECT_NOT_FOUND', message: 'This project does not exist.' });
    expect(failure(await t.app.inject({ method: 'GET', url: `${CABINET_API.sets}?projectId=abc`, headers: member.auth })).status).toBe(400);
  });
});
