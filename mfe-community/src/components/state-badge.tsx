import { useTranslation } from 'react-i18next';
import type { CommunityState } from 'shared-contract';
import { formatKst, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../namespace';
import { badgeStyle } from './styles';

/** Open; "Opens yyyy.MM.dd HH:mm (KST)"; temporarily unavailable. */
export function StateBadge({ state, opensAt }: { state: CommunityState; opensAt: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const text =
    state === 'OPEN'
      ? t('state.OPEN')
      : state === 'CLOSED'
        ? t('state.CLOSED')
        : opensAt
          ? t('state.NOT_OPEN', { date: formatKst(opensAt, 'dateMinute', language) })
          : t('state.NOT_OPEN_UNDATED');
  return (
    <span css={badgeStyle(state === 'OPEN' ? 'green' : state === 'CLOSED' ? 'neutral' : 'pink')} data-testid="community-state">
      {text}
    </span>
  );
}
