import { useEffect, useRef } from 'react';
import { noticeStyle } from 'shared-ui';

/** What an action of the console came to: a success, or an error the staff member must read. */
export type ActionOutcome = { tone: 'success' | 'error'; text: string };

/**
 * The announced result of the last action (a polite live region; an error is an alert). A new result receives the
 * focus, so keyboard and screen reader users learn at once how the action went.
 */
export function ActionResult({ result, 'data-testid': testId }: { result: ActionOutcome | null; 'data-testid': string }) {
  const ref = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (result) ref.current?.focus();
  }, [result]);

  return (
    <div aria-live="polite">
      {result ? (
        <p ref={ref} tabIndex={-1} role={result.tone === 'error' ? 'alert' : undefined} css={noticeStyle(result.tone)} data-testid={testId}>
          {result.text}
        </p>
      ) : null}
    </div>
  );
}
