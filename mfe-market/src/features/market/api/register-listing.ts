import { MARKET_API, type MarketRegisterRequest } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

/** One Idempotency-Key per listing attempt: a retry of the same attempt never lists twice. */
export const registerListing = (request: MarketRegisterRequest, idempotencyKey: string) =>
  apiSend('post', MARKET_API.register, schema('marketRegisterResultSchema'), request, { headers: { 'Idempotency-Key': idempotencyKey } });
