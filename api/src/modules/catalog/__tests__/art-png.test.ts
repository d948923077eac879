import { keyCardSvg } from '../../../seed/art';
import { artPng } from '../art-png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Width and height from the PNG's IHDR chunk. */
const sizeOf = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test('renders a KEY card (with its Korean and English names) to a PNG at twice its size, once per key', () => {
  const svg = keyCardSvg({
    seed: 7,
    hue: 200,
    nameKo: '새벽 배달부',
    nameEn: 'Dawn Courier',
    projectTitle: 'Guests at 3 A.M.',
    rarity: 'legendary',
    serial: 3,
  });
  const png = artPng('key/test-1', svg);
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(sizeOf(png)).toEqual([600, 840]);
  expect(artPng('key/test-1', '<svg/>')).toBe(png);
});
