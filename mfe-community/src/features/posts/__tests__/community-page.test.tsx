import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import {
  COMMUNITY_API,
  type CommunityAccess,
  type CommunityPost,
  type ReactionState,
  communityDetailSchema,
  communityPostSchema,
  deletedSchema,
  feedPageSchema,
  newPostsSchema,
  pinInputSchema,
  postInputSchema,
  reactionInputSchema,
  reactionStateSchema,
} from 'shared-contract';
import CommunitySubPage from '../../../pages/community-sub-page';
import { ACCESS, access, community, feedPage, newPosts, post } from '../../../testing/fixtures';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { initTestI18n, renderAt, signIn } from '../../../testing/render';

const testApi = setupContractApi();

const FEED = COMMUNITY_API.posts(7);
const NEW_POSTS = COMMUNITY_API.newPosts(7);

/** Community 7 with this access, its feed and no newer posts. */
type Serve = { as?: CommunityAccess; posts?: CommunityPost[]; pinned?: CommunityPost[] };
function serve({ as = ACCESS.owner, posts = [post(3), post(2), post(1)], pinned = [] }: Serve = {}) {
  testApi.use(contractHandler({ method: 'get', path: COMMUNITY_API.community(7), response: communityDetailSchema, reply: () => community(7, { access: as }) }));
  testApi.use(contractHandler({ method: 'get', path: FEED, response: feedPageSchema, reply: () => feedPage(posts, { pinned }) }));
  testApi.use(contractHandler({ method: 'get', path: NEW_POSTS, response: newPostsSchema, reply: () => newPosts(0) }));
}

const open = (route = '/community/7') => renderAt(<CommunitySubPage />, route);
const png = (name = 'photo.png', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

// jsdom has no object URLs: the previews get stand-ins, released again when the list changes.
let objectUrls = 0;
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => `blob:preview-${(objectUrls += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

beforeEach(async () => {
  signIn();
  await initTestI18n('ko');
});

describe('/community/:projectId when the member cannot read', () => {
  it('NO_KEY: the spec message and a link to buy a KEY on the project page (ko, en); no feed request', async () => {
    serve({ as: ACCESS.noKey });
    open();
    const gate = await screen.findByTestId('gate-NO_KEY');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('프로젝트 7');
    expect(within(gate).getByRole('heading', { level: 2 }).textContent).toBe('이 프로젝트의 KEY를 보유한 회원만 커뮤니티를 이용할 수 있습니다.');
    expect(within(gate).getByRole('link', { name: 'KEY 구매하러 가기' })).toHaveAttribute('href', '/project?id=7');
    expect(screen.getByTestId('project-link')).toHaveAttribute('href', '/project?id=7');
    await act(() => i18next.changeLanguage('en'));
    expect(within(gate).getByRole('heading', { level: 2 }).textContent).toBe('Only owners of a KEY of this project can use its community.');
    expect(within(gate).getByRole('link', { name: 'Buy a KEY' })).toHaveAttribute('href', '/project?id=7');
    expect(testApi.requests('get', FEED)).toHaveLength(0);
    expect(screen.queryByTestId('composer')).not.toBeInTheDocument();
  });

  it('NOT_OPEN: not open yet, with the opening date in KST', async () => {
    testApi.use(
      contractHandler({
        method: 'get',
        path: COMMUNITY_API.community(7),
        response: communityDetailSchema,
        reply: () => community(7, { state: 'NOT_OPEN', opensAt: '2025-07-01T03:00:00.000Z', access: ACCESS.notOpen }),
      }),
    );
    open();
    const gate = await screen.findByTestId('gate-NOT_OPEN');
    expect(within(gate).getByRole('heading', { level: 2 }).textContent).toBe('아직 오픈하지 않은 커뮤니티입니다.');
    expect(gate.textContent).toContain('2025.07.01 12:00 (한국 시간)에 오픈합니다.');
    expect(screen.getByTestId('community-state').textContent).toBe('2025.07.01 12:00 오픈 예정 (한국 시간)');
    await act(() => i18next.changeLanguage('en'));
    expect(within(gate).getByRole('heading', { level: 2 }).textContent).toBe('This community is not open yet.');
    expect(gate.textContent).toContain('It opens on Jul 1, 2025, 12:00 PM KST.');
    // The switch re-renders the dates too: English writes them the English way.
    expect(screen.getByTestId('community-state').textContent).toBe('Opens Jul 1, 2025, 12:00 PM KST');
  });

  it('CLOSED: temporarily unavailable by the administrator', async () => {
    testApi.use(
      contractHandler({
        method: 'get',
        path: COMMUNITY_API.community(7),
        response: communityDetailSchema,
        reply: () => community(7, { state: 'CLOSED', access: ACCESS.closed }),
      }),
    );
    open();
    const gate = await screen.findByTestId('gate-CLOSED');
    expect(within(gate).getByRole('heading', { level: 2 }).textContent).toBe('관리자에 의해 일시적으로 이용할 수 없는 커뮤니티입니다.');
    await act(() => i18next.changeLanguage('en'));
    expect(within(gate).getByRole('heading', { level: 2 }).textContent).toBe('This community is temporarily unavailable by the administrator.');
    expect(screen.getByTestId('community-state').textContent).toBe('Temporarily unavailable');
  });

  it('SIGN_IN: login needed and a sign-in button that comes back to the community', async () => {
    signIn(false);
    serve({ as: ACCESS.visitor });
    open();
    const call = await screen.findByTestId('sign-in-call');
    expect(within(call).getByRole('heading', { level: 2 }).textContent).toBe('로그인이 필요합니다.');
    expect(within(call).getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/user/login?error=SessionRequired&callbackUrl=%2Fcommunity%2F7');
    await act(() => i18next.changeLanguage('en'));
    expect(within(call).getByRole('heading', { level: 2 }).textContent).toBe('Login needed.');
    expect(within(call).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('switches to the message when a later request is refused (the last KEY was sold meanwhile)', async () => {
    serve();
    open();
    await screen.findAllByTestId('post-card');
    testApi.use(
      contractHandler({
        method: 'put',
        path: COMMUNITY_API.reaction('post', 3),
        request: reactionInputSchema,
        response: reactionStateSchema,
        reply: () => {
          throw refusal('COMMUNITY_NO_ACCESS');
        },
      }),
    );
    fireEvent.click(screen.getByTestId('like-post-3'));
    const gate = await screen.findByTestId('gate-NO_KEY');
    expect(gate).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('feed')).not.toBeInTheDocument();
    expect(screen.queryByTestId('composer')).not.toBeInTheDocument();
  });

  it('a refused feed request closes the page too (an admin closed the community)', async () => {
    testApi.use(contractHandler({ method: 'get', path: COMMUNITY_API.community(7), response: communityDetailSchema, reply: () => community(7) }));
    testApi.use(
      contractHandler({
        method: 'get',
        path: FEED,
        response: feedPageSchema,
        reply: () => {
          throw refusal('COMMUNITY_CLOSED');
        },
      }),
    );
    open();
    expect(await screen.findByTestId('gate-CLOSED')).toBeInTheDocument();
  });

  it('says when the community does not exist, with Retry', async () => {
    testApi.use(
      contractHandler({
        method: 'get',
        path: COMMUNITY_API.community(7),
        response: communityDetailSchema,
        reply: () => {
          throw refusal('COMMUNITY_NOT_FOUND');
        },
      }),
    );
    open();
    expect((await screen.findByTestId('error-state')).textContent).toContain('커뮤니티를 찾을 수 없습니다.');
  });
});

describe('/community/:projectId banned', () => {
  it('shows until when (KST) and why, and turns the composer off', async () => {
    serve({ as: access(ACCESS.owner, { canWrite: false, ban: { until: '2025-07-08T15:00:00.000Z', reason: '욕설' } }) });
    open();
    const notice = await screen.findByTestId('ban-notice');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(within(notice).getByRole('heading', { level: 2 }).textContent).toBe('커뮤니티 이용이 제한되었습니다');
    expect(screen.getByTestId('ban-until').textContent).toBe('2025.07.09 00:00 (한국 시간)까지 커뮤니티 이용이 제한되었습니다.');
    expect(notice.textContent).toContain('사유: 욕설');
    expect(screen.getByTestId('composer-body')).toBeDisabled();
    expect(screen.getByTestId('composer-submit')).toBeDisabled();
    // Still reads the feed; cannot like.
    expect(await screen.findAllByTestId('post-card')).toHaveLength(3);
    expect(screen.getByTestId('like-post-3')).toBeDisabled();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('ban-until').textContent).toBe('You are banned from communities until Jul 9, 2025, 12:00 AM KST.');
    expect(notice.textContent).toContain('Reason: 욕설');
  });

  it('a ban for good says permanently (en)', async () => {
    await initTestI18n('en');
    serve({ as: access(ACCESS.owner, { canWrite: false, ban: { until: null, reason: 'Spam' } }) });
    open();
    expect((await screen.findByTestId('ban-until')).textContent).toBe('You are banned from communities permanently.');
  });

  it('a write refused with COMMUNITY_BANNED shows the ban at once', async () => {
    serve();
    open();
    await screen.findAllByTestId('post-card');
    testApi.use(
      contractHandler({
        method: 'post',
        path: FEED,
        response: communityPostSchema,
        reply: () => {
          throw refusal('COMMUNITY_BANNED', { until: null, reason: 'Spam' });
        },
      }),
    );
    fireEvent.change(screen.getByTestId('composer-body'), { target: { value: '안녕하세요' } });
    fireEvent.click(screen.getByTestId('composer-submit'));
    expect((await screen.findByTestId('ban-until')).textContent).toBe('커뮤니티 이용이 영구적으로 제한되었습니다.');
    expect(screen.getByTestId('composer-body')).toBeDisabled();
  });
});

describe('/community/:projectId feed', () => {
  it('shows pinned notices with their badge, the feed newest first and Load more by cursor', async () => {
    serve({ pinned: [post(1, { pinned: true, body: '공지입니다' })], posts: [post(30), post(29)] });
    testApi.use(
      contractHandler({
        method: 'get',
        path: FEED,
        response: feedPageSchema,
        reply: (call) =>
          call.query.cursor === '29'
            ? feedPage([post(28)])
            : feedPage([post(30), post(29)], { pinned: [post(1, { pinned: true, body: '공지입니다' })], nextCursor: '29' }),
      }),
    );
    open();
    const pinned = await screen.findByTestId('pinned-posts');
    expect(within(pinned).getByRole('heading', { level: 2 }).textContent).toBe('공지');
    expect(within(pinned).getByTestId('notice-badge').textContent).toBe('공지');
    const feed = screen.getByTestId('feed');
    expect(
      within(feed)
        .getAllByTestId('post-card')
        .map((card) => card.getAttribute('data-post-id')),
    ).toEqual(['30', '29']);
    expect(testApi.requests('get', FEED)[0]?.query).toEqual({ limit: '20' });
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(within(feed).getAllByTestId('post-card')).toHaveLength(3));
    expect(testApi.requests('get', FEED)[1]?.query).toEqual({ cursor: '29', limit: '20' });
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(within(pinned).getByTestId('notice-badge').textContent).toBe('Notice');
  });

  it('says so when there is no post yet (en)', async () => {
    await initTestI18n('en');
    serve({ posts: [] });
    open();
    expect((await screen.findByTestId('feed-empty')).textContent).toContain('No posts yet. Be the first to write.');
  });

  it('asks for newer posts than the newest shown and offers "N new posts", which reloads the feed', async () => {
    serve({ posts: [post(12), post(11)] });
    let count = 2;
    testApi.use(contractHandler({ method: 'get', path: NEW_POSTS, response: newPostsSchema, reply: () => newPosts(count, 14) }));
    open();
    const button = await screen.findByRole('button', { name: '새 글 2개' });
    expect(button.closest('[role="status"]')).toBeTruthy();
    expect(testApi.requests('get', NEW_POSTS)[0]?.query).toEqual({ after: '12' });
    count = 0;
    testApi.use(contractHandler({ method: 'get', path: FEED, response: feedPageSchema, reply: () => feedPage([post(14), post(13), post(12), post(11)]) }));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(4));
    await waitFor(() => expect(screen.queryByTestId('new-posts-button')).not.toBeInTheDocument());
    expect(testApi.requests('get', NEW_POSTS).at(-1)?.query).toEqual({ after: '14' });
  });

  it('polls only while the tab is visible', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      serve({ posts: [post(12)] });
      open();
      await screen.findAllByTestId('post-card');
      expect(testApi.requests('get', NEW_POSTS)).toHaveLength(0);
      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await waitFor(() => expect(testApi.requests('get', NEW_POSTS)).toHaveLength(1));
    } finally {
      visibility.mockRestore();
    }
  });

  it('says "1 new post" in English', async () => {
    await initTestI18n('en');
    serve({ posts: [post(12)] });
    testApi.use(contractHandler({ method: 'get', path: NEW_POSTS, response: newPostsSchema, reply: () => newPosts(1, 13) }));
    open();
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeInTheDocument();
  });
});

describe('a post card', () => {
  it('renders the text from segments only: HTML stays text, only http(s) links are links', async () => {
    const body = '<img src=x onerror=alert(1)>\njavascript:alert(1) https://keys.example/a';
    serve({
      posts: [
        post(5, {
          body,
          segments: [
            { type: 'text', text: '<img src=x onerror=alert(1)>\njavascript:alert(1) ' },
            { type: 'link', text: 'https://keys.example/a', href: 'https://keys.example/a' },
            { type: 'link', text: ' evil', href: 'javascript:alert(2)' },
          ],
        }),
      ],
    });
    open();
    const text = await screen.findByTestId('post-body');
    expect(text.textContent).toBe('<img src=x onerror=alert(1)>\njavascript:alert(1) https://keys.example/a evil');
    expect(text.querySelector('img')).toBeNull();
    const links = within(text).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://keys.example/a');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
  });

  it('shows the author, badges, Edited, hidden and the images with their alt text', async () => {
    serve({
      posts: [
        post(6, {
          author: {
            id: 9,
            nickname: '봄날',
            imageUrl: null,
            isStaff: false,
            badge: { designId: 3, name: { ko: '봄의 기억', en: 'Spring Memory' }, rarity: 'legendary', serialNo: 12, imageUrl: '/k.png' },
          },
          editedAt: new Date().toISOString(),
          hidden: true,
          mine: true,
          images: [{ url: '/api/board/images/a.png' }, { url: '/api/board/images/b.png' }],
        }),
        post(5, { author: { id: 1, nickname: '운영자', imageUrl: '/a.png', isStaff: true, badge: null } }),
      ],
    });
    open();
    const [first, second] = (await screen.findAllByTestId('post-card')) as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('key-badge').textContent).toBe('봄의 기억 · 레전더리 · #12');
    expect(within(first).getByTestId('post-edited').textContent).toBe('수정됨');
    expect(within(first).getByTestId('post-hidden').textContent).toBe('운영팀에 의해 숨겨진 글입니다');
    expect(within(first).getByTestId('author-avatar').textContent).toBe('봄');
    expect(
      within(first)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['사진 1 / 2', '사진 2 / 2']);
    expect(within(second).getByTestId('staff-badge').textContent).toBe('운영진');
    expect(within(first).getByRole('link', { name: '댓글 0개' })).toHaveAttribute('href', '/community/7/posts/6');
    await act(() => i18next.changeLanguage('en'));
    expect(within(first).getByTestId('key-badge').textContent).toBe('Spring Memory · Legendary · #12');
    expect(within(first).getByTestId('post-hidden').textContent).toBe('Hidden by the support team');
    expect(
      within(first)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Image 1 of 2', 'Image 2 of 2']);
    expect(within(second).getByTestId('staff-badge').textContent).toBe('Staff');
    expect(within(first).getByRole('link', { name: '0 comments' })).toBeInTheDocument();
  });

  it('toggles a like at once (aria-pressed, count) and keeps the exact count the api answers', async () => {
    serve({ posts: [post(3, { likeCount: 4 })] });
    let answer: (value: ReactionState) => void = () => undefined;
    testApi.use(
      contractHandler({
        method: 'put',
        path: COMMUNITY_API.reaction('post', 3),
        request: reactionInputSchema,
        response: reactionStateSchema,
        reply: (call) => {
          expect(call.body).toEqual({ liked: true });
          return new Promise((resolve) => {
            answer = resolve;
          });
        },
      }),
    );
    open();
    const like = await screen.findByRole('button', { name: '좋아요 4' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(within(like).getByTestId('like-count').textContent).toBe('5');
    await act(async () => answer({ liked: true, likeCount: 9 }));
    await waitFor(() => expect(within(like).getByTestId('like-count').textContent).toBe('9'));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Like 9' })).toBe(like);
  });

  it('puts a like back when the api refuses it', async () => {
    serve({ posts: [post(3, { likeCount: 1, liked: true })] });
    testApi.use(
      contractHandler({
        method: 'put',
        path: COMMUNITY_API.reaction('post', 3),
        request: reactionInputSchema,
        response: reactionStateSchema,
        reply: () => Promise.reject(refusal('TEMPORARY_ERROR')),
      }),
    );
    open();
    const like = await screen.findByTestId('like-post-3');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(like);
    await waitFor(() => expect(testApi.requests('put')).toHaveLength(1));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(within(like).getByTestId('like-count').textContent).toBe('1');
    expect(testApi.requests('put')[0]?.body).toEqual({ liked: false });
  });

  it('menu by keyboard: my post offers Edit and Delete; Delete asks first, then deletes', async () => {
    serve({ posts: [post(8, { mine: true }), post(7)] });
    testApi.use(contractHandler({ method: 'delete', path: COMMUNITY_API.post(8), response: deletedSchema, reply: () => ({ deleted: true as const }) }));
    open();
    const [mine, other] = (await screen.findAllByTestId('post-card')) as [HTMLElement, HTMLElement];
    const menuButton = within(mine).getByRole('button', { name: '게시글 메뉴' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.keyDown(menuButton, { key: 'ArrowDown' });
    const menu = within(mine).getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['수정', '삭제']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('수정'));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('삭제'));
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(within(mine).queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    fireEvent.click(within(other).getByRole('button', { name: '게시글 메뉴' }));
    expect(
      within(other)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['신고']);
    fireEvent.keyDown(within(other).getByRole('menu'), { key: 'Escape' });

    fireEvent.click(menuButton);
    fireEvent.click(within(mine).getByRole('menuitem', { name: '삭제' }));
    const dialog = within(mine).getByTestId('post-delete-dialog');
    expect(within(dialog).getByRole('heading', { name: '게시글을 삭제할까요?' })).toBeInTheDocument();
    testApi.use(contractHandler({ method: 'get', path: FEED, response: feedPageSchema, reply: () => feedPage([post(7)]) }));
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(1));
    expect(testApi.requests('delete', COMMUNITY_API.post(8))).toHaveLength(1);
  });

  it('a moderator pins a post as a notice', async () => {
    serve({ as: ACCESS.admin, posts: [post(7)] });
    testApi.use(
      contractHandler({
        method: 'put',
        path: COMMUNITY_API.pin(7),
        request: pinInputSchema,
        response: communityPostSchema,
        reply: () => post(7, { pinned: true }),
      }),
    );
    open();
    const card = await screen.findByTestId('post-card');
    fireEvent.click(within(card).getByRole('button', { name: '게시글 메뉴' }));
    expect(
      within(card)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['신고', '공지로 고정', '삭제']);
    testApi.use(contractHandler({ method: 'get', path: FEED, response: feedPageSchema, reply: () => feedPage([], { pinned: [post(7, { pinned: true })] }) }));
    fireEvent.click(within(card).getByRole('menuitem', { name: '공지로 고정' }));
    expect(await screen.findByTestId('pinned-posts')).toBeInTheDocument();
    expect(testApi.requests('put', COMMUNITY_API.pin(7))[0]?.body).toEqual({ pinned: true });
  });

  it('edits my post in place', async () => {
    serve({ posts: [post(8, { mine: true, body: '처음 글' })] });
    testApi.use(
      contractHandler({
        method: 'patch',
        path: COMMUNITY_API.post(8),
        request: postInputSchema,
        response: communityPostSchema,
        reply: (call) => post(8, { mine: true, body: postInputSchema.parse(call.body).body }),
      }),
    );
    open();
    const card = await screen.findByTestId('post-card');
    fireEvent.click(within(card).getByRole('button', { name: '게시글 메뉴' }));
    fireEvent.click(within(card).getByRole('menuitem', { name: '수정' }));
    const field = within(card).getByRole('textbox', { name: '게시글 수정' });
    expect(field as HTMLTextAreaElement).toHaveValue('처음 글');
    testApi.use(
      contractHandler({
        method: 'get',
        path: FEED,
        response: feedPageSchema,
        reply: () => feedPage([post(8, { mine: true, body: '고친 글', editedAt: new Date().toISOString() })]),
      }),
    );
    fireEvent.change(field, { target: { value: '고친 글' } });
    fireEvent.click(within(card).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.getByTestId('post-body').textContent).toBe('고친 글'));
    expect(testApi.requests('patch')[0]?.body).toEqual({ body: '고친 글' });
  });

  it('refuses an emptied post edit without sending', async () => {
    serve({ posts: [post(8, { mine: true, body: '처음 글' })] });
    open();
    const card = await screen.findByTestId('post-card');
    fireEvent.click(within(card).getByRole('button', { name: '게시글 메뉴' }));
    fireEvent.click(within(card).getByRole('menuitem', { name: '수정' }));
    const field = within(card).getByRole('textbox', { name: '게시글 수정' });
    fireEvent.change(field, { target: { value: ' \n ' } });
    fireEvent.click(within(card).getByRole('button', { name: '저장' }));
    const error = await within(card).findByRole('alert');
    expect(error.textContent).toBe('내용을 입력해 주세요.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', expect.stringContaining(error.id));
    expect(testApi.requests('patch')).toHaveLength(0);
  });
});

describe('the composer', () => {
  it('refuses more than 4 images and other types before sending (ko, en)', async () => {
    serve();
    testApi.use(contractHandler({ method: 'post', path: FEED, response: communityPostSchema, reply: () => post(4, { mine: true }) }));
    open();
    const input = await screen.findByTestId('composer-images');
    fireEvent.change(input, { target: { files: [png('1.png'), png('2.png'), png('3.png'), png('4.png'), png('5.png')] } });
    expect((await screen.findByTestId('composer-images-error')).textContent).toBe('이미지는 최대 4장까지 올릴 수 있습니다.');
    expect(input).toHaveAttribute('aria-describedby', expect.stringContaining(screen.getByTestId('composer-images-error').id));
    expect(screen.queryByTestId('composer-previews')).not.toBeInTheDocument();

    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect(screen.getByTestId('composer-images-error').textContent).toBe('jpg, jpeg, png 파일만 올릴 수 있습니다.');
    fireEvent.change(input, { target: { files: [png('big.png', 10 * 1024 * 1024 + 1)] } });
    expect(screen.getByTestId('composer-images-error').textContent).toBe('이미지는 10MB 이하여야 합니다.');

    await act(() => i18next.changeLanguage('en'));
    fireEvent.change(input, { target: { files: [png('1.png'), png('2.png'), png('3.png'), png('4.png'), png('5.png')] } });
    expect(screen.getByTestId('composer-images-error').textContent).toBe('You can add up to 4 images.');
    fireEvent.change(screen.getByTestId('composer-body'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(testApi.requests('post', FEED)).toHaveLength(1));
  });

  it('refuses an empty post without sending', async () => {
    serve();
    open();
    fireEvent.click(await screen.findByRole('button', { name: '게시' }));
    expect((await screen.findByTestId('composer-body-error')).textContent).toBe('내용을 입력해 주세요.');
    const field = screen.getByTestId('composer-body');
    expect(field).toHaveAttribute('aria-describedby', expect.stringContaining(screen.getByTestId('composer-body-error').id));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(testApi.requests('post')).toHaveLength(0);
  });

  it('refuses a post over 5,000 characters without sending; spaces and line breaks around do not count', async () => {
    serve();
    testApi.use(contractHandler({ method: 'post', path: FEED, response: communityPostSchema, reply: () => post(4, { mine: true }) }));
    open();
    const field = await screen.findByTestId('composer-body');
    fireEvent.change(field, { target: { value: '가'.repeat(5001) } });
    fireEvent.click(screen.getByRole('button', { name: '게시' }));
    expect((await screen.findByTestId('composer-body-error')).textContent).toBe('입력할 수 있는 글자 수를 넘었습니다.');
    expect(testApi.requests('post', FEED)).toHaveLength(0);

    fireEvent.change(field, { target: { value: `  ${'가'.repeat(5000)}\r\n  ` } });
    fireEvent.click(screen.getByRole('button', { name: '게시' }));
    await waitFor(() => expect(testApi.requests('post', FEED)).toHaveLength(1));
    expect(testApi.requests('post', FEED)[0]?.form?.get('body')).toBe('가'.repeat(5000));
    await waitFor(() => expect(screen.queryByTestId('composer-body-error')).not.toBeInTheDocument());
  });

  it('shows the api’s refusal of the text under it, focused, and keeps the text and images', async () => {
    serve();
    testApi.use(
      contractHandler({
        method: 'post',
        path: FEED,
        response: communityPostSchema,
        reply: () => {
          throw refusal('COMMUNITY_TEXT_REQUIRED');
        },
      }),
    );
    open();
    const field = (await screen.findByTestId('composer-body')) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: '안녕하세요' } });
    fireEvent.change(screen.getByTestId('composer-images'), { target: { files: [png('a.png')] } });
    fireEvent.click(screen.getByRole('button', { name: '게시' }));
    expect((await screen.findByTestId('composer-body-error')).textContent).toBe('내용을 입력해 주세요.');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.value).toBe('안녕하세요');
    expect(within(screen.getByTestId('composer-previews')).getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByTestId('composer-error')).not.toBeInTheDocument();
  });

  it('sends the text and the images as multipart, previews with remove buttons, then reloads the feed', async () => {
    serve();
    testApi.use(contractHandler({ method: 'post', path: FEED, response: communityPostSchema, reply: () => post(4, { mine: true }) }));
    open();
    const input = await screen.findByTestId('composer-images');
    fireEvent.change(screen.getByRole('textbox', { name: '글 내용' }), { target: { value: '  첫 글\n둘째 줄  ' } });
    expect(screen.getByTestId('composer-counter').textContent).toBe('8 / 5,000자');
    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png'), png('c.png')] } });
    const previews = screen.getByTestId('composer-previews');
    expect(
      within(previews)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['첨부할 사진 1', '첨부할 사진 2', '첨부할 사진 3']);
    expect(within(previews).getAllByRole('img')[0]?.getAttribute('src')).toMatch(/^blob:preview-/);
    fireEvent.click(screen.getByRole('button', { name: '사진 2 빼기' }));
    expect(within(previews).getAllByRole('img')).toHaveLength(2);
    expect(URL.revokeObjectURL).toHaveBeenCalled();

    testApi.use(
      contractHandler({
        method: 'get',
        path: FEED,
        response: feedPageSchema,
        reply: () => feedPage([post(4, { mine: true, body: '첫 글\n둘째 줄' }), post(3), post(2), post(1)]),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '게시' }));
    expect((await screen.findByTestId('composer-status')).textContent).toBe('글이 게시되었습니다.');
    const [sent] = testApi.requests('post', FEED);
    // multipart/form-data sends a line break as CRLF, as a browser does.
    expect(sent?.form?.get('body')).toBe('첫 글\r\n둘째 줄');
    expect((sent?.form?.getAll('images') as File[]).map((file) => file.name)).toEqual(['a.png', 'c.png']);
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(4));
    expect((screen.getByTestId('composer-body') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByTestId('composer-previews')).not.toBeInTheDocument();
  });

  it('shows the api’s refusal in the member’s language', async () => {
    await initTestI18n('en');
    serve();
    testApi.use(
      contractHandler({
        method: 'post',
        path: FEED,
        response: communityPostSchema,
        reply: () => {
          throw refusal('COMMUNITY_TOO_MANY_IMAGES');
        },
      }),
    );
    open();
    fireEvent.change(await screen.findByTestId('composer-body'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByTestId('composer-images-error')).textContent).toBe('You can add up to 4 images.');
    testApi.use(
      contractHandler({
        method: 'post',
        path: FEED,
        response: communityPostSchema,
        reply: () => {
          throw refusal('RATE_LIMITED');
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByTestId('composer-error')).textContent).toBe('Too many requests. Please try again shortly.');
  });

  it('is not offered to staff who may only read', async () => {
    serve({ as: ACCESS.support });
    open();
    await screen.findAllByTestId('post-card');
    expect(screen.queryByTestId('composer')).not.toBeInTheDocument();
  });
});

describe('/community/* other paths', () => {
  it('shows not found for an unknown path', async () => {
    open('/community/abc');
    expect(screen.getByTestId('community-not-found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '전체 커뮤니티' })).toHaveAttribute('href', '/community');
  });
});
