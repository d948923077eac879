import { render, screen } from '@testing-library/react';
import { act } from 'react';
import i18next from 'i18next';
import { initTestI18n } from '../../../../testing/render';
import { chartPoints, PriceChart } from '../price-chart';

const sales = [
  { priceGold: 200, occurredAt: '2026-03-01T03:00:00.000Z' },
  { priceGold: 1_000, occurredAt: '2026-03-02T03:00:00.000Z' },
  { priceGold: 250, occurredAt: '2026-03-03T03:00:00.000Z' },
];

describe('PriceChart', () => {
  it('places sales by time across and price up, within the box', () => {
    const { low, high, points } = chartPoints(sales);
    expect([low, high]).toEqual([200, 1_000]);
    expect(points.map((point) => Math.round(point.x))).toEqual([8, 160, 312]);
    // The highest price is at the top, the lowest at the bottom.
    expect(points.map((point) => Math.round(point.y))).toEqual([112, 8, 106]);
    // One price only: in the middle.
    const same = { priceGold: 500, occurredAt: '2026-03-01T03:00:00.000Z' };
    expect(chartPoints([same, same]).points).toEqual([
      { x: 8, y: 60 },
      { x: 312, y: 60 },
    ]);
  });

  it('has a text alternative: how many sales, when, lowest, highest and latest (ko and en)', async () => {
    await initTestI18n('ko');
    render(<PriceChart sales={sales} />);
    const figure = screen.getByRole('figure');
    expect(figure).toHaveAttribute('aria-labelledby', screen.getByTestId('price-chart-summary').id);
    expect(screen.getByTestId('price-chart-summary').textContent).toBe(
      '3건의 거래: 2026-03-01부터 2026-03-03까지 최저 200 골드, 최고 1,000 골드, 최근 250 골드.',
    );
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('price-chart-summary').textContent).toBe(
      '3 sales from Mar 1, 2026 to Mar 3, 2026: lowest 200 Gold, highest 1,000 Gold, latest 250 Gold.',
    );
    expect(figure.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says one sale plainly, and draws nothing without sales', async () => {
    await initTestI18n('en');
    const { container, rerender } = render(<PriceChart sales={[{ priceGold: 1_234, occurredAt: '2026-03-01T16:00:00.000Z' }]} />);
    expect(screen.getByTestId('price-chart-summary').textContent).toBe('One sale, on Mar 2, 2026, for 1,234 Gold.');
    rerender(<PriceChart sales={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
