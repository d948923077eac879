import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { communityPaths, errorMessage, type CommunityPost } from 'shared-contract';
import { Avatar, Dialog, noticeStyle, RelativeTime, theme, useLanguage } from 'shared-ui';
import { AuthorBadges } from '../../../components/author-line';
import { LikeButton } from '../../../components/like-button';
import { MoreMenu, type MenuAction } from '../../../components/more-menu';
import { ReportDialog } from '../../../components/report-dialog';
import { SegmentsText } from '../../../components/segments-text';
import { badgeStyle, cardStyle, smallTextStyle, textLinkStyle } from '../../../components/styles';
import { useCommunityGuard } from '../../../hooks/community-guard';
import { NAMESPACE } from '../../../namespace';
import { errorCode } from '../../../utils/api-error';
import { useDeletePost } from '../api/delete-post';
import { usePinPost } from '../api/pin-post';
import { ImageGrid } from './image-grid';
import { PostEditForm } from './post-edit-form';

export type PostCardProps = {
  post: CommunityPost;
  /** On the post's own page: no link to itself, and what happens once it is deleted. */
  detail?: boolean;
  onDeleted?: () => void;
};

/**
 * One post: author (avatar, nickname, Staff and KEY badges), time, Notice and Edited marks, the text from its
 * segments (never HTML), the images, the like toggle, the comment count and the "⋯" menu (edit and delete one's
 * own, report others', pin and delete as a moderator).
 */
export function PostCard({ post, detail = false, onDeleted }: PostCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { access, reportError } = useCommunityGuard();
  const remove = useDeletePost();
  const pin = usePinPost();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const failed = (error: unknown) => {
    if (!reportError(error)) setFailure(errorCode(error));
  };

  const actions: MenuAction[] = [];
  if (post.mine) {
    actions.push({ id: 'edit', label: t('card.edit'), onSelect: () => setEditing(true) });
    actions.push({ id: 'delete', label: t('card.delete'), onSelect: () => setConfirmDelete(true), danger: true });
  } else if (access.canWrite) {
    actions.push({ id: 'report', label: t('card.report'), onSelect: () => setReporting(true) });
  }
  if (access.canModerate) {
    actions.push({
      id: 'pin',
      label: post.pinned ? t('card.unpin') : t('card.pin'),
      onSelect: () => {
        setFailure(null);
        pin.mutate({ postId: post.id, pinned: !post.pinned }, { onError: failed });
      },
    });
    if (!post.mine) actions.push({ id: 'delete', label: t('card.delete'), onSelect: () => setConfirmDelete(true), danger: true });
  }

  const deletePost = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        onDeleted?.();
      },
      onError: (error) => {
        setConfirmDelete(false);
        failed(error);
      },
    });

  return (
    <article
      css={[
        cardStyle,
        css`
          display: grid;
          gap: 12px;
        `,
        post.hidden &&
          css`
            background: ${theme.colors.gray50};
          `,
      ]}
      aria-label={t('post.title') + ' · ' + post.author.nickname}
      data-testid="post-card"
      data-post-id={post.id}
    >
      <header
        css={css`
          display: flex;
          gap: 10px;
          align-items: flex-start;
          min-width: 0;
        `}
      >
        <Avatar src={post.author.imageUrl} name={post.author.nickname} data-testid="author-avatar" />
        <div
          css={css`
            display: grid;
            gap: 2px;
            flex: 1;
            min-width: 0;
          `}
        >
          <AuthorBadges author={post.author} />
          <p
            css={[
              smallTextStyle,
              css`
                display: flex;
                flex-wrap: wrap;
                align-items: center;
                gap: 4px 8px;
              `,
            ]}
          >
            <RelativeTime iso={post.createdAt} />
            {post.editedAt ? <span data-testid="post-edited">{t('card.edited')}</span> : null}
            {post.pinned ? (
              <span css={badgeStyle('pink')} data-testid="notice-badge">
                {t('card.notice')}
              </span>
            ) : null}
          </p>
        </div>
        <MoreMenu label={t('card.menu')} actions={actions} data-testid="post-menu" />
      </header>

      {post.hidden ? (
        <p
          css={[
            noticeStyle('info'),
            css`
              font-weight: 600;
            `,
          ]}
          data-testid="post-hidden"
        >
          {t('card.hidden')}
        </p>
      ) : null}

      {editing ? <PostEditForm post={post} onDone={() => setEditing(false)} /> : <SegmentsText segments={post.segments} data-testid="post-body" />}

      <ImageGrid images={post.images} />

      <footer
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 8px 16px;
        `}
      >
        <LikeButton targetType="post" targetId={post.id} liked={post.liked} likeCount={post.likeCount} disabled={!access.canWrite} />
        {detail ? (
          <span css={smallTextStyle} data-testid="post-comment-count">
            {t('card.comments', { count: post.commentCount })}
          </span>
        ) : (
          <Link to={communityPaths.post(post.projectId, post.id)} css={textLinkStyle} data-testid="post-comments-link">
            {t('card.comments', { count: post.commentCount })}
          </Link>
        )}
      </footer>

      {failure ? (
        <p role="alert" css={noticeStyle('error')} data-testid="post-error">
          {errorMessage(failure, language)}
        </p>
      ) : null}

      <Dialog
        open={confirmDelete}
        title={t('card.deleteTitle')}
        confirmLabel={t('card.delete')}
        cancelLabel={t('card.cancel')}
        onConfirm={deletePost}
        onClose={() => setConfirmDelete(false)}
        busy={remove.isPending}
        data-testid="post-delete-dialog"
      >
        {t('card.deleteText')}
      </Dialog>
      {reporting ? <ReportDialog target={{ targetType: 'post', targetId: post.id }} onClose={() => setReporting(false)} /> : null}
    </article>
  );
}
