import { render } from '@testing-library/react';
import { FirstScreenHandOff } from '../first-screen-hand-off';

test('the server-drawn first screen gives way to the app as soon as a page has rendered', () => {
  document.body.innerHTML = '<div id="first-screen"><h2>지금 판매 중</h2></div><div id="root" hidden></div>';
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  render(<p>the market page</p>, { container: root });
  expect(root.hidden).toBe(true);

  render(<FirstScreenHandOff />, { container: root });
  expect(document.getElementById('first-screen')).toBeNull();
  expect(root.hidden).toBe(false);
});

test('a page without a first screen is left as it is', () => {
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  render(<FirstScreenHandOff />, { container: root });
  expect(root.hidden).toBe(false);
});
