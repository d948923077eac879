import type { FastifyInstance } from 'fastify';
import {
  promotionQuerySchema,
  SHOP_API,
  shopQuerySchema,
  type PromotionDetail,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { cachedJsonRoute, sendStoredBody } from '../../http/cached-reply';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { toBanner, toProjectSummary } from '../catalog/catalog-mappers';
import { listBanners, listProjects } from '../catalog/catalog-queries';

/** A banner's project id, read from its `/project?id=N` link. */
const linkedProjectId = (linkUrl: string) => {
  const match = /^\/project\?id=(\d+)$/.exec(linkUrl);
  return match ? Number(match[1]) : null;
};

export async function registerShopRoutes(app: FastifyInstance, { database, clock, catalog }: AppContext) {
  const { db } = database;

  app.get(SHOP_API.shop, cachedJsonRoute, async (request, reply) =>
    sendStoredBody(request, reply, await catalog.shop(parseWith(shopQuerySchema, request.query))),
  );

  app.get(SHOP_API.promotion, async (request) => {
    const { id } = parseWith(promotionQuerySchema, request.query);
    const banners = await listBanners(db);
    if (id === undefined) return ok(banners.map(toBanner));
    const banner = banners.find((row) => row.id === id);
    if (!banner) throw new AppError('NOT_FOUND');
    const now = clock.now();
    const projects = await listProjects(db);
    const linkedId = linkedProjectId(banner.link_url);
    const linked = projects.find((project) => project.id === linkedId);
    const related = linked
      ? [linked, ...projects.filter((project) => project.id !== linked.id && project.webtoon_id === linked.webtoon_id)]
      : [];
    const detail: PromotionDetail = {
      promotion: toBanner(banner),
      projects: related.map((project) => toProjectSummary(project, now)),
    };
    return ok(detail);
  });
}
