import type { Kysely } from 'kysely';
import type { Transfer, TransferKeyView, TransferList, TransferRecipientView, TransferRequest } from 'shared-contract';
import type { Clock } from '../../clock';
import type { AppContext } from '../../context';
import type { AppUserRow, Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { drawnKeyItemsById } from '../catalog/drawn-key';
import { idempotent, type StoredAnswer } from '../idempotency/idempotent';
import { verifyCabinetPassword } from '../ownership/cabinet-password';
import { assertKeyMovable, keyUnlocksAt } from '../ownership/key-lock';
import { isKeyItemRevealed } from '../ownership/ownership-repository';
import { checkTransferRecipient } from './recipient';
import * as repository from './transfer-repository';
import { transferViews } from './transfer-views';

type DB = Kysely<Database>;

/**
 * Checks in this order: suspended member, service phase, the recipient (address format and checksum, then a member
 * with that address or nickname), not oneself, the cabinet password; then, in one transaction: the recipient does
 * not already own the KEY, the sender may move it (owner, revealed, 24-hour lock, no transfer in progress, not
 * listed), and the transfer is recorded. Concurrent requests for one KEY: one wins, the others get
 * TRANSFER_IN_PROGRESS (the KEY's row lock, and the one-in-progress index behind it).
 */
export async function startTransfer(context: AppContext, user: AppUserRow, input: TransferRequest, idempotencyKey: string): Promise<StoredAnswer<Transfer>> {
  const { config, clock } = context;
  const base = context.database.db;
  const recipient = await checkTransferRecipient(context, user, input.recipient);
  await verifyCabinetPassword(base, user, input.password, clock.now());

  // The password stays out of the stored request: a repeat is recognised by the KEY and the recipient.
  const stored = { keyItemId: input.keyItemId, recipient: input.recipient };
  return idempotent(base, { scope: 'cabinet-transfer', key: idempotencyKey, userId: user.id, request: stored, now: clock.now() }, async (work) => {
    const now = clock.now();
    try {
      const transfer = await (async () => {
        const item = await repository.lockKeyOwner(work, input.keyItemId);
        if (item && item.owner_id === recipient.id) throw new AppError('TRANSFER_ALREADY_OWNER');
        await assertKeyMovable(work, { keyItemId: input.keyItemId, ownerId: user.id, now, kind: 'TRANSFER' });
        const row = await repository.insertTransfer(work, {
          keyItemId: input.keyItemId,
          fromUserId: user.id,
          toUserId: recipient.id,
          requestedAt: now,
          completeAfter: new Date(now.getTime() + config.transferDelaySeconds * 1000),
        });
        const [view] = await transferViews(work, [row], user.id);
        if (!view) throw new Error('transfer view expected');
        return view;
      })();
      return { status: 200, body: transfer };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('TRANSFER_IN_PROGRESS');
      throw error;
    }
  });
}

/** Who a transfer to this nickname or address would go to, or the refusal the transfer itself would answer. */
export async function recipientPreview(context: AppContext, user: AppUserRow, recipient: string): Promise<TransferRecipientView> {
  return (await checkTransferRecipient(context, user, recipient)).member;
}

export async function transfersOf(db: DB, userId: number, query: { page: number; size: number; keyItemId?: number | undefined }): Promise<TransferList> {
  const { page, size, keyItemId } = query;
  const { rows, total } = await repository.transfersOf(db, { userId, keyItemId, page, size });
  return { items: await transferViews(db, rows, userId), page, size, total };
}

/** The KEY as the transfer form shows it: only the member's own. */
export async function transferKeyOf(db: DB, clock: Clock, userId: number, keyItemId: number): Promise<TransferKeyView> {
  const item = await repository.keyOwner(db, keyItemId);
  if (!item) throw new AppError('KEY_NOT_FOUND');
  if (item.owner_id !== userId) throw new AppError('KEY_NOT_YOURS');
  const now = clock.now();
  const [keyItem] = (await drawnKeyItemsById(db, [keyItemId])).values();
  if (!keyItem) throw new AppError('KEY_NOT_FOUND');
  const [unlocksAt, inProgress, listing, revealed] = await Promise.all([
    keyUnlocksAt(db, keyItemId),
    repository.transferInProgressOf(db, keyItemId),
    repository.activeListingOf(db, keyItemId),
    isKeyItemRevealed(db, keyItemId),
  ]);
  return {
    ...keyItem,
    lockedUntil: unlocksAt && unlocksAt > now ? unlocksAt.toISOString() : null,
    transferInProgressId: inProgress?.id ?? null,
    listed: Boolean(listing),
    revealed,
  };
}

/** One transfer, for its sender or its recipient. */
export async function transferOf(db: DB, userId: number, id: number): Promise<Transfer> {
  const row = await repository.transferOf(db, { id, userId });
  if (!row) throw new AppError('TRANSFER_NOT_FOUND');
  const [view] = await transferViews(db, [row], userId);
  if (!view) throw new Error('transfer view expected');
  return view;
}
