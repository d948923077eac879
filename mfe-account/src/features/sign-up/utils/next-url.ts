import { safeCallbackUrl } from '../../../utils/callback-url';

/** A sign-up step's URL keeping where the member was going (when the current page was told). */
export function stepUrl(path: string, callbackUrl: string | null | undefined) {
  return callbackUrl ? `${path}?${new URLSearchParams({ callbackUrl: safeCallbackUrl(callbackUrl) })}` : path;
}
