import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { visuallyHidden } from '../visually-hidden';
import { LikeToggle } from '../like-toggle';

function Harness({ disabled }: { disabled?: boolean }) {
  const [liked, setLiked] = useState(false);
  const count = liked ? 4 : 3;
  return (
    <LikeToggle liked={liked} onToggle={() => setLiked(!liked)} disabled={disabled} data-testid="like">
      <span css={visuallyHidden}>Like</span> <span data-testid="like-count">{count}</span>
    </LikeToggle>
  );
}

describe('LikeToggle', () => {
  it('is a toggle button named by its text, the heart hidden from screen readers', () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Like 3' });
    expect(button).toBe(screen.getByTestId('like'));
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('toggles on press and says so with aria-pressed', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Like 3' }));
    const pressed = screen.getByRole('button', { name: 'Like 4', pressed: true });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(pressed);
    expect(screen.getByRole('button', { name: 'Like 3', pressed: false })).toBeInTheDocument();
  });

  it('takes the keyboard focus as a native button (Enter and Space press it in the browser), unless turned off', () => {
    const { unmount } = render(<Harness />);
    const button = screen.getByRole('button', { name: 'Like 3' });
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(button).toHaveFocus();
    unmount();
    render(<Harness disabled />);
    const off = screen.getByRole('button', { name: 'Like 3' });
    expect(off).toBeDisabled();
    fireEvent.click(off);
    expect(off).toHaveAttribute('aria-pressed', 'false');
  });
});
