import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation } from 'react-router-dom';
import { routeTable, type RouteEntry } from '../../../app/route-table';

const metaRoutes = routeTable.map((entry) => ({ path: entry.path, entry }));

export const findRouteEntry = (pathname: string): RouteEntry | undefined => matchRoutes(metaRoutes, pathname)?.at(-1)?.route.entry;

/** The current route's table entry (layout flags) and its translated title; keeps document.title in step. */
export function useRouteMeta() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const entry = findRouteEntry(pathname);
  const title = entry ? t(`pages.${entry.name}`) : '';
  const subtitle = entry?.subtitle ? t(entry.subtitle) : undefined;

  useEffect(() => {
    const brand = t('brand');
    document.title = title ? `${title} | ${brand}` : brand;
  }, [t, title]);

  return { entry, title, subtitle, hideTopBarOnMobile: entry?.hideTopBarOnMobile === true };
}
