import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
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
  const existing = await database.selectFrom('cabinet').select(['id', 'wallet_address']).where('user_id', '=', userId).executeTakeFirst();
  if (existing) return { id: existing.id, walletAddress: existing.wallet_address };
  await database
    .insertInto('cabinet')
    .values({ user_id: userId, wallet_address: newWalletAddress(), created_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const made = await database.selectFrom('cabinet').select(['id', 'wallet_address']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return { id: made.id, walletAddress: made.wallet_address };
}

/** The member whose cabinet has this address (any case), or undefined. */
export async function cabinetOwnerByAddress(database: Kysely<Database>, address: string) {
  return database
    .selectFrom('cabinet')
    .select(['user_id', 'wallet_address'])
    .where((eb) => eb(eb.fn('lower', ['wallet_address']), '=', address.toLowerCase()))
    .executeTakeFirst();
}
