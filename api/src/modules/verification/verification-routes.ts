import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  checkVerificationSchema,
  findAccountsSchema,
  foundAccountsSchema,
  ipInfoSchema,
  startedVerificationSchema,
  startVerificationSchema,
  successEnvelope,
  verificationSignUpResultSchema,
  verificationSignUpSchema,
  verifiedIdentitySchema,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { resolveAuthSecret } from '../auth/auth-secret';
import { isKoreanIp } from '../geo/korean-ip';
import { authenticate, memberOf, requireMember } from '../members/request-member';
import type { IdentityProvider } from './identity-provider';
import { SandboxIdentityProvider } from './sandbox-provider';
import { VerificationService } from './verification-service';
import { MEMBER_TOKEN, OPTIONAL_MEMBER_TOKEN } from '../../http/openapi';

export const VERIFICATION_CALLBACK_PATH = '/callback/verification';

const TAGS = ['verification'];

const diKey = async (context: AppContext) => `identity-sandbox-di:${await resolveAuthSecret(context.config.authSecret, context.config.dataDir)}`;

/**
 * Identity verification (spec sections 3, 7): start at the provider, check the result server to server,
 * apply it to the account, find accounts by the person's DI; and the Korean-IP check.
 */
export async function registerVerificationRoutes(fastify: FastifyInstance, context: AppContext, providerOverride?: IdentityProvider) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { clock, config } = context;
  let provider: IdentityProvider | null = providerOverride ?? null;
  if (!provider && config.identitySandbox) {
    const sandbox = new SandboxIdentityProvider(clock, await diKey(context));
    sandbox.register(fastify);
    provider = sandbox;
  }
  const verifications = new VerificationService(context.database.db, clock, context.termination, provider, `${config.publicUrl}${VERIFICATION_CALLBACK_PATH}`);

  app.post(
    API.userPhoneVerification,
    { schema: { tags: TAGS, security: OPTIONAL_MEMBER_TOKEN, body: startVerificationSchema, response: { 200: successEnvelope(startedVerificationSchema) } } },
    async (request) => ok(await verifications.start(request.body.purpose, async () => (await authenticate(context, request)).user)),
  );

  app.post(
    API.authCheckVerification,
    { schema: { tags: TAGS, body: checkVerificationSchema, response: { 200: successEnvelope(verifiedIdentitySchema) } } },
    async (request) => ok(await verifications.check(request.body)),
  );

  app.post(
    API.authVerificationSignUp,
    {
      // The member is checked before the schemas validate anything.
      preValidation: requireMember(context),
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: verificationSignUpSchema, response: { 200: successEnvelope(verificationSignUpResultSchema) } },
    },
    async (request) => ok(await verifications.applyToAccount(memberOf(request).user, request.body.requestId)),
  );

  app.post(API.authFind, { schema: { tags: TAGS, body: findAccountsSchema, response: { 200: successEnvelope(foundAccountsSchema) } } }, async (request) =>
    ok(await verifications.findAccounts(request.body)),
  );

  app.get(API.authIp, { schema: { tags: TAGS, response: { 200: successEnvelope(ipInfoSchema) } } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(ok({ isKrIpUser: isKoreanIp(config, request) })),
  );
}
