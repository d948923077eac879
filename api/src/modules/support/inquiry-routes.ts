import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Support inquiries (issue 10 D): INQUIRY_API, for members, visitors and the support team. */
export async function registerInquiryRoutes(_app: FastifyInstance, _context: AppContext) {}
