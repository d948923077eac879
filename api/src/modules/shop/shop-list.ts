import type { ShopList, ShopQuery } from 'shared-contract';
import { toProjectSummary } from '../catalog/catalog-mappers';
import { listProjects, type DB, type ProjectRecord } from '../catalog/catalog-repository';
import { saleStatusAt } from '../catalog/sale-status';
import { projectIdsWithRarity } from './shop-repository';

const onSale = (project: ProjectRecord, now: Date) =>
  saleStatusAt({ saleStartsAt: project.sale_starts_at, saleEndsAt: project.sale_ends_at, supplyRemaining: project.supply_remaining }, now) === 'on_sale';

const newestFirst = (a: ProjectRecord, b: ProjectRecord) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id;

const ORDER: Record<ShopQuery['sort'], (a: ProjectRecord, b: ProjectRecord) => number> = {
  newest: newestFirst,
  price_asc: (a, b) => a.price_gold - b.price_gold || newestFirst(a, b),
  price_desc: (a, b) => b.price_gold - a.price_gold || newestFirst(a, b),
  remaining: (a, b) => b.supply_remaining - a.supply_remaining || newestFirst(a, b),
};

/** Ids of the projects holding a KEY of this rarity that is not sold out. */
async function projectsWithRarity(db: DB, rarity: NonNullable<ShopQuery['rarity']>): Promise<Set<number>> {
  return new Set(await projectIdsWithRarity(db, rarity));
}

/** The projects on sale now with supply left, filtered and ordered as asked; `projects`: every project it looked at. */
export async function shopList(db: DB, query: ShopQuery, now: Date): Promise<{ list: ShopList; projects: ProjectRecord[] }> {
  const [projects, withRarity] = await Promise.all([listProjects(db, now), query.rarity ? projectsWithRarity(db, query.rarity) : Promise.resolve(null)]);
  const items = projects
    .filter((project) => onSale(project, now))
    .filter((project) => query.webtoonId === undefined || project.webtoon_id === query.webtoonId)
    .filter((project) => query.themeId === undefined || project.theme_id === query.themeId)
    .filter((project) => withRarity === null || withRarity.has(project.id))
    .sort(ORDER[query.sort]);
  return {
    list: { items: items.slice(0, query.limit).map((project) => toProjectSummary(project, now)), total: items.length },
    projects,
  };
}
