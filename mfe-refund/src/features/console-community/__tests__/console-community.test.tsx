import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { AUDIT_ACTIONS, type AdminCommunity, type CommunityBan, type Me, type ReportGroup, type ReportTarget } from 'shared-contract';
import type { z } from 'zod';
import {
  ADMIN,
  adminCommunitiesFixture,
  banFixture,
  reportGroupPageFixture,
  reportTargetFixture,
  SUPPORT,
} from '../../../testing/console-fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { CommunitySection } from '../components/community-section';
import { isoToKstLocal, kstLocalToIso } from '../utils/kst-datetime';

/** The moderation api behind apiGet / apiSend (the network layer only: components and queries are real). */
const server = {
  groups: [] as ReportGroup[],
  targets: new Map<string, ReportTarget>(),
  bans: [] as CommunityBan[],
  communities: [] as AdminCommunity[],
  /** Every request: `GET path?query` or `METHOD path body`. */
  calls: [] as string[],
  refusal: null as null | { code: string; status: number },
};

const NOW = '2026-04-21T01:00:00.000Z';
const DAY = 86_400_000;

jest.mock('shared-session', () => {
  const actual = jest.requireActual('shared-session');
  const page = <T,>(items: T[], query: Record<string, unknown>) => ({ items, page: Number(query.page ?? 1), size: Number(query.size ?? 20), total: items.length });
  return {
    ...actual,
    apiGet: jest.fn(async (path: string, schema: z.ZodType, query: Record<string, unknown> = {}) => {
      const clean = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]));
      server.calls.push(`GET ${path}${Object.keys(clean).length ? `?${new URLSearchParams(clean).toString()}` : ''}`);
      if (path === '/api/admin/community/reports') return schema.parse(page(server.groups.filter((group) => group.status === query.status), query));
      if (path === '/api/admin/community/bans') return schema.parse(page(server.bans.filter((ban) => query.active !== 'true' || ban.active), query));
      if (path === '/api/admin/community/communities') return schema.parse({ items: server.communities });
      const target = server.targets.get(path.replace('/api/admin/community/reports/', ''));
      if (target) return schema.parse(target);
      throw new actual.ApiError('COMMUNITY_REPORT_NOT_FOUND', 404, 'COMMUNITY_REPORT_NOT_FOUND');
    }),
    apiSend: jest.fn(async (method: string, path: string, schema: z.ZodType, body?: unknown) => {
      server.calls.push(`${method.toUpperCase()} ${path}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`);
      const refusal = server.refusal;
      if (refusal) {
        server.refusal = null;
        throw new actual.ApiError(refusal.code, refusal.status, refusal.code);
      }
      const moderated = /^\/api\/admin\/community\/reports\/(post|comment)\/(\d+)\/(hide|dismiss)$/.exec(path);
      if (moderated) {
        const key = `${moderated[1]}/${moderated[2]}`;
        const status = moderated[3] === 'hide' ? 'HIDDEN' : 'DISMISSED';
        const target = server.targets.get(key) as ReportTarget;
        const next = { ...target, status, hidden: target.hidden || status === 'HIDDEN', reports: target.reports.map((report) => ({ ...report, status, resolvedAt: NOW, resolvedBy: { id: 700, email: 'support@keys.local', nickname: 'support-nick' } })) } as ReportTarget;
        server.targets.set(key, next);
        server.groups = server.groups.map((group) => (`${group.targetType}/${group.targetId}` === key ? { ...group, status, hidden: next.hidden } : group));
        return schema.parse(next);
      }
      if (method === 'post' && path === '/api/admin/community/bans') {
        const input = body as { userId: number; duration: string; reason: string };
        const days = { '1D': 1, '7D': 7, '30D': 30, '90D': 90 }[input.duration];
        const target = [...server.targets.values()].find((candidate) => candidate.author.id === input.userId);
        const ban = { id: 99, member: target?.author ?? { id: input.userId, email: null, nickname: null }, reason: input.reason, startsAt: NOW, endsAt: days ? new Date(Date.parse(NOW) + days * DAY).toISOString() : null, liftedAt: null, createdBy: { id: 700, email: 'support@keys.local', nickname: 'support-nick' }, active: true };
        server.bans = [ban, ...server.bans.map((existing) => (existing.member.id === input.userId && existing.active ? { ...existing, active: false, liftedAt: NOW } : existing))];
        for (const [key, candidate] of server.targets) if (candidate.author.id === input.userId) server.targets.set(key, { ...candidate, authorBan: ban });
        return schema.parse(ban);
      }
      const lifted = /^\/api\/admin\/community\/bans\/(\d+)$/.exec(path);
      if (method === 'delete' && lifted) {
        server.bans = server.bans.map((ban) => (ban.id === Number(lifted[1]) ? { ...ban, active: false, liftedAt: NOW } : ban));
        return schema.parse(server.bans.find((ban) => ban.id === Number(lifted[1])));
      }
      const settings = /^\/api\/admin\/community\/communities\/(\d+)$/.exec(path);
      if (method === 'put' && settings) {
        const input = body as { closed: boolean; opensAt: string | null };
        server.communities = server.communities.map((community) =>
          community.projectId === Number(settings[1])
            ? { ...community, closed: input.closed, opensAt: input.opensAt ? new Date(input.opensAt).toISOString() : null, state: input.closed ? 'CLOSED' : input.opensAt ? 'NOT_OPEN' : 'OPEN', updatedAt: NOW, updatedBy: { id: 900, email: 'admin@keys.local', nickname: 'admin-nick' } }
            : community,
        );
        return schema.parse(server.communities.find((community) => community.projectId === Number(settings[1])));
      }
      throw new Error(`unexpected ${method} ${path}`);
    }),
  };
});

beforeEach(async () => {
  server.groups = reportGroupPageFixture().items;
  server.targets = new Map([['post/12', reportTargetFixture()]]);
  server.bans = [banFixture(), banFixture({ id: 30, member: { id: 43, email: 'lee@example.com', nickname: null }, reason: '도배', endsAt: null, active: true })];
  server.communities = adminCommunitiesFixture().items;
  server.calls = [];
  server.refusal = null;
  await initTestI18n('ko');
});

const renderSection = (staff: Me, route: string) => renderPage(<CommunitySection staff={staff} />, { route, queryClient: createTestQueryClient() });
const location = () => screen.getByTestId('location').textContent ?? '';
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const dialog = (testId: string) => within(screen.getByTestId(testId));
const sent = () => server.calls.filter((call) => !call.startsWith('GET '));

describe('console community: reports queue', () => {
  it('lists the open report groups with target, project, author, excerpt, counts, reasons, KST times and the author’s ban (ko)', async () => {
    renderSection(SUPPORT, '/refund/console?section=community');
    expect(screen.getByRole('heading', { level: 2, name: '커뮤니티 관리' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['신고', '제재', '커뮤니티 설정']);
    const rows = await screen.findAllByTestId('community-report-row');
    expect(screen.getByRole('table', { name: '신고된 게시물 2건' })).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: '게시글 #12 신고 보기' }).textContent).toBe('게시글 #12');
    expect(cells(rows[0] as HTMLElement)).toEqual([
      '달빛 프로젝트',
      'kimchi (kim@example.com)회원 번호 42',
      '지금 바로 접속하면 무료 골드',
      '3',
      '스팸·광고 2 · 욕설·비방 1',
      '2026.04.20 10:30',
      '2026.04.21 11:00',
      '-',
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: '댓글 #45 신고 보기' })).toBeTruthy();
    expect(cells(rows[1] as HTMLElement)).toEqual(['별빛 프로젝트', 'lee@example.com회원 번호 43', '개인 연락처 010-0000-0000', '1', '개인정보 노출 1', '2026.04.22 12:00', '2026.04.22 12:00', '영구']);
    expect(screen.getByText('1 / 1 페이지 · 총 2건')).toBeTruthy();
    expect(server.calls).toEqual(['GET /api/admin/community/reports?status=OPEN&page=1&size=20']);

    fireEvent.change(screen.getByLabelText('처리 상태'), { target: { value: 'HIDDEN' } });
    expect(location()).toBe('/refund/console?section=community&status=HIDDEN');
    expect((await screen.findByTestId('community-reports-empty')).textContent).toBe('숨김 처리한 신고가 없습니다.');
    expect(server.calls).toContain('GET /api/admin/community/reports?status=HIDDEN&page=1&size=20');
  });

  it('opens a report’s detail and hides it with a note after confirming; the queue is asked again (en)', async () => {
    renderSection(SUPPORT, '/refund/console?section=community&view=reports');
    await act(() => i18next.changeLanguage('en'));
    fireEvent.click(await screen.findByRole('button', { name: 'Open the reports of Post #12' }));
    expect(location()).toBe('/refund/console?section=community&view=reports&id=post%3A12');
    const heading = screen.getByRole('heading', { level: 3, name: 'Reported Post #12' });
    expect(document.activeElement).toBe(heading);

    expect((await screen.findByTestId('community-report-body')).textContent).toBe('지금 바로 접속하면 무료 골드\n링크: http://spam.example');
    expect(screen.getByRole('img', { name: 'Image 1' }).getAttribute('src')).toBe('/api/board/images/a1.png');
    expect(screen.getByRole('link', { name: 'View in the community' }).getAttribute('href')).toBe('/community/7/posts/12');
    const facts = screen.getByTestId('community-report-facts').textContent;
    expect(facts).toContain('kimchi (kim@example.com) · Member 42');
    expect(facts).toContain('Apr 20, 2026, 9:00:00 AM KST');
    expect(screen.getByRole('table', { name: '3 reports' })).toBeTruthy();
    expect(screen.getAllByTestId('community-report-entry').map((row) => cells(row))).toEqual([
      ['reader-b (b@example.com)', 'Spam or advertising', '-', 'Apr 20, 2026, 10:30:00 AM KST', 'Open'],
      ['c@example.com', 'Spam or advertising', '광고 링크', 'Apr 20, 2026, 2:00:00 PM KST', 'Open'],
      ['reader-d', 'Abuse or insults', '-', 'Apr 21, 2026, 11:00:00 AM KST', 'Open'],
    ]);

    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'spam link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(dialog('community-action-confirm').getByRole('heading', { name: 'Hide this post?' })).toBeTruthy();
    expect(dialog('community-action-confirm').getByText(/Its open reports are closed as hidden\. Note: “spam link”/)).toBeTruthy();
    fireEvent.click(dialog('community-action-confirm').getByRole('button', { name: 'Hide' }));

    const result = await screen.findByTestId('community-action-result');
    expect(result.textContent).toBe('Hidden: Post #12.');
    expect(document.activeElement).toBe(result);
    expect(sent()).toEqual(['POST /api/admin/community/reports/post/12/hide {"note":"spam link"}']);
    expect(screen.getByTestId('community-report-facts').textContent).toContain('Hidden');
    expect(screen.getByText('This content is hidden: members no longer see it.')).toBeTruthy();
    expect(screen.getByTestId('community-actions-closed').textContent).toBe('These reports are closed. You can still ban the author.');
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();

    // Back to the queue: it is asked again and the hidden post has left the open reports.
    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(screen.getAllByTestId('community-report-row')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Open the reports of Comment #45' })).toBeTruthy();
    expect(server.calls.filter((call) => call.startsWith('GET /api/admin/community/reports?'))).toHaveLength(2);
  });

  it('dismisses without a note, and says why in the staff member’s language when the api refuses (en)', async () => {
    await initTestI18n('en');
    renderSection(SUPPORT, '/refund/console?section=community&id=post:12');
    await screen.findByTestId('community-report-body');
    server.refusal = { code: 'COMMUNITY_REPORT_NOT_FOUND', status: 404 };
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(dialog('community-action-confirm').getByText('The content stays; its open reports are closed as dismissed.')).toBeTruthy();
    fireEvent.click(dialog('community-action-confirm').getByRole('button', { name: 'Dismiss' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No reports were found for this.');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    fireEvent.click(dialog('community-action-confirm').getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.getByTestId('community-action-result').textContent).toBe('Reports dismissed: Post #12.'));
    expect(sent()).toEqual(['POST /api/admin/community/reports/post/12/dismiss {}', 'POST /api/admin/community/reports/post/12/dismiss {}']);
  });
});

describe('console community: bans', () => {
  it('requires a reason before banning the author, then sends the duration and this report as the source (ko)', async () => {
    renderSection(SUPPORT, '/refund/console?section=community&id=post:12');
    await screen.findByTestId('community-report-body');
    fireEvent.click(screen.getByRole('button', { name: '작성자 제재', expanded: false }));
    const form = within(screen.getByTestId('community-ban-form'));
    expect(form.getByText('대상 회원: kimchi (kim@example.com) · 회원 번호 42')).toBeTruthy();
    expect(form.getByText('근거: 게시글 #12 신고')).toBeTruthy();
    expect(form.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['1일', '7일', '30일', '90일', '영구']);
    expect((form.getByLabelText('7일') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(form.getByRole('button', { name: '제재하기' }));
    const reason = form.getByLabelText('제재 사유');
    expect((await form.findByRole('alert')).textContent).toBe('제재 사유를 입력해 주세요.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toContain(form.getByRole('alert').id);
    expect(screen.queryByTestId('community-action-confirm')?.hasAttribute('open')).toBe(false);

    fireEvent.click(form.getByLabelText('30일'));
    fireEvent.change(reason, { target: { value: '스팸 광고 반복' } });
    fireEvent.click(form.getByRole('button', { name: '제재하기' }));
    expect(await dialog('community-action-confirm').findByRole('heading', { name: 'kimchi 님을 제재할까요?' })).toBeTruthy();
    expect(dialog('community-action-confirm').getByText(/기간: 30일 · 사유: “스팸 광고 반복”/)).toBeTruthy();
    fireEvent.click(dialog('community-action-confirm').getByRole('button', { name: '제재하기' }));

    expect((await screen.findByTestId('community-action-result')).textContent).toBe('kimchi 님을 제재했습니다(2026.05.21 10:00까지).');
    expect(sent()).toEqual(['POST /api/admin/community/bans {"userId":42,"duration":"30D","reason":"스팸 광고 반복","source":{"targetType":"post","targetId":12}}']);
    expect(screen.queryByTestId('community-ban-form')).toBeNull();
    // The target is asked again: the author's ban shows.
    await waitFor(() => expect(screen.getByTestId('community-report-author-ban').textContent).toBe('2026.05.21 10:00까지 · 스팸 광고 반복'));
  });

  it('lists bans (in force only, or all) and lifts one after confirming (en)', async () => {
    server.bans.push(banFixture({ id: 20, member: { id: 44, email: 'old@example.com', nickname: 'old' }, active: false, liftedAt: '2026-04-10T01:00:00.000Z' }));
    await initTestI18n('en');
    renderSection(SUPPORT, '/refund/console?section=community&view=bans');
    const rows = await screen.findAllByTestId('community-ban-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('table', { name: '2 bans' })).toBeTruthy();
    expect(cells(rows[0] as HTMLElement)).toEqual(['kimchi (kim@example.com)Member 42', '반복된 욕설', 'Apr 20, 2026, 10:00 AM KST', 'Apr 27, 2026, 10:00 AM KST', 'support-nick', 'Active', 'Lift ban']);
    expect(cells(rows[1] as HTMLElement).slice(3, 4)).toEqual(['Permanent']);
    expect(server.calls).toEqual(['GET /api/admin/community/bans?active=true&page=1&size=20']);

    const activeOnly = screen.getByRole('checkbox', { name: 'Active bans only' }) as HTMLInputElement;
    expect(activeOnly.checked).toBe(true);
    fireEvent.click(activeOnly);
    expect(location()).toBe('/refund/console?section=community&view=bans&active=all');
    await waitFor(() => expect(screen.getAllByTestId('community-ban-row')).toHaveLength(3));
    expect(server.calls).toContain('GET /api/admin/community/bans?page=1&size=20');
    expect(cells(screen.getAllByTestId('community-ban-row')[2] as HTMLElement).slice(5)).toEqual(['LiftedLifted Apr 10, 2026, 10:00 AM KST', '-']);

    fireEvent.click(screen.getByRole('button', { name: 'Lift ban: kimchi' }));
    expect(dialog('community-lift-confirm').getByRole('heading', { name: 'Lift the ban on kimchi?' })).toBeTruthy();
    fireEvent.click(dialog('community-lift-confirm').getByRole('button', { name: 'Lift ban' }));
    const result = await screen.findByTestId('community-ban-result');
    expect(result.textContent).toBe('The ban on kimchi is lifted.');
    expect(document.activeElement).toBe(result);
    expect(sent()).toEqual(['DELETE /api/admin/community/bans/31']);
    await waitFor(() => expect(cells(screen.getAllByTestId('community-ban-row')[0] as HTMLElement).slice(5)).toEqual(['LiftedLifted Apr 21, 2026, 10:00 AM KST', '-']));
  });
});

describe('console community: communities', () => {
  it('shows every community to support read-only, with a note that only admins change them (ko)', async () => {
    renderSection(SUPPORT, '/refund/console?section=community&view=communities');
    const rows = await screen.findAllByTestId('community-row');
    expect(rows.map((row) => row.textContent)).toEqual(['달빛 프로젝트운영 중바로 열림3120-', '별빛 프로젝트오픈 전2026.05.01 20:00002026.04.01 10:00 · admin-nick']);
    expect(screen.getByTestId('community-read-only').textContent).toBe('커뮤니티 설정은 관리자만 변경할 수 있습니다. 고객지원 담당자는 확인만 할 수 있습니다.');
    expect(screen.queryByRole('button', { name: /설정 변경/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '설정' })).toBeNull();
  });

  it('lets an admin close a community and set its opening in KST, sent as ISO with +09:00 after confirming (en)', async () => {
    await initTestI18n('en');
    renderSection(ADMIN, '/refund/console?section=community&view=communities');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the settings of Starlight' }));
    const form = within(screen.getByTestId('community-settings-form'));
    expect(document.activeElement).toBe(form.getByRole('heading', { name: 'Settings of Starlight' }));
    const closed = form.getByRole('switch', { name: 'Temporarily close' }) as HTMLInputElement;
    const opensAt = form.getByLabelText('Opening date and time (KST)') as HTMLInputElement;
    expect(closed.checked).toBe(false);
    expect(opensAt.value).toBe('2026-05-01T20:00');
    expect(opensAt.getAttribute('type')).toBe('datetime-local');

    fireEvent.click(closed);
    fireEvent.change(opensAt, { target: { value: '2026-06-01T09:30' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    const confirm = dialog('community-settings-confirm');
    expect(confirm.getByRole('heading', { name: 'Save the settings of Starlight?' })).toBeTruthy();
    expect(confirm.getByText('Temporarily closed: members can neither read nor write.')).toBeTruthy();
    expect(confirm.getByText('Opens at: Jun 1, 2026, 9:30 AM KST')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Save' }));

    const saved = await screen.findByTestId('community-settings-saved');
    expect(saved.textContent).toBe('The settings of Starlight are saved.');
    expect(sent()).toEqual(['PUT /api/admin/community/communities/8 {"closed":true,"opensAt":"2026-06-01T09:30:00+09:00"}']);
    await waitFor(() => expect(within(screen.getAllByTestId('community-row')[1] as HTMLElement).getByTestId('community-state').textContent).toBe('Temporarily closed'));
    expect(screen.queryByTestId('community-settings-form')).toBeNull();

    // An empty opening means "open now": null.
    fireEvent.click(screen.getByRole('button', { name: 'Edit the settings of Moonlight' }));
    fireEvent.click(within(screen.getByTestId('community-settings-form')).getByRole('button', { name: 'Save' }));
    expect(dialog('community-settings-confirm').getByText('Opens at: now')).toBeTruthy();
    fireEvent.click(dialog('community-settings-confirm').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toBe('PUT /api/admin/community/communities/7 {"closed":false,"opensAt":null}');
  });
});

describe('console community: KST date-times and audit labels', () => {
  it('reads a datetime-local value as KST and writes it back', () => {
    expect(kstLocalToIso('2026-05-01T20:00')).toBe('2026-05-01T20:00:00+09:00');
    expect(kstLocalToIso('2026-05-01T20:00:30')).toBe('2026-05-01T20:00:30+09:00');
    expect(kstLocalToIso('2026-02-30T10:00')).toBe('');
    expect(kstLocalToIso('2026-05-01')).toBe('');
    expect(new Date(kstLocalToIso('2026-05-01T08:00')).toISOString()).toBe('2026-04-30T23:00:00.000Z');
    expect(isoToKstLocal('2026-04-30T23:00:00.000Z')).toBe('2026-05-01T08:00');
  });

  it('labels every COMMUNITY_* audit action in ko and en', () => {
    const actions = AUDIT_ACTIONS.filter((action) => action.startsWith('COMMUNITY_'));
    expect(actions).toHaveLength(8);
    for (const language of ['ko', 'en'] as const) {
      const t = i18next.getFixedT(language, 'refund');
      for (const action of actions) {
        const label = t(`console.audit.actions.${action}`);
        expect([action, label]).toEqual([action, expect.not.stringContaining('console.audit')]);
        expect(label.length).toBeGreaterThan(0);
      }
    }
    expect(i18next.getFixedT('ko', 'refund')('console.audit.actions.COMMUNITY_BAN')).toBe('커뮤니티 이용 제재');
    expect(i18next.getFixedT('en', 'refund')('console.audit.actions.COMMUNITY_HIDE')).toBe('Community content hidden');
  });
});
