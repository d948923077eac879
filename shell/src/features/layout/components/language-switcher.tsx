import { useTranslation } from 'react-i18next';
import { LANGUAGES } from 'shared-contract';
import { theme, useLanguage } from 'shared-ui';
import { focusRing } from './styles';

/** 한국어 / English. The choice is cached in localStorage by the language detector. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const language = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      css={{ display: 'inline-flex', border: `1px solid ${theme.colors.gray200}`, borderRadius: 999, padding: 2 }}
    >
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          onClick={() => void i18n.changeLanguage(option)}
          css={{
            minHeight: 40,
            padding: '0 12px',
            border: 'none',
            borderRadius: 999,
            font: 'inherit',
            fontSize: 13,
            fontWeight: 600,
            cursor: 'pointer',
            color: language === option ? theme.colors.white : theme.colors.gray600,
            background: language === option ? theme.colors.gray900 : 'transparent',
            ...focusRing,
          }}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
