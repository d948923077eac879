import type { Kysely } from 'kysely';
import { MEMBER_STATUS, type PublicMember } from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { membersByIdOrNickname, toPublicMember } from '../members/member-repository';
import { cabinetOwnerByAddress } from '../ownership/ownership-repository';
import { isValidWalletAddress, looksLikeWalletAddress } from '../ownership/wallet-address';

export interface Recipient {
  id: number;
  /** What the sender is shown of them (nickname and profile image). */
  member: PublicMember;
}

/** Members who can receive a KEY: signed up and not deactivated (a suspended member still can). */
const canReceive = (status: number) => status !== MEMBER_STATUS.pending && status !== MEMBER_STATUS.deactivated;

/**
 * The member a transfer names: a wallet address ("Invalid address" when its format or EIP-55 checksum is wrong) or
 * a nickname in any letter case ("That username does not exist" when no member who can receive has it).
 */
async function resolveRecipient(db: Kysely<Database>, recipient: string): Promise<Recipient> {
  const value = recipient.trim();
  let userId: number | undefined;
  if (looksLikeWalletAddress(value)) {
    if (!isValidWalletAddress(value)) throw new AppError('TRANSFER_INVALID_ADDRESS');
    userId = (await cabinetOwnerByAddress(db, value))?.user_id;
    if (userId === undefined) throw new AppError('TRANSFER_USER_NOT_FOUND');
  }
  const members = await membersByIdOrNickname(db, { userId, nickname: value });
  const found = members.find((row) => canReceive(row.status));
  if (!found) throw new AppError('TRANSFER_USER_NOT_FOUND');
  return { id: found.id, member: toPublicMember(found) };
}

/**
 * What a transfer checks before the cabinet password, for the transfer and its preview alike: the sender is not
 * suspended, transfers are open, the recipient (address format and checksum, then a member with that address or
 * nickname who can receive) is not the sender.
 */
export async function checkTransferRecipient(context: AppContext, sender: AppUserRow, recipient: string): Promise<Recipient> {
  if (sender.status === MEMBER_STATUS.suspended) throw new AppError('ACCOUNT_SUSPENDED');
  if ((await context.termination.phaseAt(context.clock.now())) !== 'operating') throw new AppError('SERVICE_TRANSFER_CLOSED');
  const found = await resolveRecipient(context.database.db, recipient);
  if (found.id === sender.id) throw new AppError('TRANSFER_TO_SELF');
  return found;
}
