import { create } from 'zustand';

/** A second trigger within this time shows no second alert (spec section 4: guarded for 2 seconds). */
export const SUSPENDED_ALERT_GUARD_MS = 2_000;

type SuspendedAlertState = {
  open: boolean;
  shownAt: number | null;
  /** Opens the alert unless it opened less than 2 s ago. */
  show: () => void;
  close: () => void;
};

/** The one suspended-account alert of the app (the page that triggers it is already gone). */
export const useSuspendedAlert = create<SuspendedAlertState>((set, get) => ({
  open: false,
  shownAt: null,
  show: () => {
    const now = Date.now();
    const { shownAt } = get();
    if (shownAt !== null && now - shownAt < SUSPENDED_ALERT_GUARD_MS) return;
    set({ open: true, shownAt: now });
  },
  close: () => set({ open: false }),
}));
