import { testBackends } from '../../../testing/test-database';
import { accessTo, loadCommunity } from '../community-access';
import { activeBan, ownedProjectIds } from '../community-repository';
import { communityMember, communityProject, createCommunityApp, giveKey, type CommunityTestApp } from './community-fixture';

describe.each(testBackends())('community access facts (%s)', (backend) => {
  let t: CommunityTestApp;
  beforeAll(async () => {
    t = await createCommunityApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts only revealed KEYs the member owns now, per project', async () => {
    const first = await communityProject(t);
    const second = await communityProject(t);
    const member = await communityMember(t, 'owner');
    expect(await ownedProjectIds(t.database.db, member.user.id)).toEqual(new Set());
    await giveKey(t, member, first.designIds[0] ?? 0, { revealed: false });
    expect(await ownedProjectIds(t.database.db, member.user.id)).toEqual(new Set());
    await giveKey(t, member, second.designIds[0] ?? 0);
    expect(await ownedProjectIds(t.database.db, member.user.id)).toEqual(new Set([second.projectId]));
    expect(await ownedProjectIds(t.database.db, member.user.id, first.projectId)).toEqual(new Set());

    // A KEY exchanged for a ticket counts once the ticket's KEY is revealed.
    const third = await communityProject(t);
    const exchanged = await giveKey(t, member, third.designIds[0] ?? 0);
    const ticket = await t.database.db
      .insertInto('ticket')
      .values({ user_id: member.user.id, granted_at: t.clock.now(), source: 'test', status: 'COMPLETED', project_id: third.projectId, key_item_id: exchanged })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await ownedProjectIds(t.database.db, member.user.id)).has(third.projectId)).toBe(false);
    await t.database.db.updateTable('ticket').set({ revealed_at: t.clock.now() }).where('id', '=', ticket.id).execute();
    expect((await ownedProjectIds(t.database.db, member.user.id)).has(third.projectId)).toBe(true);
  });

  it('answers the state, then ownership, then the ban', async () => {
    const { db } = t.database;
    const now = t.clock.now();
    const { projectId, designIds } = await communityProject(t);
    const owner = await communityMember(t, 'owner');
    const stranger = await communityMember(t, 'stranger');
    const support = await communityMember(t, 'support', 'support');
    await giveKey(t, owner, designIds[0] ?? 0);

    const open = await loadCommunity(db, projectId, now);
    expect(open.state).toBe('OPEN');
    expect(await accessTo(db, open, null, now)).toMatchObject({ reason: 'SIGN_IN', canRead: false });
    expect(await accessTo(db, open, stranger.user, now)).toMatchObject({ reason: 'NO_KEY', canRead: false });
    expect(await accessTo(db, open, owner.user, now)).toMatchObject({ reason: 'OWNER', canRead: true, canWrite: true, ban: null });
    expect(await accessTo(db, open, support.user, now)).toMatchObject({ reason: 'STAFF', canRead: true, canWrite: false });

    const until = new Date(now.getTime() + 60_000);
    await db
      .insertInto('community_ban')
      .values({ user_id: owner.user.id, reason: 'spam', starts_at: now, ends_at: until, created_by: support.user.id, created_at: now })
      .execute();
    expect(await activeBan(db, owner.user.id, now)).toEqual({ until: until.toISOString(), reason: 'spam' });
    expect(await accessTo(db, open, owner.user, now)).toMatchObject({ reason: 'OWNER', canRead: true, canWrite: false });
    expect(await activeBan(db, owner.user.id, until)).toBeNull();

    const opensAt = new Date(now.getTime() + 86_400_000);
    await db.insertInto('community_setting').values({ project_id: projectId, closed: false, opens_at: opensAt }).execute();
    const notOpen = await loadCommunity(db, projectId, now);
    expect(notOpen).toMatchObject({ state: 'NOT_OPEN', opensAt });
    expect(await accessTo(db, notOpen, owner.user, now)).toMatchObject({ reason: 'NOT_OPEN', canRead: false });
    await db.updateTable('community_setting').set({ closed: true }).where('project_id', '=', projectId).execute();
    expect((await loadCommunity(db, projectId, now)).state).toBe('CLOSED');
    await expect(loadCommunity(db, 2_000_000_000, now)).rejects.toMatchObject({ code: 'COMMUNITY_NOT_FOUND' });
  });
});
