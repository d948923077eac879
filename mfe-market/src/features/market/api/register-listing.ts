import { MARKET_API, marketRegisterResultSchema, type MarketRegisterRequest } from 'shared-contract';
import { apiSend } from 'shared-session';

/** One Idempotency-Key per listing attempt: a retry of the same attempt never lists twice. */
export const registerListing = (request: MarketRegisterRequest, idempotencyKey: string) =>
  apiSend('post', MARKET_API.register, marketRegisterResultSchema, request, { headers: { 'Idempotency-Key': idempotencyKey } });
