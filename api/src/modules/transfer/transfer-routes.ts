import type { FastifyInstance } from 'fastify';
import {
  TRANSFER_API,
  transferIdParamsSchema,
  transferKeyQuerySchema,
  transferListQuerySchema,
  transferRecipientQuerySchema,
  transferRequestSchema,
  type Transfer,
  type TransferKeyView,
  type TransferList,
  type TransferRecipientView,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { idempotencyKeyOf, idempotent, sendStored } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { verifyCabinetPassword } from '../ownership/cabinet-password';
import { assertKeyMovable, keyUnlocksAt } from '../ownership/key-lock';
import { checkTransferRecipient } from './recipient';
import { drawnKeyItemsById } from '../catalog/drawn-key';
import { isKeyItemRevealed } from '../ownership/revealed-key';
import { transferViews } from './transfer-views';
import { isUniqueViolation } from '../../db/errors';

/**
 * KEY transfer: `POST /api/cabinet/transfer` starts one (IN_PROGRESS, due after TRANSFER_DELAY_SECONDS), the worker
 * finishes it; the sender and the recipient read it; the form reads the KEY with what stops it from moving.
 */
export async function registerTransferRoutes(app: FastifyInstance, context: AppContext) {
  const { config, clock } = context;
  const base = context.database.db;
  const member = { preHandler: requireMember(context) };

  /**
   * Checks in this order: suspended member, service phase, the recipient (address format and checksum, then a member
   * with that address or nickname), not oneself, the cabinet password; then, in one transaction: the recipient does
   * not already own the KEY, the sender may move it (owner, revealed, 24-hour lock, no transfer in progress, not
   * listed), and the transfer is recorded. Concurrent requests for one KEY: one wins, the others get
   * TRANSFER_IN_PROGRESS (the KEY's row lock, and the one-in-progress index behind it).
   */
  app.post(TRANSFER_API.transfer, member, async (request, reply) => {
    const { user } = memberOf(request);
    const input = parseWith(transferRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    const recipient = await checkTransferRecipient(context, user, input.recipient);
    await verifyCabinetPassword(base, user, input.password, clock.now());

    // The password stays out of the stored request: a repeat is recognised by the KEY and the recipient.
    const stored = { keyItemId: input.keyItemId, recipient: input.recipient };
    const answer = await idempotent(base, { scope: 'cabinet-transfer', key, userId: user.id, request: stored, now: clock.now() }, async (work) => {
      const now = clock.now();
      try {
        const transfer = await (async () => {
          const item = await work.selectFrom('key_item').select('owner_id').where('id', '=', input.keyItemId).forUpdate().executeTakeFirst();
          if (item && item.owner_id === recipient.id) throw new AppError('TRANSFER_ALREADY_OWNER');
          await assertKeyMovable(work, { keyItemId: input.keyItemId, ownerId: user.id, now, kind: 'TRANSFER' });
          const row = await work
            .insertInto('key_transfer')
            .values({
              key_item_id: input.keyItemId,
              from_user_id: user.id,
              to_user_id: recipient.id,
              status: 'IN_PROGRESS',
              requested_at: now,
              complete_after: new Date(now.getTime() + config.transferDelaySeconds * 1000),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
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
    return sendStored<Transfer>(reply, answer);
  });

  /**
   * The preview before the password step: who a transfer to this nickname or address would go to (nickname and
   * profile image), or the refusal the transfer itself would answer for it.
   */
  app.get(TRANSFER_API.recipient, member, async (request) => {
    const { user } = memberOf(request);
    const { recipient } = parseWith(transferRecipientQuerySchema, request.query);
    const view: TransferRecipientView = (await checkTransferRecipient(context, user, recipient)).member;
    return ok(view);
  });

  /** The member's transfers, sent and received, newest first (optionally of one KEY). */
  app.get(TRANSFER_API.transfer, member, async (request) => {
    const { user } = memberOf(request);
    const { page, size, keyItemId } = parseWith(transferListQuerySchema, request.query);
    let query = base.selectFrom('key_transfer').where((eb) => eb.or([eb('from_user_id', '=', user.id), eb('to_user_id', '=', user.id)]));
    if (keyItemId !== undefined) query = query.where('key_item_id', '=', keyItemId);
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const body: TransferList = { items: await transferViews(base, rows, user.id), page, size, total: Number(total.n) };
    return ok(body);
  });

  /** The KEY as the transfer form shows it: only the member's own. */
  app.get(TRANSFER_API.transferKey, member, async (request) => {
    const { user } = memberOf(request);
    const { keyItemId } = parseWith(transferKeyQuerySchema, request.query);
    const item = await base.selectFrom('key_item').select('owner_id').where('id', '=', keyItemId).executeTakeFirst();
    if (!item) throw new AppError('KEY_NOT_FOUND');
    if (item.owner_id !== user.id) throw new AppError('KEY_NOT_YOURS');
    const now = clock.now();
    const [keyItem] = (await drawnKeyItemsById(base, [keyItemId])).values();
    if (!keyItem) throw new AppError('KEY_NOT_FOUND');
    const [unlocksAt, inProgress, listing, revealed] = await Promise.all([
      keyUnlocksAt(base, keyItemId),
      base.selectFrom('key_transfer').select('id').where('key_item_id', '=', keyItemId).where('status', '=', 'IN_PROGRESS').executeTakeFirst(),
      base.selectFrom('market_listing').select('id').where('key_item_id', '=', keyItemId).where('status', '=', 'ACTIVE').executeTakeFirst(),
      isKeyItemRevealed(base, keyItemId),
    ]);
    const view: TransferKeyView = {
      ...keyItem,
      lockedUntil: unlocksAt && unlocksAt > now ? unlocksAt.toISOString() : null,
      transferInProgressId: inProgress?.id ?? null,
      listed: Boolean(listing),
      revealed,
    };
    return ok(view);
  });

  /** One transfer, for its sender or its recipient. */
  app.get('/api/cabinet/transfer/:id', member, async (request) => {
    const { user } = memberOf(request);
    const { id } = parseWith(transferIdParamsSchema, request.params);
    const row = await base
      .selectFrom('key_transfer')
      .selectAll()
      .where('id', '=', id)
      .where((eb) => eb.or([eb('from_user_id', '=', user.id), eb('to_user_id', '=', user.id)]))
      .executeTakeFirst();
    if (!row) throw new AppError('TRANSFER_NOT_FOUND');
    const [view] = await transferViews(base, [row], user.id);
    return ok(view);
  });
}
