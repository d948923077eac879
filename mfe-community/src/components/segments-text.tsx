import type { TextSegment } from 'shared-contract';
import { bodyTextStyle } from './styles';

/** Only http(s) addresses become links; anything else the api might send stays text. */
const isWebLink = (href: string) => {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * A post's or comment's text as the api split it: plain text as React text (so `<img onerror>` shows as the
 * characters it is) and http(s) links as external links. Never HTML; line breaks kept by `pre-wrap`.
 */
export function SegmentsText({ segments, 'data-testid': testId }: { segments: TextSegment[]; 'data-testid'?: string }) {
  return (
    <p css={bodyTextStyle} data-testid={testId}>
      {segments.map((segment, index) =>
        segment.type === 'link' && isWebLink(segment.href) ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
