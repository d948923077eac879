import { useLayoutEffect, useSyncExternalStore } from 'react';

export const FIRST_SCREEN_ID = 'first-screen';

const handOffListeners = new Set<() => void>();

/**
 * Swaps a server-drawn first screen for the app: removes it and shows `#root` (the server sends it hidden) in one
 * step, before the browser paints, so the page that replaces it appears in the same frame. Nothing without one.
 */
export function handOffFirstScreen(): void {
  const firstScreen = document.getElementById(FIRST_SCREEN_ID);
  if (!firstScreen) return;
  firstScreen.remove();
  document.getElementById('first-screen-styles')?.remove();
  document.getElementById('root')?.removeAttribute('hidden');
  for (const listener of handOffListeners) listener();
}

/** Rendered once a page (or the error shown instead) has committed: the first screen gives way to it. */
export function FirstScreenHandOff() {
  useLayoutEffect(handOffFirstScreen, []);
  return null;
}

function onHandOff(listener: () => void) {
  handOffListeners.add(listener);
  return () => handOffListeners.delete(listener);
}

/** True while the visitor sees the server-drawn first screen: the app behind it has not replaced it yet. */
export const useFirstScreenShown = () =>
  useSyncExternalStore(
    onHandOff,
    () => document.getElementById(FIRST_SCREEN_ID) !== null,
    () => false,
  );
