import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import {
  PURCHASE_CANCEL_API,
  purchaseCancelInputSchema,
  purchaseCancelPreviewSchema,
  purchaseCancelResultSchema,
  purchaseSearchResultSchema,
  type AdminPurchase,
  type MonthlyAwardImpact,
} from 'shared-contract';
import { connectionLost, contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import {
  buyer,
  cancelledFixture,
  cardPurchaseFixture,
  previewFixture,
  purchaseFixture,
  revealedPurchaseFixture,
  searchFixture,
} from '../../../testing/purchase-fixtures';
import { PurchasesSection } from '../components/purchases-section';
import { monthLabel } from '../utils/month-label';

const api = setupContractApi();

/** The purchase-cancellation api as routes of the contract (components, queries and the real client are real). */
const server = {
  purchases: new Map<number, AdminPurchase>(),
  impact: { kind: 'NONE' } as MonthlyAwardImpact,
  /** What to answer the next cancels with, in order: a refusal, or no answer at all (connectionLost()). */
  refusals: [] as Error[],
  pendingRefund: false,
};

const purchaseRoutes = () => [
  contractHandler({
    method: 'get',
    path: PURCHASE_CANCEL_API.purchases,
    response: purchaseSearchResultSchema,
    reply: ({ query }) => {
      const all = [...server.purchases.values()].sort((a, b) => b.purchaseId - a.purchaseId);
      if (query.by === 'purchase') {
        const one = server.purchases.get(Number(String(query.q).replace('#', '')));
        if (!one) throw refusal('PURCHASE_NOT_FOUND');
        return { member: one.member, items: [one], page: 1, size: 10, total: 1 };
      }
      if (![buyer.email, buyer.nickname, String(buyer.id)].includes(String(query.q))) throw refusal('PURCHASE_CANCEL_MEMBER_NOT_FOUND');
      return searchFixture(all);
    },
  }),
  contractHandler({
    method: 'get',
    path: PURCHASE_CANCEL_API.preview(':purchaseId'),
    response: purchaseCancelPreviewSchema,
    reply: ({ params }) => {
      const purchase = server.purchases.get(Number(params.purchaseId));
      if (!purchase) throw refusal('PURCHASE_NOT_FOUND');
      const [blocker] = purchase.blockers;
      if (blocker) throw refusal(blocker);
      return previewFixture(purchase, server.impact);
    },
  }),
  contractHandler({
    method: 'post',
    path: PURCHASE_CANCEL_API.cancel(':purchaseId'),
    request: purchaseCancelInputSchema,
    response: purchaseCancelResultSchema,
    reply: ({ params, body }) => {
      const failure = server.refusals.shift();
      if (failure) throw failure;
      const purchase = server.purchases.get(Number(params.purchaseId));
      if (!purchase) throw refusal('PURCHASE_NOT_FOUND');
      const answer = cancelledFixture(purchase, {
        reason: purchaseCancelInputSchema.parse(body).reason,
        monthlyImpact: server.impact,
        ...(server.pendingRefund ? { refundStatus: 'PENDING' as const } : {}),
      });
      server.purchases.set(purchase.purchaseId, answer.purchase);
      return answer;
    },
  }),
];

beforeEach(async () => {
  server.purchases = new Map([purchaseFixture(), revealedPurchaseFixture(), cardPurchaseFixture()].map((purchase) => [purchase.purchaseId, purchase]));
  server.impact = { kind: 'NONE' };
  server.refusals = [];
  server.pendingRefund = false;
  api.reset(...purchaseRoutes());
  await initTestI18n('ko');
});

const renderSection = (route = '/refund/console?section=purchases') => renderPage(<PurchasesSection />, { route, queryClient: createTestQueryClient() });
const location = () => screen.getByTestId('location').textContent ?? '';
const card = (purchaseId: number) => {
  const found = screen.getAllByTestId('purchase-card').find((element) => element.getAttribute('data-purchase-id') === String(purchaseId));
  if (!found) throw new Error(`no card for purchase ${purchaseId}`);
  return within(found);
};
/** Each cancel sent: `POST path body Idempotency-Key`. */
const sent = () =>
  api.calls
    .filter((call) => call.method !== 'get')
    .map((call) => `${call.method.toUpperCase()} ${call.path} ${JSON.stringify(call.body)} ${call.headers['idempotency-key']}`);

describe('console purchases: search', () => {
  it('finds a member’s purchases by e-mail and shows each with payment, KEYs, state and why it cannot be cancelled (ko)', async () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: '구매 취소' })).toBeInTheDocument();
    expect(screen.getByTestId('purchases-prompt').textContent).toBe('회원 또는 구매 번호로 구매를 찾아 주세요.');
    fireEvent.change(screen.getByLabelText('검색어'), { target: { value: ' kim@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: '찾기' }));
    expect(location()).toBe('/refund/console?section=purchases&by=member&q=kim%40example.com');
    expect(screen.getByRole('status').textContent).toContain('구매 내역을 불러오는 중입니다.');
    expect((await screen.findByTestId('purchases-member')).textContent).toBe('kimchi (kim@example.com) · 회원 번호 42');
    expect(screen.getByRole('heading', { level: 3, name: '구매 3건 (최신순)' })).toBeInTheDocument();
    expect(screen.getAllByTestId('purchase-card').map((element) => element.getAttribute('data-purchase-id'))).toEqual(['120', '119', '118']);

    expect(card(120).getByRole('heading', { level: 3, name: '구매 #120' })).toBeInTheDocument();
    expect(card(120).getByTestId('purchase-paid').textContent).toBe('300 골드');
    expect(card(120).getByTestId('purchase-status').textContent).toBe('결제 완료');
    expect(card(120).getByText('2026.04.20 10:30')).toBeInTheDocument();
    expect(
      card(120)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['달빛 소녀 #11 · 공개 전', '달빛 소녀 #12 · 공개 전']);
    expect(card(120).getByRole('button', { name: '구매 취소 (구매 #120)' })).toBeInTheDocument();

    expect(card(119).queryByRole('button')).not.toBeInTheDocument();
    expect(card(119).getByTestId('purchase-blockers').textContent).toBe('취소할 수 없는 이유이미 공개된 KEY가 있어 취소할 수 없습니다.');
    expect(card(118).getByTestId('purchase-paid').textContent).toBe('카드 $3.00 (장바구니 결제 $5.00 중)');
  });

  it('says when no member or purchase is found, and asks for a search text (en)', async () => {
    await act(() => i18next.changeLanguage('en'));
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a member (e-mail, nickname, member number) or a purchase number.');
    expect(screen.getByLabelText('Search for')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Search for'), { target: { value: 'nobody@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('purchases-refused')).textContent).toBe('No member was found. Check the e-mail, nickname or member number.');
    fireEvent.change(screen.getByLabelText('Search by'), { target: { value: 'purchase' } });
    fireEvent.change(screen.getByLabelText('Search for'), { target: { value: '119' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/refund/console?section=purchases&by=purchase&q=119');
    await waitFor(() => expect(screen.getAllByTestId('purchase-card')).toHaveLength(1));
    expect(card(119).getByTestId('purchase-blockers').textContent).toContain('A KEY of this purchase has been revealed, so it cannot be cancelled.');
    expect(card(119).getAllByRole('listitem')[0]?.textContent).toBe('Moonlight girl #9 · Revealed');
  });
});

describe('console purchases: cancel', () => {
  it('previews what goes back, requires a reason, cancels with an Idempotency-Key and shows the result (ko)', async () => {
    renderSection('/refund/console?section=purchases&by=member&q=kimchi');
    fireEvent.click(await screen.findByRole('button', { name: '구매 취소 (구매 #120)' }));
    const dialog = within(screen.getByTestId('purchase-cancel-dialog'));
    expect(dialog.getByRole('heading', { level: 2, name: '구매 #120 취소' })).toBeInTheDocument();
    expect((await dialog.findByTestId('purchase-cancel-returns')).textContent).toContain('300 골드를 회원의 골드로 환불');
    expect(dialog.getByTestId('purchase-cancel-returns').textContent).toContain('달빛 소녀 KEY 2개를 판매 수량으로 복귀');
    expect(dialog.getByTestId('purchase-cancel-monthly').textContent).toBe('이달의 KEY에는 영향이 없습니다.');

    fireEvent.click(dialog.getByRole('button', { name: '취소 확정' }));
    expect(dialog.getByRole('alert').textContent).toBe('취소 사유를 입력해 주세요.');
    expect(sent()).toEqual([]);
    fireEvent.change(dialog.getByLabelText('취소 사유 (필수)'), { target: { value: '회원 요청: 잘못 구매' } });
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: '취소 확정' }));

    expect((await screen.findByTestId('purchases-result')).textContent).toBe(
      '구매 #120을 취소했습니다. 300 골드가 회원에게 환불되었고 KEY는 판매 수량으로 돌아갔습니다. 이달의 KEY에는 영향이 없습니다.',
    );
    expect(screen.queryByTestId('purchase-cancel-dialog')).not.toBeInTheDocument();
    expect(sent()).toEqual([expect.stringMatching(/^POST \/api\/admin\/purchases\/120\/cancel \{"reason":"회원 요청: 잘못 구매"\} [\w-]{36}$/)]);
    await waitFor(() => expect(card(120).getByTestId('purchase-status').textContent).toBe('취소됨'));
    expect(card(120).getByTestId('purchase-cancellation').textContent).toContain('회원 요청: 잘못 구매');
    expect(card(120).getByTestId('purchase-refund').textContent).toBe('300 골드 · 골드 환불 완료');
    expect(card(120).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a card purchase whose KEY of the Month needs a decision; a lost answer is retried with the same key, a refusal is shown (en)', async () => {
    await act(() => i18next.changeLanguage('en'));
    server.impact = { kind: 'NEEDS_DECISION', month: '2026-04', awardId: 5, reason: 'REVEALED' };
    renderSection('/refund/console?section=purchases&by=member&q=42');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel purchase (#118)' }));
    const dialog = within(screen.getByTestId('purchase-cancel-dialog'));
    expect((await dialog.findByTestId('purchase-cancel-returns')).textContent).toContain(
      'Card payment of $3.00 refunded at the processor (this purchase’s part of a $5.00 cart payment)',
    );
    expect(dialog.getByTestId('purchase-cancel-monthly').textContent).toBe(
      'The member has already revealed the KEY of the Month for April 2026 this purchase earned. Decide whether to keep or take it back in the console’s “Monthly” section.',
    );
    fireEvent.change(dialog.getByLabelText('Reason for the cancellation (required)'), { target: { value: 'Double charge' } });

    server.refusals = [connectionLost(), refusal('PURCHASE_CANCEL_KEY_REVEALED')];
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));
    expect((await dialog.findByTestId('purchase-cancel-error')).textContent).toBe('Connection failed. Going to the main page.');
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() =>
      expect(dialog.getByTestId('purchase-cancel-error').textContent).toBe('A KEY of this purchase has been revealed, so it cannot be cancelled.'),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));
    expect((await screen.findByTestId('purchases-result')).textContent).toBe(
      'Purchase #118 was cancelled. The card payment of $3.00 was voided and the KEYs went back to supply. The member has already revealed the KEY of the Month for April 2026 this purchase earned. Decide whether to keep or take it back in the console’s “Monthly” section.',
    );
    const keys = sent().map((call) => call.split(' ').at(-1));
    expect(keys).toHaveLength(3);
    // The lost answer's retry kept the attempt's key; after a refusal, the next attempt has a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a card refund left pending can be asked again from the purchase (en)', async () => {
    await act(() => i18next.changeLanguage('en'));
    server.pendingRefund = true;
    renderSection('/refund/console?section=purchases&by=purchase&q=118');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel purchase (#118)' }));
    const dialog = within(screen.getByTestId('purchase-cancel-dialog'));
    await dialog.findByTestId('purchase-cancel-returns');
    fireEvent.change(dialog.getByLabelText('Reason for the cancellation (required)'), { target: { value: 'Refund asked' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));
    expect((await screen.findByTestId('purchases-result')).textContent).toContain('The card refund of $3.00 is waiting for the processor.');
    await waitFor(() => expect(card(118).getByTestId('purchase-refund').textContent).toBe('$3.00 · Card refund pending (no answer from the processor)'));
    server.pendingRefund = false;
    fireEvent.click(card(118).getByRole('button', { name: 'Ask for the card refund again (purchase #118)' }));
    await waitFor(() => expect(screen.getByTestId('purchases-result').textContent).toContain('The card payment of $3.00 was voided'));
    expect(sent().at(-1)).toMatch(/^POST \/api\/admin\/purchases\/118\/cancel \{"reason":"Refund asked"\} /);
  });

  it('a purchase that can no longer be cancelled when the dialog opens says why (ko)', async () => {
    renderSection('/refund/console?section=purchases&by=member&q=kimchi');
    const button = await screen.findByRole('button', { name: '구매 취소 (구매 #120)' });
    // Meanwhile the member revealed a KEY: the preview is refused.
    server.purchases.set(120, { ...purchaseFixture(), blockers: ['PURCHASE_CANCEL_KEY_REVEALED'] });
    fireEvent.click(button);
    const dialog = within(screen.getByTestId('purchase-cancel-dialog'));
    expect((await dialog.findByTestId('purchase-cancel-preview-error')).textContent).toBe('이미 공개된 KEY가 있어 취소할 수 없습니다.');
    fireEvent.click(dialog.getByRole('button', { name: '취소' }));
    expect(screen.queryByTestId('purchase-cancel-dialog')).not.toBeInTheDocument();
  });
});

describe('monthLabel', () => {
  it('writes a month in Korean and English', () => {
    expect(monthLabel('2026-04', 'ko')).toBe('2026년 4월');
    expect(monthLabel('2026-12', 'en')).toBe('December 2026');
    expect(monthLabel('bad', 'en')).toBe('bad');
  });
});
