import type { FastifyInstance } from 'fastify';
import { API, tokenPairSchema, type TokenPair } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';

/** `POST /api/auth/refresh { accessToken, refreshToken }`: the next pair of the same family. */
export async function registerTokenRoutes(app: FastifyInstance, { tokens }: AppContext) {
  app.post(API.authRefresh, async (request) => {
    const input = parseWith(tokenPairSchema, request.body);
    const issued = await tokens.rotate(input.refreshToken, input.accessToken);
    const pair: TokenPair = { accessToken: issued.accessToken, refreshToken: issued.refreshToken };
    return ok(pair);
  });
}
