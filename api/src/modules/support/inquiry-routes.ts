import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  INQUIRY_FILE_TYPES,
  INQUIRY_API,
  inquiryAnswerInputSchema,
  inquiryAttachmentParamsSchema,
  inquiryDetailSchema,
  inquiryIdParamsSchema,
  inquiryPageSchema,
  inquiryQuerySchema,
  inquiryReceiptSchema,
  successEnvelope,
  type Language,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { MULTIPART_PLUGIN_OPTIONS } from '../../http/multipart-form';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { sendStoredFile, storedFileAnswer } from '../../storage/send-stored-file';
import { authenticate, memberOf, requireMember, type AuthenticatedMember } from '../members/request-member';
import { memberUploadQuota } from '../uploads/upload-quota';
import { attachmentDisposition, downloadName } from './inquiry-files';
import * as inquiries from './inquiry-service';
import { readInquiryForm } from './inquiry-upload';
import { MEMBER_TOKEN, OPTIONAL_MEMBER_TOKEN } from '../../http/openapi';

/**
 * Inquiries per IP (route config of @fastify/rate-limit, its own counter beside the global one). Applies when
 * the API's rate limit is on (RATE_LIMIT_MAX > 0); tests turn it on to see the sixth inquiry refused.
 */
export const INQUIRY_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 } as const;

const TAGS = ['support'];

const pickFormLanguage = (value: string | undefined, request: FastifyRequest): Language =>
  value === 'ko' || value === 'en' ? value : requestLanguage(request);

const staffActOf = (request: FastifyRequest) => ({ staffId: memberOf(request).user.id, ip: request.ip });

/** Support inquiries (issue 10 D): INQUIRY_API, for members, visitors and the support team. */
export async function registerInquiryRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, clock, storage } = context;
  const { db } = database;
  // Staff access is checked before the route's schemas validate anything, so whatever a member sends is 403.
  const preValidation = requireMember(context, { staff: true });

  await app.register(async (plugin) => {
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    await uploads.register(multipart, MULTIPART_PLUGIN_OPTIONS);

    // A multipart form (fields and files, see INQUIRY_API.inquiry): its fields are checked by the service, not a body schema.
    uploads.post(
      INQUIRY_API.inquiry,
      {
        config: { rateLimit: INQUIRY_RATE_LIMIT },
        schema: { tags: TAGS, security: OPTIONAL_MEMBER_TOKEN, consumes: ['multipart/form-data'], response: { 200: successEnvelope(inquiryReceiptSchema) } },
      },
      async (request) => {
        // Once the body has been read: the optional member, whose token (when sent) must be valid; a member's
        // attachments count against their upload quota.
        let caller: Promise<AuthenticatedMember | null> | undefined;
        const signedIn = () => (caller ??= request.headers.authorization ? authenticate(context, request) : Promise.resolve(null));
        const form = await readInquiryForm(
          request,
          memberUploadQuota(db, clock, async () => (await signedIn())?.user.id ?? null),
        );
        const member = await signedIn();
        if (form.refusal) throw new AppError(form.refusal);
        const receipt = await inquiries.submitInquiry(
          context,
          { memberId: member?.user.id ?? null, fields: form.fields, files: form.files, language: (value) => pickFormLanguage(value, request) },
          request.log,
        );
        return ok(receipt);
      },
    );
  });

  app.get(
    INQUIRY_API.adminInquiries,
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: inquiryQuerySchema, response: { 200: successEnvelope(inquiryPageSchema) } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(ok(await inquiries.inquiryPageOf(db, request.query))),
  );

  app.get(
    INQUIRY_API.adminInquiry(':id'),
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, params: inquiryIdParamsSchema, response: { 200: successEnvelope(inquiryDetailSchema) } } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await inquiries.viewInquiry(db, clock, request.params.id, staffActOf(request)))),
  );

  // The member token: a support team member's, or the writer's.
  const attachmentSchema = {
    tags: TAGS,
    security: MEMBER_TOKEN,
    params: inquiryAttachmentParamsSchema,
    response: { 200: storedFileAnswer('The attachment file, as an attachment, with the type sniffed at upload', INQUIRY_FILE_TYPES) },
  };
  // The attachment's own bytes (its sniffed type), downloaded, never run by the browser, never kept by a cache.
  const sendAttachment = (request: FastifyRequest, reply: FastifyReply, file: inquiries.AttachmentFile, onFound?: () => Promise<void>) =>
    sendStoredFile(request, reply, storage, file.key, {
      caching: 'private',
      onFound,
      headers: {
        'content-disposition': attachmentDisposition(downloadName(file.fileName, file.mimeType)),
        'content-security-policy': "default-src 'none'; sandbox",
      },
    });

  app.get(INQUIRY_API.adminAttachment(':id', ':attachmentId'), { preValidation, schema: attachmentSchema }, async (request, reply) => {
    const { file, recordView } = await inquiries.inquiryAttachment({ db, clock }, request.params, staffActOf(request));
    return sendAttachment(request, reply, file, recordView);
  });

  // The member who wrote the inquiry, signed in; anyone else is told there is no such file.
  app.get(INQUIRY_API.attachment(':id', ':attachmentId'), { preValidation: requireMember(context), schema: attachmentSchema }, async (request, reply) =>
    sendAttachment(request, reply, await inquiries.writerAttachment(db, request.params, memberOf(request).user.id)),
  );

  app.post(
    INQUIRY_API.adminAnswer(':id'),
    {
      preValidation,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: inquiryIdParamsSchema,
        body: inquiryAnswerInputSchema,
        response: { 200: successEnvelope(inquiryDetailSchema) },
      },
    },
    async (request, reply) => {
      const detail = await inquiries.answerInquiry(context, { id: request.params.id, input: request.body }, staffActOf(request), request.log);
      return reply.header('cache-control', 'no-store').send(ok(detail));
    },
  );
}
