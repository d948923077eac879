/** "Save my collection as an image": the visible grid drawn on a canvas (client-side) and downloaded as a PNG. */

export type CollectionImageGroup = { title: string; items: Array<{ imageUrl: string; label: string }> };
export type CollectionImageInput = { heading: string; subheading: string; groups: CollectionImageGroup[] };

export const IMAGE_WIDTH = 1200;
const PADDING = 48;
const GAP = 24;
const HEADER_HEIGHT = 140;
const GROUP_TITLE_HEIGHT = 56;
const LABEL_HEIGHT = 40;
// The KEY art is 300 x 420.
const CARD_RATIO = 420 / 300;

export type CardBox = { group: number; index: number; x: number; y: number; width: number; height: number };
export type CollectionLayout = { width: number; height: number; titles: Array<{ group: number; y: number }>; cards: CardBox[] };

/** Where each group title and KEY goes: `columns` KEYs a row, groups one under the other. */
export function collectionLayout(groupSizes: number[], columns = 5): CollectionLayout {
  const cardWidth = Math.floor((IMAGE_WIDTH - PADDING * 2 - GAP * (columns - 1)) / columns);
  const cardHeight = Math.round(cardWidth * CARD_RATIO);
  const titles: CollectionLayout['titles'] = [];
  const cards: CardBox[] = [];
  let y = PADDING + HEADER_HEIGHT;
  groupSizes.forEach((size, group) => {
    titles.push({ group, y });
    y += GROUP_TITLE_HEIGHT;
    for (let index = 0; index < size; index += 1) {
      const column = index % columns;
      const row = Math.floor(index / columns);
      cards.push({
        group,
        index,
        x: PADDING + column * (cardWidth + GAP),
        y: y + row * (cardHeight + LABEL_HEIGHT + GAP),
        width: cardWidth,
        height: cardHeight,
      });
    }
    const rows = Math.ceil(size / columns);
    y += rows * (cardHeight + LABEL_HEIGHT + GAP);
  });
  return { width: IMAGE_WIDTH, height: y + PADDING - GAP, titles, cards };
}

export const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`image ${src} did not load`));
    image.src = src;
  });

/** Draws the collection and answers the PNG. The KEY art is same-origin, so the canvas stays exportable. */
export async function renderCollectionPng(input: CollectionImageInput, load = loadImage): Promise<Blob> {
  const layout = collectionLayout(input.groups.map((group) => group.items.length));
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  const images = await Promise.all(input.groups.flatMap((group) => group.items.map((item) => load(item.imageUrl))));

  context.fillStyle = '#17171c';
  context.fillRect(0, 0, layout.width, layout.height);
  context.fillStyle = '#ff4f9a';
  context.fillRect(PADDING, PADDING, 64, 8);
  context.fillStyle = '#ffffff';
  context.font = '700 40px "Noto Sans CJK KR", "Noto Sans KR", sans-serif';
  context.textBaseline = 'top';
  context.fillText(input.heading, PADDING, PADDING + 28, layout.width - PADDING * 2);
  context.fillStyle = '#9a9aa8';
  context.font = '400 20px monospace';
  context.fillText(input.subheading, PADDING, PADDING + 84, layout.width - PADDING * 2);

  for (const title of layout.titles) {
    const group = input.groups[title.group];
    if (!group) continue;
    context.fillStyle = '#1fd6a0';
    context.font = '700 26px "Noto Sans CJK KR", "Noto Sans KR", sans-serif';
    context.fillText(`${group.title} · ${group.items.length}`, PADDING, title.y + 8, layout.width - PADDING * 2);
  }
  layout.cards.forEach((card, order) => {
    const image = images[order];
    const item = input.groups[card.group]?.items[card.index];
    if (image) context.drawImage(image, card.x, card.y, card.width, card.height);
    if (item) {
      context.fillStyle = '#ffffff';
      context.font = '600 18px "Noto Sans CJK KR", "Noto Sans KR", sans-serif';
      context.fillText(item.label, card.x, card.y + card.height + 10, card.width);
    }
  });
  return new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'));
}

/** Hands the PNG to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
