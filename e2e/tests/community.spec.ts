import type { Browser, Page } from '@playwright/test';
import { COMMUNITY_API, communityPaths, type CommunityDetail, type MyKey } from 'shared-contract';
import { giveGold, keysFromTickets, verifyIdentity } from './commerce';
import { contextMenuPrevented, DESKTOP, expect, fitsWidth, MOBILE, screenshots, setServerClock, settled, test } from './fixtures';
import { accessTokenOf, memberGet, moveClockAndSignIn, NEW_MEMBER_CABINET_PASSWORD, signUpNewMember, uniqueEmail } from './session';
import { languageBrowser, memberApi, staffBrowser } from './termination';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A 1×1 PNG: the api recognises images by their bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

type Member = { page: Page; close: () => Promise<void>; email: string; id: number; errors: string[] };

/** A new member in a browser of their own, signed up with `language` as their account's language. */
async function newMember(browser: Browser, label: string, language: 'ko' | 'en', viewport: { width: number; height: number }): Promise<Member> {
  const { context, page, errors } = await languageBrowser(browser, language, viewport);
  const email = uniqueEmail(label);
  const { id } = await signUpNewMember(page, email, language);
  return { page, email, id, errors, close: () => context.close() };
}

const projectOfOnlyKey = async (page: Page) => {
  const { items } = await memberGet<{ items: MyKey[] }>(page, '/api/key/my');
  expect(items).toHaveLength(1);
  const [key] = items;
  if (!key) throw new Error('one KEY');
  return { keyItemId: key.keyItemId, projectId: key.key.projectId };
};

/** The demo staff accounts are shared by every journey, which expect them in Korean (their seeded language). */
const restoreKorean = async (page: Page) => {
  const restored = await memberApi(page, 'PUT', '/api/user/ko');
  expect(restored.status, JSON.stringify(restored.body)).toBe(200);
};

const postCard = (page: Page, postId: number) => page.locator(`[data-testid="post-card"][data-post-id="${postId}"]`);

test.describe.serial('communities', () => {
  test.describe.configure({ timeout: 240_000 });

  let memberA: Member;
  let memberB: Member;
  let memberC: Member;
  let projectId: number;
  let keyItemA: number;
  let title: { ko: string; en: string };
  let postId: number;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    // A (Korean, 360 px) and B (English, 1280 px) each own one revealed KEY of the same project; C owns none.
    memberA = await newMember(browser, 'community-a', 'ko', MOBILE);
    await keysFromTickets(memberA.page, browser, memberA.id, 1);
    ({ projectId, keyItemId: keyItemA } = await projectOfOnlyKey(memberA.page));
    memberB = await newMember(browser, 'community-b', 'en', DESKTOP);
    await keysFromTickets(memberB.page, browser, memberB.id, 1);
    expect((await projectOfOnlyKey(memberB.page)).projectId).toBe(projectId);
    memberC = await newMember(browser, 'community-c', 'en', DESKTOP);
    const detail = await memberApi<CommunityDetail>(memberA.page, 'GET', COMMUNITY_API.community(projectId));
    title = detail.body.data.title;
  });

  test.afterAll(async () => {
    await Promise.all([memberA, memberB, memberC].filter(Boolean).map((member) => member.close()));
  });

  test('issue test 1: A posts with two images (ko, 360 px); B comments and likes (en, 1280 px); A is notified; the comment is in B’s cabinet', async () => {
    const testInfo = test.info();
    const { page } = memberA;
    await page.goto('/community');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: '커뮤니티' })).toBeVisible();
    // The member's own community comes first, open to them.
    const own = page.getByTestId('community-card').first();
    await expect(own.getByRole('heading', { level: 2 })).toHaveText(title.ko);
    await expect(own).toContainText('입장 가능');
    await own.getByRole('link', { name: title.ko }).click();
    await expect(page).toHaveURL(communityPaths.community(projectId));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: title.ko })).toBeVisible();

    await page.getByRole('textbox', { name: '글 내용' }).fill('첫 글입니다!\n두 번째 줄 https://example.com/a');
    await page.getByTestId('composer-images').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: PNG },
      { name: 'second.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(page.getByRole('button', { name: '사진 2 빼기' })).toBeVisible();
    await page.getByRole('button', { name: '게시', exact: true }).click();
    await expect(page.getByText('글이 게시되었습니다.')).toBeVisible();
    const card = page.getByTestId('post-card').filter({ hasText: '첫 글입니다!' }).first();
    postId = Number(await card.getAttribute('data-post-id'));
    expect(postId).toBeGreaterThan(0);
    await expect(card).toContainText('두 번째 줄');
    await expect(card.getByRole('link', { name: 'https://example.com/a' })).toHaveAttribute('href', 'https://example.com/a');
    for (const alt of ['사진 1 / 2', '사진 2 / 2']) {
      const image = card.getByRole('img', { name: alt });
      await expect(image).toBeVisible();
      expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
    }
    // The context menu is allowed on community pages (spec section 2); the page fits 360 px.
    expect(await contextMenuPrevented(page, '[data-testid="post-card"]')).toBe(false);
    expect(await fitsWidth(page)).toBe(true);
    await screenshots(page, testInfo, 'community-feed-ko-360');

    // B finds the post, comments on its page and likes it.
    const pageB = memberB.page;
    await pageB.goto(communityPaths.community(projectId));
    await settled(pageB);
    const seen = postCard(pageB, postId);
    await seen.getByRole('button', { name: 'Like 0' }).click();
    await expect(seen.getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true');
    await seen.getByRole('link', { name: '0 comments' }).click();
    await expect(pageB).toHaveURL(communityPaths.post(projectId, postId));
    await settled(pageB);
    await pageB.getByRole('textbox', { name: 'Write a comment' }).fill('Lovely art, congrats!');
    await pageB.getByRole('button', { name: 'Post comment' }).click();
    await expect(pageB.getByTestId('comment-thread').filter({ hasText: 'Lovely art, congrats!' })).toBeVisible();
    await screenshots(pageB, testInfo, 'community-post-en-1280');

    // A is told about the comment and the like.
    await page.goto('/my/notifications');
    await settled(page);
    const titles = page.getByTestId('notification-title');
    await expect(titles.filter({ hasText: '새 댓글' })).toHaveCount(1);
    await expect(titles.filter({ hasText: '새 좋아요' })).toHaveCount(1);
    await expect(page.getByTestId('notification').filter({ hasText: '새 댓글' })).toContainText('Lovely art, congrats!');

    // B's cabinet lists the comment under Comments, linking to the post.
    await pageB.goto('/cabinet?tab=comments');
    await settled(pageB);
    await pageB.getByRole('textbox', { name: 'Cabinet password' }).fill(NEW_MEMBER_CABINET_PASSWORD);
    await pageB.getByRole('button', { name: 'Open the cabinet' }).click();
    const mine = pageB.getByRole('link', { name: /Lovely art, congrats!/ });
    await expect(mine).toHaveAttribute('href', communityPaths.post(projectId, postId));
    expect(memberA.errors).toEqual([]);
    expect(memberB.errors).toEqual([]);
  });

  test('issue test 2: C owns no KEY of the project: the page says so with a way to buy, the api refuses reads and writes', async () => {
    const { page } = memberC;
    await page.goto(communityPaths.community(projectId));
    await settled(page);
    const gate = page.getByTestId('gate-NO_KEY');
    await expect(gate).toContainText('Only owners of a KEY of this project can use its community.');
    await expect(gate.getByRole('link', { name: 'Buy a KEY' })).toHaveAttribute('href', `/project?id=${projectId}`);
    await expect(page.getByTestId('post-card')).toHaveCount(0);

    for (const [method, path, data] of [
      ['GET', COMMUNITY_API.posts(projectId), undefined],
      ['GET', COMMUNITY_API.post(postId), undefined],
      ['GET', COMMUNITY_API.comments(postId), undefined],
      ['POST', COMMUNITY_API.comments(postId), { body: 'let me in' }],
      ['PUT', COMMUNITY_API.reaction('post', postId), { liked: true }],
      ['POST', COMMUNITY_API.report, { targetType: 'post', targetId: postId, reason: 'SPAM' }],
    ] as const) {
      const answer = await memberApi(page, method, path, data);
      expect([method, path, answer.status, answer.body.error?.code]).toEqual([method, path, 403, 'COMMUNITY_NO_ACCESS']);
    }
  });

  test('issue test 5: markup and javascript: links in a post show as text and run nothing', async () => {
    const { page } = memberA;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const payload = '<img src=x onerror="window.__xss=1"> <script>window.__xss=2</script> javascript:window.__xss=3 <a href="javascript:alert(1)">click</a>';
    await page.goto(communityPaths.community(projectId));
    await settled(page);
    await page.getByRole('textbox', { name: '글 내용' }).fill(payload);
    await page.getByRole('button', { name: '게시', exact: true }).click();
    await expect(page.getByText('글이 게시되었습니다.')).toBeVisible();
    const card = page.getByTestId('post-card').filter({ hasText: '<script>window.__xss=2</script>' }).first();
    await expect(card).toContainText(payload);
    await expect(card.locator('img[src="x"], script')).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'click' })).toHaveCount(0);
    expect(await card.locator('a[href^="javascript:" i]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('issue test 4: B reports A’s post; support hides it and bans A; A is refused with the ban; an admin closes the community', async ({
    browser,
  }, testInfo) => {
    const pageB = memberB.page;
    await pageB.goto(communityPaths.community(projectId));
    await settled(pageB);
    const reported = postCard(pageB, postId);
    await reported.getByRole('button', { name: 'Post actions' }).click();
    await pageB.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = pageB.getByTestId('report-dialog');
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toContainText('Report received');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Support hides the post and bans its author for 7 days, from the console.
    const support = await staffBrowser(browser, 'support@keys.local', 'en');
    try {
      const console = support.page;
      await console.goto('/refund/console?section=community');
      await settled(console);
      await console.getByRole('button', { name: `Open the reports of Post #${postId}` }).click();
      await expect(console.getByRole('heading', { name: `Reported Post #${postId}` })).toBeVisible();
      await console.getByRole('button', { name: 'Hide', exact: true }).click();
      await console.getByRole('dialog', { name: 'Hide this post?' }).getByRole('button', { name: 'Hide', exact: true }).click();
      await expect(console.getByText(`Hidden: Post #${postId}.`)).toBeVisible();
      await console.getByRole('button', { name: 'Ban author' }).click();
      await console.getByRole('radio', { name: '7 days' }).check();
      await console.getByRole('textbox', { name: 'Reason' }).fill('Spam after a report');
      await console.getByRole('button', { name: 'Ban', exact: true }).click();
      await console.getByRole('dialog', { name: /^Ban / }).getByRole('button', { name: 'Ban', exact: true }).click();
      await expect(console.getByText(/is banned \(Until /)).toBeVisible();
      await screenshots(console, testInfo, 'console-community-en-1280');
      expect(support.errors).toEqual([]);
    } finally {
      await restoreKorean(support.page);
      await support.context.close();
    }

    // B no longer sees the hidden post; A sees it marked and is refused posting, commenting and liking, until when.
    await pageB.reload();
    await settled(pageB);
    await expect(postCard(pageB, postId)).toHaveCount(0);
    const { page } = memberA;
    await page.goto(communityPaths.community(projectId));
    await settled(page);
    await expect(page.getByTestId('ban-notice')).toContainText('커뮤니티 이용이 제한되었습니다');
    await expect(page.getByTestId('ban-until')).toContainText('(한국 시간)');
    await expect(postCard(page, postId)).toContainText('운영팀에 의해 숨겨진 글입니다');
    const bannedUntil = Date.now() + 7 * DAY_MS;
    const [otherPost] = (await memberApi<{ items: Array<{ id: number }> }>(page, 'GET', COMMUNITY_API.posts(projectId))).body.data.items.filter(
      (post) => post.id !== postId,
    );
    for (const [method, path, data] of [
      ['POST', COMMUNITY_API.comments(postId), { body: 'still here' }],
      ['PUT', COMMUNITY_API.reaction('post', otherPost?.id ?? postId), { liked: true }],
    ] as const) {
      const answer = await memberApi(page, method, path, data);
      expect([answer.status, answer.body.error?.code, answer.body.error?.message]).toEqual([
        403,
        'COMMUNITY_BANNED',
        'You are banned from communities after a report.',
      ]);
      expect(Math.abs(new Date(String(answer.body.error?.details?.until)).getTime() - bannedUntil)).toBeLessThan(5 * 60_000);
    }
    const posted = await page.request.post(COMMUNITY_API.posts(projectId), {
      headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
      multipart: { body: 'a new post' },
    });
    expect([posted.status(), ((await posted.json()) as { error: { code: string } }).error.code]).toEqual([403, 'COMMUNITY_BANNED']);

    // An admin closes the community for a while: everyone sees it is temporarily unavailable.
    const admin = await staffBrowser(browser, 'admin@keys.local', 'en');
    try {
      const console = admin.page;
      await console.goto('/refund/console?section=community&view=communities');
      await settled(console);
      await console.getByRole('button', { name: `Edit the settings of ${title.en}` }).click();
      await console.getByRole('switch', { name: 'Temporarily close' }).check();
      await console.getByRole('button', { name: 'Save', exact: true }).click();
      await console
        .getByRole('dialog', { name: `Save the settings of ${title.en}?` })
        .getByRole('button', { name: 'Save', exact: true })
        .click();
      await expect(console.getByText(`The settings of ${title.en} are saved.`)).toBeVisible();
      expect(admin.errors).toEqual([]);
    } finally {
      await restoreKorean(admin.page);
      await admin.context.close();
    }
    for (const [member, message] of [
      [memberA, '관리자에 의해 일시적으로 이용할 수 없는 커뮤니티입니다.'],
      [memberB, 'This community is temporarily unavailable by the administrator.'],
      [memberC, 'This community is temporarily unavailable by the administrator.'],
    ] as const) {
      await member.page.goto(communityPaths.community(projectId));
      await settled(member.page);
      await expect(member.page.getByTestId('gate-CLOSED')).toContainText(message);
    }
    await memberB.page.goto('/community');
    await settled(memberB.page);
    await expect(memberB.page.getByTestId('community-card').filter({ hasText: title.en })).toContainText('Temporarily unavailable');
  });

  test('issue test 3: A sells the only KEY to C on the market: A is refused at the next request and C gets in', async ({ browser }) => {
    // The admin reopens the community (the console's form is covered above).
    const admin = await staffBrowser(browser, 'admin@keys.local', 'en');
    try {
      const reopened = await memberApi(admin.page, 'PUT', COMMUNITY_API.adminCommunity(projectId), { closed: false, opensAt: null });
      expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    } finally {
      await restoreKorean(admin.page);
      await admin.context.close();
    }
    try {
      // A's KEY may be sold 24 hours after it arrived; members sign in again at the moved clock.
      await moveClockAndSignIn(memberA.page, new Date(Date.now() + DAY_MS + 5 * 60_000).toISOString(), [memberA, memberC]);
      // A reads the community (still banned from writing, not from reading).
      expect((await memberApi(memberA.page, 'GET', COMMUNITY_API.posts(projectId))).status).toBe(200);
      const listed = await memberApi<{ listing: { id: number } }>(memberA.page, 'POST', '/api/market/register', { keyItemId: keyItemA, priceGold: 500 });
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      await verifyIdentity(memberC.page, 'Community Buyer');
      await giveGold(memberC.page, memberC.id, 500);
      const bought = await memberApi(memberC.page, 'POST', `/api/market/payment/${listed.body.data.listing.id}`, {
        priceGold: 500,
        payMethod: 'GOLD',
        agreeRefundPolicy: true,
      });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);

      // A's very next request is refused; the page shows why.
      const refused = await memberApi(memberA.page, 'GET', COMMUNITY_API.posts(projectId));
      expect([refused.status, refused.body.error?.code]).toEqual([403, 'COMMUNITY_NO_ACCESS']);
      await memberA.page.goto(communityPaths.community(projectId));
      await settled(memberA.page);
      await expect(memberA.page.getByTestId('gate-NO_KEY')).toContainText('이 프로젝트의 KEY를 보유한 회원만 커뮤니티를 이용할 수 있습니다.');

      // C is in: the feed and the composer.
      await memberC.page.goto(communityPaths.community(projectId));
      await settled(memberC.page);
      await expect(memberC.page.getByRole('textbox', { name: 'Your post' })).toBeVisible();
      await expect(memberC.page.getByTestId('post-card').first()).toBeVisible();
    } finally {
      await setServerClock(memberA.page, { reset: true });
    }
  });
});
