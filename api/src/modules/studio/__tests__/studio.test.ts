import type { InjectOptions } from 'fastify';
import {
  auditPageSchema,
  ERRORS,
  PURCHASE_API,
  projectOddsSchema,
  STAFF_API,
  STUDIO_API,
  STUDIO_LIMITS,
  studioProjectListSchema,
  studioProjectSchema,
  type AuditAction,
  type AuditEntry,
  type StudioProject,
} from 'shared-contract';
import { apiRoutes, concreteUrl } from '../../../testing/api-routes';
import { failure, successData } from '../../../testing/envelope';
import { createBuyer } from '../../../testing/test-commerce';
import { testBackends } from '../../../testing/test-database';
import type { TestMember } from '../../../testing/test-members';
import { STUDIO_ROUTES } from '../studio-routes';
import { DAY_MS, designInput, draftWith, projectInput, studioTestApp, type StudioTestApp } from './studio-fixture';

jest.setTimeout(300_000);

/**
 * The catalogue studio's api: who may use it, what it enforces (collections, limits, what locks after the first sale,
 * publish times), the supply and odds it shows, and the audit of every change.
 */
describe.each(testBackends())('catalogue studio on %s', (backend) => {
  let s: StudioTestApp;

  beforeAll(async () => {
    s = await studioTestApp(backend, `studio-${backend}`);
  });
  afterAll(async () => {
    await s?.close();
  });

  const buy = async (who: TestMember, projectId: number, quantity: number) =>
    s.inject(
      who,
      { method: 'POST', url: PURCHASE_API.coinReveal, payload: { projectId, quantity, agreeRefundPolicy: true } },
      { 'idempotency-key': `buy-${who.user.id}-${Math.random().toString(36).slice(2)}` },
    );
  const publishNow = (projectId: number) => s.project(s.editor, { method: 'POST', url: STUDIO_API.publish(projectId), payload: { publishAt: null } });
  const auditOf = async (action: AuditAction, targetId: number): Promise<AuditEntry[]> =>
    successData(await s.inject(s.admin, { method: 'GET', url: `${STAFF_API.audit}?action=${action}&targetId=${targetId}&page=1&size=50` }), auditPageSchema)
      .items;

  test('every studio route: visitors 401, members and the support team 403, editors and admins allowed', async () => {
    /** The studio's routes in an order that works through a fresh project: each is answered 200 to an editor or admin. */
    const walk = (projectId: number, designId: number, payloads: { project: object; design: object }): Array<[string, InjectOptions]> => [
      [`GET ${STUDIO_ROUTES.collections}`, { method: 'GET', url: STUDIO_API.collections }],
      [`GET ${STUDIO_ROUTES.projects}`, { method: 'GET', url: STUDIO_API.projects }],
      [`GET ${STUDIO_ROUTES.project}`, { method: 'GET', url: STUDIO_API.project(projectId) }],
      [`PUT ${STUDIO_ROUTES.project}`, { method: 'PUT', url: STUDIO_API.project(projectId), payload: payloads.project }],
      [`POST ${STUDIO_ROUTES.designs}`, { method: 'POST', url: STUDIO_API.designs(projectId), payload: payloads.design }],
      [`PUT ${STUDIO_ROUTES.design}`, { method: 'PUT', url: STUDIO_API.design(projectId, designId), payload: { ...payloads.design, supply: 60 } }],
      [
        `POST ${STUDIO_ROUTES.publish}`,
        { method: 'POST', url: STUDIO_API.publish(projectId), payload: { publishAt: new Date(s.clock.now().getTime() + DAY_MS).toISOString() } },
      ],
      [`POST ${STUDIO_ROUTES.unpublish}`, { method: 'POST', url: STUDIO_API.unpublish(projectId) }],
      [`DELETE ${STUDIO_ROUTES.design}`, { method: 'DELETE', url: STUDIO_API.design(projectId, designId) }],
      [`POST ${STUDIO_ROUTES.projects}`, { method: 'POST', url: STUDIO_API.projects, payload: payloads.project }],
    ];
    const registered = apiRoutes(s.t.app)
      .filter((route) => route.url.startsWith('/api/studio/') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const target = await draftWith(s, [{}, {}]);
    const [, second] = target.designs;
    if (!second) throw new Error('two designs expected');
    const refused = walk(target.id, second.id, { project: projectInput(s), design: designInput() });
    expect(refused.map(([route]) => route).sort()).toEqual(registered);
    expect(registered).toHaveLength(10);
    for (const [route, options] of refused) {
      expect([route, failure(await s.inject(null, options)).status]).toEqual([route, 401]);
      for (const who of [s.member, s.support])
        expect([route, failure(await s.inject(who, options))]).toMatchObject([route, { status: 403, code: 'FORBIDDEN' }]);
    }
    // Nothing they sent changed anything.
    expect(await s.project(s.editor, { method: 'GET', url: STUDIO_API.project(target.id) })).toEqual(target);

    for (const who of [s.editor, s.admin]) {
      const own = await draftWith(s, [{}, {}]);
      const [, design] = own.designs;
      if (!design) throw new Error('two designs expected');
      for (const [route, options] of walk(own.id, design.id, { project: projectInput(s), design: designInput() })) {
        const answer = await s.inject(who, options);
        expect([route, answer.statusCode, answer.headers['cache-control']]).toEqual([route, 200, 'no-store']);
      }
    }
  });

  test('an editor is refused every route of the support team and the admins (money, members, moderation, events, audit)', async () => {
    const staffRoutes = apiRoutes(s.t.app).filter(
      (route) => route.method !== 'HEAD' && (route.url.startsWith('/api/admin/') || route.url.startsWith('/api/staff/')),
    );
    expect(staffRoutes.length).toBeGreaterThan(20);
    // Refunds and payouts, the audit log, community moderation, members' purchases (searched by member), inquiries, events.
    for (const prefix of ['/api/admin/refund', '/api/admin/audit', '/api/admin/community', '/api/admin/purchases', '/api/admin/support', '/api/admin/events']) {
      expect([prefix, staffRoutes.some((route) => route.url.startsWith(prefix))]).toEqual([prefix, true]);
    }
    for (const route of staffRoutes) {
      const options = {
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      };
      for (const who of [s.editor, s.member]) {
        const answer = await s.inject(who, options);
        expect([route.method, route.url, answer.statusCode, answer.json<{ error?: { code?: string } }>().error?.code]).toEqual([
          route.method,
          route.url,
          403,
          'FORBIDDEN',
        ]);
      }
    }
  });

  test('the list: every project, drafts too, newest first, with status, designs, supply and sales', async () => {
    const draft = await draftWith(s, [{ supply: 7 }, { supply: 8 }]);
    const { items } = successData(await s.inject(s.editor, { method: 'GET', url: STUDIO_API.projects }), studioProjectListSchema);
    expect(items[0]).toMatchObject({ id: draft.id, status: 'DRAFT', publishAt: null, designCount: 2, supplyTotal: 15, sold: 0, title: draft.title });
    // Seeded projects are there, published (at the fixed instant before the studio).
    const seeded = items.filter((item) => item.publishAt === '2020-01-01T00:00:00.000Z');
    expect(seeded.length).toBeGreaterThanOrEqual(8);
    expect(seeded.every((item) => item.status === 'PUBLISHED')).toBe(true);
  });

  test('supply and odds follow every edit, and equal the odds members see', async () => {
    const draft = await draftWith(s, [{ supply: 50 }, { supply: 30, rarity: 'rare' }, { supply: 20, rarity: 'epic' }, { supply: 9, edition: 'MONTHLY' }]);
    expect(draft.designs.map((design) => design.oddsBasisPoints)).toEqual([5000, 3000, 2000, 0]);
    const [, , third] = draft.designs;
    if (!third) throw new Error('designs expected');
    const edited = await s.project(s.editor, {
      method: 'PUT',
      url: STUDIO_API.design(draft.id, third.id),
      payload: designInput({ name: third.name, rarity: 'epic', supply: 50 }),
    });
    expect(edited.supplyTotal).toBe(139);
    // 50/130, 30/130, 50/130 in basis points, rounded half up: 3846.15…, 2307.69…, 3846.15…
    expect(edited.designs.map((design) => design.oddsBasisPoints)).toEqual([3846, 2308, 3846, 0]);

    await publishNow(draft.id);
    const buyer = await createBuyer(s.t, `odds-${backend}`);
    expect((await buy(buyer, draft.id, 7)).statusCode).toBe(200);
    const after = await s.project(s.editor, { method: 'GET', url: STUDIO_API.project(draft.id) });
    expect(after.sold).toBe(7);
    const odds = successData(await s.inject(null, { method: 'GET', url: `${PURCHASE_API.projectOdds}?id=${draft.id}` }), projectOddsSchema);
    const members = new Map(odds.keys.map((key) => [key.keyId, Math.round(key.probability * 10_000)]));
    for (const design of after.designs.filter((item) => item.edition === 'SALE'))
      expect([design.id, design.oddsBasisPoints]).toEqual([design.id, members.get(design.id)]);
    expect(after.designs.filter((design) => design.edition === 'SALE').reduce((sum, design) => sum + design.oddsBasisPoints, 0)).toBeGreaterThanOrEqual(9_999);
  });

  test('after the first sale: supply never below what sold, rarity, edition and designs locked, prices and window need a reason', async () => {
    const draft = await draftWith(s, [{ supply: 3 }, { supply: 3, rarity: 'rare' }]);
    await publishNow(draft.id);
    // Before any sale, everything may change.
    const [first, second] = draft.designs;
    if (!first || !second) throw new Error('designs expected');
    expect(
      (
        await s.inject(s.editor, {
          method: 'PUT',
          url: STUDIO_API.design(draft.id, first.id),
          payload: designInput({ name: first.name, rarity: 'epic', supply: 3 }),
        })
      ).statusCode,
    ).toBe(200);

    const buyer = await createBuyer(s.t, `locks-${backend}`);
    expect((await buy(buyer, draft.id, 4)).statusCode).toBe(200);
    const sold = await s.project(s.editor, { method: 'GET', url: STUDIO_API.project(draft.id) });
    const soldOf = (id: number) => sold.designs.find((design) => design.id === id)?.sold ?? 0;
    expect(soldOf(first.id) + soldOf(second.id)).toBe(4);
    const [busy] = [first, second].sort((a, b) => soldOf(b.id) - soldOf(a.id));
    if (!busy) throw new Error('a design expected');
    const busySold = soldOf(busy.id);
    const busyRarity = sold.designs.find((design) => design.id === busy.id)?.rarity ?? 'common';
    const put = (payload: object) => s.inject(s.editor, { method: 'PUT', url: STUDIO_API.design(draft.id, busy.id), payload });
    const same = { name: busy.name, rarity: busyRarity };

    expect(failure(await put(designInput({ ...same, supply: busySold - 1 })))).toMatchObject({
      status: 409,
      code: 'STUDIO_SUPPLY_BELOW_SOLD',
      message: ERRORS.STUDIO_SUPPLY_BELOW_SOLD.en,
    });
    expect(failure(await put(designInput({ ...same, rarity: busyRarity === 'legendary' ? 'common' : 'legendary', supply: 3 }))).code).toBe(
      'STUDIO_RARITY_LOCKED',
    );
    expect(failure(await put(designInput({ ...same, supply: 3, edition: 'MONTHLY' }))).code).toBe('STUDIO_EDITION_LOCKED');
    // Exactly what sold: nothing remains, and what remains is always the supply less what sold.
    const exact = successData(await put(designInput({ ...same, supply: busySold })), studioProjectSchema);
    expect(exact.designs.find((design) => design.id === busy.id)).toMatchObject({ supplyTotal: busySold, sold: busySold });
    const grown = successData(await put(designInput({ ...same, supply: 40 })), studioProjectSchema);
    expect(grown.designs.find((design) => design.id === busy.id)).toMatchObject({ supplyTotal: 40, sold: busySold });
    const row = await s.t.database.db.selectFrom('key_design').select(['supply_total', 'supply_remaining']).where('id', '=', busy.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ supply_total: 40, supply_remaining: 40 - busySold });

    for (const design of [first, second]) {
      expect(failure(await s.inject(s.editor, { method: 'DELETE', url: STUDIO_API.design(draft.id, design.id) }))).toMatchObject({
        status: 409,
        code: 'STUDIO_DESIGN_LOCKED',
      });
    }
    expect(failure(await s.inject(s.editor, { method: 'POST', url: STUDIO_API.unpublish(draft.id) })).code).toBe('STUDIO_UNPUBLISH_SOLD');
    const later = new Date(s.clock.now().getTime() + DAY_MS).toISOString();
    expect(failure(await s.inject(s.editor, { method: 'POST', url: STUDIO_API.publish(draft.id), payload: { publishAt: later } })).code).toBe(
      'STUDIO_UNPUBLISH_SOLD',
    );

    const base = projectInput(s, { title: sold.title, saleStartsAt: sold.saleStartsAt, saleEndsAt: sold.saleEndsAt });
    const putProject = (payload: object) => s.inject(s.editor, { method: 'PUT', url: STUDIO_API.project(draft.id), payload });
    expect(failure(await putProject({ ...base, priceGold: 150 }))).toMatchObject({ status: 400, code: 'STUDIO_REASON_REQUIRED' });
    expect(failure(await putProject({ ...base, saleEndsAt: null, reason: '   ' })).code).toBe('STUDIO_REASON_REQUIRED');
    // Texts change without a reason; the price with one, which the audit keeps.
    expect((await putProject({ ...base, title: { ko: `${sold.title.ko} 2`, en: `${sold.title.en} 2` } })).statusCode).toBe(200);
    const repriced = successData(
      await putProject({ ...base, title: { ko: `${sold.title.ko} 2`, en: `${sold.title.en} 2` }, priceGold: 150, reason: 'Launch price ended' }),
      studioProjectSchema,
    );
    expect(repriced.priceGold).toBe(150);
    const [audit] = await auditOf('STUDIO_PROJECT_UPDATE', draft.id);
    expect(audit?.details).toEqual({ from: { priceGold: 100 }, to: { priceGold: 150 }, reason: 'Launch price ended' });

    // A design added once KEYs sold joins the draw at once.
    const added = await s.project(s.editor, { method: 'POST', url: STUDIO_API.designs(draft.id), payload: designInput({ supply: 10 }) });
    const odds = successData(await s.inject(null, { method: 'GET', url: `${PURCHASE_API.projectOdds}?id=${draft.id}` }), projectOddsSchema);
    expect(odds.keys.map((key) => key.keyId)).toEqual(added.designs.map((design) => design.id));
  });

  test(`at most ${STUDIO_LIMITS.designsMax} designs, and publishing needs a design for sale`, async () => {
    const draft = await draftWith(s, [{ edition: 'MONTHLY' }]);
    expect(failure(await s.inject(s.editor, { method: 'POST', url: STUDIO_API.publish(draft.id), payload: { publishAt: null } }))).toMatchObject({
      status: 409,
      code: 'STUDIO_DESIGNS_REQUIRED',
    });
    let project: StudioProject = draft;
    while (project.designs.length < STUDIO_LIMITS.designsMax) {
      project = await s.project(s.editor, { method: 'POST', url: STUDIO_API.designs(draft.id), payload: designInput({ supply: 1 }) });
    }
    expect(failure(await s.inject(s.editor, { method: 'POST', url: STUDIO_API.designs(draft.id), payload: designInput() }))).toMatchObject({
      status: 409,
      code: 'STUDIO_DESIGN_LIMIT',
    });
    const published = await publishNow(draft.id);
    expect(published.status).toBe('PUBLISHED');
    // A published project keeps a design for sale: its last one can neither go nor become a KEY of the Month.
    const small = await draftWith(s, [{}]);
    await publishNow(small.id);
    const [only] = small.designs;
    if (!only) throw new Error('a design expected');
    expect(failure(await s.inject(s.editor, { method: 'DELETE', url: STUDIO_API.design(small.id, only.id) })).code).toBe('STUDIO_DESIGNS_REQUIRED');
    expect(
      failure(await s.inject(s.editor, { method: 'PUT', url: STUDIO_API.design(small.id, only.id), payload: designInput({ edition: 'MONTHLY' }) })).code,
    ).toBe('STUDIO_DESIGNS_REQUIRED');
  });

  test('publish times: a scheduled time must be ahead; publishing now keeps the first publication', async () => {
    const draft = await draftWith(s, [{}]);
    const publish = (publishAt: string | null) => s.inject(s.editor, { method: 'POST', url: STUDIO_API.publish(draft.id), payload: { publishAt } });
    for (const at of [s.clock.now(), new Date(s.clock.now().getTime() - 1)]) {
      expect(failure(await publish(at.toISOString()))).toMatchObject({
        status: 400,
        code: 'STUDIO_PUBLISH_TIME_PAST',
        message: ERRORS.STUDIO_PUBLISH_TIME_PAST.en,
      });
    }
    const first = s.clock.now().toISOString();
    expect(successData(await publish(null), studioProjectSchema).publishAt).toBe(first);
    s.clock.advance(60_000);
    expect(successData(await publish(null), studioProjectSchema).publishAt).toBe(first);
    // Not sold: it may be scheduled again (hidden until then), or published at once from a schedule.
    const later = new Date(s.clock.now().getTime() + DAY_MS).toISOString();
    expect(successData(await publish(later), studioProjectSchema)).toMatchObject({ status: 'SCHEDULED', publishAt: later });
    expect(successData(await publish(null), studioProjectSchema)).toMatchObject({ status: 'PUBLISHED', publishAt: s.clock.now().toISOString() });
  });

  test('every change is audited with what changed, from and to, by whom', async () => {
    const created = await s.project(s.editor, { method: 'POST', url: STUDIO_API.projects, payload: projectInput(s, { priceGold: 100 }) });
    const input = projectInput(s, { title: created.title, saleStartsAt: created.saleStartsAt, saleEndsAt: created.saleEndsAt });
    await s.project(s.editor, { method: 'PUT', url: STUDIO_API.project(created.id), payload: { ...input, priceGold: 130, themeId: s.otherThemeId } });
    const withDesign = await s.project(s.editor, {
      method: 'POST',
      url: STUDIO_API.designs(created.id),
      payload: designInput({ name: { ko: '하나', en: 'One' }, supply: 20 }),
    });
    const [design] = withDesign.designs;
    if (!design) throw new Error('a design expected');
    await s.project(s.editor, {
      method: 'PUT',
      url: STUDIO_API.design(created.id, design.id),
      payload: designInput({ name: { ko: '하나', en: 'One' }, supply: 25, rarity: 'rare' }),
    });
    const publishAt = new Date(s.clock.now().getTime() + DAY_MS).toISOString();
    await s.project(s.editor, { method: 'POST', url: STUDIO_API.publish(created.id), payload: { publishAt } });
    await s.project(s.editor, { method: 'POST', url: STUDIO_API.unpublish(created.id) });
    await s.project(s.editor, { method: 'DELETE', url: STUDIO_API.design(created.id, design.id) });

    const one = async (action: AuditAction, targetId: number) => {
      const entries = await auditOf(action, targetId);
      expect([action, entries.length]).toEqual([action, 1]);
      const [entry] = entries;
      expect(entry?.actor).toMatchObject({ id: s.editor.user.id, role: 'editor' });
      return entry;
    };
    const create = await one('STUDIO_PROJECT_CREATE', created.id);
    expect(create).toMatchObject({
      targetType: 'project',
      targetId: String(created.id),
      details: { from: null, to: { title: created.title, priceGold: 100 } },
    });
    expect((await one('STUDIO_PROJECT_UPDATE', created.id))?.details).toEqual({
      from: { themeId: s.themeId, priceGold: 100 },
      to: { themeId: s.otherThemeId, priceGold: 130 },
    });
    expect(await one('STUDIO_DESIGN_CREATE', design.id)).toMatchObject({
      targetType: 'key_design',
      details: { projectId: created.id, from: null, to: { name: { ko: '하나', en: 'One' }, supply: 20, rarity: 'common', edition: 'SALE' } },
    });
    expect((await one('STUDIO_DESIGN_UPDATE', design.id))?.details).toEqual({
      projectId: created.id,
      from: { rarity: 'common', supply: 20 },
      to: { rarity: 'rare', supply: 25 },
    });
    expect((await one('STUDIO_PUBLISH', created.id))?.details).toEqual({ from: { status: 'DRAFT', publishAt: null }, to: { status: 'SCHEDULED', publishAt } });
    expect((await one('STUDIO_UNPUBLISH', created.id))?.details).toEqual({
      from: { status: 'SCHEDULED', publishAt },
      to: { status: 'DRAFT', publishAt: null },
    });
    expect((await one('STUDIO_DESIGN_DELETE', design.id))?.details).toMatchObject({ projectId: created.id, from: { supply: 25, rarity: 'rare' }, to: null });
  });

  test('bad input answers a catalogue code with its ko and en message, never a 5xx', async () => {
    const draft = await draftWith(s, [{}]);
    const other = await draftWith(s, [{}]);
    const [foreign] = other.designs;
    if (!foreign) throw new Error('a design expected');
    const cases: Array<[InjectOptions, number, keyof typeof ERRORS]> = [
      [
        { method: 'POST', url: STUDIO_API.projects, payload: projectInput(s, { saleEndsAt: new Date(s.clock.now().getTime() - 2 * DAY_MS).toISOString() }) },
        400,
        'STUDIO_SALE_WINDOW_INVALID',
      ],
      [{ method: 'POST', url: STUDIO_API.projects, payload: projectInput(s, { webtoonId: s.themeId }) }, 400, 'STUDIO_COLLECTION_INVALID'],
      [{ method: 'POST', url: STUDIO_API.projects, payload: projectInput(s, { themeId: s.webtoonId }) }, 400, 'STUDIO_COLLECTION_INVALID'],
      [{ method: 'POST', url: STUDIO_API.projects, payload: projectInput(s, { themeId: 2_147_483_647 }) }, 400, 'STUDIO_COLLECTION_INVALID'],
      [{ method: 'POST', url: STUDIO_API.projects, payload: { ...projectInput(s), priceGold: 1e12 } }, 400, 'VALIDATION_FAILED'],
      [{ method: 'POST', url: STUDIO_API.projects, payload: { ...projectInput(s), title: { ko: 'a\u0000', en: 'b' } } }, 400, 'TEXT_INVALID_CHARACTERS'],
      [{ method: 'GET', url: STUDIO_API.project(2_147_483_647) }, 404, 'PROJECT_NOT_FOUND'],
      [{ method: 'GET', url: STUDIO_API.project('99999999999') }, 400, 'VALIDATION_FAILED'],
      [{ method: 'GET', url: STUDIO_API.project('1e3') }, 400, 'VALIDATION_FAILED'],
      [{ method: 'PUT', url: STUDIO_API.project(2_147_483_647), payload: projectInput(s) }, 404, 'PROJECT_NOT_FOUND'],
      [{ method: 'POST', url: STUDIO_API.designs(2_147_483_647), payload: designInput() }, 404, 'PROJECT_NOT_FOUND'],
      [{ method: 'POST', url: STUDIO_API.designs(draft.id), payload: designInput({ supply: STUDIO_LIMITS.supplyMax + 1 }) }, 400, 'VALIDATION_FAILED'],
      [{ method: 'POST', url: STUDIO_API.designs(draft.id), payload: { ...designInput(), rarity: 'mythic' } }, 400, 'VALIDATION_FAILED'],
      [{ method: 'PUT', url: STUDIO_API.design(draft.id, foreign.id), payload: designInput() }, 404, 'KEY_NOT_FOUND'],
      [{ method: 'DELETE', url: STUDIO_API.design(draft.id, foreign.id) }, 404, 'KEY_NOT_FOUND'],
      [{ method: 'DELETE', url: STUDIO_API.design(draft.id, 2_147_483_647) }, 404, 'KEY_NOT_FOUND'],
      [{ method: 'POST', url: STUDIO_API.publish(draft.id), payload: { publishAt: 'tomorrow' } }, 400, 'VALIDATION_FAILED'],
      [{ method: 'POST', url: STUDIO_API.publish(2_147_483_647), payload: { publishAt: null } }, 404, 'PROJECT_NOT_FOUND'],
      [{ method: 'POST', url: STUDIO_API.unpublish(2_147_483_647) }, 404, 'PROJECT_NOT_FOUND'],
    ];
    for (const [options, status, code] of cases) {
      for (const language of ['ko', 'en'] as const) {
        const answer = failure(await s.inject(s.editor, options, { 'accept-language': language }));
        expect([options.method, options.url, answer.status, answer.code, answer.message]).toEqual([
          options.method,
          options.url,
          status,
          code,
          ERRORS[code][language],
        ]);
      }
    }
    // Nothing of it was made or changed.
    expect(await s.project(s.editor, { method: 'GET', url: STUDIO_API.project(other.id) })).toEqual(other);
  });

  test('taking a project back to draft while members buy it: either it stays a draft with nothing sold, or it sold and stays published', async () => {
    for (let round = 0; round < 4; round += 1) {
      const draft = await draftWith(s, [{ supply: 20 }]);
      await publishNow(draft.id);
      const buyers = await Promise.all(Array.from({ length: 3 }, (_, index) => createBuyer(s.t, `hide-${backend}-${round}-${index}`)));
      const [hidden, ...bought] = await Promise.all([
        s.inject(s.editor, { method: 'POST', url: STUDIO_API.unpublish(draft.id) }),
        ...buyers.map((buyer) => buy(buyer, draft.id, 1)),
      ]);
      const sold = await s.t.database.db.selectFrom('purchase').select('id').where('project_id', '=', draft.id).execute();
      const after = await s.project(s.editor, { method: 'GET', url: STUDIO_API.project(draft.id) });
      if (hidden?.statusCode === 200) {
        expect([after.status, after.sold, sold.length]).toEqual(['DRAFT', 0, 0]);
        for (const answer of bought) expect(failure(answer).code).toBe('PROJECT_NOT_FOUND');
      } else {
        expect(hidden && failure(hidden).code).toBe('STUDIO_UNPUBLISH_SOLD');
        expect(after.status).toBe('PUBLISHED');
        expect(after.sold).toBe(sold.length);
        expect(after.sold).toBeGreaterThan(0);
      }
    }
  });

  test('a supply change racing purchases never oversells nor lets what remains drift from the supply less what sold', async () => {
    // 8 buyers of 3 want 24 of 30; the editor and the admin lower the first design from 15 to 8 and to 10 meanwhile.
    // Whoever goes first, the others see it: a lowered supply may leave a buyer short, a sale may leave a change short.
    const draft = await draftWith(s, [{ supply: 15 }, { supply: 15 }]);
    await publishNow(draft.id);
    const [first] = draft.designs;
    if (!first) throw new Error('a design expected');
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, index) => createBuyer(s.t, `race-${backend}-${index}`)));
    const answers = await Promise.all([
      ...buyers.map((buyer) => buy(buyer, draft.id, 3)),
      s.inject(s.editor, { method: 'PUT', url: STUDIO_API.design(draft.id, first.id), payload: designInput({ name: first.name, supply: 8 }) }),
      s.inject(s.admin, { method: 'PUT', url: STUDIO_API.design(draft.id, first.id), payload: designInput({ name: first.name, supply: 10 }) }),
    ]);
    for (const answer of answers) {
      if (answer.statusCode !== 200) expect(['INSUFFICIENT_KEYS', 'STUDIO_SUPPLY_BELOW_SOLD']).toContain(failure(answer).code);
    }
    const designs = await s.t.database.db
      .selectFrom('key_design as d')
      .select((eb) => [
        'd.id',
        'd.supply_total',
        'd.supply_remaining',
        eb
          .selectFrom('key_item as ki')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('ki.key_design_id', '=', 'd.id')
          .as('items'),
      ])
      .where('d.project_id', '=', draft.id)
      .orderBy('d.id')
      .execute();
    for (const design of designs) {
      expect(design.supply_remaining).toBeGreaterThanOrEqual(0);
      expect(design.supply_total - design.supply_remaining).toBe(Number(design.items));
    }
    const bought = answers.slice(0, buyers.length).filter((answer) => answer.statusCode === 200).length * 3;
    expect(designs.reduce((sum, design) => sum + Number(design.items), 0)).toBe(bought);
    expect([15, 8, 10]).toContain(designs[0]?.supply_total);
  });
});
