import { useTranslation } from 'react-i18next';
import { pickLanguage, type Language } from 'shared-contract';
import { NAMESPACE } from '../../../namespace';

/** The current UI language as the api's `Language` (ko or en). */
export function useLanguage(): Language {
  const { i18n } = useTranslation(NAMESPACE);
  return pickLanguage(i18n.resolvedLanguage ?? i18n.language);
}
