import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { TestClock } from '../../../clock';
import { keyCardSvg } from '../card-art';
import { diskStorage } from '../../../storage/disk-storage';
import type { FileStorage } from '../../../storage/file-storage';
import { artRasters, artStorageKey } from '../art-raster';

const svg = keyCardSvg({
  seed: 7,
  hue: 200,
  nameKo: '새벽 배달부',
  nameEn: 'Dawn Courier',
  projectTitle: 'Guests at 3 A.M.',
  rarity: 'legendary',
  serial: 3,
});

const tempStorage = () => diskStorage(mkdtempSync(path.join(os.tmpdir(), 'keys-art-')));

test.each([
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['webp', [0x52, 0x49, 0x46, 0x46]],
] as const)('draws a KEY card (with its Korean and English names) as %s at twice its size, once per version', async (format, signature) => {
  const storage = tempStorage();
  const rasters = artRasters(storage, new TestClock());
  const loadSvg = jest.fn(async () => svg);
  const image = await rasters.draw('key/1/v1', format, loadSvg);
  expect([...image.subarray(0, signature.length)]).toEqual(signature);
  const { format: decoded, width, height } = await sharp(image).metadata();
  expect(decoded).toBe(format);
  expect([width, height]).toEqual([600, 840]);
  expect((await storage.head(artStorageKey('key/1/v1', format)))?.contentType).toBe(`image/${format}`);

  // Drawn once: the same version answers the same bytes without reading the SVG again.
  const again = jest.fn(async () => '<svg/>');
  expect(await rasters.draw('key/1/v1', format, again)).toBe(image);
  expect(loadSvg).toHaveBeenCalledTimes(1);
  expect(again).not.toHaveBeenCalled();
});

test('a restarted instance, or another one on the same storage, sends the kept image without drawing it', async () => {
  const storage = tempStorage();
  const drawn = await artRasters(storage, new TestClock()).draw('key/2/v1', 'webp', async () => svg);
  const loadSvg = jest.fn(async () => svg);
  const kept = await artRasters(storage, new TestClock()).draw('key/2/v1', 'webp', loadSvg);
  expect(kept.equals(drawn)).toBe(true);
  expect(loadSvg).not.toHaveBeenCalled();
  // Another version of the art is drawn anew.
  const edited = keyCardSvg({ seed: 7, hue: 20, nameKo: '새 이름', nameEn: 'A new name', projectTitle: 'Guests at 3 A.M.', rarity: 'rare', serial: 3 });
  const renewed = await artRasters(storage, new TestClock()).draw('key/2/v2', 'webp', async () => edited);
  expect(renewed.equals(drawn)).toBe(false);
});

test('an SVG that cannot be drawn, or cannot be read, is refused, and nothing is kept', async () => {
  const storage = tempStorage();
  const rasters = artRasters(storage, new TestClock());
  await expect(rasters.draw('key/3/v1', 'webp', async () => 'not svg')).rejects.toThrow();
  await expect(rasters.draw('key/3/v1', 'webp', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
  expect(await storage.head(artStorageKey('key/3/v1', 'webp'))).toBeNull();
  const drawn = await rasters.draw('key/3/v1', 'webp', async () => svg);
  expect((await sharp(drawn).metadata()).width).toBe(600);
});

test('a storage out of reach costs a drawing, not the image', async () => {
  const broken: FileStorage = {
    ...tempStorage(),
    get: () => Promise.reject(new Error('storage down')),
    put: () => Promise.reject(new Error('storage down')),
  };
  const image = await artRasters(broken, new TestClock()).draw('key/4/v1', 'png', async () => svg);
  expect((await sharp(image).metadata()).format).toBe('png');
});
