import type { Kysely } from 'kysely';
import type { ServicePhase, TerminationSchedule, TerminationScheduleInput } from 'shared-contract';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/audit-repository';
import { insertSchedule, latestSchedule, scheduleHistory } from './termination-repository';

type Row = NonNullable<Awaited<ReturnType<typeof latestSchedule>>>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Without a published schedule, SERVICE_TERMINATES_AT alone opens one refund round this long, paid 14 days after. */
const ENV_ROUND_DAYS = 61;
const ENV_PAY_DAYS = 14;

export function toSchedule(row: Row): TerminationSchedule {
  return {
    version: row.id,
    salesStopAt: row.sales_stop_at.toISOString(),
    refundOpensAt: row.refund_opens_at.toISOString(),
    deadline: row.deadline.toISOString(),
    rounds: row.rounds.map((round, index) => ({ round: index + 1, ...round })),
    publishedAt: row.published_at.toISOString(),
    publishedBy: row.publisher_nickname ?? row.publisher_email,
  };
}

/**
 * A schedule with the environment overrides applied: SERVICE_TERMINATES_AT moves when sales stop, SERVICE_CLOSES_AT
 * moves the deadline (the last round ends there). With overrides and no published schedule, one round runs from the
 * stop of sales to the close (or 61 days), paid 14 days after.
 */
export function applyOverrides(
  schedule: TerminationSchedule | null,
  config: Pick<Config, 'serviceTerminatesAt' | 'serviceClosesAt'>,
): TerminationSchedule | null {
  const { serviceTerminatesAt: terminatesAt, serviceClosesAt: closesAt } = config;
  if (!terminatesAt && !closesAt) return schedule;
  if (!schedule) {
    const start = terminatesAt ?? new Date((closesAt?.getTime() ?? 0) - ENV_ROUND_DAYS * DAY_MS);
    const end = closesAt ?? new Date(start.getTime() + ENV_ROUND_DAYS * DAY_MS);
    return {
      version: 0,
      salesStopAt: start.toISOString(),
      refundOpensAt: start.toISOString(),
      deadline: end.toISOString(),
      rounds: [{ round: 1, startsAt: start.toISOString(), endsAt: end.toISOString(), payBy: new Date(end.getTime() + ENV_PAY_DAYS * DAY_MS).toISOString() }],
      publishedAt: null,
      publishedBy: null,
    };
  }
  const rounds = schedule.rounds.map((round) => ({ ...round }));
  const last = rounds[rounds.length - 1];
  if (closesAt && last) last.endsAt = closesAt.toISOString();
  return {
    ...schedule,
    salesStopAt: terminatesAt?.toISOString() ?? schedule.salesStopAt,
    deadline: closesAt?.toISOString() ?? schedule.deadline,
    rounds,
  };
}

/** Operating before sales stop, terminating until the deadline, closed after it. */
export function phaseOf(schedule: TerminationSchedule | null, now: Date): ServicePhase {
  if (!schedule) return 'operating';
  if (now.getTime() >= Date.parse(schedule.deadline)) return 'closed';
  if (now.getTime() >= Date.parse(schedule.salesStopAt)) return 'terminating';
  return 'operating';
}

/**
 * The schedule in force and the service phase, read from the database (every api instance sees the same published
 * version) and kept for a second, so gated requests do not each read it. Publishing through this instance clears it.
 */
export class TerminationService {
  private cached: { at: number; published: TerminationSchedule | null } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: Pick<Config, 'serviceTerminatesAt' | 'serviceClosesAt'>,
    private readonly cacheMs = 1000,
  ) {}

  async schedule(): Promise<TerminationSchedule | null> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at >= this.cacheMs) {
      const row = await latestSchedule(this.db);
      this.cached = { at: now, published: row ? toSchedule(row) : null };
    }
    // The overrides are applied on every read: they are settings, not data.
    return applyOverrides(this.cached.published, this.config);
  }

  async phaseAt(now: Date): Promise<ServicePhase> {
    return phaseOf(await this.schedule(), now);
  }

  invalidate(): void {
    this.cached = null;
  }

  /** Every published version, newest first (staff). */
  async history(): Promise<TerminationSchedule[]> {
    const rows = await scheduleHistory(this.db);
    return rows.map(toSchedule);
  }

  /**
   * Publishes a new version, audited with the previous and the new one: in force at once on this instance and within
   * a second on every other.
   */
  async publish(
    input: TerminationScheduleInput,
    publisher: { id: number; ip: string | null },
    now: Date,
  ): Promise<{ version: number; published: TerminationSchedule | null }> {
    const previous = await this.schedule();
    const version = await this.db.transaction().execute(async (trx) => {
      const id = await insertSchedule(trx, input, publisher.id, now);
      await recordAudit(trx, {
        actorId: publisher.id,
        action: 'SCHEDULE_PUBLISH',
        targetType: 'termination_schedule',
        targetId: id,
        details: { previousVersion: previous?.version ?? null, schedule: input },
        ip: publisher.ip,
        at: now,
      });
      return id;
    });
    this.invalidate();
    return { version, published: await this.schedule() };
  }
}
