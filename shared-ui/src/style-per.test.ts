import { css } from '@emotion/react';
import { stylePer } from './style-per';

test('a style is made once per distinct arguments and is the same object each time after', () => {
  const make = jest.fn((size: number, color: string) => css({ fontSize: size, color }));
  const caption = stylePer(make);
  const first = caption(12, 'gray');
  expect(caption(12, 'gray')).toBe(first);
  expect(caption(13, 'gray')).not.toBe(first);
  expect(caption(12, 'black').styles).toContain('color:black');
  expect(make).toHaveBeenCalledTimes(3);
});
