import { z } from 'zod';
import { intSchema } from './input';
import { terminationScheduleSchema } from './termination';
import { SERVICE_PHASES } from './service-dates';

export * from './service-dates';

export const servicePhaseSchema = z.enum(SERVICE_PHASES);
export type ServicePhase = z.infer<typeof servicePhaseSchema>;

export const serviceInfoSchema = z.object({
  /** The server clock, ISO-8601 UTC. */
  now: z.string(),
  phase: servicePhaseSchema,
  /** The termination schedule in force (published by an admin, or made from the environment overrides), or null. */
  termination: terminationScheduleSchema.nullable().default(null),
  supportOpen: z.boolean(),
  preRegistrationOpen: z.boolean(),
  version: z.string(),
  /** Refetch the session every this many seconds (0: only on tab focus and other tabs' changes). */
  sessionPollSeconds: z.number().int().min(0).default(0),
});
export type ServiceInfo = z.infer<typeof serviceInfoSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
/** `GET /_/health` when the database does not answer (503). */
export const healthUnavailableSchema = healthSchema.extend({ status: z.literal('unavailable') });

/** Test builds only (`NODE_ENV=test` or `E2E=1`): move the server clock. */
export const testClockSchema = z.union([
  z.object({ now: z.string().datetime({ offset: true }) }),
  z.object({ advanceMs: intSchema(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER) }),
  z.object({ reset: z.literal(true) }),
]);
export type TestClockInput = z.infer<typeof testClockSchema>;
/** The test clock's time after a read or a move. */
export const testClockStateSchema = z.object({ now: z.string() });
