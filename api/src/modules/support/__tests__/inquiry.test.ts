import { sql } from 'kysely';
import {
  auditPageSchema,
  INQUIRY_API,
  INQUIRY_BODY_MAX,
  INQUIRY_MAX_TOTAL_BYTES,
  inquiryDetailSchema,
  inquiryPageSchema,
  inquiryReceiptSchema,
  STAFF_API,
} from 'shared-contract';
import { z } from 'zod';
import type { AppDatabase } from '../../../db/database';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { openTestDatabase, testBackends } from '../../../testing/test-database';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { INQUIRY_RATE_LIMIT } from '../inquiry-routes';

jest.setTimeout(120_000);

/** Real file starts: file-type reads these magic numbers. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 1), Buffer.from('ffd9', 'hex')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const TEXT = Buffer.from('just some words, not a picture\n');

interface UploadFile {
  name: string;
  type: string;
  content: Buffer;
}

/** A multipart body as a browser sends it: Node's FormData serialised by a Request. */
async function multipart(fields: Record<string, string>, files: UploadFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  const request = new Request('http://keys.test/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type') ?? '';
  return { payload: Buffer.from(await request.arrayBuffer()), contentType };
}

const sinkSchema = z.object({ mails: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string().nullable() })) });

const valid = (replyEmail: string, extra: Record<string, string> = {}) => ({
  replyEmail,
  body: '환불 계좌를 잘못 입력했어요.\n어떻게 고치나요?',
  agreePrivacy: 'true',
  ...extra,
});

describe.each(testBackends())('support inquiries on %s', (backend) => {
  let database: AppDatabase;
  let t: TestApp;
  let member: TestMember;
  let support: TestMember;
  let admin: TestMember;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    t = await createTestApp(backend, { database });
    member = await createTestMember(t, 'inquiry-member@example.com');
    support = await createTestMember(t, 'inquiry-support@example.com', { role: 'support' });
    admin = await createTestMember(t, 'inquiry-admin@example.com', { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const send = async (fields: Record<string, string>, files: UploadFile[] = [], headers: Record<string, string> = {}, app = t) => {
    const { payload, contentType } = await multipart(fields, files);
    return app.app.inject({ method: 'POST', url: INQUIRY_API.inquiry, payload, headers: { 'content-type': contentType, ...headers } });
  };
  const mailsTo = async (to: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
    return sinkSchema.parse(response.json()).mails.filter((mail) => mail.to === to);
  };
  const row = (id: number) => t.database.db.selectFrom('support_inquiry').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const attachmentRows = (id: number) =>
    t.database.db.selectFrom('support_inquiry_attachment').selectAll().where('inquiry_id', '=', id).orderBy('id').execute();
  const inquiryCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('support_inquiry')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The inquiry files kept in the storage. */
  const storedFiles = async () => {
    const keys: string[] = [];
    for await (const { key } of t.storage.list('inquiries/')) keys.push(key);
    return keys.sort();
  };
  const storedBytes = async (key: string) => {
    const file = await t.storage.get(key);
    return file ? Buffer.concat(await file.body.toArray()) : null;
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const answer = (id: number, body: unknown, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: INQUIRY_API.adminAnswer(id), payload: body as object, headers });
  const auditOf = async (id: number) => successData(await get(`${STAFF_API.audit}?targetType=inquiry&targetId=${id}`, admin.auth), auditPageSchema).items;

  test('a visitor writes without attachments: kept OPEN without a member, acknowledged by mail in the language', async () => {
    const receipt = successData(await send(valid('visitor@example.com'), [], { 'accept-language': 'en-US,en;q=0.9' }), inquiryReceiptSchema);
    expect(new Date(receipt.createdAt).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    const stored = await row(receipt.id);
    expect(stored).toMatchObject({ user_id: null, reply_email: 'visitor@example.com', status: 'OPEN', language: 'en', answer_body: null });
    expect(stored.body).toBe('환불 계좌를 잘못 입력했어요.\n어떻게 고치나요?');
    expect(await attachmentRows(receipt.id)).toEqual([]);
    const [mail] = await mailsTo('visitor@example.com');
    expect(mail?.subject).toBe(`[KEYS] We received your inquiry #${receipt.id}`);
    expect(mail?.text).toContain('> 어떻게 고치나요?');
  });

  test('a member’s token links the inquiry; the language field wins over accept-language; a bad token is refused', async () => {
    const receipt = successData(
      await send(valid('other-address@example.com', { language: 'ko' }), [], { ...member.auth, 'accept-language': 'en' }),
      inquiryReceiptSchema,
    );
    expect(await row(receipt.id)).toMatchObject({ user_id: member.user.id, language: 'ko', reply_email: 'other-address@example.com' });
    const [mail] = await mailsTo('other-address@example.com');
    expect(mail?.subject).toBe(`[KEYS] 1:1 문의가 접수되었습니다 (문의 번호 ${receipt.id})`);

    const before = await inquiryCount();
    expect(failure(await send(valid('x@example.com'), [], { authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect(await inquiryCount()).toBe(before);
  });

  test('every text rule answers its catalogue code in the request language, and keeps nothing', async () => {
    const before = await inquiryCount();
    const en = { 'accept-language': 'en' };
    const cases: Array<[Record<string, string>, string, number]> = [
      [{ body: 'hi', agreePrivacy: 'true' }, 'INQUIRY_EMAIL_INVALID', 400],
      [valid('not-an-email'), 'INQUIRY_EMAIL_INVALID', 400],
      [valid(`${'a'.repeat(250)}@example.com`), 'INQUIRY_EMAIL_INVALID', 400],
      [{ replyEmail: 'a@example.com', agreePrivacy: 'true' }, 'INQUIRY_BODY_REQUIRED', 400],
      [valid('a@example.com', { body: '   \n  ' }), 'INQUIRY_BODY_REQUIRED', 400],
      [valid('a@example.com', { body: 'x'.repeat(INQUIRY_BODY_MAX + 1) }), 'INQUIRY_BODY_TOO_LONG', 400],
      [{ replyEmail: 'a@example.com', body: 'hello' }, 'INQUIRY_CONSENT_REQUIRED', 400],
      [valid('a@example.com', { agreePrivacy: 'false' }), 'INQUIRY_CONSENT_REQUIRED', 400],
    ];
    for (const [fields, code, status] of cases) {
      expect(failure(await send(fields, [], en))).toMatchObject({ code, status });
    }
    expect(failure(await send({ body: 'hi', agreePrivacy: 'true' }))).toMatchObject({ message: '답변 받을 이메일을 올바르게 입력해 주세요.' });
    expect(failure(await send(valid('a@example.com', { agreePrivacy: 'false' }), [], en)).message).toBe('Please agree to the collection of personal data.');
    // JSON is not the form.
    const json = await t.app.inject({ method: 'POST', url: INQUIRY_API.inquiry, payload: { replyEmail: 'a@example.com', body: 'x', agreePrivacy: true } });
    expect(failure(json).code).toBe('VALIDATION_FAILED');
    expect(await inquiryCount()).toBe(before);

    // The longest text is accepted, trimmed; a line break (CRLF in multipart) counts as one character, as in the form.
    const longest = successData(await send(valid('long@example.com', { body: ` ${'가'.repeat(INQUIRY_BODY_MAX)} ` })), inquiryReceiptSchema);
    expect((await row(longest.id)).body).toHaveLength(INQUIRY_BODY_MAX);
    const lines = `${'가\n'.repeat(INQUIRY_BODY_MAX / 2 - 1)}가가`;
    expect(lines).toHaveLength(INQUIRY_BODY_MAX);
    const multiline = successData(await send(valid('lines@example.com', { body: lines })), inquiryReceiptSchema);
    expect((await row(multiline.id)).body).toBe(lines);
  });

  test('three attachments are kept under uploads/inquiries/<id>/ by their sniffed type; a fourth is refused', async () => {
    const receipt = successData(
      await send(valid('three@example.com'), [
        { name: 'screen.png', type: 'image/png', content: PNG },
        { name: 'photo.jpeg', type: 'image/jpeg', content: JPEG },
        { name: 'receipt.pdf', type: 'application/pdf', content: PDF },
      ]),
      inquiryReceiptSchema,
    );
    const rows = await attachmentRows(receipt.id);
    expect(rows.map((attachment) => [attachment.file_name, attachment.mime_type, attachment.size_bytes])).toEqual([
      ['screen.png', 'image/png', PNG.length],
      ['photo.jpeg', 'image/jpeg', JPEG.length],
      ['receipt.pdf', 'application/pdf', PDF.length],
    ]);
    for (const attachment of rows) {
      expect(attachment.storage_name).toMatch(new RegExp(`^inquiries/${receipt.id}/[0-9a-f-]{36}\\.(png|jpg|pdf)$`));
    }
    expect(await storedBytes(rows[2]?.storage_name ?? '')).toEqual(PDF);

    const before = await inquiryCount();
    const files = await storedFiles();
    const four = await send(
      valid('four@example.com'),
      [PNG, PNG, PNG, PNG].map((content, index) => ({ name: `${index}.png`, type: 'image/png', content })),
      { 'accept-language': 'en' },
    );
    expect(failure(four)).toMatchObject({ status: 400, code: 'INQUIRY_TOO_MANY_FILES', message: 'You can attach up to 3 files.' });
    expect(await inquiryCount()).toBe(before);
    expect(await storedFiles()).toEqual(files);
  });

  test('more than 30 MB in total is refused with 413, also as one file', async () => {
    const before = await inquiryCount();
    const half = Buffer.concat([PNG, Buffer.alloc(INQUIRY_MAX_TOTAL_BYTES / 2)]);
    const twoHalves = await send(valid('big@example.com'), [
      { name: 'a.png', type: 'image/png', content: half },
      { name: 'b.png', type: 'image/png', content: half },
    ]);
    expect(failure(twoHalves)).toMatchObject({ status: 413, code: 'INQUIRY_FILES_TOO_LARGE', message: '첨부 파일은 합계 30MB까지 가능합니다.' });
    const one = await send(valid('big@example.com'), [
      { name: 'a.pdf', type: 'application/pdf', content: Buffer.concat([PDF, Buffer.alloc(INQUIRY_MAX_TOTAL_BYTES)]) },
    ]);
    expect(failure(one)).toMatchObject({ status: 413, code: 'INQUIRY_FILES_TOO_LARGE' });
    expect(await inquiryCount()).toBe(before);
  });

  test('the type comes from the bytes: a PNG named .pdf is kept as image/png, a text named .png is refused', async () => {
    const receipt = successData(
      await send(valid('renamed@example.com'), [{ name: 'contract.pdf', type: 'application/pdf', content: PNG }]),
      inquiryReceiptSchema,
    );
    const [stored] = await attachmentRows(receipt.id);
    expect(stored).toMatchObject({ file_name: 'contract.pdf', mime_type: 'image/png' });
    expect(stored?.storage_name.endsWith('.png')).toBe(true);

    const before = await inquiryCount();
    const files = await storedFiles();
    const text = await send(valid('text@example.com'), [{ name: 'photo.png', type: 'image/png', content: TEXT }], { 'accept-language': 'en' });
    expect(failure(text)).toMatchObject({
      status: 415,
      code: 'INQUIRY_FILE_TYPE',
      message: 'Only images (JPG, PNG, GIF, WEBP) and PDF files can be attached.',
    });
    const empty = await send(valid('text@example.com'), [{ name: 'empty.png', type: 'image/png', content: Buffer.alloc(0) }]);
    expect(failure(empty).code).toBe('INQUIRY_FILE_TYPE');
    expect(await inquiryCount()).toBe(before);
    expect(await storedFiles()).toEqual(files);
  });

  test('when the insert fails, the written files are removed with it', async () => {
    await sql`create or replace function inquiry_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`.execute(
      t.database.db,
    );
    await sql`create trigger inquiry_test_refuse before insert on support_inquiry_attachment for each row execute function inquiry_test_refuse()`.execute(
      t.database.db,
    );
    try {
      const before = await inquiryCount();
      const files = await storedFiles();
      const response = await send(valid('rollback@example.com'), [{ name: 'a.png', type: 'image/png', content: PNG }]);
      expect(failure(response)).toMatchObject({ status: 500, code: 'TEMPORARY_ERROR' });
      expect(await inquiryCount()).toBe(before);
      expect(await storedFiles()).toEqual(files);
    } finally {
      await sql`drop trigger inquiry_test_refuse on support_inquiry_attachment`.execute(t.database.db);
      await sql`drop function inquiry_test_refuse()`.execute(t.database.db);
    }
  });

  test('every staff route: visitors 401, members 403, support and admin allowed', async () => {
    const { id } = successData(await send(valid('roles@example.com'), [{ name: 'a.png', type: 'image/png', content: PNG }]), inquiryReceiptSchema);
    const [attachment] = await attachmentRows(id);
    const routes = [
      { method: 'GET' as const, url: INQUIRY_API.adminInquiries },
      { method: 'GET' as const, url: INQUIRY_API.adminInquiry(id) },
      { method: 'GET' as const, url: INQUIRY_API.adminAttachment(id, attachment?.id ?? 0) },
      { method: 'POST' as const, url: INQUIRY_API.adminAnswer(id), payload: { body: 'answer' } },
    ];
    for (const route of routes) {
      expect(failure(await t.app.inject({ ...route })).status).toBe(401);
      expect(failure(await t.app.inject({ ...route, headers: member.auth }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    for (const staff of [support, admin]) {
      for (const route of routes.slice(0, 3)) expect((await t.app.inject({ ...route, headers: staff.auth })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ ...routes[3], headers: admin.auth } as never)).statusCode).toBe(200);
    expect((await row(id)).status).toBe('ANSWERED');
  });

  test('the list: open first then newest, status filter, search in e-mail and text, paged', async () => {
    const tag = `needle${backend}`;
    const first = successData(await send(valid(`list-a-${tag}@example.com`)), inquiryReceiptSchema);
    const second = successData(await send(valid('list-b@example.com', { body: `My ${tag.toUpperCase()} question` })), inquiryReceiptSchema);
    const third = successData(await send(valid(`list-c-${tag}@example.com`), [{ name: 'a.png', type: 'image/png', content: PNG }]), inquiryReceiptSchema);
    expect(successData(await answer(first.id, { body: 'Done.' }, support.auth), inquiryDetailSchema).status).toBe('ANSWERED');

    const found = successData(await get(`${INQUIRY_API.adminInquiries}?q=${tag}`, support.auth), inquiryPageSchema);
    expect(found.total).toBe(3);
    expect(found.items.map((item) => item.id)).toEqual([third.id, second.id, first.id]);
    expect(found.items[0]).toMatchObject({ attachmentCount: 1, status: 'OPEN', member: null, replyEmail: `list-c-${tag}@example.com`, answeredAt: null });
    expect(found.items[0]?.preview).toBe('환불 계좌를 잘못 입력했어요. 어떻게 고치나요?');
    expect(found.items[2]?.answeredAt).not.toBeNull();

    const open = successData(await get(`${INQUIRY_API.adminInquiries}?q=${tag}&status=OPEN`, support.auth), inquiryPageSchema);
    expect(open.items.map((item) => item.id)).toEqual([third.id, second.id]);
    const answered = successData(await get(`${INQUIRY_API.adminInquiries}?q=${tag}&status=ANSWERED`, support.auth), inquiryPageSchema);
    expect(answered.items.map((item) => item.id)).toEqual([first.id]);
    const paged = successData(await get(`${INQUIRY_API.adminInquiries}?q=${tag}&page=2&size=2`, support.auth), inquiryPageSchema);
    expect(paged).toMatchObject({ page: 2, size: 2, total: 3 });
    expect(paged.items.map((item) => item.id)).toEqual([first.id]);
    // LIKE wildcards match themselves.
    expect(successData(await get(`${INQUIRY_API.adminInquiries}?q=${encodeURIComponent('%_')}`, support.auth), inquiryPageSchema).total).toBe(0);
    expect(failure(await get(`${INQUIRY_API.adminInquiries}?status=CLOSED`, support.auth)).code).toBe('VALIDATION_FAILED');
  });

  test('detail and attachment bytes are audited; the download is an attachment that is not sniffed', async () => {
    const { id } = successData(
      await send(
        valid('detail@example.com'),
        [
          { name: '../../evil "name".pdf', type: 'application/pdf', content: PNG },
          { name: '영수증.pdf', type: 'application/pdf', content: PDF },
        ],
        member.auth,
      ),
      inquiryReceiptSchema,
    );
    const detail = successData(await get(INQUIRY_API.adminInquiry(id), support.auth), inquiryDetailSchema);
    expect(detail).toMatchObject({
      id,
      replyEmail: 'detail@example.com',
      member: { id: member.user.id, email: 'inquiry-member@example.com', nickname: member.user.nickname },
      body: '환불 계좌를 잘못 입력했어요.\n어떻게 고치나요?',
      status: 'OPEN',
      language: 'ko',
      attachmentCount: 2,
      answer: null,
    });
    expect(detail.attachments.map((attachment) => [attachment.fileName, attachment.mimeType])).toEqual([
      ['evil "name".pdf', 'image/png'],
      ['영수증.pdf', 'application/pdf'],
    ]);
    const [png, pdf] = detail.attachments;

    const download = await get(INQUIRY_API.adminAttachment(id, png?.id ?? 0), support.auth);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="evil__name_.png"; filename*=UTF-8''evil%20%22name%22.png`);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    const korean = await get(INQUIRY_API.adminAttachment(id, pdf?.id ?? 0), support.auth);
    expect(korean.headers['content-type']).toBe('application/pdf');
    expect(korean.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('영수증.pdf')}`);
    expect(korean.rawPayload.equals(PDF)).toBe(true);

    // Another inquiry's attachment id does not open through this one.
    expect(failure(await get(INQUIRY_API.adminAttachment(id + 1000, png?.id ?? 0), support.auth)).status).toBe(404);
    expect(failure(await get(INQUIRY_API.adminInquiry(999_999), support.auth)).code).toBe('INQUIRY_NOT_FOUND');

    const audit = await auditOf(id);
    expect(audit.map((entry) => [entry.action, entry.actor.id])).toEqual([
      ['INQUIRY_ATTACHMENT_VIEW', support.user.id],
      ['INQUIRY_ATTACHMENT_VIEW', support.user.id],
      ['INQUIRY_VIEW', support.user.id],
    ]);
    expect(audit[1]?.details).toEqual({ attachmentId: png?.id, fileName: 'evil "name".pdf' });
  });

  test('an attachment whose file is gone from the storage is not found, and no view of it is audited', async () => {
    const { id } = successData(
      await send(valid('gone@example.com'), [{ name: 'gone.pdf', type: 'application/pdf', content: PDF }], member.auth),
      inquiryReceiptSchema,
    );
    const [attachment] = successData(await get(INQUIRY_API.adminInquiry(id), support.auth), inquiryDetailSchema).attachments;
    const [key] = (await storedFiles()).filter((name) => name.startsWith(`inquiries/${id}/`));
    await t.storage.delete(key ?? '');

    expect(failure(await get(INQUIRY_API.adminAttachment(id, attachment?.id ?? 0), support.auth)).status).toBe(404);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['INQUIRY_VIEW']);
  });

  test('the member who wrote an inquiry downloads its attachments again; another member and a visitor cannot', async () => {
    const receipt = successData(
      await send(valid('mine@example.com'), [{ name: '내 영수증.pdf', type: 'application/pdf', content: PDF }], member.auth),
      inquiryReceiptSchema,
    );
    expect(receipt.attachments).toEqual([{ id: expect.any(Number), fileName: '내 영수증.pdf', mimeType: 'application/pdf', sizeBytes: PDF.length }]);
    const url = INQUIRY_API.attachment(receipt.id, receipt.attachments[0]?.id ?? 0);

    const mine = await get(url, member.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(mine.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('내 영수증.pdf')}`);
    expect(mine.rawPayload.equals(PDF)).toBe(true);

    const stranger = await createTestMember(t, 'inquiry-stranger@example.com');
    expect(failure(await get(url, stranger.auth))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(failure(await get(url))).toMatchObject({ status: 401, code: 'TOKEN_MISSING' });
    // Nor does a visitor's inquiry open for a member, or a made-up id.
    const visitors = successData(await send(valid('visitor-file@example.com'), [{ name: 'a.png', type: 'image/png', content: PNG }]), inquiryReceiptSchema);
    expect(failure(await get(INQUIRY_API.attachment(visitors.id, visitors.attachments[0]?.id ?? 0), member.auth)).code).toBe('NOT_FOUND');
    expect(failure(await get(INQUIRY_API.attachment(receipt.id, 'x'), member.auth)).code).toBe('NOT_FOUND');
  });

  test('the answer is mailed in the inquiry language quoting the question, recorded and audited; once only', async () => {
    const { id } = successData(await send(valid('answer-me@example.com', { language: 'en', body: 'Where is my refund?' })), inquiryReceiptSchema);
    expect(failure(await answer(id, { body: '  ' }, support.auth))).toMatchObject({ status: 400, code: 'INQUIRY_ANSWER_REQUIRED' });
    expect(failure(await answer(id, { body: 'x'.repeat(INQUIRY_BODY_MAX + 1) }, support.auth)).code).toBe('INQUIRY_BODY_TOO_LONG');
    expect(failure(await answer(999_999, { body: 'Hello' }, support.auth)).code).toBe('INQUIRY_NOT_FOUND');

    // Two answers at once: one wins, the other is told it was answered; one mail leaves.
    const [a, b] = await Promise.all([
      answer(id, { body: 'It was paid on May 16.\nCheck your bank.' }, support.auth),
      answer(id, { body: 'A second answer.' }, admin.auth),
    ]);
    const responses = [a, b].sort((x, y) => x.statusCode - y.statusCode);
    const detail = successData(responses[0] as never, inquiryDetailSchema);
    expect(failure(responses[1] as never)).toMatchObject({ status: 409, code: 'INQUIRY_ALREADY_ANSWERED' });
    expect(detail.status).toBe('ANSWERED');
    expect(detail.answer?.by.id).toBe(detail.answer?.body === 'A second answer.' ? admin.user.id : support.user.id);
    expect(detail.answeredAt).toBe(detail.answer?.at);

    const answers = (await mailsTo('answer-me@example.com')).filter((mail) => mail.subject.startsWith('[KEYS] The answer'));
    expect(answers).toHaveLength(1);
    expect(answers[0]?.subject).toBe(`[KEYS] The answer to your inquiry #${id}`);
    expect(answers[0]?.text).toContain(detail.answer?.body.split('\n')[0] ?? '-');
    expect(answers[0]?.text).toContain('> Where is my refund?');

    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'ANSWERED', answered_by: detail.answer?.by.id, answer_body: detail.answer?.body });
    expect(failure(await answer(id, { body: 'Again' }, support.auth))).toMatchObject({ status: 409, code: 'INQUIRY_ALREADY_ANSWERED' });
    const audit = await auditOf(id);
    expect(audit.filter((entry) => entry.action === 'INQUIRY_ANSWER').map((entry) => entry.actor.id)).toEqual([detail.answer?.by.id]);

    // A Korean inquiry is answered in Korean.
    const ko = successData(await send(valid('answer-ko@example.com')), inquiryReceiptSchema);
    successData(await answer(ko.id, { body: '확인해 보겠습니다.' }, support.auth), inquiryDetailSchema);
    const [koMail] = (await mailsTo('answer-ko@example.com')).filter((mail) => mail.subject.includes('답변'));
    expect(koMail?.subject).toBe(`[KEYS] 1:1 문의에 대한 답변입니다 (문의 번호 ${ko.id})`);
    expect(koMail?.text).toContain('확인해 보겠습니다.');
    expect(koMail?.text).toContain('> 환불 계좌를 잘못 입력했어요.');
  });

  test(`with the API rate limit on, the ${INQUIRY_RATE_LIMIT.max + 1}th inquiry from one IP in the window is refused`, async () => {
    const limited = await createTestApp(backend, { database, env: { RATE_LIMIT_MAX: '1000' } });
    try {
      for (let index = 0; index < INQUIRY_RATE_LIMIT.max; index += 1) {
        expect((await send(valid(`limit-${index}@example.com`), [], {}, limited)).statusCode).toBe(200);
      }
      expect(failure(await send(valid('limit-over@example.com'), [], {}, limited))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      // Other routes keep the general limit.
      expect((await limited.app.inject({ method: 'GET', url: '/api/faq' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
