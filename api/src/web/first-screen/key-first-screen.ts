import escapeHtml from 'escape-html';
import { COLORS, numberFormat, RARITY_BADGE_COLORS, type KeyDetail, type Language } from 'shared-contract';
import { DESKTOP } from './first-screen-styles';
import { FIRST_SCREEN_TEXT } from './first-screen-text';

/** The market's badges (badges.tsx) and supply meter (SupplyBar), drawn on the item pages. */
export const BADGE_AND_METER_STYLES = `
.fs-badge{display:inline-flex;align-items:center;height:22px;padding:0 8px;border-radius:11px;font-size:12px;font-weight:700;white-space:nowrap}
.fs-meter{height:8px;border-radius:4px;background:${COLORS.gray100};overflow:hidden}
.fs-meter span{display:block;height:100%;background:${COLORS.pink}}
`.replace(/\n/g, '');

/** The supply meter as SupplyBar draws it. */
export function supplyMeter({ supplyRemaining, supplyTotal }: { supplyRemaining: number; supplyTotal: number }, label: string): string {
  const percent = supplyTotal > 0 ? Math.round((supplyRemaining / supplyTotal) * 100) : 0;
  return `<div class="fs-meter" role="meter" aria-label="${escapeHtml(label)}" aria-valuemin="0" aria-valuemax="${supplyTotal}" aria-valuenow="${supplyRemaining}" aria-valuetext="${supplyRemaining} / ${supplyTotal}"><span style="width:${percent}%"></span></div>`;
}

/** The boxes of the market's KEY details page above the fold (key-details-page.tsx, ArtImage, RarityBadge, SupplyBar, LikeButton). */
export const KEY_FIRST_SCREEN_STYLES = `${BADGE_AND_METER_STYLES}
.fs-key{display:grid;grid-template-columns:minmax(0,1fr);gap:20px}
.fs-key-art{max-width:360px;width:100%;margin:0 auto}
.fs-key-art img{display:block;width:100%;height:auto;aspect-ratio:300/420;object-fit:cover;border-radius:12px;background:${COLORS.gray100}}
.fs-key-info{min-width:0}
.fs-key-head{display:flex;flex-direction:column;gap:10px;align-items:flex-start}
${Object.entries(RARITY_BADGE_COLORS)
  .map(([rarity, [background, color]]) => `.fs-rarity-${rarity}{background:${background};color:${color}}`)
  .join('\n')}
.fs-key-head h1{margin:0;font-size:24px;line-height:1.3}
.fs-key-project{display:inline-flex;align-items:center;min-height:32px;color:${COLORS.gray600}}
.fs-like-space{display:block;height:40px}
.fs-supply{width:100%;max-width:320px;display:flex;flex-direction:column;gap:6px;font-size:13px;color:${COLORS.gray600}}
${DESKTOP}{
.fs-key{grid-template-columns:minmax(0,360px) 1fr;gap:40px}
.fs-key-head h1{font-size:30px}
}
`.replace(/\n/g, '');

/**
 * /key/details' first screen as the market's page draws it above the fold: the art (the page's LCP), the rarity, the
 * name, the project, the space of the like button (its count is read by the app) and the supply left. What follows
 * (listings, tabs, other KEYs) is the app's.
 */
export function renderKeyFirstScreen(key: KeyDetail, language: Language): string {
  const text = FIRST_SCREEN_TEXT[language];
  const name = escapeHtml(key.name[language]);
  const number = numberFormat(language);
  const supply = `${number.format(key.supplyRemaining)} / ${number.format(key.supplyTotal)}`;
  return `<div class="fs-key"><div class="fs-key-art"><img src="${escapeHtml(key.imageUrl)}" alt="${name}" width="300" height="420" fetchpriority="high" decoding="async"></div><div class="fs-key-info"><div class="fs-key-head"><span class="fs-badge fs-rarity-${key.rarity}">${escapeHtml(text.rarity[key.rarity])}</span><h1>${name}</h1><a class="fs-key-project" href="/project?id=${key.projectId}">${escapeHtml(key.projectTitle[language])}</a><span class="fs-like-space" aria-hidden="true"></span><div class="fs-supply"><span>${escapeHtml(text.key.remaining)} ${supply}</span>${supplyMeter(key, text.key.remaining)}</div></div></div></div>`;
}
