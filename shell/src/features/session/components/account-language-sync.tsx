import { useAccountLanguage } from '../hooks/use-account-language';

/** Mounted once inside the app: keeps the UI language and the account's language in step. */
export function AccountLanguageSync() {
  useAccountLanguage();
  return null;
}
