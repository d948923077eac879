import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

/**
 * Refund bank details at rest (issue 10 B): AES-256-GCM with a fresh 12-byte IV per write, the key id in the
 * envelope (`v1.<kid>.<iv>.<tag>.<ciphertext>`, base64url) so a rotated key keeps older rows readable, and the
 * row's member as additional authenticated data so a ciphertext moved to another member's row does not open.
 */
export interface RefundKeyRing {
  /** The key new envelopes are sealed with. */
  activeId: string;
  keys: ReadonlyMap<string, Buffer>;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
export const REFUND_KEY_FILE = 'refund-keys.json';

/** What a sealed value is bound to: the member whose request it belongs to. */
export const bankDetailsAad = (userId: number) => `refund_request.user_id:${userId}`;

export class RefundKeyError extends Error {}

export function sealBankDetails(ring: RefundKeyRing, plaintext: string, aad: string): string {
  const key = ring.keys.get(ring.activeId);
  if (!key) throw new RefundKeyError(`refund key ${ring.activeId} is missing`);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, ring.activeId, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Opens an envelope with the key it names; a wrong key, AAD or a changed byte throws. */
export function openBankDetails(ring: RefundKeyRing, envelope: string, aad: string): string {
  const [version, keyId, iv, tag, ciphertext, ...rest] = envelope.split('.');
  if (version !== VERSION || !keyId || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
    throw new RefundKeyError('not a refund envelope');
  }
  const key = ring.keys.get(keyId);
  if (!key) throw new RefundKeyError(`refund key ${keyId} is not configured`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** The key id an envelope was sealed with (for rotation reports), or null. */
export const envelopeKeyId = (envelope: string) => (envelope.startsWith(`${VERSION}.`) ? (envelope.split('.')[1] ?? null) : null);

/**
 * A keyed fingerprint of a value (HMAC-SHA256 with the active key): lets the idempotency record recognise a repeated
 * submit without keeping anything a dump could brute-force back into an account number.
 */
export const keyedFingerprint = (ring: RefundKeyRing, value: unknown) =>
  createHmac('sha256', ring.keys.get(ring.activeId) ?? Buffer.alloc(32))
    .update(JSON.stringify(value))
    .digest('base64url');

interface KeyFile {
  activeKeyId: string;
  keys: Record<string, string>;
}

function parseKeyFile(text: string): Map<string, Buffer> & { activeId?: string } {
  const parsed = JSON.parse(text) as Partial<KeyFile>;
  const keys = new Map<string, Buffer>() as Map<string, Buffer> & { activeId?: string };
  for (const [id, encoded] of Object.entries(parsed.keys ?? {})) {
    const key = Buffer.from(String(encoded), 'base64');
    if (KEY_ID.test(id) && key.length === 32) keys.set(id, key);
  }
  if (typeof parsed.activeKeyId === 'string' && keys.has(parsed.activeKeyId)) keys.activeId = parsed.activeKeyId;
  return keys;
}

async function readKeyFile(file: string) {
  try {
    return parseKeyFile(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Generates the local key file once; a process that loses the race to create it reads the winner's. */
async function generatedKeys(dataDir: string) {
  const file = path.join(dataDir, REFUND_KEY_FILE);
  const existing = await readKeyFile(file);
  if (existing?.activeId) return existing;
  await mkdir(dataDir, { recursive: true });
  const id = `local-${randomBytes(4).toString('hex')}`;
  const content: KeyFile = { activeKeyId: id, keys: { [id]: randomBytes(32).toString('base64') } };
  // Written whole under a private name, then linked into place: the link appears complete or not at all (a reader
  // never sees a half-written file) and fails with EEXIST when another process got there first.
  const draft = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(draft, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const written = await readKeyFile(file);
  if (!written?.activeId) throw new RefundKeyError(`${file} holds no usable key`);
  return written;
}

type KeyConfig = Pick<Config, 'refundEncryptionKeys' | 'refundEncryptionKeyId' | 'dataDir'>;

/**
 * The keys from REFUND_ENCRYPTION_KEYS (active: REFUND_ENCRYPTION_KEY_ID), plus those of `DATA_DIR/refund-keys.json`
 * for reading older rows; without configured keys the file's key is active (generated on first use).
 */
export async function loadRefundKeyRing(config: KeyConfig): Promise<RefundKeyRing> {
  const file = path.join(config.dataDir, REFUND_KEY_FILE);
  if (config.refundEncryptionKeys.length === 0) {
    const local = await generatedKeys(config.dataDir);
    return { activeId: local.activeId ?? '', keys: local };
  }
  const keys = new Map<string, Buffer>((await readKeyFile(file)) ?? []);
  for (const { id, key } of config.refundEncryptionKeys) keys.set(id, key);
  const activeId = config.refundEncryptionKeyId ?? config.refundEncryptionKeys[0]?.id ?? '';
  return { activeId, keys };
}

const rings = new WeakMap<KeyConfig, Promise<RefundKeyRing>>();

/** The key ring of a configuration, loaded once (every module of one app shares it). */
export function refundKeyRing(config: KeyConfig): Promise<RefundKeyRing> {
  let ring = rings.get(config);
  if (!ring) {
    ring = loadRefundKeyRing(config);
    rings.set(config, ring);
    ring.catch(() => rings.delete(config));
  }
  return ring;
}
