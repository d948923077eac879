import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { FirstScreenData, Language } from 'shared-contract';
import { FIRST_SCREEN_TEXT } from './first-screen-text';
import { FIRST_SCREEN_STYLES } from './first-screen-styles';

/** A server-drawn first screen: the page's content and what the document around it needs. */
export interface FirstScreen {
  language: Language;
  title: string;
  description: string;
  /** The largest image of the first screen (its LCP), preloaded with high priority. */
  lcpImage: string | null;
  /** The page's content (inside `<main>`); null for a page that only gets its head and answers (the app draws it). */
  content: string | null;
  /** The content's own styles, after the shared ones. */
  styles?: string;
  /** The api answers the page's queries start from (GET path with its query -> `data`), so it does not ask again. */
  answers: Record<string, unknown>;
  supportOpen: boolean;
  /** The request carried a session cookie: the top bar links to my page, as the app shows it while the session loads. */
  sessionCookie: boolean;
}

const icon = (paths: string) =>
  `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;
const collectionIcon = icon(
  '<rect x="3" y="3" width="7" height="9" rx="1.5"/><rect x="14" y="3" width="7" height="5" rx="1.5"/><rect x="14" y="12" width="7" height="9" rx="1.5"/><rect x="3" y="16" width="7" height="5" rx="1.5"/>',
);
const searchIcon = icon('<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>');
const userIcon = icon('<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4 3.6-7 8-7s8 3 8 7"/>');
const menuIcon = icon('<path d="M4 6h16M4 12h16M4 18h16"/>');

/** The shell's top bar for a visitor, both widths (CSS shows one): the links work before any script does. */
function topBar(language: Language, supportOpen: boolean, sessionCookie: boolean): string {
  const text = FIRST_SCREEN_TEXT[language];
  const logo = `<a class="fs-logo" href="/main" aria-label="${escapeHtml(text.nav.home)}"><span class="fs-mark" aria-hidden="true"><span></span><span></span></span>KEYS</a>`;
  const primary = [
    ['/shop', text.nav.shop],
    ['/shop?tab=market', text.nav.market],
    ['/promotion', text.nav.promotion],
    ['/cabinet', text.nav.cabinet],
    ['/about', text.nav.about],
    ['/event', text.nav.events],
    ...(supportOpen ? [['/support', text.nav.support]] : []),
  ]
    .map(([href, label]) => `<li><a class="fs-link" href="${href}">${escapeHtml(label ?? '')}</a></li>`)
    .join('');
  const desktop = `<header class="fs-top fs-desktop"><div class="fs-top-inner">${logo}<nav aria-label="${escapeHtml(text.nav.main)}"><ul class="fs-list">${primary}</ul></nav><nav class="fs-utility" aria-label="${escapeHtml(text.nav.utility)}"><ul class="fs-list"><li><a class="fs-link" href="/collection/webtoon">${collectionIcon.replace('width="24" height="24"', 'width="20" height="20"')}<span class="fs-wide">${escapeHtml(text.nav.collection)}</span></a></li><li><a class="fs-link" href="/search">${searchIcon.replace('width="24" height="24"', 'width="20" height="20"')}<span class="fs-wide">${escapeHtml(text.nav.search)}</span></a></li><li><a class="fs-link" href="${sessionCookie ? '/my' : '/user/login'}">${userIcon.replace('width="24" height="24"', 'width="20" height="20"')}${sessionCookie ? `<span class="fs-wide">${escapeHtml(text.nav.myPage)}</span>` : escapeHtml(text.signIn)}</a></li></ul></nav><span class="fs-languages" aria-hidden="true"><span${language === 'ko' ? ' class="fs-language-current"' : ''}>한국어</span><span${language === 'en' ? ' class="fs-language-current"' : ''}>English</span></span></div></header>`;
  const mobile = `<header class="fs-top fs-mobile">${logo}<nav aria-label="${escapeHtml(text.nav.utility)}"><ul class="fs-list"><li><a class="fs-icon" href="/collection/webtoon" aria-label="${escapeHtml(text.nav.collection)}">${collectionIcon}</a></li><li><a class="fs-icon" href="/search" aria-label="${escapeHtml(text.nav.search)}">${searchIcon}</a></li><li><span class="fs-icon" aria-hidden="true">${menuIcon}</span></li></ul></nav></header>`;
  return desktop + mobile;
}

/** An empty element after the first screen: the first paint waits for it (`<link rel="expect">`). */
const FIRST_SCREEN_END_ID = 'fs-end';

/** `<` escaped so that no answer can close the script element it travels in. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// index.html as html-webpack-plugin writes it (minified: attribute quotes may be gone).
const HTML_TAG = /<html(?:\s+lang=(?:"[^"]*"|[^\s>]*))?\s*>/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="?description"?[^>]*>/;
const ROOT = /<div\s+id="?root"?\s*><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const APP_SCRIPT = /<script\s+defer(?:="")?\s+src="?([^"\s>]+)"?\s*><\/script>/g;
const SCRIPT_PRELOAD = /<link\s+rel="?preload"?\s+as="?script"?\s+href="?([^"\s>]+)"?[^>]*>/g;

/**
 * Starts the app after the drawn page's first paint (a frame, then a task), from the list in `#app-scripts`: a
 * visitor whose scripts are cached sees the page before any of them runs, and on a slow line they do not compete
 * with the first screen's image. A hidden tab starts at once (it paints no frame).
 * One element per task (a message, which no browser delays as it does nested timers): inserting a script or a preload
 * starts its request in the page's thread, 2 to 25 ms each on a phone, so thirty of them in one task blocked input.
 */
export const APP_START_SCRIPT =
  "(function(){var d=document,s=JSON.parse(d.getElementById('app-scripts').textContent),i=0,c=new MessageChannel();" +
  "function add(){var h=s.run[i],e;if(h!==undefined){e=d.createElement('script');e.src=h}else{h=s.preload[i-s.run.length];" +
  "if(h===undefined)return;e=d.createElement('link');e.rel='preload';e.as='script';e.href=h}d.head.appendChild(e);i++;c.port2.postMessage(0)}" +
  'c.port1.onmessage=add;' +
  "if(d.visibilityState==='hidden')add();else requestAnimationFrame(function(){setTimeout(add,0)})})()";

/** The start script's hash for the Content-Security-Policy's script-src (no inline script runs without it). */
export const APP_START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;

/** index.html without its script tags and script preloads, and the app's start in their place, at the end of the body. */
function startedAfterFirstPaint(indexHtml: string): { html: string; start: string } {
  const run = [...indexHtml.matchAll(APP_SCRIPT)].map((match) => match[1] ?? '');
  // A script the page runs needs no preload as well: each is one more request to start.
  const preload = [...indexHtml.matchAll(SCRIPT_PRELOAD)].map((match) => match[1] ?? '').filter((src) => !run.includes(src));
  if (run.length === 0) return { html: indexHtml, start: '' };
  const list = `<script type="application/json" id="app-scripts">${inlineJson({ run, preload })}</script>`;
  return { html: indexHtml.replace(APP_SCRIPT, '').replace(SCRIPT_PRELOAD, ''), start: `${list}<script>${APP_START_SCRIPT}</script>` };
}

/**
 * The shell's index.html with a first screen: the language, title and description, the LCP image preloaded, the
 * styles, the first screen itself in `#first-screen` (before the app's `#root`, which stays hidden until the page
 * that replaces it has rendered), and the answers the page starts from. Null when index.html has no empty `#root`.
 */
export function withFirstScreen(indexHtml: string, screen: FirstScreen): string | null {
  if (!ROOT.test(indexHtml)) return null;
  const { html, start } = screen.content === null ? { html: indexHtml, start: '' } : startedAfterFirstPaint(indexHtml);
  const text = FIRST_SCREEN_TEXT[screen.language];
  const head = [
    `<title>${escapeHtml(screen.title)}</title>`,
    `<meta name="description" content="${escapeHtml(screen.description)}" />`,
    screen.lcpImage ? `<link rel="preload" as="image" href="${escapeHtml(screen.lcpImage)}" fetchpriority="high" />` : '',
    screen.content === null ? '' : `<style id="first-screen-styles">${FIRST_SCREEN_STYLES}${screen.styles ?? ''}</style>`,
    // The first paint waits until the whole first screen is parsed: a browser that paints a half-parsed page (a busy
    // parser yields) showed the top bar's right-aligned links one by one, each moving the ones before (a layout shift).
    screen.content === null ? '' : `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render" />`,
  ].join('');
  const data = `<script type="application/json" id="first-screen-data">${inlineJson({ answers: screen.answers, sessionCookie: screen.sessionCookie } satisfies FirstScreenData)}</script>`;
  // Without scripts the drawn page is readable: the shell's notice that asks for them goes under it, not above it.
  const noscript = screen.content === null ? '' : (NOSCRIPT.exec(html)?.[0] ?? '');
  const body =
    screen.content === null
      ? `<div id="root"></div>${data}`
      : `<div id="first-screen"><a class="fs-skip" href="#fs-main">${escapeHtml(text.skipToContent)}</a>${topBar(screen.language, screen.supportOpen, screen.sessionCookie)}<main id="fs-main" class="fs-main"><div class="fs-page">${screen.content}</div></main><div id="${FIRST_SCREEN_END_ID}"></div>${noscript}</div><div id="root" hidden></div>${data}${start}`;
  // Functions as replacements: the drawn text is inserted as it is (a `$` in it is not a pattern).
  return (noscript ? html.replace(NOSCRIPT, '') : html)
    .replace(HTML_TAG, () => `<html lang="${screen.language}">`)
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT, () => body);
}
