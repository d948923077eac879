import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LikeTarget } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { LikeToggle, mq, theme } from 'shared-ui';
import { useToSignIn } from '../../../hooks/use-to-sign-in';
import { NAMESPACE } from '../../../namespace';
import { useLikeStatus, useToggleLike } from '../api/like';

/** The market's heart keeps its size: 40 px high on every screen, a little wider. */
const sizeStyle = css`
  min-height: 40px;
  padding: 0 14px;
  ${mq.desktop} {
    min-height: 40px;
  }
`;

/** A heart toggle (aria-pressed) with the like count; a visitor is sent to sign in and comes back here. */
export function LikeButton({ target }: { target: LikeTarget }) {
  const { t } = useTranslation(NAMESPACE);
  const toSignIn = useToSignIn();
  const session = useSessionStore((state) => state.status);
  const { data } = useLikeStatus(target);
  const toggle = useToggleLike(target);
  const liked = data?.liked ?? false;
  const count = data?.count ?? 0;

  const onClick = () => {
    if (session !== 'authenticated') {
      void toSignIn();
      return;
    }
    toggle.mutate(!liked);
  };

  return (
    <span
      css={css`
        display: inline-flex;
        flex-direction: column;
        gap: 4px;
      `}
    >
      <LikeToggle liked={liked} onToggle={onClick} disabled={session === 'loading'} data-testid="like-button" css={sizeStyle}>
        <span data-testid="like-count">{t('likes.count', { count })}</span>
      </LikeToggle>
      {toggle.isError ? (
        <span
          role="alert"
          css={css`
            font-size: 12px;
            color: ${theme.colors.red};
          `}
        >
          {t('likes.failed')}
        </span>
      ) : null}
    </span>
  );
}
