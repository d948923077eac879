import sharp from 'sharp';

export type RasterFormat = 'png' | 'webp';

/**
 * Drawn at twice the art's size (144 dpi against the SVG's 72): sharp on a phone's screen and in link previews (a KEY
 * card becomes 600 × 840).
 */
const DENSITY = 144;
/** Rendered images kept in memory, oldest dropped first (the art of an id never changes). */
const CACHE_LIMIT = 400;
const cache = new Map<string, Promise<Buffer>>();

/**
 * The art as a raster image, drawn with sharp (libvips) and the machine's fonts (Debian's fonts-noto-cjk for the Korean
 * names), off the event loop, once per `cacheKey` and format: WebP for the pages (a browser draws each SVG `<img>` as a
 * document of its own, with its text laid out, which is a long task on a phone), PNG for link previews (crawlers do not
 * show SVG or always WebP).
 */
export function artRaster(cacheKey: string, svg: string, format: RasterFormat): Promise<Buffer> {
  const key = `${cacheKey}.${format}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const image = sharp(Buffer.from(svg), { density: DENSITY });
  const rendered = (format === 'png' ? image.png() : image.webp({ quality: 80 })).toBuffer();
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, rendered);
  rendered.catch(() => cache.delete(key));
  return rendered;
}
