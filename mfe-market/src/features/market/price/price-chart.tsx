import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketSale } from 'shared-contract';
import { formatGold, formatKst, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/** Where each sale goes in the chart's box: time across (evenly when all at one instant), price up. */
export function chartPoints(sales: readonly Pick<MarketSale, 'priceGold' | 'occurredAt'>[]) {
  const times = sales.map((sale) => new Date(sale.occurredAt).getTime());
  const prices = sales.map((sale) => sale.priceGold);
  const [first, last] = [Math.min(...times), Math.max(...times)];
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const x = (time: number, index: number) =>
    PAD + (last > first ? (time - first) / (last - first) : sales.length > 1 ? index / (sales.length - 1) : 0.5) * (WIDTH - 2 * PAD);
  const y = (price: number) => PAD + (high > low ? (high - price) / (high - low) : 0.5) * (HEIGHT - 2 * PAD);
  return { low, high, points: sales.map((sale, index) => ({ x: x(times[index] ?? 0, index), y: y(sale.priceGold) })) };
}

/**
 * The sale prices over time as an SVG line (sales oldest first). Its text alternative is the caption under it (how many
 * sales, when, lowest, highest, latest); the pages also offer the sales as a table.
 */
export function PriceChart({ sales }: { sales: readonly Pick<MarketSale, 'priceGold' | 'occurredAt'>[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const captionId = useId();
  if (sales.length === 0) return null;
  const { low, high, points } = chartPoints(sales);
  const gold = (amount: number) => formatGold(amount, language);
  const firstSale = sales[0];
  const lastSale = sales[sales.length - 1];
  if (!firstSale || !lastSale) return null;
  const caption =
    sales.length === 1
      ? t('prices.chart.oneSale', { date: formatKst(firstSale.occurredAt, 'date', language), price: gold(firstSale.priceGold) })
      : t('prices.chart.summary', {
          count: sales.length,
          first: formatKst(firstSale.occurredAt, 'date', language),
          last: formatKst(lastSale.occurredAt, 'date', language),
          low: gold(low),
          high: gold(high),
          latest: gold(lastSale.priceGold),
        });
  const latest = points[points.length - 1];
  return (
    <figure
      aria-labelledby={captionId}
      css={css`
        margin: 0;
        display: grid;
        gap: 6px;
      `}
      data-testid="price-chart"
    >
      <div
        css={css`
          display: grid;
          grid-template-columns: auto 1fr;
          gap: 6px;
          align-items: stretch;
          font-size: 12px;
          color: ${theme.colors.gray600};
        `}
        aria-hidden="true"
      >
        <div
          css={css`
            display: flex;
            flex-direction: column;
            justify-content: space-between;
            text-align: right;
          `}
        >
          <span>{gold(high)}</span>
          <span>{gold(low)}</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          focusable="false"
          css={css`
            width: 100%;
            height: 120px;
            overflow: visible;
          `}
        >
          <line x1={0} x2={WIDTH} y1={HEIGHT - 1} y2={HEIGHT - 1} stroke={theme.colors.gray300} strokeWidth={1} vectorEffect="non-scaling-stroke" />
          <polyline
            points={points.map((point) => `${point.x},${point.y}`).join(' ')}
            fill="none"
            stroke={theme.colors.gray800}
            strokeWidth={2}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          {latest && (
            <circle
              cx={latest.x}
              cy={latest.y}
              r={4}
              fill={theme.colors.pink}
              stroke={theme.colors.gray900}
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
      </div>
      <figcaption
        id={captionId}
        css={css`
          font-size: 13px;
          line-height: 1.5;
          color: ${theme.colors.gray600};
        `}
        data-testid="price-chart-summary"
      >
        {caption}
      </figcaption>
    </figure>
  );
}
