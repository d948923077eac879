import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { OFFER_DIRECTIONS, type OfferDirection } from 'shared-contract';
import { PageContainer, Tabs, tabPanelProps } from 'shared-ui';
import { OfferList } from '../features/offers/components/offer-list';
import { NAMESPACE } from '../namespace';

const TABS = 'cabinet-offers';
const directionOf = (value: string | null): OfferDirection => OFFER_DIRECTIONS.find((direction) => direction === value) ?? 'incoming';

/** `/cabinet/offers[?direction=outgoing]`: offers received on the member's KEYs (accept, decline) and offers they made (withdraw). */
export default function OffersPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const direction = directionOf(params.get('direction'));
  return (
    <PageContainer title={t('offers.title')} subtitle={t('offers.subtitle')} width="narrow">
      <Tabs
        items={[
          { id: 'incoming', label: t('offers.incoming') },
          { id: 'outgoing', label: t('offers.outgoing') },
        ]}
        value={direction}
        onChange={(next) => setParams(next === 'incoming' ? {} : { direction: next }, { replace: true })}
        aria-label={t('offers.tabsLabel')}
        idPrefix={TABS}
        stretch
        data-testid="cabinet-offers-tabs"
      />
      <div {...tabPanelProps(TABS, direction)} css={{ paddingTop: 16 }}>
        <OfferList key={direction} direction={direction} />
      </div>
    </PageContainer>
  );
}
