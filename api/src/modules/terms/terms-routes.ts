import type { FastifyInstance } from 'fastify';
import { API, type SignUpTerms } from 'shared-contract';
import { cachedJsonRoute, sendStoredBody, StoredBody } from '../../http/cached-reply';
import { ok } from '../../http/envelope';
import { PRIVACY } from './privacy-text';
import { TERMS } from './terms-text';

/** `GET /api/auth/terms` (the spec's `/auth/terms`): the one source of the legal texts the sign-up pages show. */
export async function registerTermsRoutes(app: FastifyInstance) {
  const terms: SignUpTerms = { terms: TERMS, privacy: PRIVACY };
  // Fixed texts: serialized once, with an ETag browsers revalidate against.
  const body = StoredBody.json(ok(terms));
  app.get(API.authTerms, cachedJsonRoute, async (request, reply) => sendStoredBody(request, reply, body));
}
