import {
  artPath,
  type ArtFormat,
  type Banner,
  type Collection,
  type CollectionWithProjects,
  type ContentList,
  type KeyActivity,
  type KeyDetail,
  type KeySummary,
  type MainPage,
  type ProjectDetail,
  type ProjectSummary,
} from 'shared-contract';
import type { BannerRecord, CollectionRecord, KeyActivityRecord, KeyDetailRecord, KeyRecord, ProjectDetailRecord, ProjectRecord } from './catalog-repository';
import { saleStatusAt } from './sale-status';

const iso = (date: Date) => date.toISOString();

/**
 * A link to art members may not see yet (of a draft or scheduled project): the art route's path with the art's version
 * (`md5` of its SVG), which the route asks for before it serves such art (catalog-service `artFile`). A new version is
 * a new link, so a preview never shows art a browser kept from before a change.
 */
export const artPreviewPath = (path: string, version: string) => `${path}?v=${version}`;

export function toCollection(row: CollectionRecord): Collection {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    name: { ko: row.name_ko, en: row.name_en },
    description: { ko: row.description_ko, en: row.description_en },
    imageUrl: artPath.collection(row.id),
    projectCount: row.project_count,
  };
}

/** `art`: the form of its picture (WebP in lists; the project's own page shows it large, as SVG). */
export function toProjectSummary(row: ProjectRecord, now: Date, art: ArtFormat = 'webp'): ProjectSummary {
  return {
    id: row.id,
    title: { ko: row.title_ko, en: row.title_en },
    creator: { ko: row.creator_ko, en: row.creator_en },
    webtoonId: row.webtoon_id,
    themeId: row.theme_id,
    imageUrl: artPath.project(row.id, art),
    keyCount: row.key_count,
    priceGold: row.price_gold,
    priceUsdCents: row.price_usd_cents,
    supplyTotal: row.supply_total,
    supplyRemaining: row.supply_remaining,
    saleStatus: saleStatusAt({ saleStartsAt: row.sale_starts_at, saleEndsAt: row.sale_ends_at, supplyRemaining: row.supply_remaining }, now),
    saleStartsAt: iso(row.sale_starts_at),
    saleEndsAt: row.sale_ends_at ? iso(row.sale_ends_at) : null,
    createdAt: iso(row.created_at),
  };
}

export function toProjectWithDescription(row: ProjectDetailRecord, now: Date, art: ArtFormat = 'webp') {
  return { ...toProjectSummary(row, now, art), description: { ko: row.description_ko, en: row.description_en } };
}

export function toProjectDetail(row: ProjectDetailRecord, webtoon: CollectionRecord, theme: CollectionRecord, keys: KeyRecord[], now: Date): ProjectDetail {
  return {
    ...toProjectWithDescription(row, now, 'svg'),
    webtoon: toCollection(webtoon),
    theme: toCollection(theme),
    keys: keys.map((key) => toKeySummary(key)),
  };
}

/** What every answer with a KEY design shows of it: its name in both languages, its rarity and its art. */
export const keyDesignFace = <Rarity extends string>(designId: number, row: { name_ko: string; name_en: string; rarity: Rarity }, art: ArtFormat = 'webp') => ({
  name: { ko: row.name_ko, en: row.name_en },
  rarity: row.rarity,
  imageUrl: artPath.key(designId, art),
});

/** `art`: the form of its picture (WebP in lists; the KEY's own page shows it large, as SVG). */
export function toKeySummary(row: KeyRecord, art: ArtFormat = 'webp'): KeySummary {
  return {
    id: row.id,
    projectId: row.project_id,
    projectTitle: { ko: row.project_title_ko, en: row.project_title_en },
    ...keyDesignFace(row.id, row, art),
    supplyTotal: row.supply_total,
    supplyRemaining: row.supply_remaining,
    releasedAt: iso(row.released_at),
  };
}

export function toKeyActivity(row: KeyActivityRecord): KeyActivity {
  return {
    id: row.id,
    type: row.type,
    actor: row.actor,
    priceGold: row.price_gold,
    occurredAt: iso(row.occurred_at),
  };
}

export function toKeyDetail(row: KeyDetailRecord, project: ProjectDetailRecord, activities: KeyActivityRecord[], now: Date): KeyDetail {
  return {
    ...toKeySummary(row, 'svg'),
    description: { ko: row.description_ko, en: row.description_en },
    project: toProjectWithDescription(project, now),
    properties: row.properties.map((property) => ({ name: property.name, value: property.value })),
    activities: activities.map(toKeyActivity),
  };
}

export function toBanner(row: BannerRecord): Banner {
  return {
    id: row.id,
    title: { ko: row.title_ko, en: row.title_en },
    subtitle: { ko: row.subtitle_ko, en: row.subtitle_en },
    imageUrl: artPath.banner(row.id),
    linkUrl: row.link_url,
  };
}

const toContentSection = ({ collection, projects }: CollectionWithProjects) => ({
  kind: collection.kind,
  collectionId: collection.id,
  title: collection.name,
  projects: projects.map((project) => ({ id: project.id, title: project.title })),
});

/** The main page's content lists, by id and title (`GET /api/contents/list`). */
export function toContentList(main: MainPage): ContentList {
  return {
    banners: main.banners,
    sections: [...main.webtoons, ...main.themes].map(toContentSection),
    newestKeys: main.newestKeys.map((key) => ({ id: key.id, title: key.name })),
  };
}
