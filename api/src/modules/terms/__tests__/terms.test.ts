import { API, signUpTermsSchema } from 'shared-contract';
import { successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember } from '../../../testing/test-members';

describe.each(testBackends())('GET /api/auth/terms on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('the terms of service and the privacy policy, each versioned and dated, in ko and en, to visitors', async () => {
    const answer = await t.app.inject({ method: 'GET', url: API.authTerms });
    const { terms, privacy } = successData(answer, signUpTermsSchema);
    expect(terms.ko.sections[0]?.title).toBe('제1조 (회원가입)');
    expect(terms.en.sections[0]?.title).toBe('Article 1 (Signing up)');
    expect(privacy.ko.sections[0]?.title).toBe('1. 수집하는 항목');
    for (const document of [terms, privacy]) {
      expect(document.version).toMatch(/\S/);
      expect(document.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Both languages have the same structure, and every section says something.
      expect(document.ko.sections.map((section) => section.paragraphs.length)).toEqual(document.en.sections.map((section) => section.paragraphs.length));
      for (const text of [document.ko, document.en]) {
        expect(text.intro).toMatch(/\S/);
        expect(text.sections.length).toBeGreaterThanOrEqual(3);
        expect(text.sections.every((section) => section.paragraphs.every((paragraph) => paragraph.trim().length > 0))).toBe(true);
      }
      expect(document.ko.intro).not.toBe(document.en.intro);
    }
  });

  test('the same bytes for everyone (no session, no language), revalidated by ETag', async () => {
    const member = await createTestMember(t, 'terms-reader@example.com', { signedUp: false });
    const visitor = await t.app.inject({ method: 'GET', url: API.authTerms, headers: { 'accept-language': 'en' } });
    const signingUp = await t.app.inject({ method: 'GET', url: API.authTerms, headers: { ...member.auth, 'accept-language': 'ko' } });
    expect(signingUp.body).toBe(visitor.body);
    const etag = visitor.headers.etag;
    expect(typeof etag).toBe('string');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ method: 'GET', url: API.authTerms, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
