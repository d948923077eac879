import { create } from 'zustand';

/**
 * Spec section 8, "Connection fail, go to main": set when a page's data could not be read because the api was not
 * reachable (the read had nothing to show yet), cleared as soon as a read answers. The shell tells the member and
 * takes them to /main, with a way to try again.
 */
type ConnectionState = {
  lost: boolean;
  /** When it was last found lost (a repeated failure after a retry sets it again). */
  lostAt: number;
  markLost: () => void;
  markAnswered: () => void;
};

export const useConnectionStore = create<ConnectionState>((set, get) => ({
  lost: false,
  lostAt: 0,
  markLost: () => set({ lost: true, lostAt: Date.now() }),
  markAnswered: () => {
    if (get().lost) set({ lost: false });
  },
}));
