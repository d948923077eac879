import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { routeEntryOf } from '../../../app/route-entry';

/** The current route's table entry (layout flags) and its translated title; keeps document.title in step. */
export function useRouteMeta() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const entry = routeEntryOf(pathname);
  const title = entry ? t(`pages.${entry.name}`) : '';
  const subtitle = entry?.subtitle ? t(entry.subtitle) : undefined;

  useEffect(() => {
    const brand = t('brand');
    document.title = title ? `${title} | ${brand}` : brand;
  }, [t, title]);

  return { entry, title, subtitle, hideTopBarOnMobile: entry?.hideTopBarOnMobile === true };
}
