import { CART_API } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

/** Confirms the cart's card payment after the provider's redirect (the key is kept per payment, so a reload repeats it). */
export const confirmCartCardPayment = (paymentId: string, token: string, idempotencyKey: string) =>
  apiSend('post', CART_API.cardConfirm, schema('cartCardConfirmResultSchema'), { paymentId, token }, { headers: { 'Idempotency-Key': idempotencyKey } });
