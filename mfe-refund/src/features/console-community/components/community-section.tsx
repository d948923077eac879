import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from 'shared-contract';
import { NAMESPACE } from '../../../namespace';
import { sectionStyle, sectionTitleStyle } from '../../../console-kit/components/console-styles';
import { ViewTabs } from '../../../console-kit/components/view-tabs';
import { useConsoleParams } from '../../../console-kit/hooks/use-console-params';
import { COMMUNITY_VIEWS, communityParamsFrom, type CommunityView } from '../utils/community-params';
import { BanList } from './ban-list';
import { CommunityList } from './community-list';
import { ReportDetail } from './report-detail';
import { ReportQueue } from './report-queue';

const PREFIX = 'community-view';

/**
 * The console's community section (issue 11 C): the reports queue (a report's detail with hide, dismiss and ban),
 * the bans, and every community's settings (changed by admins only). The place is in the URL
 * (`?section=community&view=reports&status=OPEN&id=post:12`).
 */
export function CommunitySection({ staff }: { staff: Me }) {
  const { t } = useTranslation(NAMESPACE);
  const { params, update } = useConsoleParams();
  const place = communityParamsFrom(params);
  // The report whose detail was just closed: its row gets the focus back.
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);

  const openView = (view: CommunityView) => update({ view, status: null, id: null, page: null, active: null });

  return (
    <section aria-labelledby="community-section-title" css={sectionStyle} data-testid="console-community">
      <h2 id="community-section-title" css={sectionTitleStyle}>
        {t('community.title')}
      </h2>
      <ViewTabs<CommunityView>
        aria-label={t('community.viewsLabel')}
        idPrefix={PREFIX}
        views={COMMUNITY_VIEWS}
        viewLabel={(id) => t(`community.views.${id}`)}
        value={place.view}
        onOpen={openView}
        data-testid="community-views"
      >
        {place.view === 'reports' ? (
          place.target ? (
            <ReportDetail key={`${place.target.targetType}:${place.target.targetId}`} target={place.target} onBack={() => update({ id: null })} />
          ) : (
            <ReportQueue
              status={place.status}
              page={place.page}
              returnFocusTo={returnFocusTo}
              onStatus={(status) => {
                setReturnFocusTo(null);
                update({ status, page: null }, { replace: true });
              }}
              onPage={(page) => update({ page })}
              onOpen={(id) => {
                setReturnFocusTo(id);
                update({ id });
              }}
            />
          )
        ) : null}
        {place.view === 'bans' ? (
          <BanList
            activeOnly={place.activeOnly}
            page={place.page}
            onActiveOnly={(activeOnly) => update({ active: activeOnly ? null : 'all', page: null }, { replace: true })}
            onPage={(page) => update({ page })}
          />
        ) : null}
        {place.view === 'communities' ? <CommunityList isAdmin={staff.role === 'admin'} /> : null}
      </ViewTabs>
    </section>
  );
}
