import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activePopupsSchema,
  ANNOUNCE_API,
  announcementListSchema,
  LOTTERY_API,
  lotteryDetailSchema,
  lotteryEntrySchema,
  lotteryListSchema,
  lotteryParamsSchema,
  lotteryPrizeSchema,
  POPUP_API,
  PROFILE_IMAGE_MIME_TYPES,
  popupClaimSchema,
  popupImagePathSchema,
  popupParamsSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { sendStoredFile, storedFileAnswer } from '../../storage/send-stored-file';
import { memberOf, optionalMember, requireMember } from '../members/request-member';
import * as announcements from './announcement-service';
import * as lotteries from './lottery-service';
import { popupImageKey } from './popup-images';
import * as popups from './popup-service';
import { MEMBER_TOKEN, OPTIONAL_MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['events'];

/**
 * Popups, lotteries and announcements for members and visitors (issue 13 C). What depends on the caller is never
 * cached.
 */
export async function registerEventRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, clock, storage } = context;
  const db = database.db;
  const noStore = { 'cache-control': 'no-store' };
  // The member is checked before the schemas validate anything.
  const member = { preValidation: requireMember(context) };
  const callerOf = async (request: FastifyRequest) => (await optionalMember(context, request))?.user ?? null;

  app.get(
    POPUP_API.active,
    { schema: { tags: TAGS, security: OPTIONAL_MEMBER_TOKEN, response: { 200: successEnvelope(activePopupsSchema) } } },
    async (request, reply) => reply.headers(noStore).send(ok(await popups.activeFor(db, await callerOf(request), clock.now()))),
  );

  app.post(
    POPUP_API.provided(':popupId'),
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, params: popupParamsSchema, response: { 200: successEnvelope(popupClaimSchema) } } },
    async (request) => ok(await popups.claim(db, memberOf(request).user, request.params.popupId, clock.now())),
  );

  // The image's bytes (image/png or image/jpeg), not JSON; a name never given is 404.
  // Popup images never change (a new image gets a new name), so browsers may keep them.
  app.get(
    POPUP_API.image(':name'),
    { schema: { tags: TAGS, params: popupImagePathSchema, response: { 200: storedFileAnswer('The image', PROFILE_IMAGE_MIME_TYPES) } } },
    async (request, reply) => sendStoredFile(request, reply, storage, popupImageKey(request.params.name), { caching: 'immutable' }),
  );

  app.get(
    LOTTERY_API.lotteries,
    { schema: { tags: TAGS, security: OPTIONAL_MEMBER_TOKEN, response: { 200: successEnvelope(lotteryListSchema) } } },
    async (request, reply) => reply.headers(noStore).send(ok({ items: await lotteries.list(db, await callerOf(request), clock.now()) })),
  );

  app.get(
    LOTTERY_API.lottery(':lotteryId'),
    { schema: { tags: TAGS, security: OPTIONAL_MEMBER_TOKEN, params: lotteryParamsSchema, response: { 200: successEnvelope(lotteryDetailSchema) } } },
    async (request, reply) => reply.headers(noStore).send(ok(await lotteries.detail(db, request.params.lotteryId, await callerOf(request), clock.now()))),
  );

  app.post(
    LOTTERY_API.enter(':lotteryId'),
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, params: lotteryParamsSchema, response: { 200: successEnvelope(lotteryEntrySchema) } } },
    async (request) => ok(await lotteries.enter(db, memberOf(request).user, request.params.lotteryId, clock.now())),
  );

  app.get(
    LOTTERY_API.check(':lotteryId'),
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, params: lotteryParamsSchema, response: { 200: successEnvelope(lotteryEntrySchema) } } },
    async (request, reply) => reply.headers(noStore).send(ok(await lotteries.check(db, memberOf(request).user, request.params.lotteryId))),
  );

  app.post(
    LOTTERY_API.provided(':lotteryId'),
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, params: lotteryParamsSchema, response: { 200: successEnvelope(lotteryPrizeSchema) } } },
    async (request) => ok(await lotteries.claimPrize(db, memberOf(request).user, request.params.lotteryId, clock.now())),
  );

  app.get(
    LOTTERY_API.reveal(':lotteryId'),
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, params: lotteryParamsSchema, response: { 200: successEnvelope(lotteryPrizeSchema) } } },
    async (request, reply) => reply.headers(noStore).send(ok(await lotteries.prize(db, memberOf(request).user, request.params.lotteryId))),
  );

  app.get(ANNOUNCE_API.announcements, { schema: { tags: TAGS, response: { 200: successEnvelope(announcementListSchema) } } }, async (_request, reply) =>
    reply.headers(noStore).send(ok({ items: await announcements.published(db, clock.now()) })),
  );
}
