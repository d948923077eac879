import type { FastifyInstance } from 'fastify';
import { SHOWCASE_API } from 'shared-contract';
import type { AppContext } from '../../context';
import { requireMember } from '../members/request-member';
import { showcaseHandlers } from './showcase-handlers';

/** The public showcase (issue 15 B): the member's setting, and the public page's answer by nickname. */
export async function registerShowcaseRoutes(app: FastifyInstance, context: AppContext) {
  const member = { preHandler: requireMember(context) };
  const handlers = showcaseHandlers(context);
  app.get(SHOWCASE_API.mine, member, (request) => handlers.mine(request));
  app.put(SHOWCASE_API.mine, member, (request) => handlers.save(request));
  app.get(SHOWCASE_API.collector(':nickname'), (request, reply) => handlers.collector(request, reply));
}
