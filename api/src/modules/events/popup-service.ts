import type { Kysely } from 'kysely';
import { kstDay, POPUP_API, type ActivePopups, type AdminPopup, type EventReward, type Popup, type PopupClaim, type PopupInput } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit-repository';
import { projectsExist } from '../catalog/catalog-repository';
import { ownedProjectIds } from '../community/community-repository';
import { staffRefs, type TimedStaffActor } from '../audit/staff-actor';
import { eventRewardNotice, grantReward } from './event-rewards';
import * as repository from './popup-repository';

type DB = Kysely<Database>;

const CONSOLE_POPUPS = 100;

const rewardOf = (row: repository.PopupRow): EventReward => ({
  kind: row.reward_kind,
  project:
    row.reward_kind === 'KEY' && row.reward_project_id !== null
      ? { id: row.reward_project_id, title: { ko: row.reward_title_ko ?? '', en: row.reward_title_en ?? '' } }
      : null,
});

const imageUrlOf = (row: { image: string | null }) => (row.image ? POPUP_API.image(row.image) : null);

/** Whether the popup is for this caller: everyone, members, or members owning a revealed KEY of its project. */
function isFor(row: repository.PopupRow, user: AppUserRow | null, owned: Set<number>): boolean {
  if (row.target === 'ALL') return true;
  if (!user) return false;
  return row.target === 'MEMBERS' || (row.target_project_id !== null && owned.has(row.target_project_id));
}

/** The popups `/main` shows the caller now, with whether they claimed each reward. */
export async function activeFor(db: DB, user: AppUserRow | null, now: Date): Promise<ActivePopups> {
  const rows = await repository.activePopups(db, now);
  const owned = user && rows.some((row) => row.target === 'OWNERS') ? await ownedProjectIds(db, user.id) : new Set<number>();
  const visible = rows.filter((row) => isFor(row, user, owned));
  const claimed = user
    ? await repository.claimedPopupIds(
        db,
        user.id,
        visible.map((row) => row.id),
      )
    : new Set<number>();
  const items: Popup[] = visible.map((row) => ({
    id: row.id,
    title: { ko: row.title_ko, en: row.title_en },
    body: { ko: row.body_ko, en: row.body_en },
    imageUrl: imageUrlOf(row),
    linkUrl: row.link_url,
    reward: rewardOf(row),
    claimed: claimed.has(row.id),
    endsAt: row.ends_at.toISOString(),
  }));
  return { today: kstDay(now), items };
}

/** The popup's reward, once per member, while the popup runs and is for them. */
export async function claim(db: DB, user: AppUserRow, popupId: number, now: Date): Promise<PopupClaim> {
  const result = await db.transaction().execute(async (trx) => {
    const row = await repository.findPopup(trx, popupId);
    if (!row || row.starts_at > now) throw new AppError('POPUP_NOT_FOUND');
    if (row.ends_at <= now) throw new AppError('POPUP_ENDED');
    if (row.reward_kind === 'NONE') throw new AppError('POPUP_NO_REWARD');
    const owned = row.target === 'OWNERS' ? await ownedProjectIds(trx, user.id, row.target_project_id ?? undefined) : new Set<number>();
    if (!isFor(row, user, owned)) throw new AppError('POPUP_NOT_FOR_YOU');
    if (!(await repository.insertClaim(trx, popupId, user.id, now))) throw new AppError('POPUP_ALREADY_CLAIMED');
    const grant = await grantReward(trx, {
      user,
      kind: row.reward_kind,
      projectId: row.reward_project_id,
      reference: `popup:${popupId}`,
      ticketSource: 'POPUP',
      notice: eventRewardNotice({ ko: `'${row.title_ko}' 이벤트`, en: `the event “${row.title_en}”` }),
      now,
    });
    await repository.recordClaimGrant(trx, popupId, user.id, grant);
    return { popupId, kind: grant.kind, purchaseId: grant.purchaseId, ticketId: grant.ticketId, claimedAt: now.toISOString() };
  });
  return result;
}

const stateOf = (row: repository.PopupRow, now: Date): AdminPopup['state'] => (row.starts_at > now ? 'SCHEDULED' : row.ends_at > now ? 'ACTIVE' : 'ENDED');

/** The console's popups, newest first (or just one). */
export async function adminList(db: DB, now: Date, only?: number): Promise<AdminPopup[]> {
  const rows = only === undefined ? await repository.allPopups(db, CONSOLE_POPUPS) : [await repository.findPopup(db, only)].filter((row) => row !== undefined);
  const [claims, staff] = await Promise.all([
    repository.claimCounts(
      db,
      rows.map((row) => row.id),
    ),
    staffRefs(
      db,
      rows.map((row) => row.updated_by),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: { ko: row.title_ko, en: row.title_en },
    body: { ko: row.body_ko, en: row.body_en },
    image: row.image,
    imageUrl: imageUrlOf(row),
    linkUrl: row.link_url,
    target: row.target,
    targetProject:
      row.target_project_id === null ? null : { id: row.target_project_id, title: { ko: row.target_title_ko ?? '', en: row.target_title_en ?? '' } },
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    reward: rewardOf(row),
    sortOrder: row.sort_order,
    state: stateOf(row, now),
    claims: claims.get(row.id) ?? 0,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: staff(row.updated_by),
  }));
}

const columnsOf = (input: PopupInput, actor: TimedStaffActor) => ({
  title_ko: input.title.ko,
  title_en: input.title.en,
  body_ko: input.body.ko,
  body_en: input.body.en,
  image: input.image,
  link_url: input.linkUrl,
  target: input.target,
  target_project_id: input.target === 'OWNERS' ? input.targetProjectId : null,
  starts_at: new Date(input.startsAt),
  ends_at: new Date(input.endsAt),
  reward_kind: input.rewardKind,
  reward_project_id: input.rewardKind === 'KEY' ? input.rewardProjectId : null,
  sort_order: input.sortOrder,
  updated_by: actor.actorId,
  updated_at: actor.now,
});

/** Creates (popupId null) or changes a popup; audited with what it says. */
export async function save(db: DB, actor: TimedStaffActor, popupId: number | null, input: PopupInput): Promise<AdminPopup> {
  const id = await db.transaction().execute(async (trx) => {
    if (!(await projectsExist(trx, [input.targetProjectId, input.rewardProjectId]))) throw new AppError('PROJECT_NOT_FOUND');
    const values = columnsOf(input, actor);
    const savedId = popupId === null ? await repository.insertPopup(trx, values) : await repository.updatePopup(trx, popupId, values);
    if (savedId === undefined) throw new AppError('POPUP_NOT_FOUND');
    await recordAudit(trx, {
      actorId: actor.actorId,
      action: popupId === null ? 'POPUP_CREATE' : 'POPUP_UPDATE',
      targetType: 'event_popup',
      targetId: savedId,
      details: { ...input },
      ip: actor.ip,
      at: actor.now,
    });
    return savedId;
  });
  return adminOne(db, id, actor.now);
}

/** Ends a popup now (it stays listed in the console with its claims). */
export async function end(db: DB, actor: TimedStaffActor, popupId: number): Promise<AdminPopup> {
  await db.transaction().execute(async (trx) => {
    const row = await repository.lockPopupEnd(trx, popupId);
    if (!row) throw new AppError('POPUP_NOT_FOUND');
    if (row.ends_at > actor.now) await repository.updatePopup(trx, popupId, { ends_at: actor.now, updated_by: actor.actorId, updated_at: actor.now });
    await recordAudit(trx, {
      actorId: actor.actorId,
      action: 'POPUP_END',
      targetType: 'event_popup',
      targetId: popupId,
      details: { endedAt: actor.now.toISOString() },
      ip: actor.ip,
      at: actor.now,
    });
  });
  return adminOne(db, popupId, actor.now);
}

async function adminOne(db: DB, popupId: number, now: Date): Promise<AdminPopup> {
  const [found] = await adminList(db, now, popupId);
  if (!found) throw new AppError('POPUP_NOT_FOUND');
  return found;
}
