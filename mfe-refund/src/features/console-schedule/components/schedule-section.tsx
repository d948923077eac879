import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Me } from 'shared-contract';
import { EmptyState, ErrorState, noticeStyle, Skeleton } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { sectionStyle, sectionTitleStyle, subTitleStyle } from '../../../console-kit/components/console-styles';
import { useScheduleHistory } from '../api/get-schedule-history';
import { useServiceInfo } from 'shared-session';
import { defaultScheduleYear, specFormValues, toFormValues } from '../utils/schedule-form';
import { ScheduleForm } from './schedule-form';
import { ScheduleHistory } from './schedule-history';
import { ScheduleView } from './schedule-view';

/**
 * The termination schedule: the one in force and every published version (support and admin); an admin also
 * publishes a new version. Support sees it read-only (the api refuses their PUT as well).
 */
export function ScheduleSection({ staff }: { staff: Me }) {
  const { t } = useTranslation(NAMESPACE);
  const history = useScheduleHistory();
  const info = useServiceInfo();
  const isAdmin = staff.role === 'admin';

  let content;
  if (history.isPending || info.isPending) content = <Skeleton height={320} />;
  else if (history.isError) content = <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  else {
    // The schedule in force may come from the environment overrides (version 0), which the history does not hold.
    const current = info.data?.termination ?? history.data[0] ?? null;
    // Without the server clock (service info failed) the browser's clock picks the year.
    const year = defaultScheduleYear(info.data ? new Date(info.data.now) : new Date());
    content = (
      <>
        <section
          aria-labelledby="schedule-current-title"
          css={css`
            display: grid;
            gap: 12px;
          `}
        >
          <h3 id="schedule-current-title" css={subTitleStyle}>
            {t('console.schedule.current')}
          </h3>
          {current ? <ScheduleView schedule={current} /> : <EmptyState title={t('console.schedule.none')} />}
        </section>
        {isAdmin ? (
          <ScheduleForm initial={current ? toFormValues(current) : specFormValues(year)} defaultYear={year} />
        ) : (
          <p css={noticeStyle('info')} data-testid="schedule-read-only">
            {t('console.schedule.readOnly')}
          </p>
        )}
        <section
          aria-labelledby="schedule-history-title"
          css={css`
            display: grid;
            gap: 12px;
          `}
        >
          <h3 id="schedule-history-title" css={subTitleStyle}>
            {t('console.schedule.history')}
          </h3>
          <ScheduleHistory history={history.data} />
        </section>
      </>
    );
  }

  return (
    <section aria-labelledby="schedule-title" css={sectionStyle}>
      <h2 id="schedule-title" css={sectionTitleStyle}>
        {t('console.schedule.title')}
      </h2>
      {content}
    </section>
  );
}
