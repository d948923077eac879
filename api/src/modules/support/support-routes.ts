import type { FastifyInstance } from 'fastify';
import { API, pageQuerySchema, type Faq, type Notice, type Page } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';

export async function registerSupportRoutes(app: FastifyInstance, { database, clock }: AppContext) {
  const { db } = database;

  /** Published notices: pinned first, then newest. */
  app.get(API.notice, async (request) => {
    const query = parseWith(pageQuerySchema, request.query);
    const now = clock.now();
    const [rows, count] = await Promise.all([
      db
        .selectFrom('notice')
        .select(['id', 'title_ko', 'title_en', 'body_ko', 'body_en', 'pinned', 'published_at'])
        .where('published_at', '<=', now)
        .orderBy('pinned', 'desc')
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute(),
      db
        .selectFrom('notice')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('published_at', '<=', now)
        .executeTakeFirstOrThrow(),
    ]);
    const page: Page<Notice> = {
      items: rows.map((row) => ({
        id: row.id,
        title: { ko: row.title_ko, en: row.title_en },
        body: { ko: row.body_ko, en: row.body_en },
        pinned: row.pinned,
        publishedAt: row.published_at.toISOString(),
      })),
      page: query.page,
      size: query.size,
      total: count.total,
    };
    return ok(page);
  });

  app.get(API.faq, async () => {
    const rows = await db.selectFrom('faq').selectAll().orderBy('sort_order').orderBy('id').execute();
    const faqs: Faq[] = rows.map((row) => ({
      id: row.id,
      category: { ko: row.category_ko, en: row.category_en },
      question: { ko: row.question_ko, en: row.question_en },
      answer: { ko: row.answer_ko, en: row.answer_en },
    }));
    return ok(faqs);
  });
}
