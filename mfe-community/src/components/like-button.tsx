import { useTranslation } from 'react-i18next';
import type { CommunityTargetType } from 'shared-contract';
import { formatNumber, LikeToggle, useLanguage, visuallyHidden } from 'shared-ui';
import { useSetReaction } from '../api/set-reaction';
import { useCommunityGuard } from '../hooks/community-guard';
import { NAMESPACE } from '../namespace';

export type LikeButtonProps = {
  targetType: CommunityTargetType;
  targetId: number;
  liked: boolean;
  likeCount: number;
  disabled?: boolean;
};

/** A heart toggle (aria-pressed) with the count: "Like 3". Changes at once; a refusal puts it back and is said aloud. */
export function LikeButton({ targetType, targetId, liked, likeCount, disabled = false }: LikeButtonProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const guard = useCommunityGuard();
  const reaction = useSetReaction({ targetType, targetId });

  const toggle = () => {
    const next = !liked;
    reaction.mutate({ liked: next, likeCount: Math.max(0, likeCount + (next ? 1 : -1)) }, { onError: (error) => guard.reportError(error) });
  };

  return (
    <LikeToggle liked={liked} onToggle={toggle} disabled={disabled} data-testid={`like-${targetType}-${targetId}`}>
      <span css={visuallyHidden}>{t('card.like')}</span> <span data-testid="like-count">{formatNumber(likeCount, language)}</span>
    </LikeToggle>
  );
}
