import i18next from 'i18next';
import { useState } from 'react';
import { pickLanguage, startupErrorMessage } from 'shared-contract';
import { ApiError } from './api-client';

/** What an action's outcome says: the success text, or the api's refusal in the page's language. */
export type ActionMessage = { text: string; failed: boolean };

/** The message of a failed action: the api's own (already in the page's language), else the catalogue's temporary error. */
export const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : startupErrorMessage('TEMPORARY_ERROR', pickLanguage(i18next.resolvedLanguage ?? i18next.language));

/**
 * Runs one action of a panel at a time: marks it busy (by id), clears the last message, shows the text the action
 * answers or why it failed, and always calls `after` (refresh what the action changed), success or not.
 */
export function useActionMessage<Id extends string | number>(after: () => void) {
  const [busy, setBusy] = useState<Id | null>(null);
  const [message, setMessage] = useState<ActionMessage | null>(null);
  const run = async (id: Id, action: () => Promise<string>) => {
    setBusy(id);
    setMessage(null);
    try {
      setMessage({ text: await action(), failed: false });
    } catch (error) {
      setMessage({ text: failureText(error), failed: true });
    } finally {
      setBusy(null);
      after();
    }
  };
  return { busy, message, setMessage, run };
}
