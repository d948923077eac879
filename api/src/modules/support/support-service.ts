import type { Kysely } from 'kysely';
import type { Faq, Notice, Page } from 'shared-contract';
import type { Database } from '../../db/schema';
import * as repository from './support-repository';

type DB = Kysely<Database>;

/** Published notices: pinned first, then newest. */
export async function noticesAt(db: DB, now: Date, { page, size }: { page: number; size: number }): Promise<Page<Notice>> {
  const { rows, total } = await repository.publishedNotices(db, { now, page, size });
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: { ko: row.title_ko, en: row.title_en },
      body: { ko: row.body_ko, en: row.body_en },
      pinned: row.pinned,
      publishedAt: row.published_at.toISOString(),
    })),
    page,
    size,
    total,
  };
}

export async function faqList(db: DB): Promise<Faq[]> {
  const rows = await repository.faqs(db);
  return rows.map((row) => ({
    id: row.id,
    category: { ko: row.category_ko, en: row.category_en },
    question: { ko: row.question_ko, en: row.question_en },
    answer: { ko: row.answer_ko, en: row.answer_en },
  }));
}
