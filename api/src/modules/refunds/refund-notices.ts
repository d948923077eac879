import escapeHtml from 'escape-html';
import { formatKst, type Language, type LocalizedText, type RefundCurrency, type RefundStatus } from 'shared-contract';
import type { OutgoingMail } from '../mail/mailer';
import type { NotificationContent } from '../notifications/notify';

/** What a status notice says: the request as it is after the change. */
export interface RefundNotice {
  status: RefundStatus;
  round: number;
  payBy: Date;
  currency: RefundCurrency;
  amountInCurrency: number;
  reason: string | null;
}

export const REFUND_PAGE = '/refund';

const koreanDate = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' });

/**
 * A day in Korean time: `2031년 5월 16일` (Korean prose, as the notices always wrote it) / `May 16, 2031` (the pages'
 * English date, shared-contract's `formatKst`).
 */
export const kstDate = (at: Date, language: Language) => (language === 'ko' ? koreanDate.format(at) : formatKst(at, 'date', 'en'));

/** Won or cents as people read them: `12,345원` / `₩12,345`, `US$12.34` / `$12.34`. */
export function formatAmount(amount: number, currency: RefundCurrency, language: Language): string {
  if (currency === 'KRW') return language === 'ko' ? `${amount.toLocaleString('ko-KR')}원` : `₩${amount.toLocaleString('en-US')}`;
  const dollars = (amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return language === 'ko' ? `US$${dollars}` : `$${dollars}`;
}

function texts(notice: RefundNotice): { title: LocalizedText; body: LocalizedText } {
  const amount = (language: Language) => formatAmount(notice.amountInCurrency, notice.currency, language);
  const payBy = (language: Language) => kstDate(notice.payBy, language);
  const reason = notice.reason ?? '';
  switch (notice.status) {
    case 'SUBMITTED':
      return {
        title: { ko: '환불 신청이 접수되었습니다', en: 'Refund request received' },
        body: {
          ko: `${amount('ko')} 환불 신청이 접수되었습니다. ${notice.round}회차 신청이며, 승인되면 ${payBy('ko')}까지 지급됩니다.`,
          en: `We received your refund request for ${amount('en')}. It is in round ${notice.round}; once approved it is paid by ${payBy('en')}.`,
        },
      };
    case 'UNDER_REVIEW':
      return {
        title: { ko: '환불 신청을 검토하고 있습니다', en: 'Refund request under review' },
        body: {
          ko: `${notice.round}회차 환불 신청(${amount('ko')})을 고객지원팀이 검토하고 있습니다.`,
          en: `Our support team is reviewing your round ${notice.round} refund request (${amount('en')}).`,
        },
      };
    case 'INCORRECT':
      return {
        title: { ko: '환불 정보가 올바르지 않습니다', en: 'Incorrect refund information provided' },
        body: {
          ko: `사유: ${reason}\n환불 페이지에서 신청 내용을 수정해 주세요.`,
          en: `Reason: ${reason}\nPlease edit your request on the refund page.`,
        },
      };
    case 'APPROVED':
      return {
        title: { ko: '환불이 승인되었습니다', en: 'Refund approved' },
        body: {
          ko: `${amount('ko')} 환불이 승인되었습니다. ${payBy('ko')}까지 지급됩니다.`,
          en: `Your refund of ${amount('en')} was approved and is paid by ${payBy('en')}.`,
        },
      };
    case 'COMPLETED':
      return {
        title: { ko: '환불이 완료되었습니다', en: 'Refund completed' },
        body: {
          ko: `${amount('ko')} 환불금을 신청하신 계좌로 지급했습니다.`,
          en: `${amount('en')} was paid to the account in your refund request.`,
        },
      };
    case 'FAILED':
      return {
        title: { ko: '환불에 실패했습니다', en: 'Refund failed' },
        body: {
          ko: `사유: ${reason}\n환불 페이지에서 다시 신청해 주세요.`,
          en: `Reason: ${reason}\nPlease resubmit your request on the refund page.`,
        },
      };
  }
}

/** The notification of a status change (type ADMIN: it comes from the support team), opening /refund. */
export const refundNotification = (notice: RefundNotice): NotificationContent => ({ type: 'ADMIN', ...texts(notice), linkUrl: REFUND_PAGE });

const MAIL_TEXTS = {
  ko: { greeting: (name: string) => `안녕하세요, ${name}님.`, link: '환불 신청 보기', fallbackName: '회원', footer: 'KEYS 고객지원팀 드림' },
  en: { greeting: (name: string) => `Hello ${name},`, link: 'View your refund request', fallbackName: 'member', footer: 'The KEYS support team' },
} satisfies Record<Language, unknown>;

/** The same notice by e-mail, in the member's language, linking to the refund page. */
export function refundMail({
  to,
  name,
  language,
  notice,
  origin,
}: {
  to: string;
  name: string | null;
  language: Language;
  notice: RefundNotice;
  origin: string;
}): OutgoingMail {
  const { title, body } = texts(notice);
  const text = MAIL_TEXTS[language];
  const link = `${origin}${REFUND_PAGE}`;
  const greeting = text.greeting(name ?? text.fallbackName);
  return {
    to,
    subject: `[KEYS] ${title[language]}`,
    text: [greeting, '', body[language], '', `${text.link}: ${link}`, '', text.footer].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...body[language].split('\n').map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text.link)}</a></p>`,
      `<p>${escapeHtml(text.footer)}</p>`,
    ].join('\n'),
  };
}
