import {
  adminCommunityListSchema,
  auditPageSchema,
  banPageSchema,
  banSchema,
  refundBatchListSchema,
  refundQueuePageSchema,
  refundRequestDetailSchema,
  refundSummarySchema,
  reportGroupPageSchema,
  reportTargetSchema,
  serviceInfoSchema,
  specTerminationSchedule,
  terminationScheduleHistorySchema,
  type AdminCommunity,
  type AuditEntry,
  type CommunityBan,
  type LocalizedText,
  type Me,
  type RefundBatch,
  type RefundQueueItem,
  type RefundRequestDetail,
  type ReportGroup,
  type ReportTarget,
  type Role,
  type ServiceInfo,
  type TerminationSchedule,
} from 'shared-contract';
import { sampleMe } from 'shared-contract/src/testing/sample-me';

/** Console fixtures, parsed with the contract so they cannot drift from what the api answers. */

const STAFF_IDS: Record<Role, number> = { admin: 900, support: 700, editor: 800, member: 5 };

export const staffFixture = (role: Role, overrides: Partial<Me> = {}): Me =>
  sampleMe({ id: STAFF_IDS[role], role, nickname: `${role}-nick`, email: `${role}@keys.local`, ...overrides });

export const SUPPORT = staffFixture('support');
export const SECOND_SUPPORT = staffFixture('support', { id: 701, nickname: 'support2', email: 'support2@keys.local' });
export const ADMIN = staffFixture('admin');
export const EDITOR = staffFixture('editor');
export const MEMBER = staffFixture('member');

const ref = (person: Me) => ({ id: person.id, email: person.email, nickname: person.nickname });
const kim = { id: 42, email: 'kim@example.com', nickname: 'kimchi' };
const lee = { id: 43, email: 'lee@example.com', nickname: null };

export const queueItemFixture = (overrides: Partial<RefundQueueItem> = {}): RefundQueueItem => ({
  id: 12,
  member: kim,
  status: 'SUBMITTED',
  currency: 'KRW',
  amountInCurrency: 1_234_000,
  round: 1,
  payBy: '2026-05-15T15:00:00.000Z',
  submittedAt: '2026-04-20T01:30:00.000Z',
  updatedAt: '2026-04-20T01:30:00.000Z',
  reviewer: null,
  approver: null,
  batchId: null,
  ...overrides,
});

export const queuePageFixture = (
  items: RefundQueueItem[] = [
    queueItemFixture(),
    queueItemFixture({
      id: 13,
      member: lee,
      status: 'UNDER_REVIEW',
      currency: 'USD',
      amountInCurrency: 12_345,
      round: 2,
      payBy: '2026-05-29T15:00:00.000Z',
      reviewer: ref(SUPPORT),
    }),
  ],
  total = items.length,
) => refundQueuePageSchema.parse({ items, page: 1, size: 20, total });

export const summaryFixture = () =>
  refundSummarySchema.parse([
    { round: 1, payBy: '2026-05-15T15:00:00.000Z', currency: 'KRW', status: 'SUBMITTED', count: 3, sumInCurrency: 3_000_000 },
    { round: 1, payBy: '2026-05-15T15:00:00.000Z', currency: 'USD', status: 'SUBMITTED', count: 1, sumInCurrency: 2_500 },
    { round: 1, payBy: '2026-05-15T15:00:00.000Z', currency: 'KRW', status: 'APPROVED', count: 2, sumInCurrency: 150_000 },
    { round: 2, payBy: '2026-05-29T15:00:00.000Z', currency: 'USD', status: 'UNDER_REVIEW', count: 1, sumInCurrency: 12_345 },
  ]);

export const detailFixture = (overrides: Partial<RefundRequestDetail> = {}): RefundRequestDetail =>
  refundRequestDetailSchema.parse({
    ...queueItemFixture({ id: 13, status: 'UNDER_REVIEW', reviewer: ref(SUPPORT) }),
    currencyReason: 'KR_IP',
    reason: null,
    amounts: {
      payments: [
        {
          paymentId: 'pay_1',
          purpose: 'GOLD',
          description: { ko: '골드 1,000개', en: '1,000 Gold' },
          paidAt: '2026-03-01T05:00:00.000Z',
          amountUsdCents: 1_000,
        },
        { paymentId: 'pay_2', purpose: 'KEY', description: { ko: '봄의 KEY', en: 'Spring KEY' }, paidAt: '2026-03-02T05:00:00.000Z', amountUsdCents: 500 },
      ],
      totalPaidUsdCents: 1_500,
      purchasedGold: 1_000,
      goldBalance: 700,
      unspentPurchasedGold: 600,
      unspentGoldUsdCents: 600,
      keys: [
        {
          keyItemId: 7,
          serialNo: 3,
          name: { ko: '봄의 KEY', en: 'Spring KEY' },
          projectTitle: { ko: '봄 웹툰', en: 'Spring Webtoon' },
          paidWith: 'CARD',
          paidUsdCents: 500,
        },
      ],
      keysUsdCents: 500,
      cappedAtTotalPaid: false,
      estimateUsdCents: 1_100,
      currency: 'KRW',
      totalPaidInCurrency: 20_250,
      estimateInCurrency: 14_850,
    },
    amountInCurrency: 14_850,
    bank: { currency: 'KRW', bank: { ko: '신한은행', en: 'Shinhan Bank' }, holderName: '김철수', accountNumber: '••••••7890' },
    history: [
      { status: 'SUBMITTED', at: '2026-04-20T01:30:00.000Z', reason: null, actor: null },
      { status: 'UNDER_REVIEW', at: '2026-04-21T02:00:00.000Z', reason: null, actor: ref(SUPPORT) },
    ],
    ...overrides,
  });

export const batchFixture = (overrides: Partial<RefundBatch> = {}): RefundBatch => ({
  id: 5,
  round: 1,
  currency: 'KRW',
  status: 'OPEN',
  count: 2,
  totalInCurrency: 150_000,
  createdAt: '2026-05-10T01:00:00.000Z',
  createdBy: ref(SUPPORT),
  paidAt: null,
  paidBy: null,
  ...overrides,
});

export const batchesFixture = (
  batches: RefundBatch[] = [
    batchFixture(),
    batchFixture({ id: 4, currency: 'USD', status: 'PAID', count: 1, totalInCurrency: 2_500, paidAt: '2026-05-12T03:00:00.000Z', paidBy: ref(ADMIN) }),
  ],
) => refundBatchListSchema.parse(batches);

/** A published version of the spec's schedule for `year`, as the api answers it. */
export const scheduleFixture = (year: number, version: number, publishedBy = 'admin@keys.local'): TerminationSchedule => {
  const input = specTerminationSchedule(year);
  const rounds = input.rounds.map((round, index) => ({ ...round, round: index + 1 }));
  return {
    version,
    salesStopAt: input.salesStopAt,
    refundOpensAt: rounds[0]?.startsAt ?? input.salesStopAt,
    deadline: rounds[rounds.length - 1]?.endsAt ?? input.salesStopAt,
    rounds,
    publishedAt: '2025-12-01T01:00:00.000Z',
    publishedBy,
  };
};

export const scheduleHistoryFixture = (versions: TerminationSchedule[] = []) => terminationScheduleHistorySchema.parse(versions);

/** `GET /api/service/info` at a server clock, with the schedule in force. */
export const consoleServiceInfoFixture = (now: string, termination: TerminationSchedule | null = null): ServiceInfo =>
  serviceInfoSchema.parse({ now, phase: 'operating', termination, supportOpen: true, preRegistrationOpen: false, version: 'test', sessionPollSeconds: 0 });

export const auditEntryFixture = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  at: '2026-04-21T02:00:00.000Z',
  actor: { ...ref(SUPPORT), role: 'support' },
  action: 'REFUND_VIEW_BANK',
  targetType: 'refund_request',
  targetId: '13',
  details: {},
  ip: '127.0.0.1',
  ...overrides,
});

export const auditPageFixture = (items: AuditEntry[], total = items.length) => auditPageSchema.parse({ items, page: 1, size: 20, total });

// ---- Community moderation (issue 11 C) ----

const moon = { ko: '달빛 프로젝트', en: 'Moonlight' };
const star = { ko: '별빛 프로젝트', en: 'Starlight' };

export const banFixture = (overrides: Partial<CommunityBan> = {}): CommunityBan =>
  banSchema.parse({
    id: 31,
    member: kim,
    reason: '반복된 욕설',
    startsAt: '2026-04-20T01:00:00.000Z',
    endsAt: '2026-04-27T01:00:00.000Z',
    liftedAt: null,
    createdBy: ref(SUPPORT),
    active: true,
    ...overrides,
  });

export const reportGroupFixture = (overrides: Partial<ReportGroup> = {}): ReportGroup => ({
  targetType: 'post',
  targetId: 12,
  projectId: 7,
  projectTitle: moon,
  postId: 12,
  author: kim,
  excerpt: '지금 바로 접속하면 무료 골드',
  hidden: false,
  deleted: false,
  reportCount: 3,
  reasons: [
    { reason: 'SPAM', count: 2 },
    { reason: 'ABUSE', count: 1 },
  ],
  firstReportedAt: '2026-04-20T01:30:00.000Z',
  lastReportedAt: '2026-04-21T02:00:00.000Z',
  status: 'OPEN',
  authorBan: null,
  ...overrides,
});

export const reportGroupPageFixture = (
  items: ReportGroup[] = [
    reportGroupFixture(),
    reportGroupFixture({
      targetType: 'comment',
      targetId: 45,
      projectId: 8,
      projectTitle: star,
      postId: 20,
      author: lee,
      excerpt: '개인 연락처 010-0000-0000',
      reportCount: 1,
      reasons: [{ reason: 'PERSONAL_INFO', count: 1 }],
      firstReportedAt: '2026-04-22T03:00:00.000Z',
      lastReportedAt: '2026-04-22T03:00:00.000Z',
      authorBan: banFixture({ id: 32, member: lee, endsAt: null }),
    }),
  ],
  total = items.length,
) => reportGroupPageSchema.parse({ items, page: 1, size: 20, total });

export const reportTargetFixture = (overrides: Partial<ReportTarget> = {}): ReportTarget =>
  reportTargetSchema.parse({
    ...reportGroupFixture(),
    body: '지금 바로 접속하면 무료 골드\n링크: http://spam.example',
    images: [{ url: '/api/board/images/a1.png' }],
    createdAt: '2026-04-20T00:00:00.000Z',
    reports: [
      {
        id: 1,
        reporter: { id: 50, email: 'b@example.com', nickname: 'reader-b' },
        reason: 'SPAM',
        detail: null,
        status: 'OPEN',
        createdAt: '2026-04-20T01:30:00.000Z',
        resolvedAt: null,
        resolvedBy: null,
      },
      {
        id: 2,
        reporter: { id: 51, email: 'c@example.com', nickname: null },
        reason: 'SPAM',
        detail: '광고 링크',
        status: 'OPEN',
        createdAt: '2026-04-20T05:00:00.000Z',
        resolvedAt: null,
        resolvedBy: null,
      },
      {
        id: 3,
        reporter: { id: 52, email: null, nickname: 'reader-d' },
        reason: 'ABUSE',
        detail: null,
        status: 'OPEN',
        createdAt: '2026-04-21T02:00:00.000Z',
        resolvedAt: null,
        resolvedBy: null,
      },
    ],
    ...overrides,
  });

export const banPageFixture = (items: CommunityBan[] = [banFixture()], total = items.length) => banPageSchema.parse({ items, page: 1, size: 20, total });

export const adminCommunityFixture = (overrides: Partial<AdminCommunity> = {}): AdminCommunity => ({
  projectId: 7,
  title: moon,
  state: 'OPEN',
  closed: false,
  opensAt: null,
  openReports: 3,
  postCount: 120,
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});

export const adminCommunitiesFixture = (
  items: AdminCommunity[] = [
    adminCommunityFixture(),
    adminCommunityFixture({
      projectId: 8,
      title: star,
      state: 'NOT_OPEN',
      opensAt: '2026-05-01T11:00:00.000Z',
      openReports: 0,
      postCount: 0,
      updatedAt: '2026-04-01T01:00:00.000Z',
      updatedBy: ref(ADMIN),
    }),
  ],
) => adminCommunityListSchema.parse({ items });

/** The catalog's answer to `GET /api/project/search` (size 100) listing these projects: the console forms' project choices. */
export const catalogProjectPage = (projects: readonly { id: number; title: LocalizedText }[]) => {
  const items = projects.map((project) => ({
    ...project,
    creator: { ko: '작가', en: 'Author' },
    webtoonId: 1,
    themeId: 1,
    imageUrl: '/p.png',
    keyCount: 10,
    priceGold: 100,
    priceUsdCents: 100,
    supplyTotal: 100,
    supplyRemaining: 50,
    saleStatus: 'on_sale',
    createdAt: '2026-01-01T00:00:00.000Z',
    saleStartsAt: '2026-01-01T00:00:00.000Z',
    saleEndsAt: null,
  }));
  return { items, page: 1, size: 100, total: items.length };
};
