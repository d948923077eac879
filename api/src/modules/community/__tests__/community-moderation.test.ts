import {
  adminCommunityListSchema,
  adminCommunitySchema,
  banPageSchema,
  banSchema,
  COMMUNITY_API,
  isErrorCode,
  reportGroupPageSchema,
  reportTargetSchema,
  type ReportGroup,
} from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { testBackends } from '../../../testing/test-database';
import type { TestMember } from '../../../testing/test-members';
import { loadCommunity } from '../community-access';
import { activeBan } from '../community-repository';
import { formatKst } from 'shared-contract';
import { banNotice } from '../moderation-service';
import { communityMember, communityProject, createCommunityApp, seedComment, seedPost, seedReport, type CommunityTestApp } from './community-fixture';

jest.setTimeout(120_000);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** yyyy.MM.dd HH:mm in Korea, computed by Intl (independently of the code under test). */
const kstByIntl = (at: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}.${part('month')}.${part('day')} ${part('hour')}:${part('minute')}`;
};

describe('banNotice', () => {
  it('writes the end in Korean time, as each language writes it', () => {
    const notice = banNotice(new Date('2031-12-31T15:04:59Z'), '도배');
    expect(notice.body.ko).toContain('2032.01.01 00:04(KST)까지');
    expect(notice.body.en).toContain('until Jan 1, 2032, 12:04 AM KST. Reason: 도배');
    expect(banNotice(new Date('2031-05-16T14:59:00Z'), '도배').body.en).toContain('until May 16, 2031, 11:59 PM KST.');
  });
});

describe.each(testBackends())('community moderation (%s)', (backend) => {
  let t: CommunityTestApp;
  let member: TestMember;
  let support: TestMember;
  let admin: TestMember;

  beforeAll(async () => {
    t = await createCommunityApp(backend);
    member = await communityMember(t, 'member');
    support = await communityMember(t, 'support', 'support');
    admin = await communityMember(t, 'admin', 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestMember | null, payload?: unknown) =>
    t.app.inject({ method, url, headers: who ? who.auth : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const get = (url: string, who: TestMember | null = support) => inject('GET', url, who);
  const post = (url: string, payload: unknown, who: TestMember | null = support) => inject('POST', url, who, payload);

  const auditRows = (action: string, targetType: string, targetId: number) =>
    t.database.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', action)
      .where('target_type', '=', targetType)
      .where('target_id', '=', String(targetId))
      .orderBy('id')
      .execute();
  const reportRows = (type: 'post' | 'comment', id: number) =>
    t.database.db.selectFrom('community_report').selectAll().where('target_type', '=', type).where('target_id', '=', id).orderBy('id').execute();
  const openGroups = async (projectId: number, status = 'OPEN'): Promise<ReportGroup[]> =>
    successData(await get(`${COMMUNITY_API.adminReports}?status=${status}&size=100`), reportGroupPageSchema).items.filter(
      (group) => group.projectId === projectId,
    );

  /** A project with an author's post, a comment on it, and the members who report. */
  async function scene() {
    const { projectId } = await communityProject(t);
    const author = await communityMember(t, 'author');
    const commenter = await communityMember(t, 'commenter');
    const reporters = [await communityMember(t, 'reporter'), await communityMember(t, 'reporter'), await communityMember(t, 'reporter')] as const;
    const postId = await seedPost(t, projectId, author, 'Buy cheap gold here!!\nhttps://spam.example now', 5 * HOUR_MS);
    const commentId = await seedComment(t, postId, commenter, 'you are all idiots');
    return { projectId, author, commenter, reporters, postId, commentId };
  }

  it('refuses every admin route to a visitor (401) and to a member (403)', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', COMMUNITY_API.adminReports],
      ['GET', COMMUNITY_API.adminReportTarget('post', 1)],
      ['POST', COMMUNITY_API.adminHide('post', 1), {}],
      ['POST', COMMUNITY_API.adminDismiss('comment', 1), {}],
      ['GET', COMMUNITY_API.adminBans],
      ['POST', COMMUNITY_API.adminBans, { userId: member.user.id, duration: '7D', reason: 'spam' }],
      ['DELETE', COMMUNITY_API.adminBan(1)],
      ['GET', COMMUNITY_API.adminCommunities],
      ['PUT', COMMUNITY_API.adminCommunity(1), { closed: true, opensAt: null }],
    ];
    for (const [method, url, payload] of routes) {
      const visitor = failure(await inject(method, url, null, payload));
      expect({ method, url, status: visitor.status, code: visitor.code }).toEqual({ method, url, status: 401, code: 'TOKEN_MISSING' });
      const refused = failure(await inject(method, url, member, payload));
      expect({ method, url, status: refused.status, code: refused.code }).toEqual({ method, url, status: 403, code: 'FORBIDDEN' });
    }
    expect(await t.database.db.selectFrom('community_ban').select('id').where('user_id', '=', member.user.id).execute()).toEqual([]);
  });

  it('groups reports by target with counts and reasons, open ones oldest first, with the content and every report', async () => {
    const { projectId, author, commenter, reporters, postId, commentId } = await scene();
    const [first, second, third] = reporters;
    await seedReport(t, first, { type: 'post', id: postId }, { reason: 'SPAM', agoMs: 3 * HOUR_MS });
    await seedReport(t, second, { type: 'post', id: postId }, { reason: 'ABUSE', agoMs: 2 * HOUR_MS });
    await seedReport(t, third, { type: 'post', id: postId }, { reason: 'SPAM', detail: 'same link everywhere', agoMs: HOUR_MS });
    await seedReport(t, first, { type: 'comment', id: commentId }, { reason: 'HATE', agoMs: 4 * HOUR_MS });
    await t.database.db
      .insertInto('community_post_image')
      .values([
        { post_id: postId, storage_name: `second-${postId}.png`, mime_type: 'image/png', size_bytes: 10, position: 2 },
        { post_id: postId, storage_name: `first-${postId}.jpg`, mime_type: 'image/jpeg', size_bytes: 10, position: 1 },
      ])
      .execute();

    const now = t.clock.now().getTime();
    const groups = await openGroups(projectId);
    expect(groups.map((group) => [group.targetType, group.targetId])).toEqual([
      ['comment', commentId],
      ['post', postId],
    ]);
    const [commentGroup, postGroup] = groups;
    expect(postGroup).toMatchObject({
      projectId,
      postId,
      author: { id: author.user.id, email: author.user.email, nickname: author.user.nickname },
      excerpt: 'Buy cheap gold here!! https://spam.example now',
      hidden: false,
      deleted: false,
      reportCount: 3,
      reasons: [
        { reason: 'SPAM', count: 2 },
        { reason: 'ABUSE', count: 1 },
      ],
      status: 'OPEN',
      authorBan: null,
    });
    expect(postGroup?.projectTitle.ko.length).toBeGreaterThan(0);
    expect(now - Date.parse(postGroup?.firstReportedAt ?? '')).toBeGreaterThanOrEqual(3 * HOUR_MS);
    expect(now - Date.parse(postGroup?.firstReportedAt ?? '')).toBeLessThan(3 * HOUR_MS + 60_000);
    expect(now - Date.parse(postGroup?.lastReportedAt ?? '')).toBeLessThan(HOUR_MS + 60_000);
    expect(commentGroup).toMatchObject({
      postId,
      author: { id: commenter.user.id },
      excerpt: 'you are all idiots',
      reportCount: 1,
      reasons: [{ reason: 'HATE', count: 1 }],
    });

    // The page total counts groups, not reports.
    const page = successData(await get(`${COMMUNITY_API.adminReports}?size=1&page=1`), reportGroupPageSchema);
    const distinct = await t.database.db.selectFrom('community_report').select(['target_type', 'target_id']).distinct().where('status', '=', 'OPEN').execute();
    expect(page).toMatchObject({ page: 1, size: 1, total: distinct.length });
    expect(page.items).toHaveLength(1);

    const detail = successData(await get(COMMUNITY_API.adminReportTarget('post', postId)), reportTargetSchema);
    expect(detail).toMatchObject({
      targetType: 'post',
      targetId: postId,
      body: 'Buy cheap gold here!!\nhttps://spam.example now',
      images: [{ url: COMMUNITY_API.image(`first-${postId}.jpg`) }, { url: COMMUNITY_API.image(`second-${postId}.png`) }],
      reportCount: 3,
      status: 'OPEN',
    });
    expect(detail.reports.map((report) => [report.reporter.id, report.reason, report.detail, report.status, report.resolvedBy])).toEqual([
      [first.user.id, 'SPAM', null, 'OPEN', null],
      [second.user.id, 'ABUSE', null, 'OPEN', null],
      [third.user.id, 'SPAM', 'same link everywhere', 'OPEN', null],
    ]);
    expect(now - Date.parse(detail.createdAt)).toBeGreaterThanOrEqual(5 * HOUR_MS);

    const commentDetail = successData(await get(COMMUNITY_API.adminReportTarget('comment', commentId)), reportTargetSchema);
    expect(commentDetail).toMatchObject({ images: [], body: 'you are all idiots', reportCount: 1 });

    const unreported = await seedComment(t, postId, author, 'nobody minds this one');
    expect(failure(await get(COMMUNITY_API.adminReportTarget('comment', unreported)))).toMatchObject({ status: 404, code: 'COMMUNITY_REPORT_NOT_FOUND' });
    expect(failure(await get(COMMUNITY_API.adminReportTarget('post', 2_000_000_000)))).toMatchObject({ status: 404, code: 'COMMUNITY_REPORT_NOT_FOUND' });
  });

  it('hides a post: hidden_at set, open reports HIDDEN, audited with the actor; again is harmless; staff may hide on sight', async () => {
    const { projectId, author, reporters, postId, commentId } = await scene();
    for (const reporter of reporters) await seedReport(t, reporter, { type: 'post', id: postId }, { reason: 'SPAM' });

    const hidden = successData(await post(COMMUNITY_API.adminHide('post', postId), { note: '  spam link  ' }), reportTargetSchema);
    expect(hidden).toMatchObject({ hidden: true, status: 'HIDDEN', reportCount: 3 });
    expect(hidden.reports.every((report) => report.status === 'HIDDEN' && report.resolvedBy?.id === support.user.id && report.resolvedAt !== null)).toBe(true);
    const row = await t.database.db.selectFrom('community_post').select(['hidden_at', 'hidden_by']).where('id', '=', postId).executeTakeFirstOrThrow();
    expect(row.hidden_by).toBe(support.user.id);
    expect(row.hidden_at).not.toBeNull();
    expect((await reportRows('post', postId)).map((report) => [report.status, report.resolved_by])).toEqual([
      ['HIDDEN', support.user.id],
      ['HIDDEN', support.user.id],
      ['HIDDEN', support.user.id],
    ]);
    const [audit] = await auditRows('COMMUNITY_HIDE', 'community_post', postId);
    expect(audit).toMatchObject({ actor_id: support.user.id, details: { projectId, authorId: author.user.id, reportCount: 3, note: 'spam link' } });

    expect(await openGroups(projectId)).toEqual([]);
    const [hiddenGroup] = await openGroups(projectId, 'HIDDEN');
    expect(hiddenGroup).toMatchObject({ targetType: 'post', targetId: postId, status: 'HIDDEN', hidden: true, reportCount: 3 });

    // A second hide keeps the first one's time and staff member.
    successData(await post(COMMUNITY_API.adminHide('post', postId), {}, admin), reportTargetSchema);
    const again = await t.database.db.selectFrom('community_post').select(['hidden_at', 'hidden_by']).where('id', '=', postId).executeTakeFirstOrThrow();
    expect(again).toEqual(row);
    const audits = await auditRows('COMMUNITY_HIDE', 'community_post', postId);
    expect(audits.map((entry) => [entry.actor_id, entry.details.reportCount, entry.details.alreadyHidden])).toEqual([
      [support.user.id, 3, false],
      [admin.user.id, 0, true],
    ]);

    // On sight: a comment nobody reported.
    const onSight = successData(await post(COMMUNITY_API.adminHide('comment', commentId), undefined), reportTargetSchema);
    expect(onSight).toMatchObject({ targetType: 'comment', targetId: commentId, hidden: true, status: 'HIDDEN', reportCount: 0, reports: [] });
    expect(await t.database.db.selectFrom('community_comment').select('hidden_by').where('id', '=', commentId).executeTakeFirstOrThrow()).toEqual({
      hidden_by: support.user.id,
    });

    expect(failure(await post(COMMUNITY_API.adminHide('post', 2_000_000_000), {}))).toMatchObject({ status: 404, code: 'COMMUNITY_POST_NOT_FOUND' });
    expect(failure(await post(COMMUNITY_API.adminHide('comment', 2_000_000_000), {}))).toMatchObject({ status: 404, code: 'COMMUNITY_COMMENT_NOT_FOUND' });
  });

  it('dismisses open reports: the content stays, audited; newest resolution first; nothing open is not found', async () => {
    const { projectId, commenter, reporters, postId, commentId } = await scene();
    await seedReport(t, reporters[0], { type: 'comment', id: commentId }, { reason: 'ABUSE' });
    await seedReport(t, reporters[1], { type: 'post', id: postId }, { reason: 'OTHER', detail: 'off topic' });

    const dismissed = successData(await post(COMMUNITY_API.adminDismiss('comment', commentId), { note: 'banter' }), reportTargetSchema);
    expect(dismissed).toMatchObject({ hidden: false, status: 'DISMISSED', reportCount: 1 });
    expect(dismissed.reports.map((report) => [report.status, report.resolvedBy?.id])).toEqual([['DISMISSED', support.user.id]]);
    expect(await t.database.db.selectFrom('community_comment').select('hidden_at').where('id', '=', commentId).executeTakeFirstOrThrow()).toEqual({
      hidden_at: null,
    });
    const [audit] = await auditRows('COMMUNITY_DISMISS', 'community_comment', commentId);
    expect(audit).toMatchObject({ actor_id: support.user.id, details: { projectId, authorId: commenter.user.id, reportCount: 1, note: 'banter' } });

    t.clock.advance(60_000);
    successData(await post(COMMUNITY_API.adminDismiss('post', postId), {}, admin), reportTargetSchema);
    expect((await openGroups(projectId, 'DISMISSED')).map((group) => [group.targetType, group.targetId, group.status])).toEqual([
      ['post', postId, 'DISMISSED'],
      ['comment', commentId, 'DISMISSED'],
    ]);
    expect(await openGroups(projectId)).toEqual([]);

    expect(failure(await post(COMMUNITY_API.adminDismiss('comment', commentId), {}))).toMatchObject({ status: 404, code: 'COMMUNITY_REPORT_NOT_FOUND' });
    expect(failure(await post(COMMUNITY_API.adminDismiss('post', 2_000_000_000), {}))).toMatchObject({ status: 404, code: 'COMMUNITY_REPORT_NOT_FOUND' });
    expect(await auditRows('COMMUNITY_DISMISS', 'community_comment', commentId)).toHaveLength(1);
  });

  it('bans for 7 days, then for good (lifting the first), then lifts: activeBan, the list, notices in ko and en, audit', async () => {
    const { author, reporters, postId } = await scene();
    const { db } = t.database;
    await seedReport(t, reporters[0], { type: 'post', id: postId });

    const before = t.clock.now().getTime();
    const week = successData(
      await post(COMMUNITY_API.adminBans, { userId: author.user.id, duration: '7D', reason: ' 도배 ', source: { targetType: 'post', targetId: postId } }),
      banSchema,
    );
    const after = t.clock.now().getTime();
    expect(week).toMatchObject({ member: { id: author.user.id }, reason: '도배', liftedAt: null, createdBy: { id: support.user.id }, active: true });
    const startsAt = Date.parse(week.startsAt);
    expect(startsAt).toBeGreaterThanOrEqual(before);
    expect(startsAt).toBeLessThanOrEqual(after);
    expect(Date.parse(week.endsAt ?? '') - startsAt).toBe(7 * DAY_MS);
    expect(await activeBan(db, author.user.id, t.clock.now())).toEqual({ until: week.endsAt, reason: '도배' });

    const [banAudit] = await auditRows('COMMUNITY_BAN', 'community_ban', week.id);
    expect(banAudit).toMatchObject({
      actor_id: support.user.id,
      details: { userId: author.user.id, duration: '7D', endsAt: week.endsAt, reason: '도배', source: { targetType: 'post', targetId: postId } },
    });

    const notices = await db.selectFrom('notification').selectAll().where('user_id', '=', author.user.id).orderBy('id').execute();
    expect(notices).toHaveLength(1);
    const until = kstByIntl(new Date(week.endsAt ?? ''));
    expect(notices[0]).toMatchObject({ type: 'ADMIN', link_url: '/community', read_at: null });
    expect(notices[0]?.body_ko).toContain(`${until}(KST)까지`);
    expect(notices[0]?.body_ko).toContain('사유: 도배');
    expect(notices[0]?.body_en).toContain(`until ${formatKst(week.endsAt ?? '', 'dateMinute', 'en')}. `);
    expect(notices[0]?.body_en).toContain('Reason: 도배');

    // The report group shows the author's ban in force.
    const detail = successData(await get(COMMUNITY_API.adminReportTarget('post', postId)), reportTargetSchema);
    expect(detail.authorBan).toMatchObject({ id: week.id, active: true });

    const forGood = successData(await post(COMMUNITY_API.adminBans, { userId: author.user.id, duration: 'PERMANENT', reason: 'again' }, admin), banSchema);
    expect(forGood).toMatchObject({ endsAt: null, active: true, createdBy: { id: admin.user.id } });
    expect(await activeBan(db, author.user.id, t.clock.now())).toEqual({ until: null, reason: 'again' });
    const first = await db.selectFrom('community_ban').selectAll().where('id', '=', week.id).executeTakeFirstOrThrow();
    expect(first.lifted_by).toBe(admin.user.id);
    expect(first.lifted_at?.toISOString()).toBe(forGood.startsAt);
    const permanentNotice = await db
      .selectFrom('notification')
      .selectAll()
      .where('user_id', '=', author.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(permanentNotice.body_ko).toContain('영구적으로');
    expect(permanentNotice.body_en).toContain('no longer post');
    expect(permanentNotice.body_en).not.toContain('until');

    const active = successData(await get(`${COMMUNITY_API.adminBans}?userId=${author.user.id}&active=true`), banPageSchema);
    expect(active.items.map((ban) => ban.id)).toEqual([forGood.id]);
    expect(active.total).toBe(1);
    const all = successData(await get(`${COMMUNITY_API.adminBans}?userId=${author.user.id}`), banPageSchema);
    expect(all.items.map((ban) => [ban.id, ban.active])).toEqual([
      [forGood.id, true],
      [week.id, false],
    ]);
    const over = successData(await get(`${COMMUNITY_API.adminBans}?userId=${author.user.id}&active=false`), banPageSchema);
    expect(over.items.map((ban) => ban.id)).toEqual([week.id]);

    const lifted = successData(await inject('DELETE', COMMUNITY_API.adminBan(forGood.id), support), banSchema);
    expect(lifted).toMatchObject({ id: forGood.id, active: false });
    expect(lifted.liftedAt).not.toBeNull();
    expect(await activeBan(db, author.user.id, t.clock.now())).toBeNull();
    const [unbanAudit] = await auditRows('COMMUNITY_UNBAN', 'community_ban', forGood.id);
    expect(unbanAudit).toMatchObject({ actor_id: support.user.id, details: { userId: author.user.id } });
    const liftNotice = await db.selectFrom('notification').selectAll().where('user_id', '=', author.user.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(liftNotice).toMatchObject({ type: 'ADMIN', link_url: '/community' });
    expect(liftNotice.body_en).toContain('again');
    expect(liftNotice.body_ko.length).toBeGreaterThan(0);
    expect(await db.selectFrom('notification').select('id').where('user_id', '=', author.user.id).execute()).toHaveLength(3);

    expect(failure(await inject('DELETE', COMMUNITY_API.adminBan(forGood.id), support))).toMatchObject({ status: 404, code: 'COMMUNITY_BAN_NOT_FOUND' });
    expect(failure(await inject('DELETE', COMMUNITY_API.adminBan(week.id), support))).toMatchObject({ status: 404, code: 'COMMUNITY_BAN_NOT_FOUND' });
    expect(failure(await inject('DELETE', COMMUNITY_API.adminBan(2_000_000_000), support))).toMatchObject({ status: 404, code: 'COMMUNITY_BAN_NOT_FOUND' });
  });

  it('a ban that ran out cannot be lifted; staff cannot be banned; an unknown member is not found', async () => {
    const target = await communityMember(t, 'short');
    const day = successData(await post(COMMUNITY_API.adminBans, { userId: target.user.id, duration: '1D', reason: 'cool down' }), banSchema);
    expect(Date.parse(day.endsAt ?? '') - Date.parse(day.startsAt)).toBe(DAY_MS);
    // The day went by (moving the ban back, not the clock: the test tokens would expire).
    const back = (iso: string) => new Date(Date.parse(iso) - DAY_MS - 60_000);
    await t.database.db
      .updateTable('community_ban')
      .set({ starts_at: back(day.startsAt), ends_at: back(day.endsAt ?? '') })
      .where('id', '=', day.id)
      .execute();
    expect(await activeBan(t.database.db, target.user.id, t.clock.now())).toBeNull();
    expect(failure(await inject('DELETE', COMMUNITY_API.adminBan(day.id), support))).toMatchObject({ status: 404, code: 'COMMUNITY_BAN_NOT_FOUND' });
    const listed = successData(await get(`${COMMUNITY_API.adminBans}?userId=${target.user.id}`), banPageSchema);
    expect(listed.items.map((ban) => [ban.id, ban.active, ban.liftedAt])).toEqual([[day.id, false, null]]);

    for (const staff of [support, admin]) {
      expect(failure(await post(COMMUNITY_API.adminBans, { userId: staff.user.id, duration: '7D', reason: 'no' }, admin))).toMatchObject({
        status: 400,
        code: 'COMMUNITY_BAN_STAFF',
      });
    }
    expect(failure(await post(COMMUNITY_API.adminBans, { userId: 2_000_000_000, duration: '7D', reason: 'who' }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    const staffBans = await t.database.db.selectFrom('community_ban').select('id').where('user_id', 'in', [support.user.id, admin.user.id]).execute();
    expect(staffBans).toEqual([]);
  });

  it('lists communities with state and counts; admin closes, sets an opening date and reopens, audited with previous values', async () => {
    const { projectId, reporters, postId, commentId, author } = await scene();
    const { db } = t.database;
    await seedPost(t, projectId, author, 'second');
    const deleted = await seedPost(t, projectId, author, 'gone');
    await db.updateTable('community_post').set({ deleted_at: t.clock.now() }).where('id', '=', deleted).execute();
    await seedReport(t, reporters[0], { type: 'post', id: postId });
    await seedReport(t, reporters[1], { type: 'post', id: postId });
    await seedReport(t, reporters[2], { type: 'comment', id: commentId });
    const dismissedReport = await seedReport(t, reporters[0], { type: 'comment', id: commentId });
    await db.updateTable('community_report').set({ status: 'DISMISSED' }).where('id', '=', dismissedReport).execute();

    const response = await get(COMMUNITY_API.adminCommunities);
    expect(response.headers['cache-control']).toBe('no-store');
    const listed = successData(response, adminCommunityListSchema);
    const projectCount = await db.selectFrom('project').select('id').execute();
    expect(listed.items).toHaveLength(projectCount.length);
    expect(listed.items.find((item) => item.projectId === projectId)).toMatchObject({
      state: 'OPEN',
      closed: false,
      opensAt: null,
      openReports: 3,
      postCount: 2,
      updatedAt: null,
      updatedBy: null,
    });

    // Support reads but may not change a community.
    expect(failure(await inject('PUT', COMMUNITY_API.adminCommunity(projectId), support, { closed: true, opensAt: null }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await db.selectFrom('community_setting').selectAll().where('project_id', '=', projectId).execute()).toEqual([]);

    const closed = successData(await inject('PUT', COMMUNITY_API.adminCommunity(projectId), admin, { closed: true, opensAt: null }), adminCommunitySchema);
    expect(closed).toMatchObject({ projectId, state: 'CLOSED', closed: true, opensAt: null, openReports: 3, updatedBy: { id: admin.user.id } });
    expect((await loadCommunity(db, projectId, t.clock.now())).state).toBe('CLOSED');

    const opensAt = new Date(t.clock.now().getTime() + 3 * DAY_MS);
    opensAt.setUTCMilliseconds(0);
    const offset = opensAt.toISOString().replace('Z', '+00:00');
    const notOpen = successData(await inject('PUT', COMMUNITY_API.adminCommunity(projectId), admin, { closed: false, opensAt: offset }), adminCommunitySchema);
    expect(notOpen).toMatchObject({ state: 'NOT_OPEN', closed: false, opensAt: opensAt.toISOString() });
    expect(await loadCommunity(db, projectId, t.clock.now())).toMatchObject({ state: 'NOT_OPEN', opensAt });

    const reopened = successData(await inject('PUT', COMMUNITY_API.adminCommunity(projectId), admin, { closed: false, opensAt: null }), adminCommunitySchema);
    expect(reopened).toMatchObject({ state: 'OPEN', closed: false, opensAt: null });
    expect((await loadCommunity(db, projectId, t.clock.now())).state).toBe('OPEN');

    const audits = await auditRows('COMMUNITY_SETTINGS', 'community', projectId);
    expect(audits.map((entry) => [entry.actor_id, entry.details])).toEqual([
      [admin.user.id, { previous: { closed: false, opensAt: null }, next: { closed: true, opensAt: null } }],
      [admin.user.id, { previous: { closed: true, opensAt: null }, next: { closed: false, opensAt: opensAt.toISOString() } }],
      [admin.user.id, { previous: { closed: false, opensAt: opensAt.toISOString() }, next: { closed: false, opensAt: null } }],
    ]);

    expect(failure(await inject('PUT', COMMUNITY_API.adminCommunity(2_000_000_000), admin, { closed: true, opensAt: null }))).toMatchObject({
      status: 404,
      code: 'COMMUNITY_NOT_FOUND',
    });
  });

  it('answers bad input with catalogue codes, never a 5xx', async () => {
    const { projectId } = await scene();
    const target = await communityMember(t, 'target');
    // A null code: any catalogue code (a reason over 500 characters answers COMMUNITY_BAN_REASON_REQUIRED today: the
    // contract's schema-level message covers its max rule too).
    const cases: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown, number, string | null]> = [
      ['unknown duration', 'POST', COMMUNITY_API.adminBans, { userId: target.user.id, duration: '2D', reason: 'x' }, 400, 'VALIDATION_FAILED'],
      ['empty reason', 'POST', COMMUNITY_API.adminBans, { userId: target.user.id, duration: '7D', reason: '   ' }, 400, 'COMMUNITY_BAN_REASON_REQUIRED'],
      ['no reason', 'POST', COMMUNITY_API.adminBans, { userId: target.user.id, duration: '7D' }, 400, 'COMMUNITY_BAN_REASON_REQUIRED'],
      ['reason too long', 'POST', COMMUNITY_API.adminBans, { userId: target.user.id, duration: '7D', reason: 'x'.repeat(501) }, 400, null],
      ['bad user id', 'POST', COMMUNITY_API.adminBans, { userId: 'x', duration: '7D', reason: 'x' }, 400, 'VALIDATION_FAILED'],
      [
        'bad source',
        'POST',
        COMMUNITY_API.adminBans,
        { userId: target.user.id, duration: '7D', reason: 'x', source: { targetType: 'user', targetId: 1 } },
        400,
        'VALIDATION_FAILED',
      ],
      ['no body', 'POST', COMMUNITY_API.adminBans, undefined, 400, 'COMMUNITY_BAN_REASON_REQUIRED'],
      ['bad opensAt', 'PUT', COMMUNITY_API.adminCommunity(projectId), { closed: false, opensAt: 'tomorrow' }, 400, 'COMMUNITY_OPENS_AT_INVALID'],
      [
        'opensAt without offset',
        'PUT',
        COMMUNITY_API.adminCommunity(projectId),
        { closed: false, opensAt: '2031-01-01T00:00:00' },
        400,
        'COMMUNITY_OPENS_AT_INVALID',
      ],
      [
        'impossible opensAt',
        'PUT',
        COMMUNITY_API.adminCommunity(projectId),
        { closed: false, opensAt: '2031-02-30T00:00:00Z' },
        400,
        'COMMUNITY_OPENS_AT_INVALID',
      ],
      ['closed missing', 'PUT', COMMUNITY_API.adminCommunity(projectId), { opensAt: null }, 400, 'VALIDATION_FAILED'],
      ['bad project id', 'PUT', COMMUNITY_API.adminCommunity('abc'), { closed: true, opensAt: null }, 400, 'VALIDATION_FAILED'],
      ['bad target type', 'GET', COMMUNITY_API.adminReportTarget('user' as 'post', 1), undefined, 400, 'VALIDATION_FAILED'],
      ['bad target id', 'GET', COMMUNITY_API.adminReportTarget('post', 'abc'), undefined, 400, 'VALIDATION_FAILED'],
      ['zero target id', 'POST', COMMUNITY_API.adminHide('post', 0), {}, 400, 'VALIDATION_FAILED'],
      ['huge target id', 'POST', COMMUNITY_API.adminDismiss('comment', '99999999999'), {}, 400, 'VALIDATION_FAILED'],
      ['note too long', 'POST', COMMUNITY_API.adminHide('post', 1), { note: 'x'.repeat(501) }, 400, 'VALIDATION_FAILED'],
      ['bad ban id', 'DELETE', COMMUNITY_API.adminBan('x'), undefined, 400, 'VALIDATION_FAILED'],
      ['bad status', 'GET', `${COMMUNITY_API.adminReports}?status=CLOSED`, undefined, 400, 'VALIDATION_FAILED'],
      ['bad page', 'GET', `${COMMUNITY_API.adminReports}?page=0`, undefined, 400, 'VALIDATION_FAILED'],
      ['bad active', 'GET', `${COMMUNITY_API.adminBans}?active=maybe`, undefined, 400, 'VALIDATION_FAILED'],
      ['bad ban user', 'GET', `${COMMUNITY_API.adminBans}?userId=-1`, undefined, 400, 'VALIDATION_FAILED'],
    ];
    for (const [name, method, url, payload, status, code] of cases) {
      const answer = failure(await inject(method, url, admin, payload));
      expect({ name, status: answer.status, code: code === null ? null : answer.code }).toEqual({ name, status, code });
      expect(isErrorCode(answer.code)).toBe(true);
    }
    expect(await t.database.db.selectFrom('community_ban').select('id').where('user_id', '=', target.user.id).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('community_setting').select('project_id').where('project_id', '=', projectId).execute()).toEqual([]);
  });
});
