import type { Kysely } from 'kysely';
import { MEMBER_STATUS } from 'shared-contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { cabinetOwnerByAddress } from '../ownership/cabinet';
import { isValidWalletAddress, looksLikeWalletAddress } from '../ownership/wallet-address';

export interface Recipient {
  id: number;
  nickname: string | null;
}

/** Members who can receive a KEY: signed up and not deactivated (a suspended member still can). */
const canReceive = (status: number) => status !== MEMBER_STATUS.pending && status !== MEMBER_STATUS.deactivated;

/**
 * The member a transfer names: a wallet address ("Invalid address" when its format or EIP-55 checksum is wrong) or
 * a nickname in any letter case ("That username does not exist" when no member who can receive has it).
 */
export async function resolveRecipient(db: Kysely<Database>, recipient: string): Promise<Recipient> {
  const value = recipient.trim();
  let userId: number | undefined;
  if (looksLikeWalletAddress(value)) {
    if (!isValidWalletAddress(value)) throw new AppError('TRANSFER_INVALID_ADDRESS');
    userId = (await cabinetOwnerByAddress(db, value))?.user_id;
    if (userId === undefined) throw new AppError('TRANSFER_USER_NOT_FOUND');
  }
  let query = db.selectFrom('app_user').select(['id', 'nickname', 'status']);
  query = userId === undefined ? query.where((eb) => eb(eb.fn('lower', ['nickname']), '=', value.toLowerCase())) : query.where('id', '=', userId);
  const members = await query.execute();
  const member = members.find((row) => canReceive(row.status));
  if (!member) throw new AppError('TRANSFER_USER_NOT_FOUND');
  return { id: member.id, nickname: member.nickname };
}
