import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LotterySummary } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { Button, EmptyState, ErrorState, Skeleton, theme, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useLotteries } from '../api/get-lotteries';
import { AnnouncementList } from './announcement-list';
import { lotteryPath } from './lottery-path';
import { MineBadge, StateBadge, useLotteryText } from './lottery-labels';
import { cardListStyle, factsStyle, mutedTextStyle, sectionStyle, sectionTitleStyle } from '../../../components/event-styles';
import { cardStyle } from './styles';

function LotteryCard({ lottery }: { lottery: LotterySummary }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const text = useLotteryText();
  const title = localized(lottery.title);
  return (
    <li>
      <article css={cardStyle} aria-labelledby={`lottery-card-${lottery.id}`} data-testid="lottery-card" data-lottery-id={lottery.id}>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 6px;
          `}
        >
          <StateBadge state={lottery.state} />
          <MineBadge mine={lottery.mine} />
        </div>
        <h3
          id={`lottery-card-${lottery.id}`}
          css={css`
            margin: 0;
            font-size: 16px;
            overflow-wrap: anywhere;
          `}
        >
          {title}
        </h3>
        <dl css={factsStyle}>
          <dt>{t('events.lottery.window')}</dt>
          <dd>{text.window(lottery)}</dd>
          <dt>{t('events.lottery.drawAt')}</dt>
          <dd>{text.drawAt(lottery)}</dd>
          <dt>{t('events.lottery.prize')}</dt>
          <dd>
            {text.prize(lottery)} · {t('events.lottery.prizesValue', { count: lottery.prizes })}
          </dd>
          <dt>{t('events.lottery.entrants')}</dt>
          <dd>{t('events.lottery.entrantsValue', { count: lottery.entrants })}</dd>
        </dl>
        <span>
          <Button
            to={lotteryPath(lottery.id)}
            variant={lottery.state === 'OPEN' ? 'primary' : 'secondary'}
            aria-label={t('events.hub.detailsLabel', { title })}
          >
            {t('events.hub.details')}
          </Button>
        </span>
      </article>
    </li>
  );
}

function LotteryGroup({ id, title, empty, items }: { id: string; title: string; empty: string; items: LotterySummary[] }) {
  return (
    <section aria-labelledby={`${id}-title`} css={sectionStyle} data-testid={id}>
      <h2 id={`${id}-title`} css={sectionTitleStyle}>
        {title}
      </h2>
      {items.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul css={cardListStyle} aria-label={title}>
          {items.map((lottery) => (
            <LotteryCard key={lottery.id} lottery={lottery} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * `/event` (issue 13 C): open and upcoming lotteries (and those waiting for their draw), drawn ones with the member's
 * result, and the event announcements with winners lists.
 */
export function EventsHub() {
  const { t } = useTranslation(NAMESPACE);
  const status = useSessionStore((state) => state.status);
  const known = status !== 'loading';
  const lotteries = useLotteries(known);

  let groups;
  if (!known || lotteries.isPending) {
    groups = (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('events.hub.loading')}
        css={css`
          display: grid;
          gap: 12px;
        `}
      >
        <Skeleton height={180} />
      </div>
    );
  } else if (!lotteries.data) {
    groups = <ErrorState error={lotteries.error} title={t('events.hub.error')} onRetry={() => void lotteries.refetch()} />;
  } else {
    const items = lotteries.data;
    groups = (
      <>
        <LotteryGroup
          id="lotteries-current"
          title={t('events.hub.current')}
          empty={t('events.hub.currentEmpty')}
          items={items.filter((item) => item.state !== 'DRAWN')}
        />
        <LotteryGroup
          id="lotteries-drawn"
          title={t('events.hub.drawn')}
          empty={t('events.hub.drawnEmpty')}
          items={items.filter((item) => item.state === 'DRAWN')}
        />
      </>
    );
  }

  return (
    <div
      css={css`
        display: grid;
        gap: 16px;
        min-width: 0;
        color: ${theme.colors.gray900};
      `}
      data-testid="events-hub"
    >
      <p css={mutedTextStyle}>{t('events.hub.intro')}</p>
      {groups}
      <AnnouncementList />
    </div>
  );
}
