import { sql, type Kysely } from 'kysely';

/** A REVEAL coupon's free draw is recorded as a purchase paid with the coupon (price 0). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table purchase drop constraint purchase_pay_method_check`.execute(db);
  await sql`alter table purchase add constraint purchase_pay_method_check check (pay_method in ('GOLD', 'CARD', 'COUPON'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table purchase drop constraint purchase_pay_method_check`.execute(db);
  await sql`alter table purchase add constraint purchase_pay_method_check check (pay_method in ('GOLD', 'CARD'))`.execute(db);
}
