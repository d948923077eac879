import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAnnouncementSchema,
  adminAnnouncementsSchema,
  adminLotteriesSchema,
  adminLotterySchema,
  adminPopupSchema,
  adminPopupsSchema,
  ANNOUNCE_API,
  announcementInputSchema,
  announcementParamsSchema,
  LOTTERY_API,
  lotteryInputSchema,
  lotteryParamsSchema,
  POPUP_API,
  popupImageUploadSchema,
  popupInputSchema,
  popupParamsSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { MULTIPART_PLUGIN_OPTIONS } from '../../http/multipart-form';
import { staffActorOf, type TimedStaffActor } from '../audit/staff-actor';
import { memberOf, requireMember } from '../members/request-member';
import { receiveProfileImage } from '../profile/profile-image-file';
import { memberUploadQuota } from '../uploads/upload-quota';
import * as announcements from './announcement-service';
import * as lotteries from './lottery-service';
import { storePopupImage } from './popup-images';
import * as popups from './popup-service';
import { MEMBER_TOKEN } from '../../http/openapi';

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

const TAGS = ['events'];

/**
 * The console's event sections (issue 13 C): support and admin read; creating and changing popups, lotteries and
 * announcements is the admin's (members 403, visitors 401). Every change is audited. Never cached.
 */
export async function registerEventAdminRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, clock, storage } = context;
  const db = database.db;
  const noStore = { 'cache-control': 'no-store' };
  // Access is checked before the route's schemas validate anything, so whatever a member sends is 403.
  const staff = { preValidation: requireMember(context, { staff: true }) };
  const adminOnly = requireMember(context, { admin: true });
  const admin = { preValidation: adminOnly };
  const actorOf = (request: FastifyRequest): TimedStaffActor => ({ ...staffActorOf(request), now: clock.now() });

  app.get(
    EVENT_ADMIN_ROUTES.popups,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(adminPopupsSchema) } } },
    async (_request, reply) => reply.headers(noStore).send(ok({ items: await popups.adminList(db, clock.now()) })),
  );
  app.post(
    EVENT_ADMIN_ROUTES.popups,
    { ...admin, schema: { tags: TAGS, security: MEMBER_TOKEN, body: popupInputSchema, response: { 200: successEnvelope(adminPopupSchema) } } },
    async (request) => ok(await popups.save(db, actorOf(request), null, request.body)),
  );
  app.put(
    EVENT_ADMIN_ROUTES.popup,
    {
      ...admin,
      schema: { tags: TAGS, security: MEMBER_TOKEN, params: popupParamsSchema, body: popupInputSchema, response: { 200: successEnvelope(adminPopupSchema) } },
    },
    async (request) => ok(await popups.save(db, actorOf(request), request.params.popupId, request.body)),
  );
  app.delete(
    EVENT_ADMIN_ROUTES.popup,
    { ...admin, schema: { tags: TAGS, security: MEMBER_TOKEN, params: popupParamsSchema, response: { 200: successEnvelope(adminPopupSchema) } } },
    async (request) => ok(await popups.end(db, actorOf(request), request.params.popupId)),
  );

  await app.register(async (plugin) => {
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    await uploads.register(multipart, MULTIPART_PLUGIN_OPTIONS);
    // A multipart form with the image: no JSON body schema.
    uploads.post(
      EVENT_ADMIN_ROUTES.popupImages,
      {
        ...admin,
        schema: { tags: TAGS, security: MEMBER_TOKEN, consumes: ['multipart/form-data'], response: { 200: successEnvelope(popupImageUploadSchema) } },
      },
      async (request) => {
        const { user } = memberOf(request);
        const { content, image } = await receiveProfileImage(request, memberUploadQuota(db, clock, user.id));
        const name = await storePopupImage(storage, content, image, clock.now());
        return ok({ image: name, imageUrl: POPUP_API.image(name) });
      },
    );
  });

  app.get(
    EVENT_ADMIN_ROUTES.lotteries,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(adminLotteriesSchema) } } },
    async (_request, reply) => reply.headers(noStore).send(ok({ items: await lotteries.adminList(db, clock.now()) })),
  );
  app.post(
    EVENT_ADMIN_ROUTES.lotteries,
    { ...admin, schema: { tags: TAGS, security: MEMBER_TOKEN, body: lotteryInputSchema, response: { 200: successEnvelope(adminLotterySchema) } } },
    async (request) => ok(await lotteries.save(db, actorOf(request), null, request.body)),
  );
  app.put(
    EVENT_ADMIN_ROUTES.lottery,
    {
      ...admin,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: lotteryParamsSchema,
        body: lotteryInputSchema,
        response: { 200: successEnvelope(adminLotterySchema) },
      },
    },
    async (request) => ok(await lotteries.save(db, actorOf(request), request.params.lotteryId, request.body)),
  );

  app.get(
    EVENT_ADMIN_ROUTES.announcements,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(adminAnnouncementsSchema) } } },
    async (_request, reply) => reply.headers(noStore).send(ok({ items: await announcements.adminList(db) })),
  );
  app.post(
    EVENT_ADMIN_ROUTES.announcements,
    {
      ...admin,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: announcementInputSchema, response: { 200: successEnvelope(adminAnnouncementSchema) } },
    },
    async (request) => ok(await announcements.save(db, actorOf(request), null, request.body)),
  );
  app.put(
    EVENT_ADMIN_ROUTES.announcement,
    {
      ...admin,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: announcementParamsSchema,
        body: announcementInputSchema,
        response: { 200: successEnvelope(adminAnnouncementSchema) },
      },
    },
    async (request) => ok(await announcements.save(db, actorOf(request), request.params.announcementId, request.body)),
  );
  app.delete(
    EVENT_ADMIN_ROUTES.announcement,
    { ...admin, schema: { tags: TAGS, security: MEMBER_TOKEN, params: announcementParamsSchema, response: { 200: successEnvelope(adminAnnouncementSchema) } } },
    async (request) => ok(await announcements.withdraw(db, actorOf(request), request.params.announcementId)),
  );
}
