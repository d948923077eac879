import type { CollectionListQuery, CollectionWithProjects, MainPage, OtherKeysQuery, ShopQuery } from 'shared-contract';
import type { AppDatabase } from '../../db/database';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { StoredBody } from '../../http/cached-reply';
import { ok } from '../../http/envelope';
import { shopList } from '../shop/shop-list';
import { CatalogCache, nextChange, type Loaded } from './catalog-cache';
import { toBanner, toCollection, toContentList, toKeyDetail, toKeySummary, toProjectDetail, toProjectSummary } from './catalog-mappers';
import {
  findCollections,
  findKey,
  findProject,
  keyActivities,
  keysOfProject,
  listBanners,
  listCollections,
  listProjects,
  mainPageRecords,
  nextKeyActivity,
  nextPublication,
  topSellingProjects,
  type CollectionRecord,
  type ProjectRecord,
} from './catalog-repository';

export const NEWEST_KEYS_COUNT = 12;

function groupByCollection(collections: CollectionRecord[], projects: ProjectRecord[], now: Date): CollectionWithProjects[] {
  return collections.map((collection) => ({
    collection: toCollection(collection),
    projects: projects
      .filter((project) => (collection.kind === 'webtoon' ? project.webtoon_id : project.theme_id) === collection.id)
      .map((project) => toProjectSummary(project, now)),
  }));
}

/** The instants at which a project's sale status changes by time alone. */
const saleChanges = (projects: ProjectRecord[]) => projects.flatMap((project) => [project.sale_starts_at, project.sale_ends_at]);

/**
 * The public catalog reads that are the same for every visitor, as their cached, serialized answers (`StoredBody`).
 * One instance serves both the api routes and the server-drawn first screens, so a page's HTML and the api agree
 * byte for byte, and drawing a page costs no request of its own (nor counts against the visitor's rate limit).
 * None of these reads the session or the request's language (both languages are in the data).
 */
export class CatalogReads {
  private readonly cache: CatalogCache;

  /** The content lists and the main answer they were made from. */
  private contentsOfMain: { main: StoredBody; contents: StoredBody } | null = null;

  constructor(
    private readonly database: AppDatabase,
    private readonly clock: Clock,
    cacheTtlMs?: number,
  ) {
    this.cache = new CatalogCache(clock, cacheTtlMs);
  }

  private get db() {
    return this.database.db;
  }

  /** The main page from its one query, and the next instant it changes by time alone. */
  private async loadMain(now: Date): Promise<Loaded<MainPage>> {
    const { banners, collections, projects, keys, nextKeyRelease, nextPublication } = await mainPageRecords(this.db, now, NEWEST_KEYS_COUNT);
    const page: MainPage = {
      banners: banners.map(toBanner),
      webtoons: groupByCollection(
        collections.filter((collection) => collection.kind === 'webtoon'),
        projects,
        now,
      ),
      themes: groupByCollection(
        collections.filter((collection) => collection.kind === 'theme'),
        projects,
        now,
      ),
      newestKeys: keys.map((key) => toKeySummary(key)),
    };
    return { value: page, validUntil: nextChange(now, [...saleChanges(projects), nextKeyRelease, nextPublication]) };
  }

  main(): Promise<StoredBody> {
    return this.cache.get('main', (now) => this.loadMain(now));
  }

  /** The main page's content lists (ids and titles), made from the cached main answer whenever that one changes. */
  async contents(): Promise<StoredBody> {
    const main = await this.main();
    if (this.contentsOfMain?.main !== main) {
      const { data } = main.parsed() as { data: MainPage };
      this.contentsOfMain = { main, contents: StoredBody.json(ok(toContentList(data)), this.contentsOfMain?.contents) };
    }
    return this.contentsOfMain.contents;
  }

  banners(): Promise<StoredBody> {
    return this.cache.get('banner', async () => ({ value: (await listBanners(this.db)).map(toBanner), validUntil: null }));
  }

  /** Their project counts change when a scheduled project is published. */
  themes(): Promise<StoredBody> {
    return this.cache.get('theme', async (now) => {
      const [themes, published] = await Promise.all([listCollections(this.db, now, 'theme'), nextPublication(this.db, now)]);
      return { value: themes.map(toCollection), validUntil: published };
    });
  }

  collections({ kind }: CollectionListQuery): Promise<StoredBody> {
    return this.cache.get(`collection-list:${kind ?? ''}`, async (now) => {
      const [collections, projects, published] = await Promise.all([
        listCollections(this.db, now, kind),
        listProjects(this.db, now),
        nextPublication(this.db, now),
      ]);
      return { value: groupByCollection(collections, projects, now), validUntil: nextChange(now, [...saleChanges(projects), published]) };
    });
  }

  /** One collection with its projects (`GET /api/collection?id=`), grouped as in `collections`. */
  collection(id: number): Promise<StoredBody> {
    return this.cache.get(`collection:${id}`, async (now) => {
      const [collections, projects, published] = await Promise.all([
        findCollections(this.db, [id], now),
        listProjects(this.db, now),
        nextPublication(this.db, now),
      ]);
      const [group] = groupByCollection(collections, projects, now);
      if (!group) throw new AppError('COLLECTION_NOT_FOUND');
      return { value: group, validUntil: nextChange(now, [...saleChanges(projects), published]) };
    });
  }

  /** PROJECT_NOT_FOUND before it is published (a refusal is never cached, so it shows from its publication on). */
  project(id: number): Promise<StoredBody> {
    return this.cache.get(`project:${id}`, async (now) => {
      const project = await findProject(this.db, id, now);
      if (!project) throw new AppError('PROJECT_NOT_FOUND');
      const [collections, keys] = await Promise.all([findCollections(this.db, [project.webtoon_id, project.theme_id], now), keysOfProject(this.db, id, now)]);
      const webtoon = collections.find((collection) => collection.id === project.webtoon_id);
      const theme = collections.find((collection) => collection.id === project.theme_id);
      if (!webtoon || !theme) throw new AppError('COLLECTION_NOT_FOUND');
      return { value: toProjectDetail(project, webtoon, theme, keys, now), validUntil: nextChange(now, saleChanges([project])) };
    });
  }

  topSelling(count: number): Promise<StoredBody> {
    return this.cache.get(`top-selling:${count}`, async (now) => {
      const [projects, published] = await Promise.all([topSellingProjects(this.db, count, now), nextPublication(this.db, now)]);
      return {
        value: projects.map((project) => toProjectSummary(project, now)),
        validUntil: nextChange(now, [...saleChanges(projects), published]),
      };
    });
  }

  keyDetails(id: number): Promise<StoredBody> {
    return this.cache.get(`key:${id}`, async (now) => {
      const key = await findKey(this.db, id, now);
      if (!key) throw new AppError('KEY_NOT_FOUND');
      const [project, activities, nextActivity] = await Promise.all([
        findProject(this.db, key.project_id, now),
        keyActivities(this.db, id, now),
        nextKeyActivity(this.db, id, now),
      ]);
      if (!project) throw new AppError('PROJECT_NOT_FOUND');
      return {
        value: toKeyDetail(key, project, activities, now),
        validUntil: nextChange(now, [...saleChanges([project]), nextActivity]),
      };
    });
  }

  /** A project's KEYs but one (a KEY's page lists the others); PROJECT_NOT_FOUND when it has none because it does not exist. */
  otherKeys({ projectId, excludeKeyId }: OtherKeysQuery): Promise<StoredBody> {
    return this.cache.get(`other-keys:${projectId}:${excludeKeyId ?? ''}`, async (now) => {
      const keys = await keysOfProject(this.db, projectId, now, excludeKeyId);
      if (keys.length === 0 && !(await findProject(this.db, projectId, now))) throw new AppError('PROJECT_NOT_FOUND');
      return { value: keys.map((key) => toKeySummary(key)), validUntil: null };
    });
  }

  /** The shop's list of projects on sale (as `GET /api/shop` answers `query`). */
  shop(query: ShopQuery): Promise<StoredBody> {
    const key = `shop:${query.sort}:${query.limit}:${query.webtoonId ?? ''}:${query.themeId ?? ''}:${query.rarity ?? ''}`;
    return this.cache.get(key, async (now) => {
      const [{ list, projects }, published] = await Promise.all([shopList(this.db, query, now), nextPublication(this.db, now)]);
      return { value: list, validUntil: nextChange(now, [...saleChanges(projects), published]) };
    });
  }
}
