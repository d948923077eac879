import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { theme } from 'shared-ui';
import type { Menus } from '../menu-entries';
import { DesktopAccountEntries } from './account-entry';
import { DisclosureMenu } from './disclosure-menu';
import { utilityIcons } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { CartLink, GoldLink } from './member-shortcuts';
import { MenuLink } from './menu-link';
import { list, navLink, wideLabel } from './styles';

export function DesktopTopBar({ menus }: { menus: Menus }) {
  const { t } = useTranslation('shell');
  return (
    <header
      data-testid="top-bar"
      css={{
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.topBar,
        background: theme.colors.white,
        borderBottom: `1px solid ${theme.colors.gray100}`,
      }}
    >
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          maxWidth: theme.layout.contentMaxWidth,
          height: 64,
          margin: '0 auto',
          padding: '0 24px',
        }}
      >
        <Logo />
        <nav aria-label={t('nav.main')}>
          <ul css={list}>
            {menus.primary.map((entry) => (
              <li key={entry.id}>
                <MenuLink entry={entry} entries={menus.primary} linkCss={navLink} />
              </li>
            ))}
            {menus.preRegistration.length > 0 && (
              <li>
                <DisclosureMenu label={t('nav.preRegistration')} entries={menus.preRegistration} />
              </li>
            )}
          </ul>
        </nav>
        <nav aria-label={t('nav.utility')} css={{ marginLeft: 'auto' }}>
          <ul css={list}>
            {menus.utility
              .filter((entry) => entry.id !== 'my-page')
              .map((entry) => {
                const Icon = utilityIcons[entry.id];
                return (
                  <li key={entry.id}>
                    <NavLink to={entry.to} title={t(entry.labelKey)} css={navLink}>
                      {Icon && <Icon width={20} height={20} />}
                      <span css={wideLabel}>{t(entry.labelKey)}</span>
                    </NavLink>
                  </li>
                );
              })}
            <CartLink variant="bar" />
            <GoldLink variant="bar" />
            <DesktopAccountEntries myMenu={menus.my} />
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
