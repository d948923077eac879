import type { RefundOverview } from 'shared-contract';
import { DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, screenshots, setServerClock, settled, test } from './fixtures';
import { signUpNewMember, uniqueEmail } from './session';
import {
  atServerTime,
  buyGoldByCard,
  fillKrwRefundFormKo,
  IN_ROUND_1,
  memberApi,
  publishSpecSchedule,
  TERMINATION_YEAR,
  verifyIdentityInKorean,
} from './termination';

// Round 1 of the spec's schedule: requests 4/15-4/30, paid by 5/16; the deadline is 06-15 23:59 KST.
const ROUND_1_PAY_BY = `${TERMINATION_YEAR}-05-16`;
const DEADLINE = `${TERMINATION_YEAR}-06-15 23:59`;
/** Round 1's pay-by day as the English pages write it. */
const ROUND_1_PAY_BY_EN = `May 16, ${TERMINATION_YEAR}`;

test.describe('the member refund request (issue 10, E2E test 2)', () => {
  test('a member verified in Korea who paid by card requests a KRW refund: amounts, currency and why, each field error, then round 1 and its pay-by date (ko, 360 px)', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    await preferLanguage(page, 'ko');
    await page.setViewportSize(MOBILE);
    const email = uniqueEmail('refund-krw');
    await signUpNewMember(page, email, 'ko');
    // While the service operates: a Korean identity verification and 800 Gold bought by card ($8.00).
    await verifyIdentityInKorean(page, '김하늘');
    await buyGoldByCard(page, 800);

    await publishSpecSchedule(browser);
    try {
      await atServerTime(page, IN_ROUND_1, email);
      await page.goto('/refund');
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: '환불 신청' })).toBeVisible();
      const notice = page.getByTestId('refund-notice');
      await expect(notice).toContainText(`판매가 중단되었습니다. 환불 신청은 ${DEADLINE}(KST)까지 할 수 있습니다.`);
      await expect(notice).toContainText(`지금 신청하면 1회차로 접수되며, ${ROUND_1_PAY_BY}까지 지급됩니다.`);

      // The total paid and the estimate: 800 Gold bought for $8.00, all unspent, in won at 1,400 per dollar.
      await expect(page.getByTestId('refund-total')).toHaveText('₩11,200');
      await expect(page.getByTestId('refund-estimate')).toHaveText('₩11,200');
      await expect(page.getByTestId('refund-currency')).toHaveText('한국 본인인증을 완료한 계정이므로 원화(KRW)로 환불됩니다.');
      const breakdown = page.getByTestId('refund-breakdown');
      await breakdown.getByText('금액 계산 내역 보기').click();
      await expect(breakdown.getByTestId('refund-payments').locator('tfoot')).toContainText('$8.00');
      await expect(breakdown.getByTestId('refund-gold-line')).toContainText('사용하지 않은 구매 골드: 800 골드 (결제한 가격 기준)');
      await expect(breakdown.getByTestId('refund-gold-line')).toContainText('$8.00');
      await expect(breakdown.getByTestId('refund-refundable').locator('tfoot')).toContainText('$8.00');
      expect(await fitsWidth(page)).toBe(true);
      await screenshots(page, testInfo, 'refund-krw-amounts');

      // Submitting the empty form shows every field's error.
      const form = page.getByTestId('refund-form');
      await expect(page.getByTestId('refund-form-section').getByRole('heading', { level: 2, name: '환불 계좌 정보' })).toBeVisible();
      await page.getByTestId('refund-submit').click();
      await expect(form.getByTestId('refund-bankCode-error')).toHaveText('은행을 선택해 주세요.');
      await expect(form.getByTestId('refund-holderName-error')).toHaveText('예금주를 입력해 주세요.');
      await expect(form.getByTestId('refund-accountNumber-error')).toHaveText('계좌번호를 입력해 주세요.');
      await expect(form.getByTestId('refund-agreeCopyright-error')).toHaveText('저작권 존중에 동의해 주세요.');
      await expect(form.getByTestId('refund-agreePrivacy-error')).toHaveText('개인정보 수집 및 이용에 동의해 주세요.');
      await expect(form.getByTestId('refund-agreeDelegation-error')).toHaveText('환불 위임에 동의해 주세요.');
      // The first invalid field has the focus.
      await expect(form.getByLabel('은행', { exact: true })).toBeFocused();
      await expect(form.getByLabel('은행', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      expect(await fitsWidth(page)).toBe(true);
      await screenshots(page, testInfo, 'refund-krw-errors');

      // An account number with letters: its own error, the other fields are fine.
      await fillKrwRefundFormKo(page, { bankCode: '088', holderName: '김하늘', accountNumber: '1101234abcde' });
      await page.getByTestId('refund-submit').click();
      await expect(form.getByTestId('refund-accountNumber-error')).toHaveText('계좌번호는 숫자만 10~16자리로 입력해 주세요.');
      await expect(form.getByLabel('계좌번호', { exact: true })).toBeFocused();
      for (const field of ['bankCode', 'holderName', 'agreeCopyright', 'agreePrivacy', 'agreeDelegation']) {
        await expect(form.getByTestId(`refund-${field}-error`)).toHaveCount(0);
      }
      // The api has the same rule.
      const refused = await memberApi(page, 'POST', '/api/payment/refund/request', {
        currency: 'KRW',
        bankCode: '088',
        holderName: '김하늘',
        accountNumber: '1101234abcde',
        agreeCopyright: true,
        agreePrivacy: true,
        agreeDelegation: true,
      });
      expect([refused.status, refused.body.error?.code]).toEqual([400, 'REFUND_ACCOUNT_NUMBER_DIGITS']);

      // A valid account: the request is submitted, in round 1, paid by 5/16 (KST).
      await form.getByLabel('계좌번호', { exact: true }).fill('110123456789');
      await expect(form.getByTestId('refund-accountNumber-error')).toHaveCount(0);
      await page.getByTestId('refund-submit').click();
      await expect(page.getByTestId('refund-live')).toHaveText('환불 신청이 접수되었습니다.');
      const status = page.getByTestId('refund-status');
      await expect(status.getByRole('heading', { name: '환불 신청 현황' })).toBeFocused();
      await expect(status.getByTestId('refund-status-label')).toHaveText('신청 완료');
      await expect(status.getByTestId('refund-status-description')).toHaveText('신청이 접수되었습니다. 담당자가 곧 검토합니다.');
      const details = status.getByTestId('refund-status-details');
      await expect(details).toContainText('접수 회차1회차');
      await expect(details).toContainText(`지급 예정일${ROUND_1_PAY_BY}`);
      await expect(details).toContainText('환불 금액₩11,200');
      await expect(details).toContainText('은행신한은행');
      // The holder's name and the account number are shown masked.
      await expect(details).toContainText('예금주김*늘');
      await expect(details).toContainText('계좌번호••••••6789');
      await expect(details).not.toContainText('110123456789');
      await expect(status.getByTestId('refund-history').getByRole('listitem')).toHaveCount(1);
      await expect(status.getByTestId('refund-history')).toContainText('신청 완료');
      await expect(status.getByTestId('refund-edit')).toHaveText('신청 수정하기');
      await expect(page.getByTestId('refund-form')).toHaveCount(0);
      expect(await fitsWidth(page)).toBe(true);
      await screenshots(page, testInfo, 'refund-krw-submitted');

      // What the page shows is what the api holds.
      const overview = await memberApi<RefundOverview>(page, 'GET', '/api/payment/refund/search');
      expect(overview.body.data.request).toMatchObject({ status: 'SUBMITTED', currency: 'KRW', amountInCurrency: 11_200, round: { round: 1 } });

      // After a reload the request is still there.
      await page.reload();
      await settled(page);
      await expect(page.getByTestId('refund-status-label')).toHaveText('신청 완료');
    } finally {
      await setServerClock(page, { reset: true });
    }
  });

  test('a member outside Korea requests a USD refund to an IBAN bank: an invalid IBAN is refused, then round 1 and its pay-by date (en, 1280 px)', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    await preferLanguage(page, 'en');
    await page.setViewportSize(DESKTOP);
    const email = uniqueEmail('refund-usd');
    await signUpNewMember(page, email, 'en');
    await buyGoldByCard(page, 1_500);

    await publishSpecSchedule(browser);
    try {
      await atServerTime(page, IN_ROUND_1, email);
      await page.goto('/refund');
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Refund request' })).toBeVisible();
      await expect(page.getByTestId('refund-notice')).toContainText(`A request made now belongs to round 1, paid by ${ROUND_1_PAY_BY_EN}.`);
      await expect(page.getByTestId('refund-total')).toHaveText('$15.00');
      await expect(page.getByTestId('refund-estimate')).toHaveText('$15.00');
      await expect(page.getByTestId('refund-currency')).toHaveText('Your refund is paid in US dollars (USD) because this is a non-Korean account.');

      const form = page.getByTestId('refund-form');
      // Empty: every field of an international wire has its error (the optional intermediary BIC has none).
      await page.getByTestId('refund-submit').click();
      const emptyErrors: Record<string, string> = {
        holderName: 'Enter the account holder name.',
        accountNumber: 'Enter the account number.',
        nationality: 'Choose your nationality.',
        address: 'Enter your address.',
        bankCountry: 'Choose the bank country.',
        bankCode: 'Enter the payment bank code.',
        swift: 'Enter the SWIFT code.',
        bankName: 'Enter the bank name.',
        bankAddress: 'Enter the bank address.',
        branchName: 'Enter the branch name.',
        agreeCopyright: 'Please agree to respect the copyright.',
        agreePrivacy: 'Please agree to the collection of personal data.',
        agreeDelegation: 'Please agree to the delegation.',
      };
      for (const [field, message] of Object.entries(emptyErrors)) await expect(form.getByTestId(`refund-${field}-error`)).toHaveText(message);
      await expect(form.getByTestId('refund-intermediaryBic-error')).toHaveCount(0);

      // The bank country decides what the payment bank code is: an IBAN for Germany.
      await form.getByLabel('Account holder name (English)', { exact: true }).fill('Jonas Weber');
      await form.getByLabel('Account number', { exact: true }).fill('0532013000');
      await form.getByLabel('Nationality', { exact: true }).selectOption('DE');
      await form.getByLabel('Address (English)', { exact: true }).fill('Friedrichstrasse 10, 10117 Berlin, Germany');
      await form.getByLabel('Bank country', { exact: true }).selectOption('DE');
      const iban = form.getByLabel('IBAN (up to 34)', { exact: true });
      await expect(iban).toBeVisible();
      await iban.fill('DE89 3704 0044 0532 0130 01');
      await form.getByLabel('SWIFT/BIC code', { exact: true }).fill('DEUTDEFF');
      await form.getByLabel('Bank name (English)', { exact: true }).fill('Deutsche Bank');
      await form.getByLabel('Bank address (English)', { exact: true }).fill('Taunusanlage 12, 60325 Frankfurt am Main, Germany');
      await form.getByLabel('Branch name (English)', { exact: true }).fill('Frankfurt Main Branch');
      for (const consent of ['I agree to respect the copyright.', 'I agree to the collection of personal data.', 'I agree to the delegation.'])
        await form.getByLabel(consent).check();
      await page.getByTestId('refund-submit').click();
      // A wrong check digit: only the IBAN is refused.
      await expect(form.getByTestId('refund-bankCode-error')).toHaveText('Enter a valid IBAN of the bank country (up to 34 characters).');
      await expect(iban).toBeFocused();
      for (const field of Object.keys(emptyErrors).filter((name) => name !== 'bankCode'))
        await expect(form.getByTestId(`refund-${field}-error`)).toHaveCount(0);
      expect(await fitsWidth(page)).toBe(true);
      await screenshots(page, testInfo, 'refund-usd-iban-error');

      // The valid IBAN: submitted, round 1, paid by 5/16 (KST).
      await iban.fill('DE89 3704 0044 0532 0130 00');
      await page.getByTestId('refund-submit').click();
      await expect(page.getByTestId('refund-live')).toHaveText('Your refund request has been submitted.');
      const status = page.getByTestId('refund-status');
      await expect(status.getByTestId('refund-status-label')).toHaveText('Submitted');
      const details = status.getByTestId('refund-status-details');
      await expect(details).toContainText('RoundRound 1');
      await expect(details).toContainText(`Paid by${ROUND_1_PAY_BY_EN}`);
      await expect(details).toContainText('Refund amount$15.00');
      await expect(details).toContainText('BankDeutsche Bank (DE)');
      await expect(details).toContainText('Account holderJ**** W****');
      await expect(details).toContainText('Account number••••••3000');
      await expect(details).not.toContainText('0532013000');
      await expect(status.getByTestId('refund-edit')).toHaveText('Edit Request');
      expect(await fitsWidth(page)).toBe(true);
      await screenshots(page, testInfo, 'refund-usd-submitted');

      const overview = await memberApi<RefundOverview>(page, 'GET', '/api/payment/refund/search');
      expect(overview.body.data.request).toMatchObject({ status: 'SUBMITTED', currency: 'USD', amountInCurrency: 1_500, round: { round: 1 } });
    } finally {
      await setServerClock(page, { reset: true });
    }
  });
});
