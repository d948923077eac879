import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Skeleton, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { headingStyle, panelStyle } from '../../../components/panel-styles';
import { useMarketPrices, type PriceScope } from './api/get-market-prices';
import { PriceChart } from './price-chart';
import { PriceFigures } from '../../../components/price-figures';
import { SalesTable } from './sales-table';

type PricePanelProps = {
  scope: PriceScope;
  /** A link to the market's listings of this scope (on `/key/details`). */
  marketLink?: string;
};

/** Price discovery of a KEY design or a project: the figures, the chart of its sales and the sales as a table. */
export function PricePanel({ scope, marketLink }: PricePanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const prices = useMarketPrices(scope);

  const body = () => {
    if (prices.isPending) return <Skeleton height={64} radius={8} />;
    if (prices.isError) return <ErrorState error={prices.error} title={t('prices.loadFailed')} onRetry={() => void prices.refetch()} />;
    const { history } = prices.data;
    return (
      <>
        <PriceFigures prices={prices.data} />
        {history.length > 0 && (
          <>
            <h3
              css={css`
                margin: 4px 0 0;
                font-size: 15px;
              `}
            >
              {t('prices.chart.title')}
            </h3>
            <PriceChart sales={history} />
            <details
              css={css`
                summary {
                  min-height: 44px;
                  display: flex;
                  align-items: center;
                  cursor: pointer;
                  font-size: 14px;
                  color: ${theme.colors.gray800};
                }
              `}
            >
              <summary>{t('prices.chart.table')}</summary>
              <SalesTable sales={[...history].reverse()} testId="price-sales-table" />
            </details>
          </>
        )}
      </>
    );
  };

  return (
    <section
      aria-labelledby={titleId}
      css={[
        panelStyle,
        css`
          margin-top: 16px;
        `,
      ]}
      data-testid="price-panel"
    >
      <h2 id={titleId} css={headingStyle}>
        {'projectId' in scope ? t('prices.projectTitle') : t('prices.title')}
      </h2>
      {body()}
      {marketLink !== undefined && (
        <Button variant="secondary" to={marketLink} data-testid="price-market-link">
          {t('prices.toMarket')}
        </Button>
      )}
    </section>
  );
}
