import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mq, theme } from 'shared-ui';
import { focusRing } from './styles';

const link = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  color: theme.colors.gray700,
  fontSize: 13,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  ...focusRing,
} as const;

/** Company and service information; on mobile the footer area is 285 px high (theme). */
export function Footer({ supportOpen }: { supportOpen: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <footer
      css={{
        minHeight: theme.layout.mobileFooterHeight,
        padding: '32px 0',
        color: theme.colors.gray500,
        background: theme.colors.gray50,
        borderTop: `1px solid ${theme.colors.gray100}`,
        fontSize: 12,
        lineHeight: 1.7,
        [mq.desktop]: { minHeight: 0, padding: '40px 0' },
      }}
    >
      {/* Same column as the top bar and PageContainer, so the footer lines up with the page. */}
      <div css={{ maxWidth: theme.layout.contentMaxWidth, margin: '0 auto', padding: '0 16px', [mq.desktop]: { padding: '0 24px' } }}>
        <nav aria-label={t('nav.footer')}>
          <ul css={{ display: 'flex', flexWrap: 'wrap', gap: '0 20px', margin: '0 0 12px', padding: 0, listStyle: 'none' }}>
            <li>
              <Link to="/user/policy" css={link}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/user/privacy" css={{ ...link, color: theme.colors.gray900 }}>
                {t('footer.privacy')}
              </Link>
            </li>
            {supportOpen && (
              <li>
                <Link to="/support" css={link}>
                  {t('footer.support')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <p css={{ margin: '0 0 4px', fontWeight: 700, color: theme.colors.gray700 }}>{t('footer.company')}</p>
        <p css={{ margin: '0 0 4px' }}>{t('footer.notice')}</p>
        <p css={{ margin: '0 0 12px' }}>{t('footer.contact')}</p>
        <p css={{ margin: 0 }}>{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
