import type { FastifyRequest } from 'fastify';
import type { Me } from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow } from '../../db/schema';
import { usableCouponCount } from '../coupons/coupon-tables';
import { isKoreanIp } from '../geo/korean-ip';
import { unreadCount } from '../notifications/notify';
import { toMe } from './member-repository';

/** The member as `GET /api/user/me` answers it (also after a change), with the counts the menus show. */
export async function loadMe({ database, clock, config }: AppContext, request: FastifyRequest, row: AppUserRow): Promise<Me> {
  const now = clock.now();
  const [unread, coupons] = await Promise.all([unreadCount(database.db, row.id), usableCouponCount(database.db, row.id, now)]);
  return toMe(row, { unreadNotificationCount: unread, couponCount: coupons, isKrIpUser: isKoreanIp(config, request), now });
}
