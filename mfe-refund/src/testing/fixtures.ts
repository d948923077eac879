import { faqSchema, noticePageSchema, type Faq, type Notice, type Page } from 'shared-contract';

/** Schema-valid fixtures: parsed with the contract so they cannot drift. */
const text = (ko: string, en: string) => ({ ko, en });

export const noticePageFixture = (page: number, items: Partial<Notice>[], total = items.length): Page<Notice> =>
  noticePageSchema.parse({
    page,
    size: 10,
    total,
    items: items.map((item, index) => ({
      id: index + 1 + (page - 1) * 10,
      title: text(`공지 ${index + 1}`, `Notice ${index + 1}`),
      body: text('본문입니다.', 'This is the body.'),
      pinned: false,
      publishedAt: '2023-06-27T15:30:00.000Z',
      ...item,
    })),
  });

export const faqFixture = (id: number, category: [string, string], question: [string, string], answer: [string, string]): Faq =>
  faqSchema.parse({ id, category: text(...category), question: text(...question), answer: text(...answer) });
