import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { INQUIRY_API, inquiryAnswerInputSchema, inquiryDetailSchema, inquiryPageSchema, type ErrorCode, type InquiryDetail } from 'shared-contract';
import { contractHandler, fileHandler, refusal, refusingHandler, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../../testing/render';
import { ConsoleInquiries } from '../console-inquiries';

const support = { id: 90, email: 'support@keys.local', nickname: '지원팀' };

/** Schema-valid inquiries (parsed with the contract, so they cannot drift). */
const inquiry = (id: number, overrides: Partial<InquiryDetail> = {}): InquiryDetail =>
  inquiryDetailSchema.parse({
    id,
    replyEmail: `writer${id}@example.com`,
    member: null,
    preview: `질문 ${id}`,
    attachmentCount: 0,
    status: 'OPEN',
    language: 'ko',
    createdAt: '2026-11-24T15:30:00.000Z',
    answeredAt: null,
    body: `질문 ${id}\n두 번째 줄`,
    attachments: [],
    answer: null,
    ...overrides,
  });

const api = setupContractApi();

/** The staff inquiry api as routes of the contract (components, queries and the real client are real). */
const server = {
  inquiries: [] as InquiryDetail[],
  /** The next answer is refused with this catalogue code. */
  refuseAnswer: null as null | ErrorCode,
};

const list = (query: Record<string, string>) => {
  const q = query.q?.toLowerCase() ?? '';
  const items = server.inquiries
    .filter((item) => !query.status || item.status === query.status)
    .filter((item) => !q || item.replyEmail.toLowerCase().includes(q) || item.body.toLowerCase().includes(q))
    .sort((a, b) => (a.status === b.status ? b.id - a.id : a.status === 'OPEN' ? -1 : 1));
  const page = Number(query.page ?? 1);
  const size = Number(query.size ?? 20);
  return {
    items: items.slice((page - 1) * size, page * size).map(({ body: _b, attachments: _a, answer: _n, ...item }) => item),
    page,
    size,
    total: items.length,
  };
};

const inquiryRoutes = () => [
  contractHandler({ method: 'get', path: INQUIRY_API.adminInquiries, response: inquiryPageSchema, reply: ({ query }) => list(query) }),
  contractHandler({
    method: 'get',
    path: INQUIRY_API.adminInquiry(':id'),
    response: inquiryDetailSchema,
    reply: ({ params }) => {
      const found = server.inquiries.find((item) => item.id === Number(params.id));
      if (!found) throw refusal('INQUIRY_NOT_FOUND');
      return found;
    },
  }),
  contractHandler({
    method: 'post',
    path: INQUIRY_API.adminAnswer(':id'),
    request: inquiryAnswerInputSchema,
    response: inquiryDetailSchema,
    reply: ({ params, body }) => {
      const code = server.refuseAnswer;
      if (code) {
        server.refuseAnswer = null;
        throw refusal(code);
      }
      const id = Number(params.id);
      const at = '2026-11-25T01:02:03.000Z';
      const answer = inquiryAnswerInputSchema.parse(body).body.trim();
      server.inquiries = server.inquiries.map((item) =>
        item.id === id ? { ...item, status: 'ANSWERED', answeredAt: at, answer: { body: answer, at, by: support } } : item,
      );
      const answered = server.inquiries.find((item) => item.id === id);
      if (!answered) throw refusal('INQUIRY_NOT_FOUND');
      return answered;
    },
  }),
  fileHandler({ method: 'get', path: INQUIRY_API.adminAttachment(':id', ':attachmentId'), file: () => ({ body: 'bytes', type: 'image/png' }) }),
];

/** The list's queries as sent. */
const listQueries = () => api.requests('get', INQUIRY_API.adminInquiries).map((call) => call.query);

const saved: Array<{ href: string; download: string }> = [];

beforeAll(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:inquiry-1'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

beforeEach(async () => {
  saved.length = 0;
  server.refuseAnswer = null;
  api.reset(...inquiryRoutes());
  server.inquiries = [
    inquiry(3, {
      replyEmail: 'member@example.com',
      member: { id: 7, email: 'member@example.com', nickname: 'KEYS123456' },
      preview: '환불 계좌를 바꾸고 싶어요.',
      body: '환불 계좌를 바꾸고 싶어요.\n어떻게 하나요?',
      attachmentCount: 2,
      attachments: [
        { id: 11, fileName: 'contract.pdf', mimeType: 'image/png', sizeBytes: 2048 },
        { id: 12, fileName: '영수증.pdf', mimeType: 'application/pdf', sizeBytes: 1572864 },
      ],
    }),
    inquiry(2, {
      status: 'ANSWERED',
      language: 'en',
      preview: 'Where is my refund?',
      body: 'Where is my refund?',
      answeredAt: '2026-11-24T16:00:00.000Z',
      answer: { body: 'It is paid on 5/16.', at: '2026-11-24T16:00:00.000Z', by: support },
    }),
    inquiry(1, { replyEmail: 'visitor@example.com', preview: '비회원 질문', body: '비회원 질문' }),
  ];
  await initTestI18n('ko');
});

const renderConsole = () => renderPage(<ConsoleInquiries />, { queryClient: createTestQueryClient() });
const rows = () => screen.getAllByTestId('inquiry-row');

describe('ConsoleInquiries', () => {
  it('lists open inquiries first, filters by status and searches e-mail and text', async () => {
    renderConsole();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('1:1 문의');
    expect(screen.getByTestId('inquiry-total').textContent).toBe('문의 3건');
    expect(rows().map((row) => within(row).getByTestId('inquiry-status').textContent)).toEqual(['답변 대기', '답변 대기', '답변 완료']);
    expect(rows()[0]?.textContent).toContain('#3');
    expect(rows()[0]?.textContent).toContain('회원 KEYS123456');
    expect(rows()[0]?.textContent).toContain('첨부 2');
    // 2026-11-24T15:30Z is the 25th, 00:30 in Korea.
    expect(rows()[0]?.textContent).toContain('2026.11.25 00:30');
    expect(rows()[1]?.textContent).toContain('비회원');
    expect(screen.getByTestId('inquiry-detail-empty').textContent).toBe('문의를 선택하면 내용이 여기에 표시됩니다.');

    fireEvent.change(screen.getByLabelText('상태'), { target: { value: 'ANSWERED' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(listQueries()).toContainEqual({ status: 'ANSWERED', page: '1', size: '20' });

    fireEvent.change(screen.getByLabelText('상태'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('이메일 또는 내용 검색'), { target: { value: ' visitor ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('visitor@example.com');
    expect(listQueries()).toContainEqual({ q: 'visitor', page: '1', size: '20' });

    fireEvent.change(screen.getByLabelText('이메일 또는 내용 검색'), { target: { value: 'nothing-like-this' } });
    fireEvent.submit(screen.getByRole('search'));
    expect((await screen.findByTestId('inquiry-list-empty')).textContent).toBe('조건에 맞는 문의가 없습니다.');
  });

  it('opens one: the text, the writer, attachments downloaded with the token as a blob under the sniffed type’s name', async () => {
    renderConsole();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(rows()[0] as HTMLElement);
    const detail = await screen.findByTestId('inquiry-detail');
    expect(rows()[0]?.getAttribute('aria-current')).toBe('true');
    expect(within(detail).getByRole('heading', { level: 3 }).textContent).toBe('문의 #3');
    expect(screen.getByTestId('inquiry-detail-body').textContent).toBe('환불 계좌를 바꾸고 싶어요.\n어떻게 하나요?');
    expect(screen.getByTestId('inquiry-detail-writer').textContent).toBe('회원 KEYS123456 (member@example.com)');
    expect(detail.textContent).toContain('2026.11.25 00:30:00');
    expect(screen.getAllByTestId('inquiry-attachment').map((button) => button.getAttribute('aria-label'))).toEqual([
      'contract.pdf 내려받기',
      '영수증.pdf 내려받기',
    ]);
    expect(detail.textContent).toContain('image/png · 2 KB');
    expect(detail.textContent).toContain('application/pdf · 1.5 MB');

    fireEvent.click(screen.getByRole('button', { name: 'contract.pdf 내려받기' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.requests('get', INQUIRY_API.adminAttachment(3, 11))).toHaveLength(1);
    expect(saved[0]).toEqual({ href: 'blob:inquiry-1', download: 'contract.png' });
    fireEvent.click(screen.getByRole('button', { name: '영수증.pdf 내려받기' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.download).toBe('영수증.pdf');
  });

  it('answers with the shared schema; the answer, who and when (KST) replace the form', async () => {
    renderConsole();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(rows()[1] as HTMLElement);
    await screen.findByTestId('inquiry-answer-form');
    expect(screen.getByTestId('inquiry-detail-writer').textContent).toBe('비회원');
    const input = screen.getByLabelText('답변 내용');
    expect(
      input
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    ).toContain('visitor@example.com(으)로 발송');

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '답변 보내기' }));
    expect((await screen.findByTestId('inquiry-answer-error')).textContent).toBe('답변 내용을 입력해 주세요.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('post')).toEqual([]);

    fireEvent.change(input, { target: { value: '계좌는 내 정보에서 바꿀 수 있습니다.' } });
    fireEvent.click(screen.getByRole('button', { name: '답변 보내기' }));
    expect((await screen.findByTestId('inquiry-answered')).textContent).toBe('답변을 보냈습니다.');
    expect(api.requests('post').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/admin/support/inquiries/1/answer', body: { body: '계좌는 내 정보에서 바꿀 수 있습니다.' } },
    ]);
    expect(screen.getByTestId('inquiry-answer-body').textContent).toBe('계좌는 내 정보에서 바꿀 수 있습니다.');
    // 01:02:03Z is 10:02:03 in Korea.
    expect(screen.getByTestId('inquiry-answer-by').textContent).toBe('지원팀 · 2026.11.25 10:02:03 (KST)');
    expect(screen.queryByTestId('inquiry-answer-form')).not.toBeInTheDocument();
    await waitFor(() => expect(within(rows()[2] as HTMLElement).getByTestId('inquiry-status').textContent).toBe('답변 완료'));
  });

  it('says when someone else answered first and shows their answer; in English', async () => {
    await initTestI18n('en');
    renderConsole();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('1:1 Inquiries');
    expect(rows().map((row) => within(row).getByTestId('inquiry-status').textContent)).toEqual(['Waiting', 'Waiting', 'Answered']);

    fireEvent.click(rows()[2] as HTMLElement);
    await screen.findByTestId('inquiry-answer');
    expect(screen.getByTestId('inquiry-answer-body').textContent).toBe('It is paid on 5/16.');
    expect(screen.getByTestId('inquiry-answer-by').textContent).toBe('지원팀 · Nov 25, 2026, 1:00:00 AM KST');

    fireEvent.click(rows()[0] as HTMLElement);
    const input = await screen.findByLabelText('Your answer');
    fireEvent.change(input, { target: { value: 'We are checking.' } });
    server.refuseAnswer = 'INQUIRY_ALREADY_ANSWERED';
    // Meanwhile a colleague answered.
    server.inquiries = server.inquiries.map((item) =>
      item.id === 3
        ? {
            ...item,
            status: 'ANSWERED',
            answeredAt: '2026-11-25T00:00:00.000Z',
            answer: { body: 'Done by a colleague.', at: '2026-11-25T00:00:00.000Z', by: support },
          }
        : item,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await screen.findByTestId('inquiry-answer-body')).textContent).toBe('Done by a colleague.');
    expect(screen.getByTestId('inquiry-answered-elsewhere').textContent).toBe('This inquiry has already been answered.');
    await waitFor(() => expect(rows().map((row) => within(row).getByTestId('inquiry-status').textContent)).toEqual(['Waiting', 'Answered', 'Answered']));

    await act(() => i18next.changeLanguage('ko'));
    expect(screen.getByTestId('inquiry-detail-writer').textContent).toBe('회원 KEYS123456 (member@example.com)');
  });

  it('shows a failed download in the language', async () => {
    // The attachment is gone: the api refuses with NOT_FOUND (its JSON failure, not bytes).
    api.use(refusingHandler('get', INQUIRY_API.adminAttachment(':id', ':attachmentId'), 'NOT_FOUND'));
    await initTestI18n('en');
    renderConsole();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(rows()[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Download contract.pdf' }));
    expect((await screen.findByTestId('inquiry-download-error')).textContent).toBe('What you asked for was not found.');
    expect(saved).toHaveLength(0);
  });
});
