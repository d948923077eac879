import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commentInputSchema, errorMessage, type CommunityComment, type CommunityReply } from 'shared-contract';
import { Avatar, Button, Dialog, mq, noticeStyle, RelativeTime, theme, useLanguage } from 'shared-ui';
import { AuthorBadges } from '../../../components/author-line';
import { LikeButton } from '../../../components/like-button';
import { MoreMenu, type MenuAction } from '../../../components/more-menu';
import { ReportDialog } from '../../../components/report-dialog';
import { SegmentsText } from '../../../components/segments-text';
import { listResetStyle, smallTextStyle } from '../../../components/styles';
import { useCommunityGuard } from '../../../hooks/community-guard';
import { NAMESPACE } from '../../../namespace';
import { errorCode } from '../../../utils/api-error';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useEditComment } from '../api/edit-comment';
import { CommentForm } from './comment-form';

const placeholderStyle = css`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${theme.radius.sm}px;
  background: ${theme.colors.gray50};
  font-size: 14px;
  font-style: italic;
  color: ${theme.colors.gray600};
`;

const repliesStyle = css`
  ${listResetStyle};
  margin-top: 8px;
  padding-left: 16px;
  border-left: 2px solid ${theme.colors.gray200};
  ${mq.desktop} {
    padding-left: 24px;
    margin-left: 20px;
  }
`;

type Props = { comment: CommunityReply; postId: number; isReply: boolean; onReply?: () => void };

/** One comment or reply: author, time, text, like, Reply (top level only) and its menu; or its placeholder. */
function CommentBody({ comment, postId, isReply, onReply }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { access, reportError } = useCommunityGuard();
  const edit = useEditComment(postId);
  const remove = useDeleteComment(postId);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const testId = isReply ? 'reply' : 'comment';

  if (comment.deleted || !comment.author) {
    return (
      <p css={placeholderStyle} data-testid={`${testId}-placeholder`}>
        {comment.deleted ? t('comments.deletedComment') : t('comments.hiddenComment')}
      </p>
    );
  }
  const author = comment.author;

  const actions: MenuAction[] = [];
  if (comment.mine) {
    actions.push({ id: 'edit', label: t('comments.edit'), onSelect: () => setEditing(true) });
    actions.push({ id: 'delete', label: t('comments.delete'), onSelect: () => setConfirmDelete(true), danger: true });
  } else {
    if (access.canWrite) actions.push({ id: 'report', label: t('comments.report'), onSelect: () => setReporting(true) });
    if (access.canModerate) actions.push({ id: 'delete', label: t('comments.delete'), onSelect: () => setConfirmDelete(true), danger: true });
  }

  return (
    <div
      css={css`
        display: grid;
        gap: 6px;
      `}
      data-testid={testId}
      data-comment-id={comment.id}
    >
      <div
        css={css`
          display: flex;
          gap: 8px;
          align-items: flex-start;
        `}
      >
        <Avatar src={author.imageUrl} name={author.nickname} size={32} data-testid="author-avatar" />
        <div
          css={css`
            display: grid;
            gap: 2px;
            flex: 1;
            min-width: 0;
          `}
        >
          <AuthorBadges author={author} />
          <p
            css={[
              smallTextStyle,
              css`
                display: flex;
                flex-wrap: wrap;
                gap: 4px 8px;
              `,
            ]}
          >
            <RelativeTime iso={comment.createdAt} />
            {comment.editedAt ? <span>{t('comments.edited')}</span> : null}
          </p>
        </div>
        <MoreMenu label={t('comments.menu')} actions={actions} data-testid={`${testId}-menu`} />
      </div>
      {comment.hidden ? (
        <p
          css={[
            noticeStyle('info'),
            css`
              font-weight: 600;
            `,
          ]}
          data-testid="comment-hidden"
        >
          {t('comments.hidden')}
        </p>
      ) : null}
      {editing ? (
        <CommentForm
          label={t('comments.editLabel')}
          submitLabel={t('comments.save')}
          initialBody={comment.body}
          autoFocus
          pending={edit.isPending}
          onCancel={() => setEditing(false)}
          send={(body, callbacks) => edit.mutate({ commentId: comment.id, body }, { onSuccess: () => setEditing(false), onError: callbacks.onError })}
          data-testid="comment-edit-form"
        />
      ) : (
        <SegmentsText segments={comment.segments} data-testid={`${testId}-body`} />
      )}
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 8px;
        `}
      >
        <LikeButton targetType="comment" targetId={comment.id} liked={comment.liked} likeCount={comment.likeCount} disabled={!access.canWrite} />
        {!isReply && onReply && access.canWrite ? (
          <Button variant="ghost" onClick={onReply} data-testid="reply-button">
            {t('comments.reply')}
          </Button>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" css={noticeStyle('error')}>
          {errorMessage(failure, language)}
        </p>
      ) : null}
      <Dialog
        open={confirmDelete}
        title={t('comments.deleteTitle')}
        confirmLabel={t('comments.delete')}
        cancelLabel={t('comments.cancel')}
        onClose={() => setConfirmDelete(false)}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSettled: () => setConfirmDelete(false),
            onError: (error) => {
              if (!reportError(error)) setFailure(errorCode(error));
            },
          })
        }
        data-testid="comment-delete-dialog"
      >
        {t('comments.deleteText')}
      </Dialog>
      {reporting ? <ReportDialog target={{ targetType: 'comment', targetId: comment.id }} onClose={() => setReporting(false)} /> : null}
    </div>
  );
}

/** A top-level comment, its replies indented one level, and the reply form when asked for. */
export function CommentItem({ comment, postId }: { comment: CommunityComment; postId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const create = useCreateComment(postId);
  const [replying, setReplying] = useState(false);
  const nickname = comment.author?.nickname ?? '';

  return (
    <li data-testid="comment-thread">
      <CommentBody comment={comment} postId={postId} isReply={false} onReply={() => setReplying(true)} />
      {replying ? (
        <div
          css={css`
            margin: 8px 0 0 16px;
          `}
        >
          <CommentForm
            label={t('comments.replyLabel', { nickname })}
            submitLabel={t('comments.replySubmit')}
            autoFocus
            pending={create.isPending}
            onCancel={() => setReplying(false)}
            send={(body, callbacks) => {
              const values = commentInputSchema.parse({ body, parentId: comment.id });
              create.mutate(
                { postId, values },
                {
                  onSuccess: () => {
                    callbacks.onSuccess();
                    setReplying(false);
                  },
                  onError: callbacks.onError,
                },
              );
            }}
            data-testid="reply-form"
          />
        </div>
      ) : null}
      {comment.replies.length > 0 ? (
        <ul css={repliesStyle} aria-label={t('comments.repliesLabel', { nickname: nickname || t('comments.deletedComment') })} data-testid="replies">
          {comment.replies.map((reply) => (
            <li key={reply.id}>
              <CommentBody comment={reply} postId={postId} isReply />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
