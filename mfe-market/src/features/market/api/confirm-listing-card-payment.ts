import { MARKET_API } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

/** Confirms a listing's card payment after the provider's redirect (the key is kept per payment, so a reload repeats it). */
export const confirmListingCardPayment = (paymentId: string, token: string, idempotencyKey: string) =>
  apiSend('post', MARKET_API.cardConfirm, schema('marketCardConfirmResultSchema'), { paymentId, token }, { headers: { 'Idempotency-Key': idempotencyKey } });
