import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { theme } from 'shared-ui';
import { focusRing } from './styles';

export function Logo() {
  const { t } = useTranslation('shell');
  return (
    <Link
      to="/main"
      aria-label={t('nav.home')}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        minHeight: 44,
        color: theme.colors.gray900,
        fontSize: 22,
        fontWeight: 800,
        letterSpacing: '0.08em',
        textDecoration: 'none',
        ...focusRing,
      }}
    >
      <span aria-hidden="true" css={{ display: 'inline-flex', gap: 3 }}>
        <span css={{ width: 8, height: 16, borderRadius: 2, background: theme.colors.pinkBright }} />
        <span css={{ width: 8, height: 16, borderRadius: 2, background: theme.colors.green, marginTop: 4 }} />
      </span>
      {t('brand')}
    </Link>
  );
}
