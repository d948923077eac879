import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { specTerminationSchedule, type RefundOverview, type RefundRequestView } from 'shared-contract';
import { expect, fitsWidth, MOBILE, preferLanguage, screenshots, setServerClock, settled, test } from './fixtures';
import { signUpNewMember, uniqueEmail } from './session';
import {
  atServerTime,
  buyGoldByCard,
  fillKrwRefundFormKo,
  IN_ROUND_1,
  memberApi,
  publishSpecSchedule,
  staffBrowser,
  TERMINATION_YEAR,
  verifyIdentityInKorean,
  waitForMail,
} from './termination';

const ROUND_1_PAY_BY = `${TERMINATION_YEAR}-05-16`;
/** The same day as the English pages write it. */
const ROUND_1_PAY_BY_EN = `May 16, ${TERMINATION_YEAR}`;
const REASON = 'The account holder does not match the verified name. Please check the account number and the holder.';

/** Opens the console's requests, finds the member's one request by e-mail and opens its detail; answers its number. */
async function openRequestByEmail(staff: Page, email: string) {
  await staff.goto('/refund/console?section=requests');
  await settled(staff);
  await expect(staff.getByRole('heading', { level: 2, name: 'Refund requests' })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Find a member' }).fill(email);
  await expect(staff).toHaveURL((url) => url.searchParams.get('q') === email);
  const row = staff.getByTestId('refund-queue-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  const id = Number((await row.getByRole('button').textContent())?.replace('#', ''));
  await row.getByRole('button', { name: `Open request ${id}` }).click();
  await expect(staff).toHaveURL((url) => url.searchParams.get('id') === String(id));
  await expect(staff.getByRole('heading', { level: 2, name: `Refund request ${id}` })).toBeFocused();
  return id;
}

/** Runs one of the detail's actions through its confirmation dialog and waits for the announced result. */
async function confirmAction(staff: Page, label: string, result: string) {
  const dialog = staff.getByTestId('refund-action-confirm');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByTestId('refund-action-result')).toHaveText(result);
}

const facts = (staff: Page) => staff.getByTestId('refund-detail-facts');

test.describe('the support console (issue 10, E2E test 3)', () => {
  test('support reviews a KRW request and marks it incorrect; the member reads the reason, edits and resubmits; another support member approves (four eyes); the batch CSV holds it; paid: the member sees refund completed and gets the mail', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The member, in Korean at 360 px: a Korean identity verification and 800 Gold by card while the service operates.
    await preferLanguage(page, 'ko');
    await page.setViewportSize(MOBILE);
    const email = uniqueEmail('refund-console');
    await signUpNewMember(page, email, 'ko');
    await verifyIdentityInKorean(page, '박서연');
    await buyGoldByCard(page, 800);
    await publishSpecSchedule(browser);

    const staff: Array<Awaited<ReturnType<typeof staffBrowser>>> = [];
    try {
      await atServerTime(page, IN_ROUND_1, email);
      // The first request goes through the api (the refund page's own form is journey 2's); the resubmission below goes through the page.
      const submitted = await memberApi<RefundRequestView>(page, 'POST', '/api/payment/refund/request', {
        currency: 'KRW',
        bankCode: '004',
        holderName: '박서연',
        accountNumber: '12345678901234',
        agreeCopyright: true,
        agreePrivacy: true,
        agreeDelegation: true,
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      expect(submitted.body.data).toMatchObject({ status: 'SUBMITTED', currency: 'KRW', amountInCurrency: 11_200, round: { round: 1 } });

      // support@ finds the request by the member's e-mail and starts reviewing it.
      const support = await staffBrowser(browser, 'support@keys.local');
      staff.push(support);
      const reviewer = support.page;
      const id = await openRequestByEmail(reviewer, email);
      await expect(facts(reviewer)).toContainText('StatusSubmitted');
      await expect(facts(reviewer)).toContainText('Amount to refund₩11,200');
      await expect(facts(reviewer)).toContainText(`RoundRound 1 · paid by ${ROUND_1_PAY_BY_EN}`);
      await expect(facts(reviewer)).toContainText('CurrencyKorean won (KRW) · Korean identity verification');
      await reviewer.getByRole('button', { name: 'Start review' }).click();
      await confirmAction(reviewer, 'Start review', `You started reviewing request ${id}. Another staff member must approve it.`);
      await expect(facts(reviewer)).toContainText('StatusUnder review');
      await expect(facts(reviewer)).toContainText('ReviewerKEYSSupportApprover');

      // Marked incorrect: the reason is required, then confirmed.
      await reviewer.getByRole('button', { name: 'Mark incorrect' }).click();
      const reasonForm = reviewer.getByTestId('refund-reason-form');
      await expect(reasonForm.getByLabel('Reason the member will see')).toBeFocused();
      await reasonForm.getByRole('button', { name: 'Mark incorrect' }).click();
      await expect(reasonForm.getByRole('alert')).toHaveText('Enter the reason the member will see.');
      await reasonForm.getByLabel('Reason the member will see').fill(REASON);
      await reasonForm.getByRole('button', { name: 'Mark incorrect' }).click();
      await expect(reviewer.getByTestId('refund-action-confirm')).toContainText(REASON);
      await confirmAction(reviewer, 'Mark incorrect', `Request ${id} is marked incorrect. The member has been told.`);
      await expect(facts(reviewer)).toContainText('StatusIncorrect information');
      await expect(reviewer.getByTestId('refund-detail-reason')).toHaveText(`Reason shown to the member: ${REASON}`);
      await expect(reviewer.getByTestId('refund-actions-none')).toHaveText('Waiting for the member to correct and resubmit the request.');
      await screenshots(reviewer, testInfo, 'console-marked-incorrect');

      // The member sees "Incorrect refund information provided" (ko) and the reason, by the page and by mail.
      await page.goto('/refund');
      await settled(page);
      const status = page.getByTestId('refund-status');
      await expect(status.getByTestId('refund-status-label')).toHaveText('정보 확인 필요');
      await expect(status.getByTestId('refund-incorrect')).toHaveText('환불 정보가 올바르지 않습니다.');
      await expect(status.getByTestId('refund-status-reason')).toHaveText(`고객지원팀 안내: ${REASON}`);
      await expect(status.getByTestId('refund-history')).toContainText(REASON);
      const incorrectMail = await waitForMail(page, email, /환불 정보가 올바르지 않습니다/);
      expect(incorrectMail.text).toContain(`사유: ${REASON}`);
      expect(await fitsWidth(page)).toBe(true);
      await screenshots(page, testInfo, 'member-incorrect');

      // The member edits the request on the page: the account number again (masked hint), the consents anew.
      await status.getByTestId('refund-edit').click();
      const formSection = page.getByTestId('refund-form-section');
      await expect(formSection.getByRole('heading', { level: 2, name: '환불 신청 수정' })).toBeFocused();
      const form = page.getByTestId('refund-form');
      await expect(form.getByLabel('은행', { exact: true })).toHaveValue('004');
      // The holder's name and the account number are held masked in the member's view: entered again, never prefilled.
      await expect(form.getByLabel('예금주', { exact: true })).toHaveValue('');
      await expect(page.getByTestId('field-refund-holderName')).toContainText('보안을 위해 예금주를 다시 입력해 주세요. (현재: 박*연)');
      await expect(form.getByLabel('계좌번호', { exact: true })).toHaveValue('');
      await expect(page.getByTestId('field-refund-accountNumber')).toContainText('보안을 위해 계좌번호 전체를 다시 입력해 주세요. (현재: ••••••1234)');
      await fillKrwRefundFormKo(page, { bankCode: '088', holderName: '박서연', accountNumber: '110987654321' });
      await page.getByTestId('refund-submit').click();
      await expect(page.getByTestId('refund-live')).toHaveText('환불 신청이 수정되었습니다.');
      await expect(status.getByTestId('refund-status-label')).toHaveText('신청 완료');
      await expect(status.getByTestId('refund-status-details')).toContainText('은행신한은행');
      await expect(status.getByTestId('refund-status-details')).toContainText('계좌번호••••••4321');
      await expect(status.getByTestId('refund-status-details')).toContainText(`지급 예정일${ROUND_1_PAY_BY}`);
      await expect(status.getByTestId('refund-incorrect')).toHaveCount(0);
      await expect(page.getByTestId('refund-form')).toHaveCount(0);
      await screenshots(page, testInfo, 'member-resubmitted');

      // support@ reviews it again and, as its reviewer, cannot approve it.
      await reviewer.reload();
      await settled(reviewer);
      await expect(facts(reviewer)).toContainText('StatusSubmitted');
      await reviewer.getByRole('button', { name: 'Start review' }).click();
      await confirmAction(reviewer, 'Start review', `You started reviewing request ${id}. Another staff member must approve it.`);
      await expect(reviewer.getByTestId('refund-approve')).toBeDisabled();
      await expect(reviewer.getByTestId('refund-four-eyes')).toHaveText(
        'You reviewed this request, so you cannot approve it: another staff member must approve (four eyes).',
      );
      // The api refuses it too.
      const selfApproval = await memberApi(reviewer, 'POST', `/api/admin/refund/requests/${id}/approve`);
      expect([selfApproval.status, selfApproval.body.error?.code]).toEqual([409, 'REFUND_FOUR_EYES']);
      await screenshots(reviewer, testInfo, 'console-four-eyes');

      // support2@ approves.
      const second = await staffBrowser(browser, 'support2@keys.local');
      staff.push(second);
      const approver = second.page;
      await approver.goto(`/refund/console?section=requests&id=${id}`);
      await settled(approver);
      await expect(facts(approver)).toContainText('StatusUnder review');
      await expect(approver.getByTestId('refund-four-eyes')).toHaveCount(0);
      await approver.getByTestId('refund-approve').click();
      await expect(approver.getByTestId('refund-action-confirm')).toContainText(`₩11,200 goes into the round 1 payout (paid by ${ROUND_1_PAY_BY_EN}).`);
      await confirmAction(approver, 'Approve', `Request ${id} is approved.`);
      await expect(facts(approver)).toContainText('StatusApproved');
      await expect(facts(approver)).toContainText('ApproverKEYSSupport2');

      // A payout batch of round 1 in KRW holds it.
      await approver.getByRole('tab', { name: 'Batches' }).click();
      await expect(approver).toHaveURL((url) => url.searchParams.get('section') === 'batches');
      await settled(approver);
      await expect(approver.getByRole('combobox', { name: 'Round', exact: true })).toHaveValue('1');
      await expect(approver.getByRole('combobox', { name: 'Currency', exact: true })).toHaveValue('KRW');
      // On its own data directory this member's request is the round's only approved KRW one; with other journeys' data
      // there may be more, so the counts are read from the page and this request is looked for by its number.
      const approvedInfo = approver.getByTestId('batch-approved');
      await expect(approvedInfo).toHaveText(/^Approved in this round and currency: \d+, ₩[\d,]+ \(requests already in a batch are left out\)\.$/);
      const [, approvedCount = '', approvedSum = ''] = /: (\d+), (₩[\d,]+)/.exec((await approvedInfo.textContent()) ?? '') ?? [];
      expect(Number(approvedCount)).toBeGreaterThanOrEqual(1);
      // English counts agree with their number: "1 request", "2 requests".
      const one = approvedCount === '1';
      await approver.getByRole('button', { name: 'Create batch' }).click();
      const batchDialog = approver.getByTestId('batch-confirm');
      await expect(batchDialog).toContainText('The approved Korean won (KRW) requests of round 1 that are in no batch yet become one payout batch.');
      await batchDialog.getByRole('button', { name: 'Create batch' }).click();
      const batchResult = approver.getByTestId('batch-result');
      await expect(batchResult).toHaveText(new RegExp(`^Batch \\d+ created: ${approvedCount} ${one ? 'request' : 'requests'}, ${approvedSum}\\.$`));
      const batchId = Number(/Batch (\d+)/.exec((await batchResult.textContent()) ?? '')?.[1]);
      const batchRow = approver.getByTestId('refund-batch-row').filter({ has: approver.getByRole('rowheader', { name: `#${batchId}`, exact: true }) });
      await expect(batchRow).toHaveCount(1);
      await expect(batchRow).toContainText('Round 1');
      await expect(batchRow).toContainText('KRW');
      await expect(batchRow).toContainText(approvedSum);
      const batchStatus = batchRow.locator('td[data-label="Status"]');
      await expect(batchStatus).toHaveText('Awaiting payment');

      // The CSV for the bank: the request with the corrected account, decrypted.
      const downloading = approver.waitForEvent('download');
      await batchRow.getByRole('button', { name: `Download the CSV of batch ${batchId}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`refund-batch-${batchId}-round-1-KRW.csv`);
      const file = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(file);
      await testInfo.attach('batch.csv', { path: file, contentType: 'text/csv' });
      const [header, ...lines] = readFileSync(file, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      const columns = (header ?? '').split(',');
      expect(columns).toEqual(
        expect.arrayContaining(['request_id', 'member_email', 'round', 'pay_by', 'currency', 'amount_won', 'holder_name', 'account_number', 'bank_code']),
      );
      const records = lines.map((line) => Object.fromEntries(line.split(',').map((value, index) => [columns[index], value])));
      expect(records).toHaveLength(Number(approvedCount));
      expect(records.find((record) => record.request_id === String(id))).toEqual({
        member_id: expect.any(String),
        amount: '11200',
        bank_name: '신한은행',
        bank_name_en: 'Shinhan Bank',
        request_id: String(id),
        member_email: email,
        round: '1',
        pay_by: ROUND_1_PAY_BY,
        currency: 'KRW',
        amount_won: '11200',
        holder_name: '박서연',
        account_number: '110987654321',
        bank_code: '088',
      });
      await expect(batchResult).toHaveText(`${download.suggestedFilename()} has been downloaded.`);

      // The bank paid: mark the batch paid.
      await batchRow.getByRole('button', { name: `Mark batch ${batchId} paid` }).click();
      await expect(batchDialog).toContainText(
        `Its ${approvedCount} ${one ? 'request' : 'requests'} (${approvedSum}) ${one ? 'becomes' : 'become'} refund completed`,
      );
      await batchDialog.getByRole('button', { name: 'Mark batch paid' }).click();
      await expect(batchResult).toHaveText(`Batch ${batchId} is marked paid: ${approvedCount} ${one ? 'refund is' : 'refunds are'} completed.`);
      await expect(batchStatus).toHaveText('Paid');
      await expect(batchRow.locator('td[data-label="Paid (KST)"]')).toContainText('KEYSSupport2');
      await expect(batchRow.getByRole('button', { name: `Mark batch ${batchId} paid` })).toHaveCount(0);
      await screenshots(approver, testInfo, 'console-batch-paid');

      // The member: refund completed on the page, and the mail in the local sink.
      await page.goto('/refund');
      await settled(page);
      await expect(status.getByTestId('refund-status-label')).toHaveText('환불 완료');
      await expect(status.getByTestId('refund-status-description')).toHaveText('환불 금액이 지급되었습니다.');
      await expect(status.getByTestId('refund-edit')).toHaveCount(0);
      const overview = await memberApi<RefundOverview>(page, 'GET', '/api/payment/refund/search');
      expect(overview.body.data.request?.status).toBe('COMPLETED');
      expect(await fitsWidth(page)).toBe(true);
      await screenshots(page, testInfo, 'member-completed');
      const completedMail = await waitForMail(page, email, /환불이 완료되었습니다/);
      expect(completedMail.text).toContain('11,200원 환불금을 신청하신 계좌로 지급했습니다.');
      await page.goto('/dev/mail');
      const mail = page.locator('article', { hasText: email }).first();
      await expect(mail.getByRole('heading', { level: 2 })).toHaveText('[KEYS] 환불이 완료되었습니다');
      await expect(mail).toContainText('11,200원 환불금을 신청하신 계좌로 지급했습니다.');

      for (const { errors } of staff) expect(errors, 'console errors on the staff pages').toEqual([]);
    } finally {
      for (const { context } of staff) await context.close();
      await setServerClock(page, { reset: true });
    }
  });
});

test.describe('the console is staff only (issue 10, E2E test 4)', () => {
  test('a member who opens /refund/console is sent to /main before any console call, and every console api answers 403', async ({ page }) => {
    await preferLanguage(page, 'en');
    await signUpNewMember(page, uniqueEmail('not-staff'), 'en');
    const consoleCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin/')) consoleCalls.push(request.url());
    });
    await page.goto('/refund/console');
    await expect(page).toHaveURL(/\/main$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Refund requests' })).toHaveCount(0);
    expect(consoleCalls).toEqual([]);

    for (const [method, path, data] of [
      ['GET', '/api/admin/refund/requests'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/support/inquiries'],
      ['PUT', '/api/admin/termination/schedule', specTerminationSchedule(TERMINATION_YEAR)],
    ] as const) {
      const answer = await memberApi(page, method, path, data);
      expect([`${method} ${path}`, answer.status, answer.body.error?.code]).toEqual([`${method} ${path}`, 403, 'FORBIDDEN']);
    }
  });
});
