import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initTestI18n } from '../../testing/render-page';
import { RelativeTime, relativeParts } from '../relative-time';

const now = new Date('2026-11-25T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe('relative times (spec section 9)', () => {
  it('picks the largest whole unit', () => {
    expect(relativeParts(new Date(ago(59_000)), now)).toEqual({ unit: 'justNow', count: 0 });
    expect(relativeParts(new Date(ago(MINUTE)), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(relativeParts(new Date(ago(59 * MINUTE)), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(relativeParts(new Date(ago(60 * MINUTE)), now)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeParts(new Date(ago(24 * 60 * MINUTE)), now)).toEqual({ unit: 'days', count: 1 });
    expect(relativeParts(new Date('2026-10-26T12:00:00.000Z'), now)).toEqual({ unit: 'days', count: 30 });
    expect(relativeParts(new Date('2026-10-25T12:00:00.000Z'), now)).toEqual({ unit: 'months', count: 1 });
    expect(relativeParts(new Date('2025-11-26T12:00:00.000Z'), now)).toEqual({ unit: 'months', count: 11 });
    expect(relativeParts(new Date('2024-11-25T12:00:00.000Z'), now)).toEqual({ unit: 'years', count: 2 });
  });

  it.each([
    ['ko', '방금 전', ago(30_000), '2026.11.25 20:59:30 (한국 시간)'],
    ['ko', '5분 전', ago(5 * MINUTE), '2026.11.25 20:55:00 (한국 시간)'],
    ['en', '1 minute ago', ago(MINUTE), 'Nov 25, 2026, 8:59:00 PM KST'],
    ['en', '3 hours ago', ago(3 * 60 * MINUTE), 'Nov 25, 2026, 6:00:00 PM KST'],
    ['en', '1 year ago', '2025-11-25T12:00:00.000Z', 'Nov 25, 2025, 9:00:00 PM KST'],
  ] as const)('in %s shows "%s" and the exact KST time as its description', async (language, shown, iso, exact) => {
    await initTestI18n({ namespace: 'test', resources: { ko: {}, en: {} }, language });
    render(<RelativeTime iso={iso} now={now} />);
    const time = screen.getByText(shown, { exact: false, selector: 'time' });
    expect(time).toHaveAttribute('datetime', iso);
    expect(time.tabIndex).toBe(0);
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe(exact);
    expect(time).toHaveAttribute('aria-describedby', screen.getByRole('tooltip', { hidden: true }).id);
    expect(i18next.language).toBe(language);
  });
});
