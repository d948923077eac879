import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { cardRevealConfirmRequestSchema } from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow, Database } from '../../db/schema';
import { parseWith } from '../../http/validate';
import { idempotencyKeyOf, idempotentLeased, sendStored } from '../idempotency/idempotent';
import { memberOf } from '../members/request-member';
import { confirmPayment, type PaymentRow } from './confirm-payment';

export interface ConfirmRoute<T> {
  /** The idempotency scope of this confirmation. */
  scope: string;
  purpose: PaymentRow['purpose'];
  /** Which payments of that purpose this route settles. */
  accepts?: (payment: PaymentRow) => boolean;
  /** What an approved payment does, inside its transaction. */
  onApproved: (trx: Kysely<Database>, payment: PaymentRow, now: Date, user: AppUserRow) => Promise<unknown>;
  /** The answer for the payment as it is after the confirmation (throws its failure). */
  answer: (payment: PaymentRow) => T | Promise<T>;
}

/**
 * The handler of a provider-return confirmation (Gold, KEYs, cart, listing): `{ paymentId, token }` from the
 * signed-in buyer with an Idempotency-Key, confirmed server to server once however often it is delivered.
 */
export function confirmRouteHandler<T>(context: AppContext, route: ConfirmRoute<T>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = memberOf(request);
    const input = parseWith(cardRevealConfirmRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    const answer = await idempotentLeased<T>(context.database.db, { scope: route.scope, key, userId: user.id, request: input, now: context.clock.now() }, async () => {
      const { payment } = await confirmPayment(
        context,
        { userId: user.id, ...input, purpose: route.purpose, ...(route.accepts ? { accepts: route.accepts } : {}) },
        (trx, confirmed, now) => route.onApproved(trx, confirmed, now, user),
      );
      return { status: 200, body: await route.answer(payment) };
    });
    return sendStored(reply, answer);
  };
}
