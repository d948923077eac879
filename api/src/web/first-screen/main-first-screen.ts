import escapeHtml from 'escape-html';
import {
  formatUsdFigure,
  numberFormat,
  sameOriginPath,
  type Language,
  type LocalizedText,
  type MainPage,
  type ProjectSummary,
  type ShopList,
} from 'shared-contract';
import { FIRST_SCREEN_TEXT, fillWords } from './first-screen-text';

/** What /main's first screen is drawn from: the same answers the market's page reads (inlined for it too). */
export interface MainFirstScreenData {
  main: MainPage;
  onSale: ShopList;
}

/**
 * /main's first screen as the market's page draws it (banner, "On sale now", the collections and the newest KEYs),
 * in plain HTML and CSS (first-screen-styles.ts): the page shows it before any script runs, crawlers read it, and the
 * market's page replaces it as it is without a layout shift (shell: first-screen hand-off).
 */
export function renderMainFirstScreen({ main, onSale }: MainFirstScreenData, language: Language): string {
  const text = FIRST_SCREEN_TEXT[language];
  const local = (value: LocalizedText) => escapeHtml(value[language]);
  const number = numberFormat(language);
  const [banner] = main.banners;
  const bannerHtml = banner
    ? `<section class="fs-carousel" aria-label="${escapeHtml(text.main.banners)}">
<a class="fs-banner" href="${escapeHtml(sameOriginPath.safeParse(banner.linkUrl).success ? banner.linkUrl : '/main')}"><img src="${escapeHtml(banner.imageUrl)}" alt="${local(banner.title)}" width="1200" height="480" fetchpriority="high" decoding="async"><span class="fs-banner-text"><strong>${local(banner.title)}</strong><span>${local(banner.subtitle)}</span></span></a>
<span class="fs-arrow fs-arrow-previous" aria-hidden="true">‹</span><span class="fs-arrow fs-arrow-next" aria-hidden="true">›</span>
<div class="fs-dots" aria-hidden="true"><span class="fs-pause">❚❚</span>${main.banners.map((_, index) => `<span class="fs-dot${index === 0 ? ' fs-dot-current' : ''}"></span>`).join('')}</div>
</section>`
    : '';

  const shopCard = (project: ProjectSummary) =>
    `<li><a class="fs-card" href="/project?id=${project.id}"><img src="${escapeHtml(project.imageUrl)}" alt="${local(project.title)}" width="600" height="400" loading="lazy" decoding="async"><strong class="fs-card-title">${local(project.title)}</strong><span class="fs-caption">${local(project.creator)}</span><span class="fs-price"><strong>${escapeHtml(fillWords(text.shop.price, { gold: number.format(project.priceGold) }))}</strong><span class="fs-caption fs-small">${escapeHtml(fillWords(text.shop.usd, { usd: formatUsdFigure(project.priceUsdCents, language) }))}</span></span><span class="fs-caption fs-small">${escapeHtml(fillWords(text.shop.remaining, { remaining: number.format(project.supplyRemaining) }))}</span></a></li>`;

  const projectCard = (project: ProjectSummary) =>
    `<li><a class="fs-card fs-card-project" href="/project?id=${project.id}"><img src="${escapeHtml(project.imageUrl)}" alt="${local(project.title)}" width="600" height="400" loading="lazy" decoding="async"><strong class="fs-card-title">${local(project.title)}</strong><span class="fs-caption">${escapeHtml(fillWords(text.card.by, { creator: project.creator[language] }))}</span></a></li>`;

  const section = (id: string, title: string, link: { href: string; label: string } | null, body: string) =>
    `<section class="fs-section" id="fs-${id}" aria-labelledby="fs-${id}-heading"><div class="fs-section-head"><h2 id="fs-${id}-heading">${escapeHtml(title)}</h2>${link ? `<a href="${link.href}">${escapeHtml(link.label)}</a>` : ''}</div>${body}</section>`;

  const collections = (id: string, title: string, groups: MainPage['webtoons'], href: string) => {
    const filled = groups.filter((group) => group.projects.length > 0);
    if (filled.length === 0) return '';
    const body = filled
      .map(
        ({ collection, projects }) =>
          `<section class="fs-subsection"><h3>${local(collection.name)}</h3><ul class="fs-rail">${projects.map(projectCard).join('')}</ul></section>`,
      )
      .join('');
    return section(id, title, { href, label: text.main.seeCollection }, body);
  };

  const onSaleHtml =
    onSale.items.length > 0
      ? section('on-sale', text.shop.onSaleNow, { href: '/shop', label: text.shop.toShop }, `<ul class="fs-rail">${onSale.items.map(shopCard).join('')}</ul>`)
      : '';
  const newest =
    main.newestKeys.length > 0
      ? section(
          'newest-keys',
          text.main.newestKeys,
          { href: '/key/all', label: text.main.allKeys },
          `<ul class="fs-rail fs-rail-dense">${main.newestKeys
            .map(
              (key) =>
                `<li><a class="fs-card" href="/key/details?id=${key.id}"><img src="${escapeHtml(key.imageUrl)}" alt="${local(key.name)}" width="300" height="420" loading="lazy" decoding="async"><strong class="fs-card-title">${local(key.name)}</strong></a></li>`,
            )
            .join('')}</ul>`,
        )
      : '';

  // The page's title is for screen readers; its bar keeps the 16 px the market's page container leaves under it.
  return `<div class="fs-title-bar"><h1 class="fs-hidden">${escapeHtml(text.main.title)}</h1></div>${bannerHtml}${onSaleHtml}${collections('webtoons', text.main.webtoons, main.webtoons, '/collection/webtoon')}${collections('themes', text.main.themes, main.themes, '/collection/theme')}${newest}`;
}
