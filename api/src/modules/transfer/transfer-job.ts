import type { Kysely } from 'kysely';
import { MEMBER_STATUS, type TransferFailureReason } from 'shared-contract';
import type { Database } from '../../db/schema';
import { lapseOffersOnKey } from '../offers/offer-lapse';
import { handOverKey } from '../ownership/move-key';
import { notifyTransferCompleted, notifyTransferFailed } from './transfer-notices';
import { drawnKeyItemsById } from '../catalog/drawn-key';
import * as repository from './transfer-repository';

/** Due transfers taken per pass; the next pass takes the rest. */
const BATCH = 100;

export type TransferOutcome = 'COMPLETED' | 'FAILED' | 'SKIPPED';

/**
 * Finishes one due transfer in its own transaction. The conditional IN_PROGRESS → COMPLETED update is the claim:
 * whichever api instance gets the row first finishes it, any other finds it no longer in progress and skips it
 * (on PostgreSQL the second waits on the KEY's row lock until the first commits, then its claim matches nothing). The KEY moves with the
 * claim; if it is no longer the sender's, or the recipient's account closed meanwhile, the transfer FAILS instead.
 */
export async function finishTransfer(database: Kysely<Database>, transferId: number, now: Date): Promise<TransferOutcome> {
  return database.transaction().execute(async (trx) => {
    const due = await repository.inProgressTransferKey(trx, transferId);
    if (!due) return 'SKIPPED';
    // The KEY's row first, in the same order as a new transfer or listing of it takes its locks.
    const item = await repository.lockKeyOwner(trx, due.key_item_id);
    const claimed = await repository.claimDueTransfer(trx, transferId, now);
    if (!claimed) return 'SKIPPED';

    const members = await repository.membersOf(trx, [claimed.from_user_id, claimed.to_user_id]);
    const sender = members.find((member) => member.id === claimed.from_user_id);
    const recipient = members.find((member) => member.id === claimed.to_user_id);
    const [keyItem] = (await drawnKeyItemsById(trx, [claimed.key_item_id])).values();
    const party = {
      transferId,
      keyName: keyItem?.key.name ?? { ko: 'KEY', en: 'KEY' },
      serialNo: keyItem?.serialNo ?? 0,
      fromNickname: sender?.nickname ?? null,
      toNickname: recipient?.nickname ?? null,
    };

    let failure: TransferFailureReason | null = null;
    if (!item || item.owner_id !== claimed.from_user_id) failure = 'KEY_NOT_YOURS';
    else if (!recipient || recipient.status === MEMBER_STATUS.deactivated || recipient.status === MEMBER_STATUS.pending) failure = 'RECIPIENT_UNAVAILABLE';
    if (failure) {
      await repository.markTransferFailed(trx, transferId, failure);
      await notifyTransferFailed(trx, claimed.from_user_id, party, now);
      return 'FAILED';
    }
    // Offers made to the giver lapse with the KEY leaving them (their Gold released).
    await lapseOffersOnKey(trx, { keyItemId: claimed.key_item_id, now });
    await handOverKey(trx, {
      keyItemId: claimed.key_item_id,
      fromUserId: claimed.from_user_id,
      toUserId: claimed.to_user_id,
      kind: 'TRANSFER',
      actor: recipient?.nickname ?? null,
      now,
    });
    await notifyTransferCompleted(trx, claimed.from_user_id, claimed.to_user_id, party, now);
    return 'COMPLETED';
  });
}

export type TransferPass = Record<TransferOutcome | 'ERRORS', number>;

/**
 * One pass of the job: every transfer due by `now`, oldest first, each in its own transaction. A transfer whose
 * transaction throws is left IN_PROGRESS for the next pass (`onError` hears about it) and does not stop the others.
 */
export async function finishDueTransfers(
  database: Kysely<Database>,
  now: Date,
  onError: (error: unknown, transferId: number) => void = () => {},
): Promise<TransferPass> {
  const counts: TransferPass = { COMPLETED: 0, FAILED: 0, SKIPPED: 0, ERRORS: 0 };
  let afterId = 0;
  for (;;) {
    const due = await repository.dueTransferIds(database, { now, afterId, limit: BATCH });
    for (const { id } of due) {
      afterId = id;
      try {
        counts[await finishTransfer(database, id, now)] += 1;
      } catch (error) {
        counts.ERRORS += 1;
        onError(error, id);
      }
    }
    if (due.length < BATCH) return counts;
  }
}
