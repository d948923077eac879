import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { WatchMarket } from 'shared-contract';
import { formatGold, formatKst, mq, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../namespace';

const figuresStyle = css`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  div {
    min-width: 0;
    padding: 10px;
    border-radius: ${theme.radius.sm}px;
    background: ${theme.colors.gray50};
  }
  dt {
    font-size: 12px;
    color: ${theme.colors.gray600};
  }
  dd {
    margin: 2px 0 0;
    font-size: 15px;
    font-weight: 700;
    color: ${theme.colors.gray900};
    overflow-wrap: anywhere;
  }
  ${mq.desktop} {
    gap: 12px;
    dd {
      font-size: 17px;
    }
  }
`;

/** The lowest listing, the last sale (with its day) and how many are listed, as a description list. */
export function PriceFigures({ prices }: { prices: WatchMarket }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const gold = (amount: number) => t('market.gold', { amount: formatGold(amount, language) });
  return (
    <dl css={figuresStyle} data-testid="price-figures">
      <div>
        <dt>{t('prices.floor')}</dt>
        <dd data-testid="price-floor">{prices.floorGold === null ? t('prices.none') : gold(prices.floorGold)}</dd>
      </div>
      <div>
        <dt>{t('prices.lastSale')}</dt>
        <dd data-testid="price-last-sale">
          {prices.lastSale === null ? (
            t('prices.noSales')
          ) : (
            <>
              {gold(prices.lastSale.priceGold)}
              <span
                css={css`
                  display: block;
                  font-size: 12px;
                  font-weight: 400;
                  color: ${theme.colors.gray600};
                `}
              >
                <time dateTime={prices.lastSale.occurredAt}>{t('prices.lastSaleOn', { date: formatKst(prices.lastSale.occurredAt, 'date', language) })}</time>
              </span>
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('prices.listed')}</dt>
        <dd data-testid="price-listed">{t('prices.listedCount', { count: prices.listedCount })}</dd>
      </div>
    </dl>
  );
}
