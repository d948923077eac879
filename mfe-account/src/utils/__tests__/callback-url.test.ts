import fc from 'fast-check';
import { DEFAULT_CALLBACK, safeCallbackUrl } from '../callback-url';

const SITE = 'https://keys.example';
/** Where a kept value leads when the page uses it as a link. */
const leadsTo = (kept: string) => new URL(kept, SITE);

/** Known open-redirect forms (protocol-relative, backslashes, dot segments, encodings, other schemes). */
const BYPASSES = [
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '/.//evil.example/x',
  '/./\\evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'https://evil.example',
  'HTTPS://evil.example/main',
  'http:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  `${window.location.origin}@evil.example`,
  '//evil.example@keys.example',
];

describe('safeCallbackUrl', () => {
  it.each(BYPASSES)('keeps no way off the site in %j', (value) => {
    const kept = safeCallbackUrl(value);
    expect(kept.startsWith('/')).toBe(true);
    expect(leadsTo(kept).origin).toBe(SITE);
  });

  it('keeps same-origin paths with their query and hash, and falls back to /main', () => {
    expect(safeCallbackUrl('/my/coins?history=purchases#top')).toBe('/my/coins?history=purchases#top');
    expect(safeCallbackUrl(`${window.location.origin}/cabinet?tab=likes`)).toBe('/cabinet?tab=likes');
    expect(safeCallbackUrl('/.//evil.example/x')).toBe(DEFAULT_CALLBACK);
    expect(safeCallbackUrl(null)).toBe(DEFAULT_CALLBACK);
    expect(safeCallbackUrl('')).toBe(DEFAULT_CALLBACK);
  });

  it('whatever it is given, what it keeps stays on the site when used as a link', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '//',
      '/\\',
      '%2e',
      '%2f',
      '%5c',
      'evil.example',
      '@',
      ':',
      'javascript:',
      'https:',
      '\t',
      '\n',
      ' ',
      '?',
      '#',
      'main',
    );
    const hostile = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string(), fc.webUrl(), fc.webPath()), (value) => {
        const kept = safeCallbackUrl(value);
        return kept.startsWith('/') && leadsTo(kept).origin === SITE;
      }),
      { numRuns: 2000 },
    );
  });
});
