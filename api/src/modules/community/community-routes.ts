import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Community routes for members and visitors (issue 11 A and B): COMMUNITY_API's `/api/board/*`. */
export async function registerCommunityRoutes(app: FastifyInstance, context: AppContext) {
  void app;
  void context;
}
