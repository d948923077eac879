import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import {
  COMMUNITY_API,
  type CommunityAccess,
  commentEditInputSchema,
  commentInputSchema,
  commentsPageSchema,
  communityDetailSchema,
  communityPostSchema,
  communityReplySchema,
  deletedSchema,
  reactionInputSchema,
  reactionStateSchema,
  reportInputSchema,
  reportReceiptSchema,
} from 'shared-contract';
import CommunitySubPage from '../../../pages/community-sub-page';
import { ACCESS, access, comment, commentsPage, community, post, reply } from '../../../testing/fixtures';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { initTestI18n, renderAt, signIn } from '../../../testing/render';

const testApi = setupContractApi();

const COMMENTS = COMMUNITY_API.comments(11);

const thread = () => [
  comment(1, {
    body: '첫 댓글',
    segments: [{ type: 'text', text: '첫 댓글' }],
    likeCount: 2,
    replies: [
      reply(2, 1, { body: '답글이에요', segments: [{ type: 'text', text: '답글이에요' }], mine: true }),
      reply(3, 1, { deleted: true, author: null, body: '', segments: [] }),
    ],
  }),
  comment(4, {
    deleted: true,
    author: null,
    body: '',
    segments: [],
    replies: [reply(5, 4, { body: '남은 답글', segments: [{ type: 'text', text: '남은 답글' }] })],
  }),
  comment(6, { hidden: true, author: null, body: '', segments: [], replies: [reply(7, 6)] }),
  comment(8, { hidden: true, mine: true, body: '내 숨겨진 댓글', segments: [{ type: 'text', text: '내 숨겨진 댓글' }] }),
];

function serve(as: CommunityAccess = ACCESS.owner) {
  testApi.use(contractHandler({ method: 'get', path: COMMUNITY_API.community(7), response: communityDetailSchema, reply: () => community(7, { access: as }) }));
  testApi.use(
    contractHandler({
      method: 'get',
      path: COMMUNITY_API.post(11),
      response: communityPostSchema,
      reply: () => post(11, { body: '본문', segments: [{ type: 'text', text: '본문' }], commentCount: 6 }),
    }),
  );
  testApi.use(
    contractHandler({
      method: 'get',
      path: COMMENTS,
      response: commentsPageSchema,
      reply: (call) => (call.query.cursor === '8' ? commentsPage([comment(9)]) : commentsPage(thread(), '8')),
    }),
  );
}

const open = () => renderAt(<CommunitySubPage />, '/community/7/posts/11');

beforeEach(async () => {
  signIn();
  await initTestI18n('ko');
});

describe('/community/:projectId/posts/:postId', () => {
  it('shows the post, its comments oldest first with replies one level in, and placeholders that keep replies (ko, en)', async () => {
    serve();
    open();
    expect(await screen.findByTestId('post-card')).toBeInTheDocument();
    expect(screen.getByTestId('post-comment-count').textContent).toBe('댓글 6개');
    expect(screen.getByRole('link', { name: '피드로 돌아가기' })).toHaveAttribute('href', '/community/7');
    const comments = screen.getByTestId('comments');
    expect(within(comments).getByRole('heading', { level: 2 }).textContent).toBe('댓글');
    const threads = await within(comments).findAllByTestId('comment-thread');
    expect(threads).toHaveLength(4);
    const [first, deleted, hidden, mine] = threads as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(within(first).getByTestId('comment-body').textContent).toBe('첫 댓글');
    const replies = within(first).getByRole('list', { name: 'fan201님 댓글의 답글' });
    expect(within(replies).getByTestId('reply-body').textContent).toBe('답글이에요');
    expect(within(replies).getByTestId('reply-placeholder').textContent).toBe('삭제된 댓글');
    // Reply only on top-level comments.
    expect(within(first).getAllByRole('button', { name: '답글' })).toHaveLength(1);

    expect(within(deleted).getByTestId('comment-placeholder').textContent).toBe('삭제된 댓글');
    expect(within(deleted).getByTestId('reply-body').textContent).toBe('남은 답글');
    expect(within(hidden).getByTestId('comment-placeholder').textContent).toBe('숨겨진 댓글');
    expect(within(hidden).getAllByTestId('reply')).toHaveLength(1);
    expect(within(mine).getByTestId('comment-hidden').textContent).toBe('운영팀에 의해 숨겨진 댓글입니다');

    fireEvent.click(within(comments).getByRole('button', { name: '댓글 더 보기' }));
    await waitFor(() => expect(within(comments).getAllByTestId('comment-thread')).toHaveLength(5));
    expect(testApi.requests('get', COMMENTS)[1]?.query).toEqual({ cursor: '8', limit: '50' });

    await act(() => i18next.changeLanguage('en'));
    expect(within(comments).getByRole('heading', { level: 2 }).textContent).toBe('Comments');
    expect(within(deleted).getByTestId('comment-placeholder').textContent).toBe('Deleted comment');
    expect(within(hidden).getByTestId('comment-placeholder').textContent).toBe('Hidden comment');
    expect(within(mine).getByTestId('comment-hidden').textContent).toBe('Hidden by the support team');
    expect(within(first).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.getByTestId('post-comment-count').textContent).toBe('6 comments');
  });

  it('posts a comment and a reply to a top-level comment', async () => {
    serve();
    testApi.use(
      contractHandler({
        method: 'post',
        path: COMMENTS,
        request: commentInputSchema,
        response: communityReplySchema,
        reply: (call) => reply(20, 1, { body: commentInputSchema.parse(call.body).body }),
      }),
    );
    open();
    const form = await screen.findByTestId('comment-form');
    fireEvent.change(within(form).getByRole('textbox', { name: '댓글 쓰기' }), { target: { value: '  좋아요!  ' } });
    expect(form.textContent).toContain('4 / 1,000자');
    fireEvent.click(within(form).getByRole('button', { name: '댓글 등록' }));
    await waitFor(() => expect(testApi.requests('post', COMMENTS)).toHaveLength(1));
    expect(testApi.requests('post', COMMENTS)[0]?.body).toEqual({ body: '좋아요!' });
    await waitFor(() => expect(within(form).getByRole('textbox') as HTMLTextAreaElement).toHaveValue(''));

    const [first] = (await screen.findAllByTestId('comment-thread')) as [HTMLElement];
    fireEvent.click(within(first).getByRole('button', { name: '답글' }));
    const replyForm = within(first).getByTestId('reply-form');
    fireEvent.change(within(replyForm).getByRole('textbox', { name: 'fan201님에게 답글 쓰기' }), { target: { value: '맞아요' } });
    fireEvent.click(within(replyForm).getByRole('button', { name: '답글 등록' }));
    await waitFor(() => expect(testApi.requests('post', COMMENTS)).toHaveLength(2));
    expect(testApi.requests('post', COMMENTS)[1]?.body).toEqual({ body: '맞아요', parentId: 1 });
    await waitFor(() => expect(within(first).queryByTestId('reply-form')).not.toBeInTheDocument());
  });

  it('refuses an empty or too long comment before sending: the catalogue message under the field, focus on it, nothing sent', async () => {
    serve();
    open();
    const form = await screen.findByTestId('comment-form');
    const field = within(form).getByRole('textbox', { name: '댓글 쓰기' });
    fireEvent.change(field, { target: { value: '  \n  ' } });
    fireEvent.click(within(form).getByRole('button', { name: '댓글 등록' }));
    const error = await within(form).findByTestId('comment-form-error');
    expect(error.textContent).toBe('내용을 입력해 주세요.');
    expect(error).toHaveAttribute('role', 'alert');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', expect.stringContaining(error.id));
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'a'.repeat(1001) } });
    expect(within(form).getByTestId('comment-form-error').textContent).toBe('내용을 입력해 주세요.');
    fireEvent.click(within(form).getByRole('button', { name: '댓글 등록' }));
    await waitFor(() => expect(within(form).getByTestId('comment-form-error').textContent).toBe('입력할 수 있는 글자 수를 넘었습니다.'));
    await act(() => i18next.changeLanguage('en'));
    expect(within(form).getByTestId('comment-form-error').textContent).toBe('This text is too long.');
    expect(testApi.requests('post')).toHaveLength(0);
  });

  it('refuses an empty reply and an emptied edit before sending', async () => {
    serve();
    open();
    const [first] = (await screen.findAllByTestId('comment-thread')) as [HTMLElement];
    fireEvent.click(within(first).getByRole('button', { name: '답글' }));
    const replyForm = within(first).getByTestId('reply-form');
    fireEvent.click(within(replyForm).getByRole('button', { name: '답글 등록' }));
    expect((await within(replyForm).findByTestId('comment-form-error')).textContent).toBe('내용을 입력해 주세요.');
    expect(within(replyForm).getByRole('textbox', { name: 'fan201님에게 답글 쓰기' })).toHaveFocus();

    const myReply = within(first).getByTestId('reply');
    fireEvent.click(within(myReply).getByRole('button', { name: '댓글 메뉴' }));
    fireEvent.click(within(myReply).getByRole('menuitem', { name: '수정' }));
    const editForm = within(myReply).getByTestId('comment-edit-form');
    const field = within(editForm).getByRole('textbox', { name: '댓글 수정' }) as HTMLTextAreaElement;
    expect(field).toHaveValue('답글이에요');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(editForm).getByRole('button', { name: '저장' }));
    expect((await within(editForm).findByTestId('comment-form-error')).textContent).toBe('내용을 입력해 주세요.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(testApi.requests('post')).toHaveLength(0);
    expect(testApi.requests('patch')).toHaveLength(0);
  });

  it('shows the api’s refusal of a comment under its field', async () => {
    serve();
    testApi.use(
      contractHandler({
        method: 'post',
        path: COMMENTS,
        request: commentInputSchema,
        response: communityReplySchema,
        reply: () => {
          throw refusal('COMMUNITY_TEXT_TOO_LONG');
        },
      }),
    );
    open();
    const form = await screen.findByTestId('comment-form');
    const field = within(form).getByRole('textbox', { name: '댓글 쓰기' }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: '좋아요' } });
    fireEvent.click(within(form).getByRole('button', { name: '댓글 등록' }));
    expect((await within(form).findByTestId('comment-form-error')).textContent).toBe('입력할 수 있는 글자 수를 넘었습니다.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('좋아요');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('edits and deletes my own reply, and likes a comment', async () => {
    serve();
    testApi.use(
      contractHandler({
        method: 'patch',
        path: COMMUNITY_API.comment(2),
        request: commentEditInputSchema,
        response: communityReplySchema,
        reply: (call) => reply(2, 1, { body: commentEditInputSchema.parse(call.body).body, mine: true }),
      }),
    );
    testApi.use(contractHandler({ method: 'delete', path: COMMUNITY_API.comment(2), response: deletedSchema, reply: () => ({ deleted: true as const }) }));
    testApi.use(
      contractHandler({
        method: 'put',
        path: COMMUNITY_API.reaction('comment', 1),
        request: reactionInputSchema,
        response: reactionStateSchema,
        reply: () => ({ liked: true, likeCount: 3 }),
      }),
    );
    open();
    const [first] = (await screen.findAllByTestId('comment-thread')) as [HTMLElement];
    const myReply = within(first).getByTestId('reply');
    fireEvent.click(within(myReply).getByRole('button', { name: '댓글 메뉴' }));
    expect(
      within(myReply)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['수정', '삭제']);
    fireEvent.click(within(myReply).getByRole('menuitem', { name: '수정' }));
    fireEvent.change(within(myReply).getByRole('textbox', { name: '댓글 수정' }), { target: { value: '고친 답글' } });
    fireEvent.click(within(myReply).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(testApi.requests('patch')).toHaveLength(1));
    expect(testApi.requests('patch')[0]?.body).toEqual({ body: '고친 답글' });

    await waitFor(() => expect(within(myReply).queryByTestId('comment-edit-form')).not.toBeInTheDocument());
    fireEvent.click(within(myReply).getByRole('button', { name: '댓글 메뉴' }));
    fireEvent.click(within(myReply).getByRole('menuitem', { name: '삭제' }));
    const dialog = within(myReply).getByTestId('comment-delete-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('댓글을 삭제할까요?');
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(testApi.requests('delete')).toHaveLength(1));

    const like = within(first).getByTestId('like-comment-1');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like);
    await waitFor(() => expect(within(like).getByTestId('like-count').textContent).toBe('3'));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(testApi.requests('put')[0]?.body).toEqual({ liked: true });
  });

  it('reports a comment: a reason is required, Other needs details, then "Report received" (ko)', async () => {
    serve();
    testApi.use(
      contractHandler({
        method: 'post',
        path: COMMUNITY_API.report,
        request: reportInputSchema,
        response: reportReceiptSchema,
        reply: () => ({ id: 1, createdAt: new Date().toISOString() }),
      }),
    );
    open();
    const [first] = (await screen.findAllByTestId('comment-thread')) as [HTMLElement];
    const top = within(first).getAllByTestId('comment')[0] as HTMLElement;
    fireEvent.click(within(top).getByRole('button', { name: '댓글 메뉴' }));
    fireEvent.click(within(top).getByRole('menuitem', { name: '신고' }));
    const dialog = await screen.findByTestId('report-dialog');
    expect(within(dialog).getByRole('heading', { name: '댓글 신고' })).toBeInTheDocument();
    const group = within(dialog).getByRole('radiogroup', { name: '신고 사유' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['스팸·홍보', '욕설·괴롭힘', '혐오·차별', '음란·선정적인 내용', '개인정보 노출', '불법 정보', '기타']);
    fireEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('신고 사유를 선택해 주세요.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-describedby', within(dialog).getByRole('alert').id);
    expect(within(group).getByRole('radio', { name: '스팸·홍보' })).toHaveFocus();
    expect(testApi.requests('post', COMMUNITY_API.report)).toHaveLength(0);

    fireEvent.click(within(group).getByRole('radio', { name: '기타' }));
    // Choosing a reason clears its message at once.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(group).not.toHaveAttribute('aria-invalid');
    const detail = within(dialog).getByRole('textbox', { name: '상세 내용' });
    expect(detail).toBeRequired();
    fireEvent.change(detail, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect((await within(dialog).findByTestId('report-detail-error')).textContent).toBe('신고 사유를 입력해 주세요.');
    expect(detail).toHaveAttribute('aria-invalid', 'true');
    expect(detail).toHaveAttribute('aria-describedby', expect.stringContaining(within(dialog).getByTestId('report-detail-error').id));
    expect(detail).toHaveFocus();
    expect(testApi.requests('post', COMMUNITY_API.report)).toHaveLength(0);

    fireEvent.change(detail, { target: { value: '광고 링크를 반복해서 올려요' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect((await within(dialog).findByTestId('report-done')).textContent).toContain('신고가 접수되었습니다.');
    expect(testApi.requests('post', COMMUNITY_API.report)[0]?.body).toEqual({
      targetType: 'comment',
      targetId: 1,
      reason: 'OTHER',
      detail: '광고 링크를 반복해서 올려요',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByTestId('report-dialog')).not.toBeInTheDocument());
  });

  it('reports a post in English and says when it was already reported', async () => {
    await initTestI18n('en');
    serve();
    testApi.use(
      contractHandler({
        method: 'post',
        path: COMMUNITY_API.report,
        request: reportInputSchema,
        response: reportReceiptSchema,
        reply: () => {
          throw refusal('COMMUNITY_ALREADY_REPORTED');
        },
      }),
    );
    open();
    const card = await screen.findByTestId('post-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Post actions' }));
    fireEvent.click(within(card).getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByTestId('report-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Report this post' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByTestId('report-error')).textContent).toBe('You have already reported this.');
    expect(testApi.requests('post', COMMUNITY_API.report)[0]?.body).toEqual({ targetType: 'post', targetId: 11, reason: 'SPAM' });
  });

  it('a banned member reads the comments; the comment form is off', async () => {
    serve(access(ACCESS.owner, { canWrite: false, ban: { until: '2025-07-08T15:00:00.000Z', reason: 'Spam' } }));
    open();
    expect((await screen.findByTestId('ban-until')).textContent).toBe('2025.07.09 00:00 (한국 시간)까지 커뮤니티 이용이 제한되었습니다.');
    const form = await screen.findByTestId('comment-form');
    expect(within(form).getByRole('textbox')).toBeDisabled();
    expect(within(form).getByRole('button', { name: '댓글 등록' })).toBeDisabled();
    expect(screen.queryAllByRole('button', { name: '답글' })).toHaveLength(0);
  });

  it('says when the post does not exist', async () => {
    serve();
    testApi.use(
      contractHandler({
        method: 'get',
        path: COMMUNITY_API.post(11),
        response: communityPostSchema,
        reply: () => {
          throw refusal('COMMUNITY_POST_NOT_FOUND');
        },
      }),
    );
    open();
    expect((await screen.findByTestId('error-state')).textContent).toContain('게시글을 찾을 수 없습니다.');
  });

  it('switches to the no-access message when the comments are refused', async () => {
    serve();
    testApi.use(
      contractHandler({
        method: 'get',
        path: COMMENTS,
        response: commentsPageSchema,
        reply: () => {
          throw refusal('COMMUNITY_NO_ACCESS');
        },
      }),
    );
    open();
    expect(await screen.findByTestId('gate-NO_KEY')).toBeInTheDocument();
  });
});
