import escapeHtml from 'escape-html';
import { COLORS, formatKst, formatMoney, numberFormat, SALE_STATUS_BADGE_COLORS, type Language, type ProjectDetail } from 'shared-contract';
import { DESKTOP } from './first-screen-styles';
import { FIRST_SCREEN_TEXT, fillWords } from './first-screen-text';
import { BADGE_AND_METER_STYLES, supplyMeter } from './key-first-screen';

/** The boxes of the market's project overview (project-overview.tsx, ArtImage, SaleStatusBadge, Facts, SupplyBar). */
export const PROJECT_FIRST_SCREEN_STYLES = `${BADGE_AND_METER_STYLES}
.fs-project{display:grid;gap:20px}
.fs-project-art{display:block;width:100%;height:auto;aspect-ratio:600/400;object-fit:cover;border-radius:12px;background:${COLORS.gray100}}
.fs-project-info{display:flex;flex-direction:column;gap:16px}
.fs-project-head{display:flex;flex-direction:column;gap:8px;align-items:flex-start}
.fs-project-head h1{margin:0;font-size:24px;line-height:1.3}
.fs-project-head p{margin:0;color:${COLORS.gray600}}
.fs-project-description{margin:0;line-height:1.7;color:${COLORS.gray800};white-space:pre-line}
${Object.entries(SALE_STATUS_BADGE_COLORS)
  .map(([status, [background, color]]) => `.fs-status-${status}{background:${background};color:${color}}`)
  .join('\n')}
.fs-facts{display:grid;grid-template-columns:max-content 1fr;gap:10px 16px;margin:0;font-size:14px}
.fs-facts dt{color:${COLORS.gray500}}
.fs-facts dd{margin:0;color:${COLORS.gray900};font-weight:500}
.fs-price-note{display:block;font-size:12px;font-weight:400;color:${COLORS.gray500}}
.fs-facts-supply{display:flex;flex-direction:column;gap:6px}
${DESKTOP}{
.fs-project{grid-template-columns:minmax(0,420px) 1fr;gap:40px;align-items:start}
.fs-project-head h1{font-size:30px}
}
`.replace(/\n/g, '');

/**
 * /project's first screen as the market's project overview draws it: the art (the page's LCP), the sale status, the
 * title, the creator, the description and the facts (price, supply left, sale period, collections). The buttons, the
 * buy panel and the KEYs below are the app's.
 */
export function renderProjectFirstScreen(project: ProjectDetail, language: Language): string {
  const text = FIRST_SCREEN_TEXT[language];
  const title = escapeHtml(project.title[language]);
  const number = numberFormat(language);
  const usd = formatMoney(project.priceUsdCents, 'USD');
  const period = `${formatKst(project.saleStartsAt, 'date', language)} ~ ${project.saleEndsAt ? formatKst(project.saleEndsAt, 'date', language) : text.project.noEnd}`;
  const fact = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`;
  const facts = [
    fact(
      text.project.price,
      `<span>${escapeHtml(fillWords(text.project.gold, { amount: number.format(project.priceGold) }))} · ${escapeHtml(usd)}<span class="fs-price-note">${escapeHtml(text.project.priceNote)}</span></span>`,
    ),
    fact(
      text.project.supply,
      `<span class="fs-facts-supply"><span>${number.format(project.supplyRemaining)} / ${number.format(project.supplyTotal)}</span>${supplyMeter(project, text.project.supply)}</span>`,
    ),
    fact(text.project.salePeriod, `<span>${escapeHtml(period)}</span>`),
    fact(text.project.collections, escapeHtml(`${project.webtoon.name[language]} · ${project.theme.name[language]}`)),
  ].join('');
  return `<div class="fs-project"><img class="fs-project-art" src="${escapeHtml(project.imageUrl)}" alt="${title}" width="600" height="400" fetchpriority="high" decoding="async"><div class="fs-project-info"><div class="fs-project-head"><span class="fs-badge fs-status-${project.saleStatus}">${escapeHtml(text.saleStatus[project.saleStatus])}</span><h1>${title}</h1><p>${escapeHtml(text.project.creator)} · ${escapeHtml(project.creator[language])}</p></div><p class="fs-project-description">${escapeHtml(project.description[language])}</p><dl class="fs-facts">${facts}</dl></div></div>`;
}
