import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton, formatGold, formatKst, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useKeySet } from '../api/get-key-set';
import { noteStyle } from './styles';

/** The design's market sales (price and date), newest first, in the KEY activities tab. */
export function PriceHistory({ designId }: { designId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const keySet = useKeySet(designId);

  const body = () => {
    if (keySet.isPending) return <Skeleton height={48} />;
    if (keySet.isError) return <ErrorState error={keySet.error} title={t('market.listings.loadFailed')} onRetry={() => void keySet.refetch()} />;
    if (keySet.data.history.length === 0) return <p css={noteStyle} data-testid="price-history-empty">{t('market.history.empty')}</p>;
    return (
      <div css={css`overflow-x: auto;`}>
        <table
          data-testid="price-history"
          css={css`
            width: 100%;
            border-collapse: collapse;
            font-size: 14px;
            th, td { padding: 8px; text-align: left; border-bottom: 1px solid ${theme.colors.gray100}; white-space: nowrap; }
            th { color: ${theme.colors.gray500}; font-weight: 600; font-size: 13px; }
          `}
        >
          <thead>
            <tr>
              <th scope="col">{t('market.history.date')}</th>
              <th scope="col">{t('market.history.serial')}</th>
              <th scope="col">{t('market.history.price')}</th>
            </tr>
          </thead>
          <tbody>
            {keySet.data.history.map((sale) => (
              <tr key={sale.listingId}>
                <td>
                  <time dateTime={sale.occurredAt}>{formatKst(sale.occurredAt, 'dateTime')}</time>
                </td>
                <td>#{sale.serialNo}</td>
                <td>{t('market.gold', { amount: formatGold(sale.priceGold, language) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <section aria-labelledby="price-history-title" css={css`display: grid; gap: 8px; margin-bottom: 20px;`}>
      <h3 id="price-history-title" css={css`margin: 0; font-size: 16px;`}>{t('market.history.title')}</h3>
      {body()}
    </section>
  );
}
