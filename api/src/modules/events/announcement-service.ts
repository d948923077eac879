import type { Kysely } from 'kysely';
import type { AdminAnnouncement, Announcement, AnnouncementInput } from 'shared-contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit-repository';
import { staffRefs, type TimedStaffActor } from '../audit/staff-actor';
import * as repository from './announcement-repository';
import { maskNickname } from './mask-nickname';

type DB = Kysely<Database>;

const LIST_LIMIT = 50;

async function toAnnouncements(db: DB, rows: repository.AnnouncementRow[]): Promise<Announcement[]> {
  const winners = await repository.winnerNicknames(
    db,
    rows.flatMap((row) => (row.lottery_id === null ? [] : [row.lottery_id])),
  );
  return rows.map((row) => ({
    id: row.id,
    title: { ko: row.title_ko, en: row.title_en },
    body: { ko: row.body_ko, en: row.body_en },
    publishedAt: row.published_at.toISOString(),
    lottery:
      row.lottery_id === null
        ? null
        : {
            id: row.lottery_id,
            title: { ko: row.lottery_title_ko ?? '', en: row.lottery_title_en ?? '' },
            winners: (winners.get(row.lottery_id) ?? []).map(maskNickname),
          },
  }));
}

export async function published(db: DB, now: Date): Promise<Announcement[]> {
  return toAnnouncements(db, await repository.publishedAnnouncements(db, now, LIST_LIMIT));
}

export async function adminList(db: DB, only?: number): Promise<AdminAnnouncement[]> {
  const rows = await repository.latestAnnouncements(db, { only, limit: LIST_LIMIT });
  const [items, staff] = await Promise.all([
    toAnnouncements(db, rows),
    staffRefs(
      db,
      rows.map((row) => row.updated_by),
    ),
  ]);
  return items.map((item, index) => {
    const row = rows[index];
    return { ...item, withdrawn: row?.withdrawn_at != null, updatedAt: row?.updated_at.toISOString() ?? '', updatedBy: staff(row?.updated_by ?? null) };
  });
}

/** Publishes (announcementId null) or changes an announcement; a winners list needs a drawn lottery. Audited. */
export async function save(db: DB, actor: TimedStaffActor, announcementId: number | null, input: AnnouncementInput): Promise<AdminAnnouncement> {
  const id = await db.transaction().execute(async (trx) => {
    if (input.lotteryId !== null) {
      const lottery = await repository.lotteryDrawnAt(trx, input.lotteryId);
      if (!lottery) throw new AppError('LOTTERY_NOT_FOUND');
      if (!lottery.drawn_at) throw new AppError('ANNOUNCEMENT_LOTTERY_NOT_DRAWN');
    }
    const values = {
      title_ko: input.title.ko,
      title_en: input.title.en,
      body_ko: input.body.ko,
      body_en: input.body.en,
      lottery_id: input.lotteryId,
      published_at: new Date(input.publishedAt),
      updated_by: actor.actorId,
      updated_at: actor.now,
    };
    const savedId =
      announcementId === null ? await repository.insertAnnouncement(trx, values) : await repository.updateAnnouncement(trx, announcementId, values);
    if (savedId === undefined) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
    await recordAudit(trx, {
      actorId: actor.actorId,
      action: announcementId === null ? 'ANNOUNCEMENT_PUBLISH' : 'ANNOUNCEMENT_UPDATE',
      targetType: 'event_announcement',
      targetId: savedId,
      details: { ...input },
      ip: actor.ip,
      at: actor.now,
    });
    return savedId;
  });
  const [saved] = await adminList(db, id);
  if (!saved) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
  return saved;
}

export async function withdraw(db: DB, actor: TimedStaffActor, announcementId: number): Promise<AdminAnnouncement> {
  await db.transaction().execute(async (trx) => {
    const updated = await repository.updateAnnouncement(trx, announcementId, { withdrawn_at: actor.now, updated_by: actor.actorId, updated_at: actor.now });
    if (updated === undefined) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
    await recordAudit(trx, {
      actorId: actor.actorId,
      action: 'ANNOUNCEMENT_WITHDRAW',
      targetType: 'event_announcement',
      targetId: announcementId,
      ip: actor.ip,
      at: actor.now,
    });
  });
  const [saved] = await adminList(db, announcementId);
  if (!saved) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
  return saved;
}
