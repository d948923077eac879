import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from './not-available-yet';

/**
 * A remote's "not available yet" pages, titled from its namespace (`pages.<name>`). One stable component
 * per page name, so React keeps its identity across renders.
 */
export function createNotAvailablePages<Name extends string>(namespace: string): (name: Name) => ComponentType {
  const cache = new Map<Name, ComponentType>();
  return (name) => {
    const existing = cache.get(name);
    if (existing) return existing;
    const page = function NotAvailablePage() {
      const { t } = useTranslation(namespace);
      const titleKey: string = `pages.${name}`;
      return <NotAvailableYet title={t(titleKey)} />;
    };
    cache.set(name, page);
    return page;
  };
}
