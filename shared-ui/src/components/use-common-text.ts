import { useTranslation } from 'react-i18next';
import { pickLanguage } from 'shared-contract';

/**
 * Generic labels live in the `common` namespace; the ko/en fallback keeps a component correct in
 * both languages even before (or without) that namespace being loaded.
 */
export function useCommonText() {
  const { t, i18n } = useTranslation('common');
  const language = pickLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (key: string, ko: string, en: string) =>
    t(key, { ns: 'common', defaultValue: language === 'en' ? en : ko });
}
