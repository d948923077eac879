import type { Kysely } from 'kysely';
import type { Rarity } from 'shared-contract';
import type { Database, KeyPropertyRow, NewKeyDesign } from '../db/schema';
import { bannerSvg, collectionSvg, keyCardSvg, projectCoverSvg, RARITY_COLORS } from '../modules/catalog/card-art';
import { BANNERS, COLLECTIONS, PROJECTS, type ProjectSeed } from './catalog-data';
import { Random } from '../modules/catalog/seeded-random';
import { bilingual, claimSeedRun } from './seed-helpers';
import { seedCoupons } from './seed-coupons';
import { seedTickets } from './seed-tickets';
import { seedMembers, seedStaff } from './seed-members';
import { seedCommunity } from './seed-community';
import { FAQS, NOTICES } from './support-data';

export const SEED_NAME = 'catalog-v1';
/**
 * When the demo catalogue was published: one fixed early instant (as 0027-studio gave every project that existed
 * before the studio), before any clock the tests set, so the seeded projects are always visible.
 */
export const SEED_PUBLISHED_AT = new Date('2020-01-01T00:00:00Z');
const SEED = 20_230_628;
const DAY_MS = 86_400_000;

const SUPPLY_RANGE: Record<Rarity, [number, number]> = {
  common: [40, 50],
  rare: [25, 35],
  epic: [15, 22],
  legendary: [10, 12],
};

const RARITY_TEXT: Record<Rarity, { ko: string; en: string }> = {
  common: { ko: '일반', en: 'Common' },
  rare: { ko: '레어', en: 'Rare' },
  epic: { ko: '에픽', en: 'Epic' },
  legendary: { ko: '레전더리', en: 'Legendary' },
};

/** Gold to USD cents: 100 Gold is sold for $0.99. */
export const goldToUsdCents = (gold: number) => Math.round(gold * 0.99);

/**
 * Seeds the demo catalog and support content once. Dates are relative to the seed day (noon KST), so the
 * catalog always has projects on sale, one upcoming and one sold out. Returns false when already seeded.
 */
async function seedCatalog(db: Kysely<Database>, now: Date): Promise<boolean> {
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS + 3 * 3_600_000;
  const day = (days: number, minutes = 0) => new Date(anchor + days * DAY_MS + minutes * 60_000);
  const random = new Random(SEED);

  return db.transaction().execute(async (trx) => {
    if (!(await claimSeedRun(trx, SEED_NAME))) return false;

    const collections = await trx
      .insertInto('collection')
      .values(
        COLLECTIONS.map((collection, index) => ({
          kind: collection.kind,
          slug: collection.slug,
          ...bilingual('name', collection.name),
          ...bilingual('description', collection.description),
          sort_order: index,
          art_svg: collectionSvg({ seed: SEED + index, hue: collection.hue, kind: collection.kind, initial: collection.initial }),
          created_at: day(-120 + index),
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    const collectionId = new Map(collections.map((row) => [row.slug, row.id]));
    const idOf = (slug: string) => {
      const id = collectionId.get(slug);
      if (id === undefined) throw new Error(`Seed: unknown collection ${slug}`);
      return id;
    };

    const projects = await trx
      .insertInto('project')
      .values(
        PROJECTS.map((project, index) => ({
          webtoon_id: idOf(project.webtoon),
          theme_id: idOf(project.theme),
          ...bilingual('title', project.title),
          ...bilingual('creator', project.creator),
          ...bilingual('description', project.description),
          price_gold: project.priceGold,
          price_usd_cents: goldToUsdCents(project.priceGold),
          sale_starts_at: day(project.startsInDays),
          sale_ends_at: project.endsInDays === null ? null : day(project.endsInDays),
          art_svg: projectCoverSvg({ seed: SEED + 100 + index, hue: project.hue, titleKo: project.title.ko, titleEn: project.title.en }),
          created_at: day(project.startsInDays > 0 ? -2 : project.startsInDays - 7),
          updated_at: day(project.startsInDays > 0 ? -2 : project.startsInDays - 7),
          published_at: SEED_PUBLISHED_AT,
        })),
      )
      .returning('id')
      .execute();

    const designs: NewKeyDesign[] = PROJECTS.flatMap((project, projectIndex) =>
      project.keys.map((key, keyIndex) => {
        const [min, max] = SUPPLY_RANGE[key.rarity];
        const supplyTotal = random.int(min, max) * 10;
        const supplyRemaining = remainingSupply(project, supplyTotal, random);
        const properties: KeyPropertyRow[] = [
          { name: { ko: '등급', en: 'Rarity' }, value: RARITY_TEXT[key.rarity] },
          {
            name: { ko: '시리즈 번호', en: 'Series number' },
            value: { ko: `${keyIndex + 1} / ${project.keys.length}`, en: `${keyIndex + 1} of ${project.keys.length}` },
          },
          { name: { ko: '테두리', en: 'Frame' }, value: { ko: RARITY_COLORS[key.rarity].label, en: RARITY_COLORS[key.rarity].label } },
          { name: { ko: '작가', en: 'Creator' }, value: project.creator },
        ];
        return {
          project_id: projects[projectIndex]?.id ?? 0,
          ...bilingual('name', key.name),
          description_ko: `‘${project.title.ko}’의 한 장면을 담은 ${RARITY_TEXT[key.rarity].ko} 등급 KEY입니다. 총 ${supplyTotal.toLocaleString('ko-KR')}장 한정으로 발행되었습니다.`,
          description_en: `A ${RARITY_TEXT[key.rarity].en.toLowerCase()} KEY with a scene from “${project.title.en}”, issued in a limited run of ${supplyTotal.toLocaleString('en-US')}.`,
          rarity: key.rarity,
          supply_total: supplyTotal,
          supply_remaining: supplyRemaining,
          properties: JSON.stringify(properties),
          art_svg: keyCardSvg({
            seed: SEED + 1000 + projectIndex * 10 + keyIndex,
            hue: project.hue + keyIndex * 14,
            nameKo: key.name.ko,
            nameEn: key.name.en,
            projectTitle: project.title.en.toUpperCase(),
            rarity: key.rarity,
            serial: projectIndex * 10 + keyIndex + 1,
          }),
          released_at: day(project.startsInDays, keyIndex * 10),
        };
      }),
    );
    const keys = await trx.insertInto('key_design').values(designs).returning(['id', 'released_at']).execute();

    await trx
      .insertInto('key_activity')
      .values(keys.map((key) => ({ key_design_id: key.id, type: 'RELEASE' as const, actor: null, price_gold: null, occurred_at: key.released_at })))
      .execute();

    await trx
      .insertInto('banner')
      .values(
        BANNERS.map((banner, index) => ({
          ...bilingual('title', banner.title),
          ...bilingual('subtitle', banner.subtitle),
          link_url: `/project?id=${projects[banner.project]?.id ?? 1}`,
          sort_order: index,
          art_svg: bannerSvg({ seed: SEED + 500 + index, hue: banner.hue }),
        })),
      )
      .execute();

    await trx
      .insertInto('notice')
      .values(
        NOTICES.map((notice) => ({
          ...bilingual('title', notice.title),
          ...bilingual('body', notice.body),
          pinned: notice.pinned,
          published_at: day(notice.publishedInDays),
        })),
      )
      .execute();

    await trx
      .insertInto('faq')
      .values(
        FAQS.map((faq, index) => ({
          ...bilingual('category', faq.category),
          ...bilingual('question', faq.question),
          ...bilingual('answer', faq.answer),
          sort_order: index,
        })),
      )
      .execute();
    return true;
  });
}

function remainingSupply(project: ProjectSeed, supplyTotal: number, random: Random): number {
  if (project.soldOut) return 0;
  if (project.startsInDays > 0) return supplyTotal;
  const soldShare = Math.min(0.9, (-project.startsInDays / 70) * (0.5 + random.next() * 0.6));
  return supplyTotal - Math.round(supplyTotal * soldShare);
}

/** Demo catalog, then demo members (each seeded once; answers whether anything was added). */
export async function seedDatabase(db: Kysely<Database>, now: Date): Promise<boolean> {
  const catalog = await seedCatalog(db, now);
  const members = await seedMembers(db, now);
  const coupons = await seedCoupons(db, now);
  const tickets = await seedTickets(db, now);
  const staff = await seedStaff(db, now);
  const community = await seedCommunity(db, now);
  return catalog || members || coupons || tickets || staff || community;
}
