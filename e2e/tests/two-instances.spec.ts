import type { APIResponse } from '@playwright/test';
import { API, COMMUNITY_API, communityPaths, INQUIRY_API, type CommunityList, type CommunityPost, type InquiryReceipt, type Me } from 'shared-contract';
import { expect, preferLanguage, settled, test as baseTest } from './fixtures';
import { accessTokenOf, signInAsMember, signUpNewMember, uniqueEmail } from './session';
import { memberApi } from './termination';
import { browseOn, onInstance, servedBy, startOneOrigin, startTwoInstances, type InstanceName, type OneOrigin } from './two-instances';

/** A real 1×1 PNG: the api recognises images by their bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const INSTANCES: InstanceName[] = ['a', 'b'];

/** The answer is the stored file, whole, from `instance`, with its stored type and nosniff. */
async function expectStoredFile(response: APIResponse, instance: InstanceName, file: { contentType: string; bytes: Buffer }) {
  const headers = response.headers();
  expect({
    status: response.status(),
    servedBy: servedBy(response),
    contentType: headers['content-type'],
    sniffing: headers['x-content-type-options'],
  }).toEqual({
    status: 200,
    servedBy: instance,
    contentType: file.contentType,
    sniffing: 'nosniff',
  });
  expect((await response.body()).equals(file.bytes), 'the same bytes as uploaded').toBe(true);
}

// Issue 19: two api instances on one PostgreSQL database and one bucket, behind one origin. PostgreSQL is needed (two
// processes never share a PGlite database), so the journey exists where TEST_DATABASE_URL names a server, as in CI.
const databaseServerUrl = process.env.TEST_DATABASE_URL;
if (databaseServerUrl) {
  // The one origin of the journeys below: every page and request goes through the proxy, to instance A unless a
  // journey says otherwise. The proxy is idle between requests and lives as long as the worker; the instances behind it
  // (the heavy part) only as long as these journeys.
  const test = baseTest.extend<object, { oneOrigin: OneOrigin }>({
    oneOrigin: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
      async ({}, use) => {
        const proxy = await startOneOrigin();
        try {
          await use(proxy);
        } finally {
          await proxy.close();
        }
      },
      { scope: 'worker' },
    ],
  });
  test.use({ baseURL: async ({ oneOrigin }, use) => use(oneOrigin.origin) });

  test.describe.serial('two api instances behind one origin (issue 19)', () => {
    test.describe.configure({ timeout: 120_000 });
    let stopInstances: (() => Promise<void>) | undefined;

    test.beforeAll(async ({ oneOrigin }) => {
      test.setTimeout(240_000);
      stopInstances = await startTwoInstances(databaseServerUrl, oneOrigin);
    });

    test.afterAll(async () => {
      await stopInstances?.();
    });

    test('both instances serve the one origin: a member signed in through A is the same member on B', async ({ page, oneOrigin }) => {
      const { email, id } = await signUpNewMember(page, uniqueEmail('instances'), 'en');
      for (const instance of INSTANCES) {
        const main = await page.request.get(API.main, { headers: onInstance(instance) });
        expect({ status: main.status(), servedBy: servedBy(main) }).toEqual({ status: 200, servedBy: instance });
        const me = await page.request.get(API.userMe, { headers: { authorization: `Bearer ${await accessTokenOf(page)}`, ...onInstance(instance) } });
        expect({ status: me.status(), servedBy: servedBy(me) }).toEqual({ status: 200, servedBy: instance });
        expect(((await me.json()) as { data: Me }).data).toMatchObject({ id, email });
      }

      // The whole page from B, the session made through A included.
      await browseOn(page.context(), oneOrigin.origin, 'b');
      const document = await page.goto('/main');
      expect(document && servedBy(document)).toBe('b');
      await settled(page);
      await expect(page.locator('#root a[href^="/project?id="]').first()).toBeVisible();
      expect(((await (await page.request.get('/auth/session')).json()) as { user?: { email?: string } }).user?.email).toBe(email);
    });

    test('a profile image uploaded through A is served by B: the same bytes, its stored type, nosniff', async ({ page, browser, oneOrigin }) => {
      await preferLanguage(page, 'ko');
      const { email } = await signUpNewMember(page, uniqueEmail('instances-profile'), 'ko');
      await page.goto('/my');
      await settled(page);
      const uploading = page.waitForResponse(
        (response) => new URL(response.url()).pathname === API.userProfileUpload && response.request().method() === 'POST',
      );
      await page.getByTestId('profile-image-input').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
      const uploaded = await uploading;
      expect({ status: uploaded.status(), servedBy: servedBy(uploaded) }).toEqual({ status: 200, servedBy: 'a' });
      const src = ((await uploaded.json()) as { data: Me }).data.profileImage ?? '';
      const avatar = (shown: typeof page) => shown.getByTestId('profile-card').getByRole('img', { name: /님의 프로필 이미지$/ });
      await expect(avatar(page)).toHaveAttribute('src', src);

      // The member opens their page in another browser whose requests all go to B: the image shows.
      const elsewhere = await browser.newContext({ baseURL: oneOrigin.origin });
      try {
        const other = await elsewhere.newPage();
        await preferLanguage(other, 'ko');
        await signInAsMember(other, email);
        await browseOn(elsewhere, oneOrigin.origin, 'b');
        const imageServed = other.waitForResponse((response) => new URL(response.url()).pathname === src);
        await other.goto('/my');
        await settled(other);
        const image = await imageServed;
        expect({ status: image.status(), servedBy: servedBy(image) }).toEqual({ status: 200, servedBy: 'b' });
        await expect(avatar(other)).toHaveAttribute('src', src);
        await expect.poll(() => avatar(other).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
      } finally {
        await elsewhere.close();
      }
      await expectStoredFile(await page.request.get(src, { headers: onInstance('b') }), 'b', { contentType: 'image/png', bytes: PNG });
    });

    test('a community image posted through A is shown and served by B', async ({ page, oneOrigin }) => {
      // An admin writes in every community (a member needs a KEY of the project).
      await signInAsMember(page, 'admin@keys.local');
      const communities = await memberApi<CommunityList>(page, 'GET', COMMUNITY_API.communities);
      const community = communities.body.data.items.find((item) => item.state === 'OPEN');
      if (!community) throw new Error('an open community in the seeded data');
      const text = `Posted through A ${uniqueEmail('post')}`;
      const posted = await page.request.post(COMMUNITY_API.posts(community.projectId), {
        headers: { authorization: `Bearer ${await accessTokenOf(page)}`, ...onInstance('a') },
        multipart: { body: text, images: { name: 'art.png', mimeType: 'image/png', buffer: PNG } },
      });
      expect({ status: posted.status(), servedBy: servedBy(posted) }).toEqual({ status: 200, servedBy: 'a' });
      const post = ((await posted.json()) as { data: CommunityPost }).data;
      expect(post.images).toHaveLength(1);
      const src = post.images[0]?.url ?? '';

      // The post's page, all of it from B, shows the image.
      await browseOn(page.context(), oneOrigin.origin, 'b');
      const imageServed = page.waitForResponse((response) => new URL(response.url()).pathname === src);
      await page.goto(communityPaths.post(community.projectId, post.id));
      const served = await imageServed;
      expect({ status: served.status(), servedBy: servedBy(served) }).toEqual({ status: 200, servedBy: 'b' });
      const card = page.locator(`[data-testid="post-card"][data-post-id="${post.id}"]`);
      await expect(card).toContainText(text);
      const image = card.getByRole('img', { name: /1 \/ 1$/ });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1);
      await expectStoredFile(await page.request.get(src, { headers: onInstance('b') }), 'b', { contentType: 'image/png', bytes: PNG });
    });

    test('an inquiry attachment sent through A: its writer downloads it from B; another member is refused on both; a visitor is asked to sign in', async ({
      page,
      browser,
      request,
      oneOrigin,
    }) => {
      const { email } = await signUpNewMember(page, uniqueEmail('instances-inquiry'), 'en');
      const sent = await page.request.post(INQUIRY_API.inquiry, {
        headers: { authorization: `Bearer ${await accessTokenOf(page)}`, ...onInstance('a') },
        multipart: {
          replyEmail: email,
          body: 'My receipt is attached: please check the amount.',
          agreePrivacy: 'true',
          language: 'en',
          files: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG },
        },
      });
      expect({ status: sent.status(), servedBy: servedBy(sent) }).toEqual({ status: 200, servedBy: 'a' });
      const receipt = ((await sent.json()) as { data: InquiryReceipt }).data;
      expect(receipt.attachments).toEqual([{ id: expect.any(Number), fileName: 'receipt.png', mimeType: 'image/png', sizeBytes: PNG.length }]);
      const path = INQUIRY_API.attachment(receipt.id, receipt.attachments[0]?.id ?? 0);

      const writer = await page.request.get(path, { headers: { authorization: `Bearer ${await accessTokenOf(page)}`, ...onInstance('b') } });
      await expectStoredFile(writer, 'b', { contentType: 'image/png', bytes: PNG });

      const otherContext = await browser.newContext({ baseURL: oneOrigin.origin });
      try {
        const other = await otherContext.newPage();
        await signUpNewMember(other, uniqueEmail('instances-other'), 'en');
        for (const instance of INSTANCES) {
          const refused = await other.request.get(path, { headers: { authorization: `Bearer ${await accessTokenOf(other)}`, ...onInstance(instance) } });
          const body = (await refused.json()) as { result: string; error?: { code: string } };
          expect({ status: refused.status(), servedBy: servedBy(refused), code: body.error?.code }).toEqual({
            status: 404,
            servedBy: instance,
            code: 'NOT_FOUND',
          });
        }
      } finally {
        await otherContext.close();
      }

      // A visitor: no session, no token.
      for (const instance of INSTANCES) {
        const visitor = await request.get(path, { headers: onInstance(instance) });
        expect({ status: visitor.status(), servedBy: servedBy(visitor) }).toEqual({ status: 401, servedBy: instance });
      }
    });
  });
}
