import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error';
import { takeKeyItems } from './key-supply';
import { drawPool, takeDesignSupply } from './key-supply-repository';
import type { Database } from '../../db/schema';

export interface DrawnKeyItem {
  keyDesignId: number;
  keyItemId: number;
  serialNo: number;
  /** 1-based order of the draw. */
  position: number;
  /** The design's remaining count and the pool's total remaining at the moment of the draw (audit). */
  designRemaining: number;
  poolRemaining: number;
}

interface PoolDesign {
  id: number;
  remaining: number;
}

/** Picks `count` designs from a snapshot of the pool, without replacement, each weighted by what remains of it. */
export function sampleDesigns(pool: readonly PoolDesign[], count: number, pick: (bound: number) => number = randomInt) {
  const remaining = pool.map((design) => ({ ...design }));
  let total = remaining.reduce((sum, design) => sum + design.remaining, 0);
  const draws: { id: number; designRemaining: number; poolRemaining: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    if (total <= 0) break;
    let ticket = pick(total);
    const chosen = remaining.find((design) => {
      if (ticket < design.remaining) return true;
      ticket -= design.remaining;
      return false;
    });
    if (!chosen) break;
    draws.push({ id: chosen.id, designRemaining: chosen.remaining, poolRemaining: total });
    chosen.remaining -= 1;
    total -= 1;
  }
  return draws;
}

const MAX_ROUNDS = 50;

/**
 * Draws `quantity` KEYs of a project inside the caller's transaction: designs released by `now` with
 * supply left, weighted by what remains. Supply moves only through one conditional UPDATE per design
 * (`supply_remaining >= k`); a design lost to a concurrent buyer is drawn again from a fresh read.
 * Too few left: INSUFFICIENT_KEYS (the caller's transaction rolls back).
 */
export async function drawKeys(
  trx: Kysely<Database>,
  { projectId, quantity, ownerId, now }: { projectId: number; quantity: number; ownerId: number; now: Date },
): Promise<DrawnKeyItem[]> {
  const drawn: DrawnKeyItem[] = [];
  let pending = quantity;
  for (let round = 0; pending > 0; round += 1) {
    if (round >= MAX_ROUNDS) throw new AppError('INSUFFICIENT_KEYS');
    const pool = await drawPool(trx, projectId, now);
    const draws = sampleDesigns(pool, pending);
    if (draws.length < pending) throw new AppError('INSUFFICIENT_KEYS');

    const byDesign = new Map<number, typeof draws>();
    for (const draw of draws) byDesign.set(draw.id, [...(byDesign.get(draw.id) ?? []), draw]);
    // Designs in id order so that concurrent buyers lock rows in the same order (no deadlock).
    for (const designId of [...byDesign.keys()].sort((a, b) => a - b)) {
      const group = byDesign.get(designId) ?? [];
      const taken = group.length;
      const updated = await takeDesignSupply(trx, designId, taken);
      if (!updated) continue; // lost a race: these are drawn again next round
      // KEY items back in supply (a cancelled purchase) are drawn again before new serials are minted.
      const items = await takeKeyItems(trx, { designId, count: taken, ownerId, now });
      group.forEach((draw, index) => {
        const item = items[index];
        if (!item) throw new Error('key_item insert answered fewer rows');
        drawn.push({
          keyDesignId: designId,
          keyItemId: item.id,
          serialNo: item.serial_no,
          position: round * quantity + draws.indexOf(draw),
          designRemaining: draw.designRemaining,
          poolRemaining: draw.poolRemaining,
        });
      });
      pending -= taken;
    }
  }
  // Positions follow the order of the draw (the temporary value is round and index in the round).
  return [...drawn].sort((a, b) => a.position - b.position).map((item, index) => ({ ...item, position: index + 1 }));
}
