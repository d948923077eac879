import escapeHtml from 'escape-html';
import type { Language } from 'shared-contract';
import type { OutgoingMail } from '../mail/mailer';

const TEXTS = {
  ko: {
    subject: '[KEYS] 캐비닛 비밀번호 재설정 안내',
    greeting: (name: string) => `안녕하세요, ${name}님.`,
    body: '아래 링크에서 캐비닛 비밀번호를 다시 설정할 수 있습니다. 링크는 1시간 동안 유효하며 한 번만 사용할 수 있습니다.',
    button: '캐비닛 비밀번호 재설정',
    ignore: '직접 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
    fallbackName: '회원',
  },
  en: {
    subject: '[KEYS] Reset your cabinet password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Use the link below to set a new cabinet password. The link is valid for 1 hour and works once.',
    button: 'Reset cabinet password',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    fallbackName: 'member',
  },
} satisfies Record<Language, unknown>;

/** The cabinet password reset mail, in the member's language. */
export function cabinetResetMail({ to, name, link, language }: { to: string; name: string | null; link: string; language: Language }): OutgoingMail {
  const text = TEXTS[language];
  const greeting = text.greeting(name ?? text.fallbackName);
  return {
    to,
    subject: text.subject,
    text: [greeting, '', text.body, '', link, '', text.ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(text.body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text.button)}</a></p>`,
      `<p>${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(text.ignore)}</p>`,
    ].join('\n'),
  };
}

/** `someone@example.com` → `so*****@example.com`: always five stars, so the mask tells nothing of the length. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '*****';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length <= 2 ? 1 : 2)}*****${email.slice(at)}`;
}
