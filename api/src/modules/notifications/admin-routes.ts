import type { FastifyInstance } from 'fastify';
import { adminNotificationSchema, adminUserStatusSchema, API, MEMBER_STATUS, queryId } from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { memberOf, requireMember } from '../members/request-member';
import { notify } from './notify';

const userParams = z.object({ userId: queryId });

/** Members who finished sign-up and were not deactivated (a suspended member still signs in). */
const REACHABLE = [MEMBER_STATUS.active, MEMBER_STATUS.suspended];

/** Admin only: ADMIN notifications (to listed members or to every active member) and suspend / reinstate. */
export async function registerAdminRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock } = context;
  const admin = { preHandler: requireMember(context, { admin: true }) };

  app.post(API.adminAlarm, admin, async (request) => {
    const input = parseWith(adminNotificationSchema, request.body);
    const sent = await database.db.transaction().execute(async (trx) => {
      let query = trx.selectFrom('app_user').select('id');
      if (input.userIds) {
        query = query.where('id', 'in', input.userIds).where('status', 'in', REACHABLE);
      } else {
        query = query.where('status', '=', MEMBER_STATUS.active);
      }
      const ids = (await query.orderBy('id').execute()).map((row) => row.id);
      if (input.userIds) {
        const found = new Set(ids);
        const missing = [...new Set(input.userIds)].filter((id) => !found.has(id));
        if (missing.length > 0) throw new AppError('NOT_FOUND', undefined, { missingUserIds: missing });
      }
      return notify(trx, ids, { type: 'ADMIN', title: input.title, body: input.body, linkUrl: input.linkUrl ?? null }, clock.now());
    });
    return ok({ sent });
  });

  app.post(`/api/admin/user/:userId/status`, admin, async (request) => {
    const { userId } = parseWith(userParams, request.params);
    const { status } = parseWith(adminUserStatusSchema, request.body);
    const target = await database.db.selectFrom('app_user').select(['id', 'role', 'status']).where('id', '=', userId).executeTakeFirst();
    if (!target || !REACHABLE.includes(target.status as (typeof REACHABLE)[number])) throw new AppError('NOT_FOUND');
    // An admin cannot suspend an admin (nor themselves).
    if (target.role === 'admin' || target.id === memberOf(request).user.id) throw new AppError('FORBIDDEN');
    await database.db.updateTable('app_user').set({ status }).where('id', '=', userId).execute();
    return ok({ userId, status });
  });
}
