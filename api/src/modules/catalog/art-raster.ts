import type { ArtFormat } from 'shared-contract';
import type { Clock } from '../../clock';
import { readStoredBytes, type FileStorage } from '../../storage/file-storage';

export type RasterFormat = Exclude<ArtFormat, 'svg'>;

/** The content type of each form of the art. */
export const ART_CONTENT_TYPES: Record<ArtFormat, string> = { svg: 'image/svg+xml; charset=utf-8', png: 'image/png', webp: 'image/webp' };

/**
 * Drawn at twice the art's size (144 dpi against the SVG's 72): sharp on a phone's screen and in link previews (a KEY
 * card becomes 600 × 840).
 */
const DENSITY = 144;
/** Images kept in memory per instance, oldest dropped first. */
const CACHE_LIMIT = 400;

/** Where a drawn image is kept: one version of one art (`key/6/<hash>`) never changes its bytes. */
export const artStorageKey = (version: string, format: RasterFormat) => `art/${version}.${format}`;

export interface ArtRasters {
  /**
   * One version of an art (`version`, e.g. `key/6/<hash of its SVG>`) as WebP or PNG. `loadSvg` is called only when
   * the image is neither in memory nor in the file storage.
   */
  draw(version: string, format: RasterFormat, loadSvg: () => Promise<string>): Promise<Buffer>;
}

/**
 * The art as raster images, drawn with sharp (libvips) and the machine's fonts (Debian's fonts-noto-cjk for the Korean
 * names), off the event loop: WebP for the pages (a browser draws each SVG `<img>` as a document of its own, with its
 * text laid out, which is a long task on a phone), PNG for link previews (crawlers do not show SVG or always WebP).
 * Each image is drawn once and kept in the file storage, so a restarted instance or another one sends it without
 * drawing it again (50 to 300 ms each), and in memory.
 */
export function artRasters(storage: FileStorage, clock: Clock): ArtRasters {
  const cache = new Map<string, Promise<Buffer>>();

  const drawAndKeep = async (key: string, format: RasterFormat, loadSvg: () => Promise<string>) => {
    // The storage being out of reach costs a drawing, not the image.
    const kept = await readStoredBytes(storage, key).catch(() => null);
    if (kept) return kept;
    // sharp (libvips) loads with the first drawing, not at every start (50 to 100 ms): most images are kept already.
    const { default: sharp } = await import('sharp');
    const image = sharp(Buffer.from(await loadSvg()), { density: DENSITY });
    const drawn = await (format === 'png' ? image.png() : image.webp({ quality: 80 })).toBuffer();
    // Not kept this time when the write fails: the next request draws it again.
    await storage.put(key, drawn, { contentType: ART_CONTENT_TYPES[format], storedAt: clock.now() }).catch(() => undefined);
    return drawn;
  };

  return {
    draw(version, format, loadSvg) {
      const key = artStorageKey(version, format);
      const cached = cache.get(key);
      if (cached) return cached;
      const image = drawAndKeep(key, format, loadSvg);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, image);
      image.catch(() => cache.delete(key));
      return image;
    },
  };
}
