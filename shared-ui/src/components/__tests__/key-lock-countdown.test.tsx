import { act, render, screen } from '@testing-library/react';
import { initTestI18n } from '../../testing/render-page';
import { formatCountdown, KeyLockCountdown } from '../key-lock-countdown';

const start = new Date('2026-11-25T12:00:00.000Z');
const SECOND = 1000;
const HOUR = 3600 * SECOND;

describe('the 24-hour lock countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(start);
  });
  afterEach(() => jest.useRealTimers());

  it('formats hh:mm:ss, rounding up to the second and never below zero', () => {
    expect(formatCountdown(24 * HOUR)).toBe('24:00:00');
    expect(formatCountdown(3 * HOUR + 12 * 60 * SECOND + 45 * SECOND)).toBe('03:12:45');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5 * SECOND)).toBe('00:00:00');
  });

  it.each([
    ['en', 'KEYs can be sold or transferred 24 hours after they were bought or received.', 'Time left'],
    ['ko', 'KEY는 구매하거나 받은 뒤 24시간이 지나야 판매하거나 전송할 수 있습니다.', '남은 시간'],
  ] as const)('in %s says why, ticks every second without announcing it, and tells the page once when it ends', async (language, reason, left) => {
    await initTestI18n({ namespace: 'test', resources: { ko: {}, en: {} }, language });
    const onUnlocked = jest.fn();
    render(<KeyLockCountdown until={new Date(start.getTime() + 2 * SECOND + HOUR).toISOString()} onUnlocked={onUnlocked} />);
    expect(screen.getByTestId('key-lock-reason').textContent).toBe(reason);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('01:00:02');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer.parentElement?.textContent).toBe(`${left} 01:00:02`);

    act(() => jest.advanceTimersByTime(SECOND));
    expect(screen.getByRole('timer').textContent).toBe('01:00:01');
    act(() => jest.advanceTimersByTime(HOUR));
    expect(screen.getByRole('timer').textContent).toBe('00:00:01');
    expect(onUnlocked).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SECOND));
    // The countdown stops; the page asks the api, which decides.
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByTestId('key-lock').textContent).toBe(reason);
    act(() => jest.advanceTimersByTime(5 * SECOND));
    expect(onUnlocked).toHaveBeenCalledTimes(1);
  });

  it('compact: only the countdown', async () => {
    await initTestI18n({ namespace: 'test', resources: { ko: {}, en: {} }, language: 'en' });
    render(<KeyLockCountdown compact until={new Date(start.getTime() + 90 * SECOND).toISOString()} />);
    expect(screen.queryByTestId('key-lock-reason')).not.toBeInTheDocument();
    expect(screen.getByTestId('key-lock').textContent).toBe('Time left 00:01:30');
  });
});
