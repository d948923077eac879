import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageContainer, Tabs, tabPanelProps, type TabItem } from 'shared-ui';
import { sectionStyle } from '../components/card-styles';
import { GoldBalance } from '../features/coins/components/gold-balance';
import { GoldHistory } from '../features/coins/components/gold-history';
import { GoldShop } from '../features/coins/components/gold-shop';
import { PurchaseHistory } from '../features/purchases/components/purchase-history';
import { NAMESPACE } from '../namespace';

type HistoryTab = 'gold' | 'purchases';
const PREFIX = 'history';
/** `?history=purchases` opens the KEY purchases (a link from elsewhere can point at it). */
const PARAM = 'history';

/** The history: the Gold ledger and the KEY purchases (GET /api/payment/history) in two tabs. */
function HistorySection() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const selected: HistoryTab = params.get(PARAM) === 'purchases' ? 'purchases' : 'gold';
  const items: TabItem<HistoryTab>[] = [
    { id: 'gold', label: t('coins.historyTitle') },
    { id: 'purchases', label: t('purchases.title') },
  ];
  const select = (tab: HistoryTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'gold') next.delete(PARAM);
        else next.set(PARAM, tab);
        return next;
      },
      { replace: true },
    );
  return (
    <section css={sectionStyle} aria-label={t('purchases.historyLabel')} data-testid="history-section">
      <Tabs aria-label={t('purchases.historyLabel')} idPrefix={PREFIX} items={items} value={selected} onChange={select} stretch data-testid="history-tabs" />
      <div
        {...tabPanelProps(PREFIX, selected)}
        css={css`
          display: grid;
          gap: 8px;
          min-width: 0;
        `}
      >
        {selected === 'gold' ? <GoldHistory /> : <PurchaseHistory />}
      </div>
    </section>
  );
}

/** `/my/coins`: the Gold balance, buying Gold by card, and the history (Gold and KEY purchases). */
export default function CoinsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageContainer title={t('pages.coins')} width="narrow">
      <div
        css={css`
          display: grid;
          gap: 16px;
        `}
      >
        <GoldBalance />
        <GoldShop />
        <HistorySection />
      </div>
    </PageContainer>
  );
}
