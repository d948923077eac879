import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { theme } from 'shared-ui';
import type { Menus } from '../menu-entries';
import { MenuIcon, utilityIcons } from './icons';
import { Logo } from './logo';
import { CartLink } from './member-shortcuts';
import { MoreMenu } from './more-menu';
import { UnreadDot, useUnreadNotificationCount } from './notifications-entry';
import { iconButton, list } from './styles';

/** Mobile: logo left; collection, search, the member's cart and "more" right (spec section 2, issue 15). */
export function MobileTopBar({ menus }: { menus: Menus }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const shortcuts = menus.utility.filter((entry) => entry.id !== 'my-page');
  const unread = useUnreadNotificationCount();

  return (
    <header
      data-testid="top-bar"
      css={{
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.topBar,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        height: 56,
        padding: '0 8px 0 16px',
        background: theme.colors.white,
        borderBottom: `1px solid ${theme.colors.gray100}`,
      }}
    >
      <Logo />
      <nav aria-label={t('nav.utility')}>
        <ul css={list}>
          {shortcuts.map((entry) => {
            const Icon = utilityIcons[entry.id];
            return (
              <li key={entry.id}>
                <NavLink to={entry.to} aria-label={t(entry.labelKey)} css={iconButton}>
                  {Icon && <Icon />}
                </NavLink>
              </li>
            );
          })}
          <CartLink variant="icon" />
          <li>
            <button
              ref={moreButton}
              type="button"
              aria-label={t('nav.more')}
              aria-expanded={open}
              aria-controls="more-menu"
              aria-haspopup="dialog"
              aria-describedby={unread > 0 ? 'more-unread' : undefined}
              onClick={() => setOpen(true)}
              css={{ ...iconButton, position: 'relative' }}
            >
              <MenuIcon />
              <UnreadDot describedById="more-unread" />
            </button>
          </li>
        </ul>
      </nav>
      {open && (
        <MoreMenu
          menus={menus}
          onClose={() => {
            setOpen(false);
            moreButton.current?.focus();
          }}
        />
      )}
    </header>
  );
}
