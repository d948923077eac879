import escapeHtml from 'escape-html';
import type { Language } from 'shared-contract';
import type { OutgoingMail } from '../mail/mailer';

/** Every line of the text after `> `, as mail clients quote. */
const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

const paragraphs = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

const TEXTS = {
  ko: {
    receivedSubject: (id: number) => `[KEYS] 1:1 문의가 접수되었습니다 (문의 번호 ${id})`,
    received: (id: number) => `문의 번호 ${id}번으로 1:1 문의가 접수되었습니다. 답변은 이 이메일 주소로 보내 드립니다.`,
    answerSubject: (id: number) => `[KEYS] 1:1 문의에 대한 답변입니다 (문의 번호 ${id})`,
    greeting: '안녕하세요, KEYS 고객센터입니다.',
    yourQuestion: '보내 주신 문의:',
    closing: '이 메일은 발신 전용입니다. 추가 문의는 고객센터의 1:1 문의를 이용해 주세요.',
  },
  en: {
    receivedSubject: (id: number) => `[KEYS] We received your inquiry #${id}`,
    received: (id: number) => `We received your inquiry #${id}. We will answer at this e-mail address.`,
    answerSubject: (id: number) => `[KEYS] The answer to your inquiry #${id}`,
    greeting: 'Hello, this is KEYS support.',
    yourQuestion: 'Your message:',
    closing: 'This address does not receive replies. For anything else, write to us from Support > 1:1 Inquiry.',
  },
} satisfies Record<Language, unknown>;

interface InquiryMailInput {
  id: number;
  to: string;
  language: Language;
  question: string;
}

/** The acknowledgement sent to the reply e-mail when an inquiry arrives, quoting it. */
export function inquiryReceivedMail({ id, to, language, question }: InquiryMailInput): OutgoingMail {
  const text = TEXTS[language];
  return {
    to,
    subject: text.receivedSubject(id),
    text: [text.greeting, '', text.received(id), '', text.yourQuestion, quote(question), '', text.closing].join('\n'),
    html: [
      `<p>${escapeHtml(text.greeting)}</p>`,
      `<p>${escapeHtml(text.received(id))}</p>`,
      `<p>${escapeHtml(text.yourQuestion)}</p>`,
      `<blockquote>${paragraphs(question)}</blockquote>`,
      `<p>${escapeHtml(text.closing)}</p>`,
    ].join('\n'),
  };
}

/** The support team's answer, in the inquiry's language, quoting the question. */
export function inquiryAnswerMail({ id, to, language, question, answer }: InquiryMailInput & { answer: string }): OutgoingMail {
  const text = TEXTS[language];
  return {
    to,
    subject: text.answerSubject(id),
    text: [text.greeting, '', answer, '', text.yourQuestion, quote(question), '', text.closing].join('\n'),
    html: [
      `<p>${escapeHtml(text.greeting)}</p>`,
      `<p>${paragraphs(answer)}</p>`,
      `<p>${escapeHtml(text.yourQuestion)}</p>`,
      `<blockquote>${paragraphs(question)}</blockquote>`,
      `<p>${escapeHtml(text.closing)}</p>`,
    ].join('\n'),
  };
}
