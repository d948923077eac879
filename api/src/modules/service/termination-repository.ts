import type { Kysely } from 'kysely';
import type { TerminationScheduleInput } from 'shared-contract';
import type { Database } from '../../db/schema';

const scheduleColumns = [
  's.id',
  's.sales_stop_at',
  's.rounds',
  's.refund_opens_at',
  's.deadline',
  's.published_at',
  'u.nickname as publisher_nickname',
  'u.email as publisher_email',
] as const;

const withPublisher = (db: Kysely<Database>) => db.selectFrom('termination_schedule as s').innerJoin('app_user as u', 'u.id', 's.published_by');

/** The newest published version, or undefined. */
export const latestSchedule = (db: Kysely<Database>) => withPublisher(db).select(scheduleColumns).orderBy('s.id', 'desc').limit(1).executeTakeFirst();

/** Every published version, newest first. */
export const scheduleHistory = (db: Kysely<Database>) => withPublisher(db).select(scheduleColumns).orderBy('s.id', 'desc').execute();

/** Publishes a validated schedule as a new version; the window and deadline come from its rounds. */
export async function insertSchedule(db: Kysely<Database>, input: TerminationScheduleInput, publishedBy: number, at: Date): Promise<number> {
  const first = input.rounds[0];
  const last = input.rounds[input.rounds.length - 1];
  if (!first || !last) throw new Error('a validated schedule has rounds');
  const row = await db
    .insertInto('termination_schedule')
    .values({
      sales_stop_at: input.salesStopAt,
      rounds: JSON.stringify(input.rounds),
      refund_opens_at: first.startsAt,
      deadline: last.endsAt,
      published_by: publishedBy,
      published_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
