import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageContainer, Tabs, tabPanelProps } from 'shared-ui';
import { EventAnnouncements } from '../features/support/components/event-announcements';
import { FaqList } from '../features/support/components/faq-list';
import { NoticeList } from '../features/support/components/notice-list';
import { SupportInquiry } from '../features/support-inquiry/components/support-inquiry';
import { NAMESPACE } from '../namespace';

type SupportTab = 'faq' | 'notice' | 'inquiry';
const PREFIX = 'support-tabs';

/** `/support?notice` opens the notices (spec section 2) with the newest event announcements (issue 13 C), `/support?inquiry` the 1:1 inquiry (issue 10 D); otherwise the FAQ. */
export const tabFromSearch = (search: string): SupportTab => {
  const params = new URLSearchParams(search);
  if (params.has('notice')) return 'notice';
  if (params.has('inquiry')) return 'inquiry';
  return 'faq';
};

export default function SupportPage() {
  const { t } = useTranslation(NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFromSearch(location.search);

  return (
    <PageContainer title={t('support.title')} width="wide">
      <Tabs<SupportTab>
        aria-label={t('support.tabsLabel')}
        data-testid="support-tabs"
        idPrefix={PREFIX}
        items={[
          { id: 'notice', label: t('support.tabs.notice') },
          { id: 'faq', label: t('support.tabs.faq') },
          { id: 'inquiry', label: t('inquiry.tab') },
        ]}
        value={tab}
        onChange={(next) => void navigate({ pathname: location.pathname, search: `?${next}` }, { replace: true })}
        stretch
      />
      <div {...tabPanelProps(PREFIX, tab)}>
        {tab === 'notice' ? (
          <>
            <NoticeList />
            <EventAnnouncements />
          </>
        ) : tab === 'inquiry' ? (
          <SupportInquiry />
        ) : (
          <FaqList />
        )}
      </div>
    </PageContainer>
  );
}
