import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { COMMUNITY_API, myPostsPageSchema } from 'shared-contract';
import CommunitySubPage from '../../../pages/community-sub-page';
import { myPostsPage } from '../../../testing/fixtures';
import { contractHandler, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { initTestI18n, renderAt, signIn } from '../../../testing/render';

const testApi = setupContractApi();

const open = () => renderAt(<CommunitySubPage />, '/community/my');

beforeEach(async () => {
  signIn();
  await initTestI18n('ko');
});

describe('/community/my', () => {
  it('lists my posts newest first with links, counts and Load more (ko, en)', async () => {
    testApi.use(
      contractHandler({
        method: 'get',
        path: COMMUNITY_API.myPosts,
        response: myPostsPageSchema,
        reply: (call) =>
          call.query.cursor === '4'
            ? myPostsPage([{ id: 3 }])
            : myPostsPage(
                [
                  { id: 5, excerpt: '첫 글', imageCount: 2, likeCount: 1, commentCount: 3 },
                  { id: 4, hidden: true },
                ],
                '4',
              ),
      }),
    );
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('내가 쓴 글');
    const items = await screen.findAllByTestId('my-post');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: '첫 글' })).toHaveAttribute('href', '/community/7/posts/5');
    expect(items[0]?.textContent).toContain('사진 2장 · 좋아요 1 · 댓글 3');
    expect(items[1]?.textContent).toContain('숨겨짐');
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(screen.getAllByTestId('my-post')).toHaveLength(3));
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My posts');
    expect(screen.getAllByTestId('my-post')[0]?.textContent).toContain('2 images · 1 like · 3 comments');
  });

  it('says when there is none yet', async () => {
    testApi.use(contractHandler({ method: 'get', path: COMMUNITY_API.myPosts, response: myPostsPageSchema, reply: () => myPostsPage([]) }));
    open();
    expect((await screen.findByTestId('my-posts-empty')).textContent).toContain('아직 쓴 글이 없습니다.');
  });
});
