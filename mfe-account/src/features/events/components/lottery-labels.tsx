import { useTranslation } from 'react-i18next';
import type { LotteryEntry, LotterySummary } from 'shared-contract';
import { formatKst, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { badgeStyle } from '../../../components/event-styles';

export function StateBadge({ state }: { state: LotterySummary['state'] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span css={badgeStyle(state === 'OPEN' ? 'success' : 'neutral')} data-testid="lottery-state" data-state={state}>
      {t(`events.states.${state}`)}
    </span>
  );
}

/** The member's own state on a lottery: entered, won or not won (nothing for a visitor or without an entry). */
export function MineBadge({ mine }: { mine: LotteryEntry | null }) {
  const { t } = useTranslation(NAMESPACE);
  if (!mine?.entered) return null;
  const key = mine.won === true ? 'won' : mine.won === false ? 'lost' : 'entered';
  return (
    <span css={badgeStyle(key === 'won' ? 'highlight' : 'neutral')} data-testid="lottery-mine">
      {t(`events.mine.${key}`)}
    </span>
  );
}

/** The lottery's facts as text, in the member's language (dates in KST). */
export function useLotteryText() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const at = (iso: string) => formatKst(iso, 'dateMinute', language);
  return {
    at,
    window: (lottery: LotterySummary) => t('events.dates.window', { start: at(lottery.entryStartsAt), end: at(lottery.entryEndsAt) }),
    drawAt: (lottery: LotterySummary) => t('events.dates.at', { at: at(lottery.drawAt) }),
    prize: (lottery: LotterySummary) =>
      lottery.prize.kind === 'KEY'
        ? t('events.lottery.prizeKey', { project: lottery.prize.project ? localized(lottery.prize.project.title) : 'KEYS' })
        : t('events.lottery.prizeTicket'),
    eligibility: (lottery: LotterySummary) =>
      lottery.eligibleProject ? t('events.lottery.eligibleOwners', { project: localized(lottery.eligibleProject.title) }) : t('events.lottery.eligibleAll'),
  };
}
