import escapeHtml from 'escape-html';
import type { OpenGraph } from 'shared-contract';

/** A page's link preview: a shared KEY's (`OpenGraph`) or another public page's, such as a showcase. */
export type LinkPreview = Omit<OpenGraph, 'keyId' | 'image'> & { image: string | null };

/** The open-graph and twitter tags of a shared page, for crawlers that read the page's head without running it. */
export function openGraphTags(og: LinkPreview): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  return [
    property('og:type', 'website'),
    property('og:site_name', og.siteName),
    property('og:title', og.title),
    property('og:description', og.description),
    ...(og.image === null ? [] : [property('og:image', og.image)]),
    property('og:url', og.url),
    named('twitter:card', og.image === null ? 'summary' : 'summary_large_image'),
    named('twitter:title', og.title),
    named('twitter:description', og.description),
    ...(og.image === null ? [] : [named('twitter:image', og.image)]),
    `<link rel="canonical" href="${escapeHtml(og.url)}" />`,
  ].join('\n    ');
}

/** The shell's index.html with the page's title, description and open-graph tags in its head. */
export function withOpenGraph(indexHtml: string, og: LinkPreview): string {
  const title = `${og.title} | ${og.siteName}`;
  let html = indexHtml.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
  html = html.replace(/<meta\s+name="description"[^>]*>/i, () => `<meta name="description" content="${escapeHtml(og.description)}" />`);
  return html.replace(/<\/head>/i, () => `    ${openGraphTags(og)}\n  </head>`);
}
