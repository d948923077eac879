import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context';
import type { AppUserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { purchaseRequirementsOf, type PurchaseRequirements } from '../purchase/purchase-requirements';

/**
 * A market buyer (a listing paid with Gold or by card, or an offer that may become a sale) meets the KEY purchase's
 * requirements in their order; the service phase answers the market's own code.
 */
export function marketBuyerOf(context: AppContext): PurchaseRequirements {
  const purchaseRequirements = purchaseRequirementsOf(context);
  return async (request, parse) => {
    try {
      return await purchaseRequirements(request, parse);
    } catch (error) {
      if (error instanceof AppError && error.code === 'SERVICE_PURCHASE_CLOSED') throw new AppError('SERVICE_MARKET_CLOSED');
      throw error;
    }
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireMarketBuyer`: the member who buys, having met the requirements. */
    marketBuyer?: AppUserRow;
  }
}

/**
 * The buyer's requirements as a route's preValidation: checked before the route's schemas validate anything (as
 * before the body was parsed), the buyer kept on the request for the handler (`marketBuyerOfRequest`).
 */
export function requireMarketBuyer(marketBuyer: PurchaseRequirements): preValidationAsyncHookHandler {
  return async (request) => {
    request.marketBuyer = (await marketBuyer(request, () => undefined)).user;
  };
}

export function marketBuyerOfRequest(request: FastifyRequest): AppUserRow {
  if (!request.marketBuyer) throw new Error('marketBuyerOfRequest without requireMarketBuyer');
  return request.marketBuyer;
}
