import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { claimSeedRun } from './seed-helpers';

const SEED_NAME = 'tickets-v1';

/** Ticket demo: up to 3 projects on sale with KEYs left are exchangeable; demo@keys.local holds 2 AVAILABLE tickets. */
export async function seedTickets(db: Kysely<Database>, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimSeedRun(trx, SEED_NAME))) return false;
    const projects = await trx
      .selectFrom('project')
      .innerJoin('key_design', 'key_design.project_id', 'project.id')
      .select('project.id')
      .where('project.sale_starts_at', '<=', now)
      .where((eb) => eb.or([eb('project.sale_ends_at', 'is', null), eb('project.sale_ends_at', '>', now)]))
      .where('key_design.released_at', '<=', now)
      .groupBy('project.id')
      .having(sql`sum(key_design.supply_remaining)`, '>', 0)
      .orderBy('project.id')
      .limit(3)
      .execute();
    if (projects.length > 0)
      await trx
        .insertInto('ticket_project')
        .values(projects.map((project) => ({ project_id: project.id })))
        .execute();
    const demo = await trx.selectFrom('app_user').select('id').where('email', '=', 'demo@keys.local').executeTakeFirst();
    if (demo) {
      await trx
        .insertInto('ticket')
        .values([1, 2].map(() => ({ user_id: demo.id, granted_at: now, source: 'SEED' })))
        .execute();
    }
    return true;
  });
}
