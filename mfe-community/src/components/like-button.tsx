import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CommunityTargetType } from 'shared-contract';
import { mq, theme, useLanguage, visuallyHidden } from 'shared-ui';
import { useSetReaction } from '../api/set-reaction';
import { useCommunityGuard } from '../hooks/community-guard';
import { NAMESPACE } from '../namespace';
import { formatCount } from '../utils/text-limits';

export type LikeButtonProps = {
  targetType: CommunityTargetType;
  targetId: number;
  liked: boolean;
  likeCount: number;
  disabled?: boolean;
};

const likeStyle = (liked: boolean) => css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: 999px;
  border: 1px solid ${liked ? theme.colors.pink : theme.colors.gray300};
  background: ${liked ? theme.colors.pinkSoft : theme.colors.white};
  color: ${theme.colors.gray900};
  font: inherit;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${theme.colors.green}; outline-offset: 2px; }
  &:disabled { cursor: not-allowed; color: ${theme.colors.gray600}; background: ${theme.colors.gray50}; }
  ${mq.desktop} { min-height: 36px; }
`;

/** A heart toggle (aria-pressed) with the count: "Like 3". Changes at once; a refusal puts it back and is said aloud. */
export function LikeButton({ targetType, targetId, liked, likeCount, disabled = false }: LikeButtonProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const guard = useCommunityGuard();
  const reaction = useSetReaction({ targetType, targetId });

  const toggle = () => {
    const next = !liked;
    reaction.mutate(
      { liked: next, likeCount: Math.max(0, likeCount + (next ? 1 : -1)) },
      { onError: (error) => guard.reportError(error) },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={toggle}
      disabled={disabled}
      css={likeStyle(liked)}
      data-testid={`like-${targetType}-${targetId}`}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 2.9 5 6.4 5c2 0 3.3 1.1 4.1 2.3h3C14.3 6.1 15.6 5 17.6 5 21.1 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
          fill={liked ? theme.colors.pink : 'none'}
          stroke={liked ? theme.colors.pink : theme.colors.gray600}
          strokeWidth="2"
        />
      </svg>
      <span css={visuallyHidden}>{t('card.like')}</span>{' '}
      <span data-testid="like-count">{formatCount(likeCount, language)}</span>
    </button>
  );
}
