import { css } from '@emotion/react';
import { differenceInCalendarMonths, differenceInDays, differenceInHours, differenceInMinutes, differenceInYears } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import { formatKst } from '../format';
import { useLanguage } from '../i18n';
import { useCommonTranslation } from '../locales/use-common-translation';
import { theme } from '../theme';

export type RelativeUnit = 'justNow' | 'minutes' | 'hours' | 'days' | 'months' | 'years';

/** The largest whole unit between `then` and `now` (spec section 9: just now, minutes, hours, days, months, years). */
export function relativeParts(then: Date, now: Date): { unit: RelativeUnit; count: number } {
  const minutes = differenceInMinutes(now, then);
  if (minutes < 1) return { unit: 'justNow', count: 0 };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = differenceInHours(now, then);
  if (hours < 24) return { unit: 'hours', count: hours };
  const months = differenceInCalendarMonths(now, then) - (now.getDate() < then.getDate() ? 1 : 0);
  if (months < 1) return { unit: 'days', count: differenceInDays(now, then) };
  const years = differenceInYears(now, then);
  if (years < 1) return { unit: 'months', count: months };
  return { unit: 'years', count: years };
}

/** Re-renders every minute so "just now" becomes "1 minute ago" on an open page. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const timeStyle = css`
  position: relative;
  /* It takes focus (to show the exact time): a target of at least 24 px. */
  display: inline-block;
  min-width: 24px;
  min-height: 24px;
  line-height: 24px;
  color: ${theme.colors.gray600};
  cursor: default;
  border-radius: ${theme.radius.sm}px;
  &:focus-visible {
    outline: 2px solid ${theme.colors.gray900};
    outline-offset: 2px;
  }
  & [role='tooltip'] {
    display: none;
    position: absolute;
    left: 0;
    top: calc(100% + 4px);
    z-index: 10;
    padding: 4px 8px;
    border-radius: ${theme.radius.sm}px;
    background: ${theme.colors.gray900};
    color: ${theme.colors.white};
    white-space: nowrap;
    font-size: 12px;
  }
  &:hover [role='tooltip'],
  &:focus [role='tooltip'] {
    display: block;
  }
`;

/**
 * "3 minutes ago" with the exact time (`yyyy.MM.dd HH:mm:ss (한국 시간)` / `Nov 25, 2026, 8:59:30 PM KST`) on hover or keyboard focus, as a tooltip the
 * time element is described by. `now` is for tests; pages follow the clock.
 */
export function RelativeTime({ iso, now: fixedNow }: { iso: string; now?: Date }) {
  const { t } = useCommonTranslation();
  const language = useLanguage();
  const liveNow = useNow();
  const tooltipId = useId();
  const { unit, count } = relativeParts(new Date(iso), fixedNow ?? liveNow);
  const exact = t('relativeTime.exact', { time: formatKst(iso, 'dateTime', language) });
  return (
    <time dateTime={iso} tabIndex={0} css={timeStyle} aria-describedby={tooltipId}>
      {unit === 'justNow' ? t('relativeTime.justNow') : t(`relativeTime.${unit}`, { count })}
      <span role="tooltip" id={tooltipId}>
        {exact}
      </span>
    </time>
  );
}
