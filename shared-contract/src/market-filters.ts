// Zod-free on purpose: the market's browse page reads its filters from the URL without loading zod.

/** The market's range filters (whole Gold and serial numbers, inclusive). */
export type MarketRanges = { minPrice?: number | undefined; maxPrice?: number | undefined; minSerial?: number | undefined; maxSerial?: number | undefined };

const inOrder = (min: number | undefined, max: number | undefined) => min === undefined || max === undefined || min <= max;

/** A minimum above its maximum is refused (MARKET_FILTER_INVALID) rather than answered with nothing. */
export const marketFiltersInOrder = (ranges: MarketRanges) => inOrder(ranges.minPrice, ranges.maxPrice) && inOrder(ranges.minSerial, ranges.maxSerial);
