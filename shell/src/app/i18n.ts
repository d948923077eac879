import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { COMMON_NAMESPACE, commonResources } from 'shared-ui';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES } from 'shared-contract';
import { shellEn } from './locales/en';
import { shellKo } from './locales/ko';

export const SHELL_NAMESPACE = 'shell';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

const syncDocumentLanguage = (language: string | undefined) => {
  if (typeof document !== 'undefined' && language) document.documentElement.lang = language;
};

/**
 * Initialises the ONE shared i18next instance (a Module Federation singleton): every remote adds
 * its namespace to it and re-renders on a switch. Detection: the saved choice (localStorage, then the cookie the
 * server reads to draw first screens in it), then the browser, then ko; a choice is saved in both.
 */
export async function initI18n() {
  if (!i18next.isInitialized) {
    await i18next
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        nonExplicitSupportedLngs: true,
        load: 'languageOnly',
        ns: [SHELL_NAMESPACE, COMMON_NAMESPACE],
        defaultNS: SHELL_NAMESPACE,
        // Given at init (not added afterwards) so the detected language resolves right away.
        resources: {
          ko: { [SHELL_NAMESPACE]: shellKo, [COMMON_NAMESPACE]: commonResources.ko },
          en: { [SHELL_NAMESPACE]: shellEn, [COMMON_NAMESPACE]: commonResources.en },
        },
        interpolation: { escapeValue: false },
        detection: {
          order: ['localStorage', 'cookie', 'navigator'],
          lookupLocalStorage: LANGUAGE_STORAGE_KEY,
          lookupCookie: LANGUAGE_COOKIE,
          cookieMinutes: 60 * 24 * 365,
          cookieOptions: { path: '/', sameSite: 'lax' },
          caches: ['localStorage', 'cookie'],
        },
        react: { bindI18nStore: 'added' },
      });
    i18next.on('languageChanged', syncDocumentLanguage);
  }
  syncDocumentLanguage(i18next.resolvedLanguage);
  return i18next;
}
