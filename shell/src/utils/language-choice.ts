/**
 * Whether the person chose the language on this device (with the language switcher), kept in localStorage beside the
 * detector's cached language (which it writes for a detected language too, so it cannot tell a choice apart):
 * `unsaved` — chosen, not yet saved to an account (a visitor's choice); `saved` — chosen and saved to the account.
 */
export const LANGUAGE_CHOICE_KEY = 'keys-lang-choice';

export type LanguageChoice = 'unsaved' | 'saved' | null;

export function languageChoice(): LanguageChoice {
  try {
    const value = localStorage.getItem(LANGUAGE_CHOICE_KEY);
    return value === 'unsaved' || value === 'saved' ? value : null;
  } catch {
    return null;
  }
}

export function setLanguageChoice(choice: Exclude<LanguageChoice, null>) {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}
