import type { FastifyRequest } from 'fastify';
import {
  offerAcceptRequestSchema,
  offerCreateRequestSchema,
  offerDesignParamsSchema,
  offerIdParamsSchema,
  offerMineQuerySchema,
  type Offer,
  type OfferAcceptResult,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { idempotencyKeyOf, idempotent } from '../idempotency/idempotent';
import { marketBuyerOf } from '../market/market-buyer';
import { memberOf } from '../members/request-member';
import * as offers from './offer-service';

/** Thin handlers: parse with the contract, check who may act, run the service (which owns the transactions). */
export function offerHandlers(context: AppContext) {
  const { clock, config } = context;
  const db = context.database.db;
  const feePercent = config.marketFeePercent;
  const bidderOf = marketBuyerOf(context);
  const offerIdOf = (request: FastifyRequest) => parseWith(offerIdParamsSchema, request.params).id;
  const assertMarketOpen = async (now: Date) => {
    if ((await context.termination.phaseAt(now)) !== 'operating') throw new AppError('SERVICE_MARKET_CLOSED');
  };

  return {
    /** A verified adult makes an offer (Idempotency-Key): the Gold is reserved once however often it is sent. */
    async create(request: FastifyRequest) {
      const { user, input } = await bidderOf(request, (body) => parseWith(offerCreateRequestSchema, body));
      const key = idempotencyKeyOf(request);
      const now = clock.now();
      const answer = await idempotent<Offer>(db, { scope: 'offerCreate', key, userId: user.id, request: input, now }, async (trx) => ({
        status: 200,
        body: await offers.makeOffer(trx, { bidder: user, keyItemId: input.keyItemId, amountGold: input.amountGold, feePercent, now }),
      }));
      return ok(answer.body);
    },

    /** The owner accepts (Idempotency-Key): the sale settles once however often it is sent. */
    async accept(request: FastifyRequest) {
      const owner = memberOf(request).user;
      const offerId = offerIdOf(request);
      const input = parseWith(offerAcceptRequestSchema, request.body);
      const key = idempotencyKeyOf(request);
      const now = clock.now();
      await assertMarketOpen(now);
      const answer = await idempotent<OfferAcceptResult>(db, { scope: 'offerAccept', key, userId: owner.id, request: { offerId, ...input }, now }, async (trx) => ({
        status: 200,
        body: await offers.acceptOffer(trx, { owner, offerId, amountGold: input.amountGold, feePercent, now }),
      }));
      return ok(answer.body);
    },

    async decline(request: FastifyRequest) {
      return ok(await offers.declineOffer(db, { userId: memberOf(request).user.id, offerId: offerIdOf(request), feePercent, now: clock.now() }));
    },

    async withdraw(request: FastifyRequest) {
      return ok(await offers.withdrawOffer(db, { userId: memberOf(request).user.id, offerId: offerIdOf(request), feePercent, now: clock.now() }));
    },

    async mine(request: FastifyRequest) {
      const { direction } = parseWith(offerMineQuerySchema, request.query);
      return ok(await offers.offersOf(db, { userId: memberOf(request).user.id, direction, feePercent, now: clock.now() }));
    },

    async design(request: FastifyRequest) {
      const { designId } = parseWith(offerDesignParamsSchema, request.params);
      return ok(await offers.designOffers(db, { userId: memberOf(request).user.id, designId, feePercent, now: clock.now() }));
    },
  };
}
