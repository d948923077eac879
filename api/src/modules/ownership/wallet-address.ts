import { randomBytes } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** EIP-55: each hex letter is upper case when the matching nibble of keccak256(lower-case hex) is 8 or more. */
export function toChecksumAddress(address: string): string {
  const hex = address.toLowerCase().replace(/^0x/, '');
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let index = 0; index < hex.length; index += 1) {
    const char = hex.charAt(index);
    out += parseInt(hash.charAt(index), 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/** A new cabinet's address: 20 random bytes, checksummed (EVM style; no chain is involved). */
export const newWalletAddress = () => toChecksumAddress(`0x${randomBytes(20).toString('hex')}`);

/**
 * Whether `address` is a well-formed address: 0x and 40 hex digits; when it mixes cases, the EIP-55 checksum must
 * match (all lower or all upper case carry no checksum and are accepted, as wallets do).
 */
export function isValidWalletAddress(address: string): boolean {
  if (!ADDRESS_PATTERN.test(address)) return false;
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

/** A string that looks like an address at all (else it is taken for a nickname). */
export const looksLikeWalletAddress = (value: string) => /^0x[0-9a-zA-Z]*$/.test(value) && value.length >= 3;
