import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from 'shared-ui';
import type { ko } from '../locales/ko';
import { NAMESPACE } from '../namespace';

export type NotAvailablePageName = keyof typeof ko.pages;

const pageFor = (name: NotAvailablePageName) =>
  function NotAvailablePage() {
    const { t } = useTranslation(NAMESPACE);
    return <NotAvailableYet title={t(`pages.${name}`)} />;
  };

const cache = new Map<NotAvailablePageName, ComponentType>();

/** One stable component per page name, so React keeps its identity across renders. */
export function notAvailablePage(name: NotAvailablePageName): ComponentType {
  const existing = cache.get(name);
  if (existing) return existing;
  const page = pageFor(name);
  cache.set(name, page);
  return page;
}
