import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../../config';
import { splitByWeight, inCurrency } from '../refund-amounts';
import { maskAccountNumber, maskBank, maskHolderName } from '../refund-bank';
import { bankDetailsAad, loadRefundKeyRing, openBankDetails, REFUND_KEY_FILE, RefundKeyError, sealBankDetails, type RefundKeyRing } from '../refund-crypto';

const key = () => randomBytes(32);
const ring = (activeId: string, keys: Record<string, Buffer>): RefundKeyRing => ({ activeId, keys: new Map(Object.entries(keys)) });
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'keys-refund-keys-'));

describe('refund bank details encryption', () => {
  const k1 = key();
  const k2 = key();

  test('AES-256-GCM envelope: version, key id, a fresh 12-byte IV per write, a 16-byte tag; opens back', () => {
    const keys = ring('k1', { k1 });
    const plain = JSON.stringify({ accountNumber: '3579246801357', holderName: '홍길동' });
    const first = sealBankDetails(keys, plain, bankDetailsAad(7));
    const second = sealBankDetails(keys, plain, bankDetailsAad(7));
    expect(first).not.toBe(second);
    const [version, kid, iv, tag, ciphertext] = first.split('.');
    expect([version, kid]).toEqual(['v1', 'k1']);
    expect(Buffer.from(iv ?? '', 'base64url')).toHaveLength(12);
    expect(Buffer.from(tag ?? '', 'base64url')).toHaveLength(16);
    expect(first).not.toContain('3579246801357');
    expect(Buffer.from(ciphertext ?? '', 'base64url').toString('utf8')).not.toContain('3579246801357');
    expect(openBankDetails(keys, first, bankDetailsAad(7))).toBe(plain);
    expect(openBankDetails(keys, second, bankDetailsAad(7))).toBe(plain);
  });

  test('the member id is authenticated: a ciphertext moved to another row, or changed, does not open', () => {
    const keys = ring('k1', { k1 });
    const sealed = sealBankDetails(keys, 'secret', bankDetailsAad(7));
    expect(() => openBankDetails(keys, sealed, bankDetailsAad(8))).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => openBankDetails(keys, parts.join('.'), bankDetailsAad(7))).toThrow();
    expect(() => openBankDetails(keys, 'not-an-envelope', bankDetailsAad(7))).toThrow(RefundKeyError);
  });

  test('rotation: old rows open with the key their envelope names, new rows use the active key', () => {
    const before = ring('k1', { k1 });
    const old = sealBankDetails(before, 'old row', bankDetailsAad(1));
    const rotated = ring('k2', { k1, k2 });
    expect(openBankDetails(rotated, old, bankDetailsAad(1))).toBe('old row');
    const fresh = sealBankDetails(rotated, 'new row', bankDetailsAad(1));
    expect(fresh.split('.')[1]).toBe('k2');
    expect(openBankDetails(ring('k2', { k2 }), fresh, bankDetailsAad(1))).toBe('new row');
    // A key removed from the configuration: its rows no longer open.
    expect(() => openBankDetails(ring('k2', { k2 }), old, bankDetailsAad(1))).toThrow(RefundKeyError);
  });

  test('without configured keys one key is generated once in DATA_DIR/refund-keys.json (0600) and kept', async () => {
    const dataDir = tempDir();
    const config = { refundEncryptionKeys: [], refundEncryptionKeyId: undefined, dataDir };
    // Loaders racing to create the file (as api processes starting together do) all read one whole key.
    const [a, ...others] = await Promise.all(Array.from({ length: 8 }, () => loadRefundKeyRing(config)));
    if (!a) throw new Error('no ring');
    expect(a.activeId).toMatch(/^local-[0-9a-f]{8}$/);
    for (const other of others) expect(other.activeId).toBe(a.activeId);
    expect(readdirSync(dataDir)).toEqual([REFUND_KEY_FILE]);
    const file = path.join(dataDir, REFUND_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = await loadRefundKeyRing(config);
    expect(again.activeId).toBe(a.activeId);
    expect(again.keys.get(a.activeId)?.equals(a.keys.get(a.activeId) ?? Buffer.alloc(0))).toBe(true);
    const sealed = sealBankDetails(a, 'kept', bankDetailsAad(3));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ activeKeyId: a.activeId });

    // Configured keys later: the generated key still opens the older rows, new ones use the configured key.
    const configured = await loadRefundKeyRing({ refundEncryptionKeys: [{ id: 'prod1', key: k1 }], refundEncryptionKeyId: 'prod1', dataDir });
    expect(configured.activeId).toBe('prod1');
    expect(openBankDetails(configured, sealed, bankDetailsAad(3))).toBe('kept');
  });

  test('REFUND_ENCRYPTION_KEYS and REFUND_ENCRYPTION_KEY_ID are checked when the configuration loads', () => {
    const b64 = (buffer: Buffer) => buffer.toString('base64');
    const one = loadConfig({ REFUND_ENCRYPTION_KEYS: `k1:${b64(k1)}` });
    expect(one.refundEncryptionKeyId).toBe('k1');
    expect(one.refundEncryptionKeys.map((entry) => entry.id)).toEqual(['k1']);
    expect(one.refundEncryptionKeys[0]?.key.equals(k1)).toBe(true);
    const two = loadConfig({ REFUND_ENCRYPTION_KEYS: `k1:${b64(k1)}, k2:${k2.toString('base64url')}`, REFUND_ENCRYPTION_KEY_ID: 'k2' });
    expect(two.refundEncryptionKeyId).toBe('k2');
    expect(two.refundEncryptionKeys[1]?.key.equals(k2)).toBe(true);
    expect(loadConfig({}).refundEncryptionKeys).toEqual([]);
    expect(loadConfig({}).refundPurgePollSeconds).toBe(3600);
    expect(loadConfig({ REFUND_PURGE_POLL_SECONDS: '0' }).refundPurgePollSeconds).toBe(0);
    for (const env of [
      { REFUND_ENCRYPTION_KEYS: `k1:${b64(randomBytes(16))}` },
      { REFUND_ENCRYPTION_KEYS: b64(k1) },
      { REFUND_ENCRYPTION_KEYS: `bad.id:${b64(k1)}` },
      { REFUND_ENCRYPTION_KEYS: `k1:${b64(k1)},k1:${b64(k2)}` },
      { REFUND_ENCRYPTION_KEYS: `k1:${b64(k1)},k2:${b64(k2)}` },
      { REFUND_ENCRYPTION_KEYS: `k1:${b64(k1)}`, REFUND_ENCRYPTION_KEY_ID: 'k9' },
      { REFUND_ENCRYPTION_KEY_ID: 'k1' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    }
  });
});

describe('what the member sees of the bank details', () => {
  test('holder names keep a letter or two, account numbers the last four', () => {
    expect(maskHolderName('홍길동')).toBe('홍*동');
    expect(maskHolderName('남궁민수')).toBe('남**수');
    expect(maskHolderName('이순')).toBe('이*');
    expect(maskHolderName('John Smith')).toBe('J*** S****');
    expect(maskHolderName('  Jo  Ann  ')).toBe('J* A**');
    expect(maskAccountNumber('3579246801357')).toBe('••••••1357');
    expect(maskBank({ currency: 'KRW', bankCode: '088', holderName: '홍길동', accountNumber: '3579246801357' })).toEqual({
      currency: 'KRW',
      bank: { ko: '신한은행', en: 'Shinhan Bank' },
      holderName: '홍*동',
      accountNumber: '••••••1357',
    });
    expect(
      maskBank({
        currency: 'USD',
        holderName: 'Jane Doe',
        accountNumber: 'GB33BUKB20201555555555',
        nationality: 'GB',
        address: 'x',
        bankCountry: 'GB',
        bankCode: '202015',
        swift: 'BUKBGB22',
        bankName: 'Barclays',
        bankAddress: 'x',
        branchName: 'x',
        intermediaryBic: '',
      }),
    ).toMatchObject({ bank: { ko: 'Barclays (GB)', en: 'Barclays (GB)' }, holderName: 'J*** D**', accountNumber: '••••••5555' });
  });
});

describe('amount arithmetic', () => {
  test('shares add up to the whole and follow the weights', () => {
    expect(splitByWeight(300, [120, 180])).toEqual([120, 180]);
    expect(splitByWeight(100, [1, 1, 1])).toEqual([33, 33, 34]);
    expect(splitByWeight(7, [0, 0])).toEqual([7, 0]);
    for (const [total, weights] of [
      [1001, [3, 5, 7]],
      [1, [1, 1]],
      [99_999, [10, 1, 1, 1]],
    ] as const) {
      expect(splitByWeight(total, [...weights]).reduce((a, b) => a + b, 0)).toBe(total);
    }
    expect(inCurrency(3080, 'KRW')).toBe(43_120);
    expect(inCurrency(1, 'KRW')).toBe(14);
    expect(inCurrency(3080, 'USD')).toBe(3080);
  });
});
