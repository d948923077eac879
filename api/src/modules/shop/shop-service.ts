import type { Promotion, PromotionDetail } from 'shared-contract';
import { AppError } from '../../http/app-error';
import { toBanner, toProjectSummary } from '../catalog/catalog-mappers';
import { listBanners, listProjects, type DB } from '../catalog/catalog-repository';

/** A banner's project id, read from its `/project?id=N` link. */
const linkedProjectId = (linkUrl: string) => {
  const match = /^\/project\?id=(\d+)$/.exec(linkUrl);
  return match ? Number(match[1]) : null;
};

/** Every promotion (the main page's banners), or with an id that one with its linked project and the others of its webtoon. */
export async function promotions(db: DB, id: number | undefined, now: () => Date): Promise<Promotion[] | PromotionDetail> {
  const banners = await listBanners(db);
  if (id === undefined) return banners.map(toBanner);
  const banner = banners.find((row) => row.id === id);
  if (!banner) throw new AppError('NOT_FOUND');
  const at = now();
  const projects = await listProjects(db, at);
  const linkedId = linkedProjectId(banner.link_url);
  const linked = projects.find((project) => project.id === linkedId);
  const related = linked ? [linked, ...projects.filter((project) => project.id !== linked.id && project.webtoon_id === linked.webtoon_id)] : [];
  return {
    promotion: toBanner(banner),
    projects: related.map((project) => toProjectSummary(project, at)),
  };
}
