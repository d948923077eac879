import { useTranslation } from 'react-i18next';
import { formatKst, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

/**
 * Times of popups, lotteries and announcements, to the minute in the page's language: `2026.04.10 12:00 (KST)` /
 * `Apr 10, 2026, 12:00 PM KST`, and windows `2026.04.10 12:00 – 2026.04.17 12:00 (KST)`.
 */
export function useKstText() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const at = (iso: string) => formatKst(iso, 'dateMinute', language);
  return {
    minute: (iso: string) => t('promotions.kst', { at: at(iso) }),
    window: (start: string, end: string) => t('promotions.window', { start: at(start), end: at(end) }),
  };
}
