import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { COMMON_NAMESPACE, commonResources } from 'shared-ui';
import { DEFAULT_LANGUAGE, LANGUAGES } from 'shared-contract';
import { shellEn } from './locales/en';
import { shellKo } from './locales/ko';

export const SHELL_NAMESPACE = 'shell';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

const syncDocumentLanguage = (language: string | undefined) => {
  if (typeof document !== 'undefined' && language) document.documentElement.lang = language;
};

/**
 * Initialises the ONE shared i18next instance (a Module Federation singleton): every remote adds
 * its namespace to it and re-renders on a switch. Detection: localStorage, then the browser, then ko.
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
          order: ['localStorage', 'navigator'],
          lookupLocalStorage: LANGUAGE_STORAGE_KEY,
          caches: ['localStorage'],
        },
        react: { bindI18nStore: 'added' },
      });
    i18next.on('languageChanged', syncDocumentLanguage);
  }
  syncDocumentLanguage(i18next.resolvedLanguage);
  return i18next;
}
