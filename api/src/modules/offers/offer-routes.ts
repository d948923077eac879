import type { FastifyInstance } from 'fastify';
import { OFFER_API } from 'shared-contract';
import type { AppContext } from '../../context';
import { requireMember } from '../members/request-member';
import { offerHandlers } from './offer-handlers';

/** Gold offers between members (issue 15): make, withdraw, accept, decline, and the lists the pages show. */
export async function registerOfferRoutes(app: FastifyInstance, context: AppContext) {
  const member = { preHandler: requireMember(context) };
  const handlers = offerHandlers(context);
  // Making an offer checks the member itself (a buyer's requirements, in their order).
  app.post(OFFER_API.create, (request) => handlers.create(request));
  app.get(OFFER_API.mine, member, (request) => handlers.mine(request));
  app.get(OFFER_API.design(':designId'), member, (request) => handlers.design(request));
  app.post(OFFER_API.accept(':id'), member, (request) => handlers.accept(request));
  app.post(OFFER_API.decline(':id'), member, (request) => handlers.decline(request));
  app.post(OFFER_API.withdraw(':id'), member, (request) => handlers.withdraw(request));
}
