import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The member's refund request (issue 10 B): REFUND_API. */
export async function registerRefundRoutes(_app: FastifyInstance, _context: AppContext) {}
