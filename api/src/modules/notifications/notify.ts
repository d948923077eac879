import type { Kysely } from 'kysely';
import type { LocalizedText, Notification, NotificationType } from 'shared-contract';
import type { Database } from '../../db/schema';
import { membersMuting } from './notification-settings-repository';
import { insertNotifications, upsertCollapsed, type NotificationRow } from './notification-repository';

export interface NotificationContent {
  type: NotificationType;
  title: LocalizedText;
  body: LocalizedText;
  /** A same-origin page to open (e.g. `/cabinet`), or nothing. */
  linkUrl?: string | null;
}

/** The columns a notification's content fills, as of `now` (the row's recipient and read state are the caller's). */
const contentColumns = (content: NotificationContent, now: Date) => ({
  type: content.type,
  title_ko: content.title.ko,
  title_en: content.title.en,
  body_ko: content.body.ko,
  body_en: content.body.en,
  link_url: content.linkUrl ?? null,
  created_at: now,
});

/** Rows per insert statement (PostgreSQL allows 65535 parameters; a row has 8). */
const INSERT_CHUNK = 1000;

/**
 * Sends a notification to one member or many: one row each, all unread, created at `now`; members who switched
 * the type off get none. Pass the transaction of the change the notification is about (a transfer, a purchase…) so both
 * commit or neither does; a plain `Kysely` works too. Answers how many rows were written.
 */
export async function notify(db: Kysely<Database>, userIds: number | readonly number[], content: NotificationContent, now: Date): Promise<number> {
  const addressed = [...new Set(typeof userIds === 'number' ? [userIds] : userIds)];
  const ids: number[] = [];
  for (let start = 0; start < addressed.length; start += INSERT_CHUNK) {
    const chunk = addressed.slice(start, start + INSERT_CHUNK);
    const muting = await membersMuting(db, chunk, content.type);
    ids.push(...chunk.filter((id) => !muting.has(id)));
  }
  let written = 0;
  for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
    const rows = ids.slice(start, start + INSERT_CHUNK).map((userId) => ({ ...contentColumns(content, now), user_id: userId, read_at: null }));
    written += await insertNotifications(db, rows);
  }
  return written;
}

/**
 * One notification per member and target until it is read (COMMENT and LIKE, issue 11): a second event about the
 * same target while the first is unread rewrites that row (new text, unread, moved to the top) instead of adding
 * one, so a popular post does not flood its author. `groupKey` names the target, e.g. `LIKE:post:12`.
 */
export async function notifyCollapsed(db: Kysely<Database>, userId: number, content: NotificationContent & { groupKey: string }, now: Date): Promise<void> {
  if ((await membersMuting(db, [userId], content.type)).size > 0) return;
  const row = contentColumns(content, now);
  await upsertCollapsed(db, { ...row, user_id: userId, read_at: null, group_key: content.groupKey }, row);
}

/** The contract shape of a notification row. */
export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: { ko: row.title_ko, en: row.title_en },
  body: { ko: row.body_ko, en: row.body_en },
  linkUrl: row.link_url,
  readAt: row.read_at ? row.read_at.toISOString() : null,
  createdAt: row.created_at.toISOString(),
});
