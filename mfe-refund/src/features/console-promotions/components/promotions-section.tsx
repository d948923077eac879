import { useTranslation } from 'react-i18next';
import type { Me } from 'shared-contract';
import { noticeStyle } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { sectionStyle, sectionTitleStyle } from '../../../console-kit/components/console-styles';
import { ViewTabs } from '../../../console-kit/components/view-tabs';
import { enumParam, useConsoleParams } from '../../../console-kit/hooks/use-console-params';
import { AnnouncementList } from './announcement-list';
import { LotteryList } from './lottery-list';
import { PopupList } from './popup-list';

const VIEWS = ['popups', 'lotteries', 'announcements'] as const;
type PromotionsView = (typeof VIEWS)[number];
const PREFIX = 'promotions-view';

/**
 * The console's popups, lotteries and announcements (issue 13 C), each a tab kept in the URL
 * (`?section=promotions&view=lotteries`). Support reads; an admin creates and changes (audited by the api).
 */
export function PromotionsSection({ staff, now }: { staff: Me; now?: Date }) {
  const { t } = useTranslation(NAMESPACE);
  const { params, update } = useConsoleParams();
  const view = enumParam(params, 'view', VIEWS) ?? 'popups';
  const isAdmin = staff.role === 'admin';

  return (
    <section aria-labelledby="promotions-section-title" css={sectionStyle} data-testid="console-promotions">
      <h2 id="promotions-section-title" css={sectionTitleStyle}>
        {t('promotions.title')}
      </h2>
      {!isAdmin ? (
        <p css={noticeStyle('info')} data-testid="promotions-read-only-note">
          {t('promotions.readOnly')}
        </p>
      ) : null}
      <ViewTabs<PromotionsView>
        aria-label={t('promotions.viewsLabel')}
        idPrefix={PREFIX}
        views={VIEWS}
        viewLabel={(id) => t(`promotions.views.${id}`)}
        value={view}
        onOpen={(next) => update({ view: next })}
        data-testid="promotions-views"
      >
        {view === 'popups' ? (
          <PopupList isAdmin={isAdmin} now={now} />
        ) : view === 'lotteries' ? (
          <LotteryList isAdmin={isAdmin} now={now} />
        ) : (
          <AnnouncementList isAdmin={isAdmin} now={now} />
        )}
      </ViewTabs>
    </section>
  );
}
