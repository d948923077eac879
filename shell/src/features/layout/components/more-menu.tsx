import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { theme } from 'shared-ui';
import type { MenuEntry, Menus } from '../menu-entries';
import { DrawerAccountSection } from './account-entry';
import { CloseIcon } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { MenuLink } from './menu-link';
import { iconButton, navLink } from './styles';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

const row = { ...navLink, display: 'flex', fontSize: 16 } as const;

function Section({ title, entries, byQuery = false }: { title?: string; entries: MenuEntry[]; byQuery?: boolean }) {
  const { t } = useTranslation('shell');
  if (entries.length === 0) return null;
  return (
    <section css={{ padding: '8px 0', borderTop: `1px solid ${theme.colors.gray100}`, '&:first-of-type': { borderTop: 'none' } }}>
      {title && <h2 css={{ margin: '8px 10px', fontSize: 13, fontWeight: 600, color: theme.colors.gray500 }}>{title}</h2>}
      <ul css={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {byQuery ? (
              // Pages told apart by the query string: no "current page" marking.
              <Link to={entry.to} css={row}>
                {t(entry.labelKey)}
              </Link>
            ) : (
              <MenuLink entry={entry} entries={entries} end linkCss={row} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The mobile "more" menu: a modal drawer. Escape or the close button closes it; Tab stays inside. */
export function MoreMenu({ menus, onClose }: { menus: Menus; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const panel = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const openedAt = useRef(`${pathname}${search}`);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (`${pathname}${search}` !== openedAt.current) close.current();
  }, [pathname, search]);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div css={{ position: 'fixed', inset: 0, zIndex: theme.zIndex.drawer }}>
      <div
        aria-hidden="true"
        data-testid="more-menu-backdrop"
        onClick={onClose}
        css={{ position: 'absolute', inset: 0, background: 'rgba(14, 14, 18, 0.45)' }}
      />
      <div
        ref={panel}
        id="more-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.moreMenu')}
        onKeyDown={onKeyDown}
        css={{
          position: 'absolute',
          top: 0,
          right: 0,
          bottom: 0,
          display: 'flex',
          flexDirection: 'column',
          width: 'min(320px, 86vw)',
          padding: '8px 16px 24px',
          overflowY: 'auto',
          background: theme.colors.white,
          boxShadow: '-8px 0 24px rgba(14, 14, 18, 0.18)',
        }}
      >
        <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
          <button type="button" aria-label={t('nav.closeMore')} onClick={onClose} css={iconButton}>
            <CloseIcon />
          </button>
        </div>
        <nav
          aria-label={t('nav.moreMenu')}
          onClick={(event) => {
            if ((event.target as Element).closest('a')) onClose();
          }}
        >
          <Section entries={menus.primary} />
          <Section title={t('nav.preRegistration')} entries={menus.preRegistration} byQuery />
          <Section title={t('nav.myMenu')} entries={menus.my} />
          <DrawerAccountSection />
        </nav>
        <div css={{ paddingTop: 16, borderTop: `1px solid ${theme.colors.gray100}` }}>
          <LanguageSwitcher />
        </div>
      </div>
    </div>
  );
}
