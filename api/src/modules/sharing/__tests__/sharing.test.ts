import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { openGraphSchema, SHARING_API } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createSaleProject } from '../../../testing/test-commerce';
import { createTestApp, emptyWebRoot, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { sharedKeyId } from '../open-graph';
import escapeHtml from 'escape-html';

jest.setTimeout(120_000);

/** The tags of a served page's head, as a crawler reads them. */
function headTags(html: string) {
  const head = /<head>([\s\S]*)<\/head>/i.exec(html)?.[1] ?? '';
  const content = (attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(head)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    ogTitle: content('property', 'og:title'),
    ogDescription: content('property', 'og:description'),
    ogImage: content('property', 'og:image'),
    ogUrl: content('property', 'og:url'),
    twitterCard: content('name', 'twitter:card'),
  };
}

describe('shared KEY links', () => {
  test('a KEY page link names its KEY; anything else does not', () => {
    expect(sharedKeyId('/key?id=12')).toBe(12);
    expect(sharedKeyId('https://keys.example/share?keyId=7&utm=x')).toBe(7);
    expect(sharedKeyId('/share?id=8')).toBe(8);
    expect(sharedKeyId('/key/details?id=3')).toBe(3);
    expect(sharedKeyId('/KEY/?id=5')).toBe(5);
    for (const other of ['/project?id=1', '/key?id=0', '/key?id=-1', '/key?id=1e3', '/key', 'http://[bad', '/key?id=99999999999'])
      expect(sharedKeyId(other)).toBeNull();
  });

  test('escapes what goes into the page', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
  });
});

describe.each(testBackends())('open graph on %s', (backend) => {
  let t: TestApp;
  let keyId: number;

  beforeAll(async () => {
    const webRoot = emptyWebRoot();
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    copyFileSync(path.join(__dirname, '../../../../../shell/public/index.html'), path.join(webRoot, 'shell', 'dist', 'index.html'));
    t = await createTestApp(backend, { env: { WEB_ROOT: webRoot, PUBLIC_URL: 'https://keys.example' } });
    const { designIds } = await createSaleProject(t, [3]);
    keyId = designIds[0] ?? 0;
    // A name that needs escaping in HTML.
    await t.database.db
      .updateTable('key_design')
      .set({ name_en: `Rose "Night" <b>&`, name_ko: '장미 <밤>', description_en: 'A rose at night.', description_ko: '밤의 장미.' })
      .where('id', '=', keyId)
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const projectTitle = async (language: 'ko' | 'en') =>
    (
      await t.database.db
        .selectFrom('key_design as d')
        .innerJoin('project as p', 'p.id', 'd.project_id')
        .select(['p.title_ko', 'p.title_en'])
        .where('d.id', '=', keyId)
        .executeTakeFirstOrThrow()
    )[language === 'ko' ? 'title_ko' : 'title_en'];

  test("GET /api/sharing/open-graph answers the KEY's title, description, absolute image and share URL, by url or keyId, in the asked language", async () => {
    const expected = {
      title: `Rose "Night" <b>& · ${await projectTitle('en')}`,
      description: 'A rose at night.',
      image: `https://keys.example/api/art/key/${keyId}.png`,
      url: `https://keys.example/key?id=${keyId}`,
      siteName: 'KEYS',
      keyId,
    };
    for (const query of [
      `url=${encodeURIComponent(`/key?id=${keyId}`)}`,
      `url=${encodeURIComponent(`https://keys.example/share?keyId=${keyId}`)}`,
      `keyId=${keyId}`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: `${SHARING_API.openGraph}?${query}`, headers: { 'accept-language': 'en' } });
      expect(successData(answer, openGraphSchema)).toEqual(expected);
    }
    const korean = successData(await t.app.inject({ method: 'GET', url: `${SHARING_API.openGraph}?keyId=${keyId}` }), openGraphSchema);
    expect(korean.title).toBe(`장미 <밤> · ${await projectTitle('ko')}`);

    expect(failure(await t.app.inject({ method: 'GET', url: `${SHARING_API.openGraph}?keyId=2000000000` })).code).toBe('KEY_NOT_FOUND');
    expect(failure(await t.app.inject({ method: 'GET', url: `${SHARING_API.openGraph}?url=%2Fproject%3Fid%3D1` })).code).toBe('VALIDATION_FAILED');
    expect(failure(await t.app.inject({ method: 'GET', url: SHARING_API.openGraph })).code).toBe('VALIDATION_FAILED');
  });

  test("a crawler fetching /key?id=N or /share?keyId=N gets the page with the KEY's open-graph tags, escaped, whatever it accepts", async () => {
    for (const url of [`/key?id=${keyId}`, `/share?keyId=${keyId}`]) {
      for (const headers of [
        { 'accept-language': 'en', 'user-agent': 'facebookexternalhit/1.1' },
        { 'accept-language': 'en', accept: 'text/html' },
      ]) {
        const answer = await t.app.inject({ method: 'GET', url, headers });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toContain('text/html');
        expect(answer.body).toContain('<div id="root"></div>');
        expect(headTags(answer.body)).toEqual({
          title: `Rose &quot;Night&quot; &lt;b&gt;&amp; · ${await projectTitle('en')} | KEYS`,
          ogTitle: `Rose &quot;Night&quot; &lt;b&gt;&amp; · ${await projectTitle('en')}`,
          ogDescription: 'A rose at night.',
          ogImage: `https://keys.example/api/art/key/${keyId}.png`,
          ogUrl: `https://keys.example/key?id=${keyId}`,
          twitterCard: 'summary_large_image',
        });
        expect(answer.body).not.toContain('<b>&');
      }
    }
    const korean = headTags((await t.app.inject({ method: 'GET', url: `/key?id=${keyId}` })).body);
    expect(korean.ogTitle).toBe(`장미 &lt;밤&gt; · ${await projectTitle('ko')}`);

    // An unknown KEY or no id: the plain page (the app shows its not-found state).
    for (const url of ['/key?id=2000000000', '/share', '/key?id=abc']) {
      const plain = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(plain.statusCode).toBe(200);
      expect(headTags(plain.body)).toMatchObject({ title: 'KEYS', ogTitle: undefined });
    }
    // The share image itself is served as a PNG (crawlers do not show SVG): the KEY card at twice its size.
    const image = await t.app.inject({ method: 'GET', url: `/api/art/key/${keyId}.png` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = image.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: width and height, big-endian, right after the chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 840]);
    expect((await t.app.inject({ method: 'GET', url: '/api/art/key/2000000000.png' })).statusCode).toBe(404);
  });
});
