import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, fitsWidth, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';
import { uniqueEmail } from './session';
import { staffBrowser, waitForMail } from './termination';

/** A small but complete one-page PDF (catalog, pages, page, content stream, font, xref with the real offsets). */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 14 Tf 20 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Chooses files through the picker's button, as a member would (the native file chooser). */
async function chooseFiles(page: Page, files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('inquiry-files').getByText('파일 선택', { exact: true }).click();
  await (await chooser).setFiles(files);
}

test.describe('the support inquiry (issue 10, E2E test 5)', () => {
  test('a visitor sends an inquiry with 3 attachments (a 4th is refused) at 360 px in ko; support finds it in the console with its 3 files and answers; the answer arrives by mail', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    await preferLanguage(page, 'ko');
    await page.setViewportSize(MOBILE);
    const replyEmail = uniqueEmail('inquiry');
    const question = `환불 신청 전에 확인하고 싶습니다. 영수증과 화면 캡처를 첨부합니다. (${replyEmail})`;

    await page.goto('/support?inquiry');
    await settled(page);
    await expect(page.getByRole('tab', { name: '1:1 문의' })).toHaveAttribute('aria-selected', 'true');

    // Three real files made here: a PNG and a JPEG of the page itself, and a one-page PDF; and a fourth one.
    const clip = { x: 0, y: 0, width: 64, height: 64 };
    const files = {
      png: testInfo.outputPath('screen-capture.png'),
      jpeg: testInfo.outputPath('photo.jpg'),
      pdf: testInfo.outputPath('receipt.pdf'),
      extra: testInfo.outputPath('extra.png'),
    };
    await page.screenshot({ path: files.png, type: 'png', clip });
    await page.screenshot({ path: files.jpeg, type: 'jpeg', quality: 80, clip });
    writeFileSync(files.pdf, onePagePdf('KEYS receipt'));
    await page.screenshot({ path: files.extra, type: 'png', clip: { ...clip, width: 32 } });

    const form = page.getByTestId('inquiry-form');
    await expect(page.getByTestId('inquiry-files-limit')).toHaveText(
      '이미지(JPG, PNG, GIF, WEBP) 또는 PDF 파일을 최대 3개, 합계 30 MB까지 첨부할 수 있습니다.',
    );
    await form.getByLabel('답변 받을 이메일').fill(replyEmail);
    await form.getByLabel('문의 내용').fill(question);
    await chooseFiles(page, [files.png, files.jpeg]);
    await chooseFiles(page, [files.pdf]);
    const chosen = page.getByTestId('inquiry-file');
    await expect(chosen).toHaveCount(3);
    await expect(chosen.nth(0)).toContainText('screen-capture.png');
    await expect(chosen.nth(1)).toContainText('photo.jpg');
    await expect(chosen.nth(2)).toContainText('receipt.pdf');
    await expect(page.getByTestId('inquiry-files-summary')).toHaveText(/^첨부한 파일 3개, 합계 [\d.,]+ (B|KB)$/);

    // A fourth file is refused by the form with the limit; the three stay.
    await chooseFiles(page, [files.extra]);
    await expect(page.getByTestId('inquiry-files-error')).toHaveText('파일은 최대 3개까지 첨부할 수 있습니다.');
    await expect(chosen).toHaveCount(3);
    await expect(page.getByTestId('inquiry-file-list')).not.toContainText('extra.png');
    expect(await fitsWidth(page)).toBe(true);
    await screenshots(page, testInfo, 'inquiry-fourth-refused');

    // The consent is required.
    await page.getByTestId('inquiry-submit').click();
    await expect(page.getByTestId('inquiry-consent-error')).toHaveText('개인정보 수집 및 이용에 동의해 주세요.');
    await form.getByLabel('개인정보 수집 및 이용에 동의합니다. (필수)').check();
    await page.getByTestId('inquiry-submit').click();

    const sent = page.getByTestId('inquiry-sent');
    await expect(sent.getByRole('heading', { name: '문의가 접수되었습니다' })).toBeFocused();
    await expect(sent.getByTestId('inquiry-sent-number')).toHaveText(/^문의 번호 \d+$/);
    const inquiryId = Number(/\d+/.exec((await sent.getByTestId('inquiry-sent-number').textContent()) ?? '')?.[0]);
    await expect(sent.getByTestId('inquiry-sent-body')).toHaveText(`답변은 ${replyEmail}(으)로 이메일을 통해 보내 드립니다. 접수 확인 메일도 곧 도착합니다.`);
    expect(await fitsWidth(page)).toBe(true);
    await screenshots(page, testInfo, 'inquiry-sent');
    const received = await waitForMail(page, replyEmail, new RegExp(`1:1 문의가 접수되었습니다 \\(문의 번호 ${inquiryId}\\)`));
    expect(received.text).toContain('> 환불 신청 전에 확인하고 싶습니다.');

    // support@ (en, 1280 px) finds it among the console's inquiries with its three attachments.
    const support = await staffBrowser(browser, 'support@keys.local');
    try {
      const staff = support.page;
      await staff.goto('/refund/console?section=inquiries');
      await settled(staff);
      const inquiries = staff.getByTestId('console-inquiries');
      await expect(inquiries.getByRole('heading', { level: 2, name: '1:1 Inquiries' })).toBeVisible();
      await inquiries.getByLabel('Search e-mail or text').fill(replyEmail);
      await inquiries.getByRole('button', { name: 'Search', exact: true }).click();
      const row = inquiries.getByTestId('inquiry-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`#${inquiryId}`);
      await expect(row).toContainText('Waiting');
      await expect(row).toContainText(replyEmail);
      await expect(row).toContainText('Visitor');
      await expect(row).toContainText('3 files');
      await row.click();

      const detail = staff.getByTestId('inquiry-detail');
      await expect(detail.getByRole('heading', { level: 3, name: `Inquiry #${inquiryId}` })).toBeVisible();
      await expect(detail.getByTestId('inquiry-detail-email')).toHaveText(replyEmail);
      await expect(detail.getByTestId('inquiry-detail-writer')).toHaveText('Visitor');
      await expect(detail.getByTestId('inquiry-detail-body')).toHaveText(question);
      const attachments = detail.getByTestId('inquiry-attachments').getByRole('listitem');
      await expect(attachments).toHaveCount(3);
      await expect(attachments.nth(0)).toContainText('screen-capture.png');
      await expect(attachments.nth(0)).toContainText('image/png');
      await expect(attachments.nth(1)).toContainText('photo.jpg');
      await expect(attachments.nth(1)).toContainText('image/jpeg');
      await expect(attachments.nth(2)).toContainText('receipt.pdf');
      await expect(attachments.nth(2)).toContainText('application/pdf');

      // The stored PDF is the one sent, byte for byte.
      const downloading = staff.waitForEvent('download');
      await detail.getByRole('button', { name: 'Download receipt.pdf' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('receipt.pdf');
      const saved = testInfo.outputPath('downloaded-receipt.pdf');
      await download.saveAs(saved);
      expect(readFileSync(saved).equals(readFileSync(files.pdf))).toBe(true);

      // The answer: required, then sent by mail to the reply e-mail.
      await detail.getByTestId('inquiry-answer-submit').click();
      await expect(detail.getByTestId('inquiry-answer-error')).toHaveText('Enter the answer.');
      const answer = '안녕하세요. 첨부해 주신 영수증을 확인했습니다. 환불은 환불 신청 페이지에서 신청하실 수 있습니다.';
      await detail.getByLabel('Your answer').fill(answer);
      await detail.getByRole('button', { name: 'Send answer' }).click();
      await expect(detail.getByTestId('inquiry-answered')).toHaveText('The answer was sent.');
      await expect(detail.getByTestId('inquiry-answer-body')).toHaveText(answer);
      await expect(detail.getByTestId('inquiry-answer-by')).toContainText('KEYSSupport');
      await expect(detail.getByTestId('inquiry-status')).toHaveText('Answered');
      await expect(detail.getByTestId('inquiry-answer-form')).toHaveCount(0);
      await screenshots(staff, testInfo, 'console-inquiry-answered');
      expect(support.errors, 'console errors on the staff page').toEqual([]);

      // The answer, in the inquiry's language, quoting the question, in the local mail sink.
      const mail = await waitForMail(page, replyEmail, new RegExp(`1:1 문의에 대한 답변입니다 \\(문의 번호 ${inquiryId}\\)`));
      expect(mail.text).toContain(answer);
      expect(mail.text).toContain(`> ${question}`);
      await page.goto('/dev/mail');
      const shown = page.locator('article', { hasText: replyEmail }).first();
      await expect(shown.getByRole('heading', { level: 2 })).toHaveText(`[KEYS] 1:1 문의에 대한 답변입니다 (문의 번호 ${inquiryId})`);
      await expect(shown).toContainText(answer);
    } finally {
      await support.context.close();
    }
  });
});
