import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_DOCS, ERRORS, failEnvelopeSchema } from 'shared-contract';
import { z } from 'zod';

/** The error catalogue as the document shows it: every code with its status and its message in ko and en. */
const catalogueDescription = () =>
  [
    'Every answer is `{ result: "SUCCESS", data }` or `{ result: "FAIL", error: { code, message, details? } }`; the message is in the',
    "request's language (`Accept-Language`, ko or en). The catalogue codes:",
    '',
    '| code | status | en | ko |',
    '|---|---|---|---|',
    ...Object.entries(ERRORS).map(([code, entry]) => `| \`${code}\` | ${entry.status} | ${entry.en} | ${entry.ko} |`),
  ].join('\n');

/**
 * Routes declare their params, query, body and response schemas from shared-contract (zod): Fastify validates and
 * serializes with them, and the OpenAPI 3.1 document at `/api/openapi.json` (read at `/api/docs`) is made from them.
 * Registered before any route, so every route is in the document.
 */
/** A route's `security` in the document: the bearer token of a signed-in member (or staff). */
export const MEMBER_TOKEN: Array<Record<string, string[]>> = [{ member: [] }];
/** Anyone; a signed-in member's token is read when sent. */
export const OPTIONAL_MEMBER_TOKEN: Array<Record<string, string[]>> = [{}, { member: [] }];

/** A file's bytes as a route sends them (a buffer, a string or a stream Fastify does not serialize), documented as binary. */
const fileBytes = z.unknown().meta({ type: 'string', format: 'binary' });

/** The documented 200 answer of a route that sends a file of one of `types` instead of the JSON envelope. */
export const fileAnswer = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: fileBytes }])),
});

/**
 * The validator of a route whose body is documented but read by its service, because the service's own checks must
 * answer first (a closed round before a missing field): Fastify keeps the body as sent. Register such a route without
 * the type provider, so its handler sees the body as `unknown`.
 */
export const bodyReadByTheService = () => (body: unknown) => ({ value: body });

export async function registerApiDocs(app: FastifyInstance, version: string) {
  // A request sent without a body is validated as `{}`, as the handlers' own parsing always read it: a missing field
  // answers its rule's own catalogue code, and a body whose fields are all optional may be left out.
  app.setValidatorCompiler<z.core.$ZodType>((route) => {
    const validate = validatorCompiler(route);
    return route.httpPart === 'body' ? (body) => validate(body ?? {}) : validate;
  });
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'KEYS platform API', version, description: catalogueDescription() },
      components: {
        schemas: { FailEnvelope: z.toJSONSchema(failEnvelopeSchema, { target: 'draft-2020-12' }) as Record<string, unknown> },
        securitySchemes: {
          member: { type: 'http', scheme: 'bearer', description: 'The access token of a signed-in member (or staff)' },
          deployToken: { type: 'http', scheme: 'bearer', description: 'The deploy token of the release commands' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS.ui, uiConfig: { deepLinking: true } });
  app.get(API_DOCS.document, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));
}
