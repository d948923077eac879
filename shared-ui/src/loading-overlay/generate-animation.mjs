// Writes loading-animation.json: pink and green rectangles dropping on a dark rounded backdrop
// (spec section 1: 720 x 504 canvas, 60 fps, frames 0-90). Run: node generate-animation.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const W = 720;
const H = 504;
const FRAMES = 90;
const FLOOR = 356;
const hex = (value) => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255).concat(1);
const PINK = hex('#ff4f9a');
const GREEN = hex('#1fd6a0');
const DARK = hex('#17171c');

const still = (k) => ({ a: 0, k });
const easeIn = { i: { x: [0.55], y: [1] }, o: { x: [0.6], y: [0] } };
const easeOut = { i: { x: [0.4], y: [1] }, o: { x: [0.2], y: [0] } };
const key = (t, value, ease = easeOut) => ({ t, s: [value], ...ease });

const group = (name, items) => ({
  ty: 'gr',
  nm: name,
  it: [
    ...items,
    {
      ty: 'tr',
      p: still([0, 0]),
      a: still([0, 0]),
      s: still([100, 100]),
      r: still(0),
      o: still(100),
      sk: still(0),
      sa: still(0),
    },
  ],
});
const roundedRect = (width, height, radius, color) => [
  { ty: 'rc', d: 1, nm: 'rect', s: still([width, height]), p: still([0, 0]), r: still(radius) },
  { ty: 'fl', nm: 'fill', c: still(color), o: still(100), r: 1 },
];

const layer = (ind, name, transform, shapes) => ({
  ddd: 0,
  ind,
  ty: 4,
  nm: name,
  sr: 1,
  ks: { a: still([0, 0, 0]), s: still([100, 100, 100]), ...transform },
  ao: 0,
  shapes,
  ip: 0,
  op: FRAMES,
  st: 0,
  bm: 0,
});

// Six cards fall one after another, bounce once, rest, and fade out so the loop restarts cleanly.
const cards = [0, 1, 2, 3, 4, 5].map((index) => {
  const start = index * 7;
  const x = 150 + index * 84;
  const tilt = index % 2 === 0 ? -8 : 8;
  return layer(
    index + 1,
    `card-${index + 1}`,
    {
      o: { a: 1, k: [key(0, 100), key(70, 100), key(84, 0), key(FRAMES, 0)] },
      r: { a: 1, k: [key(start, tilt * 2), key(start + 22, tilt), key(start + 30, 0)] },
      p: {
        s: true,
        x: still(x),
        y: {
          a: 1,
          k: [key(0, -90, easeIn), key(start, -90, easeIn), key(start + 18, FLOOR, easeOut), key(start + 24, FLOOR - 34, easeIn), key(start + 30, FLOOR)],
        },
      },
    },
    [group('card', roundedRect(64, 92, 10, index % 2 === 0 ? PINK : GREEN))],
  );
});

const backdrop = layer(cards.length + 1, 'backdrop', { o: still(100), r: still(0), p: still([W / 2, H / 2, 0]) }, [
  group('backdrop', roundedRect(W, H, 64, DARK)),
]);

const animation = {
  v: '5.7.4',
  fr: 60,
  ip: 0,
  op: FRAMES,
  w: W,
  h: H,
  nm: 'keys-loading',
  ddd: 0,
  assets: [],
  layers: [...cards, backdrop],
  markers: [],
};

const target = fileURLToPath(new URL('./loading-animation.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(animation)}\n`);
console.log(`wrote ${target}`);
