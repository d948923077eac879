import { meSchema } from 'shared-contract';
import { AppError } from '../../../http/app-error';
import { successData } from '../../../testing/envelope';
import { createSaleProject, DAY_MS } from '../../../testing/test-commerce';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, TEST_CABINET_PASSWORD, type TestMember } from '../../../testing/test-members';
import { ensureCabinet } from '../cabinet';
import { CABINET_PASSWORD_LOCK_MS, CABINET_PASSWORD_MAX_FAILURES, verifyCabinetPassword } from '../cabinet-password';
import { assertKeyMovable, KEY_MOVE_LOCK_MS } from '../key-lock';
import { handOverKey } from '../move-key';
import { cabinetOwnerByAddress } from '../ownership-repository';
import { isValidWalletAddress, newWalletAddress, toChecksumAddress } from '../wallet-address';

jest.setTimeout(120_000);

describe('wallet addresses (EIP-55)', () => {
  // The test vectors of EIP-55.
  const vectors = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  test('checksums the EIP-55 vectors and accepts them; a changed letter case fails the checksum', () => {
    for (const address of vectors) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(isValidWalletAddress(address)).toBe(true);
    }
    const [first = ''] = vectors;
    // 0x5aAeb…: the first letter, 'a', is lower case; upper case breaks the checksum.
    const wrongCase = `${first.slice(0, 3)}A${first.slice(4)}`;
    expect(wrongCase).not.toBe(first);
    expect(isValidWalletAddress(wrongCase)).toBe(false);
    expect(isValidWalletAddress(first.toLowerCase())).toBe(true);
    expect(isValidWalletAddress('0x1234')).toBe(false);
    expect(isValidWalletAddress(`0x${'g'.repeat(40)}`)).toBe(false);
  });

  test('a new address is 0x and 40 hex digits, checksummed, and different each time', () => {
    const addresses = new Set(Array.from({ length: 50 }, () => newWalletAddress()));
    expect(addresses.size).toBe(50);
    for (const address of addresses) {
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(toChecksumAddress(address)).toBe(address);
    }
  });
});

describe.each(testBackends())('ownership on %s', (backend) => {
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });
  const member = (label: string) => createTestMember(t, `${label}-${(counter += 1)}-${Date.now()}@ownership.test`);

  test('a signed-up member has one cabinet with a checksummed address, also under concurrent first reads; found by address in any case', async () => {
    const me = await member('cabinet');
    const cabinets = await Promise.all(Array.from({ length: 5 }, () => ensureCabinet(t.database.db, me.user.id, t.clock.now())));
    expect(new Set(cabinets.map((cabinet) => cabinet.id)).size).toBe(1);
    const answered = successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: me.auth }), meSchema);
    expect(answered.cabinet).toEqual(cabinets[0]);
    expect(isValidWalletAddress(answered.cabinet.walletAddress)).toBe(true);
    expect((await cabinetOwnerByAddress(t.database.db, answered.cabinet.walletAddress.toLowerCase()))?.user_id).toBe(me.user.id);
  });

  /** A KEY of a fresh project owned by `owner`, acquired (its ownership event) at `at`. */
  const ownedKey = async (owner: TestMember, at: Date) => {
    const { designIds } = await createSaleProject(t, [5]);
    const designId = designIds[0] ?? 0;
    const item = await t.database.db
      .insertInto('key_item')
      .values({ key_design_id: designId, serial_no: 1, owner_id: owner.user.id, acquired_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('ownership_event')
      .values({ key_item_id: item.id, kind: 'PURCHASE', from_user_id: null, to_user_id: owner.user.id, occurred_at: at })
      .execute();
    return { keyItemId: item.id, designId };
  };
  const movable = (keyItemId: number, ownerId: number, kind: 'TRANSFER' | 'SALE', now = t.clock.now()) =>
    t.database.db.transaction().execute((trx) => assertKeyMovable(trx, { keyItemId, ownerId, now, kind }));
  const refusal = async (attempt: Promise<unknown>) => {
    try {
      await attempt;
    } catch (error) {
      if (error instanceof AppError) return { code: error.code, details: error.details };
      throw error;
    }
    throw new Error('expected a refusal');
  };

  test('the 24-hour lock after an acquisition, with the unlock time; not the owner; a transfer in progress; a listing', async () => {
    const owner = await member('owner');
    const other = await member('other');
    const boughtAt = t.clock.now();
    const { keyItemId, designId } = await ownedKey(owner, boughtAt);
    const unlocksAt = new Date(boughtAt.getTime() + KEY_MOVE_LOCK_MS).toISOString();
    expect(await refusal(movable(keyItemId, owner.user.id, 'SALE'))).toEqual({ code: 'KEY_LOCKED_FOR_SALE', details: { unlocksAt } });
    expect(await refusal(movable(keyItemId, owner.user.id, 'TRANSFER'))).toEqual({ code: 'KEY_LOCKED_FOR_TRANSFER', details: { unlocksAt } });
    const later = new Date(boughtAt.getTime() + KEY_MOVE_LOCK_MS);
    expect(await movable(keyItemId, owner.user.id, 'SALE', later)).toEqual({ keyDesignId: designId });
    expect((await refusal(movable(keyItemId, other.user.id, 'SALE', later))).code).toBe('KEY_NOT_YOURS');

    const db = t.database.db;
    await db
      .insertInto('key_transfer')
      .values({
        key_item_id: keyItemId,
        from_user_id: owner.user.id,
        to_user_id: other.user.id,
        status: 'IN_PROGRESS',
        requested_at: later,
        complete_after: later,
      })
      .execute();
    expect((await refusal(movable(keyItemId, owner.user.id, 'SALE', later))).code).toBe('TRANSFER_IN_PROGRESS');
    // One transfer in progress per KEY, enforced by the database.
    await expect(
      db
        .insertInto('key_transfer')
        .values({
          key_item_id: keyItemId,
          from_user_id: owner.user.id,
          to_user_id: other.user.id,
          status: 'IN_PROGRESS',
          requested_at: later,
          complete_after: later,
        })
        .execute(),
    ).rejects.toThrow();
    await db.updateTable('key_transfer').set({ status: 'FAILED' }).where('key_item_id', '=', keyItemId).execute();
    await db
      .insertInto('market_listing')
      .values({ key_item_id: keyItemId, key_design_id: designId, seller_id: owner.user.id, price_gold: 500, status: 'ACTIVE', created_at: later })
      .execute();
    expect((await refusal(movable(keyItemId, owner.user.id, 'TRANSFER', later))).code).toBe('KEY_LISTED');
  });

  test("handing a KEY over moves it once, records the event and activity, drops the giver's profile KEY and arrangement, and locks it again", async () => {
    const giver = await member('giver');
    const receiver = await member('receiver');
    const { keyItemId, designId } = await ownedKey(giver, new Date(t.clock.now().getTime() - 2 * DAY_MS));
    await t.database.db.updateTable('app_user').set({ profile_image_type: 'KEY', profile_key_design_id: designId }).where('id', '=', giver.user.id).execute();
    await t.database.db
      .insertInto('cabinet_key_pref')
      .values({ user_id: giver.user.id, key_item_id: keyItemId, favorite: true, updated_at: t.clock.now() })
      .execute();
    const now = t.clock.now();
    const moves = await Promise.allSettled(
      [0, 1].map(() =>
        t.database.db
          .transaction()
          .execute((trx) =>
            handOverKey(trx, { keyItemId, fromUserId: giver.user.id, toUserId: receiver.user.id, kind: 'TRANSFER', actor: receiver.user.nickname, now }),
          ),
      ),
    );
    expect(moves.filter((move) => move.status === 'fulfilled')).toHaveLength(1);
    const item = await t.database.db.selectFrom('key_item').selectAll().where('id', '=', keyItemId).executeTakeFirstOrThrow();
    expect(item.owner_id).toBe(receiver.user.id);
    const events = await t.database.db
      .selectFrom('ownership_event')
      .select(['kind', 'from_user_id', 'to_user_id'])
      .where('key_item_id', '=', keyItemId)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { kind: 'PURCHASE', from_user_id: null, to_user_id: giver.user.id },
      { kind: 'TRANSFER', from_user_id: giver.user.id, to_user_id: receiver.user.id },
    ]);
    const giverRow = await t.database.db
      .selectFrom('app_user')
      .select(['profile_image_type', 'profile_key_design_id'])
      .where('id', '=', giver.user.id)
      .executeTakeFirstOrThrow();
    expect(giverRow).toEqual({ profile_image_type: null, profile_key_design_id: null });
    expect(await t.database.db.selectFrom('cabinet_key_pref').selectAll().where('key_item_id', '=', keyItemId).execute()).toEqual([]);
    expect((await refusal(movable(keyItemId, receiver.user.id, 'TRANSFER', now))).code).toBe('KEY_LOCKED_FOR_TRANSFER');
    expect(successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: giver.auth }), meSchema).profileKeyId).toBeNull();
  });

  test('the cabinet password: right, wrong ("Incorrect password"), five wrong in a row lock it for 15 minutes, then it opens again', async () => {
    const me = await member('password');
    const user = await t.database.db.selectFrom('app_user').select(['id', 'cabinet_password_hash']).where('id', '=', me.user.id).executeTakeFirstOrThrow();
    const start = t.clock.now();
    const check = (password: string, at = start) => verifyCabinetPassword(t.database.db, user, password, at);
    await expect(check(TEST_CABINET_PASSWORD)).resolves.toBeUndefined();
    for (let attempt = 1; attempt < CABINET_PASSWORD_MAX_FAILURES; attempt += 1) expect((await refusal(check('000000'))).code).toBe('PASSWORD_MISMATCH');
    const locked = await refusal(check('000000'));
    const unlocksAt = new Date(start.getTime() + CABINET_PASSWORD_LOCK_MS).toISOString();
    expect(locked).toEqual({ code: 'CABINET_PASSWORD_LOCKED', details: { unlocksAt } });
    // Locked: even the right password is refused until the time has passed.
    expect(await refusal(check(TEST_CABINET_PASSWORD))).toEqual({ code: 'CABINET_PASSWORD_LOCKED', details: { unlocksAt } });
    const later = new Date(start.getTime() + CABINET_PASSWORD_LOCK_MS);
    await expect(check(TEST_CABINET_PASSWORD, later)).resolves.toBeUndefined();
    expect((await refusal(check('000000', later))).code).toBe('PASSWORD_MISMATCH');
  });

  test('200 concurrent wrong guesses get at most five evaluations between them; then even the right one waits for the lock to end', async () => {
    const me = await member('guesses');
    const user = await t.database.db.selectFrom('app_user').select(['id', 'cabinet_password_hash']).where('id', '=', me.user.id).executeTakeFirstOrThrow();
    const start = t.clock.now();
    const answers = await Promise.all(Array.from({ length: 200 }, () => refusal(verifyCabinetPassword(t.database.db, user, '000000', start))));
    const codes = answers.map((answer) => answer.code);
    // Evaluated guesses answer "Incorrect password", except the fifth, which sets the lock; the rest never reach the hash.
    expect(codes.filter((code) => code === 'PASSWORD_MISMATCH')).toHaveLength(CABINET_PASSWORD_MAX_FAILURES - 1);
    expect(codes.filter((code) => code === 'CABINET_PASSWORD_LOCKED')).toHaveLength(200 - (CABINET_PASSWORD_MAX_FAILURES - 1));
    const cabinet = await t.database.db
      .selectFrom('cabinet')
      .select(['password_failures', 'password_locked_until'])
      .where('user_id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(cabinet.password_failures).toBe(CABINET_PASSWORD_MAX_FAILURES);
    const unlocksAt = new Date(start.getTime() + CABINET_PASSWORD_LOCK_MS);
    expect(cabinet.password_locked_until?.toISOString()).toBe(unlocksAt.toISOString());
    expect(await refusal(verifyCabinetPassword(t.database.db, user, TEST_CABINET_PASSWORD, new Date(unlocksAt.getTime() - 1)))).toEqual({
      code: 'CABINET_PASSWORD_LOCKED',
      details: { unlocksAt: unlocksAt.toISOString() },
    });
    await expect(verifyCabinetPassword(t.database.db, user, TEST_CABINET_PASSWORD, unlocksAt)).resolves.toBeUndefined();
  });
});
