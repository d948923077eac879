import type { AppContext } from '../../context';
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
