import { hash } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { Role } from 'shared-contract';
import type { Database } from '../db/schema';
import { EDITOR_DEMO_MEMBERS, FIRST_DEMO_MEMBERS, memberFor, STAFF_DEMO_MEMBERS } from '../modules/auth/local-issuer';
import { KEY_MOVE_LOCK_MS } from '../modules/ownership/key-lock';
import { claimSeedRun } from './seed-helpers';

const SEED_NAME = 'members-v1';
/** The cabinet password of every demo member (README). */
export const DEMO_CABINET_PASSWORD = '123456';

/**
 * Demo members of the local issuer: signed up, with the demo cabinet password; the demo member
 * is a verified adult who owns three KEYs; one member is suspended and one is an admin. The KEYs came to the demo member
 * two days before the seed, past their 24-hour lock, so the README's transfer and resale demo works on the first start.
 */
export async function seedMembers(db: Kysely<Database>, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimSeedRun(trx, SEED_NAME))) return false;
    // Hashed only when the step runs: every later start skips it (argon2 costs ~35 ms).
    const passwordHash = await hash(DEMO_CABINET_PASSWORD);

    const ids = new Map<string, number>();
    for (const demo of FIRST_DEMO_MEMBERS) {
      const identity = memberFor(demo.email);
      const adult = demo.email === 'demo@keys.local';
      const row = await trx
        .insertInto('app_user')
        .values({
          sns_provider: 'local',
          sns_id: identity.sub,
          email: identity.email,
          name: identity.name,
          nickname: demo.nickname,
          role: demo.role,
          status: demo.status,
          consents_at: now,
          cabinet_password_hash: passwordHash,
          signed_up_at: now,
          is_adult: adult,
          is_adult_kr: adult,
          adult_verified_en_at: adult ? now : null,
          adult_verified_ko_at: adult ? now : null,
          birth_date: adult ? '1995-04-12' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(demo.email, row.id);
    }

    const demoId = ids.get('demo@keys.local');
    const heldSince = new Date(now.getTime() - 2 * KEY_MOVE_LOCK_MS);
    const designs = await trx.selectFrom('key_design').select(['id', 'supply_total', 'supply_remaining']).orderBy('id').limit(3).execute();
    for (const design of designs) {
      if (demoId === undefined || design.supply_remaining < 1) continue;
      await trx
        .updateTable('key_design')
        .set({ supply_remaining: design.supply_remaining - 1 })
        .where('id', '=', design.id)
        .execute();
      const item = await trx
        .insertInto('key_item')
        .values({ key_design_id: design.id, serial_no: design.supply_total - design.supply_remaining + 1, owner_id: demoId, acquired_at: heldSince })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('ownership_event').values({ key_item_id: item.id, kind: 'GRANT', to_user_id: demoId, occurred_at: heldSince }).execute();
    }
    return true;
  });
}

/**
 * The staff's demo accounts (README): signed up, the demo cabinet password, no KEYs. The support team (staff-v1), then
 * the catalogue editor (editor-v1, its own step so a database seeded before the studio gets it on its next start).
 */
export async function seedStaff(db: Kysely<Database>, now: Date): Promise<boolean> {
  const support = await seedStaffStep(db, now, 'staff-v1', STAFF_DEMO_MEMBERS);
  const editors = await seedStaffStep(db, now, 'editor-v1', EDITOR_DEMO_MEMBERS);
  return support || editors;
}

async function seedStaffStep(
  db: Kysely<Database>,
  now: Date,
  step: string,
  members: readonly { email: string; nickname: string; role: Role; status: number }[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimSeedRun(trx, step))) return false;
    const passwordHash = await hash(DEMO_CABINET_PASSWORD);
    for (const staff of members) {
      const identity = memberFor(staff.email);
      await trx
        .insertInto('app_user')
        .values({
          sns_provider: 'local',
          sns_id: identity.sub,
          email: identity.email,
          name: identity.name,
          nickname: staff.nickname,
          role: staff.role,
          status: staff.status,
          consents_at: now,
          cabinet_password_hash: passwordHash,
          signed_up_at: now,
        })
        // A database that met this e-mail on the local issuer before the step ran: that account takes the role.
        .onConflict((conflict) => conflict.constraint('app_user_identity_unique').doUpdateSet({ role: staff.role }))
        .execute();
    }
    return true;
  });
}
