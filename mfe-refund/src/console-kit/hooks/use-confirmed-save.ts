import { useState } from 'react';
import { apiErrorCode } from '../utils/api-error-code';

/** What a mutation's `mutate` is told to do when it ends (TanStack's own callbacks). */
export type SaveOutcome<Saved> = { onSuccess: (saved: Saved) => void; onError: (error: unknown) => void };

/**
 * A console form's "check, confirm, then save", or an action on one row (end, withdraw, lift): `ask` holds the checked
 * input (or the row) while the confirmation (ConfirmedSaveDialog) is open, `confirm` sends it; the dialog closes either
 * way, and the api's refusal is kept as its code (or handed to `onRefused`).
 */
export function useConfirmedSave<Input, Saved>(
  send: (input: Input, outcome: SaveOutcome<Saved>) => void,
  onSaved: (saved: Saved, input: Input) => void,
  onRefused?: (code: string) => void,
) {
  const [pending, setPending] = useState<Input | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = () => {
    if (pending === null) return;
    const input = pending;
    setRefusal(null);
    send(input, {
      onSuccess: (saved) => {
        setPending(null);
        onSaved(saved, input);
      },
      onError: (error) => {
        setPending(null);
        const code = apiErrorCode(error);
        if (onRefused) onRefused(code);
        else setRefusal(code);
      },
    });
  };

  return { pending, ask: setPending, close: () => setPending(null), refusal, setRefusal, confirm };
}
