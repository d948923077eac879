import { COIN_API, type CoinPaymentResult } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

/**
 * One idempotency key per payment, kept for the tab: a reload of the return page sends the same key and
 * gets the stored answer (the server credits a payment once anyway).
 */
export function confirmKeyFor(paymentId: string): string {
  const storageKey = `coin-confirm:${paymentId}`;
  try {
    const stored = window.sessionStorage.getItem(storageKey);
    if (stored) return stored;
    const key = globalThis.crypto.randomUUID();
    window.sessionStorage.setItem(storageKey, key);
    return key;
  } catch {
    return globalThis.crypto.randomUUID();
  }
}

/** Asks the api to confirm the payment with the provider (server to server) and credit the Gold once. */
export const confirmCoinPayment = (paymentId: string, token: string): Promise<CoinPaymentResult> =>
  apiSend(
    'post',
    COIN_API.coinPaymentConfirm,
    schema('coinPaymentResultSchema'),
    { paymentId, token },
    { headers: { 'Idempotency-Key': confirmKeyFor(paymentId) } },
  );
