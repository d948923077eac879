import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { daysOfMonth } from 'shared-contract';
import { theme, useLanguage, visuallyHidden } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { formatDayLong, formatMonth, weekdayNames, weekdayOf } from './month-format';

export type DayState = 'checked' | 'missed' | 'today' | 'todayChecked' | 'future';

export function dayState(day: string, today: string, checked: ReadonlySet<string>): DayState {
  if (day === today) return checked.has(day) ? 'todayChecked' : 'today';
  if (day > today) return 'future';
  return checked.has(day) ? 'checked' : 'missed';
}

const tableStyle = css`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 4px;
  font-size: 14px;
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0 4px 4px;
    color: ${theme.colors.gray900};
  }
  th {
    font-size: 12px;
    font-weight: 600;
    color: ${theme.colors.gray600};
    padding: 0 0 2px;
  }
  td {
    padding: 0;
  }
`;

const dayStyle: Record<DayState, ReturnType<typeof css>> = {
  checked: css`
    background: ${theme.colors.green};
    color: ${theme.colors.gray900};
    font-weight: 700;
  `,
  todayChecked: css`
    background: ${theme.colors.green};
    color: ${theme.colors.gray900};
    font-weight: 700;
    box-shadow: inset 0 0 0 3px ${theme.colors.gray900};
  `,
  today: css`
    background: ${theme.colors.white};
    color: ${theme.colors.gray900};
    font-weight: 700;
    box-shadow: inset 0 0 0 3px ${theme.colors.gray900};
  `,
  missed: css`
    background: ${theme.colors.gray100};
    color: ${theme.colors.gray800};
  `,
  // Dimmed, still 4.5:1 on white.
  future: css`
    background: ${theme.colors.white};
    color: ${theme.colors.gray500};
    box-shadow: inset 0 0 0 1px ${theme.colors.gray200};
  `,
};

const cellStyle = css`
  display: grid;
  place-items: center;
  height: 36px;
  border-radius: ${theme.radius.sm}px;
  font-variant-numeric: tabular-nums;
`;

const legendStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
  color: ${theme.colors.gray700};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  span[aria-hidden] {
    display: inline-block;
    width: 16px;
    height: 16px;
    border-radius: 4px;
  }
`;

/**
 * The month's check-in days as a calendar table (weeks from Sunday): checked-in days filled, today framed, days to
 * come dimmed. Each day's cell is named by its date and state for screen readers; the number alone is hidden to them.
 */
export function StreakCalendar({ month, today, checkinDays }: { month: string; today: string; checkinDays: readonly string[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const checked = new Set(checkinDays);
  const days = daysOfMonth(month);
  const lead = days.length > 0 ? weekdayOf(days[0] as string) : 0;
  const cells: Array<string | null> = [...Array.from({ length: lead }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
  const weekdays = weekdayNames(language);

  return (
    <div
      css={css`
        display: grid;
        gap: 8px;
        min-width: 0;
      `}
    >
      <table css={tableStyle} data-testid="monthly-calendar">
        <caption>{t('monthly.calendar.label', { month: formatMonth(month, language) })}</caption>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, weekIndex) => (
            <tr key={weekIndex}>
              {week.map((day, dayIndex) => {
                if (!day) return <td key={`blank-${dayIndex}`} aria-hidden="true" />;
                const state = dayState(day, today, checked);
                return (
                  <td key={day} aria-current={state === 'today' || state === 'todayChecked' ? 'date' : undefined} data-state={state} data-day={day}>
                    <span css={[cellStyle, dayStyle[state]]}>
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <span css={visuallyHidden}>{t(`monthly.calendar.${state}`, { date: formatDayLong(day, language) })}</span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul css={legendStyle} aria-hidden="true">
        <li>
          <span aria-hidden="true" css={dayStyle.checked} />
          {t('monthly.calendar.legendChecked')}
        </li>
        <li>
          <span aria-hidden="true" css={dayStyle.today} />
          {t('monthly.calendar.legendToday')}
        </li>
        <li>
          <span aria-hidden="true" css={dayStyle.future} />
          {t('monthly.calendar.legendFuture')}
        </li>
      </ul>
    </div>
  );
}
