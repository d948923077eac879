import { Resvg } from '@resvg/resvg-js';

/** Rendered at twice the art's width: sharp enough for link previews (a KEY card becomes 600 × 840). */
const SCALE = 2;
/** Rendered PNGs kept in memory, oldest dropped first (the art of an id never changes). */
const CACHE_LIMIT = 200;
const cache = new Map<string, Buffer>();

/**
 * The art as a PNG (link-preview crawlers do not show SVG), rendered with resvg and the machine's fonts
 * (Debian's fonts-noto-cjk for the Korean names), cached by `cacheKey`.
 */
export function artPng(cacheKey: string, svg: string): Buffer {
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? 300);
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: width * SCALE }, font: { loadSystemFonts: true } }).render().asPng();
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  cache.set(cacheKey, png);
  return png;
}
