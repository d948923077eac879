import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, isSupportOpen, serviceInfoSchema, successEnvelope, testClockSchema, testClockStateSchema, type ServiceInfo } from 'shared-contract';
import { TestClock } from '../../clock';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { invalidateCatalogCache } from '../catalog/catalog-cache';
import { PreRegistrationService } from '../events/pre-registration-service';
import { API_VERSION } from '../../version';
import { phaseOf } from './termination-service';

const TAGS = ['service'];

export async function registerServiceRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, clock, termination } = context;
  const preRegistration = new PreRegistrationService(context);
  app.get(API.serviceInfo, { schema: { tags: TAGS, response: { 200: successEnvelope(serviceInfoSchema) } } }, async (_request, reply) => {
    const now = clock.now();
    const schedule = await termination.schedule();
    const info: ServiceInfo = {
      now: now.toISOString(),
      phase: phaseOf(schedule, now),
      termination: schedule,
      supportOpen: isSupportOpen(now),
      // The menus offer the pre-registration pages until the launch an admin set (default 2023-06-28 KST).
      preRegistrationOpen: await preRegistration.menuShown(now),
      version: API_VERSION,
      sessionPollSeconds: config.sessionPollSeconds,
    };
    return reply.header('cache-control', 'no-store').send(ok(info));
  });

  // The movable clock exists only in test mode (NODE_ENV=test).
  if (!config.testMode || !(clock instanceof TestClock)) return;

  const testClock = { 200: successEnvelope(testClockStateSchema) };

  app.get(API.testClock, { schema: { tags: TAGS, response: testClock } }, async () => ok({ now: clock.now().toISOString() }));

  app.post(API.testClock, { schema: { tags: TAGS, body: testClockSchema, response: testClock } }, async (request) => {
    const input = request.body;
    if ('now' in input) clock.set(new Date(input.now));
    else if ('advanceMs' in input) clock.advance(input.advanceMs);
    else clock.reset();
    invalidateCatalogCache();
    request.log.info({ now: clock.now().toISOString() }, 'test clock moved');
    return ok({ now: clock.now().toISOString() });
  });
}
