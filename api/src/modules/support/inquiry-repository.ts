import { sql, type Kysely } from 'kysely';
import type { InquiryDetail, InquiryListItem, InquiryQuery, Page, StaffMemberRef } from 'shared-contract';
import type { Database } from '../../db/schema';
import { oneLineExcerpt } from '../../text/excerpt';

const PREVIEW_LENGTH = 120;

/** The start of the text on one line, for the list. */
export const inquiryPreview = (body: string) => oneLineExcerpt(body, PREVIEW_LENGTH);

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const memberRef = (id: number | null, email: string | null, nickname: string | null): StaffMemberRef | null => (id === null ? null : { id, email, nickname });

function filtered(db: Kysely<Database>, query: Pick<InquiryQuery, 'status' | 'q'>) {
  let select = db.selectFrom('support_inquiry as i').leftJoin('app_user as u', 'u.id', 'i.user_id');
  if (query.status) select = select.where('i.status', '=', query.status);
  if (query.q) {
    const pattern = likePattern(query.q);
    select = select.where((eb) => eb.or([eb('i.reply_email', 'ilike', pattern), eb('i.body', 'ilike', pattern)]));
  }
  return select;
}

const listColumns = [
  'i.id',
  'i.reply_email',
  'i.status',
  'i.language',
  'i.created_at',
  'i.answered_at',
  'u.id as member_id',
  'u.email as member_email',
  'u.nickname as member_nickname',
] as const;

type ListRow = {
  id: number;
  reply_email: string;
  status: 'OPEN' | 'ANSWERED';
  language: 'ko' | 'en';
  created_at: Date;
  answered_at: Date | null;
  member_id: number | null;
  member_email: string | null;
  member_nickname: string | null;
  head: string;
  attachment_count: number | string;
};

const toListItem = (row: ListRow): InquiryListItem => ({
  id: row.id,
  replyEmail: row.reply_email,
  member: memberRef(row.member_id, row.member_email, row.member_nickname),
  preview: inquiryPreview(row.head),
  attachmentCount: Number(row.attachment_count),
  status: row.status,
  language: row.language,
  createdAt: new Date(row.created_at).toISOString(),
  answeredAt: row.answered_at ? new Date(row.answered_at).toISOString() : null,
});

const attachmentCount = sql<number>`(select count(*) from support_inquiry_attachment a where a.inquiry_id = i.id)`;

/** A page of inquiries: open ones first, then newest first; `q` looks in the reply e-mail and the text. */
export async function inquiryPage(db: Kysely<Database>, query: InquiryQuery): Promise<Page<InquiryListItem>> {
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .select(listColumns)
      .select(sql<string>`left(i.body, 400)`.as('head'))
      .select(attachmentCount.as('attachment_count'))
      .orderBy(sql`case when i.status = 'OPEN' then 0 else 1 end`)
      .orderBy('i.id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toListItem), page: query.page, size: query.size, total: Number(count.n) };
}

/** One inquiry with its text, attachments and answer; undefined when there is none with that id. */
export async function inquiryDetail(db: Kysely<Database>, id: number): Promise<InquiryDetail | undefined> {
  const row = await db
    .selectFrom('support_inquiry as i')
    .leftJoin('app_user as u', 'u.id', 'i.user_id')
    .leftJoin('app_user as s', 's.id', 'i.answered_by')
    .select(listColumns)
    .select(['i.body', 'i.answer_body', 's.id as staff_id', 's.email as staff_email', 's.nickname as staff_nickname'])
    .select(sql<string>`left(i.body, 400)`.as('head'))
    .select(attachmentCount.as('attachment_count'))
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const attachments = await db
    .selectFrom('support_inquiry_attachment')
    .select(['id', 'file_name', 'mime_type', 'size_bytes'])
    .where('inquiry_id', '=', id)
    .orderBy('id')
    .execute();
  const answeredBy = memberRef(row.staff_id, row.staff_email, row.staff_nickname);
  return {
    ...toListItem(row),
    body: row.body,
    attachments: attachments.map((attachment) => ({
      id: attachment.id,
      fileName: attachment.file_name,
      mimeType: attachment.mime_type,
      sizeBytes: attachment.size_bytes,
    })),
    answer:
      row.answer_body !== null && row.answered_at && answeredBy ? { body: row.answer_body, at: new Date(row.answered_at).toISOString(), by: answeredBy } : null,
  };
}

export async function insertInquiry(
  db: Kysely<Database>,
  inquiry: { userId: number | null; replyEmail: string; body: string; language: 'ko' | 'en'; now: Date },
): Promise<{ id: number; created_at: Date }> {
  return db
    .insertInto('support_inquiry')
    .values({
      user_id: inquiry.userId,
      reply_email: inquiry.replyEmail,
      body: inquiry.body,
      language: inquiry.language,
      status: 'OPEN',
      privacy_agreed_at: inquiry.now,
      created_at: inquiry.now,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function insertAttachment(
  db: Kysely<Database>,
  attachment: { inquiryId: number; storageName: string; fileName: string; mimeType: string; sizeBytes: number; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('support_inquiry_attachment')
    .values({
      inquiry_id: attachment.inquiryId,
      storage_name: attachment.storageName,
      file_name: attachment.fileName,
      mime_type: attachment.mimeType,
      size_bytes: attachment.sizeBytes,
      created_at: attachment.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function attachmentOf(
  db: Kysely<Database>,
  { id, attachmentId }: { id: number; attachmentId: number },
): Promise<{ storage_name: string; file_name: string; mime_type: string; writer_id: number | null } | undefined> {
  return db
    .selectFrom('support_inquiry_attachment as a')
    .innerJoin('support_inquiry as i', 'i.id', 'a.inquiry_id')
    .select(['a.storage_name', 'a.file_name', 'a.mime_type', 'i.user_id as writer_id'])
    .where('a.id', '=', attachmentId)
    .where('a.inquiry_id', '=', id)
    .executeTakeFirst();
}

/** Only an open inquiry is answered: of two answers at once, the second waits for the row and finds it answered. */
export async function markAnswered(
  db: Kysely<Database>,
  answer: { id: number; body: string; staffId: number; now: Date },
): Promise<{ id: number; reply_email: string; language: 'ko' | 'en'; body: string } | undefined> {
  return db
    .updateTable('support_inquiry')
    .set({ status: 'ANSWERED', answer_body: answer.body, answered_by: answer.staffId, answered_at: answer.now })
    .where('id', '=', answer.id)
    .where('status', '=', 'OPEN')
    .returning(['id', 'reply_email', 'language', 'body'])
    .executeTakeFirst();
}

export async function inquiryExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('support_inquiry').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
