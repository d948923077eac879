import type { Kysely } from 'kysely';
import type {
  AdminCommunity,
  BanDuration,
  BanInput,
  CommunityBan,
  CommunitySettingsInput,
  Page,
  ReportGroup,
  ReportQuery,
  ReportReason,
  ReportStatus,
  ReportTarget,
} from 'shared-contract';
import { formatKst, isStaffRole } from 'shared-contract';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit-repository';
import { notify } from '../notifications/notify';
import type { StaffActor } from '../audit/staff-actor';
import { activeBan } from './community-repository';
import { excerpt } from './community-text';
import * as repository from './moderation-repository';
import {
  activeBans,
  adminCommunities,
  adminCommunity,
  banById,
  banPage,
  byCount,
  hideTarget,
  liftActiveBans,
  lockTarget,
  postImageUrls,
  reportGroupKeys,
  reportStats,
  resolveOpenReports,
  targetFacts,
  targetKeyOf,
  targetReports,
  type ReportRow,
  type TargetFacts,
  type TargetKey,
} from './moderation-repository';

/** Who acts in the console and from where (the audit log keeps both). */

const DAY_MS = 24 * 60 * 60 * 1000;
const BAN_DAYS: Record<Exclude<BanDuration, 'PERMANENT'>, number> = { '1D': 1, '7D': 7, '30D': 30, '90D': 90 };

/** The end of a ban that starts now; null for good. */
export const banEndsAt = (duration: BanDuration, now: Date): Date | null =>
  duration === 'PERMANENT' ? null : new Date(now.getTime() + BAN_DAYS[duration] * DAY_MS);

const COMMUNITY_LINK = '/community';

export const banNotice = (endsAt: Date | null, reason: string) => ({
  type: 'ADMIN' as const,
  title: { ko: '커뮤니티 이용이 제한되었습니다', en: 'Your community access is restricted' },
  body:
    endsAt === null
      ? {
          ko: `운영 정책 위반으로 모든 커뮤니티에서 글쓰기, 댓글, 좋아요가 영구적으로 제한되었습니다. 사유: ${reason}`,
          en: `For breaking the community rules, you can no longer post, comment or like in any community. Reason: ${reason}`,
        }
      : {
          ko: `운영 정책 위반으로 ${formatKst(endsAt, 'dateMinute', 'ko')}(KST)까지 모든 커뮤니티에서 글쓰기, 댓글, 좋아요가 제한되었습니다. 사유: ${reason}`,
          en: `For breaking the community rules, you cannot post, comment or like in any community until ${formatKst(endsAt, 'dateMinute', 'en')}. Reason: ${reason}`,
        },
  linkUrl: COMMUNITY_LINK,
});

export const liftNotice = () => ({
  type: 'ADMIN' as const,
  title: { ko: '커뮤니티 이용 제한이 해제되었습니다', en: 'Your community restriction was lifted' },
  body: { ko: '이제 다시 커뮤니티에 글과 댓글을 쓰고 좋아요를 누를 수 있습니다.', en: 'You can post, comment and like in communities again.' },
  linkUrl: COMMUNITY_LINK,
});

const auditTargetType = (key: TargetKey) => `community_${key.type}`;

/** Counts, reasons and first and last times over a list of reports. */
function statsOf(reports: readonly ReportRow[]) {
  const counts = new Map<ReportReason, number>();
  for (const report of reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  const reasons = [...counts].map(([reason, count]) => ({ reason, count })).sort(byCount);
  const times = reports.map((report) => report.createdAt).sort();
  return { reportCount: reports.length, reasons, first: times[0] ?? null, last: times[times.length - 1] ?? null };
}

/** OPEN while any report waits; else how the last one was closed; a target nobody reported: by its hidden flag. */
function statusOf(reports: readonly ReportRow[], hidden: boolean): ReportStatus {
  if (reports.some((report) => report.status === 'OPEN')) return 'OPEN';
  const latest = reports
    .filter((report) => report.resolvedAt !== null)
    .sort((a, b) => (a.resolvedAt ?? '').localeCompare(b.resolvedAt ?? '') || a.id - b.id)
    .pop();
  if (latest) return latest.status;
  return hidden ? 'HIDDEN' : 'OPEN';
}

const groupOf = (facts: TargetFacts, ban: CommunityBan | null) => ({
  targetType: facts.type,
  targetId: facts.id,
  projectId: facts.projectId,
  projectTitle: facts.projectTitle,
  postId: facts.postId,
  author: facts.author,
  excerpt: excerpt(facts.body),
  hidden: facts.hidden,
  deleted: facts.deleted,
  authorBan: ban,
});

/**
 * The staff console's community moderation (issue 11 C): the report queue, hide and dismiss, bans, and each
 * community's settings. Every change is one transaction with its audit entry (and its notification).
 */
export class ModerationService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'clock'>) {}

  private get db(): Kysely<Database> {
    return this.context.database.db;
  }

  /** Report groups of one status, one per reported post or comment (counts over reports of that status). */
  async reports(query: ReportQuery): Promise<Page<ReportGroup>> {
    const now = this.context.clock.now();
    const { keys, total } = await reportGroupKeys(this.db, query.status, query.page, query.size);
    const [facts, stats] = await Promise.all([targetFacts(this.db, keys), reportStats(this.db, keys, query.status)]);
    const bans = await activeBans(
      this.db,
      [...facts.values()].map((fact) => fact.author.id),
      now,
    );
    const items: ReportGroup[] = [];
    for (const key of keys) {
      const fact = facts.get(targetKeyOf(key.type, key.id));
      const stat = stats.get(targetKeyOf(key.type, key.id));
      if (!fact || !stat) continue;
      items.push({
        ...groupOf(fact, bans.get(fact.author.id) ?? null),
        reportCount: stat.reportCount,
        reasons: stat.reasons,
        firstReportedAt: stat.firstReportedAt,
        lastReportedAt: stat.lastReportedAt,
        status: query.status,
      });
    }
    return { items, page: query.page, size: query.size, total };
  }

  /**
   * One post or comment with its content and every report (counts over all of them). `reported`: answer
   * COMMUNITY_REPORT_NOT_FOUND when nobody reported it; else a target nobody reported (hidden on sight) is
   * answered too, its first and last report times standing at its creation.
   */
  async target(key: TargetKey, { reported = true } = {}): Promise<ReportTarget> {
    const now = this.context.clock.now();
    const [facts, reports] = await Promise.all([targetFacts(this.db, [key]), targetReports(this.db, key)]);
    const fact = facts.get(targetKeyOf(key.type, key.id));
    if (!fact || (reported && reports.length === 0)) {
      if (reported) throw new AppError('COMMUNITY_REPORT_NOT_FOUND');
      throw new AppError(key.type === 'post' ? 'COMMUNITY_POST_NOT_FOUND' : 'COMMUNITY_COMMENT_NOT_FOUND');
    }
    const [bans, images] = await Promise.all([activeBans(this.db, [fact.author.id], now), key.type === 'post' ? postImageUrls(this.db, key.id) : []]);
    const stats = statsOf(reports);
    return {
      ...groupOf(fact, bans.get(fact.author.id) ?? null),
      reportCount: stats.reportCount,
      reasons: stats.reasons,
      firstReportedAt: stats.first ?? fact.createdAt,
      lastReportedAt: stats.last ?? fact.createdAt,
      status: statusOf(reports, fact.hidden),
      body: fact.body,
      images,
      createdAt: fact.createdAt,
      reports,
    };
  }

  /** Hides the content (staff may hide on sight, without a report) and closes its open reports as HIDDEN. */
  async hide(actor: StaffActor, key: TargetKey, note: string | undefined): Promise<ReportTarget> {
    await this.db.transaction().execute(async (trx) => {
      const now = this.context.clock.now();
      const locked = await lockTarget(trx, key);
      if (!locked) throw new AppError(key.type === 'post' ? 'COMMUNITY_POST_NOT_FOUND' : 'COMMUNITY_COMMENT_NOT_FOUND');
      const fact = (await targetFacts(trx, [key])).get(targetKeyOf(key.type, key.id));
      const hiddenNow = await hideTarget(trx, key, actor.actorId, now);
      const reportCount = await resolveOpenReports(trx, key, 'HIDDEN', actor.actorId, now);
      await recordAudit(trx, {
        actorId: actor.actorId,
        action: 'COMMUNITY_HIDE',
        targetType: auditTargetType(key),
        targetId: key.id,
        details: { projectId: fact?.projectId ?? null, authorId: fact?.author.id ?? null, reportCount, note: note || null, alreadyHidden: !hiddenNow },
        ip: actor.ip,
        at: now,
      });
    });
    return this.target(key, { reported: false });
  }

  /** Closes the open reports as DISMISSED; the content stays. COMMUNITY_REPORT_NOT_FOUND when none is open. */
  async dismiss(actor: StaffActor, key: TargetKey, note: string | undefined): Promise<ReportTarget> {
    await this.db.transaction().execute(async (trx) => {
      const now = this.context.clock.now();
      if (!(await lockTarget(trx, key))) throw new AppError('COMMUNITY_REPORT_NOT_FOUND');
      const reportCount = await resolveOpenReports(trx, key, 'DISMISSED', actor.actorId, now);
      if (reportCount === 0) throw new AppError('COMMUNITY_REPORT_NOT_FOUND');
      const fact = (await targetFacts(trx, [key])).get(targetKeyOf(key.type, key.id));
      await recordAudit(trx, {
        actorId: actor.actorId,
        action: 'COMMUNITY_DISMISS',
        targetType: auditTargetType(key),
        targetId: key.id,
        details: { projectId: fact?.projectId ?? null, authorId: fact?.author.id ?? null, reportCount, note: note || null },
        ip: actor.ip,
        at: now,
      });
    });
    return this.target(key);
  }

  /** Bans a member from every community; a ban in force is lifted now, so one ban applies. The member is told. */
  async ban(actor: StaffActor, input: BanInput): Promise<CommunityBan> {
    const { id, now } = await this.db.transaction().execute(async (trx) => {
      const now = this.context.clock.now();
      // One ban change per member at a time: the second waits and lifts what the first created.
      const user = await repository.lockMemberRole(trx, input.userId);
      if (!user) throw new AppError('NOT_FOUND');
      if (isStaffRole(user.role)) throw new AppError('COMMUNITY_BAN_STAFF');
      const endsAt = banEndsAt(input.duration, now);
      const lifted = await liftActiveBans(trx, user.id, actor.actorId, now);
      const created = await repository.insertBan(trx, { userId: user.id, reason: input.reason, endsAt, createdBy: actor.actorId, now });
      await recordAudit(trx, {
        actorId: actor.actorId,
        action: 'COMMUNITY_BAN',
        targetType: 'community_ban',
        targetId: created.id,
        details: {
          userId: user.id,
          duration: input.duration,
          endsAt: endsAt ? endsAt.toISOString() : null,
          reason: input.reason,
          source: input.source ?? null,
          liftedBanIds: lifted,
        },
        ip: actor.ip,
        at: now,
      });
      await notify(trx, user.id, banNotice(endsAt, input.reason), now);
      return { id: created.id, now };
    });
    const ban = await banById(this.db, id, now);
    if (!ban) throw new AppError('COMMUNITY_BAN_NOT_FOUND');
    return ban;
  }

  async bans(query: { active?: boolean | undefined; userId?: number | undefined; page: number; size: number }): Promise<Page<CommunityBan>> {
    return banPage(this.db, query, this.context.clock.now());
  }

  /** Lifts a ban in force now; COMMUNITY_BAN_NOT_FOUND when there is none with that id or it is over. */
  async lift(actor: StaffActor, banId: number): Promise<CommunityBan> {
    const now = await this.db.transaction().execute(async (trx) => {
      const now = this.context.clock.now();
      const row = await repository.lockBan(trx, banId);
      const inForce = row && row.lifted_at === null && new Date(row.starts_at) <= now && (row.ends_at === null || new Date(row.ends_at) > now);
      if (!row || !inForce) throw new AppError('COMMUNITY_BAN_NOT_FOUND');
      await repository.liftBan(trx, banId, actor.actorId, now);
      await recordAudit(trx, {
        actorId: actor.actorId,
        action: 'COMMUNITY_UNBAN',
        targetType: 'community_ban',
        targetId: banId,
        details: { userId: row.user_id, reason: row.reason, endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null },
        ip: actor.ip,
        at: now,
      });
      // Only when nothing else keeps them out (one ban is in force at a time, but older data may overlap).
      if (!(await activeBan(trx, row.user_id, now))) await notify(trx, row.user_id, liftNotice(), now);
      return now;
    });
    const ban = await banById(this.db, banId, now);
    if (!ban) throw new AppError('COMMUNITY_BAN_NOT_FOUND');
    return ban;
  }

  async communities(): Promise<AdminCommunity[]> {
    return adminCommunities(this.db, this.context.clock.now());
  }

  /** Closes or reopens a community and sets its opening date (admin); the audit keeps the values before and after. */
  async updateCommunity(actor: StaffActor, projectId: number, input: CommunitySettingsInput): Promise<AdminCommunity> {
    const opensAt = input.opensAt === null ? null : new Date(input.opensAt);
    if (opensAt && Number.isNaN(opensAt.getTime())) throw new AppError('COMMUNITY_OPENS_AT_INVALID');
    const now = await this.db.transaction().execute(async (trx) => {
      const now = this.context.clock.now();
      if (!(await repository.projectExists(trx, projectId))) throw new AppError('COMMUNITY_NOT_FOUND');
      const before = await repository.lockCommunitySetting(trx, projectId);
      await repository.saveCommunitySetting(trx, projectId, { closed: input.closed, opensAt, updatedBy: actor.actorId, now });
      await recordAudit(trx, {
        actorId: actor.actorId,
        action: 'COMMUNITY_SETTINGS',
        targetType: 'community',
        targetId: projectId,
        details: {
          previous: { closed: before?.closed ?? false, opensAt: before?.opens_at ? new Date(before.opens_at).toISOString() : null },
          next: { closed: input.closed, opensAt: opensAt ? opensAt.toISOString() : null },
        },
        ip: actor.ip,
        at: now,
      });
      return now;
    });
    const community = await adminCommunity(this.db, projectId, now);
    if (!community) throw new AppError('COMMUNITY_NOT_FOUND');
    return community;
  }
}
