import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import type { AppDatabase } from './db/database';
import { frameworkErrors, registerErrorHandler, sendFail } from './http/error-handler';
import { registerApiDocs } from './http/openapi';
import { API_VERSION } from './version';
import { registerRateLimits } from './http/rate-limits';
import { createAuthSetup } from './modules/auth/auth-config';
import { registerAuthRoutes } from './modules/auth/auth-routes';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { accessTokenKey, TokenService } from './modules/tokens/token-service';
import { CatalogReads } from './modules/catalog/catalog-reads';
import { registerCatalogRoutes } from './modules/catalog/catalog-routes';
import { registerHealthRoutes } from './modules/health/health-routes';
import { registerServiceRoutes } from './modules/service/service-routes';
import { TerminationService } from './modules/service/termination-service';
import { registerTerminationRoutes } from './modules/service/termination-routes';
import { registerAuditRoutes } from './modules/audit/audit-routes';
import { registerRefundRoutes } from './modules/refunds/refund-routes';
import { registerRefundAdminRoutes } from './modules/refunds/refund-admin-routes';
import { registerRefundPurgeJob } from './modules/refunds/refund-purge-job';
import { registerUploadSweepJob } from './modules/uploads/upload-sweep';
import { registerIdempotencyPurgeJob } from './modules/idempotency/idempotency-purge-job';
import { registerInquiryRoutes } from './modules/support/inquiry-routes';
import { registerCommunityRoutes } from './modules/community/community-routes';
import { registerCommunityAdminRoutes } from './modules/community/community-admin-routes';
import { registerMissionsRoutes } from './modules/missions/missions-routes';
import { registerMissionsAdminRoutes } from './modules/missions/missions-admin-routes';
import { registerMonthlyDistributionJob } from './modules/missions/monthly-distribution';
import { registerEventRoutes } from './modules/events/event-routes';
import { registerEventAdminRoutes } from './modules/events/event-admin-routes';
import { registerLotteryDrawJob } from './modules/events/lottery-draw-job';
import { registerRefundSettleJob } from './modules/purchase/refund-settle-job';
import { registerPreRegistrationRoutes } from './modules/events/pre-registration-routes';
import { registerPreRegistrationAdminRoutes } from './modules/events/pre-registration-admin-routes';
import { registerSupportRoutes } from './modules/support/support-routes';
import { registerClientLogRoutes } from './modules/client-log/client-log-routes';
import { registerMeRoutes } from './modules/members/me-routes';
import { registerMemberSearchRoutes } from './modules/members/member-search-routes';
import { registerVerificationRoutes } from './modules/verification/verification-routes';
import { registerDeactivationRoutes } from './modules/deactivation/deactivation-routes';
import { registerProfileRoutes } from './modules/profile/profile-routes';
import { registerPurchaseRoutes } from './modules/purchase/purchase-routes';
import { registerPurchaseCancelAdminRoutes } from './modules/purchase/purchase-cancel-admin-routes';
import { registerCartRoutes } from './modules/cart/cart-routes';
import { registerSignUpRoutes } from './modules/members/sign-up-routes';
import { registerTermsRoutes } from './modules/terms/terms-routes';
import { registerAdminRoutes } from './modules/notifications/admin-routes';
import { registerNotificationRoutes } from './modules/notifications/notification-routes';
import { registerTokenRoutes } from './modules/tokens/token-routes';
import { registerCabinetResetRoutes } from './modules/cabinet-reset/cabinet-reset-routes';
import { registerPaymentRoutes } from './modules/payments/payment-routes';
import { registerCoinRoutes } from './modules/coins/coin-routes';
import { registerCouponRoutes } from './modules/coupons/coupon-routes';
import { registerShopRoutes } from './modules/shop/shop-routes';
import { registerStudioRoutes } from './modules/studio';
import { registerLikeRoutes } from './modules/likes/like-routes';
import { registerTicketRoutes } from './modules/tickets/ticket-routes';
import { registerCabinetRoutes } from './modules/cabinet/cabinet-routes';
import { registerSharingRoutes } from './modules/sharing/sharing-routes';
import { registerShowcaseRoutes } from './modules/showcase/showcase-routes';
import { registerTransferRoutes } from './modules/transfer/transfer-routes';
import { registerTransferWorker } from './modules/transfer/transfer-worker';
import { registerMarketRoutes } from './modules/market/market-routes';
import { registerOfferRoutes } from './modules/offers/offer-routes';
import { registerWatchRoutes } from './modules/watchlist/watch-routes';
import { registerWatchDropJob } from './modules/watchlist/watch-drop-job';
import { registerOfferExpiryJob } from './modules/offers/offer-expiry-job';
import { registerDevMailRoutes } from './modules/mail/dev-mail-routes';
import { Mailer } from './modules/mail/mailer';
import { registerRemoteRoutes } from './modules/remotes/remote-routes';
import { registryRows } from './modules/remotes/remote-repository';
import { APP_START_SCRIPT_HASH } from './web/first-screen/first-screen-document';
import { DEV_REMOTE_ORIGINS, RemotesRegistry } from './web/registry';
import type { FileStorage } from './storage/file-storage';
import { openFileStorage, openReleaseStorage } from './storage/open-storage';
import { registerWebRoutes } from './web/web-routes';

export interface BuildAppOptions {
  config: Config;
  db: AppDatabase;
  clock: Clock;
  /** Catalog read cache lifetime in ms (default 1 s; 0 turns it off). */
  catalogCacheTtlMs?: number;
  /** The file storage; the one config.storage names when left out. */
  storage?: FileStorage;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

const requestId = (request: { headers: Record<string, string | string[] | undefined> }) => {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
};

/** A hop count as Fastify's runtime reads it (its types take no number): the nearest `hops` proxies are trusted. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The whole server: API under /api, liveness at /_/live, health at /_/health, the built frontends everywhere else. */
export async function buildApp({ config, db, clock, catalogCacheTtlMs, storage: givenStorage }: BuildAppOptions): Promise<FastifyInstance> {
  const authSecret = await resolveAuthSecret(config.authSecret, config.dataDir);
  const tokens = new TokenService(db.db, clock, accessTokenKey(authSecret), config);
  const mailer = await Mailer.create(config);
  const termination = new TerminationService(db.db, config);
  const catalog = new CatalogReads(db, clock, catalogCacheTtlMs);
  const storage = givenStorage ?? (await openFileStorage(config));
  const releases = openReleaseStorage(config, storage);
  const context: AppContext = { config, database: db, clock, tokens, mailer, termination, catalog, storage, releases };
  const registry = new RemotesRegistry({ file: config.remotesRegistry, webRoot: config.webRoot, registryRows: () => registryRows(db.db) });

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    requestIdHeader: false,
    genReqId: requestId,
    frameworkErrors,
    // TRUST_PROXY: the client IP (rate limits, Korean IP, audit) from X-Forwarded-For, only behind trusted proxies.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  app.addHook('onClose', async () => {
    await mailer.close();
  });
  registerTransferWorker(app, context);
  registerRefundPurgeJob(app, context);
  registerUploadSweepJob(app, context);
  registerIdempotencyPurgeJob(app, context);
  registerMonthlyDistributionJob(app, context);
  registerLotteryDrawJob(app, context);
  registerRefundSettleJob(app, context);
  registerOfferExpiryJob(app, context);
  registerWatchDropJob(app, context);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // What the api answers a signed-in member is theirs (balances, bank details, messages): no cache keeps a copy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization && /^\/api\//.test(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });

  const auth = await createAuthSetup(context, authSecret, app.log);
  // Outside production a developer may point one remote at a dev server on their own machine (`?remote.<name>=`).
  const devServers = config.nodeEnv === 'production' ? [] : DEV_REMOTE_ORIGINS;
  const selfAndRegistry = () => ["'self'", ...registry.externalOrigins(), ...devServers].join(' ');
  // The security headers' middleware is built once: the directives that change (the registry's origins) are functions
  // helmet calls per response. (@fastify/helmet builds a new one on every request: ~9 µs each.)
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the start of the app on a server-drawn page (first-screen-document.ts).
        scriptSrc: [selfAndRegistry, APP_START_SCRIPT_HASH],
        connectSrc: [selfAndRegistry],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...auth.formActionOrigins],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // helmet 8 throws a bad configuration as it is built (above), never through `next`.
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  registerErrorHandler(app);
  await registerApiDocs(app, API_VERSION);

  app.setNotFoundHandler((request: FastifyRequest, reply) => {
    if (/^\/api(?:\/|$)/.test(request.url)) return sendFail(request, reply, 'ROUTE_NOT_FOUND');
    return sendFail(request, reply, 'NOT_FOUND');
  });

  // Before any route: the per-IP limit on /api/*, /auth/* and POST /user/me, per-member limits on money, upload, transfer, password, member lookups.
  await registerRateLimits(app, context);
  await registerHealthRoutes(app, context);
  await registerAuthRoutes(app, auth);

  await app.register(async (api) => {
    await registerServiceRoutes(api, context);
    await registerTerminationRoutes(api, context);
    await registerAuditRoutes(api, context);
    await registerCatalogRoutes(api, context);
    await registerSupportRoutes(api, context);
    await registerClientLogRoutes(api);
    await registerTokenRoutes(api, context);
    await registerSignUpRoutes(api, context);
    await registerTermsRoutes(api);
    await registerMeRoutes(api, context);
    await registerMemberSearchRoutes(api, context);
    await registerVerificationRoutes(api, context);
    await registerDeactivationRoutes(api, context);
    await registerNotificationRoutes(api, context);
    await registerAdminRoutes(api, context);
    await registerProfileRoutes(api, context);
    await registerPurchaseRoutes(api, context);
    await registerCartRoutes(api, context);
    await registerCabinetResetRoutes(api, context);
    await registerPaymentRoutes(api, context);
    await registerCoinRoutes(api, context);
    await registerCouponRoutes(api, context);
    await registerShopRoutes(api, context);
    await registerStudioRoutes(api, context);
    await registerLikeRoutes(api, context);
    await registerTicketRoutes(api, context);
    await registerCabinetRoutes(api, context);
    await registerSharingRoutes(api, context);
    await registerShowcaseRoutes(api, context);
    await registerTransferRoutes(api, context);
    await registerMarketRoutes(api, context);
    await registerOfferRoutes(api, context);
    await registerWatchRoutes(api, context);
    await registerPurchaseCancelAdminRoutes(api, context);
    await registerRefundRoutes(api, context);
    await registerRefundAdminRoutes(api, context);
    await registerInquiryRoutes(api, context);
    await registerCommunityRoutes(api, context);
    await registerCommunityAdminRoutes(api, context);
    await registerMissionsRoutes(api, context);
    await registerMissionsAdminRoutes(api, context);
    await registerEventRoutes(api, context);
    await registerEventAdminRoutes(api, context);
    await registerPreRegistrationRoutes(api, context);
    await registerPreRegistrationAdminRoutes(api, context);
    await registerRemoteRoutes(api, context, registry);
  });

  await registerDevMailRoutes(app, context);
  await registerWebRoutes(app, context, registry);

  return app;
}
