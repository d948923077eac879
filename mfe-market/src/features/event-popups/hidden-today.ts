/**
 * "Don't show again today": the KST day (`YYYY-MM-DD`, as the api answered it) is kept in localStorage per popup, so
 * the popup stays hidden while the api's `today` is that day and shows again from the next KST day.
 */
const STORAGE_PREFIX = 'keys.eventPopup.hiddenOn.';

export const hiddenKey = (popupId: number) => `${STORAGE_PREFIX}${popupId}`;

export function isHiddenToday(popupId: number, today: string): boolean {
  try {
    return window.localStorage.getItem(hiddenKey(popupId)) === today;
  } catch {
    return false;
  }
}

export function hideForToday(popupId: number, today: string) {
  try {
    window.localStorage.setItem(hiddenKey(popupId), today);
  } catch {
    // Storage refused (private mode, quota): the popup is still closed for this visit.
  }
}
