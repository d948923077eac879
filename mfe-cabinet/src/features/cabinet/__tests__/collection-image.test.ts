import type { Cabinet, CabinetKey } from 'shared-contract';
import { movedOrder, visibleGroups } from '../components/key-grid';
import { collectionLayout, IMAGE_WIDTH } from '../utils/collection-image';

const key = (keyItemId: number, hidden = false) => ({ keyItemId, hidden }) as CabinetKey;
const cabinet = {
  cabinet: { id: 1, walletAddress: '0x' },
  total: 5,
  hiddenCount: 1,
  groups: [
    { project: { id: 1, title: { ko: 'a', en: 'a' } }, count: 3, items: [key(1), key(2, true), key(3)] },
    { project: { id: 2, title: { ko: 'b', en: 'b' } }, count: 2, items: [key(4), key(5)] },
  ],
} as Cabinet;

test('the collection image lays out every KEY inside the width, groups one under the other without overlap', () => {
  const layout = collectionLayout([7, 2], 5);
  expect(layout.width).toBe(IMAGE_WIDTH);
  expect(layout.cards).toHaveLength(9);
  expect(layout.titles.map((title) => title.group)).toEqual([0, 1]);
  for (const card of layout.cards) {
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(IMAGE_WIDTH);
    expect(card.y + card.height).toBeLessThan(layout.height);
  }
  const firstGroupBottom = Math.max(...layout.cards.filter((card) => card.group === 0).map((card) => card.y + card.height));
  expect(layout.titles[1]?.y).toBeGreaterThan(firstGroupBottom);
  // The 6th KEY starts the second row.
  expect(layout.cards[5]?.x).toBe(layout.cards[0]?.x);
  expect(layout.cards[5]?.y).toBeGreaterThan(layout.cards[0]?.y ?? 0);
});

test('moving a KEY swaps it with its visible neighbour in its project, keeping hidden KEYs and other projects in place', () => {
  const shown = visibleGroups(cabinet, false)[0]?.items ?? [];
  expect(shown.map((item) => item.keyItemId)).toEqual([1, 3]);
  expect(movedOrder(cabinet, shown, key(3), -1)).toEqual([3, 2, 1, 4, 5]);
  expect(movedOrder(cabinet, shown, key(1), -1)).toBeNull();
  expect(visibleGroups(cabinet, true)[0]?.count).toBe(3);
});
