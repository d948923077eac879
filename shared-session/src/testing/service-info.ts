import { serviceInfoSchema, specTerminationSchedule, type ServiceInfo, type ServicePhase } from 'shared-contract';

/** A server clock inside each phase of the spec's 2025 schedule. */
const NOW: Record<ServicePhase, string> = {
  operating: '2024-01-15T03:00:00.000Z',
  terminating: '2025-05-02T03:00:00.000Z',
  closed: '2025-06-20T03:00:00.000Z',
};

/** The spec's schedule (rounds 4/15 to 6/15, deadline 2025-06-16 00:00 KST exclusive) as the api answers it. */
export const specScheduleFixture = () => {
  const input = specTerminationSchedule(2025);
  const first = input.rounds[0];
  const last = input.rounds[input.rounds.length - 1];
  if (!first || !last) throw new Error('the spec schedule has rounds');
  return {
    version: 1,
    salesStopAt: input.salesStopAt,
    refundOpensAt: first.startsAt,
    deadline: last.endsAt,
    rounds: input.rounds.map((round, index) => ({ ...round, round: index + 1 })),
    publishedAt: '2025-04-01T00:00:00.000Z',
    publishedBy: 'admin@keys.local',
  };
};

/**
 * What `GET /api/service/info` answers in a phase (parsed by the contract, so it cannot drift from it). Tests seed
 * it under `SERVICE_INFO_QUERY_KEY`.
 */
export const serviceInfoFixture = (phase: ServicePhase = 'operating', overrides: Partial<ServiceInfo> = {}): ServiceInfo =>
  serviceInfoSchema.parse({
    now: NOW[phase],
    phase,
    termination: phase === 'operating' ? null : specScheduleFixture(),
    supportOpen: true,
    preRegistrationOpen: false,
    version: 'test',
    sessionPollSeconds: 0,
    ...overrides,
  });
