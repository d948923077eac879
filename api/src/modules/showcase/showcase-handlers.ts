import type { FastifyReply, FastifyRequest } from 'fastify';
import { showcaseCollectorParamsSchema, showcaseUpdateRequestSchema } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { memberOf } from '../members/request-member';
import * as showcase from './showcase-service';

/** Thin handlers: parse with the contract, name the member, run the service (which owns the transactions). */
export function showcaseHandlers(context: AppContext) {
  const db = context.database.db;
  return {
    async mine(request: FastifyRequest) {
      return ok(await showcase.myShowcase(db, memberOf(request).user));
    },

    async save(request: FastifyRequest) {
      const input = parseWith(showcaseUpdateRequestSchema, request.body);
      return ok(await showcase.saveShowcase(db, memberOf(request).user, input, context.clock.now()));
    },

    /** Public: the same answer for everyone (no session), never stored by a shared cache (a change shows at once). */
    async collector(request: FastifyRequest, reply: FastifyReply) {
      const { nickname } = parseWith(showcaseCollectorParamsSchema, request.params);
      return reply.header('cache-control', 'no-cache').send(ok(await showcase.publicShowcase(db, nickname)));
    },
  };
}
