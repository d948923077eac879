import { createNotAvailablePages } from 'shared-ui';
import type { ko } from '../locales/ko';
import { NAMESPACE } from '../namespace';

export type NotAvailablePageName = keyof typeof ko.pages;

export const notAvailablePage = createNotAvailablePages<NotAvailablePageName>(NAMESPACE);
