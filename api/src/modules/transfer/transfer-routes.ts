import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  successEnvelope,
  TRANSFER_API,
  transferIdParamsSchema,
  transferKeyQuerySchema,
  transferKeyViewSchema,
  transferListQuerySchema,
  transferListSchema,
  transferRecipientQuerySchema,
  transferRecipientViewSchema,
  transferRequestSchema,
  transferSchema,
  type Transfer,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf, sendStored } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import * as transfers from './transfer-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['transfer'];

/**
 * KEY transfer: `POST /api/cabinet/transfer` starts one (IN_PROGRESS, due after TRANSFER_DELAY_SECONDS), the worker
 * finishes it; the sender and the recipient read it; the form reads the KEY with what stops it from moving.
 */
export async function registerTransferRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { clock } = context;
  const base = context.database.db;
  // The member is checked before the schemas validate anything.
  const preValidation = requireMember(context);

  /** Starts a transfer (see `startTransfer` for the order of its checks); a repeat of its Idempotency-Key gets the stored answer. */
  app.post(
    TRANSFER_API.transfer,
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, body: transferRequestSchema, response: { 200: successEnvelope(transferSchema) } } },
    async (request, reply) => {
      const { user } = memberOf(request);
      const key = idempotencyKeyOf(request);
      return sendStored<Transfer>(reply, await transfers.startTransfer(context, user, request.body, key));
    },
  );

  /**
   * The preview before the password step: who a transfer to this nickname or address would go to (nickname and
   * profile image), or the refusal the transfer itself would answer for it.
   */
  app.get(
    TRANSFER_API.recipient,
    {
      preValidation,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        querystring: transferRecipientQuerySchema,
        response: { 200: successEnvelope(transferRecipientViewSchema) },
      },
    },
    async (request) => ok(await transfers.recipientPreview(context, memberOf(request).user, request.query.recipient)),
  );

  /** The member's transfers, sent and received, newest first (optionally of one KEY). */
  app.get(
    TRANSFER_API.transfer,
    {
      preValidation,
      schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: transferListQuerySchema, response: { 200: successEnvelope(transferListSchema) } },
    },
    async (request) => ok(await transfers.transfersOf(base, memberOf(request).user.id, request.query)),
  );

  /** The KEY as the transfer form shows it: only the member's own. */
  app.get(
    TRANSFER_API.transferKey,
    {
      preValidation,
      schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: transferKeyQuerySchema, response: { 200: successEnvelope(transferKeyViewSchema) } },
    },
    async (request) => ok(await transfers.transferKeyOf(base, clock, memberOf(request).user.id, request.query.keyItemId)),
  );

  /** One transfer, for its sender or its recipient. */
  app.get(
    TRANSFER_API.transferById(':id'),
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, params: transferIdParamsSchema, response: { 200: successEnvelope(transferSchema) } } },
    async (request) => ok(await transfers.transferOf(base, memberOf(request).user.id, request.params.id)),
  );
}
