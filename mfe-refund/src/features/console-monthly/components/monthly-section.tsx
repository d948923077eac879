import { useTranslation } from 'react-i18next';
import { AWARD_STATUSES, type Me } from 'shared-contract';
import { NAMESPACE } from '../../../namespace';
import { sectionStyle, sectionTitleStyle } from '../../../console-kit/components/console-styles';
import { ViewTabs } from '../../../console-kit/components/view-tabs';
import { enumParam, useConsoleParams } from '../../../console-kit/hooks/use-console-params';
import { AwardList } from './award-list';
import { MonthList } from './month-list';

const VIEWS = ['months', 'awards'] as const;
type MonthlyView = (typeof VIEWS)[number];
const PREFIX = 'monthly-view';

/**
 * The console's monthly missions section (issue 13 A): the months (an admin sets one up or changes one that has not
 * ended) and the KEY of the Month awards with the take-back / keep decisions. The place is in the URL
 * (`?section=monthly&view=awards&status=NEEDS_DECISION`). Every action is audited by the api.
 */
export function MonthlySection({ staff, now }: { staff: Me; now?: Date }) {
  const { t } = useTranslation(NAMESPACE);
  const { params, update } = useConsoleParams();
  const view = enumParam(params, 'view', VIEWS) ?? 'months';
  const status = enumParam(params, 'status', AWARD_STATUSES);

  return (
    <section aria-labelledby="monthly-section-title" css={sectionStyle} data-testid="console-monthly">
      <h2 id="monthly-section-title" css={sectionTitleStyle}>
        {t('monthly.title')}
      </h2>
      <ViewTabs<MonthlyView>
        aria-label={t('monthly.viewsLabel')}
        idPrefix={PREFIX}
        views={VIEWS}
        viewLabel={(id) => t(`monthly.views.${id}`)}
        value={view}
        onOpen={(next) => update({ view: next, status: null })}
        data-testid="monthly-views"
      >
        {view === 'months' ? (
          <MonthList isAdmin={staff.role === 'admin'} now={now} />
        ) : (
          <AwardList status={status} onStatus={(next) => update({ status: next ?? null }, { replace: true })} />
        )}
      </ViewTabs>
    </section>
  );
}
