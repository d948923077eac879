import type { AppDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { openTestDatabase } from '../../testing/test-database';
import { fitFontSize, keyCardSvg } from '../../modules/catalog/card-art';
import { seedDatabase } from '../seed';
import { assertKeyMovable, keyUnlocksAt } from '../../modules/ownership/key-lock';

describe('seed', () => {
  let database: AppDatabase;
  const now = new Date('2026-03-10T09:30:00Z');

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  test('seeds the demo catalog once, quickly, and skips when already seeded', async () => {
    const started = Date.now();
    expect(await seedDatabase(database.db, now)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await seedDatabase(database.db, now)).toBe(false);

    const { db } = database;
    const count = async (table: 'collection' | 'project' | 'key_design' | 'key_activity' | 'banner' | 'notice' | 'faq') =>
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    expect(await count('project')).toBeGreaterThanOrEqual(8);
    expect(await count('key_design')).toBeGreaterThanOrEqual(48);
    expect(await count('key_activity')).toBe(await count('key_design'));
    expect(await count('banner')).toBeGreaterThanOrEqual(3);
    expect(await count('notice')).toBeGreaterThanOrEqual(6);
    expect(await count('faq')).toBeGreaterThanOrEqual(10);
    const kinds = await db.selectFrom('collection').select('kind').execute();
    expect(kinds.filter((row) => row.kind === 'webtoon').length).toBeGreaterThanOrEqual(3);
    expect(kinds.filter((row) => row.kind === 'theme').length).toBeGreaterThanOrEqual(3);

    const perProject = await db
      .selectFrom('key_design')
      .select(['project_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('project_id')
      .execute();
    expect(perProject.every((row) => row.n === 6)).toBe(true);

    const designs = await db.selectFrom('key_design').selectAll().execute();
    for (const design of designs) {
      expect(design.supply_total).toBeGreaterThanOrEqual(100);
      expect(design.supply_total).toBeLessThanOrEqual(500);
      expect(design.supply_remaining).toBeLessThanOrEqual(design.supply_total);
      expect(design.name_ko).not.toBe(design.name_en);
      expect(design.art_svg).toContain('<svg');
    }
    const projects = await db.selectFrom('project').selectAll().execute();
    expect(projects.filter((project) => project.sale_starts_at > now)).toHaveLength(1);
    expect(projects.filter((project) => project.sale_starts_at <= now).length).toBeGreaterThanOrEqual(7);

    const faqs = await db.selectFrom('faq').selectAll().execute();
    const categories = new Set(faqs.map((faq) => faq.category_en));
    for (const topic of ['Gold', 'KEYs', 'Cabinet', 'Transfers', 'Refunds', 'Account']) expect(categories).toContain(topic);
    expect(faqs.every((faq) => /[가-힣]/.test(faq.answer_ko) && /^[\x20-\x7e\u2018-\u201d]+$/.test(faq.answer_en))).toBe(true);

    // The demo member's community: a pinned notice by the admin, their own post with the admin's comment.
    const posts = await db
      .selectFrom('community_post as p')
      .innerJoin('app_user as u', 'u.id', 'p.author_id')
      .select(['p.id', 'p.project_id', 'p.pinned_at', 'p.comment_count', 'u.email'])
      .orderBy('p.id')
      .execute();
    expect(posts.map((post) => [post.email, post.pinned_at !== null, post.comment_count])).toEqual([
      ['admin@keys.local', true, 0],
      ['demo@keys.local', false, 1],
    ]);
    const demoProjects = await db
      .selectFrom('key_item as ki')
      .innerJoin('key_design as kd', 'kd.id', 'ki.key_design_id')
      .innerJoin('app_user as u', 'u.id', 'ki.owner_id')
      .select('kd.project_id')
      .where('u.email', '=', 'demo@keys.local')
      .execute();
    expect(demoProjects.map((row) => row.project_id)).toContain(posts[0]?.project_id);
    expect(await db.selectFrom('community_comment').select('post_id').execute()).toEqual([{ post_id: posts[1]?.id }]);

    // The demo member's three KEYs are past their 24-hour lock at the seed's time: transfer and resale work at once.
    const demoKeys = await db
      .selectFrom('key_item as ki')
      .innerJoin('app_user as u', 'u.id', 'ki.owner_id')
      .select(['ki.id', 'ki.owner_id'])
      .where('u.email', '=', 'demo@keys.local')
      .orderBy('ki.id')
      .execute();
    expect(demoKeys).toHaveLength(3);
    for (const key of demoKeys) {
      const unlocksAt = await keyUnlocksAt(db, key.id);
      expect(unlocksAt?.getTime()).toBeLessThanOrEqual(now.getTime());
      for (const kind of ['TRANSFER', 'SALE'] as const) {
        await expect(
          db.transaction().execute((trx) => assertKeyMovable(trx, { keyItemId: key.id, ownerId: key.owner_id ?? 0, now, kind })),
        ).resolves.toBeDefined();
      }
    }
  });

  test('card art is deterministic and escapes text', () => {
    const input = { seed: 7, hue: 200, nameKo: '별 & 달', nameEn: 'Star <Moon>', projectTitle: 'ORBIT', rarity: 'epic' as const, serial: 3 };
    expect(keyCardSvg(input)).toBe(keyCardSvg(input));
    expect(keyCardSvg({ ...input, seed: 8 })).not.toBe(keyCardSvg(input));
    expect(keyCardSvg(input)).toContain('별 &amp; 달');
    expect(keyCardSvg(input)).toContain('Star &lt;Moon&gt;');
    expect(keyCardSvg(input)).toContain('EPIC');
    expect(fitFontSize('마법서 위의 고양이', 240, 24)).toBeLessThanOrEqual(24);
    expect(fitFontSize('A very long English name for a KEY card', 240, 24)).toBeLessThan(24);
  });
});
