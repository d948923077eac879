import i18next from 'i18next';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INQUIRY_API, inquiryReceiptSchema, meSchema, type ErrorCode, type Me } from 'shared-contract';
import { sampleMe } from 'shared-contract/src/testing/sample-me';
import { ME_QUERY_KEY, useSessionStore } from 'shared-session';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { eventAnnouncementsQueryKey } from '../../features/support/api/get-event-announcements';
import { faqsQueryKey } from '../../features/support/api/get-faqs';
import { noticesQueryKey } from '../../features/support/api/get-notices';
import { faqFixture, noticePageFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import SupportPage from '../support-page';

const api = setupContractApi();

/** The inquiry endpoint as a contract route (the page, its form, its mutation and the real client's upload are real). */
const server = {
  /** The next upload is refused with this catalogue code. */
  refuse: null as null | ErrorCode,
};

beforeEach(() =>
  api.reset(
    contractHandler({
      method: 'post',
      path: INQUIRY_API.inquiry,
      response: inquiryReceiptSchema,
      reply: () => {
        const code = server.refuse;
        if (code) {
          server.refuse = null;
          throw refusal(code);
        }
        return { id: 41, createdAt: '2026-11-25T03:00:00.000Z', attachments: [] };
      },
    }),
  ),
);

/** Each upload as it was sent: its path, its text fields and its files. */
const uploads = () =>
  api.requests('post', INQUIRY_API.inquiry).map(({ path, form }) => {
    const fields: Record<string, string> = {};
    const files: File[] = [];
    form?.forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value;
      else if (name === 'files') files.push(value);
    });
    return { path, fields, files };
  });

const setup = (route: string, me: Me | null = null) => {
  const queryClient = createTestQueryClient();
  if (me) queryClient.setQueryData([...ME_QUERY_KEY, me.id], meSchema.parse(me));
  queryClient.setQueryData(noticesQueryKey, {
    pageParams: [1],
    pages: [
      noticePageFixture(
        1,
        [
          { title: { ko: '점검 안내', en: 'Maintenance' }, publishedAt: '2023-07-01T16:00:00.000Z' },
          {
            title: { ko: '서비스 종료 안내', en: 'Service ending' },
            pinned: true,
            body: { ko: '환불은 기한 내에 신청해 주세요.', en: 'Request refunds before the deadline.' },
          },
        ],
        12,
      ),
    ],
  });
  queryClient.setQueryData(eventAnnouncementsQueryKey, { items: [] });
  queryClient.setQueryData(faqsQueryKey, [
    faqFixture(1, ['결제', 'Payment'], ['골드는 무엇인가요?', 'What is Gold?'], ['서비스 안에서 쓰는 재화입니다.', 'The in-service currency.']),
    faqFixture(2, ['계정', 'Account'], ['탈퇴는 어떻게 하나요?', 'How do I leave?'], ['내 정보에서 할 수 있습니다.', 'From My Info.']),
    faqFixture(3, ['결제', 'Payment'], ['환불이 되나요?', 'Can I get a refund?'], ['기한 내에 가능합니다.', 'Before the deadline.']),
  ]);
  return renderPage(<SupportPage />, { route, queryClient });
};

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

beforeEach(async () => {
  server.refuse = null;
  useSessionStore.setState({ status: 'unauthenticated', user: null, accessToken: null });
  await initTestI18n('ko');
});

describe('SupportPage', () => {
  it('opens the notice tab with ?notice, pinned first, dates in KST', () => {
    setup('/support?notice');
    expect(selectedTab()).toBe('공지사항');
    const notices = screen.getAllByTestId('notice');
    expect(notices[0]?.textContent).toContain('중요');
    expect(notices[0]?.textContent).toContain('서비스 종료 안내');
    // 2023-07-01T16:00Z is 2023-07-02 in KST.
    expect(notices[1]?.textContent).toContain('2023-07-02');
    expect(screen.getByRole('button', { name: '더 보기' })).toBeInTheDocument();
  });

  it('expands a notice to show its body', () => {
    setup('/support?notice');
    const toggle = within(screen.getAllByTestId('notice')[0] as HTMLElement).getByRole('button');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /서비스 종료 안내/ })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /서비스 종료 안내/ }).textContent).toBe('환불은 기한 내에 신청해 주세요.');
  });

  it('opens the FAQ by default, grouped by category, as an accordion', () => {
    setup('/support');
    expect(selectedTab()).toBe('FAQ');
    const categories = screen.getAllByTestId('faq-category');
    expect(categories.map((category) => within(category).getByRole('heading', { level: 2 }).textContent)).toEqual(['결제', '계정']);
    expect(within(categories[0] as HTMLElement).getAllByTestId('faq')).toHaveLength(2);
    const question = screen.getByRole('button', { name: '골드는 무엇인가요?' });
    fireEvent.click(question);
    expect(screen.getByRole('region', { name: '골드는 무엇인가요?' }).textContent).toBe('서비스 안에서 쓰는 재화입니다.');
  });

  it('keeps the chosen tab in the URL and switches by keyboard', async () => {
    setup('/support');
    const faqTab = screen.getByRole('tab', { name: 'FAQ' });
    fireEvent.keyDown(faqTab, { key: 'ArrowLeft' });
    expect(screen.getByTestId('location').textContent).toBe('/support?notice');
    expect(selectedTab()).toBe('공지사항');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByTestId('location').textContent).toBe('/support?faq');
    await act(() => i18next.changeLanguage('en'));
    expect(selectedTab()).toBe('FAQ');
    expect(screen.getByRole('button', { name: 'What is Gold?' })).toBeInTheDocument();
  });
});

const png = (name = 'screen.png', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const pdf = (name = 'receipt.pdf', bytes = 1536 * 1024) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
/** A file that says it is this big, without holding the bytes. */
const sized = (file: File, size: number) => Object.defineProperty(file, 'size', { value: size });

const emailInput = () => screen.getByTestId<HTMLInputElement>('inquiry-email');
const bodyInput = () => screen.getByTestId<HTMLTextAreaElement>('inquiry-body');
const chooseFiles = (...files: File[]) => fireEvent.change(screen.getByTestId('inquiry-file-input'), { target: { files } });
const submit = () => fireEvent.click(screen.getByTestId('inquiry-submit'));
const fill = (email: string | null, body: string, agree = true) => {
  if (email !== null) fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.change(bodyInput(), { target: { value: body } });
  if (agree) fireEvent.click(screen.getByTestId('inquiry-consent'));
};
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('SupportPage 1:1 inquiry tab', () => {
  it('is the third tab, at /support?inquiry, reached by keyboard; the form says its limits (3 files, 30 MB)', async () => {
    setup('/support');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['공지사항', 'FAQ', '1:1 문의']);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'FAQ' }), { key: 'ArrowRight' });
    expect(screen.getByTestId('location').textContent).toBe('/support?inquiry');
    expect(selectedTab()).toBe('1:1 문의');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', screen.getByRole('tab', { name: '1:1 문의' }).id);

    expect(screen.getByLabelText('답변 받을 이메일')).toBe(emailInput());
    expect(screen.getByLabelText('문의 내용')).toBe(bodyInput());
    expect(screen.getByLabelText('파일 선택')).toBe(screen.getByTestId('inquiry-file-input'));
    expect(screen.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다. (필수)' })).toBeInTheDocument();
    expect(screen.getByTestId('inquiry-files-limit').textContent).toBe(
      '이미지(JPG, PNG, GIF, WEBP) 또는 PDF 파일을 최대 3개, 합계 30 MB까지 첨부할 수 있습니다.',
    );
    expect(screen.getByTestId('inquiry-privacy').textContent).toContain('수집 항목: 답변 받을 이메일, 문의 내용, 첨부 파일');
    expect(describedText(screen.getByTestId('inquiry-consent'))).toContain('이용 목적: 문의 내용 확인 및 답변');
    expect(screen.getByTestId('inquiry-file-input')).toHaveAttribute('accept', expect.stringContaining('application/pdf'));

    await act(() => i18next.changeLanguage('en'));
    expect(selectedTab()).toBe('1:1 Inquiry');
    expect(screen.getByLabelText('E-mail for the reply')).toBe(emailInput());
    expect(screen.getByTestId('inquiry-files-limit').textContent).toBe('Images (JPG, PNG, GIF, WEBP) or PDF: up to 3 files, 30 MB in total.');
    expect(screen.getByTestId('inquiry-counter').textContent).toBe('0 / 5,000 characters');
  });

  it('shows each field rule of the shared schema by its field, described for screen readers, and sends nothing', async () => {
    setup('/support?inquiry');
    submit();
    await screen.findByTestId('inquiry-email-error');
    expect(screen.getByTestId('inquiry-email-error').textContent).toBe('답변 받을 이메일을 올바르게 입력해 주세요.');
    expect(screen.getByTestId('inquiry-body-error').textContent).toBe('문의 내용을 입력해 주세요.');
    expect(screen.getByTestId('inquiry-consent-error').textContent).toBe('개인정보 수집 및 이용에 동의해 주세요.');
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(emailInput())).toContain('답변 받을 이메일을 올바르게 입력해 주세요.');
    expect(describedText(bodyInput())).toContain('문의 내용을 입력해 주세요.');
    expect(emailInput()).toHaveFocus();

    fill('not-an-email', 'x'.repeat(5001));
    expect(screen.getByTestId('inquiry-counter').textContent).toBe('5,001 / 5,000자');
    submit();
    await waitFor(() => expect(screen.getByTestId('inquiry-body-error').textContent).toBe('내용은 5,000자까지 입력할 수 있습니다.'));
    expect(screen.getByTestId('inquiry-email-error').textContent).toBe('답변 받을 이메일을 올바르게 입력해 주세요.');
    expect(screen.queryByTestId('inquiry-consent-error')).not.toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('inquiry-body-error').textContent).toBe('A message has at most 5,000 characters.');
    expect(uploads()).toEqual([]);
  });

  it('a visitor sends text and files: chosen files listed with sizes and removable, then the inquiry number', async () => {
    setup('/support?inquiry');
    expect(emailInput().value).toBe('');
    fill('visitor@example.com', '환불 계좌를 바꾸고 싶어요.');
    expect(screen.getByTestId('inquiry-counter').textContent).toBe('15 / 5,000자');
    chooseFiles(png(), pdf());
    expect(screen.getAllByTestId('inquiry-file').map((item) => item.textContent)).toEqual(['screen.png2 KB삭제', 'receipt.pdf1.5 MB삭제']);
    expect(screen.getByTestId('inquiry-files-summary').textContent).toBe('첨부한 파일 2개, 합계 1.5 MB');
    fireEvent.click(screen.getByRole('button', { name: 'screen.png 삭제' }));
    expect(screen.getAllByTestId('inquiry-file').map((item) => item.textContent)).toEqual(['receipt.pdf1.5 MB삭제']);

    submit();
    const sent = await screen.findByTestId('inquiry-sent');
    expect(within(sent).getByRole('heading', { level: 2 }).textContent).toBe('문의가 접수되었습니다');
    expect(within(sent).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByTestId('inquiry-sent-number').textContent).toBe('문의 번호 41');
    expect(screen.getByTestId('inquiry-sent-body').textContent).toBe(
      '답변은 visitor@example.com(으)로 이메일을 통해 보내 드립니다. 접수 확인 메일도 곧 도착합니다.',
    );
    expect(uploads()).toHaveLength(1);
    expect(uploads()[0]?.path).toBe('/api/support/inquiry');
    expect(uploads()[0]?.fields).toEqual({ replyEmail: 'visitor@example.com', body: '환불 계좌를 바꾸고 싶어요.', agreePrivacy: 'true', language: 'ko' });
    expect(uploads()[0]?.files.map((file) => file.name)).toEqual(['receipt.pdf']);

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('inquiry-sent-body').textContent).toBe('We will answer by e-mail at visitor@example.com. A confirmation e-mail is on its way.');
    fireEvent.click(screen.getByRole('button', { name: 'Write another inquiry' }));
    expect(bodyInput().value).toBe('');
  });

  it('a member finds the e-mail filled in and writes in English', async () => {
    useSessionStore.setState({
      status: 'authenticated',
      user: { id: 7, email: 'member@example.com', name: 'M', image: null, provider: 'kakao', status: 1, signUpRequired: false },
    });
    await initTestI18n('en');
    setup('/support?inquiry', sampleMe({ id: 7, email: 'member@example.com' }));
    await waitFor(() => expect(emailInput().value).toBe('member@example.com'));
    fill(null, 'Where is my refund?');
    submit();
    expect((await screen.findByTestId('inquiry-sent-number')).textContent).toBe('Inquiry number 41');
    expect(uploads()[0]?.fields).toMatchObject({ replyEmail: 'member@example.com', language: 'en' });
  });

  it('checks the files before sending with the same limits: a 4th, over 30 MB, not an image or PDF', async () => {
    setup('/support?inquiry');
    chooseFiles(png('a.png'), png('b.png'), png('c.png'), png('d.png'));
    expect(screen.getByTestId('inquiry-files-error').textContent).toBe('파일은 최대 3개까지 첨부할 수 있습니다.');
    expect(screen.queryAllByTestId('inquiry-file')).toHaveLength(0);
    chooseFiles(png('a.png'), png('b.png'), png('c.png'));
    expect(screen.queryByTestId('inquiry-files-error')).not.toBeInTheDocument();
    chooseFiles(png('d.png'));
    expect(screen.getByTestId('inquiry-files-error').textContent).toBe('파일은 최대 3개까지 첨부할 수 있습니다.');
    expect(screen.getAllByTestId('inquiry-file')).toHaveLength(3);
    expect(screen.getByTestId('inquiry-file-input')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'c.png 삭제' }));
    expect(screen.queryByTestId('inquiry-files-error')).not.toBeInTheDocument();
    chooseFiles(sized(pdf('huge.pdf', 10), 30 * 1024 * 1024));
    expect(screen.getByTestId('inquiry-files-error').textContent).toBe('첨부 파일은 합계 30MB까지 가능합니다.');
    chooseFiles(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByTestId('inquiry-files-error').textContent).toBe('이미지(JPG, PNG, GIF, WEBP)와 PDF 파일만 첨부할 수 있습니다.');
    expect(screen.getAllByTestId('inquiry-file')).toHaveLength(2);

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('inquiry-files-error').textContent).toBe('Only images (JPG, PNG, GIF, WEBP) and PDF files can be attached.');
    expect(uploads()).toEqual([]);
  });

  it('shows the api refusals in the language: by the files, or for the whole form', async () => {
    setup('/support?inquiry');
    fill('a@example.com', 'Hello');
    chooseFiles(png('fake.png'));
    server.refuse = 'INQUIRY_FILE_TYPE';
    submit();
    expect((await screen.findByTestId('inquiry-files-error')).textContent).toBe('이미지(JPG, PNG, GIF, WEBP)와 PDF 파일만 첨부할 수 있습니다.');

    server.refuse = 'RATE_LIMITED';
    submit();
    await waitFor(() => expect(screen.getByTestId('inquiry-error').textContent).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'));
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('inquiry-error').textContent).toBe('Too many requests. Please try again shortly.');

    server.refuse = 'INQUIRY_EMAIL_INVALID';
    submit();
    await waitFor(() => expect(screen.getByTestId('inquiry-email-error').textContent).toBe('Enter a valid e-mail for the reply.'));
    expect(screen.queryByTestId('inquiry-error')).not.toBeInTheDocument();
    expect(uploads()).toHaveLength(3);
  });
});
