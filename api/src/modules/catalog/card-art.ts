import escapeHtml from 'escape-html';
import { FONT_STACK, type Rarity } from 'shared-contract';
import { Random } from './seeded-random';

/**
 * Card art drawn by code: deterministic SVG, no external images, no web fonts. The seed draws the demo catalogue with
 * it, and the studio (and the KEY of the Month) the art of what staff make until uploads exist.
 */

/**
 * The pages' font stack: with 'Noto Sans CJK KR' in it, the Korean face is found by name (by sharp drawing the WebP and
 * PNG images, and by a Linux browser showing the SVG) instead of by falling back glyph by glyph.
 */
const FONT = FONT_STACK;

export const RARITY_COLORS: Record<Rarity, { frame: string; glow: string; label: string }> = {
  common: { frame: '#C9D1DB', glow: '#FFFFFF', label: 'COMMON' },
  rare: { frame: '#4DA3FF', glow: '#BFE0FF', label: 'RARE' },
  epic: { frame: '#B072FF', glow: '#E6D2FF', label: 'EPIC' },
  legendary: { frame: '#FFC940', glow: '#FFF1C2', label: 'LEGENDARY' },
};

/** Font size so that `text` fits `width` (Hangul and CJK are about 1em wide, Latin about 0.58em). */
export function fitFontSize(text: string, width: number, max: number): number {
  const units = [...text].reduce((sum, char) => sum + (/[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af]/.test(char) ? 1 : 0.58), 0);
  return Math.max(10, Math.min(max, Math.floor(width / Math.max(units, 1))));
}

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${Math.round(((hue % 360) + 360) % 360)},${saturation}%,${lightness}%)`;

function gradient(id: string, hue: number, random: Random, angle: 'diagonal' | 'vertical' = 'diagonal') {
  const second = hue + random.int(25, 70);
  const coordinates = angle === 'diagonal' ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="0" y1="0" x2="0" y2="1"';
  return `<linearGradient id="${id}" ${coordinates}><stop offset="0" stop-color="${hsl(hue, 70, 62)}"/><stop offset="1" stop-color="${hsl(second, 65, 38)}"/></linearGradient>`;
}

function scatteredShapes(random: Random, width: number, height: number, count: number, hue: number): string {
  const shapes: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = random.int(0, width);
    const y = random.int(0, height);
    const size = random.int(Math.round(width * 0.05), Math.round(width * 0.28));
    const opacity = (random.int(10, 35) / 100).toFixed(2);
    const fill = random.next() < 0.5 ? '#FFFFFF' : hsl(hue + random.int(120, 220), 80, 70);
    const kind = random.int(0, 3);
    if (kind === 0) {
      shapes.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" opacity="${opacity}"/>`);
    } else if (kind === 1) {
      const rotation = random.int(0, 90);
      shapes.push(
        `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${Math.round(size / 6)}" fill="${fill}" opacity="${opacity}" transform="rotate(${rotation} ${x} ${y})"/>`,
      );
    } else if (kind === 2) {
      const half = size / 2;
      shapes.push(`<polygon points="${x},${y - half} ${x + half},${y + half} ${x - half},${y + half}" fill="${fill}" opacity="${opacity}"/>`);
    } else {
      shapes.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="none" stroke="${fill}" stroke-width="${random.int(2, 6)}" opacity="${opacity}"/>`);
    }
  }
  return shapes.join('');
}

/** A portrait silhouette so every card reads as a photocard. */
function silhouette(cx: number, top: number, scale: number, color: string): string {
  const head = 38 * scale;
  const shoulders = 92 * scale;
  const bodyTop = top + head * 2 + 10 * scale;
  return (
    `<g fill="${color}">` +
    `<circle cx="${cx}" cy="${top + head}" r="${head}"/>` +
    `<path d="M${cx - shoulders} ${bodyTop + 90 * scale} Q${cx - shoulders} ${bodyTop} ${cx} ${bodyTop} Q${cx + shoulders} ${bodyTop} ${cx + shoulders} ${bodyTop + 90 * scale} Z"/>` +
    `</g>`
  );
}

export interface KeyArtInput {
  seed: number;
  hue: number;
  nameKo: string;
  nameEn: string;
  projectTitle: string;
  rarity: Rarity;
  serial: number;
}

export function keyCardSvg(input: KeyArtInput): string {
  const random = new Random(input.seed);
  const width = 300;
  const height = 420;
  const colors = RARITY_COLORS[input.rarity];
  const koSize = fitFontSize(input.nameKo, 240, 24);
  const enSize = fitFontSize(input.nameEn, 240, 14);
  const badgeWidth = colors.label.length * 9 + 22;
  const frame =
    input.rarity === 'legendary'
      ? `<rect x="7" y="7" width="286" height="406" rx="16" fill="none" stroke="${colors.frame}" stroke-width="6"/><rect x="15" y="15" width="270" height="390" rx="11" fill="none" stroke="${colors.glow}" stroke-width="1.5" opacity="0.9"/>`
      : `<rect x="6" y="6" width="288" height="408" rx="16" fill="none" stroke="${colors.frame}" stroke-width="${input.rarity === 'common' ? 4 : 5}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(input.nameEn)}">` +
    `<defs>${gradient('bg', input.hue, random)}<radialGradient id="glow" cx="0.5" cy="0.38" r="0.55"><stop offset="0" stop-color="${colors.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${colors.glow}" stop-opacity="0"/></radialGradient><clipPath id="card"><rect width="${width}" height="${height}" rx="18"/></clipPath></defs>` +
    `<g clip-path="url(#card)">` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    scatteredShapes(random, width, height, random.int(7, 11), input.hue) +
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    silhouette(150, 92, 1, 'rgba(20,16,40,0.55)') +
    `<rect x="0" y="300" width="${width}" height="120" fill="rgba(12,10,28,0.62)"/>` +
    `<text x="150" y="338" text-anchor="middle" font-family="${FONT}" font-size="${koSize}" font-weight="700" fill="#FFFFFF">${escapeHtml(input.nameKo)}</text>` +
    `<text x="150" y="362" text-anchor="middle" font-family="${FONT}" font-size="${enSize}" fill="#E9E6F5">${escapeHtml(input.nameEn)}</text>` +
    `<text x="150" y="392" text-anchor="middle" font-family="${FONT}" font-size="11" fill="#B9B4CC" letter-spacing="1">${escapeHtml(input.projectTitle)}</text>` +
    `<rect x="18" y="18" width="${badgeWidth}" height="22" rx="11" fill="rgba(12,10,28,0.6)" stroke="${colors.frame}" stroke-width="1.5"/>` +
    `<text x="${18 + badgeWidth / 2}" y="33" text-anchor="middle" font-family="${FONT}" font-size="11" font-weight="700" fill="${colors.frame}" letter-spacing="1">${colors.label}</text>` +
    `<text x="282" y="34" text-anchor="end" font-family="${FONT}" font-size="12" font-weight="700" fill="#FFFFFF" opacity="0.85">No.${String(input.serial).padStart(3, '0')}</text>` +
    `</g>${frame}</svg>`
  );
}

export interface CoverArtInput {
  seed: number;
  hue: number;
  titleKo: string;
  titleEn: string;
}

export function projectCoverSvg(input: CoverArtInput): string {
  const random = new Random(input.seed);
  const width = 600;
  const height = 400;
  const koSize = fitFontSize(input.titleKo, 520, 40);
  const enSize = fitFontSize(input.titleEn, 520, 20);
  const cards = [-1, 0, 1]
    .map((offset) => {
      const x = 300 + offset * 92;
      const rotation = offset * 9;
      return `<g transform="rotate(${rotation} ${x} 190)"><rect x="${x - 58}" y="104" width="116" height="162" rx="10" fill="${hsl(input.hue + offset * 30 + 180, 55, 88)}" opacity="0.92"/>${silhouette(x, 124, 0.5, hsl(input.hue + offset * 30, 45, 35))}</g>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(input.titleEn)}">` +
    `<defs>${gradient('bg', input.hue, random)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    scatteredShapes(random, width, height, random.int(10, 14), input.hue) +
    cards +
    `<rect x="0" y="292" width="${width}" height="108" fill="rgba(12,10,28,0.55)"/>` +
    `<text x="300" y="340" text-anchor="middle" font-family="${FONT}" font-size="${koSize}" font-weight="800" fill="#FFFFFF">${escapeHtml(input.titleKo)}</text>` +
    `<text x="300" y="374" text-anchor="middle" font-family="${FONT}" font-size="${enSize}" fill="#E9E6F5">${escapeHtml(input.titleEn)}</text>` +
    `</svg>`
  );
}

export interface CollectionArtInput {
  seed: number;
  hue: number;
  kind: 'webtoon' | 'theme';
  initial: string;
}

export function collectionSvg(input: CollectionArtInput): string {
  const random = new Random(input.seed);
  const size = 400;
  const rings = Array.from({ length: 4 }, (_, index) => {
    const radius = 60 + index * 34;
    return `<circle cx="200" cy="190" r="${radius}" fill="none" stroke="#FFFFFF" stroke-width="${6 - index}" opacity="${(0.45 - index * 0.08).toFixed(2)}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" aria-label="${escapeHtml(input.initial)}">` +
    `<defs>${gradient('bg', input.hue, random, 'vertical')}</defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    scatteredShapes(random, size, size, random.int(6, 9), input.hue) +
    rings +
    `<text x="200" y="222" text-anchor="middle" font-family="${FONT}" font-size="96" font-weight="800" fill="#FFFFFF">${escapeHtml(input.initial)}</text>` +
    `<rect x="130" y="330" width="140" height="32" rx="16" fill="rgba(12,10,28,0.55)"/>` +
    `<text x="200" y="352" text-anchor="middle" font-family="${FONT}" font-size="14" font-weight="700" fill="#FFFFFF" letter-spacing="3">${input.kind === 'webtoon' ? 'WEBTOON' : 'THEME'}</text>` +
    `</svg>`
  );
}

export interface BannerArtInput {
  seed: number;
  hue: number;
}

/** Banners carry no text: the title and subtitle come from the API in the reader's language. */
export function bannerSvg(input: BannerArtInput): string {
  const random = new Random(input.seed);
  const width = 1200;
  const height = 480;
  const fan = [-2, -1, 0, 1, 2]
    .map((offset) => {
      const x = 860 + offset * 70;
      return `<g transform="rotate(${offset * 8} ${x} 420)"><rect x="${x - 75}" y="110" width="150" height="210" rx="14" fill="${hsl(input.hue + offset * 25 + 160, 60, 86)}" stroke="#FFFFFF" stroke-width="3" opacity="0.95"/>${silhouette(x, 134, 0.62, hsl(input.hue + offset * 25, 45, 36))}</g>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-hidden="true">` +
    `<defs>${gradient('bg', input.hue, random)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    scatteredShapes(random, width, height, random.int(16, 22), input.hue) +
    fan +
    `</svg>`
  );
}
