import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, faqListSchema, noticePageSchema, pageQuerySchema, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import * as support from './support-service';

const TAGS = ['support'];

/** The public support pages' reads: notices and the FAQ. */
export async function registerSupportRoutes(fastify: FastifyInstance, { database, clock }: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  /** Published notices: pinned first, then newest. */
  app.get(API.notice, { schema: { tags: TAGS, querystring: pageQuerySchema, response: { 200: successEnvelope(noticePageSchema) } } }, async (request) =>
    ok(await support.noticesAt(db, clock.now(), request.query)),
  );

  app.get(API.faq, { schema: { tags: TAGS, response: { 200: successEnvelope(faqListSchema) } } }, async () => ok(await support.faqList(db)));
}
