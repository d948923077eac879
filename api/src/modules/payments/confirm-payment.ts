import type { Selectable } from 'kysely';
import type { PaymentTable } from '../../db/schema';

export type PaymentRow = Selectable<PaymentTable>;

/**
 * The order a KEY payment names in its details (`kind`: CART, LISTING), or null for one project's KEYs. Each
 * confirmation settles only its own kind, so a payment is never confirmed as something else than it paid.
 */
export const orderKindOf = (payment: PaymentRow): string | null => {
  const kind = (payment.details as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' ? kind : null;
};
