import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, signUpResultSchema, signUpSchema, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { assertSignUpOpen, signUp } from './member-service';
import { memberOf, requireMember } from './request-member';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['members'];

/** `POST /api/auth/sign-up`: the first sign-in's consents and cabinet password make the member active. */
export async function registerSignUpRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = context;
  // A closed service or a member already signed up is refused whatever the form says, as before the schema moved here.
  const signUpOpen: preValidationAsyncHookHandler = async (request) => assertSignUpOpen(context.termination, clock, memberOf(request).user);

  app.post(
    API.authSignUp,
    {
      // A missing body answers the first consent's code (CONSENT_AGE_REQUIRED), as before.
      preValidation: [requireMember(context, { allowSigningUp: true }), signUpOpen],
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: signUpSchema, response: { 200: successEnvelope(signUpResultSchema) } },
    },
    async (request) => {
      await signUp(database.db, { user: memberOf(request).user, input: request.body, clock });
      return ok('SUCCESS' as const);
    },
  );
}
