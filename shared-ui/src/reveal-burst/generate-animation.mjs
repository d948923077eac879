// Writes reveal-burst.json: the burst played when a KEY is revealed: a ring opens and pink and green
// chips fly out from the card's centre and fade (400 x 400, 60 fps, 48 frames, no loop).
// Run: node generate-animation.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SIZE = 400;
const FRAMES = 48;
const C = SIZE / 2;
const hex = (value) => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255).concat(1);
const PINK = hex('#ff4f9a');
const GREEN = hex('#1fd6a0');
const GOLD = hex('#ffc83d');

const still = (k) => ({ a: 0, k });
const easeOut = { i: { x: [0.25], y: [1] }, o: { x: [0.3], y: [0] } };
const animated = (frames) => ({ a: 1, k: frames.map(([t, value]) => ({ t, s: Array.isArray(value) ? value : [value], ...easeOut })) });

const transform = () => ({ ty: 'tr', p: still([0, 0]), a: still([0, 0]), s: still([100, 100]), r: still(0), o: still(100), sk: still(0), sa: still(0) });

const layer = (ind, name, ks, shapes) => ({
  ddd: 0,
  ind,
  ty: 4,
  nm: name,
  sr: 1,
  ks: { a: still([0, 0, 0]), ...ks },
  ao: 0,
  shapes: [{ ty: 'gr', nm: name, it: [...shapes, transform()] }],
  ip: 0,
  op: FRAMES,
  st: 0,
  bm: 0,
});

const ring = layer(
  1,
  'ring',
  {
    p: still([C, C, 0]),
    s: animated([
      [0, [20, 20, 100]],
      [30, [100, 100, 100]],
    ]),
    r: still(0),
    o: animated([
      [0, 90],
      [34, 0],
    ]),
  },
  [
    { ty: 'el', nm: 'circle', d: 1, s: still([300, 300]), p: still([0, 0]) },
    { ty: 'st', nm: 'stroke', c: still(GOLD), o: still(100), w: still(10), lc: 2, lj: 2 },
  ],
);

const CHIPS = 10;
const chips = Array.from({ length: CHIPS }, (_, index) => {
  const angle = (index / CHIPS) * Math.PI * 2;
  const distance = 150 + (index % 3) * 18;
  const end = [C + Math.cos(angle) * distance, C + Math.sin(angle) * distance, 0];
  const color = index % 2 === 0 ? PINK : GREEN;
  return layer(
    index + 2,
    `chip ${index + 1}`,
    {
      p: animated([
        [0, [C, C, 0]],
        [36, end],
      ]),
      s: animated([
        [0, [60, 60, 100]],
        [36, [100, 100, 100]],
      ]),
      r: animated([
        [0, 0],
        [36, index % 2 === 0 ? 160 : -160],
      ]),
      o: animated([
        [0, 100],
        [26, 100],
        [44, 0],
      ]),
    },
    [
      { ty: 'rc', d: 1, nm: 'chip', s: still([22, 30]), p: still([0, 0]), r: still(5) },
      { ty: 'fl', nm: 'fill', c: still(color), o: still(100), r: 1 },
    ],
  );
});

const animation = { v: '5.7.4', fr: 60, ip: 0, op: FRAMES, w: SIZE, h: SIZE, nm: 'KEYS reveal burst', ddd: 0, assets: [], layers: [ring, ...chips] };
writeFileSync(fileURLToPath(new URL('./reveal-burst.json', import.meta.url)), `${JSON.stringify(animation)}\n`);
