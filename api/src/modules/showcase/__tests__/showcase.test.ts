import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  coinRevealResultSchema,
  collectorSegment,
  myShowcaseSchema,
  openGraphSchema,
  publicShowcaseSchema,
  PURCHASE_API,
  PURCHASE_CANCEL_API,
  revealTotalSchema,
  SHARING_API,
  SHOWCASE_API,
} from 'shared-contract';
import { handOverKey } from '../../ownership/move-key';
import { withOpenGraph } from '../../sharing/share-html';
import { collectorPreview } from '../showcase-page';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, emptyWebRoot, type TestApp } from '../../../testing/test-app';
import { createBuyer, createSaleProject } from '../../../testing/test-commerce';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { testBackends } from '../../../testing/test-database';

jest.setTimeout(120_000);

describe('a showcase’s link preview', () => {
  const index = '<html><head><title>KEYS</title><meta name="description" content="x" /></head><body></body></html>';
  test('escapes what goes into the page; without KEYs it falls back to the profile image, or to no image', () => {
    const drawn = {
      id: 7,
      projectId: 1,
      projectTitle: { ko: 'p', en: 'p' },
      name: { ko: 'k', en: 'k' },
      rarity: 'common' as const,
      imageUrl: '/api/art/key/7.svg',
    };
    const html = withOpenGraph(
      index,
      collectorPreview({ nickname: '"><b>&', profileImageUrl: null, items: [{ keyItemId: 1, serialNo: 1, key: drawn }] }, 'en', 'https://keys.example'),
    );
    expect(html).toContain('<meta property="og:title" content="&quot;&gt;&lt;b&gt;&amp;’s showcase" />');
    expect(html).toContain('<meta property="og:image" content="https://keys.example/api/art/key/7.png" />');
    expect(html).toContain('<meta property="og:url" content="https://keys.example/collector/%22%3E%3Cb%3E%26" />');
    expect(html).not.toContain('<b>');
    expect(collectorPreview({ nickname: 'a', profileImageUrl: '/api/user/profile/image/x', items: [] }, 'ko', 'https://k.example')).toMatchObject({
      image: 'https://k.example/api/user/profile/image/x',
      description: 'a님이 공개한 KEY 0개',
    });
    const bare = withOpenGraph(index, collectorPreview({ nickname: 'a', profileImageUrl: null, items: [] }, 'en', 'https://k.example'));
    expect(bare).not.toContain('og:image');
    expect(bare).toContain('<meta name="twitter:card" content="summary" />');
  });
});

describe.each(testBackends())('showcase, reveal all and sharing a revealed KEY on %s', (backend) => {
  let t: TestApp;
  let projectId: number;
  const db = () => t.database.db;
  const headers = (member: TestMember | null) => ({ 'accept-language': 'en', ...(member?.auth ?? {}) });

  beforeAll(async () => {
    const webRoot = emptyWebRoot();
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    copyFileSync(path.join(__dirname, '../../../../../shell/public/index.html'), path.join(webRoot, 'shell', 'dist', 'index.html'));
    t = await createTestApp(backend, { env: { WEB_ROOT: webRoot, PUBLIC_URL: 'https://keys.example' } });
    projectId = (await createSaleProject(t, [20, 20, 20], { priceGold: 100 })).projectId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const buy = async (member: TestMember, quantity: number) =>
    successData(
      await t.app.inject({
        method: 'POST',
        url: PURCHASE_API.coinReveal,
        headers: { ...headers(member), 'idempotency-key': randomUUID() },
        payload: { projectId, quantity, agreeRefundPolicy: true },
      }),
      coinRevealResultSchema,
    );
  const revealAll = (member: TestMember, purchaseId: number) =>
    t.app.inject({ method: 'POST', url: PURCHASE_API.revealAll(purchaseId), headers: headers(member) });
  const revealOne = (member: TestMember, purchaseItemId: number) =>
    t.app.inject({ method: 'POST', url: PURCHASE_API.reveal(purchaseItemId), headers: headers(member) });
  const revealedAt = async (purchaseId: number) =>
    (await db().selectFrom('purchase_item').select(['id', 'revealed_at']).where('purchase_id', '=', purchaseId).orderBy('id').execute()).map(
      (row) => row.revealed_at?.toISOString() ?? null,
    );
  const save = (member: TestMember, payload: object) => t.app.inject({ method: 'PUT', url: SHOWCASE_API.mine, headers: headers(member), payload });
  const visit = (nickname: string) => t.app.inject({ method: 'GET', url: SHOWCASE_API.collector(collectorSegment(nickname)), headers: headers(null) });
  /** A member owning `count` revealed KEYs (one purchase, revealed all at once); answers the KEY item ids in draw order. */
  const collector = async (label: string, count: number) => {
    const member = await createBuyer(t, label);
    const bought = await buy(member, count);
    const total = successData(await revealAll(member, bought.purchaseId), revealTotalSchema);
    return { member, purchaseId: bought.purchaseId, keyItemIds: total.items.map((item) => item.keyItemId ?? 0) };
  };

  test('reveal all reveals every KEY of the purchase once, keeps a KEY already revealed as it was, and a repeat changes nothing', async () => {
    const member = await createBuyer(t, 'reveal-all');
    const bought = await buy(member, 3);
    const [first] = bought.items;
    expect((await revealOne(member, first?.purchaseItemId ?? 0)).statusCode).toBe(200);
    const before = await revealedAt(bought.purchaseId);
    expect(before.filter((at) => at === null)).toHaveLength(2);

    const total = successData(await revealAll(member, bought.purchaseId), revealTotalSchema);
    expect(total.items.map((item) => item.revealed)).toEqual([true, true, true]);
    expect(total.items.every((item) => item.key !== null && item.serialNo !== null && item.keyItemId !== null)).toBe(true);
    const after = await revealedAt(bought.purchaseId);
    expect(after[0]).toBe(before[0]);
    expect(after.every((at) => at !== null)).toBe(true);

    expect(successData(await revealAll(member, bought.purchaseId), revealTotalSchema)).toEqual(total);
    expect(await revealedAt(bought.purchaseId)).toEqual(after);
    const pending = await t.app.inject({ method: 'GET', url: PURCHASE_API.revealPending, headers: headers(member) });
    expect(JSON.parse(pending.body).data.items.filter((item: { purchaseId: number }) => item.purchaseId === bought.purchaseId)).toEqual([]);
  });

  test('reveal all at once from several requests: every answer shows the whole purchase revealed, each KEY revealed once', async () => {
    const member = await createBuyer(t, 'reveal-all-race');
    const bought = await buy(member, 3);
    const answers = await Promise.all(Array.from({ length: 6 }, () => revealAll(member, bought.purchaseId)));
    const totals = answers.map((answer) => successData(answer, revealTotalSchema));
    for (const total of totals) expect(total.items.map((item) => item.keyItemId)).toEqual(totals[0]?.items.map((item) => item.keyItemId));
    expect((await revealedAt(bought.purchaseId)).every((at) => at !== null)).toBe(true);
  });

  test('reveal all only for the buyer, never for a cancelled purchase', async () => {
    const member = await createBuyer(t, 'reveal-all-owner');
    const other = await createBuyer(t, 'reveal-all-other');
    const support = await createTestMember(t, `support-${randomUUID().slice(0, 8)}@keys.test`, { role: 'support' });
    const bought = await buy(member, 2);
    expect(failure(await revealAll(other, bought.purchaseId))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(failure(await revealAll(member, 2_000_000_000))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'POST', url: PURCHASE_API.revealAll(bought.purchaseId) })).statusCode).toBe(401);
    expect(await revealedAt(bought.purchaseId)).toEqual([null, null]);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: PURCHASE_CANCEL_API.cancel(bought.purchaseId),
      headers: { ...headers(support), 'idempotency-key': randomUUID() },
      payload: { reason: 'Bought by mistake, asked by the member' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(failure(await revealAll(member, bought.purchaseId))).toMatchObject({
      status: 409,
      code: 'PURCHASE_CANCELLED',
      message: 'This purchase was cancelled. Its KEYs can no longer be revealed.',
    });
  });

  test('sharing a revealed KEY (/sharing/reveal): its preview and share page; not before the reveal, not someone else’s', async () => {
    const member = await createBuyer(t, 'share-reveal');
    const other = await createBuyer(t, 'share-other');
    const bought = await buy(member, 2);
    const [first, second] = bought.items;
    const share = (who: TestMember, purchaseItemId: number) =>
      t.app.inject({ method: 'GET', url: SHARING_API.reveal, query: { purchaseItemId: String(purchaseItemId) }, headers: headers(who) });
    expect(failure(await share(member, first?.purchaseItemId ?? 0))).toMatchObject({
      status: 409,
      code: 'SHARE_NOT_REVEALED',
      message: 'Only a KEY you have revealed can be shared.',
    });
    expect((await revealOne(member, first?.purchaseItemId ?? 0)).statusCode).toBe(200);
    const designId = (
      await db()
        .selectFrom('purchase_item')
        .select('key_design_id')
        .where('id', '=', first?.purchaseItemId ?? 0)
        .executeTakeFirstOrThrow()
    ).key_design_id;
    const og = successData(await share(member, first?.purchaseItemId ?? 0), openGraphSchema);
    expect(og).toMatchObject({
      keyId: designId,
      image: `https://keys.example/api/art/key/${designId}.png`,
      url: `https://keys.example/key?id=${designId}`,
      siteName: 'KEYS',
    });
    expect(og.title).toContain('Key ');
    expect(failure(await share(other, first?.purchaseItemId ?? 0))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(failure(await share(member, second?.purchaseItemId ?? 0)).code).toBe('SHARE_NOT_REVEALED');
    expect((await t.app.inject({ method: 'GET', url: SHARING_API.reveal, query: { purchaseItemId: 'x' }, headers: headers(member) })).statusCode).toBe(400);
  });

  test('the showcase is off by default: the member’s setting is empty and the public page is not found', async () => {
    const { member } = await collector('showcase-default', 1);
    expect(successData(await t.app.inject({ method: 'GET', url: SHOWCASE_API.mine, headers: headers(member) }), myShowcaseSchema)).toEqual({
      enabled: false,
      nickname: member.user.nickname,
      keyItemIds: [],
    });
    expect(failure(await visit(member.user.nickname ?? ''))).toMatchObject({
      status: 404,
      code: 'SHOWCASE_NOT_FOUND',
      message: 'There is no public showcase here.',
    });
    expect(failure(await visit('nobody-has-this-name'))).toMatchObject({ status: 404, code: 'SHOWCASE_NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: SHOWCASE_API.mine })).statusCode).toBe(401);
  });

  test('a member publishes chosen KEYs: visitors see exactly those, in order, and nothing else of the cabinet', async () => {
    const { member, keyItemIds } = await collector('showcase-publish', 3);
    const [a, b, c] = keyItemIds as [number, number, number];
    const saved = successData(await save(member, { enabled: true, keyItemIds: [c, a] }), myShowcaseSchema);
    expect(saved).toEqual({ enabled: true, nickname: member.user.nickname, keyItemIds: [c, a] });

    const response = await visit(member.user.nickname ?? '');
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = JSON.parse(response.body);
    // Exactly the public fields: no e-mail, Gold, ids of the member or unpublished KEYs.
    expect(Object.keys(body.data).sort()).toEqual(['items', 'nickname', 'profileImageUrl']);
    expect(Object.keys(body.data.items[0]).sort()).toEqual(['key', 'keyItemId', 'serialNo']);
    const shown = publicShowcaseSchema.parse(body.data);
    expect(shown.nickname).toBe(member.user.nickname);
    expect(shown.items.map((item) => item.keyItemId)).toEqual([c, a]);
    expect(shown.items.map((item) => item.keyItemId)).not.toContain(b);
    expect(shown.items[0]?.key.projectId).toBe(projectId);
    // Nicknames are unique in any case.
    expect(successData(await visit((member.user.nickname ?? '').toUpperCase()), publicShowcaseSchema).items).toHaveLength(2);

    // Switching off keeps the choice for later but hides the page.
    expect(successData(await save(member, { enabled: false, keyItemIds: [c, a] }), myShowcaseSchema).enabled).toBe(false);
    expect(failure(await visit(member.user.nickname ?? '')).code).toBe('SHOWCASE_NOT_FOUND');
    expect(successData(await save(member, { enabled: true, keyItemIds: [c, a] }), myShowcaseSchema).keyItemIds).toEqual([c, a]);
    expect(successData(await visit(member.user.nickname ?? ''), publicShowcaseSchema).items).toHaveLength(2);
  });

  test('only the member’s own revealed KEYs can be published; a refused save changes nothing; switching on needs a nickname', async () => {
    const { member, keyItemIds } = await collector('showcase-rules', 1);
    const { keyItemIds: othersKeys } = await collector('showcase-rules-other', 1);
    const unrevealed = await buy(member, 1);
    const unrevealedKey = (
      await db().selectFrom('purchase_item').select('key_item_id').where('purchase_id', '=', unrevealed.purchaseId).executeTakeFirstOrThrow()
    ).key_item_id;
    const [own] = keyItemIds as [number];
    expect(successData(await save(member, { enabled: true, keyItemIds: [own] }), myShowcaseSchema).keyItemIds).toEqual([own]);
    for (const refused of [[own, othersKeys[0] ?? 0], [unrevealedKey]]) {
      expect(failure(await save(member, { enabled: false, keyItemIds: refused }))).toMatchObject({ status: 409, code: 'SHOWCASE_KEY_NOT_OWNED' });
    }
    expect(successData(await t.app.inject({ method: 'GET', url: SHOWCASE_API.mine, headers: headers(member) }), myShowcaseSchema)).toMatchObject({
      enabled: true,
      keyItemIds: [own],
    });
    expect(failure(await save(member, { enabled: true, keyItemIds: [own, own] })).code).toBe('VALIDATION_FAILED');
    expect(failure(await save(member, { enabled: 'yes', keyItemIds: [] })).code).toBe('VALIDATION_FAILED');

    const nameless = await createBuyer(t, 'showcase-nameless');
    await t.database.db.updateTable('app_user').set({ nickname: null }).where('id', '=', nameless.user.id).execute();
    expect(failure(await save(nameless, { enabled: true, keyItemIds: [] }))).toMatchObject({ status: 409, code: 'SHOWCASE_NICKNAME_REQUIRED' });
  });

  test('a KEY that leaves the member drops off the showcase, and does not come back by itself if it returns', async () => {
    const { member, keyItemIds } = await collector('showcase-moves', 2);
    const { member: friend } = await collector('showcase-friend', 1);
    const [kept, moved] = keyItemIds as [number, number];
    successData(await save(member, { enabled: true, keyItemIds: [kept, moved] }), myShowcaseSchema);
    const hand = (keyItemId: number, from: TestMember, to: TestMember) =>
      t.database.db
        .transaction()
        .execute((trx) => handOverKey(trx, { keyItemId, fromUserId: from.user.id, toUserId: to.user.id, kind: 'TRANSFER', actor: null, now: t.clock.now() }));
    await hand(moved, member, friend);
    expect(successData(await visit(member.user.nickname ?? ''), publicShowcaseSchema).items.map((item) => item.keyItemId)).toEqual([kept]);
    expect(successData(await t.app.inject({ method: 'GET', url: SHOWCASE_API.mine, headers: headers(member) }), myShowcaseSchema).keyItemIds).toEqual([kept]);
    await hand(moved, friend, member);
    expect(successData(await visit(member.user.nickname ?? ''), publicShowcaseSchema).items.map((item) => item.keyItemId)).toEqual([kept]);
  });

  test('/collector/<nickname> is served with the showcase’s open-graph tags, escaped; no showcase: the plain page with 404', async () => {
    const { member, keyItemIds } = await collector('showcase-og', 1);
    successData(await save(member, { enabled: true, keyItemIds }), myShowcaseSchema);
    const designId = (
      await db()
        .selectFrom('key_item')
        .select('key_design_id')
        .where('id', '=', keyItemIds[0] ?? 0)
        .executeTakeFirstOrThrow()
    ).key_design_id;
    const nickname = member.user.nickname ?? '';
    const page = await t.app.inject({ method: 'GET', url: `/collector/${nickname}`, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<meta property="og:title" content="${nickname}’s showcase" />`);
    expect(page.body).toContain(`<meta property="og:description" content="1 KEY published by ${nickname}" />`);
    expect(page.body).toContain(`<meta property="og:image" content="https://keys.example/api/art/key/${designId}.png" />`);
    expect(page.body).toContain(`<meta property="og:url" content="https://keys.example/collector/${nickname}" />`);
    const korean = await t.app.inject({ method: 'GET', url: `/collector/${nickname}`, headers: { 'accept-language': 'ko' } });
    expect(korean.body).toContain(`<meta property="og:description" content="${nickname}님이 공개한 KEY 1개" />`);

    const missing = await t.app.inject({ method: 'GET', url: '/collector/%22%3E%3Cscript%3E' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('og:title');
    expect(missing.body).not.toContain('<script>"');
  });
});
