import { drawWinners, seedCommitment, type LotteryDetail } from 'shared-contract';

/** SHA-256 of a text as lowercase hex, with the browser's WebCrypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type DrawCheck = {
  /** SHA-256(seed) equals the seed hash published before entries opened. */
  hashMatches: boolean;
  /** The winners recomputed from the seed and the published entry ids, in ticket order. */
  computed: number[];
  /** The recomputed winners are the published winners (as a set). */
  winnersMatch: boolean;
  matches: boolean;
};

/**
 * Re-checks a drawn lottery in the browser with the api's own `drawWinners`: the seed must hash to the published
 * commitment, and the lowest SHA-256(`seed:entryId`) tickets over the published entries must be the published winners.
 */
export async function verifyDraw(detail: Pick<LotteryDetail, 'seed' | 'seedHash' | 'entries' | 'winners' | 'prizes'>): Promise<DrawCheck> {
  if (detail.seed === null) return { hashMatches: false, computed: [], winnersMatch: false, matches: false };
  const hash = await seedCommitment(detail.seed, sha256Hex);
  const hashMatches = hash === detail.seedHash.toLowerCase();
  const computed = await drawWinners(
    detail.seed,
    detail.entries.map((entry) => entry.entryId),
    detail.prizes,
    sha256Hex,
  );
  const published = new Set(detail.winners);
  const winnersMatch = computed.length === published.size && computed.every((entryId) => published.has(entryId));
  return { hashMatches, computed, winnersMatch, matches: hashMatches && winnersMatch };
}
