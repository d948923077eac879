import type { VerificationSignUpResult } from 'shared-contract';
import type { VerificationPurpose } from '../api/verification';

/** The verification the member started in this tab: where it started and what for (survives the provider's page). */
export type StartedVerification = { requestId: string; purpose: VerificationPurpose; returnTo: string };
/** What the callback page settled for a request, so a reload shows it again (the provider token is one-time). */
export type VerificationOutcome = { kind: 'account'; name: string; result: VerificationSignUpResult } | { kind: 'find'; requestId: string; di: string };

const STARTED_KEY = 'keys.verification.started';
const OUTCOME_KEY = (requestId: string) => `keys.verification.outcome.${requestId}`;
const FIND_KEY = 'keys.verification.find';

function read<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the flow still works, only a reload loses the state.
  }
}

function remove(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // ignore
  }
}

export const verificationStorage = {
  saveStarted: (started: StartedVerification) => write(STARTED_KEY, started),
  started: (requestId: string) => {
    const started = read<StartedVerification>(STARTED_KEY);
    return started?.requestId === requestId ? started : null;
  },
  saveOutcome: (requestId: string, outcome: VerificationOutcome) => write(OUTCOME_KEY(requestId), outcome),
  outcome: (requestId: string) => read<VerificationOutcome>(OUTCOME_KEY(requestId)),
  /** The verified person of the find-IDs page (request and DI), until the member searches again. */
  saveFind: (find: { requestId: string; di: string }) => write(FIND_KEY, find),
  find: () => read<{ requestId: string; di: string }>(FIND_KEY),
  clearFind: () => remove(FIND_KEY),
};
