import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The support team's refund console (issue 10 C): REFUND_ADMIN_API. */
export async function registerRefundAdminRoutes(_app: FastifyInstance, _context: AppContext) {}
