import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useKeySet } from '../../../api/get-key-set';
import { SalesTable } from '../price/sales-table';
import { noteStyle } from '../../../components/panel-styles';

/** The design's market sales (price and date), newest first, in the KEY activities tab. */
export function PriceHistory({ designId }: { designId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const keySet = useKeySet(designId);

  const body = () => {
    if (keySet.isPending) return <Skeleton height={48} />;
    if (keySet.isError) return <ErrorState error={keySet.error} title={t('market.listings.loadFailed')} onRetry={() => void keySet.refetch()} />;
    if (keySet.data.history.length === 0)
      return (
        <p css={noteStyle} data-testid="price-history-empty">
          {t('market.history.empty')}
        </p>
      );
    return <SalesTable sales={keySet.data.history} testId="price-history" />;
  };

  return (
    <section
      aria-labelledby="price-history-title"
      css={css`
        display: grid;
        gap: 8px;
        margin-bottom: 20px;
      `}
    >
      <h3
        id="price-history-title"
        css={css`
          margin: 0;
          font-size: 16px;
        `}
      >
        {t('market.history.title')}
      </h3>
      {body()}
    </section>
  );
}
