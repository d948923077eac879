import { faqSchema, INQUIRY_API, noticePageSchema } from 'shared-contract';
import { z } from 'zod';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember } from '../../../testing/test-members';

describe.each(testBackends())('support API on %s', (backend) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('GET /api/notice: published notices, pinned first then newest, paged', async () => {
    const page = successData(await get('/api/notice'), noticePageSchema);
    expect(page).toMatchObject({ page: 1, size: 20 });
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.items).toHaveLength(page.total);
    const pinned = page.items.filter((notice) => notice.pinned);
    expect(pinned.length).toBeGreaterThan(0);
    expect(page.items.slice(0, pinned.length).every((notice) => notice.pinned)).toBe(true);
    const rest = page.items.slice(pinned.length).map((notice) => Date.parse(notice.publishedAt));
    expect([...rest].sort((a, b) => b - a)).toEqual(rest);
    expect(page.items.every((notice) => Date.parse(notice.publishedAt) <= t.clock.now().getTime())).toBe(true);
    for (const notice of page.items) {
      expect(notice.title.ko).toMatch(/[가-힣]/);
      expect(notice.body.en.length).toBeGreaterThan(40);
    }

    const second = successData(await get('/api/notice?page=2&size=3'), noticePageSchema);
    expect(second.items.map((notice) => notice.id)).toEqual(page.items.slice(3, 6).map((notice) => notice.id));
    expect(failure(await get('/api/notice?page=0')).code).toBe('VALIDATION_FAILED');
  });

  test('GET /api/faq: at least 10 entries in Korean and English', async () => {
    const faqs = successData(await get('/api/faq'), z.array(faqSchema));
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    expect(faqs.map((faq) => faq.question.en)).toContain('What is Gold?');
    expect(faqs.map((faq) => faq.question.ko)).toContain('골드는 무엇인가요?');
  });
});

describe('the support routes in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  test('the staff routes refuse a malformed id as a missing inquiry or attachment, and a missing answer body as an empty answer', async () => {
    const staff = await createTestMember(t, 'openapi-support@example.com', { role: 'support' });
    const get = async (url: string) => failure(await t.app.inject({ method: 'GET', url, headers: staff.auth }));
    expect(await get(INQUIRY_API.adminInquiry('abc'))).toMatchObject({ status: 404, code: 'INQUIRY_NOT_FOUND' });
    expect(await get(INQUIRY_API.adminAttachment('1', '1.5'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const unanswered = await t.app.inject({ method: 'POST', url: INQUIRY_API.adminAnswer(999_999), headers: staff.auth });
    expect(failure(unanswered)).toMatchObject({ status: 400, code: 'INQUIRY_ANSWER_REQUIRED' });
  });
});
