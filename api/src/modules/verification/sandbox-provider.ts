import escapeHtml from 'escape-html';
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../clock';
import type { IdentityFetchResult, IdentityProvider, IdentityResult, IdentityStartRequest } from './identity-provider';

export const SANDBOX_PATH = '/sandbox/identity';
/** How long the sandbox keeps a transaction and a result token (stands for the provider's own storage). */
export const SANDBOX_TTL_MS = 10 * 60 * 1000;

interface Transaction {
  returnUrl: string;
  expiresAt: number;
}

interface StoredResult {
  result: IdentityFetchResult;
  expiresAt: number;
}

const BIRTH_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PHONE = /^01\d{8,9}$/;
const CARRIERS = ['SKT', 'KT', 'LGU+', 'MVNO'] as const;

/** A real calendar date in the past (the sandbox's own check, as a provider would refuse it). */
export function isValidBirthDate(value: string, now: Date): boolean {
  const match = BIRTH_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getTime() <= now.getTime();
}

export const normalizePhone = (value: string) => value.replace(/[\s-]/g, '');

/** The sandbox's duplication information: stable for the same name, birth date and phone. */
export const sandboxDi = (secret: string, person: Pick<IdentityResult, 'name' | 'birthDate' | 'phone'>) =>
  createHmac('sha256', secret).update(`${person.name}|${person.birthDate}|${person.phone}`).digest('base64');

interface FormValues {
  name: string;
  birthDate: string;
  phone: string;
  carrier: string;
}

/** The sandbox page: a plain form (no scripts, the CSP allows none inline), both languages, fits 360 px. */
export function sandboxPage(requestId: string, returnUrl: string, values: FormValues, problem: string | null) {
  const hidden = `<input type="hidden" name="request_id" value="${escapeHtml(requestId)}"><input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">`;
  const carrierOptions = ['', ...CARRIERS]
    .map((carrier) => `<option value="${carrier}"${carrier === values.carrier ? ' selected' : ''}>${carrier || '선택 안 함 / Not chosen'}</option>`)
    .join('');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>본인인증 (샌드박스) / Identity verification (sandbox)</title><link rel="icon" href="data:,">
<style>*{box-sizing:border-box}body{font-family:system-ui,sans-serif;max-width:28rem;margin:0 auto;padding:1.5rem 1rem;line-height:1.5;color:#111}
h1{font-size:1.35rem;margin:0 0 .5rem}p{margin:.25rem 0 1rem;color:#444}form{display:grid;gap:1rem}label{display:grid;gap:.25rem;font-weight:600}
input,select,button{font:inherit;padding:.6rem .75rem;min-height:44px;width:100%;border:1px solid #888;border-radius:8px;background:#fff;color:#111}
input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid #2557d6;outline-offset:2px}
.hint{font-weight:400;font-size:.875rem;color:#555}.actions{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button[value=verify]{background:#111;color:#fff;border-color:#111}.error{color:#b00020;font-weight:600}</style></head>
<body><main><h1>본인인증 (샌드박스)<br>Identity verification (sandbox)</h1>
<p>실제 인증 기관 대신 사용하는 테스트용 화면입니다. 입력한 정보로 인증 결과를 만듭니다.<br>A test stand-in for the verification service: the details you enter become the verification result.</p>
${problem ? `<p class="error" role="alert">${problem}</p>` : ''}
<form method="post" action="${SANDBOX_PATH}">${hidden}
<label>이름 / Name<input name="name" required maxlength="50" autocomplete="name" value="${escapeHtml(values.name)}"></label>
<label>생년월일 / Birth date<input type="date" name="birthDate" required value="${escapeHtml(values.birthDate)}"><span class="hint">YYYY-MM-DD</span></label>
<label>휴대폰 번호 / Mobile phone<input type="tel" name="phone" required inputmode="numeric" autocomplete="tel" placeholder="01012345678" value="${escapeHtml(values.phone)}"></label>
<label>통신사 (선택) / Carrier (optional)<select name="carrier">${carrierOptions}</select></label>
<div class="actions"><button type="submit" name="action" value="cancel" formnovalidate>취소 / Cancel</button><button type="submit" name="action" value="verify">인증 / Verify</button></div>
</form></main></body></html>`;
}

const expiredPage = () => `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>본인인증 / Identity verification</title><link rel="icon" href="data:,"><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:0 auto;padding:1.5rem 1rem}</style></head>
<body><main><h1>본인인증 / Identity verification</h1><p role="alert">인증 요청을 찾을 수 없거나 시간이 지났습니다. 처음부터 다시 시도해 주세요.<br>This verification request was not found or has expired. Please start again.</p></main></body></html>`;

/**
 * The sandbox verification service: the page at /sandbox/identity stands for the provider's page,
 * the in-memory maps for its storage (transactions and one-time result tokens with a TTL).
 */
export class SandboxIdentityProvider implements IdentityProvider {
  private readonly transactions = new Map<string, Transaction>();
  private readonly results = new Map<string, StoredResult>();

  constructor(
    private readonly clock: Clock,
    private readonly diSecret: string,
  ) {}

  private sweep() {
    const now = this.clock.now().getTime();
    for (const [id, transaction] of this.transactions) if (transaction.expiresAt <= now) this.transactions.delete(id);
    for (const [token, stored] of this.results) if (stored.expiresAt <= now) this.results.delete(token);
  }

  async start({ requestId, returnUrl }: IdentityStartRequest) {
    this.sweep();
    this.transactions.set(requestId, { returnUrl, expiresAt: this.clock.now().getTime() + SANDBOX_TTL_MS });
    return { url: `${SANDBOX_PATH}?${new URLSearchParams({ request_id: requestId, return_url: returnUrl })}` };
  }

  async fetchResult(token: string) {
    this.sweep();
    const stored = this.results.get(token);
    if (!stored) return null;
    this.results.delete(token);
    return stored.result;
  }

  /** The transaction's return URL when the request is known and the URL is the one it started with. */
  private transaction(requestId: string, returnUrl: string) {
    this.sweep();
    const transaction = this.transactions.get(requestId);
    return transaction && transaction.returnUrl === returnUrl ? transaction : null;
  }

  private finish(reply: FastifyReply, requestId: string, returnUrl: string, result: IdentityFetchResult) {
    this.transactions.delete(requestId);
    const token = randomBytes(24).toString('base64url');
    this.results.set(token, { result, expiresAt: this.clock.now().getTime() + SANDBOX_TTL_MS });
    const target = new URL(returnUrl);
    target.searchParams.set('request_id', requestId);
    target.searchParams.set('token', token);
    if (result.outcome === 'cancelled') target.searchParams.set('error', 'cancelled');
    return reply.code(303).header('cache-control', 'no-store').redirect(target.toString(), 303);
  }

  register(app: FastifyInstance) {
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

    app.get<{ Querystring: Record<string, string | undefined> }>(SANDBOX_PATH, async (request, reply) => {
      const requestId = request.query.request_id ?? '';
      const returnUrl = request.query.return_url ?? '';
      if (!this.transaction(requestId, returnUrl)) return html(reply, 404, expiredPage());
      return html(reply, 200, sandboxPage(requestId, returnUrl, { name: '', birthDate: '', phone: '', carrier: '' }, null));
    });

    app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      scope.post<{ Body: Record<string, string | undefined> }>(SANDBOX_PATH, async (request, reply) => {
        const body = request.body ?? {};
        const requestId = body.request_id ?? '';
        const returnUrl = body.return_url ?? '';
        if (!this.transaction(requestId, returnUrl)) return html(reply, 404, expiredPage());
        if (body.action === 'cancel') return this.finish(reply, requestId, returnUrl, { outcome: 'cancelled', requestId });

        const values: FormValues = {
          name: (body.name ?? '').trim(),
          birthDate: (body.birthDate ?? '').trim(),
          phone: normalizePhone(body.phone ?? ''),
          carrier: CARRIERS.find((carrier) => carrier === body.carrier) ?? '',
        };
        const problems = [
          values.name.length < 1 || values.name.length > 50 ? '이름을 입력해 주세요. / Please enter your name.' : null,
          !isValidBirthDate(values.birthDate, this.clock.now()) ? '생년월일을 확인해 주세요. / Please check the birth date.' : null,
          !PHONE.test(values.phone) ? '휴대폰 번호를 확인해 주세요 (예: 01012345678). / Please check the phone number (e.g. 01012345678).' : null,
        ].filter((problem): problem is string => problem !== null);
        if (problems.length > 0) return html(reply, 400, sandboxPage(requestId, returnUrl, values, problems.map(escapeHtml).join('<br>')));

        const identity: IdentityResult = {
          name: values.name,
          birthDate: values.birthDate,
          phone: values.phone,
          di: sandboxDi(this.diSecret, values),
        };
        return this.finish(reply, requestId, returnUrl, { outcome: 'verified', requestId, identity });
      });
    });
  }
}
