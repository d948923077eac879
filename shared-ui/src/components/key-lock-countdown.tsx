import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useCommonTranslation } from '../locales/use-common-translation';
import { theme } from '../theme';

/** A duration as hh:mm:ss (rounded up to the second, never below 0). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60].map((part) => String(part).padStart(2, '0')).join(':');
}

/** Milliseconds left until `until` (ISO), recomputed every second while some are left; 0 once it has passed. */
export function useRemainingMs(until: string): number {
  const end = new Date(until).getTime();
  const [remaining, setRemaining] = useState(() => Math.max(0, end - Date.now()));
  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, end - Date.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return remaining;
}

const boxStyle = css`
  display: grid;
  gap: 2px;
  font-size: 13px;
  color: ${theme.colors.gray700};
`;

const timerStyle = css`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${theme.colors.gray900};
`;

type KeyLockCountdownProps = {
  /** When the 24-hour lock ends (the api's `lockedUntil`). */
  until: string;
  /**
   * Called once when the countdown reaches zero: the page asks the api for the KEY's state again (the api decides; this
   * browser's clock may differ from the server's, so the countdown then just stops).
   */
  onUnlocked?: () => void;
  /** Only the countdown, without the reason (a cabinet card). */
  compact?: boolean;
  'data-testid'?: string;
};

/**
 * Why a KEY is locked (bought or received less than 24 hours ago) and the time left, live (hh:mm:ss). The ticking part
 * is a `timer` with `aria-live="off"`: screen readers read it when they reach it instead of announcing every second.
 */
export function KeyLockCountdown({ until, onUnlocked, compact = false, 'data-testid': testId = 'key-lock' }: KeyLockCountdownProps) {
  const { t } = useCommonTranslation();
  const remaining = useRemainingMs(until);
  const unlocked = useRef(onUnlocked);
  unlocked.current = onUnlocked;
  const done = remaining === 0;
  useEffect(() => {
    if (done) unlocked.current?.();
  }, [done]);
  return (
    <span css={boxStyle} data-testid={testId}>
      {!compact && <span data-testid="key-lock-reason">{t('keyLock.reason')}</span>}
      {done ? null : (
        <span>
          {t('keyLock.remaining')}{' '}
          <span role="timer" aria-live="off" aria-atomic="true" data-testid="key-lock-timer" css={timerStyle}>
            {formatCountdown(remaining)}
          </span>
        </span>
      )}
    </span>
  );
}
