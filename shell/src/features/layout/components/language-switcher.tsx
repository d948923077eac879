import { useTranslation } from 'react-i18next';
import { LANGUAGES } from 'shared-contract';
import { theme, useLanguage } from 'shared-ui';
import { setLanguageChoice } from '../../../utils/language-choice';
import { focusRing } from './styles';

/** 한국어 / English. The language is cached by the detector; that it was chosen here is kept too (`language-choice`). */
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
          onClick={() => {
            setLanguageChoice('unsaved');
            void i18n.changeLanguage(option);
          }}
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
