import { LinkifyIt } from 'linkify-it';
import type { TextSegment } from 'shared-contract';
import { oneLineExcerpt } from '../../text/excerpt';

/**
 * Links in community text: only http(s) URLs written with their scheme (no fuzzy "example.com", no mailto, no
 * `javascript:`), found by linkify-it. Everything else stays plain text; nothing is ever parsed as HTML.
 */
const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
linkify.add('mailto:', null);
linkify.add('ftp:', null);
linkify.add('//', null);

const SAFE_SCHEME = /^https?:\/\//i;

/** Splits text into plain runs and links; joining every segment's `text` gives the text back unchanged. */
export function textSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const match of linkify.match(text) ?? []) {
    if (!SAFE_SCHEME.test(match.url)) continue;
    if (match.index > at) segments.push({ type: 'text', text: text.slice(at, match.index) });
    segments.push({ type: 'link', text: match.raw, href: match.url });
    at = match.lastIndex;
  }
  if (at < text.length) segments.push({ type: 'text', text: text.slice(at) });
  return segments;
}

/** The start of a text on one line, for lists, notifications and the console. */
export const excerpt = (text: string, length = 80) => oneLineExcerpt(text, length);
