import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageContainer, Tabs, tabPanelProps } from 'shared-ui';
import { FaqList } from '../features/support/components/faq-list';
import { NoticeList } from '../features/support/components/notice-list';
import { NAMESPACE } from '../namespace';

type SupportTab = 'faq' | 'notice';
const PREFIX = 'support-tabs';

/** `/support?notice` opens the notices (spec section 2); otherwise the FAQ. */
export const tabFromSearch = (search: string): SupportTab => (new URLSearchParams(search).has('notice') ? 'notice' : 'faq');

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
        ]}
        value={tab}
        onChange={(next) => navigate({ pathname: location.pathname, search: `?${next}` }, { replace: true })}
        stretch
      />
      <div {...tabPanelProps(PREFIX, tab)}>{tab === 'notice' ? <NoticeList /> : <FaqList />}</div>
    </PageContainer>
  );
}
