import type { Migration } from 'kysely';
import * as catalog from './0001-catalog';
import * as identity from './0002-identity';
import * as profileNickname from './0003-profile-nickname';
import * as gold from './0004-gold';
import * as coupons from './0007-coupons';
import * as purchases from './0006-purchases';
import * as likes from './0008-likes';
import * as tickets from './0009-tickets';
import * as cart from './0010-cart';
import * as couponReveal from './0011-coupon-reveal';
import * as ownership from './0012-ownership';
import * as termination from './0013-termination';
import * as community from './0014-community';
import * as uploadQuota from './0016-upload-quota';
import * as idempotencyLease from './0015-idempotency-lease';
import * as purchaseCancel from './0019-purchase-cancel';
import * as preRegistration from './0018-pre-registration';
import * as missions from './0017-missions';
import * as eventPromotions from './0020-event-promotions';
import * as offers from './0021-offers';
import * as watchlist from './0022-watchlist';
import * as showcase from './0023-showcase';
import * as notificationSettings from './0024-notification-settings';
import * as remoteRegistry from './0025-remote-registry';
import * as remoteCanary from './0026-remote-canary';
import * as studio from './0027-studio';

/** Every migration, registered statically so esbuild bundles them. Names sort in the order they run. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-catalog': catalog,
  '0002-identity': identity,
  '0003-profile-nickname': profileNickname,
  '0004-gold': gold,
  '0007-coupons': coupons,
  '0006-purchases': purchases,
  '0008-likes': likes,
  '0009-tickets': tickets,
  '0010-cart': cart,
  '0011-coupon-reveal': couponReveal,
  '0012-ownership': ownership,
  '0013-termination': termination,
  '0014-community': community,
  '0016-upload-quota': uploadQuota,
  '0015-idempotency-lease': idempotencyLease,
  '0019-purchase-cancel': purchaseCancel,
  '0018-pre-registration': preRegistration,
  '0017-missions': missions,
  '0020-event-promotions': eventPromotions,
  '0021-offers': offers,
  '0022-watchlist': watchlist,
  '0023-showcase': showcase,
  '0024-notification-settings': notificationSettings,
  '0025-remote-registry': remoteRegistry,
  '0026-remote-canary': remoteCanary,
  '0027-studio': studio,
};
