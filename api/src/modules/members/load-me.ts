import type { FastifyRequest } from 'fastify';
import type { Me } from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow } from '../../db/schema';
import { cartItemCount } from '../cart/cart-repository';
import { usableCouponCount } from '../coupons/coupon-repository';
import { goldHoldings } from '../gold/gold-ledger';
import { isKoreanIp } from '../geo/korean-ip';
import { unreadCount } from '../notifications/notification-repository';
import { availableTicketCount } from '../tickets/ticket-repository';
import { ensureCabinet } from '../ownership/cabinet';
import { toMe, uploadPublicIdsOf } from './member-repository';

/** The member as `GET /api/user/me` answers it (also after a change), with the counts the menus and the header show. */
export async function loadMe({ database, clock, config }: AppContext, request: FastifyRequest, row: AppUserRow): Promise<Me> {
  const now = clock.now();
  const [unread, coupons, tickets, cabinet, uploads, cartItems, gold] = await Promise.all([
    unreadCount(database.db, row.id),
    usableCouponCount(database.db, row.id, now),
    availableTicketCount(database.db, row.id),
    // A signed-up member has a cabinet with its wallet address (made on first need).
    row.signed_up_at !== null ? ensureCabinet(database.db, row.id, now) : undefined,
    uploadPublicIdsOf(database.db, row),
    cartItemCount(database.db, row.id, now),
    goldHoldings(database.db, row.id),
  ]);
  return toMe(
    { ...row, ...uploads },
    {
      unreadNotificationCount: unread,
      couponCount: coupons,
      ticketCount: tickets,
      cabinet,
      cartItemCount: cartItems,
      goldBalance: gold.balance,
      isKrIpUser: isKoreanIp(config, request),
      now,
    },
  );
}
