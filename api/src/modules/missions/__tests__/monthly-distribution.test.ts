import { testBackends } from '../../../testing/test-database';
import type { TestMember } from '../../../testing/test-members';
import { distributeMonthlyKeys } from '../monthly-distribution';
import {
  buyKeys,
  checkIn,
  createMissionsApp,
  kstAt,
  missionBuyer,
  missionProject,
  setupInput,
  setUpMonth,
  staffMember,
  type MissionsTestApp,
} from './missions-fixture';

const QUALIFIERS = 24;

describe.each(testBackends())('KEY of the Month distribution across instances (%s)', (backend) => {
  let first: MissionsTestApp;
  let second: MissionsTestApp;
  let members: TestMember[];
  let keyDesignId: number;

  beforeAll(async () => {
    first = await createMissionsApp(backend);
    first.clock.set(kstAt('2033-02-20'));
    // A second api instance on the same database and clock.
    second = await createMissionsApp(backend, { database: first.database, clock: first.clock });
    const admin = await staffMember(first, 'admin');
    const { projectId } = await missionProject(first);
    keyDesignId = (await setUpMonth(first, admin, '2033-02', setupInput(projectId, { checkinTarget: 1, buyTarget: 1 }))).key.keyId;
    members = [];
    for (let index = 0; index < QUALIFIERS; index += 1) {
      const member = await missionBuyer(first, `q${index}`);
      await checkIn(first, member);
      await buyKeys(first, member, projectId, 1);
      members.push(member);
    }
    first.clock.set(kstAt('2033-03-01', '00:05'));
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const rewardsOf = (userId: number) =>
    first.database.db.selectFrom('purchase').select('id').where('user_id', '=', userId).where('pay_method', '=', 'REWARD').execute();

  it('gives exactly one KEY per qualifying member when a pass is cut short and two instances then run at once', async () => {
    // A pass that stops early (as one cut short by a crash would): what it gave is committed, the month stays open.
    const partial = await distributeMonthlyKeys(first.database.db, first.clock.now(), { maxAwards: 5 });
    expect(partial).toEqual({ awarded: 5, outOfSupply: 0, monthsDone: [] });

    // Then both instances run their job at the same moment (the job keeps no state outside the database).
    const [a, b] = await Promise.all([first.app.monthlyDistribution.runOnce(), second.app.monthlyDistribution.runOnce()]);
    expect(a.awarded + b.awarded).toBe(QUALIFIERS - 5);
    expect([...a.monthsDone, ...b.monthsDone]).toContain('2033-02');

    for (const member of members) expect(await rewardsOf(member.user.id)).toHaveLength(1);
    const awards = await first.database.db.selectFrom('monthly_award').select(['status', 'key_item_id']).where('month', '=', '2033-02').execute();
    expect(awards).toHaveLength(QUALIFIERS);
    expect(new Set(awards.map((award) => award.key_item_id)).size).toBe(QUALIFIERS);
    const serials = await first.database.db.selectFrom('key_item').select('serial_no').where('key_design_id', '=', keyDesignId).orderBy('serial_no').execute();
    expect(serials.map((item) => item.serial_no)).toEqual(Array.from({ length: QUALIFIERS }, (_, index) => index + 1));
    const design = await first.database.db.selectFrom('key_design').select('supply_remaining').where('id', '=', keyDesignId).executeTakeFirstOrThrow();
    expect(design.supply_remaining).toBe(100 - QUALIFIERS);

    // Later passes find nothing to do.
    expect(await second.app.monthlyDistribution.runOnce()).toEqual({ awarded: 0, outOfSupply: 0, monthsDone: [] });
  });
});
