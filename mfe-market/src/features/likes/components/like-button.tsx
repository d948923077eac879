import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LikeTarget } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useLikeStatus, useToggleLike } from '../api/like';

/** A heart toggle (aria-pressed) with the like count; a visitor is sent to sign in and comes back here. */
export function LikeButton({ target }: { target: LikeTarget }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionStore((state) => state.status);
  const { data } = useLikeStatus(target);
  const toggle = useToggleLike(target);
  const liked = data?.liked ?? false;
  const count = data?.count ?? 0;

  const onClick = () => {
    if (session !== 'authenticated') {
      const callbackUrl = `${location.pathname}${location.search}`;
      navigate(`/user/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl })}`);
      return;
    }
    toggle.mutate(!liked);
  };

  return (
    <span css={css`display: inline-flex; flex-direction: column; gap: 4px;`}>
      <button
        type="button"
        aria-pressed={liked}
        data-testid="like-button"
        onClick={onClick}
        disabled={session === 'loading'}
        css={css`
          display: inline-flex;
          align-items: center;
          gap: 6px;
          min-height: 40px;
          padding: 0 14px;
          border-radius: 999px;
          border: 1px solid ${liked ? theme.colors.pink : theme.colors.gray300};
          background: ${liked ? theme.colors.pinkSoft : theme.colors.white};
          color: ${theme.colors.gray900};
          font: inherit;
          font-size: 14px;
          cursor: pointer;
          &:focus-visible { outline: 2px solid ${theme.colors.pink}; outline-offset: 2px; }
        `}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <path
            d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 2.9 5 6.4 5c2 0 3.3 1.1 4.1 2.3h3C14.3 6.1 15.6 5 17.6 5 21.1 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
            fill={liked ? theme.colors.pink : 'none'}
            stroke={liked ? theme.colors.pink : theme.colors.gray600}
            strokeWidth="2"
          />
        </svg>
        <span data-testid="like-count">{t('likes.count', { count })}</span>
      </button>
      {toggle.isError ? (
        <span role="alert" css={css`font-size: 12px; color: ${theme.colors.red};`}>
          {t('likes.failed')}
        </span>
      ) : null}
    </span>
  );
}
