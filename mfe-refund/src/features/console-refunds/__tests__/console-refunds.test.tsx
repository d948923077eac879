import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import {
  REFUND_ADMIN_API,
  refundBankDetailsSchema,
  refundBatchInputSchema,
  refundBatchListSchema,
  refundBatchSchema,
  refundQueuePageSchema,
  refundReasonInputSchema,
  refundRequestDetailSchema,
  refundSummarySchema,
  type ErrorCode,
  type Me,
  type RefundBankDetails,
  type RefundBatch,
  type RefundRequestDetail,
} from 'shared-contract';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import {
  ADMIN,
  batchesFixture,
  batchFixture,
  detailFixture,
  queueItemFixture,
  queuePageFixture,
  SECOND_SUPPORT,
  summaryFixture,
  SUPPORT,
} from '../../../testing/console-fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { batchesQueryKey } from '../api/get-batches';
import { refundQueueQueryKey } from '../api/get-refund-queue';
import { refundRequestQueryKey } from '../api/get-refund-request';
import { refundSummaryQueryKey } from '../api/get-refund-summary';
import { RefundBatches } from '../components/refund-batches';
import { RefundRequests } from '../components/refund-requests';

const api = setupContractApi();

/**
 * The refund admin api as routes of the contract: the reads answer the same state the cache is seeded with (asked
 * again after each action), each action's answer is set by its test and becomes the state.
 */
const server = {
  detail: detailFixture(),
  batches: batchesFixture(),
  approve: null as RefundRequestDetail | null,
  incorrect: null as RefundRequestDetail | null,
  bankDetails: null as RefundBankDetails | null,
  createdBatch: null as RefundBatch | null,
  paidBatch: null as RefundBatch | null,
  /** The next action is refused with this catalogue code. */
  refusal: null as ErrorCode | null,
};

/** An action's answer: refused when a test says so, or the one its test set (none set: the test did not expect it). */
const answer = <T,>(value: T | null): T => {
  const code = server.refusal;
  if (code) {
    server.refusal = null;
    throw refusal(code);
  }
  if (value === null) throw refusal('FORBIDDEN');
  return value;
};

const refundRoutes = () => [
  contractHandler({ method: 'get', path: REFUND_ADMIN_API.summary, response: refundSummarySchema, reply: () => summaryFixture() }),
  contractHandler({ method: 'get', path: REFUND_ADMIN_API.requests, response: refundQueuePageSchema, reply: () => queuePageFixture() }),
  contractHandler({ method: 'get', path: REFUND_ADMIN_API.request(':id'), response: refundRequestDetailSchema, reply: () => server.detail }),
  contractHandler({ method: 'get', path: REFUND_ADMIN_API.bankDetails(':id'), response: refundBankDetailsSchema, reply: () => answer(server.bankDetails) }),
  contractHandler({ method: 'get', path: REFUND_ADMIN_API.batches, response: refundBatchListSchema, reply: () => server.batches }),
  contractHandler({
    method: 'post',
    path: REFUND_ADMIN_API.approve(':id'),
    response: refundRequestDetailSchema,
    reply: () => (server.detail = answer(server.approve)),
  }),
  contractHandler({
    method: 'post',
    path: REFUND_ADMIN_API.incorrect(':id'),
    request: refundReasonInputSchema,
    response: refundRequestDetailSchema,
    reply: () => (server.detail = answer(server.incorrect)),
  }),
  contractHandler({
    method: 'post',
    path: REFUND_ADMIN_API.batches,
    request: refundBatchInputSchema,
    response: refundBatchSchema,
    reply: () => answer(server.createdBatch),
  }),
  contractHandler({
    method: 'post',
    path: REFUND_ADMIN_API.batchPaid(':id'),
    response: refundBatchSchema,
    reply: () => {
      const paid = answer(server.paidBatch);
      server.batches = server.batches.map((batch) => (batch.id === paid.id ? paid : batch));
      return paid;
    },
  }),
];

/** What the console sent (its actions), as `METHOD path body`. */
const sent = () =>
  api.calls
    .filter((call) => call.method !== 'get')
    .map((call) => `${call.method.toUpperCase()} ${call.path}${call.body === undefined ? '' : ` ${JSON.stringify(call.body)}`}`);

const seeded = () => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(refundSummaryQueryKey, summaryFixture());
  queryClient.setQueryData(refundQueueQueryKey({ page: 1, size: 20 }), queuePageFixture());
  queryClient.setQueryData(refundRequestQueryKey(13), detailFixture());
  queryClient.setQueryData(batchesQueryKey, batchesFixture());
  return queryClient;
};

const renderRequests = (staff: Me, route = '/refund/console?section=requests') =>
  renderPage(<RefundRequests staff={staff} />, { route, queryClient: seeded() });

const location = () => screen.getByTestId('location').textContent ?? '';
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const dialog = (testId: string) => within(screen.getByTestId(testId));

beforeEach(async () => {
  Object.assign(server, {
    detail: detailFixture(),
    batches: batchesFixture(),
    approve: null,
    incorrect: null,
    bankDetails: null,
    createdBatch: null,
    paidBatch: null,
    refusal: null,
  });
  api.reset(...refundRoutes());
  await initTestI18n('ko');
});

describe('console refunds: queue', () => {
  it('shows counts and sums per round and the queue, in ko', () => {
    renderRequests(SUPPORT);
    const [round1, round2] = screen.getAllByTestId('refund-summary-round');
    expect(within(round1 as HTMLElement).getByText('1회차 · 지급일 2026-05-16')).toBeInTheDocument();
    const lines = within(round1 as HTMLElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(lines).toEqual(['신청 완료4₩3,000,000$25.00', '승인2₩150,000$0.00', '합계6₩3,150,000$25.00']);
    expect(within(round2 as HTMLElement).getByText('2회차 · 지급일 2026-05-30')).toBeInTheDocument();

    const rows = screen.getAllByTestId('refund-queue-row');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: '환불 신청 12번 열기' }).textContent).toBe('#12');
    expect(cells(rows[0] as HTMLElement)).toEqual(['kimchi (kim@example.com)회원 번호 42', '신청 완료', 'KRW', '₩1,234,000', '1회차', '2026.04.20 10:30', '-']);
    expect(cells(rows[1] as HTMLElement)).toEqual(['lee@example.com회원 번호 43', '검토 중', 'USD', '$123.45', '2회차', '2026.04.20 10:30', 'support-nick']);
    expect(screen.getByRole('columnheader', { name: '신청 일시(KST)' })).toHaveAttribute('scope', 'col');
  });

  it('keeps filters, search (debounced) and the opened request in the URL, in en', async () => {
    renderRequests(SUPPORT);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('columnheader', { name: 'Submitted (KST)' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'APPROVED' } });
    expect(location()).toBe('/refund/console?section=requests&status=APPROVED');
    fireEvent.change(screen.getByLabelText('Find a member'), { target: { value: 'kim@' } });
    expect(location()).not.toContain('q=');
    await waitFor(() => expect(location()).toBe('/refund/console?section=requests&status=APPROVED&q=kim%40'));
    await waitFor(() =>
      expect(api.requests('get', REFUND_ADMIN_API.requests).map((call) => call.query)).toContainEqual({ page: '1', size: '20', status: 'APPROVED', q: 'kim@' }),
    );
    // The previous answer stays on screen while the filtered one loads.
    fireEvent.click(screen.getByRole('button', { name: 'Open request 13' }));
    expect(location()).toBe('/refund/console?section=requests&status=APPROVED&q=kim%40&id=13');
    expect(screen.getByRole('heading', { level: 2, name: 'Refund request 13' })).toHaveFocus();
  });
});

describe('console refunds: detail and actions', () => {
  it('shows the member, the calculation, the masked bank and the history; the reviewer cannot approve (ko)', () => {
    renderRequests(SUPPORT, '/refund/console?section=requests&id=13');
    const facts = screen.getByTestId('refund-detail-facts').textContent;
    expect(facts).toContain('kimchi (kim@example.com) · 회원 번호 42');
    expect(facts).toContain('₩14,850');
    expect(facts).toContain('1회차 · 2026-05-16까지 지급');
    expect(screen.getByTestId('calculation-total-paid').textContent).toBe('$15.00 (₩20,250)');
    expect(screen.getByTestId('calculation-estimate').textContent).toBe('$11.00 (₩14,850)');
    expect(screen.getByRole('table', { name: '카드 결제 내역 (2건)' })).toBeInTheDocument();
    expect(screen.getByTestId('bank-masked').textContent).toBe('은행신한은행예금주김철수계좌번호••••••7890');
    expect(screen.getByRole('button', { name: '계좌 정보 보기' })).toHaveAttribute('aria-describedby', 'bank-details-audit-note');
    expect(screen.getByText('계좌 정보를 볼 때마다 조회자와 시각이 감사 로그에 기록됩니다.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('refund-history'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['신청 완료2026.04.20 10:30:00회원', '검토 중2026.04.21 11:00:00담당자: support-nick']);

    const approve = screen.getByTestId('refund-approve');
    expect(approve).toBeDisabled();
    expect(approve).toHaveAttribute('aria-describedby', 'refund-four-eyes');
    expect(screen.getByTestId('refund-four-eyes').textContent).toBe('이 신청을 검토한 담당자는 승인할 수 없습니다. 다른 담당자가 승인해야 합니다(2인 확인).');
  });

  it('lets another staff member approve after confirming, and announces the result (en)', async () => {
    server.approve = detailFixture({ status: 'APPROVED', approver: { id: 701, email: 'support2@keys.local', nickname: 'support2' } });
    renderRequests(SECOND_SUPPORT, '/refund/console?section=requests&id=13');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.queryByTestId('refund-four-eyes')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(dialog('refund-action-confirm').getByText('Approve request 13?')).toBeInTheDocument();
    expect(dialog('refund-action-confirm').getByText(/₩14,850 goes into the round 1 payout/)).toBeInTheDocument();
    fireEvent.click(dialog('refund-action-confirm').getByRole('button', { name: 'Approve' }));
    const result = await screen.findByTestId('refund-action-result');
    expect(result.textContent).toBe('Request 13 is approved.');
    expect(result).toHaveFocus();
    expect(sent()).toEqual(['POST /api/admin/refund/requests/13/approve']);
  });

  it('requires the reason the member will see before marking a request incorrect (ko)', async () => {
    server.incorrect = detailFixture({ status: 'INCORRECT', reason: '예금주 이름이 다릅니다.' });
    renderRequests(SUPPORT, '/refund/console?section=requests&id=13');
    fireEvent.click(screen.getByRole('button', { name: '정보 오류 처리', expanded: false }));
    const form = within(screen.getByTestId('refund-reason-form'));
    const reason = form.getByLabelText('회원에게 보여 줄 사유');
    await waitFor(() => expect(reason).toHaveFocus());
    fireEvent.click(form.getByRole('button', { name: '정보 오류 처리' }));
    expect((await form.findByRole('alert')).textContent).toBe('회원에게 보여 줄 사유를 입력해 주세요.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);

    fireEvent.change(reason, { target: { value: '예금주 이름이 다릅니다.' } });
    fireEvent.click(form.getByRole('button', { name: '정보 오류 처리' }));
    expect(await dialog('refund-action-confirm').findByText(/“예금주 이름이 다릅니다.”/)).toBeInTheDocument();
    fireEvent.click(dialog('refund-action-confirm').getByRole('button', { name: '정보 오류 처리' }));
    expect((await screen.findByTestId('refund-action-result')).textContent).toBe('13번 신청을 정보 오류로 처리했습니다. 회원에게 안내되었습니다.');
    expect(sent()).toEqual(['POST /api/admin/refund/requests/13/incorrect {"reason":"예금주 이름이 다릅니다."}']);
  });

  it('shows the api’s refusal with its message', async () => {
    renderRequests(ADMIN, '/refund/console?section=requests&id=13');
    server.refusal = 'REFUND_STATUS_CONFLICT';
    fireEvent.click(screen.getByRole('button', { name: '승인' }));
    fireEvent.click(dialog('refund-action-confirm').getByRole('button', { name: '승인' }));
    const result = await screen.findByRole('alert');
    expect(result.textContent).toBe('현재 상태에서는 할 수 없는 처리입니다.');
  });

  it('fetches the decrypted bank details only on request (each view is audited by the api)', async () => {
    server.bankDetails = { currency: 'KRW', bankCode: '088', holderName: '김철수', accountNumber: '110234567890' };
    renderRequests(SUPPORT, '/refund/console?section=requests&id=13');
    expect(api.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '계좌 정보 보기' }));
    const details = await screen.findByTestId('bank-details');
    expect(details.textContent).toBe('은행신한은행 (088)예금주김철수계좌번호110234567890');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`get ${REFUND_ADMIN_API.bankDetails(13)}`]);
    fireEvent.click(screen.getByRole('button', { name: '계좌 정보 숨기기' }));
    expect(screen.queryByTestId('bank-details')).not.toBeInTheDocument();
  });
});

describe('console refunds: batches', () => {
  it('lists the batches and marks one paid after confirming (ko)', async () => {
    server.paidBatch = refundBatchSchema.parse({
      ...batchesFixture()[0],
      status: 'PAID',
      paidAt: '2026-05-16T01:00:00.000Z',
      paidBy: { id: 900, email: 'admin@keys.local', nickname: 'admin-nick' },
    });
    renderPage(<RefundBatches />, { route: '/refund/console?section=batches', queryClient: seeded() });
    expect(screen.getByTestId('batch-approved').textContent).toContain('2건, ₩150,000');
    const rows = screen.getAllByTestId('refund-batch-row');
    expect(cells(rows[0] as HTMLElement).slice(0, 6)).toEqual(['1회차', 'KRW', '2', '₩150,000', '지급 대기', 'support-nick2026.05.10 10:00']);
    expect(cells(rows[1] as HTMLElement).slice(4, 7)).toEqual(['지급 완료', 'support-nick2026.05.10 10:00', 'admin-nick2026.05.12 12:00']);
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /지급 완료 처리/ })).not.toBeInTheDocument();
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: '5번 묶음 지급 완료 처리' }));
    expect(dialog('batch-confirm').getByText(/2건\(₩150,000\)이 환불 완료가 되고/)).toBeInTheDocument();
    fireEvent.click(dialog('batch-confirm').getByRole('button', { name: '지급 완료 처리' }));
    expect((await screen.findByTestId('batch-result')).textContent).toBe('5번 묶음을 지급 완료로 처리했습니다. 2건이 환불 완료되었습니다.');
    expect(sent()).toEqual(['POST /api/admin/refund/batches/5/paid']);
  });

  it('creates a batch for a round and currency (en)', async () => {
    server.createdBatch = batchesFixture()[0] ?? null;
    renderPage(<RefundBatches />, { route: '/refund/console?section=batches', queryClient: seeded() });
    await act(() => i18next.changeLanguage('en'));
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    expect(screen.getByTestId('batch-approved').textContent).toContain('0, $0.00');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'KRW' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create batch' }));
    fireEvent.click(dialog('batch-confirm').getByRole('button', { name: 'Create batch' }));
    expect((await screen.findByTestId('batch-result')).textContent).toBe('Batch 5 created: 2 requests, ₩150,000.');
    expect(sent()).toEqual(['POST /api/admin/refund/batches {"round":1,"currency":"KRW"}']);
  });
});

describe('console refunds: counts in en', () => {
  it('say "1 request" and "2 requests" (i18next plurals)', async () => {
    await initTestI18n('en');
    const caption = () => screen.getByTestId('refund-queue').querySelector('caption')?.textContent;
    const one = seeded();
    one.setQueryData(refundQueueQueryKey({ page: 1, size: 20 }), queuePageFixture([queueItemFixture()]));
    const { unmount } = renderPage(<RefundRequests staff={SUPPORT} />, { route: '/refund/console?section=requests', queryClient: one });
    expect(caption()).toBe('1 refund request');
    unmount();
    renderRequests(SUPPORT);
    expect(caption()).toBe('2 refund requests');
  });

  it('say "1 request" when a batch of one is created and paid', async () => {
    await initTestI18n('en');
    const single = batchFixture({ count: 1, totalInCurrency: 75_000 });
    server.batches = batchesFixture([single]);
    server.createdBatch = single;
    server.paidBatch = refundBatchSchema.parse({
      ...single,
      status: 'PAID',
      paidAt: '2026-05-16T01:00:00.000Z',
      paidBy: { id: 900, email: 'admin@keys.local', nickname: 'admin-nick' },
    });
    const queryClient = seeded();
    queryClient.setQueryData(batchesQueryKey, batchesFixture([single]));
    renderPage(<RefundBatches />, { route: '/refund/console?section=batches', queryClient });
    expect(screen.getByTestId('refund-batches').querySelector('caption')?.textContent).toBe('1 payout batch');
    fireEvent.click(screen.getByRole('button', { name: 'Create batch' }));
    fireEvent.click(dialog('batch-confirm').getByRole('button', { name: 'Create batch' }));
    expect((await screen.findByTestId('batch-result')).textContent).toBe('Batch 5 created: 1 request, ₩75,000.');
    fireEvent.click(screen.getByRole('button', { name: 'Mark batch 5 paid' }));
    expect(screen.getByTestId('batch-confirm').textContent).toContain('Its 1 request (₩75,000) becomes refund completed and the member is notified');
    fireEvent.click(dialog('batch-confirm').getByRole('button', { name: 'Mark batch paid' }));
    await waitFor(() => expect(screen.getByTestId('batch-result').textContent).toBe('Batch 5 is marked paid: 1 refund is completed.'));
  });
});
