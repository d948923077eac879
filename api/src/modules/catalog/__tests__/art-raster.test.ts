import sharp from 'sharp';
import { keyCardSvg } from '../../../seed/art';
import { artRaster } from '../art-raster';

const svg = keyCardSvg({
  seed: 7,
  hue: 200,
  nameKo: '새벽 배달부',
  nameEn: 'Dawn Courier',
  projectTitle: 'Guests at 3 A.M.',
  rarity: 'legendary',
  serial: 3,
});

test.each([
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['webp', [0x52, 0x49, 0x46, 0x46]],
] as const)('draws a KEY card (with its Korean and English names) as %s at twice its size, once per key', async (format, signature) => {
  const image = await artRaster('key/test-1', svg, format);
  expect([...image.subarray(0, signature.length)]).toEqual(signature);
  const { format: decoded, width, height } = await sharp(image).metadata();
  expect(decoded).toBe(format);
  expect([width, height]).toEqual([600, 840]);
  // Drawn once: the same key answers the same bytes, whatever SVG comes with it later.
  expect(await artRaster('key/test-1', '<svg/>', format)).toBe(image);
});

test('an SVG that cannot be drawn is refused, and not kept', async () => {
  await expect(artRaster('key/broken', 'not svg', 'webp')).rejects.toThrow();
  const drawn = await artRaster('key/broken', svg, 'webp');
  expect((await sharp(drawn).metadata()).width).toBe(600);
});
