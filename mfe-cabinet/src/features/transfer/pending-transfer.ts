import type { TransferKeyItem, TransferRecipientView } from 'shared-contract';

/** The transfer the form chose, kept for the password step (this tab only, gone when it closes). */
export interface PendingTransfer {
  keyItemId: number;
  recipient: string;
  /** The member the api said the recipient is (the preview the member confirmed). */
  to: TransferRecipientView;
  item: TransferKeyItem;
  /** One Idempotency-Key per attempt: kept while an attempt's outcome is unknown, so a retry never sends twice. */
  attemptKey: string;
}

const STORAGE_KEY = 'keys.cabinet.pendingTransfer';

export function savePendingTransfer(pending: Omit<PendingTransfer, 'attemptKey'> & { attemptKey?: string }) {
  const value: PendingTransfer = { ...pending, attemptKey: pending.attemptKey ?? globalThis.crypto.randomUUID() };
  globalThis.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  return value;
}

export function loadPendingTransfer(): PendingTransfer | null {
  try {
    const raw = globalThis.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingTransfer>;
    if (typeof value.keyItemId !== 'number' || typeof value.recipient !== 'string' || !value.item || typeof value.attemptKey !== 'string') return null;
    // Kept before recipients were checked: the form asks again, so no unchecked recipient reaches the password.
    if (typeof value.to?.nickname !== 'string') return null;
    return value as PendingTransfer;
  } catch {
    return null;
  }
}

export const clearPendingTransfer = () => globalThis.sessionStorage.removeItem(STORAGE_KEY);
