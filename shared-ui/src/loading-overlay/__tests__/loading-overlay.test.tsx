import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LoadingOverlay, preloadLoadingAnimation } from '../loading-overlay';
import animation from '../loading-animation.json';

// lottie-web needs a real canvas, which jsdom lacks; the player is checked in the browser (e2e).
jest.mock('../loading-animation-player', () => ({ __esModule: true, default: () => <svg data-testid="player" /> }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'ko', fallbackLng: 'ko', resources: {} });
});

test('is absent while not loading and a labelled status while loading', async () => {
  const { rerender } = render(<LoadingOverlay visible={false} />);
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  rerender(<LoadingOverlay visible />);
  await act(() => preloadLoadingAnimation());
  const overlay = screen.getByRole('status', { name: '로딩 중' });
  expect(overlay).toHaveAttribute('data-testid', 'loading-overlay');
  expect(getComputedStyle(overlay).zIndex).toBe('9999');
  expect(getComputedStyle(overlay).position).toBe('fixed');
  rerender(<LoadingOverlay visible={false} />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('the animation engine is fetched only when loading lasts longer than the delay', async () => {
  jest.useFakeTimers();
  try {
    render(<LoadingOverlay visible animationDelayMs={300} />);
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(300);
      await preloadLoadingAnimation();
    });
    expect(await screen.findByTestId('player')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('a load shorter than the delay never fetches the engine', () => {
  jest.useFakeTimers();
  try {
    const { rerender } = render(<LoadingOverlay visible animationDelayMs={300} />);
    act(() => jest.advanceTimersByTime(120));
    rerender(<LoadingOverlay visible={false} animationDelayMs={300} />);
    act(() => jest.advanceTimersByTime(1000));
    rerender(<LoadingOverlay visible animationDelayMs={300} />);
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('the animation is the one the spec describes', () => {
  expect({ w: animation.w, h: animation.h, fr: animation.fr, ip: animation.ip, op: animation.op }).toEqual({
    w: 720,
    h: 504,
    fr: 60,
    ip: 0,
    op: 90,
  });
  const colours = JSON.stringify(animation.layers);
  // #ff4f9a and #1fd6a0 as lottie's 0..1 RGB.
  expect(colours).toContain(`[1,${79 / 255},${154 / 255},1]`);
  expect(colours).toContain(`[${31 / 255},${214 / 255},${160 / 255},1]`);
  const dropping = animation.layers.filter((layer) => layer.nm.startsWith('card-'));
  expect(dropping.length).toBeGreaterThanOrEqual(4);
});
