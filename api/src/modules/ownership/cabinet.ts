import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { cabinetOf, findCabinet, insertCabinetIfAbsent } from './ownership-repository';
import { newWalletAddress } from './wallet-address';

export interface CabinetRef {
  id: number;
  walletAddress: string;
}

/**
 * The member's cabinet, made with its wallet address the first time it is needed (sign-up, the member's data,
 * a transfer to them). Concurrent first calls make one cabinet.
 */
export async function ensureCabinet(database: Kysely<Database>, userId: number, now: Date): Promise<CabinetRef> {
  const existing = await findCabinet(database, userId);
  if (existing) return { id: existing.id, walletAddress: existing.wallet_address };
  await insertCabinetIfAbsent(database, { userId, walletAddress: newWalletAddress(), now });
  const made = await cabinetOf(database, userId);
  return { id: made.id, walletAddress: made.wallet_address };
}
