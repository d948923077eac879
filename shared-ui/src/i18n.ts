import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { pickLanguage, type Language, type LocalizedText } from 'shared-contract';

export type NamespaceResources = { ko: Record<string, unknown>; en: Record<string, unknown> };

/** Each remote ships its own namespace; call once when the remote's routes module loads. */
export function registerNamespace(namespace: string, resources: NamespaceResources) {
  i18next.addResourceBundle('ko', namespace, resources.ko, true, true);
  i18next.addResourceBundle('en', namespace, resources.en, true, true);
}

export const currentLanguage = (): Language => pickLanguage(i18next.resolvedLanguage ?? i18next.language);

/** The current language, re-rendering on a switch. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return pickLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Picks the current language's side of text the API sends in both languages. */
export function useLocalized(): (text: LocalizedText) => string {
  const language = useLanguage();
  return (text) => text[language];
}
