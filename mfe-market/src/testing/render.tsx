import type { Language } from 'shared-contract';
import { initTestI18n as initSharedTestI18n } from 'shared-ui/src/testing/render-page';
import { ko } from '../locales/ko';
import { en } from '../locales/en';
import { koPages } from '../locales/ko-pages';
import { enPages } from '../locales/en-pages';
import { NAMESPACE } from '../namespace';

export { createTestQueryClient, renderPage } from 'shared-ui/src/testing/render-page';

/** The one i18next instance, initialised as the shell does, with this remote's namespace (every page's texts). */
export const initTestI18n = (language: Language = 'ko') =>
  initSharedTestI18n({ namespace: NAMESPACE, resources: { ko: { ...ko, ...koPages }, en: { ...en, ...enPages } }, language });
