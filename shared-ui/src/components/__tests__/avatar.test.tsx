import { render, screen } from '@testing-library/react';
import { Avatar, initialOf } from '../avatar';

describe('Avatar', () => {
  it('decorative by default: the picture with an empty alt, or the initial hidden from screen readers', () => {
    const { rerender } = render(<Avatar src="/a.png" name="봄날" data-testid="avatar" />);
    const image = screen.getByTestId('avatar');
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<Avatar src={null} name=" spring" data-testid="avatar" />);
    const disc = screen.getByTestId('avatar');
    expect(disc.textContent).toBe('S');
    expect(disc).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('named when given an alt: the picture, or the initial as an image', () => {
    const { rerender } = render(<Avatar src="/a.png" name="Mina" alt="Mina's profile image" size={72} />);
    const image = screen.getByRole('img', { name: "Mina's profile image" });
    expect(image).toHaveAttribute('width', '72');
    rerender(<Avatar src={null} name="mina" alt="No profile image" tone="pink" framed />);
    const disc = screen.getByRole('img', { name: 'No profile image' });
    expect(disc.textContent).toBe('M');
    expect(disc).not.toHaveAttribute('aria-hidden');
  });

  it('takes a whole first character and says ? for a blank name', () => {
    expect(initialOf('😀 smile')).toBe('😀');
    expect(initialOf('   ')).toBe('?');
    expect(initialOf('éclair')).toBe('É');
  });
});
