import i18next from 'i18next';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  errorMessage,
  REFUND_API,
  refundOverviewSchema,
  refundRequestInputSchema,
  refundRequestViewSchema,
  type ErrorCode,
  type RefundOverview,
  type RefundRequestView,
} from 'shared-contract';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { refundOverviewQueryKey } from '../../features/refund-request/api/get-refund-overview';
import { overviewFixture, requestFixture } from '../../testing/refund-fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import RefundPage from '../refund-page';

const api = setupContractApi();

/** The refund endpoints as routes of the contract (the page, its form and the real client are real). */
const server = {
  overview: null as RefundOverview | null,
  /** The overview read is refused with this code while set. */
  getError: null as ErrorCode | null,
  /** Every send is refused with this code while set. */
  refuse: null as ErrorCode | null,
  /** What the next successful send answers, and what the overview holds afterwards. */
  answer: null as RefundRequestView | null,
  after: null as RefundOverview | null,
};

const send = () => {
  if (server.refuse) throw refusal(server.refuse);
  if (server.after) server.overview = server.after;
  if (!server.answer) throw refusal('FORBIDDEN');
  return server.answer;
};

const refundRoutes = () => [
  contractHandler({
    method: 'get',
    path: REFUND_API.search,
    response: refundOverviewSchema,
    reply: () => {
      if (server.getError) throw refusal(server.getError);
      if (!server.overview) throw refusal('NOT_FOUND');
      return server.overview;
    },
  }),
  contractHandler({ method: 'post', path: REFUND_API.request, request: refundRequestInputSchema, response: refundRequestViewSchema, reply: send }),
  contractHandler({ method: 'post', path: REFUND_API.edit, request: refundRequestInputSchema, response: refundRequestViewSchema, reply: send }),
];

/** What the page sent (its requests and edits), with their headers (names in lower case). */
const sent = () => api.calls.filter((call) => call.method !== 'get');

beforeEach(async () => {
  server.overview = null;
  server.getError = null;
  server.refuse = null;
  server.answer = null;
  server.after = null;
  api.reset(...refundRoutes());
  await initTestI18n('ko');
});

const setup = (overview: RefundOverview) => {
  server.overview = overview;
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(refundOverviewQueryKey, overview);
  return renderPage(<RefundPage />, { route: '/refund', queryClient });
};

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
/** Each user step waits for the form's (async) validation to settle. */
const step = (action: () => void) => act(async () => action());
const type = (label: string | RegExp, value: string) =>
  step(() => {
    const element = input(label);
    fireEvent.change(element, { target: { value } });
    fireEvent.blur(element);
  });
const choose = (label: string, value: string) =>
  step(() => {
    const element = screen.getByLabelText(label);
    fireEvent.change(element, { target: { value } });
    fireEvent.blur(element);
  });
const tickAll = async (labels: string[]) => {
  for (const label of labels) await step(() => fireEvent.click(screen.getByRole('checkbox', { name: label })));
};
const click = (element: HTMLElement) => step(() => fireEvent.click(element));
const submit = () => click(screen.getByTestId('refund-submit'));
const text = (testId: string) => screen.getByTestId(testId).textContent ?? '';

const KO_CONSENTS = ['저작권 존중에 동의합니다.', '개인정보 수집 및 이용에 동의합니다.', '환불 업무 위임에 동의합니다.'];
const EN_CONSENTS = ['I agree to respect the copyright.', 'I agree to the collection of personal data.', 'I agree to the delegation.'];

describe('RefundPage (refund-page)', () => {
  it('shows the termination notice, the two amounts in won, why KRW, and the lines, in ko and en', async () => {
    setup(overviewFixture());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('환불 신청');
    const notice = text('refund-notice');
    expect(notice).toContain('판매가 중단되었습니다. 환불 신청은 2025-06-15 23:59(KST)까지 할 수 있습니다.');
    expect(notice).toContain('1회차로 접수되며, 2025-05-16까지 지급됩니다.');
    expect(
      within(screen.getByTestId('refund-rounds'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1회차: 2025-04-15 ~ 2025-04-30 신청, 2025-05-16까지 지급',
      '2회차: 2025-05-01 ~ 2025-05-14 신청, 2025-05-30까지 지급',
      '3회차: 2025-05-15 ~ 2025-05-31 신청, 2025-06-13까지 지급',
      '4회차: 2025-06-01 ~ 2025-06-15 신청, 2025-06-27까지 지급',
    ]);
    expect(text('refund-total')).toBe('₩18,200');
    expect(text('refund-estimate')).toBe('₩12,600');
    expect(text('refund-currency')).toBe('한국 IP로 확인된 계정이므로 원화(KRW)로 환불됩니다.');

    const payments = within(screen.getByTestId('refund-payments'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    // 2025-03-09T16:30Z is 2025-03-10 in KST.
    expect(payments).toEqual(['항목금액 (USD)', '골드 800 충전2025-03-10$8.00', '봄날 KEY 구매2025-03-20$5.00', '총 결제 금액$13.00']);
    expect(text('refund-gold-line')).toContain('400 골드 (결제한 가격 기준)');
    expect(text('refund-gold-line')).toContain('$4.00');
    expect(text('refund-key-line')).toBe('봄날 KEY #12봄날 프로젝트 · 카드로 구매$5.00');
    expect(screen.queryByTestId('refund-cap-line')).not.toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Refund request');
    expect(text('refund-notice')).toContain('Sales have stopped. You can request a refund until Jun 15, 2025, 11:59 PM KST.');
    expect(text('refund-notice')).toContain('A request made now belongs to round 1, paid by May 16, 2025.');
    // The payment of 2025-03-09T16:30Z, on its Korean day, written the English way.
    expect(within(screen.getByTestId('refund-payments')).getByText('Mar 10, 2025')).toBeInTheDocument();
    expect(screen.getByText('Total payment amount', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Estimated refund amount', { selector: 'dt' })).toBeInTheDocument();
    expect(text('refund-currency')).toBe('Your refund is paid in Korean won (KRW) because this is an account with a Korean IP.');
    expect(text('refund-key-line')).toBe('Spring Day KEY #12Spring Day Project · bought by card$5.00');
  });

  it('shows a USD account in dollars with its reason, and the cap line', async () => {
    await initTestI18n('en');
    setup(
      overviewFixture({
        currency: 'USD',
        currencyReason: 'FOREIGN',
        amounts: { cappedAtTotalPaid: true, keysUsdCents: 1000, keys: [], estimateUsdCents: 1300, estimateInCurrency: 1300 },
      }),
    );
    expect(text('refund-total')).toBe('$13.00');
    expect(text('refund-estimate')).toBe('$13.00');
    expect(text('refund-currency')).toBe('Your refund is paid in US dollars (USD) because this is a non-Korean account.');
    expect(text('refund-cap-line')).toBe('Lowered to the total payment amount−$1.00');
  });

  it('shows each KRW field error under its field, the missing consents, and focuses the first invalid field', async () => {
    setup(overviewFixture({ currencyReason: 'KR_IDENTITY' }));
    expect(text('refund-currency')).toBe('한국 본인인증을 완료한 계정이므로 원화(KRW)로 환불됩니다.');
    await choose('은행', '004');
    await type('예금주', '홍길동');
    await type('계좌번호', '1234abcd5678');
    const account = input('계좌번호');
    await waitFor(() => expect(account).toHaveAttribute('aria-invalid', 'true'));
    expect(text('refund-accountNumber-error')).toBe('계좌번호는 숫자만 10~16자리로 입력해 주세요.');
    expect(account).toHaveAttribute('aria-describedby', expect.stringContaining('refund-accountNumber-error'));
    expect(account).toHaveAttribute('inputmode', 'numeric');

    await submit();
    expect(await screen.findByTestId('refund-agreeCopyright-error')).toBeInTheDocument();
    expect(text('refund-agreeCopyright-error')).toBe('저작권 존중에 동의해 주세요.');
    expect(text('refund-agreePrivacy-error')).toBe('개인정보 수집 및 이용에 동의해 주세요.');
    expect(text('refund-agreeDelegation-error')).toBe('환불 위임에 동의해 주세요.');
    expect(screen.getByRole('group', { name: '필수 동의' })).toBeInTheDocument();
    expect(account).toHaveFocus();
    expect(sent()).toEqual([]);

    await act(() => i18next.changeLanguage('en'));
    expect(text('refund-accountNumber-error')).toBe('Enter the account number as 10 to 16 digits, numbers only.');
    expect(text('refund-agreeDelegation-error')).toBe('Please agree to the delegation.');
  });

  it('asks for a bank and the holder name when they are empty', async () => {
    setup(overviewFixture());
    await submit();
    expect(await screen.findByTestId('refund-bankCode-error')).toBeInTheDocument();
    expect(text('refund-bankCode-error')).toBe('은행을 선택해 주세요.');
    expect(text('refund-holderName-error')).toBe('예금주를 입력해 주세요.');
    expect(text('refund-accountNumber-error')).toBe('계좌번호를 입력해 주세요.');
    expect(screen.getByLabelText('은행')).toHaveFocus();
  });

  it('posts a valid KRW request with an Idempotency-Key, then shows the submitted request', async () => {
    const submitted = requestFixture('SUBMITTED');
    server.answer = submitted;
    server.after = overviewFixture({ request: submitted });
    setup(overviewFixture());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('KB국민은행');
    await choose('은행', '004');
    await type('예금주', ' 홍길동 ');
    await type('계좌번호', '1234567890123');
    await tickAll(KO_CONSENTS);
    await submit();

    await waitFor(() => expect(sent()).toHaveLength(1));
    const [request] = sent();
    expect(request?.method).toBe('post');
    expect(request?.path).toBe(REFUND_API.request);
    expect(request?.body).toEqual({
      currency: 'KRW',
      bankCode: '004',
      holderName: '홍길동',
      accountNumber: '1234567890123',
      agreeCopyright: true,
      agreePrivacy: true,
      agreeDelegation: true,
    });
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    expect(await screen.findByTestId('refund-status')).toBeInTheDocument();
    expect(text('refund-live')).toBe('환불 신청이 접수되었습니다.');
    expect(text('refund-status-label')).toBe('신청 완료');
    expect(screen.queryByTestId('refund-form')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '환불 신청 현황' })).toHaveFocus();
  });

  it('shows the api refusal by the submit button, and a field code under its field', async () => {
    setup(overviewFixture());
    await choose('은행', '088');
    await type('예금주', '홍길동');
    await type('계좌번호', '1234567890');
    await tickAll(KO_CONSENTS);

    server.refuse = 'TEMPORARY_ERROR';
    await submit();
    expect(await screen.findByTestId('refund-submit-error')).toBeInTheDocument();
    expect(text('refund-submit-error')).toBe(errorMessage('TEMPORARY_ERROR', 'ko'));
    const firstKey = sent()[0]?.headers['idempotency-key'];

    // The same body retried after an unknown outcome keeps its key; a field rule of the api lands on its field.
    server.refuse = 'REFUND_ACCOUNT_NUMBER_DIGITS';
    await submit();
    expect(await screen.findByTestId('refund-accountNumber-error')).toBeInTheDocument();
    expect(sent()[1]?.headers['idempotency-key']).toBe(firstKey);
    expect(text('refund-accountNumber-error')).toBe('계좌번호는 숫자만 10~16자리로 입력해 주세요.');
    expect(input('계좌번호')).toHaveFocus();
  });

  it('a refusal that means the page is out of date refetches it and says why', async () => {
    setup(overviewFixture());
    await choose('은행', '088');
    await type('예금주', '홍길동');
    await type('계좌번호', '1234567890');
    await tickAll(KO_CONSENTS);
    server.refuse = 'REFUND_ALREADY_REQUESTED';
    server.overview = overviewFixture({ request: requestFixture('UNDER_REVIEW') });
    await submit();
    expect(await screen.findByTestId('refund-status')).toBeInTheDocument();
    expect(text('refund-live')).toBe('이미 환불을 신청했습니다.');
    expect(text('refund-status-label')).toBe('검토 중');
    expect(screen.queryByTestId('refund-form')).not.toBeInTheDocument();
  });

  it('labels and checks the USD bank code by bank country: a bad ABA, a bad IBAN', async () => {
    await initTestI18n('en');
    setup(overviewFixture({ currency: 'USD', currencyReason: 'FOREIGN' }));
    expect(screen.getByLabelText('Payment bank code')).toBeInTheDocument();
    const bankCountry = screen.getByLabelText('Bank country');
    expect(within(bankCountry).getByRole('option', { name: 'United States' })).toBeInTheDocument();

    await choose('Bank country', 'US');
    await type('ABA routing number (9 digits)', '123456789');
    expect(await screen.findByTestId('refund-bankCode-error')).toBeInTheDocument();
    expect(text('refund-bankCode-error')).toBe('A US bank code (ABA routing number) is 9 digits with a valid check digit.');
    await type('ABA routing number (9 digits)', '021000021');
    await waitFor(() => expect(screen.queryByTestId('refund-bankCode-error')).not.toBeInTheDocument());

    await step(() => fireEvent.change(bankCountry, { target: { value: 'DE' } }));
    expect(await screen.findByTestId('refund-bankCode-error')).toBeInTheDocument();
    expect(input('IBAN (up to 34)')).toHaveAttribute('aria-invalid', 'true');
    expect(text('refund-bankCode-error')).toBe('Enter a valid IBAN of the bank country (up to 34 characters).');
    await type('IBAN (up to 34)', 'DE89 3704 0044 0532 0130 01');
    await waitFor(() => expect(text('refund-bankCode-error')).toBe('Enter a valid IBAN of the bank country (up to 34 characters).'));
    await type('IBAN (up to 34)', 'DE89 3704 0044 0532 0130 00');
    await waitFor(() => expect(screen.queryByTestId('refund-bankCode-error')).not.toBeInTheDocument());

    await step(() => fireEvent.change(bankCountry, { target: { value: 'GB' } }));
    expect(screen.getByLabelText('Sort code (6 digits)')).toBeInTheDocument();
    await step(() => fireEvent.change(bankCountry, { target: { value: 'AU' } }));
    expect(screen.getByLabelText('BSB (6 digits)')).toBeInTheDocument();
    await step(() => fireEvent.change(bankCountry, { target: { value: 'CA' } }));
    expect(screen.getByLabelText('Transit + institution (9 digits)')).toBeInTheDocument();
    await step(() => fireEvent.change(bankCountry, { target: { value: 'US' } }));
    await act(() => i18next.changeLanguage('ko'));
    expect(screen.getByLabelText('ABA 라우팅 번호 (9자리)')).toBeInTheDocument();
    expect(within(screen.getByLabelText('은행 국가')).getByRole('option', { name: '미국' })).toBeInTheDocument();
  });

  it('posts a valid USD request with the IBAN compacted and the SWIFT code in capitals', async () => {
    await initTestI18n('en');
    server.answer = requestFixture('SUBMITTED', { currency: 'USD' });
    setup(overviewFixture({ currency: 'USD', currencyReason: 'FOREIGN' }));
    await type('Account holder name (English)', 'Jane Doe');
    await type('Account number', '0532013000');
    await choose('Nationality', 'DE');
    await type('Address (English)', '1 Main Street, Berlin');
    await choose('Bank country', 'DE');
    await type('IBAN (up to 34)', 'de89 3704 0044 0532 0130 00');
    await type('SWIFT/BIC code', 'cobadeffxxx');
    await type('Bank name (English)', 'Commerzbank');
    await type('Bank address (English)', 'Kaiserplatz, Frankfurt');
    await type('Branch name (English)', 'Frankfurt');
    await type(/Intermediary bank BIC code/, 'xx');
    await tickAll(EN_CONSENTS);
    await submit();
    expect(await screen.findByTestId('refund-intermediaryBic-error')).toBeInTheDocument();
    expect(text('refund-intermediaryBic-error')).toBe('An intermediary bank BIC is a valid code of 8 to 11 characters.');
    await type(/Intermediary bank BIC code/, '');
    await submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.body).toEqual({
      currency: 'USD',
      holderName: 'Jane Doe',
      accountNumber: '0532013000',
      nationality: 'DE',
      address: '1 Main Street, Berlin',
      bankCountry: 'DE',
      bankCode: 'DE89370400440532013000',
      swift: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      bankAddress: 'Kaiserplatz, Frankfurt',
      branchName: 'Frankfurt',
      intermediaryBic: '',
      agreeCopyright: true,
      agreePrivacy: true,
      agreeDelegation: true,
    });
    await waitFor(() => expect(text('refund-live')).toBe('Your refund request has been submitted.'));
  });

  describe('the status card', () => {
    beforeEach(() => initTestI18n('en'));

    it.each([
      ['SUBMITTED', 'Submitted', 'Your request was received. The support team will review it soon.', 'Edit Request'],
      ['UNDER_REVIEW', 'Under review', 'The support team is reviewing your request.', null],
      ['INCORRECT', 'Incorrect information', 'Please correct the information and submit it again.', 'Edit Request'],
      ['APPROVED', 'Approved', 'Approved — paid by May 16, 2025.', null],
      ['COMPLETED', 'Refund completed', 'The refund has been paid.', null],
      ['FAILED', 'Refund failed', 'The refund could not be paid. Check your account details and resubmit.', 'Resubmit Request'],
    ] as const)('shows %s', (status, label, description, button) => {
      setup(overviewFixture({ request: requestFixture(status) }));
      expect(text('refund-status-label')).toBe(label);
      expect(text('refund-status-description')).toBe(description);
      const details = within(screen.getByTestId('refund-status-details'));
      expect(details.getByText('Round 1')).toBeInTheDocument();
      expect(details.getByText('May 16, 2025')).toBeInTheDocument();
      expect(details.getByText('₩12,600')).toBeInTheDocument();
      expect(details.getByText('KB Kookmin Bank')).toBeInTheDocument();
      expect(details.getByText('••••••••7890')).toBeInTheDocument();
      expect(details.getByText('Apr 20, 2025, 10:30:00 AM KST')).toBeInTheDocument();
      const history = within(screen.getByTestId('refund-history')).getAllByRole('listitem');
      expect(history[0]?.textContent).toBe('Submitted Apr 20, 2025, 10:30:00 AM KST');
      expect(history).toHaveLength(requestFixture(status).history.length);
      if (button) expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
      else expect(screen.queryByTestId('refund-edit')).not.toBeInTheDocument();
      expect(screen.queryByTestId('refund-form')).not.toBeInTheDocument();
    });

    it('shows the incorrect-information message and the reason, in en and ko', async () => {
      setup(overviewFixture({ request: requestFixture('INCORRECT') }));
      expect(text('refund-incorrect')).toBe('Incorrect refund information provided');
      expect(text('refund-status-reason')).toBe('From the support team: The holder name does not match the account.');
      expect(within(screen.getByTestId('refund-history')).getAllByRole('listitem')[2]?.textContent).toBe(
        'Incorrect information Apr 21, 2025, 2:00:00 PM KSTThe holder name does not match the account.',
      );
      await act(() => i18next.changeLanguage('ko'));
      expect(text('refund-incorrect')).toBe('환불 정보가 올바르지 않습니다.');
      expect(text('refund-status-label')).toBe('정보 확인 필요');
      expect(screen.getByRole('button', { name: '신청 수정하기' })).toBeInTheDocument();
    });

    it('shows the reason of a failed refund', () => {
      setup(overviewFixture({ request: requestFixture('FAILED') }));
      expect(text('refund-status-reason')).toBe('From the support team: The bank returned the transfer.');
    });

    it('Edit Request opens the form with the bank prefilled (never the masked holder name or account number) and posts to edit', async () => {
      const edited = requestFixture('SUBMITTED');
      server.answer = edited;
      server.after = overviewFixture({ request: edited });
      setup(overviewFixture({ request: requestFixture('INCORRECT') }));
      await click(screen.getByRole('button', { name: 'Edit Request' }));
      expect(screen.getByRole('heading', { name: 'Edit your refund request' })).toHaveFocus();
      expect((screen.getByLabelText('Bank') as HTMLSelectElement).value).toBe('004');
      expect(input('Account holder name').value).toBe('');
      expect(screen.getByText('For your security, enter the account holder name again (now: 홍*동).')).toBeInTheDocument();
      expect(input('Account number').value).toBe('');
      expect(screen.getByText('For your security, enter the whole account number again (now: ••••••••7890).')).toBeInTheDocument();
      expect(screen.queryByTestId('refund-edit')).not.toBeInTheDocument();

      await type('Account holder name', '홍길동');
      await type('Account number', '98765432101');
      await tickAll(EN_CONSENTS);
      await click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(sent()).toHaveLength(1));
      expect(sent()[0]?.path).toBe(REFUND_API.edit);
      expect(sent()[0]?.body).toEqual({
        currency: 'KRW',
        bankCode: '004',
        holderName: '홍길동',
        accountNumber: '98765432101',
        agreeCopyright: true,
        agreePrivacy: true,
        agreeDelegation: true,
      });
      expect(sent()[0]?.headers['idempotency-key']).toBeTruthy();
      await waitFor(() => expect(text('refund-status-label')).toBe('Submitted'));
      expect(text('refund-live')).toBe('Your refund request has been updated.');
      expect(screen.queryByTestId('refund-form')).not.toBeInTheDocument();
    });

    it('Resubmit Request opens the resubmit form; Cancel closes it', async () => {
      setup(overviewFixture({ request: requestFixture('FAILED', { currency: 'USD' }), currency: 'USD', currencyReason: 'FOREIGN' }));
      await click(screen.getByRole('button', { name: 'Resubmit Request' }));
      expect(screen.getByRole('heading', { name: 'Resubmit your refund request' })).toBeInTheDocument();
      expect(input('Account holder name (English)').value).toBe('');
      expect(screen.getByText('For your security, enter the account holder name again (now: J*** D**).')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resubmit' })).toBeInTheDocument();
      await click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByTestId('refund-form')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resubmit Request' })).toBeInTheDocument();
    });
  });

  it('after the deadline shows the period ended, no form, and the request can still be followed', async () => {
    setup(overviewFixture({ window: 'CLOSED', phase: 'closed', currentRound: null, request: requestFixture('INCORRECT') }));
    expect(text('refund-notice')).toContain('환불 신청 기간이 종료되었습니다.');
    expect(text('refund-notice')).toContain('이미 신청한 환불은 아래에서 진행 상황을 확인할 수 있습니다.');
    expect(screen.queryByTestId('refund-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('refund-edit')).not.toBeInTheDocument();
    expect(text('refund-status-label')).toBe('정보 확인 필요');
    await act(() => i18next.changeLanguage('en'));
    expect(text('refund-notice')).toContain('The refund request period has ended.');
    expect(screen.getByText('The request period has ended, so the request can no longer be changed.')).toBeInTheDocument();
  });

  it('after the deadline without a request shows no form', () => {
    setup(overviewFixture({ window: 'CLOSED', phase: 'closed', currentRound: null }));
    expect(text('refund-notice')).toContain('환불 신청 기간이 종료되었습니다.');
    expect(screen.queryByTestId('refund-form')).not.toBeInTheDocument();
  });

  it('with nothing refundable says so and shows no form', async () => {
    setup(
      overviewFixture({
        amounts: {
          payments: [],
          totalPaidUsdCents: 0,
          purchasedGold: 0,
          goldBalance: 120,
          unspentPurchasedGold: 0,
          unspentGoldUsdCents: 0,
          keys: [],
          keysUsdCents: 0,
          estimateUsdCents: 0,
        },
      }),
    );
    expect(text('refund-nothing')).toBe('환불 가능한 금액이 없습니다.');
    expect(text('refund-total')).toBe('₩0');
    expect(screen.queryByTestId('refund-form')).not.toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(text('refund-nothing')).toBe('No refundable amount available');
  });

  it('without a schedule says the service is operating; before the window says when it opens', async () => {
    await initTestI18n('en');
    const { unmount } = setup(overviewFixture({ window: 'NO_SCHEDULE', phase: 'operating', schedule: null, currentRound: null }));
    expect(text('refund-notice')).toContain('Refunds are not open; the service is operating.');
    expect(screen.queryByTestId('refund-form')).not.toBeInTheDocument();
    unmount();
    setup(overviewFixture({ window: 'NOT_OPEN', phase: 'operating', currentRound: null }));
    expect(text('refund-notice')).toContain('Refund requests open on Apr 15, 2025, 12:00 AM KST and close at Jun 15, 2025, 11:59 PM KST.');
    expect(screen.queryByTestId('refund-form')).not.toBeInTheDocument();
  });

  it('shows loading, then an error with retry, then the page', async () => {
    server.getError = 'TEMPORARY_ERROR';
    renderPage(<RefundPage />, { route: '/refund' });
    expect(screen.getByTestId('refund-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
    expect(screen.getByTestId('error-state').textContent).toContain('환불 정보를 불러오지 못했습니다.');
    server.getError = null;
    server.overview = overviewFixture();
    await click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('refund-form')).toBeInTheDocument();
  });
});
