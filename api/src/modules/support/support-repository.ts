import type { Kysely, Selectable } from 'kysely';
import type { Database, FaqTable, NoticeTable } from '../../db/schema';

/** The SQL of the public support pages: notices and the FAQ (inquiries have inquiry-repository). */
type DB = Kysely<Database>;

export type NoticeRow = Pick<Selectable<NoticeTable>, 'id' | 'title_ko' | 'title_en' | 'body_ko' | 'body_en' | 'pinned' | 'published_at'>;

/** A page of the notices published by `now` (pinned first, then newest) and their count. */
export async function publishedNotices(db: DB, { now, page, size }: { now: Date; page: number; size: number }): Promise<{ rows: NoticeRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('notice')
      .select(['id', 'title_ko', 'title_en', 'body_ko', 'body_en', 'pinned', 'published_at'])
      .where('published_at', '<=', now)
      .orderBy('pinned', 'desc')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('notice')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('published_at', '<=', now)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export async function faqs(db: DB): Promise<Selectable<FaqTable>[]> {
  return db.selectFrom('faq').selectAll().orderBy('sort_order').orderBy('id').execute();
}
