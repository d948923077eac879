// Every card checkout (a project's KEYs, a cart, a market listing) starts and comes back the same way.
import { COIN_API, type PaymentProviders } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

/** What the card return pages need, kept per payment in sessionStorage: the project (none for a cart) and the confirmation key. */
export interface CardAttempt {
  projectId: number | null;
  confirmKey: string;
}
const attemptKey = (paymentId: string) => `keys:card-payment:${paymentId}`;
export const rememberCardAttempt = (paymentId: string, attempt: CardAttempt) => {
  try {
    sessionStorage.setItem(attemptKey(paymentId), JSON.stringify(attempt));
  } catch {
    // Storage unavailable: the return page makes a new key.
  }
};
/** The attempt for this payment (created and stored when the browser comes back without one). */
export const cardAttemptOf = (paymentId: string): CardAttempt => {
  try {
    const stored = sessionStorage.getItem(attemptKey(paymentId));
    if (stored) return JSON.parse(stored) as CardAttempt;
    const created: CardAttempt = { projectId: null, confirmKey: globalThis.crypto.randomUUID() };
    sessionStorage.setItem(attemptKey(paymentId), JSON.stringify(created));
    return created;
  } catch {
    return { projectId: null, confirmKey: paymentId };
  }
};

/** The first configured card provider (the sandbox outside production). */
export const firstCardProvider = async () => {
  const [provider] = await apiGet(COIN_API.paymentProviders, unchecked<PaymentProviders>());
  return provider ?? null;
};
