import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, Skeleton, theme, useLocalized } from 'shared-ui';
import { ApiError, useSessionStore } from 'shared-session';
import { NAMESPACE } from '../../../namespace';
import { useLottery } from '../api/get-lottery';
import { DrawVerification } from './draw-verification';
import { LotteryEntryPanel } from './lottery-entry';
import { MineBadge, StateBadge, useLotteryText } from './lottery-labels';
import { factsStyle, sectionStyle, sectionTitleStyle } from '../../../components/event-styles';
import { bodyTextStyle } from './styles';

/** The lottery id of `?id=N` (a positive integer), or null. */
export function lotteryIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * `/event/lottery?id=N` (issue 13 C): the lottery (description, window and draw in KST, prize, eligibility,
 * entrants), the member's entry and result with the prize, and the draw anyone can verify.
 */
export function LotteryView({ lotteryId }: { lotteryId: number | null }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const text = useLotteryText();
  const status = useSessionStore((state) => state.status);
  const known = status !== 'loading';
  const lottery = useLottery(lotteryId, known);

  const notFound = (
    <EmptyState
      title={t('events.lottery.notFound')}
      description={t('events.lottery.notFoundHint')}
      action={<Button to="/event">{t('events.lottery.backToEvents')}</Button>}
      data-testid="lottery-not-found"
    />
  );
  if (lotteryId === null) return notFound;
  if (!known || lottery.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('events.lottery.loading')}
        css={css`
          display: grid;
          gap: 12px;
        `}
      >
        <Skeleton height={200} />
        <Skeleton height={160} />
      </div>
    );
  }
  if (!lottery.data) {
    if (lottery.error instanceof ApiError && lottery.error.code === 'LOTTERY_NOT_FOUND') return notFound;
    return <ErrorState error={lottery.error} title={t('events.lottery.error')} onRetry={() => void lottery.refetch()} />;
  }
  const data = lottery.data;

  return (
    <div
      css={css`
        display: grid;
        gap: 16px;
        min-width: 0;
        color: ${theme.colors.gray900};
      `}
      data-testid="lottery-view"
    >
      <section aria-labelledby="lottery-title" css={sectionStyle}>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 6px;
          `}
        >
          <StateBadge state={data.state} />
          <MineBadge mine={data.mine} />
        </div>
        <h2
          id="lottery-title"
          css={[
            sectionTitleStyle,
            css`
              font-size: 20px;
              overflow-wrap: anywhere;
            `,
          ]}
        >
          {localized(data.title)}
        </h2>
        <p css={bodyTextStyle}>{localized(data.description)}</p>
        <dl css={factsStyle} aria-label={t('events.lottery.facts')} data-testid="lottery-facts">
          <dt>{t('events.lottery.window')}</dt>
          <dd data-testid="lottery-window">{text.window(data)}</dd>
          <dt>{t('events.lottery.drawAt')}</dt>
          <dd data-testid="lottery-draw-at">{text.drawAt(data)}</dd>
          <dt>{t('events.lottery.prize')}</dt>
          <dd data-testid="lottery-prize-kind">{text.prize(data)}</dd>
          <dt>{t('events.lottery.prizes')}</dt>
          <dd>{t('events.lottery.prizesValue', { count: data.prizes })}</dd>
          <dt>{t('events.lottery.eligibility')}</dt>
          <dd data-testid="lottery-eligibility">{text.eligibility(data)}</dd>
          <dt>{t('events.lottery.entrants')}</dt>
          <dd data-testid="lottery-entrants">{t('events.lottery.entrantsValue', { count: data.entrants })}</dd>
        </dl>
      </section>
      <LotteryEntryPanel lottery={data} signedIn={status === 'authenticated'} />
      <DrawVerification lottery={data} />
      <span>
        <Button to="/event" variant="secondary">
          {t('events.lottery.backToEvents')}
        </Button>
      </span>
    </div>
  );
}
