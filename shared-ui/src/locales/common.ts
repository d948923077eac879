import type { NamespaceResources } from '../i18n';
import { commonEn } from './en';
import { commonKo } from './ko';

export const COMMON_NAMESPACE = 'common';

/** Register with `registerNamespace(COMMON_NAMESPACE, commonResources)` (the shell does it at boot). */
export const commonResources: NamespaceResources = { ko: commonKo, en: commonEn };
