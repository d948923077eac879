import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ANNOUNCE_API,
  announcementInputSchema,
  announcementParamsSchema,
  LOTTERY_API,
  lotteryInputSchema,
  lotteryParamsSchema,
  POPUP_API,
  popupInputSchema,
  popupParamsSchema,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { MULTIPART_PLUGIN_OPTIONS } from '../../http/multipart-form';
import { parseWith } from '../../http/validate';
import { staffActorOf, type TimedStaffActor } from '../audit/staff-actor';
import { memberOf, requireMember } from '../members/request-member';
import { receiveProfileImage } from '../profile/profile-image-file';
import { memberUploadQuota } from '../uploads/upload-quota';
import * as announcements from './announcement-service';
import * as lotteries from './lottery-service';
import { storePopupImage } from './popup-images';
import * as popups from './popup-service';

/** Route patterns of the staff paths (their builders filled with `:name`). */
export const EVENT_ADMIN_ROUTES = {
  popups: POPUP_API.adminPopups,
  popup: POPUP_API.adminPopup(':popupId'),
  popupImages: POPUP_API.adminImages,
  lotteries: LOTTERY_API.adminLotteries,
  lottery: LOTTERY_API.adminLottery(':lotteryId'),
  announcements: ANNOUNCE_API.adminAnnouncements,
  announcement: ANNOUNCE_API.adminAnnouncement(':announcementId'),
} as const;

/**
 * The console's event sections (issue 13 C): support and admin read; creating and changing popups, lotteries and
 * announcements is the admin's (members 403, visitors 401). Every change is audited. Never cached.
 */
export async function registerEventAdminRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock, config } = context;
  const db = database.db;
  const noStore = { 'cache-control': 'no-store' };
  const staff = { preHandler: requireMember(context, { staff: true }) };
  const admin = { preHandler: requireMember(context, { admin: true }) };
  const actorOf = (request: FastifyRequest): TimedStaffActor => ({ ...staffActorOf(request), now: clock.now() });

  app.get(EVENT_ADMIN_ROUTES.popups, staff, async (_request, reply) => reply.headers(noStore).send(ok({ items: await popups.adminList(db, clock.now()) })));
  app.post(EVENT_ADMIN_ROUTES.popups, admin, async (request) => ok(await popups.save(db, actorOf(request), null, parseWith(popupInputSchema, request.body))));
  app.put(EVENT_ADMIN_ROUTES.popup, admin, async (request) => {
    const { popupId } = parseWith(popupParamsSchema, request.params);
    return ok(await popups.save(db, actorOf(request), popupId, parseWith(popupInputSchema, request.body)));
  });
  app.delete(EVENT_ADMIN_ROUTES.popup, admin, async (request) => ok(await popups.end(db, actorOf(request), parseWith(popupParamsSchema, request.params).popupId)));

  await app.register(async (uploads) => {
    await uploads.register(multipart, MULTIPART_PLUGIN_OPTIONS);
    uploads.post(EVENT_ADMIN_ROUTES.popupImages, admin, async (request) => {
      const { user } = memberOf(request);
      const { content, image } = await receiveProfileImage(request, memberUploadQuota(db, clock, user.id));
      const name = await storePopupImage(config.uploadDir, content, image, clock.now());
      return ok({ image: name, imageUrl: POPUP_API.image(name) });
    });
  });

  app.get(EVENT_ADMIN_ROUTES.lotteries, staff, async (_request, reply) => reply.headers(noStore).send(ok({ items: await lotteries.adminList(db, clock.now()) })));
  app.post(EVENT_ADMIN_ROUTES.lotteries, admin, async (request) => ok(await lotteries.save(db, actorOf(request), null, parseWith(lotteryInputSchema, request.body))));
  app.put(EVENT_ADMIN_ROUTES.lottery, admin, async (request) => {
    const { lotteryId } = parseWith(lotteryParamsSchema, request.params);
    return ok(await lotteries.save(db, actorOf(request), lotteryId, parseWith(lotteryInputSchema, request.body)));
  });

  app.get(EVENT_ADMIN_ROUTES.announcements, staff, async (_request, reply) => reply.headers(noStore).send(ok({ items: await announcements.adminList(db) })));
  app.post(EVENT_ADMIN_ROUTES.announcements, admin, async (request) =>
    ok(await announcements.save(db, actorOf(request), null, parseWith(announcementInputSchema, request.body))),
  );
  app.put(EVENT_ADMIN_ROUTES.announcement, admin, async (request) => {
    const { announcementId } = parseWith(announcementParamsSchema, request.params);
    return ok(await announcements.save(db, actorOf(request), announcementId, parseWith(announcementInputSchema, request.body)));
  });
  app.delete(EVENT_ADMIN_ROUTES.announcement, admin, async (request) =>
    ok(await announcements.withdraw(db, actorOf(request), parseWith(announcementParamsSchema, request.params).announcementId)),
  );
}
