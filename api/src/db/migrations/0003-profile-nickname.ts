import { sql, type Kysely } from 'kysely';

/**
 * Nicknames are unique regardless of letter case ("Keys" and "keys" are the same name to members):
 * a unique index on lower(nickname) makes the database refuse a case-variant taken at the same moment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('app_user_nickname_lower_unique')
    .on('app_user')
    .unique()
    .expression(sql`lower(nickname)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('app_user_nickname_lower_unique').execute();
}
