import { render, screen } from '@testing-library/react';
import { RevealBurst } from '../reveal-burst';
import animation from '../reveal-burst.json';

// lottie-web needs a real canvas, which jsdom lacks; the player itself is checked in the browser (purchase e2e).
jest.mock('../reveal-burst-player', () => ({ __esModule: true, default: () => <svg data-testid="burst-player" /> }));

test('plays only once a KEY is revealed, hidden from screen readers and letting clicks through', async () => {
  const { rerender } = render(<RevealBurst play={false} />);
  expect(screen.queryByTestId('reveal-burst')).not.toBeInTheDocument();
  rerender(<RevealBurst play />);
  const burst = screen.getByTestId('reveal-burst');
  expect(burst).toHaveAttribute('aria-hidden', 'true');
  expect(getComputedStyle(burst).pointerEvents).toBe('none');
  expect(await screen.findByTestId('burst-player')).toBeInTheDocument();
});

test('the animation is a one-shot 60 fps lottie with the brand colours', () => {
  expect(animation).toMatchObject({ fr: 60, ip: 0, op: 48, w: 400, h: 400 });
  const colours = JSON.stringify(animation.layers);
  expect(colours).toContain(JSON.stringify([1, 79 / 255, 154 / 255, 1]));
  expect(animation.layers.length).toBeGreaterThan(5);
});
