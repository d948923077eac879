import type { CSSObject } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { currentByQuery, type MenuEntry } from '../menu-entries';

type MenuLinkProps = { entry: MenuEntry; entries: MenuEntry[]; end?: boolean; linkCss: CSSObject };

/** A menu entry's link, marked as the current page by the router, or by its query when entries share a path. */
export function MenuLink({ entry, entries, end, linkCss }: MenuLinkProps) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const current = currentByQuery(entry, entries, pathname, search);
  return current === undefined ? (
    <NavLink to={entry.to} end={end} css={linkCss}>
      {t(entry.labelKey)}
    </NavLink>
  ) : (
    <Link to={entry.to} aria-current={current ? 'page' : undefined} css={linkCss}>
      {t(entry.labelKey)}
    </Link>
  );
}
