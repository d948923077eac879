import { useEffect } from 'react';
import { useLoadingStore } from 'shared-session';
import { theme } from 'shared-ui';

/** Suspense fallback: holds the overlay's loading flag while a remote page loads. */
export function LoadingFlag() {
  useEffect(() => {
    const { begin, end } = useLoadingStore.getState();
    begin();
    return end;
  }, []);
  return <div aria-busy="true" css={{ minHeight: theme.layout.minHeight }} />;
}
