import type { FastifyInstance } from 'fastify';
import { WATCH_API } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { requireMember } from '../members/request-member';
import { watchHandlers } from './watch-handlers';

/** The watchlist (issue 15): a member's watched KEY designs and projects, with the market now. Members only. */
export async function registerWatchRoutes(app: FastifyInstance, context: AppContext) {
  const member = { preHandler: requireMember(context) };
  const handlers = watchHandlers(context);
  app.get(WATCH_API.list, member, async (request) => ok(await handlers.list(request)));
  app.post(WATCH_API.list, member, async (request) => ok(await handlers.add(request)));
  app.patch(WATCH_API.one(':id'), member, async (request) => ok(await handlers.update(request)));
  app.delete(WATCH_API.one(':id'), member, async (request) => ok(await handlers.remove(request)));
}
