import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  inquiryInputSchema,
  type InquiryAnswerInput,
  type InquiryDetail,
  type InquiryListItem,
  type InquiryQuery,
  type InquiryReceipt,
  type Language,
  type Page,
} from 'shared-contract';
import type { Clock } from '../../clock';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ReceivedFile } from '../../http/multipart-form';
import { parseWith } from '../../http/validate';
import { recordAudit } from '../audit/audit-repository';
import { cleanFileName, detectAttachment, type DetectedAttachment, inquiryStorageName, removeInquiryFiles } from './inquiry-files';
import { inquiryAnswerMail, inquiryReceivedMail } from './inquiry-mail';
import * as repository from './inquiry-repository';

type DB = Kysely<Database>;

/** Who looks at or answers an inquiry in the staff console (audited). */
interface StaffAct {
  staffId: number;
  ip: string;
}

/**
 * A new inquiry from the multipart form (its text fields checked here: a form is no JSON body a route schema could
 * declare), kept with its attachments in one transaction; no file stays behind when it fails. The acknowledgement
 * mail is sent after the commit: when it fails, the inquiry is kept.
 */
export async function submitInquiry(
  { database, clock, storage, mailer }: Pick<AppContext, 'database' | 'clock' | 'storage' | 'mailer'>,
  form: { memberId: number | null; fields: Record<string, string>; files: ReceivedFile[]; language: (formLanguage: string | undefined) => Language },
  log: FastifyBaseLogger,
): Promise<InquiryReceipt> {
  const { db } = database;
  const { fields } = form;
  const input = parseWith(inquiryInputSchema, {
    replyEmail: fields.replyEmail,
    // Multipart sends line breaks as CRLF: counted as the form counts them (one character each).
    body: fields.body?.replace(/\r\n?/g, '\n'),
    agreePrivacy: fields.agreePrivacy === 'true' ? true : fields.agreePrivacy,
  });
  const language = form.language(fields.language);
  const attachments: Array<ReceivedFile & { type: DetectedAttachment }> = [];
  for (const file of form.files) {
    attachments.push({ ...file, type: await detectAttachment(file.content) });
  }

  const now = clock.now();
  const written: { inquiryId: number | null } = { inquiryId: null };
  let receipt: InquiryReceipt;
  try {
    receipt = await db.transaction().execute(async (trx) => {
      const row = await repository.insertInquiry(trx, { userId: form.memberId, replyEmail: input.replyEmail, body: input.body, language, now });
      written.inquiryId = row.id;
      const kept: InquiryReceipt['attachments'] = [];
      for (const attachment of attachments) {
        const storageName = inquiryStorageName(row.id, attachment.type.extension);
        await storage.put(storageName, attachment.content, { contentType: attachment.type.mime, storedAt: now });
        const file = { fileName: cleanFileName(attachment.fileName), mimeType: attachment.type.mime, sizeBytes: attachment.content.length };
        const id = await repository.insertAttachment(trx, { inquiryId: row.id, storageName, ...file, now });
        kept.push({ id, ...file });
      }
      return { id: row.id, createdAt: new Date(row.created_at).toISOString(), attachments: kept };
    });
  } catch (error) {
    // Nothing was kept: no file may stay behind.
    if (written.inquiryId !== null) await removeInquiryFiles(storage, written.inquiryId).catch(() => undefined);
    throw error;
  }

  try {
    await mailer.send(inquiryReceivedMail({ id: receipt.id, to: input.replyEmail, language, question: input.body }));
  } catch (error) {
    // The inquiry is kept; only the acknowledgement is missing.
    log.warn({ err: error, inquiryId: receipt.id }, 'inquiry acknowledgement not sent');
  }
  return receipt;
}

export const inquiryPageOf = (db: DB, query: InquiryQuery): Promise<Page<InquiryListItem>> => repository.inquiryPage(db, query);

/** One inquiry for the support team; the view is audited. */
export async function viewInquiry(db: DB, clock: Clock, id: number, act: StaffAct): Promise<InquiryDetail> {
  const detail = await repository.inquiryDetail(db, id);
  if (!detail) throw new AppError('INQUIRY_NOT_FOUND');
  await recordAudit(db, { actorId: act.staffId, action: 'INQUIRY_VIEW', targetType: 'inquiry', targetId: id, ip: act.ip, at: clock.now() });
  return detail;
}

export interface AttachmentFile {
  key: string;
  fileName: string;
  mimeType: string;
}

const attachmentFileOf = (row: { storage_name: string; file_name: string; mime_type: string }): AttachmentFile => ({
  key: row.storage_name,
  fileName: row.file_name,
  mimeType: row.mime_type,
});

/**
 * An attachment for the support team (NOT_FOUND when there is no such row), with `recordView`, the audit of its download:
 * sent once its file is known to be in the storage, so the log never says a file was viewed that was not.
 */
export async function inquiryAttachment(
  { db, clock }: { db: DB; clock: Clock },
  { id, attachmentId }: { id: number; attachmentId: number },
  act: StaffAct,
): Promise<{ file: AttachmentFile; recordView: () => Promise<void> }> {
  const row = await repository.attachmentOf(db, { id, attachmentId });
  if (!row) throw new AppError('NOT_FOUND');
  const recordView = () =>
    recordAudit(db, {
      actorId: act.staffId,
      action: 'INQUIRY_ATTACHMENT_VIEW',
      targetType: 'inquiry',
      targetId: id,
      details: { attachmentId, fileName: row.file_name },
      ip: act.ip,
      at: clock.now(),
    });
  return { file: attachmentFileOf(row), recordView };
}

/** An attachment for the member who wrote its inquiry; NOT_FOUND for anyone else, as for one that does not exist. */
export async function writerAttachment(db: DB, { id, attachmentId }: { id: number; attachmentId: number }, memberId: number): Promise<AttachmentFile> {
  const row = await repository.attachmentOf(db, { id, attachmentId });
  if (!row || row.writer_id !== memberId) throw new AppError('NOT_FOUND');
  return attachmentFileOf(row);
}

/**
 * Answers an open inquiry in one transaction (audited): the answer mail is sent inside it, so an answer that did not
 * leave is not recorded as given (MAIL_SEND_FAILED). Answers the inquiry as it is now.
 */
export async function answerInquiry(
  { database, clock, mailer }: Pick<AppContext, 'database' | 'clock' | 'mailer'>,
  { id, input }: { id: number; input: InquiryAnswerInput },
  act: StaffAct,
  log: FastifyBaseLogger,
): Promise<InquiryDetail> {
  const { db } = database;
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    const answered = await repository.markAnswered(trx, { id, body: input.body, staffId: act.staffId, now });
    if (!answered) {
      throw new AppError((await repository.inquiryExists(trx, id)) ? 'INQUIRY_ALREADY_ANSWERED' : 'INQUIRY_NOT_FOUND');
    }
    await recordAudit(trx, {
      actorId: act.staffId,
      action: 'INQUIRY_ANSWER',
      targetType: 'inquiry',
      targetId: id,
      details: { answerLength: input.body.length },
      ip: act.ip,
      at: now,
    });
    // Inside the transaction: an answer that did not leave is not recorded as given.
    try {
      await mailer.send(inquiryAnswerMail({ id, to: answered.reply_email, language: answered.language, question: answered.body, answer: input.body }));
    } catch (error) {
      log.error({ err: error, inquiryId: id }, 'inquiry answer mail not sent');
      throw new AppError('MAIL_SEND_FAILED');
    }
  });
  const detail = await repository.inquiryDetail(db, id);
  if (!detail) throw new AppError('INQUIRY_NOT_FOUND');
  return detail;
}
