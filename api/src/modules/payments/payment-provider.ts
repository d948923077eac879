/** What the shop asks a card processor to charge. */
export interface CheckoutRequest {
  /** Our payment row id, carried through the provider and back. */
  paymentId: string;
  amountUsdCents: number;
  /** What the buyer sees on the hosted checkout page. */
  description: { ko: string; en: string };
  /** Where the provider sends the browser after an approval (`?paymentId=…&token=…` is added). */
  successUrl: string;
  /** Where it sends the browser after a decline or a cancel (`?paymentId=…&code=declined|cancelled&token=…`). */
  errorUrl: string;
}

export type ProviderPaymentStatus = 'approved' | 'declined' | 'cancelled';

/** The provider's own record of a payment, fetched server to server. */
export interface ProviderResult {
  status: ProviderPaymentStatus;
  /** The processor's reference for the charge. */
  providerRef: string;
  amountUsdCents: number;
}

/** Gives back (part of) an approved charge. */
export interface RefundRequest {
  paymentId: string;
  /** The processor's reference of the charge (from `confirm`). */
  providerRef: string;
  amountUsdCents: number;
  /** The processor keeps one refund per key: a repeat answers the first refund, never a second one. */
  idempotencyKey: string;
  reason: string;
}

export interface RefundResult {
  /** The processor's reference of the refund. */
  refundRef: string;
  /** VOID: the charge was cancelled before settlement (nothing reaches the statement); REFUND: money sent back. */
  method: 'VOID' | 'REFUND';
  amountUsdCents: number;
}

/**
 * A card processor: `createCheckout` opens a hosted checkout and answers its URL; the buyer approves,
 * declines or cancels there and comes back with a token; `confirm` (server to server) answers what really
 * happened. The redirect alone is never trusted. `confirm` answers null for an unknown payment or token.
 */
export interface PaymentProvider {
  readonly id: string;
  readonly name: string;
  readonly label: { ko: string; en: string };
  readonly sandbox: boolean;
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  confirm(paymentId: string, token: string): Promise<ProviderResult | null>;
  /** Voids an approved charge the shop could not honour (e.g. the KEYs sold out before the confirmation). */
  void(paymentId: string, reason: string): Promise<void>;
  /**
   * Gives back (part of) an approved charge, idempotent on `idempotencyKey` (a retry after a crash or a lost answer
   * never refunds twice). Throws when the processor refuses (unknown charge, more than what is left of it).
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}
