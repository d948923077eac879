import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKst, numberFormat, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

/** How the deploys section writes times, people, counts and shares, in the page's language. */
export function useRemoteFormat() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return useMemo(() => {
    const counts = numberFormat(language);
    const shares = numberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    return {
      /** A date and time in KST. */
      at: (iso: string) => formatKst(iso, 'dateTime', language),
      /** A staff e-mail, or the deploy token in words. */
      actor: (actor: string) => (actor === 'deploy-token' ? t('console.remotes.deployToken') : actor),
      count: (value: number) => counts.format(value),
      /** A share from 0 to 1 as a percentage (8.3%). */
      share: (value: number) => shares.format(value),
    };
  }, [language, t]);
}
