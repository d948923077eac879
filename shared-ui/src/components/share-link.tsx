import { css } from '@emotion/react';
import { useState } from 'react';
import { useCommonTranslation } from '../locales/use-common-translation';
import { theme } from '../theme';
import { Button, type ButtonSize, type ButtonVariant } from './button';

export type ShareOutcome = 'shared' | 'copied' | 'failed' | null;

export interface ShareTarget {
  title: string;
  /** Absolute URL of the page shared. */
  url: string;
}

/** Whether the browser offers its share sheet for this (the Web Share API). */
export const canShareNatively = (target: ShareTarget) =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(target));

/**
 * Sharing a link: `share()` opens the browser's share sheet where there is one, else copies the link (as `copy()`
 * does); `outcome` says what happened, for a visible confirmation. A share sheet the member closes is no error.
 */
export function useShareLink() {
  const [outcome, setOutcome] = useState<ShareOutcome>(null);
  const copy = async (target: ShareTarget) => {
    try {
      await navigator.clipboard.writeText(target.url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  const share = async (target: ShareTarget) => {
    if (!canShareNatively(target)) return copy(target);
    try {
      await navigator.share(target);
      setOutcome('shared');
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return undefined;
      return copy(target);
    }
    return undefined;
  };
  return { outcome, share, copy, reset: () => setOutcome(null) };
}

/** What happened to a share, in a live region (and the address to copy by hand when copying failed). */
export function ShareOutcomeNote({ outcome, url, 'data-testid': testId }: { outcome: ShareOutcome; url: string; 'data-testid'?: string }) {
  const { t } = useCommonTranslation();
  return (
    <div
      role="status"
      data-testid={testId}
      css={css`
        min-height: 20px;
        font-size: 14px;
        color: ${outcome === 'failed' ? theme.colors.red : theme.colors.gray700};
        overflow-wrap: anywhere;
      `}
    >
      {outcome === 'shared' && t('share.shared')}
      {outcome === 'copied' && t('share.copied')}
      {outcome === 'failed' && (
        <>
          {t('share.copyFailed')} <a href={url}>{url}</a>
        </>
      )}
    </div>
  );
}

/** One Share button: the share sheet where present, else the link copied, with the outcome shown below it. */
export function ShareLinkButton({
  target,
  label,
  variant = 'secondary',
  size = 'md',
  accessibleName,
  align = 'center',
  'data-testid': testId,
}: {
  align?: 'start' | 'center';
  target: ShareTarget;
  label: string;
  /** A fuller name starting with the visible label (e.g. naming what is shared, where several are). */
  accessibleName?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  'data-testid'?: string;
}) {
  const { outcome, share } = useShareLink();
  const [busy, setBusy] = useState(false);
  return (
    <div
      css={css`
        display: grid;
        gap: 6px;
        justify-items: ${align};
      `}
    >
      <Button
        variant={variant}
        size={size}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={accessibleName}
        data-testid={testId}
        onClick={() => {
          setBusy(true);
          void share(target).finally(() => setBusy(false));
        }}
      >
        {label}
      </Button>
      <ShareOutcomeNote outcome={outcome} url={target.url} data-testid={testId ? `${testId}-outcome` : undefined} />
    </div>
  );
}
