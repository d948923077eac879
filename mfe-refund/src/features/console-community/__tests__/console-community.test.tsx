import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import {
  adminCommunityListSchema,
  adminCommunitySchema,
  AUDIT_ACTIONS,
  banInputSchema,
  banPageSchema,
  banSchema,
  COMMUNITY_API,
  communitySettingsInputSchema,
  moderationNoteSchema,
  reportGroupPageSchema,
  reportTargetSchema,
  type AdminCommunity,
  type CommunityBan,
  type ErrorCode,
  type Me,
  type ReportGroup,
  type ReportTarget,
} from 'shared-contract';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { ADMIN, adminCommunitiesFixture, banFixture, reportGroupPageFixture, reportTargetFixture, SUPPORT } from '../../../testing/console-fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { CommunitySection } from '../components/community-section';
import { isoToKstLocal, kstLocalToIso } from '../../../console-kit/utils/kst-datetime';

const api = setupContractApi();

/** The moderation api as routes of the contract (components, queries and the real client are real). */
const server = {
  groups: [] as ReportGroup[],
  targets: new Map<string, ReportTarget>(),
  bans: [] as CommunityBan[],
  communities: [] as AdminCommunity[],
  /** The next change is refused with this catalogue code. */
  refusal: null as null | ErrorCode,
};

const NOW = '2026-04-21T01:00:00.000Z';
const DAY = 86_400_000;
const supportRef = { id: 700, email: 'support@keys.local', nickname: 'support-nick' };

const refuseOnce = () => {
  const code = server.refusal;
  if (code) {
    server.refusal = null;
    throw refusal(code);
  }
};

const page = <T,>(items: T[], query: Record<string, string>) => ({ items, page: Number(query.page ?? 1), size: Number(query.size ?? 20), total: items.length });

/** Hides or dismisses a reported target: its reports close with that status, the queue's group with it. */
const moderate = (targetType: string, targetId: string, status: 'HIDDEN' | 'DISMISSED'): ReportTarget => {
  refuseOnce();
  const key = `${targetType}/${targetId}`;
  const target = server.targets.get(key);
  if (!target) throw refusal('COMMUNITY_REPORT_NOT_FOUND');
  const next: ReportTarget = {
    ...target,
    status,
    hidden: target.hidden || status === 'HIDDEN',
    reports: target.reports.map((report) => ({ ...report, status, resolvedAt: NOW, resolvedBy: supportRef })),
  };
  server.targets.set(key, next);
  server.groups = server.groups.map((group) => (`${group.targetType}/${group.targetId}` === key ? { ...group, status, hidden: next.hidden } : group));
  return next;
};

const moderationRoutes = () => [
  contractHandler({
    method: 'get',
    path: COMMUNITY_API.adminReports,
    response: reportGroupPageSchema,
    reply: ({ query }) =>
      page(
        server.groups.filter((group) => group.status === query.status),
        query,
      ),
  }),
  contractHandler({
    method: 'get',
    path: COMMUNITY_API.adminReportTarget(':targetType', ':targetId'),
    response: reportTargetSchema,
    reply: ({ params }) => {
      const target = server.targets.get(`${params.targetType}/${params.targetId}`);
      if (!target) throw refusal('COMMUNITY_REPORT_NOT_FOUND');
      return target;
    },
  }),
  contractHandler({
    method: 'post',
    path: COMMUNITY_API.adminHide(':targetType', ':targetId'),
    request: moderationNoteSchema,
    response: reportTargetSchema,
    reply: ({ params }) => moderate(params.targetType ?? '', params.targetId ?? '', 'HIDDEN'),
  }),
  contractHandler({
    method: 'post',
    path: COMMUNITY_API.adminDismiss(':targetType', ':targetId'),
    request: moderationNoteSchema,
    response: reportTargetSchema,
    reply: ({ params }) => moderate(params.targetType ?? '', params.targetId ?? '', 'DISMISSED'),
  }),
  contractHandler({
    method: 'get',
    path: COMMUNITY_API.adminBans,
    response: banPageSchema,
    reply: ({ query }) =>
      page(
        server.bans.filter((ban) => query.active !== 'true' || ban.active),
        query,
      ),
  }),
  contractHandler({
    method: 'post',
    path: COMMUNITY_API.adminBans,
    request: banInputSchema,
    response: banSchema,
    reply: ({ body }) => {
      refuseOnce();
      const input = banInputSchema.parse(body);
      const days = { '1D': 1, '7D': 7, '30D': 30, '90D': 90 }[input.duration as string];
      const target = [...server.targets.values()].find((candidate) => candidate.author.id === input.userId);
      const ban: CommunityBan = {
        id: 99,
        member: target?.author ?? { id: input.userId, email: null, nickname: null },
        reason: input.reason,
        startsAt: NOW,
        endsAt: days ? new Date(Date.parse(NOW) + days * DAY).toISOString() : null,
        liftedAt: null,
        createdBy: supportRef,
        active: true,
      };
      server.bans = [
        ban,
        ...server.bans.map((existing) => (existing.member.id === input.userId && existing.active ? { ...existing, active: false, liftedAt: NOW } : existing)),
      ];
      for (const [key, candidate] of server.targets) if (candidate.author.id === input.userId) server.targets.set(key, { ...candidate, authorBan: ban });
      return ban;
    },
  }),
  contractHandler({
    method: 'delete',
    path: COMMUNITY_API.adminBan(':banId'),
    response: banSchema,
    reply: ({ params }) => {
      refuseOnce();
      const id = Number(params.banId);
      server.bans = server.bans.map((ban) => (ban.id === id ? { ...ban, active: false, liftedAt: NOW } : ban));
      const lifted = server.bans.find((ban) => ban.id === id);
      if (!lifted) throw refusal('NOT_FOUND');
      return lifted;
    },
  }),
  contractHandler({ method: 'get', path: COMMUNITY_API.adminCommunities, response: adminCommunityListSchema, reply: () => ({ items: server.communities }) }),
  contractHandler({
    method: 'put',
    path: COMMUNITY_API.adminCommunity(':projectId'),
    request: communitySettingsInputSchema,
    response: adminCommunitySchema,
    reply: ({ params, body }) => {
      refuseOnce();
      const input = communitySettingsInputSchema.parse(body);
      const projectId = Number(params.projectId);
      server.communities = server.communities.map((community) =>
        community.projectId === projectId
          ? {
              ...community,
              closed: input.closed,
              opensAt: input.opensAt ? new Date(input.opensAt).toISOString() : null,
              state: input.closed ? 'CLOSED' : input.opensAt ? 'NOT_OPEN' : 'OPEN',
              updatedAt: NOW,
              updatedBy: { id: 900, email: 'admin@keys.local', nickname: 'admin-nick' },
            }
          : community,
      );
      const changed = server.communities.find((community) => community.projectId === projectId);
      if (!changed) throw refusal('NOT_FOUND');
      return changed;
    },
  }),
];

/** Every request as sent: `GET path?query` or `METHOD path body`. */
const calls = () =>
  api.calls.map((call) =>
    call.method === 'get'
      ? `GET ${call.path}${Object.keys(call.query).length ? `?${new URLSearchParams(call.query).toString()}` : ''}`
      : `${call.method.toUpperCase()} ${call.path}${call.body === undefined ? '' : ` ${JSON.stringify(call.body)}`}`,
  );

beforeEach(async () => {
  server.groups = reportGroupPageFixture().items;
  server.targets = new Map([['post/12', reportTargetFixture()]]);
  server.bans = [
    banFixture(),
    banFixture({ id: 30, member: { id: 43, email: 'lee@example.com', nickname: null }, reason: '도배', endsAt: null, active: true }),
  ];
  server.communities = adminCommunitiesFixture().items;
  server.refusal = null;
  api.reset(...moderationRoutes());
  await initTestI18n('ko');
});

const renderSection = (staff: Me, route: string) => renderPage(<CommunitySection staff={staff} />, { route, queryClient: createTestQueryClient() });
const location = () => screen.getByTestId('location').textContent ?? '';
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const dialog = (testId: string) => within(screen.getByTestId(testId));
const sent = () => calls().filter((call) => !call.startsWith('GET '));

describe('console community: reports queue', () => {
  it('lists the open report groups with target, project, author, excerpt, counts, reasons, KST times and the author’s ban (ko)', async () => {
    renderSection(SUPPORT, '/refund/console?section=community');
    expect(screen.getByRole('heading', { level: 2, name: '커뮤니티 관리' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['신고', '제재', '커뮤니티 설정']);
    const rows = await screen.findAllByTestId('community-report-row');
    expect(screen.getByRole('table', { name: '신고된 게시물 2건' })).toBeInTheDocument();
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
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: '댓글 #45 신고 보기' })).toBeInTheDocument();
    expect(cells(rows[1] as HTMLElement)).toEqual([
      '별빛 프로젝트',
      'lee@example.com회원 번호 43',
      '개인 연락처 010-0000-0000',
      '1',
      '개인정보 노출 1',
      '2026.04.22 12:00',
      '2026.04.22 12:00',
      '영구',
    ]);
    expect(screen.getByText('1 / 1 페이지 · 총 2건')).toBeInTheDocument();
    expect(calls()).toEqual(['GET /api/admin/community/reports?status=OPEN&page=1&size=20']);

    fireEvent.change(screen.getByLabelText('처리 상태'), { target: { value: 'HIDDEN' } });
    expect(location()).toBe('/refund/console?section=community&status=HIDDEN');
    expect((await screen.findByTestId('community-reports-empty')).textContent).toBe('숨김 처리한 신고가 없습니다.');
    expect(calls()).toContain('GET /api/admin/community/reports?status=HIDDEN&page=1&size=20');
  });

  it('opens a report’s detail and hides it with a note after confirming; the queue is asked again (en)', async () => {
    renderSection(SUPPORT, '/refund/console?section=community&view=reports');
    await act(() => i18next.changeLanguage('en'));
    fireEvent.click(await screen.findByRole('button', { name: 'Open the reports of Post #12' }));
    expect(location()).toBe('/refund/console?section=community&view=reports&id=post%3A12');
    const heading = screen.getByRole('heading', { level: 3, name: 'Reported Post #12' });
    expect(heading).toHaveFocus();

    expect((await screen.findByTestId('community-report-body')).textContent).toBe('지금 바로 접속하면 무료 골드\n링크: http://spam.example');
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', '/api/board/images/a1.png');
    expect(screen.getByRole('link', { name: 'View in the community' })).toHaveAttribute('href', '/community/7/posts/12');
    const facts = screen.getByTestId('community-report-facts').textContent;
    expect(facts).toContain('kimchi (kim@example.com) · Member 42');
    expect(facts).toContain('Apr 20, 2026, 9:00:00 AM KST');
    expect(screen.getByRole('table', { name: '3 reports' })).toBeInTheDocument();
    expect(screen.getAllByTestId('community-report-entry').map((row) => cells(row))).toEqual([
      ['reader-b (b@example.com)', 'Spam or advertising', '-', 'Apr 20, 2026, 10:30:00 AM KST', 'Open'],
      ['c@example.com', 'Spam or advertising', '광고 링크', 'Apr 20, 2026, 2:00:00 PM KST', 'Open'],
      ['reader-d', 'Abuse or insults', '-', 'Apr 21, 2026, 11:00:00 AM KST', 'Open'],
    ]);

    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'spam link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(dialog('community-action-confirm').getByRole('heading', { name: 'Hide this post?' })).toBeInTheDocument();
    expect(dialog('community-action-confirm').getByText(/Its open reports are closed as hidden\. Note: “spam link”/)).toBeInTheDocument();
    fireEvent.click(dialog('community-action-confirm').getByRole('button', { name: 'Hide' }));

    const result = await screen.findByTestId('community-action-result');
    expect(result.textContent).toBe('Hidden: Post #12.');
    expect(result).toHaveFocus();
    expect(sent()).toEqual(['POST /api/admin/community/reports/post/12/hide {"note":"spam link"}']);
    expect(screen.getByTestId('community-report-facts').textContent).toContain('Hidden');
    expect(screen.getByText('This content is hidden: members no longer see it.')).toBeInTheDocument();
    expect(screen.getByTestId('community-actions-closed').textContent).toBe('These reports are closed. You can still ban the author.');
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();

    // Back to the queue: it is asked again and the hidden post has left the open reports.
    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(screen.getAllByTestId('community-report-row')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Open the reports of Comment #45' })).toBeInTheDocument();
    expect(calls().filter((call) => call.startsWith('GET /api/admin/community/reports?'))).toHaveLength(2);
  });

  it('dismisses without a note, and says why in the staff member’s language when the api refuses (en)', async () => {
    await initTestI18n('en');
    renderSection(SUPPORT, '/refund/console?section=community&id=post:12');
    await screen.findByTestId('community-report-body');
    server.refusal = 'COMMUNITY_REPORT_NOT_FOUND';
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(dialog('community-action-confirm').getByText('The content stays; its open reports are closed as dismissed.')).toBeInTheDocument();
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
    expect(form.getByText('대상 회원: kimchi (kim@example.com) · 회원 번호 42')).toBeInTheDocument();
    expect(form.getByText('근거: 게시글 #12 신고')).toBeInTheDocument();
    expect(form.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['1일', '7일', '30일', '90일', '영구']);
    expect(form.getByLabelText('7일')).toBeChecked();

    fireEvent.click(form.getByRole('button', { name: '제재하기' }));
    const reason = form.getByLabelText('제재 사유');
    expect((await form.findByRole('alert')).textContent).toBe('제재 사유를 입력해 주세요.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAttribute('aria-describedby', expect.stringContaining(form.getByRole('alert').id));
    expect(screen.queryByTestId('community-action-confirm')?.hasAttribute('open')).toBe(false);

    fireEvent.click(form.getByLabelText('30일'));
    fireEvent.change(reason, { target: { value: '스팸 광고 반복' } });
    fireEvent.click(form.getByRole('button', { name: '제재하기' }));
    expect(await dialog('community-action-confirm').findByRole('heading', { name: 'kimchi 님을 제재할까요?' })).toBeInTheDocument();
    expect(dialog('community-action-confirm').getByText(/기간: 30일 · 사유: “스팸 광고 반복”/)).toBeInTheDocument();
    fireEvent.click(dialog('community-action-confirm').getByRole('button', { name: '제재하기' }));

    expect((await screen.findByTestId('community-action-result')).textContent).toBe('kimchi 님을 제재했습니다(2026.05.21 10:00까지).');
    expect(sent()).toEqual([
      'POST /api/admin/community/bans {"userId":42,"duration":"30D","reason":"스팸 광고 반복","source":{"targetType":"post","targetId":12}}',
    ]);
    expect(screen.queryByTestId('community-ban-form')).not.toBeInTheDocument();
    // The target is asked again: the author's ban shows.
    await waitFor(() => expect(screen.getByTestId('community-report-author-ban').textContent).toBe('2026.05.21 10:00까지 · 스팸 광고 반복'));
  });

  it('lists bans (in force only, or all) and lifts one after confirming (en)', async () => {
    server.bans.push(
      banFixture({ id: 20, member: { id: 44, email: 'old@example.com', nickname: 'old' }, active: false, liftedAt: '2026-04-10T01:00:00.000Z' }),
    );
    await initTestI18n('en');
    renderSection(SUPPORT, '/refund/console?section=community&view=bans');
    const rows = await screen.findAllByTestId('community-ban-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('table', { name: '2 bans' })).toBeInTheDocument();
    expect(cells(rows[0] as HTMLElement)).toEqual([
      'kimchi (kim@example.com)Member 42',
      '반복된 욕설',
      'Apr 20, 2026, 10:00 AM KST',
      'Apr 27, 2026, 10:00 AM KST',
      'support-nick',
      'Active',
      'Lift ban',
    ]);
    expect(cells(rows[1] as HTMLElement).slice(3, 4)).toEqual(['Permanent']);
    expect(calls()).toEqual(['GET /api/admin/community/bans?active=true&page=1&size=20']);

    const activeOnly = screen.getByRole('checkbox', { name: 'Active bans only' }) as HTMLInputElement;
    expect(activeOnly).toBeChecked();
    fireEvent.click(activeOnly);
    expect(location()).toBe('/refund/console?section=community&view=bans&active=all');
    await waitFor(() => expect(screen.getAllByTestId('community-ban-row')).toHaveLength(3));
    expect(calls()).toContain('GET /api/admin/community/bans?page=1&size=20');
    expect(cells(screen.getAllByTestId('community-ban-row')[2] as HTMLElement).slice(5)).toEqual(['LiftedLifted Apr 10, 2026, 10:00 AM KST', '-']);

    fireEvent.click(screen.getByRole('button', { name: 'Lift ban: kimchi' }));
    expect(dialog('community-lift-confirm').getByRole('heading', { name: 'Lift the ban on kimchi?' })).toBeInTheDocument();
    fireEvent.click(dialog('community-lift-confirm').getByRole('button', { name: 'Lift ban' }));
    const result = await screen.findByTestId('community-ban-result');
    expect(result.textContent).toBe('The ban on kimchi is lifted.');
    expect(result).toHaveFocus();
    expect(sent()).toEqual(['DELETE /api/admin/community/bans/31']);
    await waitFor(() =>
      expect(cells(screen.getAllByTestId('community-ban-row')[0] as HTMLElement).slice(5)).toEqual(['LiftedLifted Apr 21, 2026, 10:00 AM KST', '-']),
    );
  });
});

describe('console community: communities', () => {
  it('shows every community to support read-only, with a note that only admins change them (ko)', async () => {
    renderSection(SUPPORT, '/refund/console?section=community&view=communities');
    const rows = await screen.findAllByTestId('community-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '달빛 프로젝트운영 중바로 열림3120-',
      '별빛 프로젝트오픈 전2026.05.01 20:00002026.04.01 10:00 · admin-nick',
    ]);
    expect(screen.getByTestId('community-read-only').textContent).toBe('커뮤니티 설정은 관리자만 변경할 수 있습니다. 고객지원 담당자는 확인만 할 수 있습니다.');
    expect(screen.queryByRole('button', { name: /설정 변경/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '설정' })).not.toBeInTheDocument();
  });

  it('lets an admin close a community and set its opening in KST, sent as ISO with +09:00 after confirming (en)', async () => {
    await initTestI18n('en');
    renderSection(ADMIN, '/refund/console?section=community&view=communities');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the settings of Starlight' }));
    const form = within(screen.getByTestId('community-settings-form'));
    expect(form.getByRole('heading', { name: 'Settings of Starlight' })).toHaveFocus();
    const closed = form.getByRole('switch', { name: 'Temporarily close' }) as HTMLInputElement;
    const opensAt = form.getByLabelText('Opening date and time (KST)') as HTMLInputElement;
    expect(closed).not.toBeChecked();
    expect(opensAt.value).toBe('2026-05-01T20:00');
    expect(opensAt).toHaveAttribute('type', 'datetime-local');

    fireEvent.click(closed);
    fireEvent.change(opensAt, { target: { value: '2026-06-01T09:30' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    const confirmation = within(screen.getByTestId('community-settings-confirm'));
    expect(confirmation.getByRole('heading', { name: 'Save the settings of Starlight?' })).toBeInTheDocument();
    expect(confirmation.getByText('Temporarily closed: members can neither read nor write.')).toBeInTheDocument();
    expect(confirmation.getByText('Opens at: Jun 1, 2026, 9:30 AM KST')).toBeInTheDocument();
    fireEvent.click(confirmation.getByRole('button', { name: 'Save' }));

    const saved = await screen.findByTestId('community-settings-saved');
    expect(saved.textContent).toBe('The settings of Starlight are saved.');
    expect(sent()).toEqual(['PUT /api/admin/community/communities/8 {"closed":true,"opensAt":"2026-06-01T09:30:00+09:00"}']);
    await waitFor(() =>
      expect(within(screen.getAllByTestId('community-row')[1] as HTMLElement).getByTestId('community-state').textContent).toBe('Temporarily closed'),
    );
    expect(screen.queryByTestId('community-settings-form')).not.toBeInTheDocument();

    // An empty opening means "open now": null.
    fireEvent.click(screen.getByRole('button', { name: 'Edit the settings of Moonlight' }));
    fireEvent.click(within(screen.getByTestId('community-settings-form')).getByRole('button', { name: 'Save' }));
    expect(dialog('community-settings-confirm').getByText('Opens at: now')).toBeInTheDocument();
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
