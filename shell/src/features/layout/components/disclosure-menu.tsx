import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { theme } from 'shared-ui';
import type { MenuEntry } from '../menu-entries';
import { navLink } from './styles';

type DisclosureMenuProps = {
  label: string;
  entries: MenuEntry[];
  /** Only the arrow shows; `label` is the button's accessible name. */
  iconOnly?: boolean;
  align?: 'left' | 'right';
  /** Extra items after the links (e.g. a sign-out button). */
  children?: ReactNode;
};

/**
 * A button that shows a short list of links below it (desktop pre-registration and account menus). It closes on
 * Escape (focus back on its button), on a pointer press outside it and when keyboard focus leaves it.
 */
export function DisclosureMenu({ label, entries, iconOnly = false, align = 'left', children }: DisclosureMenuProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      css={{ position: 'relative' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={iconOnly ? label : undefined}
        onClick={() => setOpen((value) => !value)}
        css={iconOnly ? { ...navLink, minWidth: 32, justifyContent: 'center', padding: 0 } : navLink}
      >
        {!iconOnly && label}
        <span aria-hidden="true" css={{ fontSize: 10 }}>
          {open ? '▲' : '▼'}
        </span>
      </button>
      <ul
        id={id}
        hidden={!open}
        css={{
          position: 'absolute',
          top: '100%',
          [align]: 0,
          zIndex: theme.zIndex.drawer,
          minWidth: 180,
          margin: 0,
          padding: 8,
          listStyle: 'none',
          background: theme.colors.white,
          border: `1px solid ${theme.colors.gray200}`,
          borderRadius: theme.radius.md,
          boxShadow: '0 8px 24px rgba(14, 14, 18, 0.12)',
        }}
      >
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link to={entry.to} css={{ ...navLink, display: 'flex' }}>
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}
