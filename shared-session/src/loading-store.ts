import { create } from 'zustand';

/**
 * One flag for the loading overlay (spec section 1): set while any request is in flight or a
 * route's remote is loading. A counter, so overlapping work keeps it set until all of it ends.
 */
type LoadingState = {
  pending: number;
  begin: () => void;
  end: () => void;
};

export const useLoadingStore = create<LoadingState>((set) => ({
  pending: 0,
  begin: () => set((state) => ({ pending: state.pending + 1 })),
  end: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));

export const selectIsLoading = (state: LoadingState) => state.pending > 0;

/** Tracks one piece of async work in the overlay flag. */
export async function trackLoading<T>(work: Promise<T>): Promise<T> {
  const { begin, end } = useLoadingStore.getState();
  begin();
  try {
    return await work;
  } finally {
    end();
  }
}
