import { cabinetUnlockSchema, type CabinetUnlock } from 'shared-contract';

/** The cabinet stays open for this browser session (sessionStorage), per member, until its token expires. */
const storageKey = (userId: number) => `keys.cabinet.unlock.${userId}`;

export function readUnlock(userId: number, now = Date.now()): CabinetUnlock | null {
  try {
    const raw = sessionStorage.getItem(storageKey(userId));
    if (!raw) return null;
    const unlock = cabinetUnlockSchema.parse(JSON.parse(raw));
    return new Date(unlock.expiresAt).getTime() > now ? unlock : null;
  } catch {
    return null;
  }
}

export function saveUnlock(userId: number, unlock: CabinetUnlock) {
  try {
    sessionStorage.setItem(storageKey(userId), JSON.stringify(unlock));
  } catch {
    // Private mode without storage: the cabinet stays open for this page only.
  }
}

export function clearUnlock(userId: number) {
  try {
    sessionStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing stored.
  }
}
