import { useSyncExternalStore } from 'react';
import { theme } from './theme';

const query = `(min-width: ${theme.layout.desktopMinWidth}px)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** True when the window is wider than 600 px (spec: desktop means a width over 600). */
export const useIsDesktop = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
