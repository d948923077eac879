import { screen, within } from '@testing-library/react';
import { marketListingFixture } from '../../../testing/fixtures';
import { initTestI18n, renderPage } from '../../../testing/render';
import { ListingCard } from '../components/listing-card';

const renderCards = () =>
  renderPage(
    <ul>
      {/* The design's floor itself, after two sales. */}
      <li>
        <ListingCard listing={marketListingFixture(3, 1_200, 11, { lastSaleGold: 1_350 })} eager={false} />
      </li>
      {/* Dearer than its design's floor; the design never sold. */}
      <li>
        <ListingCard listing={marketListingFixture(7, 4_000, 21, { floorGold: 2_500 })} eager={false} />
      </li>
    </ul>,
    { route: '/shop?tab=market' },
  );

const designPrices = () => screen.getAllByTestId('market-browse-design-prices').map((line) => Array.from(line.children, (part) => part.textContent));

test.each([
  [
    'ko',
    [
      ['최저가 1,200 골드', '최근 거래가 1,350 골드'],
      ['최저가 2,500 골드', '아직 거래 없음'],
    ],
    '1,200 골드',
  ],
  [
    'en',
    [
      ['Floor 1,200 Gold', 'Last sale 1,350 Gold'],
      ['Floor 2,500 Gold', 'No sales yet'],
    ],
    '1,200 Gold',
  ],
] as const)('in %s each card shows its KEY design’s floor and last sale under its own price, inside the card’s link', async (language, expected, ownPrice) => {
  await initTestI18n(language);
  renderCards();
  expect(designPrices()).toEqual(expected);
  const [first] = screen.getAllByRole('link');
  // Read as part of the card: the link's text carries the price and the design's figures.
  expect(first?.getAttribute('href')).toBe('/market/payment?listingId=3');
  expect(within(first as HTMLElement).getByTestId('market-browse-price').textContent).toBe(ownPrice);
  expect(first?.textContent).toContain(expected[0][0]);
  expect(first?.textContent).toContain(expected[0][1]);
});
