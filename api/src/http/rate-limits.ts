import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { API, CABINET_API, CART_API, COIN_API, COMMUNITY_API, COUPON_API, MARKET_API, OFFER_API, PURCHASE_API, TRANSFER_API } from 'shared-contract';
import type { AppContext } from '../context';
import { AppError } from './app-error';
import { bearerToken } from './bearer-token';

/** Paths rate limited per client IP (RATE_LIMIT_MAX a minute): the API, Auth.js and `POST /user/me`. Pages and builds are not. */
const LIMITED_PATHS = /^\/(?:(?:api|auth)\/|user\/me$)/;

/** Per-member limits: what a person could plausibly do, far below what a script would try. */
export const MEMBER_RATE_LIMITS = {
  /** Gold payments, KEY purchases, cart checkouts, market purchases and listings, coupons. */
  money: { max: 30, timeWindow: 60_000 },
  /** Profile images and community post images. */
  upload: { max: 20, timeWindow: 10 * 60_000 },
  transfer: { max: 10, timeWindow: 60_000 },
  /** Cabinet password checks, reset mails and links, deactivation (the lockout still counts wrong passwords). */
  password: { max: 10, timeWindow: 10 * 60_000 },
  /** Looking members up by nickname or address: enough to type and correct, not to walk the member list. */
  lookup: { max: 30, timeWindow: 60_000 },
} as const satisfies Record<string, { max: number; timeWindow: number }>;

export type MemberRateLimitGroup = keyof typeof MEMBER_RATE_LIMITS;

/** Every route with a per-member limit: method, the path as registered, its group. */
export const MEMBER_RATE_LIMITED_ROUTES: ReadonlyArray<{ method: string; url: string; group: MemberRateLimitGroup }> = [
  { method: 'POST', url: COIN_API.coinPayment, group: 'money' },
  { method: 'POST', url: COIN_API.coinPaymentConfirm, group: 'money' },
  { method: 'POST', url: PURCHASE_API.coinReveal, group: 'money' },
  { method: 'POST', url: PURCHASE_API.cardReveal, group: 'money' },
  { method: 'POST', url: PURCHASE_API.cardRevealConfirm, group: 'money' },
  { method: 'POST', url: CART_API.checkout, group: 'money' },
  { method: 'POST', url: CART_API.cardCheckout, group: 'money' },
  { method: 'POST', url: CART_API.cardConfirm, group: 'money' },
  { method: 'POST', url: MARKET_API.register, group: 'money' },
  { method: 'POST', url: MARKET_API.payment(':id'), group: 'money' },
  { method: 'POST', url: MARKET_API.cardPayment(':id'), group: 'money' },
  { method: 'POST', url: MARKET_API.cardConfirm, group: 'money' },
  { method: 'POST', url: OFFER_API.create, group: 'money' },
  { method: 'POST', url: OFFER_API.accept(':id'), group: 'money' },
  { method: 'POST', url: COUPON_API.register, group: 'money' },
  { method: 'POST', url: COUPON_API.exchange, group: 'money' },
  { method: 'POST', url: COUPON_API.discount, group: 'money' },
  { method: 'POST', url: COUPON_API.reveal, group: 'money' },
  { method: 'POST', url: API.userProfileUpload, group: 'upload' },
  { method: 'POST', url: COMMUNITY_API.profileUpload, group: 'upload' },
  { method: 'POST', url: COMMUNITY_API.posts(':projectId'), group: 'upload' },
  { method: 'POST', url: TRANSFER_API.transfer, group: 'transfer' },
  { method: 'GET', url: API.searchNickname, group: 'lookup' },
  { method: 'GET', url: TRANSFER_API.recipient, group: 'lookup' },
  { method: 'POST', url: CABINET_API.password, group: 'password' },
  { method: 'POST', url: API.mailResetPassword, group: 'password' },
  { method: 'POST', url: API.cabinetCheck, group: 'password' },
  { method: 'PUT', url: API.cabinetResetPassword, group: 'password' },
  { method: 'POST', url: API.userDeactivate, group: 'password' },
];

const groupOf = (routeOptions: RouteOptions): MemberRateLimitGroup | undefined => {
  const methods = [routeOptions.method].flat();
  return MEMBER_RATE_LIMITED_ROUTES.find((route) => route.url === routeOptions.url && methods.includes(route.method as never))?.group;
};

/**
 * The member behind the bearer token (its signature and expiry checked, nothing else; the signature once per token,
 * so the route's own check costs nothing more), else the client IP: a
 * member's limit follows them across addresses, and a request without a valid token still counts per IP.
 */
const memberKey =
  ({ tokens }: AppContext) =>
  async (request: FastifyRequest): Promise<string> => {
    const token = bearerToken(request);
    if (token) {
      try {
        return `member:${(await tokens.verifyAccess(token)).userId}`;
      } catch {
        // an invalid token: the route's own guard refuses it; count it per IP
      }
    }
    return `ip:${request.ip}`;
  };

/**
 * @fastify/rate-limit on the whole server (RATE_LIMIT_MAX > 0): per client IP on /api/*, /auth/* and POST /user/me (behind a load
 * balancer the IP comes from X-Forwarded-For through TRUST_PROXY), and per member on the routes above. A refusal is
 * the RATE_LIMITED envelope (429). Call before any route is registered.
 */
export async function registerRateLimits(app: FastifyInstance, context: AppContext) {
  if (context.config.rateLimitMax <= 0) return;
  const keyGenerator = memberKey(context);
  // Runs before the plugin's own onRoute hook (added next), which reads `config.rateLimit`.
  app.addHook('onRoute', (routeOptions) => {
    if (routeOptions.config && 'rateLimit' in routeOptions.config) return; // the route chose its own limit
    const group = groupOf(routeOptions);
    let limit: RateLimitOptions | false | undefined;
    if (group) limit = { ...MEMBER_RATE_LIMITS[group], keyGenerator, groupId: group };
    else if (!LIMITED_PATHS.test(routeOptions.url)) limit = false;
    if (limit !== undefined) routeOptions.config = { ...routeOptions.config, rateLimit: limit };
  });
  await app.register(rateLimit, {
    max: context.config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
}
