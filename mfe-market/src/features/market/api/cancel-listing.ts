import { MARKET_API } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

export const cancelListing = (listingId: number) => apiSend('post', MARKET_API.cancel(listingId), schema('marketCancelResultSchema'), {});
