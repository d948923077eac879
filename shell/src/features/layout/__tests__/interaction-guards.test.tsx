import { createEvent, fireEvent, screen } from '@testing-library/react';
import { inMemoryLoader, page } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

const loader = () =>
  inMemoryLoader({
    market: { routes: [page('/main', 'Main page')] },
    community: { routes: [page('/community'), page('/community/*', 'Community post')] },
  });

const contextMenuPrevented = (target: Element) => {
  const event = createEvent.contextMenu(target);
  fireEvent(target, event);
  return event.defaultPrevented;
};

beforeEach(() => setViewportWidth(1280));

test('the context menu is blocked outside community pages', async () => {
  await renderApp({ path: '/main', loader: loader() });
  const heading = await screen.findByRole('heading', { name: 'Main page' });
  expect(contextMenuPrevented(heading)).toBe(true);
  expect(contextMenuPrevented(screen.getByRole('navigation', { name: '주 메뉴' }))).toBe(true);
});

test('the context menu is allowed on community pages', async () => {
  await renderApp({ path: '/community/project/3', loader: loader() });
  const heading = await screen.findByRole('heading', { name: 'Community post' });
  expect(contextMenuPrevented(heading)).toBe(false);
});

test('dragging is blocked everywhere, community included', async () => {
  await renderApp({ path: '/community', loader: loader() });
  const heading = await screen.findByRole('heading', { name: 'page /community' });
  const drag = createEvent.dragStart(heading);
  fireEvent(heading, drag);
  expect(drag.defaultPrevented).toBe(true);
});
