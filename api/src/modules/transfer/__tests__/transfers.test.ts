import { randomUUID } from 'node:crypto';
import {
  artPath,
  meSchema,
  myKeysSchema,
  TRANSFER_API,
  transferKeyViewSchema,
  transferListSchema,
  transferRecipientViewSchema,
  transferSchema,
  type Transfer,
} from 'shared-contract';
import type { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createSaleProject, DAY_MS } from '../../../testing/test-commerce';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, TEST_CABINET_PASSWORD, type TestMember } from '../../../testing/test-members';
import { ledgerMismatches } from '../../gold/gold-ledger';
import { toChecksumAddress } from '../../ownership/wallet-address';
import { ownershipMismatches } from '../transfer-repository';

jest.setTimeout(120_000);

const DELAY_SECONDS = 30;

describe.each(testBackends())('KEY transfer on %s', (backend) => {
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    // The job runs only when a test asks (runOnce), so each step is deterministic.
    t = await createTestApp(backend, { env: { TRANSFER_POLL_SECONDS: '0', TRANSFER_DELAY_SECONDS: String(DELAY_SECONDS) } });
  });
  afterEach(async () => {
    expect(await ownershipMismatches(t.database.db)).toEqual([]);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const clock = () => t.clock as TestClock;
  const member = (label: string) => createTestMember(t, `${label}-${(counter += 1)}-${Date.now()}@transfer.test`);

  /** A revealed KEY of a fresh project, owned by `owner` since `at` (two days ago unless told: past its 24-hour lock). */
  const ownedKey = async (owner: TestMember, at = new Date(t.clock.now().getTime() - 2 * DAY_MS)) => {
    const { designIds } = await createSaleProject(t, [5]);
    const item = await t.database.db
      .insertInto('key_item')
      .values({ key_design_id: designIds[0] ?? 0, serial_no: 1, owner_id: owner.user.id, acquired_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('ownership_event')
      .values({ key_item_id: item.id, kind: 'PURCHASE', from_user_id: null, to_user_id: owner.user.id, occurred_at: at })
      .execute();
    return item.id;
  };

  const send = (who: TestMember, body: { keyItemId: number; recipient: string; password?: string }, idempotencyKey: string | null = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: TRANSFER_API.transfer,
      headers: { ...who.auth, 'accept-language': 'en', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload: { password: TEST_CABINET_PASSWORD, ...body },
    });
  const get = (who: TestMember, url: string) => t.app.inject({ method: 'GET', url, headers: { ...who.auth, 'accept-language': 'en' } });
  const walletOf = async (who: TestMember) => successData(await get(who, '/api/user/me'), meSchema).cabinet.walletAddress;
  const ownerOf = async (keyItemId: number) =>
    (await t.database.db.selectFrom('key_item').select('owner_id').where('id', '=', keyItemId).executeTakeFirstOrThrow()).owner_id;
  const transferEvents = (keyItemId: number) =>
    t.database.db
      .selectFrom('ownership_event')
      .select(['from_user_id', 'to_user_id'])
      .where('key_item_id', '=', keyItemId)
      .where('kind', '=', 'TRANSFER')
      .execute();
  const transferNotices = (who: TestMember) =>
    t.database.db
      .selectFrom('notification')
      .select(['title_en', 'link_url'])
      .where('user_id', '=', who.user.id)
      .where('type', '=', 'TRANSFER')
      .orderBy('id')
      .execute();
  const pass = () => t.app.transferWorker.runOnce();

  test('each refusal in its order, with the spec messages; a nickname in any case; the job completes it once after the delay', async () => {
    const sender = await member('sender');
    const recipient = await member('recipient');
    const stranger = await member('stranger');
    const pending = await createTestMember(t, `pending-${Date.now()}@transfer.test`, { signedUp: false });
    const keyItemId = await ownedKey(sender);
    const recipientNickname = recipient.user.nickname ?? '';

    const refusal = async (body: Parameters<typeof send>[1], idempotencyKey?: string | null) => {
      const answer = failure(await send(sender, body, idempotencyKey));
      return { code: answer.code, message: answer.message };
    };
    expect(await refusal({ keyItemId, recipient: 'nobody-here-1' })).toEqual({ code: 'TRANSFER_USER_NOT_FOUND', message: 'That username does not exist' });
    expect((await refusal({ keyItemId, recipient: pending.user.nickname ?? 'pending' })).code).toBe('TRANSFER_USER_NOT_FOUND');
    expect(await refusal({ keyItemId, recipient: '0x1234' })).toEqual({ code: 'TRANSFER_INVALID_ADDRESS', message: 'Invalid address' });
    const wallet = await walletOf(recipient);
    // One letter's case swapped (a checksum address may have no lowercase letter at all).
    const flipped = wallet.replace(/(?<=^0x.*)[a-fA-F]/, (letter) => (letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase()));
    expect(flipped).not.toBe(wallet);
    expect((await refusal({ keyItemId, recipient: flipped })).code).toBe('TRANSFER_INVALID_ADDRESS');
    expect((await refusal({ keyItemId, recipient: toChecksumAddress(`0x${'ab'.repeat(20)}`) })).code).toBe('TRANSFER_USER_NOT_FOUND');
    expect((await refusal({ keyItemId, recipient: sender.user.nickname ?? '' })).code).toBe('TRANSFER_TO_SELF');
    expect((await refusal({ keyItemId, recipient: await walletOf(sender) })).code).toBe('TRANSFER_TO_SELF');
    expect(await refusal({ keyItemId, recipient: recipientNickname, password: '000000' })).toEqual({
      code: 'PASSWORD_MISMATCH',
      message: 'Incorrect password',
    });
    expect((await refusal({ keyItemId, recipient: recipientNickname }, null)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await refusal({ keyItemId: keyItemId + 100_000, recipient: recipientNickname })).code).toBe('KEY_NOT_FOUND');
    const strangersKey = await ownedKey(stranger);
    expect((await refusal({ keyItemId: strangersKey, recipient: recipientNickname })).code).toBe('KEY_NOT_YOURS');

    const idempotencyKey = randomUUID();
    const requestedAt = t.clock.now();
    const started = successData(await send(sender, { keyItemId, recipient: recipientNickname.toUpperCase() }, idempotencyKey), transferSchema);
    expect(started).toMatchObject({
      status: 'IN_PROGRESS',
      direction: 'SENT',
      item: { keyItemId, serialNo: 1 },
      from: { id: sender.user.id },
      to: { id: recipient.user.id, nickname: recipientNickname },
    });
    expect(new Date(started.completeAfter).getTime() - new Date(started.requestedAt).getTime()).toBe(DELAY_SECONDS * 1000);
    expect(new Date(started.requestedAt).getTime()).toBeGreaterThanOrEqual(requestedAt.getTime());
    // The same request again: the stored answer, no second transfer.
    expect(successData(await send(sender, { keyItemId, recipient: recipientNickname.toUpperCase() }, idempotencyKey), transferSchema).id).toBe(started.id);
    expect(await refusal({ keyItemId, recipient: stranger.user.nickname ?? '' })).toEqual({
      code: 'TRANSFER_IN_PROGRESS',
      message: 'Transfer already in progress',
    });
    expect(successData(await get(sender, `${TRANSFER_API.transferKey}?keyItemId=${keyItemId}`), transferKeyViewSchema)).toMatchObject({
      transferInProgressId: started.id,
      lockedUntil: null,
      listed: false,
      revealed: true,
    });

    // Both members read it; nobody else does.
    expect(successData(await get(recipient, TRANSFER_API.transferById(started.id)), transferSchema)).toMatchObject({
      id: started.id,
      status: 'IN_PROGRESS',
      direction: 'RECEIVED',
    });
    expect(failure(await get(stranger, TRANSFER_API.transferById(started.id))).code).toBe('TRANSFER_NOT_FOUND');
    const listed = successData(await get(recipient, `${TRANSFER_API.transfer}?keyItemId=${keyItemId}`), transferListSchema);
    expect(listed.items.map((item) => item.id)).toEqual([started.id]);
    expect(listed.total).toBe(1);

    // Not due yet: nothing moves.
    expect((await pass()).COMPLETED).toBe(0);
    expect(await ownerOf(keyItemId)).toBe(sender.user.id);
    clock().advance(DELAY_SECONDS * 1000 + 1000);
    const first = await pass();
    expect(first.COMPLETED).toBeGreaterThanOrEqual(1);
    expect((await pass()).COMPLETED).toBe(0);

    const done = successData(await get(sender, TRANSFER_API.transferById(started.id)), transferSchema);
    expect(done).toMatchObject({ status: 'COMPLETED', failureReason: null });
    expect(done.finishedAt).not.toBeNull();
    expect(await ownerOf(keyItemId)).toBe(recipient.user.id);
    expect(await transferEvents(keyItemId)).toEqual([{ from_user_id: sender.user.id, to_user_id: recipient.user.id }]);
    const link = `/cabinet/transferSuccess?transferId=${started.id}`;
    expect(await transferNotices(sender)).toEqual([{ title_en: 'KEY transfer completed', link_url: link }]);
    expect(await transferNotices(recipient)).toEqual([{ title_en: 'You received a KEY', link_url: link }]);
    expect(successData(await get(recipient, '/api/key/my'), myKeysSchema).items.map((item) => item.keyItemId)).toContain(keyItemId);
    expect(successData(await get(sender, '/api/key/my'), myKeysSchema).items.map((item) => item.keyItemId)).not.toContain(keyItemId);

    // The KEY is the recipient's now: naming them again says so; the recipient waits 24 hours to move it on.
    expect(await refusal({ keyItemId, recipient: recipientNickname })).toEqual({ code: 'TRANSFER_ALREADY_OWNER', message: 'You already own this KEY' });
    const onward = failure(await send(recipient, { keyItemId, recipient: stranger.user.nickname ?? '' }));
    expect(onward.code).toBe('KEY_LOCKED_FOR_TRANSFER');
    expect((onward.raw as { error: { details?: { unlocksAt?: string } } }).error.details?.unlocksAt).toBe(
      new Date(new Date(done.finishedAt ?? '').getTime() + DAY_MS).toISOString(),
    );
    expect(failure(await get(sender, `${TRANSFER_API.transferKey}?keyItemId=${keyItemId}`)).code).toBe('KEY_NOT_YOURS');
  });

  test('by wallet address in any letter case; a recent KEY is locked with its unlock time; a suspended member and a closed service are refused', async () => {
    const sender = await member('by-address');
    const recipient = await member('address-recipient');
    const boughtAt = t.clock.now();
    const fresh = await ownedKey(sender, boughtAt);
    const wallet = await walletOf(recipient);
    const locked = failure(await send(sender, { keyItemId: fresh, recipient: wallet }));
    expect(locked.code).toBe('KEY_LOCKED_FOR_TRANSFER');
    const unlocksAt = new Date(boughtAt.getTime() + DAY_MS).toISOString();
    expect((locked.raw as { error: { details?: { unlocksAt?: string } } }).error.details?.unlocksAt).toBe(unlocksAt);
    expect(successData(await get(sender, `${TRANSFER_API.transferKey}?keyItemId=${fresh}`), transferKeyViewSchema).lockedUntil).toBe(unlocksAt);

    const keyItemId = await ownedKey(sender);
    const started = successData(await send(sender, { keyItemId, recipient: wallet.toLowerCase() }), transferSchema);
    expect(started.to.id).toBe(recipient.user.id);

    const other = await ownedKey(sender);
    const closesAt = t.config.serviceClosesAt;
    t.config.serviceClosesAt = new Date(t.clock.now().getTime() - 1000);
    try {
      expect(failure(await send(sender, { keyItemId: other, recipient: wallet })).code).toBe('SERVICE_TRANSFER_CLOSED');
    } finally {
      t.config.serviceClosesAt = closesAt;
    }
    await t.database.db.updateTable('app_user').set({ status: 6 }).where('id', '=', sender.user.id).execute();
    expect(failure(await send(sender, { keyItemId: other, recipient: wallet })).code).toBe('ACCOUNT_SUSPENDED');
    await t.database.db.updateTable('app_user').set({ status: 1 }).where('id', '=', sender.user.id).execute();

    clock().advance(DELAY_SECONDS * 1000 + 1000);
    await pass();
    expect(await ownerOf(keyItemId)).toBe(recipient.user.id);
  });

  test('the recipient preview answers who a transfer would go to, or the very refusal the transfer answers, before any password', async () => {
    const sender = await member('preview');
    const recipient = await member('preview-to');
    const pending = await createTestMember(t, `preview-pending-${Date.now()}@transfer.test`, { signedUp: false });
    const keyItemId = await ownedKey(sender);
    const { designIds } = await createSaleProject(t, [1]);
    const designId = designIds[0] ?? 0;
    await t.database.db
      .updateTable('app_user')
      .set({ profile_image_type: 'KEY', profile_key_design_id: designId })
      .where('id', '=', recipient.user.id)
      .execute();
    const nickname = recipient.user.nickname ?? '';
    const wallet = await walletOf(recipient);
    const preview = (who: TestMember, value: string) =>
      t.app.inject({ method: 'GET', url: TRANSFER_API.recipient, query: { recipient: value }, headers: { ...who.auth, 'accept-language': 'en' } });
    const shown = { nickname, profileImage: artPath.key(designId) };

    expect(successData(await preview(sender, ` ${nickname.toLowerCase()} `), transferRecipientViewSchema)).toEqual(shown);
    expect(successData(await preview(sender, wallet), transferRecipientViewSchema)).toEqual(shown);
    expect(successData(await preview(sender, wallet.toLowerCase()), transferRecipientViewSchema)).toEqual(shown);
    // Public fields only: no id, e-mail or address.
    expect(Object.keys((await preview(sender, nickname)).json().data).sort()).toEqual(['nickname', 'profileImage']);

    // Each recipient the transfer refuses, the preview refuses with the same code and message.
    const flipped = wallet.replace(/(?<=^0x.*)[a-fA-F]/, (letter) => (letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase()));
    const refused = [
      'nobody-here-2',
      pending.user.nickname ?? 'pending',
      '0x1234',
      flipped,
      toChecksumAddress(`0x${'cd'.repeat(20)}`),
      sender.user.nickname ?? '',
      await walletOf(sender),
      '',
    ];
    for (const value of refused) {
      const answer = failure(await preview(sender, value));
      const sent = failure(await send(sender, { keyItemId, recipient: value }));
      expect([value, answer.status, answer.code, answer.message]).toEqual([value, sent.status, sent.code, sent.message]);
    }
    expect(failure(await preview(sender, 'nobody-here-2'))).toMatchObject({
      status: 404,
      code: 'TRANSFER_USER_NOT_FOUND',
      message: 'That username does not exist',
    });

    // A suspended member still receives (as the transfer allows), a deactivated one does not.
    await t.database.db.updateTable('app_user').set({ status: 6 }).where('id', '=', recipient.user.id).execute();
    expect(successData(await preview(sender, nickname), transferRecipientViewSchema)).toEqual(shown);
    await t.database.db.updateTable('app_user').set({ status: 9 }).where('id', '=', recipient.user.id).execute();
    expect(failure(await preview(sender, nickname)).code).toBe('TRANSFER_USER_NOT_FOUND');
    expect(failure(await preview(sender, wallet)).code).toBe('TRANSFER_USER_NOT_FOUND');
    await t.database.db.updateTable('app_user').set({ status: 1 }).where('id', '=', recipient.user.id).execute();

    // A suspended sender and a closed service: refused as the transfer is; a visitor is not answered.
    await t.database.db.updateTable('app_user').set({ status: 6 }).where('id', '=', sender.user.id).execute();
    expect(failure(await preview(sender, nickname)).code).toBe('ACCOUNT_SUSPENDED');
    await t.database.db.updateTable('app_user').set({ status: 1 }).where('id', '=', sender.user.id).execute();
    const closesAt = t.config.serviceClosesAt;
    t.config.serviceClosesAt = new Date(t.clock.now().getTime() - 1000);
    try {
      expect(failure(await preview(sender, nickname)).code).toBe('SERVICE_TRANSFER_CLOSED');
    } finally {
      t.config.serviceClosesAt = closesAt;
    }
    expect(failure(await t.app.inject({ method: 'GET', url: TRANSFER_API.recipient, query: { recipient: nickname } })).code).toBe('TOKEN_MISSING');
    // Nothing was sent by any of it.
    expect(await ownerOf(keyItemId)).toBe(sender.user.id);
    expect(await t.database.db.selectFrom('key_transfer').select('id').where('key_item_id', '=', keyItemId).execute()).toEqual([]);
  });

  test('concurrent requests for one KEY: one transfer, the others "Transfer already in progress"', async () => {
    const sender = await member('concurrent');
    const recipients = await Promise.all(Array.from({ length: 6 }, (_, index) => member(`concurrent-to-${index}`)));
    const keyItemId = await ownedKey(sender);
    const answers = await Promise.all(recipients.map((recipient) => send(sender, { keyItemId, recipient: recipient.user.nickname ?? '' })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => failure(answer).code)).toEqual(
      Array.from({ length: 5 }, () => 'TRANSFER_IN_PROGRESS'),
    );
    const rows = await t.database.db.selectFrom('key_transfer').select('status').where('key_item_id', '=', keyItemId).execute();
    expect(rows).toEqual([{ status: 'IN_PROGRESS' }]);
    clock().advance(DELAY_SECONDS * 1000 + 1000);
    await pass();
    expect(await transferEvents(keyItemId)).toHaveLength(1);
  });

  test("a KEY that is no longer the sender's when the transfer is due: FAILED with the reason, the sender is told, nothing moves", async () => {
    const sender = await member('fails');
    const recipient = await member('fails-to');
    const keyItemId = await ownedKey(sender);
    const started = successData(await send(sender, { keyItemId, recipient: recipient.user.nickname ?? '' }), transferSchema);
    // An administrative revocation meanwhile (the KEY leaves the sender with its event).
    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('key_item').set({ owner_id: null }).where('id', '=', keyItemId).execute();
      await trx
        .insertInto('ownership_event')
        .values({ key_item_id: keyItemId, kind: 'REVOKE', from_user_id: sender.user.id, to_user_id: null, occurred_at: t.clock.now() })
        .execute();
    });
    clock().advance(DELAY_SECONDS * 1000 + 1000);
    expect((await pass()).FAILED).toBe(1);
    expect(successData(await get(sender, TRANSFER_API.transferById(started.id)), transferSchema)).toMatchObject({
      status: 'FAILED',
      failureReason: 'KEY_NOT_YOURS',
    });
    expect(await transferEvents(keyItemId)).toEqual([]);
    expect(await transferNotices(sender)).toEqual([{ title_en: 'KEY transfer failed', link_url: `/cabinet/transferSuccess?transferId=${started.id}` }]);
    expect(await transferNotices(recipient)).toEqual([]);
  });

  test("the member's transfers are paged, newest first, sent and received", async () => {
    const a = await member('paged-a');
    const b = await member('paged-b');
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push(successData(await send(a, { keyItemId: await ownedKey(a), recipient: b.user.nickname ?? '' }), transferSchema).id);
    }
    const page1 = successData(await get(b, `${TRANSFER_API.transfer}?page=1&size=2`), transferListSchema);
    const page2 = successData(await get(b, `${TRANSFER_API.transfer}?page=2&size=2`), transferListSchema);
    expect([...page1.items, ...page2.items].map((item: Transfer) => item.id)).toEqual([...ids].reverse());
    expect(page1.total).toBe(3);
    expect(page1.items.every((item) => item.direction === 'RECEIVED')).toBe(true);
    clock().advance(DELAY_SECONDS * 1000 + 1000);
    expect((await pass()).COMPLETED).toBeGreaterThanOrEqual(3);
  });
});

describe('the transfer routes in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a transfer sent without a body is refused like an empty one: with the first coded rule it breaks', async () => {
    const sender = await createTestMember(t, `no-body-${Date.now()}@transfer.test`);
    const refused = await t.app.inject({ method: 'POST', url: TRANSFER_API.transfer, headers: { ...sender.auth, 'idempotency-key': randomUUID() } });
    expect([refused.statusCode, failure(refused).code]).toEqual([400, 'CABINET_PASSWORD_FORMAT']);
  });
});
