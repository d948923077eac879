import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Moderation for the staff console (issue 11 C): COMMUNITY_API's `/api/admin/community/*`. */
export async function registerCommunityAdminRoutes(app: FastifyInstance, context: AppContext) {
  void app;
  void context;
}
