import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { MonthlyCurrent } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { Button, EmptyState, ErrorState, formatKstLastDay, noticeStyle, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useMonthlyCurrent } from '../api/get-monthly-current';
import { CheckInAction } from './check-in-action';
import { KeyOfMonthCard } from './key-of-month-card';
import { MissionCard } from './mission-card';
import { formatMonth } from './month-format';
import { MonthlyHistory } from './monthly-history';
import { StreakCalendar } from './streak-calendar';
import { cardListStyle, mutedTextStyle, sectionStyle, sectionTitleStyle } from '../../../components/event-styles';

function Missions({ current }: { current: MonthlyCurrent }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const missions = current.missions;
  if (!missions) return null;
  return (
    <section aria-labelledby="monthly-missions-title" css={sectionStyle} data-testid="monthly-missions">
      <h2 id="monthly-missions-title" css={sectionTitleStyle}>
        {t('monthly.monthHeading', { month: formatMonth(current.month, language) })}
      </h2>
      <p css={mutedTextStyle}>{t('monthly.kstNote')}</p>
      {current.qualified ? (
        <p
          role="status"
          css={[
            noticeStyle('success'),
            css`
              font-weight: 700;
            `,
          ]}
          data-testid="monthly-qualified"
        >
          {t('monthly.qualified', { date: formatKstLastDay(current.distributeBy, language) })}
        </p>
      ) : null}
      <ul
        css={[
          cardListStyle,
          css`
            align-items: start;
          `,
        ]}
        aria-label={t('monthly.missions.label')}
      >
        <MissionCard
          id="checkin"
          title={t('monthly.missions.checkinTitle')}
          goal={t('monthly.missions.checkinGoal', { count: missions.checkin.target })}
          progressLabel={t('monthly.missions.checkinProgress', { count: missions.checkin.done, target: missions.checkin.target })}
          progress={missions.checkin}
        >
          <StreakCalendar month={current.month} today={current.today} checkinDays={current.checkinDays} />
          <CheckInAction signedIn={current.signedIn} checkedInToday={current.checkedInToday} />
        </MissionCard>
        <MissionCard
          id="buy"
          title={t('monthly.missions.buyTitle')}
          goal={t('monthly.missions.buyGoal', { count: missions.buy.target })}
          progressLabel={t('monthly.missions.buyProgress', { count: missions.buy.done, target: missions.buy.target })}
          progress={missions.buy}
        >
          <span>
            <Button to="/shop" variant="secondary" data-testid="monthly-to-shop">
              {t('monthly.missions.toShop')}
            </Button>
          </span>
        </MissionCard>
      </ul>
    </section>
  );
}

/**
 * `/event/monthly` (issue 13 A): this KST month's check-in and buying missions with the member's progress, today's
 * check-in, the KEY of the Month they earn, and past months. Visitors see it all with a sign-in call instead of the
 * check-in; a month no admin has set up yet says it is being prepared.
 */
export function MonthlyEvent() {
  const { t } = useTranslation(NAMESPACE);
  // The shell keeps the one session store current (it runs the session sync).
  const status = useSessionStore((state) => state.status);
  const known = status !== 'loading';
  const current = useMonthlyCurrent(known);

  let content;
  if (!known || current.isPending) {
    content = (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('monthly.loading')}
        css={css`
          display: grid;
          gap: 12px;
        `}
      >
        <Skeleton height={220} />
        <Skeleton height={160} />
      </div>
    );
  } else if (!current.data) {
    content = <ErrorState error={current.error} title={t('monthly.error')} onRetry={() => void current.refetch()} />;
  } else if (!current.data.open || !current.data.missions) {
    content = (
      <section css={sectionStyle} data-testid="monthly-preparing">
        <EmptyState title={t('monthly.preparing')} description={t('monthly.preparingDescription')} data-testid="monthly-not-open" />
      </section>
    );
  } else {
    content = (
      <>
        <Missions current={current.data} />
        {current.data.key ? <KeyOfMonthCard monthKey={current.data.key} distributeBy={current.data.distributeBy} /> : null}
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
      data-testid="monthly-event"
    >
      {content}
      <MonthlyHistory enabled={known} />
    </div>
  );
}
