import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, successEnvelope, tokenPairSchema, type TokenPair } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';

const TAGS = ['tokens'];

/** `POST /api/auth/refresh { accessToken, refreshToken }`: the next pair of the same family. */
export async function registerTokenRoutes(fastify: FastifyInstance, { tokens }: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The refresh token in the body is the proof (no bearer header).
  app.post(API.authRefresh, { schema: { tags: TAGS, body: tokenPairSchema, response: { 200: successEnvelope(tokenPairSchema) } } }, async (request) => {
    const issued = await tokens.rotate(request.body.refreshToken, request.body.accessToken);
    const pair: TokenPair = { accessToken: issued.accessToken, refreshToken: issued.refreshToken };
    return ok(pair);
  });
}
