/**
 * A KEY design's chance in a draw (purchase `projectOdds`, the buy panel's odds): its KEYs left over the KEYs left in
 * the project's pool (its SALE designs released by then), 0 when nothing remains. The studio shows the same chance in
 * basis points.
 */
export const drawOdds = (remaining: number, poolRemaining: number): number => (poolRemaining > 0 ? remaining / poolRemaining : 0);

/**
 * `drawOdds` in basis points (1/100 of a percent), rounded half up with integers only:
 * round(10000 · remaining / pool) = floor((20000 · remaining + pool) / (2 · pool)). Exact for any supply the contract
 * allows (a pool of 30 designs of 100,000 is far below 2^53).
 */
export const drawOddsBasisPoints = (remaining: number, poolRemaining: number): number =>
  poolRemaining > 0 ? Math.floor((20_000 * remaining + poolRemaining) / (2 * poolRemaining)) : 0;
