import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openGraphQuerySchema, openGraphSchema, revealShareQuerySchema, SHARING_API, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { memberOf, requireMember } from '../members/request-member';
import { keyOpenGraph, sharedKeyId } from './open-graph';
import { withOpenGraph } from './share-html';
import * as sharing from './sharing-service';

/** The origin links are made with: PUBLIC_URL, never the request's Host header. */
export const publicOrigin = (context: AppContext) => context.config.publicUrl;

/** The shell's index.html, or null when the shell is not built. */
export async function readShellIndex(shellRoot: string): Promise<string | null> {
  try {
    return await readFile(path.join(shellRoot, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

const tags = ['sharing'];

/** `GET /api/sharing/open-graph?url=<KEY page>` or `?keyId=N`: a shared KEY's link preview. */
export async function registerSharingRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = context.database.db;
  const previewFor = (request: FastifyRequest) => ({ language: requestLanguage(request), origin: publicOrigin(context), now: context.clock.now() });

  app.get(
    SHARING_API.openGraph,
    { schema: { tags, querystring: openGraphQuerySchema, response: { 200: successEnvelope(openGraphSchema) } } },
    async (request) => ok(await sharing.linkPreview(db, request.query, previewFor(request))),
  );

  // Spec `/sharing/reveal`: what sharing a KEY the caller revealed shows (its share page and preview image).
  app.get(
    SHARING_API.reveal,
    {
      // The member is checked before the schemas validate anything.
      preValidation: requireMember(context),
      schema: { tags, security: [{ member: [] }], querystring: revealShareQuerySchema, response: { 200: successEnvelope(openGraphSchema) } },
    },
    async (request) =>
      ok(await sharing.revealedKeyPreview(db, { purchaseItemId: request.query.purchaseItemId, userId: memberOf(request).user.id }, previewFor(request))),
  );
}

/**
 * `/key?id=N` and `/share?keyId=N` as documents: the shell's index.html with the KEY's open-graph tags in its head,
 * so a crawler that does not run scripts still shows the KEY's title and image. Any Accept header (crawlers often
 * send none); an unknown KEY gets the plain page (the app shows its not-found state).
 */
export async function registerSharePageRoutes(app: FastifyInstance, context: AppContext, shellRoot: string) {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const indexHtml = await readShellIndex(shellRoot);
    if (indexHtml === null) return reply.callNotFound();
    const keyId = sharedKeyId(request.url);
    let html = indexHtml;
    if (keyId !== null) {
      try {
        html = withOpenGraph(
          indexHtml,
          await keyOpenGraph(context.database.db, { keyId, language: requestLanguage(request), origin: publicOrigin(context), now: context.clock.now() }),
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/key', serve);
  app.get('/share', serve);
}
