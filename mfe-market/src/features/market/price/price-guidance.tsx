import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace';
import { noteStyle } from '../../../components/panel-styles';
import { useMarketPrices } from './api/get-market-prices';
import { PriceFigures } from '../../../components/price-figures';

/** On the listing form: the KEY design's lowest listing, last sale and number listed, as guidance for the price. */
export function PriceGuidance({ designId }: { designId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const prices = useMarketPrices({ keyDesignId: designId });
  // Guidance only: while it loads or when it cannot be read, the form works without it.
  if (!prices.data) return null;
  return (
    <div
      css={css`
        display: grid;
        gap: 6px;
      `}
      data-testid="price-guidance"
    >
      <p css={noteStyle}>{t('prices.guidance')}</p>
      <PriceFigures prices={prices.data} />
    </div>
  );
}
