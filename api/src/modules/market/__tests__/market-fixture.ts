import { randomUUID } from 'node:crypto';
import { coinRevealResultSchema, MARKET_API, marketRegisterResultSchema, PURCHASE_API } from 'shared-contract';
import type { TestClock } from '../../../clock';
import { successData } from '../../../testing/envelope';
import type { TestApp } from '../../../testing/test-app';
import { createBuyer, createSaleProject, DAY_MS } from '../../../testing/test-commerce';
import type { TestMember } from '../../../testing/test-members';

/** Members who own, and list, KEYs through the api (for the market suites). `app()` is the suite's test app. */
export function marketFixture(app: () => TestApp) {
  const db = () => app().database.db;
  /** Moves the app clock; access tokens expire meanwhile, so the members named get fresh ones. */
  const advance = async (ms: number, ...members: TestMember[]) => {
    (app().clock as TestClock).advance(ms);
    for (const member of members) member.auth.authorization = `Bearer ${(await app().tokens.issueFamily(member.user.id)).accessToken}`;
  };
  const withKey = (member: TestMember, key: string | null = randomUUID()) => ({
    ...member.auth,
    'accept-language': 'en',
    ...(key ? { 'idempotency-key': key } : {}),
  });
  const register = (member: TestMember, payload: object, key: string | null = randomUUID()) =>
    app().app.inject({ method: 'POST', url: MARKET_API.register, headers: withKey(member, key), payload });

  /** A member who bought (with Gold, through the api) and revealed one KEY of a fresh one-design project. */
  const ownerOfKey = async (label: string, { reveal = true } = {}) => {
    const t = app();
    const { projectId, designIds } = await createSaleProject(t, [3], { priceGold: 100 });
    const owner = await createBuyer(t, label, { gold: 100 });
    const bought = successData(
      await t.app.inject({
        method: 'POST',
        url: PURCHASE_API.coinReveal,
        headers: withKey(owner),
        payload: { projectId, quantity: 1, agreeRefundPolicy: true },
      }),
      coinRevealResultSchema,
    );
    const purchaseItemId = bought.items[0]?.purchaseItemId ?? 0;
    if (reveal) expect((await t.app.inject({ method: 'POST', url: PURCHASE_API.reveal(purchaseItemId), headers: owner.auth })).statusCode).toBe(200);
    const item = await db().selectFrom('key_item').select(['id', 'acquired_at']).where('owner_id', '=', owner.user.id).executeTakeFirstOrThrow();
    return { owner, projectId, designId: designIds[0] ?? 0, keyItemId: item.id, boughtAt: t.clock.now() };
  };

  /** As `ownerOfKey`, then the 24-hour lock passes and the KEY is listed at `priceGold`. */
  const listedKey = async (label: string, priceGold: number) => {
    const owned = await ownerOfKey(label);
    await advance(DAY_MS + 1000, owned.owner);
    const listing = successData(await register(owned.owner, { keyItemId: owned.keyItemId, priceGold }), marketRegisterResultSchema).listing;
    return { ...owned, listing };
  };

  return { db, advance, withKey, register, ownerOfKey, listedKey };
}
