import { MARKET_API, marketCancelResultSchema } from 'shared-contract';
import { apiSend } from 'shared-session';

export const cancelListing = (listingId: number) => apiSend('post', MARKET_API.cancel(listingId), marketCancelResultSchema, {});
