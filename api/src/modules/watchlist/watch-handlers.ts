import type { FastifyRequest } from 'fastify';
import { watchCreateRequestSchema, watchIdParamsSchema, watchUpdateRequestSchema, type Watch, type WatchList } from 'shared-contract';
import type { AppContext } from '../../context';
import { parseWith } from '../../http/validate';
import { memberOf } from '../members/request-member';
import * as watches from './watch-service';

/** Thin handlers: parse with the contract, name the member, run the service (which owns the transactions). */
export function watchHandlers(context: AppContext) {
  const { clock } = context;
  const base = context.database.db;
  const db = base;
  const idOf = (request: FastifyRequest) => parseWith(watchIdParamsSchema, request.params).id;

  return {
    async list(request: FastifyRequest): Promise<WatchList> {
      return watches.watchlistOf(db, memberOf(request).user.id);
    },

    async add(request: FastifyRequest): Promise<Watch> {
      const input = parseWith(watchCreateRequestSchema, request.body);
      return watches.addWatch(base, {
        userId: memberOf(request).user.id,
        keyDesignId: input.keyDesignId ?? null,
        projectId: input.projectId ?? null,
        maxPriceGold: input.maxPriceGold,
        now: clock.now(),
      });
    },

    async update(request: FastifyRequest): Promise<Watch> {
      const input = parseWith(watchUpdateRequestSchema, request.body);
      return watches.changeWatchPrice(db, { id: idOf(request), userId: memberOf(request).user.id, maxPriceGold: input.maxPriceGold, now: clock.now() });
    },

    async remove(request: FastifyRequest): Promise<{ id: number }> {
      return watches.removeWatch(db, { id: idOf(request), userId: memberOf(request).user.id });
    },
  };
}
