import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANNOUNCE_API, LOTTERY_API, lotteryParamsSchema, POPUP_API, popupImageParamsSchema, popupParamsSchema } from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { memberOf, optionalMember, requireMember } from '../members/request-member';
import * as announcements from './announcement-service';
import * as lotteries from './lottery-service';
import { readPopupImage } from './popup-images';
import * as popups from './popup-service';

/** Popup images never change (a new image gets a new name), so browsers may keep them. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Popups, lotteries and announcements for members and visitors (issue 13 C). What depends on the caller is never
 * cached.
 */
export async function registerEventRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock, config } = context;
  const db = database.db;
  const noStore = { 'cache-control': 'no-store' };
  const member = { preHandler: requireMember(context) };
  const callerOf = async (request: FastifyRequest) => (await optionalMember(context, request))?.user ?? null;
  const popupIdOf = (request: FastifyRequest) => parseWith(popupParamsSchema, request.params).popupId;
  const lotteryIdOf = (request: FastifyRequest) => parseWith(lotteryParamsSchema, request.params).lotteryId;

  app.get(POPUP_API.active, async (request, reply) => reply.headers(noStore).send(ok(await popups.activeFor(db, await callerOf(request), clock.now()))));

  app.post(POPUP_API.provided(':popupId'), member, async (request) => ok(await popups.claim(db, memberOf(request).user, popupIdOf(request), clock.now())));

  app.get(POPUP_API.image(':name'), async (request, reply) => {
    const parsed = popupImageParamsSchema.safeParse(request.params);
    const image = parsed.success ? await readPopupImage(config.uploadDir, parsed.data.name) : null;
    if (!image) throw new AppError('NOT_FOUND');
    return reply.type(image.mime).header('x-content-type-options', 'nosniff').header('cache-control', IMAGE_CACHE_CONTROL).send(image.content);
  });

  app.get(LOTTERY_API.lotteries, async (request, reply) =>
    reply.headers(noStore).send(ok({ items: await lotteries.list(db, await callerOf(request), clock.now()) })),
  );

  app.get(LOTTERY_API.lottery(':lotteryId'), async (request, reply) => {
    const lotteryId = lotteryIdOf(request);
    return reply.headers(noStore).send(ok(await lotteries.detail(db, lotteryId, await callerOf(request), clock.now())));
  });

  app.post(LOTTERY_API.enter(':lotteryId'), member, async (request) => ok(await lotteries.enter(db, memberOf(request).user, lotteryIdOf(request), clock.now())));

  app.get(LOTTERY_API.check(':lotteryId'), member, async (request, reply) =>
    reply.headers(noStore).send(ok(await lotteries.check(db, memberOf(request).user, lotteryIdOf(request)))),
  );

  app.post(LOTTERY_API.provided(':lotteryId'), member, async (request) => ok(await lotteries.claimPrize(db, memberOf(request).user, lotteryIdOf(request), clock.now())));

  app.get(LOTTERY_API.reveal(':lotteryId'), member, async (request, reply) =>
    reply.headers(noStore).send(ok(await lotteries.prize(db, memberOf(request).user, lotteryIdOf(request)))),
  );

  app.get(ANNOUNCE_API.announcements, async (_request, reply) => reply.headers(noStore).send(ok({ items: await announcements.published(db, clock.now()) })));
}
