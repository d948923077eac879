import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminNotificationResultSchema,
  adminNotificationSchema,
  adminUserParamsSchema,
  adminUserStatusResultSchema,
  adminUserStatusSchema,
  API,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { memberOf, requireMember } from '../members/request-member';
import * as notifications from './notification-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['notifications'];

/** Admin only: ADMIN notifications (to listed members or to every active member) and suspend / reinstate. */
export async function registerAdminRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = context;
  // Access is checked before the route's schemas validate anything, so whatever a member sends is 403.
  const preValidation = requireMember(context, { admin: true });

  app.post(
    API.adminAlarm,
    {
      preValidation,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: adminNotificationSchema, response: { 200: successEnvelope(adminNotificationResultSchema) } },
    },
    async (request) => ok(await notifications.sendAdminNotification(database.db, request.body, clock.now())),
  );

  app.post(
    `/api/admin/user/:userId/status`,
    {
      preValidation,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: adminUserParamsSchema,
        body: adminUserStatusSchema,
        response: { 200: successEnvelope(adminUserStatusResultSchema) },
      },
    },
    async (request) =>
      ok(
        await notifications.changeMemberStatus(database.db, { userId: request.params.userId, adminId: memberOf(request).user.id, status: request.body.status }),
      ),
  );
}
