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
export async function registerApiDocs(app: FastifyInstance, version: string) {
  app.setValidatorCompiler(validatorCompiler);
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
