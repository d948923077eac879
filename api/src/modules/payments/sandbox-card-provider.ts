import escapeHtml from 'escape-html';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../clock';
import type { CheckoutRequest, PaymentProvider, ProviderResult, RefundRequest, RefundResult } from './payment-provider';

export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';
/** How long the sandbox keeps a checkout and its result (stands for the processor's own storage). */
export const SANDBOX_CHECKOUT_TTL_MS = 60 * 60 * 1000;
/** The test card that approves; 4000 0000 0000 0002 is always declined (as at real processors). */
export const SANDBOX_TEST_CARD = '4242424242424242';
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_MERCHANT = 'KEYS';
/** The processor's charge lookup (`GET …/:providerRef`, JSON): amount, refunds and what is left. */
export const SANDBOX_CHARGES_PATH = '/sandbox/charges';
/** A charge is settled this long after its approval: before, a full refund is a void; after, a refund. */
export const SANDBOX_SETTLEMENT_MS = 24 * 60 * 60 * 1000;

/** An approved charge as the processor keeps it (beyond the checkout's TTL, as a real processor does). */
interface Charge {
  providerRef: string;
  paymentId: string;
  amountUsdCents: number;
  approvedAt: number;
  voidedReason: string | null;
  /** Refunds by the shop's idempotency key. */
  refunds: Map<string, RefundResult & { reason: string; at: string }>;
}

export interface SandboxChargeView {
  providerRef: string;
  paymentId: string;
  amountUsdCents: number;
  refundedUsdCents: number;
  voided: boolean;
  refunds: { refundRef: string; method: 'VOID' | 'REFUND'; amountUsdCents: number; reason: string; at: string }[];
}

interface Checkout {
  request: CheckoutRequest;
  expiresAt: number;
  result: (ProviderResult & { token: string }) | null;
  /** Set when the shop voided the approved charge (why). */
  voided?: string;
}

export const formatUsd = (cents: number) => `USD ${(cents / 100).toFixed(2)}`;

const STYLE = `*{box-sizing:border-box}body{font-family:system-ui,sans-serif;max-width:28rem;margin:0 auto;padding:1.5rem 1rem;line-height:1.5;color:#111}
h1{font-size:1.35rem;margin:0 0 .5rem}p{margin:.25rem 0 1rem;color:#444}form{display:grid;gap:1rem}label{display:grid;gap:.25rem;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0 0 1rem}dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
input,button{font:inherit;padding:.6rem .75rem;min-height:44px;width:100%;border:1px solid #888;border-radius:8px;background:#fff;color:#111}
input:focus-visible,button:focus-visible{outline:3px solid #2557d6;outline-offset:2px}.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.hint{font-weight:400;font-size:.875rem;color:#555}.actions{display:grid;gap:.75rem}button[value=approve]{background:#111;color:#fff;border-color:#111}
.amount{font-size:1.25rem}`;

const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/** The hosted checkout: a plain form (no scripts; the CSP allows none inline), both languages, fits 360 px. */
export function checkoutPage(request: CheckoutRequest) {
  const id = escapeHtml(request.paymentId);
  return page(
    '카드 결제 (샌드박스) / Card payment (sandbox)',
    `<h1>카드 결제 (샌드박스)<br>Card payment (sandbox)</h1>
<p>실제 카드사 대신 사용하는 테스트용 결제 화면입니다. 실제로 청구되지 않습니다.<br>A test stand-in for the card processor: nothing is really charged.</p>
<dl><dt>가맹점 / Merchant</dt><dd>${SANDBOX_MERCHANT}</dd>
<dt>상품 / Item</dt><dd>${escapeHtml(request.description.ko)} / ${escapeHtml(request.description.en)}</dd>
<dt>결제 금액 / Amount</dt><dd class="amount" data-testid="checkout-amount">${formatUsd(request.amountUsdCents)}</dd></dl>
<form method="post" action="${SANDBOX_CHECKOUT_PATH}"><input type="hidden" name="payment" value="${id}">
<label>카드 번호 / Card number<input name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242"><span class="hint">테스트 카드 / Test card (4000 0000 0000 0002: 거절 / declined)</span></label>
<div class="row"><label>유효기간 / Expiry<input name="expiry" autocomplete="cc-exp" value="12/34"></label><label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123"></label></div>
<div class="actions"><button type="submit" name="action" value="approve">승인 / Approve</button>
<button type="submit" name="action" value="decline">거절 / Decline</button>
<button type="submit" name="action" value="cancel">취소 / Cancel</button></div>
</form>`,
  );
}

const expiredPage = () =>
  page(
    '카드 결제 / Card payment',
    `<h1>카드 결제 / Card payment</h1><p role="alert">결제 요청을 찾을 수 없거나 시간이 지났습니다. 처음부터 다시 시도해 주세요.<br>This payment was not found or has expired. Please start again.</p>`,
  );

/**
 * The sandbox card processor: the page at /sandbox/checkout stands for its hosted checkout, the in-memory
 * map for its own storage of checkouts and results (with a TTL). A result stays readable until it expires,
 * so a callback delivered again answers the same.
 */
export class SandboxCardProvider implements PaymentProvider {
  readonly id = 'sandbox-card';
  readonly name = 'sandbox';
  readonly label = { ko: '테스트 카드 (샌드박스)', en: 'Test card (sandbox)' };
  readonly sandbox = true;
  private readonly checkouts = new Map<string, Checkout>();
  private readonly charges = new Map<string, Charge>();

  constructor(private readonly clock: Clock) {}

  private sweep() {
    const now = this.clock.now().getTime();
    for (const [id, checkout] of this.checkouts) if (checkout.expiresAt <= now) this.checkouts.delete(id);
  }

  async createCheckout(request: CheckoutRequest) {
    this.sweep();
    this.checkouts.set(request.paymentId, { request, expiresAt: this.clock.now().getTime() + SANDBOX_CHECKOUT_TTL_MS, result: null });
    return { url: `${SANDBOX_CHECKOUT_PATH}?${new URLSearchParams({ payment: request.paymentId })}` };
  }

  async confirm(paymentId: string, token: string): Promise<ProviderResult | null> {
    this.sweep();
    const result = this.checkouts.get(paymentId)?.result;
    if (!result || result.token !== token) return null;
    return { status: result.status, providerRef: result.providerRef, amountUsdCents: result.amountUsdCents };
  }

  async void(paymentId: string, reason: string) {
    const checkout = this.checkouts.get(paymentId);
    if (checkout) checkout.voided = reason;
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const charge = this.charges.get(request.providerRef);
    if (!charge || charge.paymentId !== request.paymentId) throw new Error(`sandbox: no charge ${request.providerRef} for payment ${request.paymentId}`);
    const earlier = charge.refunds.get(request.idempotencyKey);
    if (earlier) {
      if (earlier.amountUsdCents !== request.amountUsdCents) throw new Error('sandbox: idempotency key reused with another amount');
      return { refundRef: earlier.refundRef, method: earlier.method, amountUsdCents: earlier.amountUsdCents };
    }
    const refunded = [...charge.refunds.values()].reduce((sum, refund) => sum + refund.amountUsdCents, 0);
    if (!Number.isInteger(request.amountUsdCents) || request.amountUsdCents <= 0 || refunded + request.amountUsdCents > charge.amountUsdCents) {
      throw new Error(`sandbox: refund of ${request.amountUsdCents} exceeds what is left of ${charge.providerRef}`);
    }
    const now = this.clock.now();
    const settled = now.getTime() - charge.approvedAt >= SANDBOX_SETTLEMENT_MS;
    const method = !settled && refunded === 0 && request.amountUsdCents === charge.amountUsdCents ? 'VOID' : 'REFUND';
    const result: RefundResult = { refundRef: `sbx_re_${randomBytes(9).toString('base64url')}`, method, amountUsdCents: request.amountUsdCents };
    charge.refunds.set(request.idempotencyKey, { ...result, reason: request.reason, at: now.toISOString() });
    if (method === 'VOID') charge.voidedReason = request.reason;
    return result;
  }

  /** The processor's view of a charge (its lookup API), or null. */
  charge(providerRef: string): SandboxChargeView | null {
    const charge = this.charges.get(providerRef);
    if (!charge) return null;
    const refunds = [...charge.refunds.values()].map(({ refundRef, method, amountUsdCents, reason, at }) => ({
      refundRef,
      method,
      amountUsdCents,
      reason,
      at,
    }));
    return {
      providerRef: charge.providerRef,
      paymentId: charge.paymentId,
      amountUsdCents: charge.amountUsdCents,
      refundedUsdCents: refunds.reduce((sum, refund) => sum + refund.amountUsdCents, 0),
      voided: charge.voidedReason !== null,
      refunds,
    };
  }

  /** Why the charge was voided, or null (for tests). */
  voidedReason(paymentId: string): string | null {
    return this.checkouts.get(paymentId)?.voided ?? null;
  }

  private finish(reply: FastifyReply, checkout: Checkout, status: ProviderResult['status']) {
    const result = checkout.result ?? {
      status,
      providerRef: `sbx_${randomBytes(9).toString('base64url')}`,
      amountUsdCents: checkout.request.amountUsdCents,
      token: randomBytes(24).toString('base64url'),
    };
    checkout.result = result;
    const approved = result.status === 'approved';
    if (approved && !this.charges.has(result.providerRef)) {
      this.charges.set(result.providerRef, {
        providerRef: result.providerRef,
        paymentId: checkout.request.paymentId,
        amountUsdCents: result.amountUsdCents,
        approvedAt: this.clock.now().getTime(),
        voidedReason: null,
        refunds: new Map(),
      });
    }
    const target = new URL(approved ? checkout.request.successUrl : checkout.request.errorUrl);
    target.searchParams.set('paymentId', checkout.request.paymentId);
    if (!approved) target.searchParams.set('code', result.status);
    target.searchParams.set('token', result.token);
    return reply.code(303).header('cache-control', 'no-store').redirect(target.toString(), 303);
  }

  register(app: FastifyInstance) {
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
    const open = (paymentId: string) => {
      this.sweep();
      return this.checkouts.get(paymentId) ?? null;
    };

    app.get<{ Params: { providerRef: string } }>(`${SANDBOX_CHARGES_PATH}/:providerRef`, async (request, reply) => {
      const charge = this.charge(request.params.providerRef);
      reply.header('cache-control', 'no-store');
      if (!charge) return reply.code(404).send({ error: 'charge not found' });
      return reply.send(charge);
    });

    app.get<{ Querystring: Record<string, string | undefined> }>(SANDBOX_CHECKOUT_PATH, async (request, reply) => {
      const checkout = open(request.query.payment ?? '');
      if (!checkout) return html(reply, 404, expiredPage());
      return html(reply, 200, checkoutPage(checkout.request));
    });

    app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      scope.post<{ Body: Record<string, string | undefined> }>(SANDBOX_CHECKOUT_PATH, async (request, reply) => {
        const body = request.body ?? {};
        const checkout = open(body.payment ?? '');
        if (!checkout) return html(reply, 404, expiredPage());
        if (body.action === 'cancel') return this.finish(reply, checkout, 'cancelled');
        if (body.action !== 'approve') return this.finish(reply, checkout, 'declined');
        const card = (body.cardNumber ?? '').replace(/[\s-]/g, '');
        return this.finish(reply, checkout, card === SANDBOX_TEST_CARD ? 'approved' : 'declined');
      });
    });
  }
}
