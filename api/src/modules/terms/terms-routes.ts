import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, signUpTermsSchema, successEnvelope, type SignUpTerms } from 'shared-contract';
import { cachedJsonRoute, sendStoredBody, StoredBody } from '../../http/cached-reply';
import { ok } from '../../http/envelope';
import { PRIVACY } from './privacy-text';
import { TERMS } from './terms-text';

/** `GET /api/auth/terms` (the spec's `/auth/terms`): the one source of the legal texts the sign-up pages show. */
export async function registerTermsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const terms: SignUpTerms = { terms: TERMS, privacy: PRIVACY };
  // Fixed texts: serialized once, with an ETag browsers revalidate against (the schema documents those bytes).
  const body = StoredBody.json(ok(terms));
  app.get(API.authTerms, { ...cachedJsonRoute, schema: { tags: ['terms'], response: { 200: successEnvelope(signUpTermsSchema) } } }, async (request, reply) =>
    sendStoredBody(request, reply, body),
  );
}
