import type { SaleStatus } from 'shared-contract';

export interface SaleWindow {
  saleStartsAt: Date;
  saleEndsAt: Date | null;
  supplyRemaining: number;
}

/** upcoming before the start; sold_out when nothing is left; ended after the end; otherwise on_sale. */
export function saleStatusAt(window: SaleWindow, now: Date): SaleStatus {
  if (now < window.saleStartsAt) return 'upcoming';
  if (window.supplyRemaining <= 0) return 'sold_out';
  if (window.saleEndsAt && now >= window.saleEndsAt) return 'ended';
  return 'on_sale';
}
