import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  INQUIRY_API,
  inquiryAnswerInputSchema,
  inquiryInputSchema,
  inquiryQuerySchema,
  queryId,
  type InquiryReceipt,
  type Language,
} from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { MULTIPART_PLUGIN_OPTIONS, type ReceivedFile } from '../../http/multipart-form';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { parseWith } from '../../http/validate';
import { recordAudit } from '../audit/audit-repository';
import { authenticate, memberOf, requireMember, type AuthenticatedMember } from '../members/request-member';
import { memberUploadQuota } from '../uploads/upload-quota';
import {
  attachmentDisposition,
  cleanFileName,
  detectAttachment,
  downloadName,
  type DetectedAttachment,
  inquiryStorageName,
  readInquiryFile,
  removeInquiryFolder,
  writeInquiryFile,
} from './inquiry-files';
import { inquiryAnswerMail, inquiryReceivedMail } from './inquiry-mail';
import { inquiryDetail, inquiryPage } from './inquiry-repository';
import { readInquiryForm } from './inquiry-upload';

/**
 * Inquiries per IP (route config of @fastify/rate-limit, its own counter beside the global one). Applies when
 * the API's rate limit is on (RATE_LIMIT_MAX > 0); tests turn it on to see the sixth inquiry refused.
 */
export const INQUIRY_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 } as const;

const inquiryParams = z.object({ id: queryId });
const attachmentParams = inquiryParams.extend({ attachmentId: queryId });

const inquiryIdOf = (request: FastifyRequest) => {
  const parsed = inquiryParams.safeParse(request.params);
  if (!parsed.success) throw new AppError('INQUIRY_NOT_FOUND');
  return parsed.data.id;
};

const pickFormLanguage = (value: string | undefined, request: FastifyRequest): Language =>
  value === 'ko' || value === 'en' ? value : requestLanguage(request);

/** Support inquiries (issue 10 D): INQUIRY_API, for members, visitors and the support team. */
export async function registerInquiryRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock, config, mailer } = context;
  const { db } = database;
  const staff = { preHandler: requireMember(context, { staff: true }) };

  await app.register(async (uploads) => {
    await uploads.register(multipart, MULTIPART_PLUGIN_OPTIONS);

    uploads.post(INQUIRY_API.inquiry, { config: { rateLimit: INQUIRY_RATE_LIMIT } }, async (request) => {
      // Once the body has been read: the optional member, whose token (when sent) must be valid; a member's
      // attachments count against their upload quota.
      let caller: Promise<AuthenticatedMember | null> | undefined;
      const signedIn = () => (caller ??= request.headers.authorization ? authenticate(context, request) : Promise.resolve(null));
      const form = await readInquiryForm(request, memberUploadQuota(db, clock, async () => (await signedIn())?.user.id ?? null));
      const member = await signedIn();
      if (form.refusal) throw new AppError(form.refusal);
      const { fields } = form;
      const input = parseWith(inquiryInputSchema, {
        replyEmail: fields.replyEmail,
        // Multipart sends line breaks as CRLF: counted as the form counts them (one character each).
        body: fields.body?.replace(/\r\n?/g, '\n'),
        agreePrivacy: fields.agreePrivacy === 'true' ? true : fields.agreePrivacy,
      });
      const language = pickFormLanguage(fields.language, request);
      const attachments: Array<ReceivedFile & { type: DetectedAttachment }> = [];
      for (const file of form.files) {
        attachments.push({ ...file, type: await detectAttachment(file.content) });
      }

      const now = clock.now();
      const written: { inquiryId: number | null } = { inquiryId: null };
      let receipt: InquiryReceipt;
      try {
        receipt = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('support_inquiry')
            .values({
              user_id: member?.user.id ?? null,
              reply_email: input.replyEmail,
              body: input.body,
              language,
              status: 'OPEN',
              privacy_agreed_at: now,
              created_at: now,
            })
            .returning(['id', 'created_at'])
            .executeTakeFirstOrThrow();
          written.inquiryId = row.id;
          for (const attachment of attachments) {
            const storageName = inquiryStorageName(row.id, attachment.type.extension);
            await writeInquiryFile(config.uploadDir, storageName, attachment.content, now);
            await trx
              .insertInto('support_inquiry_attachment')
              .values({
                inquiry_id: row.id,
                storage_name: storageName,
                file_name: cleanFileName(attachment.fileName),
                mime_type: attachment.type.mime,
                size_bytes: attachment.content.length,
                created_at: now,
              })
              .execute();
          }
          return { id: row.id, createdAt: new Date(row.created_at).toISOString() };
        });
      } catch (error) {
        // Nothing was kept: no file may stay behind.
        if (written.inquiryId !== null) await removeInquiryFolder(config.uploadDir, written.inquiryId).catch(() => undefined);
        throw error;
      }

      try {
        await mailer.send(inquiryReceivedMail({ id: receipt.id, to: input.replyEmail, language, question: input.body }));
      } catch (error) {
        // The inquiry is kept; only the acknowledgement is missing.
        request.log.warn({ err: error, inquiryId: receipt.id }, 'inquiry acknowledgement not sent');
      }
      return ok(receipt);
    });
  });

  app.get(INQUIRY_API.adminInquiries, staff, async (request, reply) => {
    const query = parseWith(inquiryQuerySchema, request.query);
    return reply.header('cache-control', 'no-store').send(ok(await inquiryPage(db, query)));
  });

  app.get(INQUIRY_API.adminInquiry(':id'), staff, async (request, reply) => {
    const id = inquiryIdOf(request);
    const { user } = memberOf(request);
    const detail = await inquiryDetail(db, id);
    if (!detail) throw new AppError('INQUIRY_NOT_FOUND');
    await recordAudit(db, { actorId: user.id, action: 'INQUIRY_VIEW', targetType: 'inquiry', targetId: id, ip: request.ip, at: clock.now() });
    return reply.header('cache-control', 'no-store').send(ok(detail));
  });

  app.get(INQUIRY_API.adminAttachment(':id', ':attachmentId'), staff, async (request, reply) => {
    const parsed = attachmentParams.safeParse(request.params);
    if (!parsed.success) throw new AppError('NOT_FOUND');
    const { id, attachmentId } = parsed.data;
    const { user } = memberOf(request);
    const row = await db
      .selectFrom('support_inquiry_attachment')
      .select(['storage_name', 'file_name', 'mime_type'])
      .where('id', '=', attachmentId)
      .where('inquiry_id', '=', id)
      .executeTakeFirst();
    const content = row ? await readInquiryFile(config.uploadDir, row.storage_name) : null;
    if (!row || !content) throw new AppError('NOT_FOUND');
    await recordAudit(db, {
      actorId: user.id,
      action: 'INQUIRY_ATTACHMENT_VIEW',
      targetType: 'inquiry',
      targetId: id,
      details: { attachmentId, fileName: row.file_name },
      ip: request.ip,
      at: clock.now(),
    });
    return reply
      .type(row.mime_type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', attachmentDisposition(downloadName(row.file_name, row.mime_type)))
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'no-store')
      .send(content);
  });

  app.post(INQUIRY_API.adminAnswer(':id'), staff, async (request, reply) => {
    const id = inquiryIdOf(request);
    const input = parseWith(inquiryAnswerInputSchema, request.body);
    const { user } = memberOf(request);
    await db.transaction().execute(async (trx) => {
      const now = clock.now();
      // Only an open inquiry is answered: of two answers at once, the second waits for the row and finds it answered.
      const answered = await trx
        .updateTable('support_inquiry')
        .set({ status: 'ANSWERED', answer_body: input.body, answered_by: user.id, answered_at: now })
        .where('id', '=', id)
        .where('status', '=', 'OPEN')
        .returning(['id', 'reply_email', 'language', 'body'])
        .executeTakeFirst();
      if (!answered) {
        const exists = await trx.selectFrom('support_inquiry').select('id').where('id', '=', id).executeTakeFirst();
        throw new AppError(exists ? 'INQUIRY_ALREADY_ANSWERED' : 'INQUIRY_NOT_FOUND');
      }
      await recordAudit(trx, {
        actorId: user.id,
        action: 'INQUIRY_ANSWER',
        targetType: 'inquiry',
        targetId: id,
        details: { answerLength: input.body.length },
        ip: request.ip,
        at: now,
      });
      // Inside the transaction: an answer that did not leave is not recorded as given.
      try {
        await mailer.send(inquiryAnswerMail({ id, to: answered.reply_email, language: answered.language, question: answered.body, answer: input.body }));
      } catch (error) {
        request.log.error({ err: error, inquiryId: id }, 'inquiry answer mail not sent');
        throw new AppError('MAIL_SEND_FAILED');
      }
    });
    const detail = await inquiryDetail(db, id);
    if (!detail) throw new AppError('INQUIRY_NOT_FOUND');
    return reply.header('cache-control', 'no-store').send(ok(detail));
  });
}
